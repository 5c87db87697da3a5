"""Round 52 of the turn interpreter (issue #18): general causes behind fresh49's misses (fresh49 is tuning data from
round 52 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh, read

from rag.answer.conversation.envelope import without_envelope


def test_where_the_asker_is_in_a_parenthesis_is_no_filter_topic(table):
    r = read("(at the back of a lecture, typing quietly) which of those papers are about federated learning? only "
             "those", table)  # by the rules alone
    assert r.act == "filter" and r.topic.lower() == "federated learning", (r.act, r.rule, r.topic)


def test_a_parenthesis_that_moves_on_or_points_stays():
    assert without_envelope("(new topic) any papers on X?") == "(new topic) any papers on X?"
    assert without_envelope("(the second one) what did it find?") == "(the second one) what did it find?"


def test_what_the_asker_sets_aside_is_not_the_papers_asked_about(table):
    _, _, cited = table
    r = read("Setting the models aside, what did it conclude?", table)  # by the rules alone
    assert len(r.papers) == 1 and r.papers[0].id == cited[0].id, (r.act, r.rule, [p.id for p in r.papers])


def test_leaving_the_list_aside_still_sets_the_list_aside(table, read_as_chat):
    question = "Leaving those aside, any papers on X?"
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


@pytest.mark.parametrize("question", [
    "Our ward round kept circling back to X. Which of those papers cover it?",
    "Three of the trainees on the course this month asked about X. Which of those papers deal with that?",
])
def test_a_filter_that_points_back_at_the_sentence_before_takes_its_corpus_phrase(table, question):
    r = read(question.replace("X", "diffusion models"), table)  # by the rules alone
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "As the new chair of the reading group, I'd like the entire collection's view on federated learning.",
    "Ferry crews argue about federated learning all the way across the strait. What does the whole collection make "
    "of it?",
])
def test_a_whole_collection_question_takes_the_phrase_it_is_on(table, question):
    r = read(question, table)  # by the rules alone
    assert r.act == "area" and r.topic.lower() == "federated learning", (r.act, r.rule, r.topic)


def test_enough_to_these_papers_then_something_other_moves_on(table):
    r = read("Fine, that is enough to these papers. Now something totally other: do you have papers to diffusion "
             "models?", table)  # by the rules alone
    assert r.act == "new_topic" and r.topic.lower() == "diffusion models" and not r.papers, (r.act, r.rule, r.topic)
