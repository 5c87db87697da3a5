"""Round 26 of the turn interpreter (issue #18): general causes behind fresh23's misses (fresh23 is tuning data from
round 26 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a fresh
list's own: a rule, not a phrasing."""
from __future__ import annotations

import pytest

from rag.answer.conversation.frames import reframed

X = "diffusion models"


@pytest.mark.parametrize("question", [
    "Give me the big picture of X from everything you hold - I have to brief the ward accurately.",
    "My committee is preparing a statement on X. Could you sum up the evidence across the collection?",
    "Work on X seems fairly settled, don't you think? Summarise the whole body of it.",
])
def test_an_area_request_is_on_the_one_phrase_of_the_corpus_the_turn_names(table, read_as_chat, question):
    """The words around the request ("where things stand", "la", "the evidence", "the whole body of it") are no
    topic: the one phrase some paper writes is."""
    r = read_as_chat(question)
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)


def test_an_area_topic_some_paper_writes_stays_beside_another_phrase(table, read_as_chat):
    r = read_as_chat("Summarise the work on transformers. My thesis is on federated learning.")
    assert r.act == "area" and r.topic == "transformers", (r.act, r.rule, r.topic)


def test_a_form_of_address_closing_the_turn_is_no_topic(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Now give me the rundown on each of those papers, pal.")
    assert r.papers == cited and r.act in ("follow_up", "area"), (r.act, r.rule, r.topic)


def test_it_after_a_sentence_naming_a_phrase_of_the_corpus_is_that_phrase(table, read_as_chat):
    r = read_as_chat("The new grant we're writing is around X. Can you dig out papers on it?")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_papers_asked_for_on_a_condition_are_a_new_search(table, read_as_chat):
    assert reframed("If you have any studies on X, show them please.") == "Show the studies on X."
    r = read_as_chat("If there are any studies about X, share them.")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)
