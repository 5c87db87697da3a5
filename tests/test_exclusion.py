"""Questions that leave something out: "Which papers use X for something other than Y?", "Besides P, which papers
study X?" (rag/answer/exclusion.py and the chain). The papers naming what is left out are not cited, the answer
says which it left out, and a clause pointing back at the chat is not read as a topic."""
from __future__ import annotations

import pytest

from rag.answer.exclusion import exclusion
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
