"""`litchat ingest` and `litchat papers` through click's CliRunner (real store, real embedder)."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import cli
from rag.records import Paper
from conftest import free_port

PROBLEM_LINE = re.compile(r"^(?P<file>[^:]+)(:(?P<line>\d+))?: \S.*$")


def rows(n: int, start: int = 0) -> str:
    return "".join(json.dumps({"title": f"Sparse attention study {i}",
                               "abstract": f"We make attention sparse in model {i}. It runs {i + 2} times faster.",
                               "authors": [f"Carol Coder{i}"], "year": 2020 + i}) + "\n"
                   for i in range(start, start + n))


def run(home: Path, *args: str):
    result = CliRunner().invoke(cli, ["--home", str(home), *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


@pytest.fixture
def home(tmp_path) -> Path:
    return tmp_path / "home"


def test_ingest_reports_then_warm_run_embeds_nothing(tmp_path, home):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(rows(3))
    first = run(home, "ingest", "--quiet", str(corpus))
    assert first.exit_code == 0, first.stderr
    assert "3 added, 0 updated, 0 removed, 0 unchanged" in first.stdout and "3 papers in the store" in first.stdout
    second = run(home, "ingest", str(corpus))
    assert second.exit_code == 0
    assert second.stdout.startswith("nothing to embed: the store is up to date (3 papers")
    assert "ingest:" not in second.stderr  # no progress bar when there is nothing to do


def test_ingest_leaves_the_search_index_built_for_the_first_question(tmp_path, home):
    from rag.api import Litchat
    from rag.settings import Settings

    corpus = tmp_path / "c.jsonl"
    corpus.write_text(rows(3))
    assert run(home, "ingest", "--quiet", str(corpus)).exit_code == 0
    assert list((home / "cache").rglob("catalog-*/catalog.sqlite")), "ingest should build the search catalog"
    searcher = Litchat(Settings(home=home))
    hits = searcher.search("sparse attention model 2", k=3, retriever="bm25")
    assert hits and searcher.retriever.catalog.get().origin == "disk"  # loaded, not rebuilt at the first search


def test_bad_inputs_are_named_and_the_rest_is_ingested(tmp_path, home):
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "good.jsonl").write_text(rows(2))
    (folder / "binary.txt").write_bytes(b"\x00\x01\x02\xff" * 200)
    (folder / "latin1.txt").write_bytes("Résumé of a paper in Latin-1".encode("latin-1"))
    (folder / "empty.txt").write_text("")
    (folder / "unknown.txt").write_text("just some notes\nwithout any paper layout\n")
    (folder / "noabstract.csv").write_text("title,authors,year\nA paper,Someone,2020\n")
    (folder / "broken.jsonl").write_text(rows(1, start=5) + "{not json\n")
    result = run(home, "ingest", "--quiet", str(folder))
    assert result.exit_code == 1
    problems = [line for line in result.stderr.splitlines() if PROBLEM_LINE.match(line)]
    named = {Path(PROBLEM_LINE.match(line)["file"]).name for line in problems}
    assert named == {"binary.txt", "latin1.txt", "empty.txt", "unknown.txt", "noabstract.csv", "broken.jsonl"}
    assert any(line.startswith(str(folder / "broken.jsonl") + ":2: ") for line in problems)
    assert any(line.startswith(str(folder / "noabstract.csv") + ":1: ") for line in problems)
    assert "Traceback" not in result.stderr
    assert "3 added" in result.stdout  # good.jsonl's two papers and broken.jsonl's good line
    listed = json.loads(run(home, "papers", "--json").stdout)
    assert sorted(p["title"] for p in listed) == [f"Sparse attention study {i}" for i in (0, 1, 5)]


def test_a_missing_path_exits_non_zero(tmp_path, home):
    result = run(home, "ingest", "--quiet", str(tmp_path / "nope.jsonl"))
    assert result.exit_code == 1 and "nope.jsonl" in result.stderr and "0 papers" in result.stdout


def test_papers_json_and_table(tmp_path, home):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(rows(4))
    run(home, "ingest", "--quiet", str(corpus))
    listed = json.loads(run(home, "papers", "--json").stdout)
    assert len(listed) == 4
    fields = {f.name for f in dataclasses.fields(Paper)} - {"body"}  # a PDF's full text lives in its chunks
    assert all(set(p) == fields for p in listed)
    assert all(p["sources"][0]["file"] == "c.jsonl" for p in listed)
    assert {Paper.from_dict(p).year for p in listed} == {2020, 2021, 2022, 2023}
    table = run(home, "papers").stdout.strip().splitlines()
    assert table[0].split()[:3] == ["#", "year", "title"] and table[-1] == "4 papers"
    assert len(table) == 6 and all(p["id"] in "\n".join(table) for p in listed)


def test_papers_on_an_empty_store_says_it_is_empty_and_lists_nothing(home, seeds_dir):
    for args in (["papers", "--json"], ["papers"]):
        result = run(home, *args)
        assert result.exit_code == 0
        assert result.stdout.strip() in ("[]", ""), result.stdout[:300]  # never the seed papers
        assert "is empty" in result.stderr and "litchat ingest" in result.stderr


def test_corrupted_store_says_how_to_rebuild_and_rebuild_works(tmp_path, home):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(rows(2))
    run(home, "ingest", "--quiet", str(corpus))
    from chromadb.api.client import SharedSystemClient

    SharedSystemClient.clear_system_cache()  # a new process would not hold the old file open
    (home / "chroma" / "chroma.sqlite3").write_bytes(b"this is not sqlite" * 4000)
    for args in (["papers"], ["ingest", "--quiet", str(corpus)]):
        result = run(home, *args)
        assert result.exit_code == 2
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
        assert str(home / "chroma") in result.stderr and "litchat ingest --rebuild" in result.stderr
    rebuilt = run(home, "ingest", "--rebuild", "--quiet", str(corpus))
    assert rebuilt.exit_code == 0 and "2 added" in rebuilt.stdout
    assert len(json.loads(run(home, "papers", "--json").stdout)) == 2


def test_unreachable_chroma_server_is_named(home):
    url = f"http://127.0.0.1:{free_port()}"
    for args in (["papers"], ["ingest", "--quiet"]):
        result = CliRunner().invoke(cli, ["--home", str(home), "--chroma-url", url, *args])
        assert result.exit_code == 2, result.output
        assert f"cannot reach the Chroma server at {url}" in result.stderr and "Traceback" not in result.stderr
