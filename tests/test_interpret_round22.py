"""Round 22 of the turn interpreter (issue #18): general causes behind fresh19's misses (fresh19 is tuning data from
round 22 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a fresh
list's own: a rule, not a phrasing."""
from __future__ import annotations

import pytest

from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.places import _ordinal
from rag.answer.conversation.topic_part import topic_part
from rag.answer.conversation.topic_trim import written_phrase
from rag.retrieval.text import query_content_terms

X = "diffusion models"



@pytest.mark.parametrize("question", [
    "Side question: X. Anything?",
    "New angle: X. Which studies do we have?",
    "Aside: X - what's there?",
    "Show me studies on X; I'm writing a grant on the topic.",
])
def test_a_request_framed_by_words_of_the_askers_own_is_a_search_for_its_topic(table, read_as_chat, question):
    """The part of the turn holding a phrase the corpus writes is the request; labels, lead-ins and remarks around
    it name nothing any paper writes."""
    r = read_as_chat(question)
    assert r.act in ("new_topic", "area") and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic, r.query)


@pytest.mark.parametrize("question, kept", [
    ("Next subject: quantum annealing. Got anything?", "quantum annealing"),
    ("In adults with type 2 diabetes, does federated learning help?", "diabetes"),
])
def test_a_turn_whose_frame_names_something_the_corpus_lacks_is_read_whole(table, read_as_chat, question, kept):
    """No part names a phrase of the corpus, or the dropped part uses words no paper uses ("diabetes" in a machine
    learning corpus): what the corpus lacks stays in the search, so the chat can say the corpus does not cover it."""
    catalog = table[0]
    assert topic_part(question, catalog) is None
    r = read_as_chat(question)
    assert r.act == "new_topic" and kept in r.query, (r.rule, r.query)


def test_a_phrase_of_the_corpus_needs_a_word_that_names_a_topic(table):
    catalog = table[0]
    assert written_phrase(f"I'm preparing a talk about {X}", catalog) == X
    assert written_phrase("I'm preparing an aim on the topic", catalog) is None


def test_a_lead_in_with_a_reason_keeps_the_request_after_its_dash(table, read_as_chat):
    assert without_asides("OK, since that answered it - which papers use X?") == "OK - which papers use X?"
    r = read_as_chat("Moving on, since that answered it - which papers use X?")
    assert r.act == "new_topic" and r.topic.lower() == X, (r.rule, r.topic)


def test_a_search_unrelated_to_the_table_does_not_point_back(table, read_as_chat):
    assert without_asides("Which papers use X? This is unrelated to the above.") == "Which papers use X?"
    r = read_as_chat("Which studies cover X? Unrelated to the above.")
    assert r.act == "new_topic" and not r.papers, (r.act, r.rule, r.query)


def test_documents_and_discussing_only_ask_for_papers():
    assert query_content_terms(f"Which documents discuss {X}?") == query_content_terms(f"Which papers study {X}?")


@pytest.mark.parametrize("question", ["Of these, go over the 2nd only.", "From the list, explain the third only."])
def test_a_place_is_never_the_topic_of_a_filter(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "reference" and len(r.papers) == 1, (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question, place", [("4th pls", 3), ("2nd one please, briefly", 1), ("last plz", -1),
                                             ("Record 2 - what does it find?", 1)])
def test_a_place_asked_for_politely_or_as_a_record_is_that_place(question, place):
    assert _ordinal(question, 6) == (place if place >= 0 else 5)


def test_first_please_opens_a_request_rather_than_pointing():
    assert _ordinal("First please explain what these have in common", 6) is None


def test_in_short_is_how_to_answer_not_a_topic(table, read_as_chat):
    r = read_as_chat("what are all of these about, in short")
    assert r.act == "follow_up" and len(r.papers) > 1, (r.act, r.rule, r.topic)
