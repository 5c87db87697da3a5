"""Oversized input is refused with a clear one-line message and bounded memory; nothing already stored is lost.

- a 10 MB file of a format read whole (BibTeX), over settings.max_file_bytes: skipped by `litchat ingest`, the
  message names the file and the setting, nothing stored is lost, and the file is not read into memory;
- a 10 MB JSON Lines file (streamed, no size limit): read in bounded memory (`ingest --dry-run` keeps no text);
- a 100,000-character question: refused by Litchat.search/ask and by `litchat ask`/`litchat search`.
Memory is measured (peak RSS of a fresh process, tracemalloc), never time.
"""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import tracemalloc

import pytest
from click.testing import CliRunner

from rag.api import QuestionTooLong
from cli import cli

TEN_MB = 10 * 1024 * 1024
HUGE_QUESTION = ("What do the papers say about fairness in medical imaging? " * 2000)[:100_000]


def good_paper_line(title: str) -> str:
    return json.dumps({"title": title, "authors": ["Ada Lovelace"], "year": 2024, "categories": ["cs.LG"],
                       "abstract": f"{title} studies how limits on input size keep a literature chatbot safe. "
                                   "We measure memory while refusing oversized corpus files."}) + "\n"


def good_page_entry(i: int) -> str:
    return (f"Padding Paper {i}\nAda Lovelace\n"
            f"Padding paper {i} studies how limits on input size keep a literature chatbot safe.\n\n")


@pytest.fixture
def corpus(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "good.jsonl").write_text(good_paper_line("Bounded Ingest Under Hostile Files"))
    big = folder / "huge.txt"
    with open(big, "w") as f:  # 10 MB of a saved listing page: refused on size alone (a format read whole; BibTeX
        i = 0                  # is streamed since its reader was made linear)
        while f.tell() < TEN_MB:
            f.write(good_page_entry(i))
            i += 1
    return folder, big


@pytest.fixture
def big_jsonl(tmp_path):
    big = tmp_path / "big.jsonl"
    with open(big, "w") as f:  # 10 MB of distinct papers
        i = 0
        while f.tell() < TEN_MB:
            f.write(good_paper_line(f"Streamed Paper Number {i}"))
            i += 1
    return big, i


LIMIT = {"LITCHAT_MAX_FILE_BYTES": "5000000"}


def test_ten_megabyte_file_read_whole_is_refused_by_name_and_nothing_stored_is_lost(corpus, tmp_path):
    folder, big = corpus
    home = ["--home", str(tmp_path / "home")]
    first = CliRunner().invoke(cli, [*home, "ingest", "--quiet", str(folder / "good.jsonl")], env=LIMIT)
    assert first.exit_code == 0, first.output

    result = CliRunner().invoke(cli, [*home, "ingest", "--quiet", str(folder)], env=LIMIT)
    assert result.exit_code == 1, result.output  # something was skipped
    lines = [l for l in result.output.splitlines() if "huge.txt" in l]
    assert len(lines) == 1, result.output
    assert "too large" in lines[0] and "5,000,000" in lines[0] and "LITCHAT_MAX_FILE_BYTES" in lines[0], lines[0]
    assert "Traceback" not in result.output
    listed = CliRunner().invoke(cli, [*home, "papers", "--json"])
    assert [p["title"] for p in json.loads(listed.stdout)] == ["Bounded Ingest Under Hostile Files"]


def _peak_rss_mb(code: str) -> float:
    """Peak RSS (MB) of a fresh Python process running ``code`` (which imports what it needs). VmHWM, not
    ru_maxrss: a child forked from a big pytest process inherits the parent's ru_maxrss across exec."""
    script = textwrap.dedent(code) + ("\nprint(next(l.split()[1] for l in open('/proc/self/status') "
                                      "if l.startswith('VmHWM:')))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def test_ten_megabyte_file_read_whole_is_not_read_into_memory(corpus):
    folder, big = corpus
    load = ("from pathlib import Path\nfrom rag.corpus import load_corpus\n"
            "r = load_corpus([Path({!r})], max_file_bytes=5_000_000)\n")
    baseline = _peak_rss_mb(load.format(str(folder / "good.jsonl")))
    refused = _peak_rss_mb(load.format(str(big)) + "assert not r.papers and r.problems, r\n")
    print(f"\npeak RSS: loading a 1-record file {baseline:.1f} MB; refusing a 10 MB file {refused:.1f} MB "
          f"(+{refused - baseline:.1f} MB)")
    assert refused - baseline < 5, "the oversized file was read into memory before being refused"


def test_ten_megabyte_jsonl_is_streamed_in_bounded_memory(corpus, big_jsonl):
    folder, _ = corpus
    big, n = big_jsonl
    scan = ("from pathlib import Path\nfrom rag.corpus.streaming import scan_corpus\n"
            "s = scan_corpus([Path({!r})], max_file_bytes=5_000_000)\n")
    baseline = _peak_rss_mb(scan.format(str(folder / "good.jsonl")) + "assert s.papers == 1, s.problems\n")
    streamed = _peak_rss_mb(scan.format(str(big)) + f"assert s.papers == {n} and not s.problems, s.problems\n")
    print(f"\npeak RSS: scanning a 1-record file {baseline:.1f} MB; a 10 MB JSONL file of {n:,} papers "
          f"{streamed:.1f} MB (+{streamed - baseline:.1f} MB)")
    # holding the records (load_corpus) costs ~+70 MB here; the scan keeps ~100 bytes of hashes a record
    assert streamed - baseline < 20, "the streamed file (or its text) was held in memory"


def test_huge_question_is_refused_by_the_api_with_a_clear_message(seeded):
    with pytest.raises(QuestionTooLong) as err:
        seeded.search(HUGE_QUESTION)
    message = str(err.value)
    assert "100,000 characters" in message and f"{seeded.settings.max_question_chars:,}" in message
    assert "\n" not in message

    tracemalloc.start()
    answer = seeded.ask(HUGE_QUESTION)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"\npython memory allocated while refusing a 100k-character question: {peak / 1e6:.2f} MB")
    assert answer.abstained and not answer.citations
    assert answer.notice == message == answer.text
    assert peak < 2_000_000, "the refused question went further than the length check"


def test_question_at_the_limit_is_still_answered(seeded):
    limit = seeded.settings.max_question_chars
    question = ("Which papers study fairness in medical imaging? " * 100)[:limit]
    assert len(question) == limit
    assert seeded.search(question, k=3)


@pytest.mark.parametrize("command", ["ask", "search"])
def test_huge_question_is_refused_by_the_cli(seeded, command):
    result = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), command, HUGE_QUESTION])
    assert "question refused" in result.output and "100,000 characters" in result.output, result.output[:500]
    assert "Traceback" not in result.output
    assert result.exit_code == 2  # refused input: the same status for every command
