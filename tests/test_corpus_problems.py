"""Bad input: one CorpusProblem naming the file (and line), the other files still parsed, nothing raised."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rag.corpus import CorpusProblem, load_corpus

GOOD = {"title": "FooNet: Sparse Retrieval", "abstract": "We introduce FooNet, a model for sparse retrieval.",
        "authors": ["Ada Lovelace"], "year": 2024}


@pytest.fixture
def good(tmp_path) -> Path:
    f = tmp_path / "good.jsonl"
    f.write_text(json.dumps(GOOD) + "\n", encoding="utf-8")
    return f


def load_with_good(good: Path, bad: Path, **kw):
    res = load_corpus([good, bad], **kw)
    assert [p.title for p in res.papers] == ["FooNet: Sparse Retrieval"], "the good file must still be parsed"
    return res.problems


def test_problem_string_is_file_line_message():
    assert str(CorpusProblem("a.csv", 1, "no abstract column")) == "a.csv:1: no abstract column"
    assert str(CorpusProblem("a.csv", None, "empty file")) == "a.csv: empty file"


def test_missing_path(good, tmp_path):
    (p,) = load_with_good(good, tmp_path / "nope.txt")
    assert p.file.endswith("nope.txt") and "no such file" in p.message


def test_unreadable_file(good, tmp_path):
    if os.geteuid() != 0:
        bad = tmp_path / "locked.txt"
        bad.write_text("x", encoding="utf-8")
        bad.chmod(0)
    else:  # root reads any mode: use a file the kernel refuses to read
        bad = Path("/proc/self/mem")
    (p,) = load_with_good(good, bad)
    assert p.file == str(bad) and p.message.startswith("unreadable")


@pytest.mark.parametrize("content", [b"", b"  \n\n\t\n"])
def test_empty_file(good, tmp_path, content):
    bad = tmp_path / "empty.txt"
    bad.write_bytes(content)
    (p,) = load_with_good(good, bad)
    assert str(p) == f"{bad}: empty file"


def test_binary_file(good, tmp_path):
    bad = tmp_path / "image.txt"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    (p,) = load_with_good(good, bad)
    assert p.message.startswith("binary file")


def test_non_utf8_names_byte_offset_and_line(good, tmp_path):
    bad = tmp_path / "latin1.jsonl"
    bad.write_bytes(json.dumps(GOOD).encode() + b"\n" + '{"abstract": "caf\xe9"}'.encode("latin-1") + b"\n")
    (p,) = load_with_good(good, bad)
    offset = len(json.dumps(GOOD)) + 1 + len('{"abstract": "caf')
    assert p.line == 2 and p.message == f"not UTF-8: byte 0xe9 at offset {offset}; line skipped"


def test_unknown_layout(good, tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n\neggs\nmilk\n", encoding="utf-8")
    (p,) = load_with_good(good, bad)
    assert p.line is None and p.message.startswith("unknown layout")


def test_csv_without_abstract_column_names_the_header_line(good, tmp_path):
    bad = tmp_path / "refs.csv"
    bad.write_text("title,authors,year\nA paper,Ada Lovelace,2020\n", encoding="utf-8")
    (p,) = load_with_good(good, bad)
    assert p.line == 1 and "no 'abstract' column" in p.message and "title, authors, year" in p.message


def test_csv_row_without_abstract_names_its_line(good, tmp_path):
    bad = tmp_path / "rows.csv"
    bad.write_text('title,abstract\nOne,"First abstract text here."\nTwo,\nThree,"Third abstract."\n', encoding="utf-8")
    res = load_corpus([bad])
    assert [p.title for p in res.papers] == ["One", "Three"]
    assert [str(x) for x in res.problems] == [f"{bad}:3: no abstract; skipped"]


def test_malformed_jsonl_line_is_named_and_others_kept(tmp_path):
    f = tmp_path / "mixed.jsonl"
    f.write_text(json.dumps(GOOD) + "\n{not json\n[1, 2]\n" + json.dumps({"title": "No abstract"}) + "\n",
                 encoding="utf-8")
    res = load_corpus([f])
    assert len(res.papers) == 1
    assert [(x.line, x.message.split(" (")[0].split(";")[0]) for x in res.problems] == [
        (2, "malformed JSON"), (3, "expected a JSON object, found list"), (4, "no abstract")]


def test_file_read_whole_over_size_limit_names_the_setting(good, tmp_path):
    bad = tmp_path / "big.txt"  # a web page is read whole (BibTeX is streamed since it was made linear)
    bad.write_text("Some Paper Title\nAn abstract line of a saved listing page.\n" * 40, encoding="utf-8")
    (p,) = load_with_good(good, bad, max_file_bytes=1024)
    assert "too large" in p.message and "1,024" in p.message and "LITCHAT_MAX_FILE_BYTES" in p.message


def test_streamed_file_has_no_size_limit(good, tmp_path):
    big = tmp_path / "big.jsonl"
    big.write_text("".join(json.dumps({**GOOD, "title": f"Paper {i}", "abstract": f"Abstract number {i}."}) + "\n"
                           for i in range(40)), encoding="utf-8")
    res = load_corpus([big], max_file_bytes=1024)
    assert res.problems == [] and len(res.papers) == 40 and res.files[0].kind == "jsonl"


def test_malformed_bibtex_entry_named_other_entries_kept(tmp_path):
    f = tmp_path / "refs.bib"
    f.write_text("@article{good, title={Good}, abstract={A good abstract.}}\n\n"
                 "@article{bad, title={Unclosed, abstract={x}\n", encoding="utf-8")
    res = load_corpus([f])
    assert [p.title for p in res.papers] == ["Good"]
    (p,) = res.problems
    assert p.line == 3 and "malformed BibTeX" in p.message


def test_folder_reads_only_corpus_files_in_sorted_order(tmp_path, good):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "b.jsonl").write_text(json.dumps({**GOOD, "title": "B"}) + "\n", encoding="utf-8")
    (folder / "a.jsonl").write_text(json.dumps({**GOOD, "title": "A", "abstract": "Other."}) + "\n", encoding="utf-8")
    (folder / "ignore.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00")  # not a corpus suffix (PDFs now are one)
    res = load_corpus([folder])
    assert [p.title for p in res.papers] == ["A", "B"] and res.problems == [] and res.files_read == 2
