""""the xMK-CKKS paper", "the calibration benchmark paper": a paper called by words of its title is the paper the
question names (rag.retrieval.routing.described_title), when exactly one title has every one of those words."""
from __future__ import annotations

import pytest

from rag.retrieval.routing import described_title


def _titles(seeded, indexes):
    cat = seeded.retriever.catalog.get()
    return [p.display_title for p in cat.get(sorted(indexes))]


@pytest.mark.parametrize("question, head", [
    ("What is the convergence rate in the xMK-CKKS paper?", "Privacy-Enhanced Zero-Order Federated Learning"),
    ("Which datasets does the calibration benchmark paper use?", "CalArena"),
    ("what did the lora backdoor study conclude", "Token-Level Generalization in LoRA Adapter Backdoors"),
])
def test_words_of_one_title_name_its_paper(seeded, question, head):
    found, consumed = described_title(seeded.retriever.catalog.get(), question)
    titles = _titles(seeded, found)
    assert len(titles) == 1 and titles[0].startswith(head)
    assert consumed  # the title's words leave the query


@pytest.mark.parametrize("question", [
    "What did the diffusion paper find?",  # several titles say diffusion
    "What does the first paper report?",  # a place in the chat, not a title
    "What did the same study find?",
    "Which papers study the convergence rate?",  # no "the … paper"
    "What did the quantum chromodynamics paper find?",  # no title has these words
])
def test_no_paper_is_named(seeded, question):
    assert described_title(seeded.retriever.catalog.get(), question) == (set(), set())


def test_the_answer_is_about_the_named_paper_alone(seeded):
    a = seeded.ask("What is the convergence rate in the xMK-CKKS paper?")
    assert [c.paper.display_title[:30] for c in a.citations] == ["Privacy-Enhanced Zero-Order Fe"]
    assert "O(1/√K)" in a.text


def test_study_as_a_verb_names_nothing(seeded):
    q = "The availability of benchmark datasets to study is limited."
    assert described_title(seeded.retriever.catalog.get(), q) == (set(), set())
