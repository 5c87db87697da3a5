"""Harness pieces that need no index: config parsing, floors, the abstention sweep, CLI usage errors."""
import pytest
from click.testing import CliRunner

from rag.records import Relevance
from eval.harness import (QuestionResult, abstention_sweep, check_floors, choose_threshold, iter_configs,
                          parse_config, summarise)


def test_parse_config():
    c = parse_config("hybrid+fusion=weighted+dense_weight=0.7", "extractive")
    assert (c.retriever, c.generator) == ("hybrid", "extractive")
    assert c.settings_update() == {"retriever": "hybrid", "generator": "extractive", "fusion": "weighted",
                                   "dense_weight": "0.7"}
    assert parse_config("bm25", "local").retriever == "bm25"
    with pytest.raises(ValueError, match="neither"):
        parse_config("hybird", "extractive")
    with pytest.raises(ValueError, match="duplicate"):
        iter_configs(["dense", "dense"], "extractive")


def test_check_floors():
    assert check_floors({"recall@10": 0.8, "mrr": 0.5}, {"recall@10": 0.75, "mrr": 0.5}) == []
    failures = check_floors({"recall@10": 0.7, "mrr": None}, {"recall@10": 0.75, "mrr": 0.5})
    assert failures == ["recall@10: 0.700 < floor 0.750", "mrr: not measured (floor 0.5)"]


def _result(qid, gold, score, metadata=0.0, abstained=False, kw=None):
    return QuestionResult(id=qid, kind="paper" if gold else "unanswerable", question="?", gold=gold, ranked=[],
                          retrieval={}, abstained=abstained, cited=[], answer="", keyword_hits=[],
                          keyword_accuracy=kw, citation_precision=None, citation_recall=None, sentences_cited=2,
                          sentences_supported=1, search_seconds=0.01, ask_seconds=0.1,
                          relevance=Relevance(score=score, dense=score, overlap=score, metadata=bool(metadata)))


def test_abstention_sweep_replays_the_rule():
    results = [_result("a", ["p1"], 0.6), _result("b", ["p2"], 0.2, metadata=1.0),  # author route: never abstains
               _result("u1", [], 0.3), _result("u2", [], 0.1)]
    sweep = {r["threshold"]: r for r in abstention_sweep(results, [0.05, 0.2, 0.35, 0.65])}
    assert sweep[0.05]["abstention_accuracy"] == 0.5  # abstains on nothing
    assert sweep[0.2]["abstention_accuracy"] == 0.75  # abstains on u2 only
    assert sweep[0.35]["abstention_accuracy"] == 1.0
    assert sweep[0.65]["answer_when_answerable"] == 0.5  # 'a' now abstains, 'b' is kept by metadata
    assert choose_threshold(list(sweep.values())) == 0.35


def test_summary_micro_averages_supported_sentences():
    s = summarise([_result("a", ["p1"], 0.6, kw=1.0), _result("u", [], 0.1, abstained=True)])
    assert s["supported_rate"] == 0.5  # 2 of 4 cited sentences
    assert s["abstention_accuracy"] == 1.0
    assert s["keyword_accuracy"] == 1.0


def test_cli_refuses_a_bad_configuration(tmp_path):
    from cli import cli

    r = CliRunner().invoke(cli, ["--home", str(tmp_path), "eval", "--compare", "dense,hybird"])
    assert r.exit_code == 2
    assert "hybird" in r.output
    assert not (tmp_path / "eval").exists()  # refused before anything was indexed
