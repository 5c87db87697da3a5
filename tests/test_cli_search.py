"""`litchat search` through click's CliRunner on the real ingested seeds: text and --json output, filters,
--retriever, --batch (plain lines and JSON Lines) and clear errors for bad input."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli import cli


@pytest.fixture(scope="module")
def run(seeded):
    home = str(seeded.settings.home)

    def invoke(*args: str):
        return CliRunner().invoke(cli, ["--home", home, "search", *args], catch_exceptions=False)

    return invoke


def test_search_text_output(run):
    result = run("fairness benchmark for medical imaging", "-k", "3")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()  # stderr (model loading) is kept apart
    assert lines[0].startswith(" 1. ") and "MEDFAIR" in result.output
    assert sum(line.lstrip().startswith(("1.", "2.", "3.")) for line in lines) == 3
    assert "score " in lines[1] and "matched by " in lines[1] and " id p" in lines[1]


def test_search_json_has_the_documented_fields(run):
    result = run("papers by Hospedales", "-k", "4", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["query"] == "papers by Hospedales" and out["retriever"] == "hybrid"
    assert len(out["results"]) == 4
    for hit in out["results"]:
        assert {"id", "title", "display_title", "authors", "year", "score", "text", "matched_by",
                "dense_score", "bm25_score", "overlap"} <= set(hit)
        assert any("Hospedales" in a for a in hit["authors"]) and "author" in hit["matched_by"]
    scores = [h["score"] for h in out["results"]]
    assert scores == sorted(scores, reverse=True)


def test_search_filters_and_retriever_flags(run):
    out = json.loads(run("diffusion", "--json", "-k", "20", "--year-min", "2025", "--author", "hospedales",
                         "--retriever", "bm25").stdout)
    assert out["retriever"] == "bm25" and out["results"]
    assert all(h["year"] >= 2025 and any("Hospedales" in a for a in h["authors"]) for h in out["results"])
    out = json.loads(run("segmentation", "--json", "--category", "cs.cv", "--category", "CS.LG").stdout)
    assert out["results"] and all({c.lower() for c in h["categories"]} & {"cs.cv", "cs.lg"} for h in out["results"])


def test_search_batch_plain_and_jsonl(run, tmp_path):
    batch = tmp_path / "questions.jsonl"
    batch.write_text("\n".join([
        "Who wrote MEDFAIR?",
        "",
        "# a comment line",
        json.dumps({"id": "q2", "question": "a foundation model for relational databases"}),
        json.dumps({"query": "sarcasm detection in videos", "other": 1}),
        "fairness " * 300,  # over settings.max_question_chars: an error line, the batch goes on
    ]) + "\n")
    result = run("--batch", str(batch), "-k", "2")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["query"] for line in lines[:3]] == ["Who wrote MEDFAIR?", "a foundation model for relational databases",
                                                     "sarcasm detection in videos"]
    assert "limit" in lines[3]["error"] and "results" not in lines[3]
    lines = lines[:3]
    assert lines[1]["id"] == "q2" and "id" not in lines[0]
    assert "MEDFAIR" in lines[0]["results"][0]["display_title"] + lines[0]["results"][0]["text"]
    assert "Griffin" in lines[1]["results"][0]["text"] + lines[1]["results"][0]["display_title"]
    assert all(len(line["results"]) <= 2 and line["seconds"] >= 0 for line in lines)


def test_bad_input_gives_one_clear_line(run, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "ok"}\n{"question": \n')
    result = CliRunner().invoke(cli, ["search", "--batch", str(bad)])
    assert result.exit_code == 2 and f"{bad}:2: invalid JSON" in result.output
    missing = tmp_path / "missing.jsonl"
    missing.write_text('{"q": "no question field"}\n')
    result = CliRunner().invoke(cli, ["search", "--batch", str(missing)])
    assert result.exit_code == 2 and f"{missing}:1:" in result.output and '"question"' in result.output
    result = run("x", "--year-min", "2026", "--year-max", "2020")
    assert result.exit_code == 2 and "year_min 2026 is after year_max 2020" in result.output
    result = run()
    assert result.exit_code == 2 and "missing QUERY" in result.output
    assert "Traceback" not in result.output


def test_empty_store_says_to_ingest(tmp_path):
    result = CliRunner().invoke(cli, ["--home", str(tmp_path / "empty"), "search", "anything"])
    assert result.exit_code == 2
    assert "holds no papers" in result.output and "litchat ingest" in result.output
