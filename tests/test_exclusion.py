"""Questions that leave something out: "Which papers use X for something other than Y?", "Besides P, which papers
study X?" (rag/answer/exclusion.py and the chain). The papers naming what is left out are not cited, the answer
says which it left out, and a clause pointing back at the chat is not read as a topic."""
from __future__ import annotations

import pytest

from bench.conversations import Corpus
from bench.exclusions import left_out_topic, probes
from rag.answer.exclusion import exclusion
from rag.records import Paper
from rag.retrieval.mentions import mentions


@pytest.mark.parametrize("question, rest, phrase", [
    ("Which papers apply transformers to anything other than language?", "Which papers apply transformers?",
     "language"),
    ("Apart from GANs, what generative models are studied here?", "What generative models are studied here?", "GANs"),
    ("Summarise the research on pruning, excluding structured sparsity.", "Summarise the research on pruning.",
     "structured sparsity"),
    ("Any studies of sleep but not in children?", "Any studies of sleep?", "children"),
    ("Which papers on robustness are not about adversarial attacks?", "Which papers on robustness are?",
     "adversarial attacks"),
])
def test_the_left_out_clause_leaves_the_question(question, rest, phrase):
    left = exclusion(question)
    assert left is not None and left.rest == rest and left.phrase == phrase


@pytest.mark.parametrize("question", [
    "Which of these study fairness other than those?",
    "Besides the ones you listed, are there papers on pruning?",
    "Apart from that, which papers study graph networks?",
    "What does it find except for its headline number?",
    "Which papers are not about vision?",  # nothing left to search for
    "Which papers study sparsity?",
])
def test_no_topic_is_left_out(question):
    assert exclusion(question) is None


def _naming(seeded, phrase):
    terms = exclusion(f"Which papers study learning other than {phrase}?").terms
    return {p.id for p in seeded.papers() if mentions(p, set(terms))}


def test_papers_naming_what_is_left_out_are_not_cited(seeded):
    naming = _naming(seeded, "image generation")
    assert naming  # the seeds have papers on it
    plain = seeded.ask("Which papers use diffusion models?")
    assert {c.paper.id for c in plain.citations} & naming  # asked plainly, some are cited
    a = seeded.ask("Which papers use diffusion models for something other than image generation?")
    cited = {c.paper.id for c in a.citations}
    assert cited and not cited & naming
    assert "Left out" in (a.notice or "") and "image generation" in a.notice


def test_a_named_paper_left_out_is_not_cited(seeded):
    a = seeded.ask("Besides MEDFAIR, which papers study fairness in medical imaging?")
    titles = [c.paper.display_title for c in a.citations]
    assert titles and "MEDFAIR" not in titles
    assert "MEDFAIR" in (a.notice or "")


# --- the benchmark's questions (bench/exclusions.py) --------------------------------------------------------------
def _toy_corpus():
    def paper(pid, text):
        return Paper(id=pid, title=None, display_title=pid, authors=[], authors_truncated=False, year=None,
                     categories=[], abstract=text, sources=[])

    papers = [paper("p1", "Federated learning for medical imaging."), paper("p2", "Federated learning with sparse "
              "retrieval."), paper("p3", "Federated learning at scale."), paper("p4", "Medical imaging alone.")]
    corpus = Corpus("toy", papers)
    corpus.topics = ["federated learning", "medical imaging", "sparse retrieval", "question answering"]
    return corpus


def test_the_bench_leaves_out_a_topic_some_but_not_all_of_the_topics_papers_mention():
    corpus = _toy_corpus()
    gold = corpus.containing("federated learning")
    other = left_out_topic(corpus, "federated learning", gold)
    assert other in ("medical imaging", "sparse retrieval")  # each cuts the three papers, neither takes them all
    assert left_out_topic(corpus, "sparse retrieval", corpus.containing("sparse retrieval")) is None  # one paper
    made = {p.topic: p for p in probes("toy", corpus)}
    fl = made["federated learning"]
    assert fl.wanted == 2 and fl.left_out in fl.question and exclusion(fl.question) is not None
