"""Round 42 of the turn interpreter (issue #18): general causes behind fresh39's misses (fresh39 is tuning data from
round 42 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh

from rag.answer.conversation.act_reader import ActGuess
from rag.answer.conversation.acts import core_topic
from rag.answer.conversation.arbiter import takes_readers_act
from rag.answer.conversation.frames import them_as_the_collection
from rag.answer.conversation.pointing import mend_pointing_words
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.topic_change import change_tail


@pytest.mark.parametrize("text, plain", [
    ("From this papers, which use X?", "From these papers, which use X?"),
    ("That studies you gave - which are on X?", "Those studies you gave - which are on X?"),
    ("I need only this ones.", "I need only these ones."),
    ("That works for me.", "That works for me."),  # a verb, not a plural noun
])
def test_this_or_that_before_a_plural_noun_points_at_several(text, plain):
    assert mend_pointing_words(text) == plain


@pytest.mark.parametrize("question", [
    "Of this papers, which ones are about X? Just this ones.",
    "In that studies, which mention X?",
])
def test_a_learners_this_papers_filters_the_list(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic == "diffusion models", (question, r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "new direction\nentire collection\nwhat does it say about X",
    "Whole corpus, please: what does it show about X?",
])
def test_it_that_says_after_naming_the_collection_is_the_collection(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("area",))


def test_it_with_no_collection_named_is_still_the_paper_in_focus():
    text = "What does it say about X?"
    assert them_as_the_collection(text) == text


@pytest.mark.parametrize("text, topic", [
    ("I'm done with the previous topic. Find papers on sleep apnoea.", "sleep apnoea"),
    ("That settles the other question. Search for papers on gene therapy.", "gene therapy"),
])
def test_a_place_in_the_chat_is_no_topic(text, topic):
    assert core_topic(text) == topic


@pytest.mark.parametrize("question", [
    "Right, that's what I wanted on the earlier topic. Now something else: papers on X, please.",
    "Turning to a completely different subject, I'd welcome any papers you have on X.",
    "Moving to an entirely new question, have you papers on X?",
    "A fresh search is wanted, this time on X.",
])
def test_a_move_on_said_at_length_still_searches_its_topic(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


def test_a_passive_lead_in_leaves_the_request():
    assert change_tail("A new search is needed: papers on sleep apnoea.") == "sleep apnoea"


@pytest.mark.parametrize("probs, taken", [
    ({"follow_up": 0.60, "attribute": 0.38}, False),  # a close call: the attribute the words name stays
    ({"follow_up": 0.69, "attribute": 0.04}, True),  # the reader sure it is no attribute
])
def test_a_follow_up_replaces_an_attribute_only_when_the_reader_tells_them_well_apart(table, probs, taken):
    catalog, _, cited = table
    reading = Reading("attribute", cited, "Sample sizes for each of those", "Sample sizes for each of those",
                      "attribute", attribute="datasets")
    guess = ActGuess("follow_up", probs["follow_up"], probs, "datasets")
    assert takes_readers_act(reading, guess, catalog) is taken


@pytest.mark.parametrize("attribute, taken", [("code", False), ("funding", False), ("year", True)])
def test_code_or_funding_asked_for_is_never_a_follow_up(table, attribute, taken):
    """Round 45: the reader retrained on fresh42 put "Code for each of those" at 0.71 a follow-up against 0.27 the
    code asked for; no summary says where a paper's code is or who funded it, so the attribute stays."""
    catalog, _, cited = table
    reading = Reading("attribute", cited, "Code for each of those", "Code for each of those", "attribute",
                      attribute=attribute)
    probs = {"follow_up": 0.69, "attribute": 0.04}
    assert takes_readers_act(reading, ActGuess("follow_up", 0.69, probs, attribute), catalog) is taken
