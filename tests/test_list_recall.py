""""Which papers …?" lists every retrieved paper that names the topic, and a connective is not a topic: "In
contrast, …" is not about contrastive learning, "In general, …" not about generalisation."""
from __future__ import annotations

import re

from rag.retrieval.mentions import mentions, question_topic
from rag.retrieval.text import content_terms


def test_connectives_are_not_topic_words():
    assert "contrast" not in content_terms("In contrast, reinforcement learning with belief-state rewards helps.")
    assert "contrast" not in content_terms("By contrast, humans decompose scenes into objects.")
    assert "general" not in content_terms("In general, the bound is loose.")
    assert "contrast" in content_terms("Contrastive losses are used for representation learning.")
    assert "general" in content_terms("Domain generalization across hospitals.")


def test_a_list_question_cites_every_retrieved_paper_naming_its_topic(seeded):
    q = "Which papers evaluate on medical images?"
    a = seeded.ask(q)
    naming = {h.paper.id for h in a.hits if mentions(h.paper, question_topic(q))}
    assert len(naming) >= 3
    assert naming <= {c.paper.id for c in a.citations}


def test_a_paper_saying_in_contrast_is_not_on_contrastive_learning(seeded):
    a = seeded.ask("Which papers use contrastive learning?")
    assert a.citations
    for c in a.citations:
        assert re.search(r"contrastive", f"{c.paper.title} {c.paper.abstract}", re.I), c.paper.display_title
