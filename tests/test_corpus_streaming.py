"""Corpora of any size: streamed parsing, the two-pass ingest, `litchat ingest --dry-run`, `--map`, BEIR lines.

Real files, a real Chroma store and the real packaged encoder; nothing of ours is mocked."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import cli
from rag.corpus import load_corpus
from rag.corpus.formats.registry import choose_format, register_format
from rag.corpus.field_map import FieldMapError, parse_field_map
from rag.corpus.reading import SNIFF_BYTES
from rag.corpus.streaming import CorpusChanged, PaperStream, scan_corpus

SEEDS = Path(__file__).resolve().parent.parent / "seeds"


def row(i: int, **extra) -> dict:
    return {"title": f"Streaming corpus paper {i}", "authors": [f"Ada Writer{i}"], "year": 2000 + i % 20,
            "abstract": f"Paper {i} studies how a literature chatbot reads corpora of any size in bounded memory.",
            **extra}


def write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


def as_dicts(papers) -> dict:
    return {p.id: p.to_dict() for p in papers}


# --- the stream gives exactly load_corpus's papers ---------------------------------------------------------------
def test_streamed_papers_equal_load_corpus_on_the_seeds():
    scan = scan_corpus([SEEDS])
    assert (scan.records, scan.papers, scan.duplicates_merged, scan.problems) == (138, 121, 17, [])
    assert as_dicts(PaperStream(scan)) == as_dicts(load_corpus([SEEDS]).papers)


def test_streamed_papers_equal_load_corpus_with_far_duplicates_and_id_collisions(tmp_path):
    rows = [row(i) for i in range(300)]
    rows[250] = dict(rows[3])  # an exact copy far from the first: held until it arrives
    rows[260] = {**rows[7], "year": 1999, "abstract": "A different paper that happens to share a title."}  # same id
    rows[270] = {k: v for k, v in rows[9].items() if k != "title"}  # an untitled copy: merged by its abstract
    f = write_jsonl(tmp_path / "dups.jsonl", rows)
    expected = load_corpus([f])
    scan = scan_corpus([f])
    streamed = list(PaperStream(scan))
    assert len(streamed) == len(PaperStream(scan)) == scan.papers == len(expected.papers) == 298
    assert as_dicts(streamed) == as_dicts(expected.papers)
    assert len({p.id for p in streamed}) == 298  # the title collision got a second id, as load_corpus gives it


def test_a_file_changed_between_scan_and_stream_is_refused(tmp_path):
    f = write_jsonl(tmp_path / "c.jsonl", [row(i) for i in range(5)])
    scan = scan_corpus([f])
    write_jsonl(f, [row(i) for i in range(3)])
    with pytest.raises(CorpusChanged):
        list(PaperStream(scan))


# --- streamed reading ----------------------------------------------------------------------------------------------
def test_non_utf8_byte_deep_in_a_large_file_skips_only_its_line(tmp_path):
    f = tmp_path / "big.jsonl"
    good = [json.dumps(row(i)) for i in range(2000)]  # well past the sniffed head
    assert sum(map(len, good)) > 2 * SNIFF_BYTES
    f.write_bytes(("\n".join(good) + "\n").encode() + '{"abstract": "caf\xe9"}\n'.encode("latin-1")
                  + (json.dumps(row(5000)) + "\n").encode())
    res = load_corpus([f])
    (p,) = res.problems
    assert p.line == 2001 and p.message.startswith("not UTF-8: byte 0xe9 at offset ")
    assert int(p.message.split("offset ")[1].split(";")[0]) == len("\n".join(good)) + 1 + len('{"abstract": "caf')
    assert p.message.endswith("; line skipped")
    assert len(res.papers) == 2001  # every valid line, before and after the bad one


def test_crlf_and_bom_jsonl_lines_are_numbered_as_in_the_file(tmp_path):
    f = tmp_path / "win.jsonl"
    f.write_bytes(b"\xef\xbb\xbf" + (json.dumps(row(1)) + "\r\n{oops\r\n" + json.dumps(row(2)) + "\r\n").encode())
    res = load_corpus([f])
    assert len(res.papers) == 2 and [(p.line, p.message.split(" (")[0]) for p in res.problems] == [
        (2, "malformed JSON")]


def test_beir_lines_read_text_as_the_abstract(tmp_path):
    f = write_jsonl(tmp_path / "corpus.jsonl", [
        {"_id": "4983", "title": "Microstructural development of white matter", "text": "Alterations of the "
         "architecture of cerebral white matter in the developing brain affect cortical development."},
        {"_id": "5836", "title": "Induction of myelodysplasia", "text": "Myelodysplastic syndromes are clonal."}])
    res = load_corpus([f])
    assert res.problems == []
    assert [p.abstract for p in res.papers] == [
        "Alterations of the architecture of cerebral white matter in the developing brain affect cortical "
        "development.", "Myelodysplastic syndromes are clonal."]
    records = [r for r in __import__("rag.corpus.loader", fromlist=["CorpusReader"]).CorpusReader([f]).records()]
    if hasattr(records[0], "ids"):
        assert records[0].ids.get("beir") == "4983"


# --- the format registry -------------------------------------------------------------------------------------------
def test_registry_sniffs_a_shared_suffix_and_falls_back(tmp_path):
    def parse_shout(stream, file):
        for n, line in enumerate(stream, 1):
            if line.strip():
                from rag.corpus.raw import RawRecord
                yield RawRecord(file=file, line=n, abstract=line.strip().lower() + ".", title=f"Shout {n}")

    register_format("shout-test", suffixes=(".txt",), parser=parse_shout, sniff=lambda head: head.startswith("SHOUT"))
    try:
        loud = tmp_path / "loud.txt"
        loud.write_text("SHOUT ONE\nSHOUT TWO\n", encoding="utf-8")
        res = load_corpus([loud, SEEDS / "000_7c07c3d57d753168.txt"])
        assert [f.kind for f in res.files] == ["shout-test", "arxiv_listing"]  # the sniff, then the .txt fallback
        assert {p.title for p in res.papers} >= {"Shout 1", "Shout 2"}
        assert choose_format(tmp_path / "x.xyz", "") is None
    finally:
        from rag.corpus.formats import registry as detect
        detect.FORMATS[:] = [f for f in detect.FORMATS if f.name != "shout-test"]


def test_unknown_suffix_given_by_name_is_one_problem(tmp_path):
    f = tmp_path / "refs.xyz"
    f.write_text("whatever\n", encoding="utf-8")
    (p,) = load_corpus([f]).problems
    assert p.file == str(f) and p.line is None and p.message.startswith("unknown format for suffix .xyz")


# --- --map ---------------------------------------------------------------------------------------------------------
def test_field_map_spec():
    assert parse_field_map("abstract=text, title=Name") == {"abstract": "text", "title": "Name"}
    for bad in ("abstract", "abstract=", "colour=red", "title=a,title=b"):
        with pytest.raises(FieldMapError):
            parse_field_map(bad)


def test_map_reads_differently_named_csv_columns_and_jsonl_keys(tmp_path, make_settings):
    csv_file = tmp_path / "export.csv"
    csv_file.write_text("name,summary_text,who\nFirst Paper,\"It studies one thing.\",Ada Lovelace\n"
                        "Second Paper,\"It studies another thing.\",Alan Turing\n", encoding="utf-8")
    jsonl = write_jsonl(tmp_path / "export.jsonl", [{"name": "Third Paper", "summary_text": "A third thing."}])
    home = ["--home", str(tmp_path / "home")]
    plain = CliRunner().invoke(cli, [*home, "ingest", "--dry-run", "--json", str(csv_file)])
    assert plain.exit_code == 1
    assert json.loads(plain.stdout)["problems"] == [
        f"{csv_file}:1: CSV header has no 'abstract' column (columns: name, summary_text, who); name it with "
        f"--map abstract=COLUMN; file skipped"]
    mapped = CliRunner().invoke(cli, [*home, "ingest", "--dry-run", "--json", "--map",
                                      "abstract=summary_text,title=name,authors=who", str(csv_file), str(jsonl)])
    assert mapped.exit_code == 0, mapped.output
    report = json.loads(mapped.stdout)
    assert (report["papers"], report["records"], report["problems"]) == (3, 3, [])
    assert [f["format"] for f in report["files"]] == ["csv", "jsonl"]
    bad = CliRunner().invoke(cli, [*home, "ingest", "--dry-run", "--map", "abstract", str(csv_file)])
    assert bad.exit_code == 2 and "--map" in bad.output and "FIELD=NAME" in bad.output


# --- `litchat ingest --dry-run` --------------------------------------------------------------------------------------
def test_dry_run_reports_counts_formats_and_problems_and_touches_no_store(tmp_path):
    f = write_jsonl(tmp_path / "mixed.jsonl", [row(1), row(2), row(1), "{not json", {"title": "No abstract"}])
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    home = tmp_path / "home"
    result = CliRunner().invoke(cli, ["--home", str(home), "ingest", "--dry-run", str(f), str(empty)])
    assert result.exit_code == 1
    assert f"{f}:4: malformed JSON" in result.stderr and f"{f}:5: no abstract; skipped" in result.stderr
    assert f"{empty}: empty file" in result.stderr
    assert "2 papers from 3 records (1 duplicates merged) in 2 file(s); 3 problem(s)" in result.stdout
    assert f"{f}: jsonl, 3 records" in result.stdout
    assert not home.exists() or not any(home.iterdir()), "a dry run must not create or touch the store"


def test_ingest_streams_a_jsonl_with_duplicates_into_the_store(tmp_path, make_settings):
    from rag.api import Litchat

    rows = [row(i) for i in range(40)] + [row(5), row(17)]
    f = write_jsonl(tmp_path / "corpus.jsonl", rows)
    settings = make_settings(ingest_batch_papers=7)
    report = Litchat(settings).ingest([f])
    assert (report.added, report.problems) == (40, [])
    stored = as_dicts(Litchat(settings).papers())
    assert stored == as_dicts(load_corpus([f]).papers)
    again = Litchat(settings).ingest([f])
    assert (again.added, again.unchanged, again.embedded_chunks) == (0, 40, 0)


def test_a_file_of_bad_lines_lists_a_bounded_number_of_problems(tmp_path):
    from rag.corpus.loader import MAX_PROBLEMS_PER_FILE

    f = write_jsonl(tmp_path / "bad.jsonl", [row(1)] + ["{bad"] * (MAX_PROBLEMS_PER_FILE + 250))
    res = load_corpus([f])
    assert len(res.papers) == 1 and len(res.problems) == MAX_PROBLEMS_PER_FILE + 1
    assert str(res.problems[0]).startswith(f"{f}:2: malformed JSON")
    assert str(res.problems[-1]) == f"{f}: 250 more problems not listed ({MAX_PROBLEMS_PER_FILE + 250:,} in all)"


def test_shared_key_runs_match_a_dict_of_lists():
    import random
    from array import array

    from rag.corpus.merge import _shared_slots

    rnd = random.Random(2)
    for _ in range(1000):
        per, n = rnd.choice([1, 2, 3]), rnd.randint(0, 40)
        pool = rnd.choice([[0, 0, 0, 0, 0, 0, 1, 2], [0, 1, 2, 3, 5, -7, 9], [1, 2, 3, 4, 5]])  # sparse and dense
        keys = array("q", [rnd.choice(pool) for _ in range(n * per)])
        by_key: dict[int, list[int]] = {}
        for slot, key in enumerate(keys):
            if key:
                by_key.setdefault(key, []).append(slot // per)
        assert _shared_slots(keys, per) == [v for v in by_key.values() if len(v) > 1], (list(keys), per)
