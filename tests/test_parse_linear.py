"""Parsers are linear in their input: 8x the bytes costs about 8x the time, in every format.

The BibTeX reader once counted newlines from the start of the text for every entry: 2 MB took 4 s, 8 MB 58 s. The
ratio test would have caught it (time(8 MB) / time(1 MB) was ~50); linear is 8. CPU time of this process (not
wall time) is measured and the best of a few runs taken, so other work on a busy machine does not make a linear
parser look quadratic. The speeds themselves are a benchmark's job (`litchat bench parse --formats ...`).
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from bench.corpus_writers import FORMATS, write_sized
from rag.corpus.formats import bibtex
from rag.corpus.loader import CorpusReader

LINEAR = 8.0  # 8 MB over 1 MB
SLACK = 1.5  # a generous factor over linear; a quadratic parser gives ~8x linear


def parse_seconds(path: Path, runs: int) -> tuple[float, int]:
    """Best CPU time of ``runs`` full parses, and the records read."""
    best, count = float("inf"), 0
    for _ in range(runs):
        reader = CorpusReader([path])
        t = time.process_time()
        count = sum(1 for _ in reader.records())
        best = min(best, time.process_time() - t)
        assert not reader.problems, reader.problems[:3]
    return best, count


@pytest.mark.slow
@pytest.mark.parametrize("name", list(FORMATS))
def test_parse_time_grows_linearly_with_the_file(tmp_path, name):
    suffix = FORMATS[name][0]
    small, large = tmp_path / f"small{suffix}", tmp_path / f"large{suffix}"
    n_small = write_sized(small, name, 1_000_000)
    n_large = write_sized(large, name, 8_000_000)
    t_small, got_small = parse_seconds(small, runs=3)
    t_large, got_large = parse_seconds(large, runs=2)
    assert (got_small, got_large) == (n_small, n_large), "every record is read"
    ratio = t_large / max(t_small, 1e-3)
    print(f"{name}: 1 MB {t_small:.3f} s, 8 MB {t_large:.3f} s, ratio {ratio:.1f}")
    assert ratio < LINEAR * SLACK, f"{name}: time(8 MB)/time(1 MB) = {ratio:.1f}, linear is {LINEAR:.0f}"


BIB = "".join(
    f"@article{{k{i},\n  title = {{Paper {i} on {{Nested}} braces}},\n  author = {{Doe, Jane and Roe, Richard}},\n"
    f'  year = {2000 + i % 20},\n  note = "quoted {{x}} value",\n  abstract = {{Abstract {i}: a {{b}} c.}}\n}}\n\n'
    for i in range(60)) + "@article{broken,\n  title = {Never closed\n"


@pytest.mark.parametrize("block", [1, 7, 64, 333])
def test_bibtex_entries_cut_by_blocks_read_the_same_as_whole(monkeypatch, block):
    """Entries cut anywhere by the reading blocks (the key, a field name, a value, a brace) read as from one
    block, with the same line numbers; the unclosed last entry is named at its line."""
    whole = bibtex.parse_bibtex(BIB, "f.bib")
    monkeypatch.setattr(bibtex, "BLOCK", block)
    cut = bibtex.parse_bibtex(BIB, "f.bib")
    assert [(r.title, r.abstract, r.authors, r.year, r.line) for r in cut[0]] == \
        [(r.title, r.abstract, r.authors, r.year, r.line) for r in whole[0]]
    assert len(whole[0]) == 60 and whole[0][59].line == 1 + 59 * 8
    assert cut[1] == whole[1] and len(cut[1]) == 1 and cut[1][0][0] == 1 + 60 * 8
