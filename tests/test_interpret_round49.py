"""Round 49 of the turn interpreter (issue #18): general causes behind fresh46's misses (fresh46 is tuning data from
round 49 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh


def test_a_request_taken_back_gives_way_to_the_one_after_it_about_the_same_topic(table, read_as_chat):
    question = "Do any of those cover X? Actually, no - forget those, what does the whole collection say about it?"
    assert_searched_afresh(read_as_chat(question), question, ("area",))


def test_a_reference_taken_back_gives_way_to_a_new_search(table, read_as_chat):
    question = "What about the second one - actually no, never mind those. New search: papers on X."
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "List every paper in the above list which addresses X; omit the rest.",
    "Please identify any study in your last answer that concerns X.",
])
def test_each_paper_of_the_list_that_is_on_a_topic_is_a_filter(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "Our remit is restricted to X. Which of those papers are in scope?",
    "Tomorrow's agenda item is X. Which of those papers should I print?",
])
def test_what_an_earlier_sentence_limits_the_papers_to_is_the_filters_topic(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "Those settle the first question. A colleague wants something on X - could you search for it?",
    "That concludes my questions on the foregoing papers. Turning to a separate matter, please find papers on X.",
    "Done with those. The next question I had was about X - new search, please.",
])
def test_a_closing_remark_on_the_list_then_a_new_search(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_statement_naming_a_listed_paper_then_what_is_it_about_is_that_paper(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat(f"Our reading group might start with {cited[1].display_title}. What's it about?")
    assert r.act == "reference" and [p.id for p in r.papers] == [cited[1].id], (r.act, r.rule, len(r.papers))
