"""Round 46 of the turn interpreter (issue #18): general causes behind fresh43's misses (fresh43 is tuning data from
round 46 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh


@pytest.mark.parametrize("question", [
    "The second one went straight into my slides, cheers. Something unrelated for a different lecture: papers on X?",
    "Loved the first paper, thanks. Next topic: any work on X?",
])
def test_a_remark_on_one_listed_paper_then_a_label_and_a_request_searches_afresh(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "That fourth paper saved my afternoon. Zooming out: what does the whole collection say about X?",
    "Before, I only wanted a couple of papers; today I want everything. What does the entire collection say about X?",
    "Not only the ones you showed me - I mean the whole library. What does it say about X?",
    "What does the entire collection say about X, taking every paper rather than those three?",
])
def test_a_request_over_the_whole_collection_after_remarks_summarises_its_topic(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("area",))


def test_onto_the_next_thing_still_moves_on(table, read_as_chat):
    question = "On to the next thing. Anything in there on X?"
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "No need to search again - of the papers you already showed me, which are about X?",
    "My seminar this week is only about X. Which of those papers could my tutees read?",
    "Next week's workshop is only about X. Which of those papers could I hand out to my class?",
    "A reviewer insists most of these are about X. Is that so? Which of them really are?",
])
def test_a_filter_over_the_papers_already_given_keeps_its_topic(table, read_as_chat, question):
    r = read_as_chat(question)  # (none of the federated-learning list is on X: an honest none, by X)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_a_topic_typed_as_a_query_with_new_search_after_it(table, read_as_chat):
    question = "X studies new search"
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_second_ask_after_and_also_is_no_part_of_the_filters_topic(table, read_as_chat):
    r = read_as_chat("Which of them deal with X, and also, would you tell me how each one was evaluated?")
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)
