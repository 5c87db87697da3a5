"""Round 48 of the turn interpreter (issue #18): general causes behind fresh45's misses (fresh45 is tuning data from
round 48 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh


@pytest.mark.parametrize("question", [
    "Cracking list. What did each of them show in the end? A short rundown of each would do.",
    "The board meets on Thursday to settle the budget. Talk me through what each of those studies concluded.",
])
def test_a_summary_asked_of_each_listed_paper_is_a_follow_up(table, read_as_chat, question):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act == "follow_up" and [p.id for p in r.papers] == [p.id for p in cited], (r.act, r.rule, r.topic)


def test_a_summary_of_each_paper_of_the_whole_collection_is_still_an_area(table, read_as_chat):
    question = "Summarise what the whole collection says about X, each paper in a line."
    assert_searched_afresh(read_as_chat(question), question, ("area",))


@pytest.mark.parametrize("question", [
    "Bit of a mixed lot (only the ones about X matter to me - which are those?)",
    "A mixed bag, honestly (which of them are on X?).",
])
def test_a_parenthesis_holding_the_only_question_is_the_request(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_someone_elses_quoted_question_gives_way_to_the_persons_own(table, read_as_chat):
    r = read_as_chat('My manager wrote: "Are any of them any good?" So what did those papers actually find?')
    assert r.act == "attribute" and r.attribute == "results", (r.act, r.rule, r.attribute)


def test_a_quoted_question_stays_when_the_own_question_is_only_so_which(table, read_as_chat):
    r = read_as_chat('My chair asked: "which of those are about X?" So - which are they?')
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "ok thats enough on those now papers on X pls",
    "done with these new search papers about X",
])
def test_done_with_the_list_unpunctuated_then_a_new_search(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "A parent asked me whether X was safe and I couldn't answer it. What does the whole collection say?",
    "We're rethinking how we use X across all our departments. What does everything in the collection add up to?",
])
def test_the_topic_said_before_a_bare_area_request(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("area",))


@pytest.mark.parametrize("question", [
    "Most of the projects on my desk involve X. Which of those papers would help?",
    "The panel only cares about X this year. Which of those papers should I forward?",
])
def test_a_filter_naming_no_topic_takes_the_one_the_sentence_before_is_about(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)
