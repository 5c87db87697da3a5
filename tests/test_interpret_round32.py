"""Round 32 of the turn interpreter (issue #18): general causes behind fresh29's misses (fresh29 is tuning data from
round 32 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest

from rag.answer.conversation.frames import them_as_the_collection

X = "diffusion models"


@pytest.mark.parametrize("question, plain", [
    ('"There are lots of papers on this topic." - fine, then summarise what they all say about X.',
     "fine, then summarise what all the papers in the collection say about X."),
    ("There are many papers on this topic. What do they say about X overall?",
     "What do all the papers in the collection say about X overall?"),
    ("So you've got plenty of papers. Across all of them, what's the picture on X?",
     "Across all the papers in the collection, what's the picture on X?"),
    ("Which of these use X?", "Which of these use X?"),
])
def test_they_after_the_collections_many_papers_quoted_back_are_the_collection(question, plain):
    """The bot's own line quoted back ("There are many papers on this topic.") puts the collection's papers on the
    table of the turn: "they all" after it are those, not the papers listed before."""
    assert them_as_the_collection(question) == plain


@pytest.mark.parametrize("question", [
    '"There are lots of papers on this topic." - fine, then summarise what they all say about X.',
    "'You have many papers in here.' Right, so what do they say about X overall?",
])
def test_a_summary_of_what_they_all_say_after_the_quoted_line_is_an_area_summary(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)
