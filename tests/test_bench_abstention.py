"""`litchat bench abstention`: its questions, halves and figures (the run itself needs the public corpora)."""
from __future__ import annotations

from bench.abstention import TEMPLATES, Probe, figures, fit, probes
from bench.conversations import Corpus
from rag.records import Paper


def paper(i: str, abstract: str) -> Paper:
    return Paper(id=i, title=f"Paper {i}", display_title=f"Paper {i}", authors=[], authors_truncated=False,
                 year=None, categories=[], abstract=abstract, sources=[])


def test_unanswerable_topics_are_the_other_corpora_topics_this_one_never_mentions_and_halves_share_nothing():
    ml = Corpus("ml", [paper("a", "Federated learning across clients."), paper("b", "Diffusion models for audio.")])
    bio = Corpus("bio", [paper("c", "Breast cancer screening in women."), paper("d", "Federated learning in clinics.")])
    ml.topics, bio.topics = ["federated learning", "diffusion models"], ["breast cancer", "federated learning"]
    found = probes({"ml": ml, "bio": bio})
    assert {(p.topic, p.answerable) for p in found if p.corpus == "ml"} == {
        ("federated learning", True), ("diffusion models", True), ("breast cancer", False)}
    assert {(p.topic, p.answerable) for p in found if p.corpus == "bio"} == {
        ("breast cancer", True), ("federated learning", True), ("diffusion models", False)}
    for half in ("tune", "held_out"):
        other = {"tune": "held_out", "held_out": "tune"}[half]
        mine = [p for p in found if p.half == half]
        theirs = [p for p in found if p.half == other]
        assert not {p.topic for p in mine} & {p.topic for p in theirs}
        templates = {t for t in TEMPLATES for p in mine if p.question == t.format(t=p.topic)}
        assert not templates & {t for t in TEMPLATES for p in theirs if p.question == t.format(t=p.topic)}


def test_figures_and_the_fitted_threshold():
    def probe(answerable: bool, dense: float, overlap: float, eligible: bool = True) -> Probe:
        return Probe("c", "t", "q", "tune", answerable, eligible=eligible, dense=dense, overlap=overlap)

    items = [probe(True, 0.6, 1.0), probe(True, 0.5, 0.8), probe(False, 0.2, 0.5), probe(False, 0.3, 0.4),
             probe(False, 0.1, 0.2, eligible=False)]  # a broad topic the rule never abstains on
    threshold = fit(items)
    assert 0.35 < threshold <= 0.65
    f = figures(items, threshold)
    assert (f.answered, f.abstained, f.n) == (1.0, 2 / 3, 5)
    assert figures(items, 0.0).abstained == 0.0


def test_citation_figures_count_answered_answerable_questions_only():
    from bench.abstention import citations

    right = Probe("c", "t", "q", "tune", True, eligible=False, gold=["a", "b"], cited=["a", "x"])
    refused = Probe("c", "t", "q", "tune", True, eligible=True, dense=0.0, overlap=0.0, gold=["a"], cited=["z"])
    unanswerable = Probe("c", "t", "q", "tune", False, cited=["y"])
    assert citations([right, refused, unanswerable], 0.5) == (0.5, 0.5, 1)
