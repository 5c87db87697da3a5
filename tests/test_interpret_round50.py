"""Round 50 of the turn interpreter (issue #18): general causes behind fresh47's misses (fresh47 is tuning data from
round 50 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh


def test_a_polite_request_of_each_listed_paper_is_not_dropped_before_a_sign_off(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Many thanks for these. Kindly explain what each of them concluded. Please oblige.")
    assert r.act == "follow_up" and [p.id for p in r.papers] == [p.id for p in cited], (r.act, r.rule, r.query)


@pytest.mark.parametrize("question", [
    "Those are going in my report. The next chapter is on something else - could you search for X?",
    "Filed those away. Please search for X now.",
])
def test_a_remark_on_the_list_then_search_for_a_topic_searches_afresh(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_search_for_them_still_points_at_the_list(table, read_as_chat):
    r = read_as_chat("Those look useful. Can you search for them in the library catalogue?")
    assert r.act != "new_topic" or r.topic.lower() != "diffusion models", (r.act, r.rule, r.topic)


def test_a_filter_over_a_plan_built_around_a_topic_takes_that_topic(table, read_as_chat):
    r = read_as_chat("Our team is redesigning the whole workflow around X. Which of those papers matter for it?")
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_have_you_anything_on_a_topic_after_moving_on_is_a_search_for_it(table, read_as_chat):
    r = read_as_chat("Right, done with those. Something different now - have you anything on X?")
    assert r.act == "new_topic" and r.standalone == "Which papers study diffusion models?", (r.act, r.standalone)
