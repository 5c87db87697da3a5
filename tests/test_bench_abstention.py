"""`litchat bench abstention`: its questions, halves and figures (the run itself needs the public corpora)."""
from __future__ import annotations

import json

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


def test_natural_questions_keep_nfcorpus_queries_with_a_directly_relevant_indexed_paper(tmp_path):
    from bench.abstention_natural import NATURAL, natural_markdown, natural_probes
    from eval.questions import load_questions

    (tmp_path / "qrels_dev.tsv").write_text("query-id\tcorpus-id\tscore\nQ1\tD1\t2\nQ2\tD2\t1\nQ3\tD9\t2\n")
    (tmp_path / "queries_dev.jsonl").write_text("".join(json.dumps({"_id": i, "text": t}) + "\n" for i, t in
                                                        [("Q1", "Eggs and cholesterol"), ("Q2", "fennel"),
                                                         ("Q3", "Kale")]))
    found = natural_probes(tmp_path, {"nfcorpus-D1", "nfcorpus-D2"})
    nf = [p for p in found if p.topic == "NFCorpus dev queries"]
    # Q2 has only an indirectly relevant paper, Q3's direct one is not indexed: both left out
    assert {(p.question, p.corpus, p.answerable) for p in nf} == {
        ("Eggs and cholesterol", "nfcorpus-full", True), ("Eggs and cholesterol", "seeds", False)}
    seeds = [p for p in found if p.topic == "seeds eval questions"]
    questions = load_questions()
    assert len(seeds) == 2 * len(questions) and all(p.half == NATURAL for p in found)
    assert {p.question for p in seeds if p.corpus == "seeds" and not p.answerable} == {
        q.question for q in questions if q.kind == "unanswerable"}
    assert not any(p.answerable for p in seeds if p.corpus == "nfcorpus-full")
    for p in found:  # every answerable question answered, every unanswerable one abstained on
        p.eligible, p.dense, p.overlap = True, (0.9 if p.answerable else 0.1), (1.0 if p.answerable else 0.0)
    md = natural_markdown(found, 0.5, 0.5)
    assert "answerable answered 1.000, unanswerable abstained 1.000, accuracy 1.000" in md
    assert "| NFCorpus dev queries | seeds | no | 1.000 | 1.000 | 1 |" in md


def test_a_cited_paper_counts_as_quoted_naming_the_topic_only_by_its_quoted_sentence():
    from bench.abstention import quoted_naming
    from bench.abstention_figures import naming
    from rag.records import Answer, Citation, SentenceCheck
    from rag.retrieval.mentions import phrase_terms

    a, b, c = (paper(i, "") for i in "abc")
    answer = Answer("Which papers use chest X-rays?", "…", [Citation(1, a), Citation(2, b), Citation(3, c)], [
        SentenceCheck("- **A**: We train on X-rays of the chest [1].", [1], True, 0.9,
                      evidence="We train on X-rays of the chest."),
        SentenceCheck("- **Chest X-rays** (B): We propose a new loss [2].", [2], True, 0.9,
                      evidence="We propose a new loss."),  # the title on the bullet names it, the quote does not
        SentenceCheck("- **C**: Chest X-rays are common [3].", [3], True, 0.9, evidence="Chest X-rays are common.")],
        abstained=False, generator="extractive")
    assert quoted_naming(answer, {"a", "b"}, phrase_terms("chest X-rays")) == 1  # c is not a gold paper
    probe = Probe("c", "t", "q", "tune", True, gold=["a", "b"], cited=["a", "b", "c"], naming=1)
    assert naming([probe], 0.5) == 0.5
