"""Oversized input is refused with a clear one-line message and bounded memory; nothing already stored is lost.

- a 10 MB corpus file (over settings.max_file_bytes): skipped by `litchat ingest`, the message names the file;
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
from rag.cli import cli

TEN_MB = 10 * 1024 * 1024
HUGE_QUESTION = ("What do the papers say about fairness in medical imaging? " * 2000)[:100_000]


def good_paper_line(title: str) -> str:
    return json.dumps({"title": title, "authors": ["Ada Lovelace"], "year": 2024, "categories": ["cs.LG"],
                       "abstract": f"{title} studies how limits on input size keep a literature chatbot safe. "
                                   "We measure memory while refusing oversized corpus files."}) + "\n"


@pytest.fixture
def corpus(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "good.jsonl").write_text(good_paper_line("Bounded Ingest Under Hostile Files"))
    big = folder / "huge.jsonl"
    line = good_paper_line("Padding Paper")
    with open(big, "w") as f:  # 10 MB of valid-looking records: refused on size alone
        while f.tell() < TEN_MB:
            f.write(line)
    return folder, big


def test_ten_megabyte_file_is_refused_by_name_and_nothing_stored_is_lost(corpus, tmp_path):
    folder, big = corpus
    home = ["--home", str(tmp_path / "home")]
    first = CliRunner().invoke(cli, [*home, "ingest", "--quiet", str(folder / "good.jsonl")])
    assert first.exit_code == 0, first.output

    result = CliRunner().invoke(cli, [*home, "ingest", "--quiet", str(folder)])
    assert result.exit_code == 1, result.output  # something was skipped
    lines = [l for l in result.output.splitlines() if "huge.jsonl" in l]
    assert len(lines) == 1, result.output
    assert "too large" in lines[0] and "5,000,000" in lines[0], lines[0]
    assert "Traceback" not in result.output
    listed = CliRunner().invoke(cli, [*home, "papers", "--json"])
    assert [p["title"] for p in json.loads(listed.stdout)] == ["Bounded Ingest Under Hostile Files"]


def _peak_rss_mb(code: str) -> float:
    """Peak RSS (MB) of a fresh Python process running ``code`` (which imports what it needs)."""
    script = textwrap.dedent(code) + "\nimport resource; print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def test_ten_megabyte_file_is_not_read_into_memory(corpus):
    folder, big = corpus
    load = "from pathlib import Path\nfrom rag.corpus import load_corpus\nr = load_corpus([Path({!r})])\n"
    baseline = _peak_rss_mb(load.format(str(folder / "good.jsonl")))
    refused = _peak_rss_mb(load.format(str(big)) + "assert not r.papers and r.problems, r\n")
    print(f"\npeak RSS: loading a 1-record file {baseline:.1f} MB; refusing a 10 MB file {refused:.1f} MB "
          f"(+{refused - baseline:.1f} MB)")
    assert refused - baseline < 5, "the oversized file was read into memory before being refused"


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
