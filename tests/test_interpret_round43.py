"""Round 43 of the turn interpreter (issue #18): general causes behind fresh40's misses (fresh40 is tuning data from
round 43 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh

from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.pointing import mend_pointing_words


def test_i_meant_is_no_slip_corrected():
    text = "Not the ones you just gave - I meant the whole library. What does it say about X?"
    assert without_asides(text) == text


def test_a_slip_corrected_with_i_mean_is_still_dropped():
    assert without_asides("What did the first - I mean, all of them find?") == "What did all of them find?"


@pytest.mark.parametrize("question", [
    "No, I didn't mean the papers you listed - I meant the collection as a whole. What does all of it say about X?",
    "Not these. The library as a whole: what does it say about X?",
])
def test_the_collection_as_a_whole_is_the_collection(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("area",))


@pytest.mark.parametrize("question", [
    "Good, that settles the first section of my review. The next section is on something else entirely: could you "
    "find papers on X?",
    "That answers the second point of the brief. Different point now - any papers on X?",
])
def test_a_section_or_point_of_ones_own_document_is_no_paper_on_the_table(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


@pytest.mark.parametrize("question", [
    "Not just their strengths, please - where do these studies fall short?",
    "Skip the praise. Where do they fall short?",
])
def test_fall_short_asks_for_limitations_not_a_filter(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "attribute" and r.attribute == "limitations", (question, r.act, r.rule, r.attribute)


@pytest.mark.parametrize("question", [
    'You wrote "all of these are relevant" - which of them are about X?',
    "You said 'a good starting set' \u2013 which of those mention X?",
])
def test_the_last_answer_quoted_before_a_dash_leaves_the_request(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic == "diffusion models", (question, r.act, r.rule, r.topic)


@pytest.mark.parametrize("text, plain", [
    ("Kindly share the datasets of the above-mentioned papers.", "Kindly share the datasets of the above papers."),
    ("the afore mentioned studies", "the above studies"),
])
def test_above_mentioned_points_back_like_above(text, plain):
    assert mend_pointing_words(text) == plain


def test_the_datasets_of_the_above_mentioned_papers_is_an_attribute(table, read_as_chat):
    r = read_as_chat("Kindly let me know which datasets were used in the above-mentioned papers.")
    assert r.act == "attribute" and r.attribute == "datasets" and len(r.papers) > 1, (r.act, r.rule, r.attribute)
