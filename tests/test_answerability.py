"""The answerability model's parts that need no store: what counts as a claim, the fit, the thresholds, the
signals over hand-made hits (a real store is exercised in tests/test_bench_claims.py)."""
import numpy as np
import pytest

from rag.answer.answerability.model import (FEATURES, best_accuracy_threshold, fit, load_model, probe_claim,
                                      signals, term_weights, weighted_coverage)
from rag.answer.intent import is_claim
from rag.records import Paper, PaperHit


@pytest.mark.parametrize("text", [
    "Statin therapy lowers the risk of myocardial infarction.",
    "Vitamin D supplementation does not prevent hip fractures in women",
    "Does aspirin reduce colorectal cancer incidence?",
    "LoRA reduces memory use during fine-tuning",
])
def test_claims(text):
    assert is_claim(text)


@pytest.mark.parametrize("text", [
    "Which papers study fairness in medical imaging?",
    "Summarise the work on federated learning.",
    "Is there a paper on diffusion models for audio?",
    "Has anyone shown that quantization can hide malicious behaviour?",
    "federated learning with non-IID data",
    "Papers that study fairness",
    "What about diffusion models?",
    "the second one",
    # requests worded as statements about the asker ask for papers; they state nothing to check
    "I'm looking for work on knowledge graph construction.",
    "We need studies of statin therapy in older adults.",
    "Could you dig up anything on protein folding?",
    "Looking for research where aspirin is given after surgery.",
])
def test_not_claims(text):
    assert not is_claim(text)


def test_a_request_worded_as_a_statement_is_answered_not_checked_as_a_claim(seeded):
    """'I'm looking for work on X.' once went down the claim path and was refused as an unsupported claim."""
    answer = seeded.ask("I'm looking for work on knowledge graphs.")
    assert not answer.abstained and answer.relevance.claim is None, answer.text
    assert any("knowledge graph" in (c.paper.title or "").lower() for c in answer.citations), answer.text


def test_the_overlap_counts_the_topic_not_the_request(seeded):
    """'discuss' in 'Which papers discuss X?' is request wording: the overlap is the share of the topic's words."""
    hits = seeded.search("Which papers discuss knowledge graphs?")
    assert hits[0].overlap == 1.0, [(h.paper.display_title, h.overlap) for h in hits[:3]]


def test_fit_separates_and_its_threshold_sits_between():
    rng = np.random.default_rng(0)
    pos = rng.normal([0.7, 0.8, 0.6], 0.05, size=(40, 3))
    neg = rng.normal([0.5, 0.2, 0.3], 0.05, size=(40, 3))
    model = fit(np.r_[pos, neg], np.r_[np.ones(40), np.zeros(40)])
    score = lambda row: model.score(type("S", (), {"vector": lambda self: row})())  # noqa: E731
    sp, sn = [score(r) for r in pos], [score(r) for r in neg]
    assert min(sp) > model.threshold > max(sn)
    assert all(w > 0 for w in model.weights)  # every signal points the right way


def test_best_accuracy_threshold():
    assert 0.4 < best_accuracy_threshold([0.7, 0.8, 0.9], [0.2, 0.3, 0.4]) < 0.7


def test_the_shipped_model_loads_and_rises_with_every_signal():
    model = load_model()
    assert list(FEATURES) == ["dense", "agree", "coverage"]
    assert all(w > 0 for w in model.weights), model.weights
    assert "litchat bench claims --fit" in model.provenance


def _paper(pid, title, abstract):
    return Paper(id=pid, title=title, display_title=title, authors=["A. Author"], authors_truncated=False, year=2020,
                 categories=[], abstract=abstract)


def test_signals_over_hand_made_hits():
    df = {"aspirin": 1, "colorect": 2, "cancer": 10, "reduc": 50}.get
    size = 100
    weights = term_weights("Aspirin reduces colorectal cancer", lambda t: df(t) or 0, size)
    assert max(weights, key=weights.get) == "aspirin"  # the rarest term weighs most
    gold = _paper("p1", "Aspirin and colorectal cancer", "Daily aspirin reduced colorectal cancer incidence.")
    near = _paper("p2", "Cancer screening", "Screening reduces cancer deaths.")
    assert weighted_coverage(gold.abstract, weights) == pytest.approx(1.0)
    assert weighted_coverage(near.abstract, weights) < 0.5
    hits = [PaperHit(paper=gold, score=1.0, dense_score=0.8, bm25_score=9.0),
            PaperHit(paper=near, score=0.5, dense_score=0.5, bm25_score=3.0)]
    s = signals("Aspirin reduces colorectal cancer", hits, lambda t: df(t) or 0, size, lambda p: 0.5)
    assert s.dense == 0.8 and s.agree == 1.0 and s.coverage == pytest.approx(1.0)
    swapped = [PaperHit(paper=near, score=1.0, dense_score=0.5, bm25_score=9.0), hits[0]]
    assert signals("Aspirin reduces colorectal cancer", swapped, lambda t: df(t) or 0, size,
                   lambda p: 0.5).agree == 0.0  # BM25 and dense disagree on the best paper


def test_probe_claim_is_not_the_opening_line_nor_verbatim():
    p = _paper("p9", "T", "Background sentence about the field in general terms here. We found that daily aspirin "
                          "reduced colorectal cancer incidence by 24 percent in a cohort of adults over ten years.")
    q = probe_claim(p)
    assert q and "Background" not in q
    assert q != " ".join(p.abstract.split(". ")[1].split()[:20])  # some content words left out (seeded)
    assert probe_claim(p) == q


def test_a_stale_or_damaged_calibration_is_not_used(tmp_path):
    from rag.answer.answerability.model import CALIBRATION_VERSION, Calibration, load_calibration, save_calibration

    path = tmp_path / "answerability-x.json"
    save_calibration(path, Calibration(threshold=-0.5, floor=-2.0, probes=40, revision="r1"))
    assert load_calibration(path, "r1").floor == -2.0
    assert load_calibration(path, "r2") is None  # another store revision
    path.write_text('{"version": %d, "revision": "r1", "threshold": 0.1}' % CALIBRATION_VERSION)  # no floor
    assert load_calibration(path, "r1") is None
    path.write_text("not json")
    assert load_calibration(path, "r1") is None
