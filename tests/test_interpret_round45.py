"""Round 45 of the turn interpreter (issue #18): general causes behind fresh42's misses (fresh42 is tuning data from
round 45 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh


@pytest.mark.parametrize("question", [
    "Can you look for papers on X (an unrelated question, nothing to do with the previous one)?",
    "Please find work on X. It has nothing to do with the last question.",
    "Papers on X, please - this is unrelated to the previous topic.",
    "Admin request, not related to the last one: could you search for papers on X?",
])
def test_saying_the_turn_has_nothing_to_do_with_the_last_one_points_at_no_paper(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "What I want next is something different: studies on X.",
    "What we need today is a new topic: any papers on X?",
])
def test_a_lead_that_only_says_the_topic_is_new_leaves_the_request_after_its_colon(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question, place", [
    ("Tell me about the first one, not the last one.", 0),
    ("Is the second paper unrelated to the last one?", 1),  # a question about two places, not a remark
])
def test_the_last_one_beside_a_place_still_reads_the_place(table, read_as_chat, question, place):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act == "reference" and [p.id for p in r.papers] == [cited[place].id], (r.act, r.rule)


@pytest.mark.parametrize("question", [
    "That study: how did they actually run it?",
    "About that paper - what did they conclude in the end?",
])
def test_they_beside_one_paper_named_as_one_are_its_authors(table, read_as_chat, question):
    r = read_as_chat(question)
    assert len(r.papers) == 1 and r.act in ("reference", "attribute"), (r.act, r.rule, len(r.papers))


def test_they_beside_those_papers_are_still_those_papers(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Those papers - how did they run their experiments?")
    assert [p.id for p in r.papers] == [p.id for p in cited], (r.act, r.rule)
