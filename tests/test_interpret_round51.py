"""Round 51 of the turn interpreter (issue #18): general causes behind fresh48's misses (fresh48 is tuning data from
round 51 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh, read

from rag.answer.conversation.typing_slips import typed_as_meant


@pytest.mark.parametrize("question", [
    "right that's plenty on those full stop different subject colon papers on X question mark",
    "thanks full stop new search colon what do you have on X question mark",
])
def test_dictated_punctuation_is_read_as_marks(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_dictated_colon_before_a_topic_word_stays_a_word():
    assert typed_as_meant("which of these study colon cancer question mark") == "which of these study colon cancer?"
    assert typed_as_meant("which of these study colon cancer") == "which of these study colon cancer"  # no dictation


def test_a_one_line_numbered_list_is_read_without_its_numbers(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("1. The paper you just went through. 2. Tell me more about it. 3. Mainly the setting.")
    assert r.act in ("reference", "attribute") and len(r.papers) == 1 and r.papers[0].id == cited[0].id, \
        (r.act, r.rule, [p.id for p in r.papers])


def test_numbers_that_do_not_count_up_from_one_are_kept():
    assert typed_as_meant("Do any use version 2. 3. or 4.?") == "Do any use version 2. 3. or 4.?"


def test_a_qualifier_cut_off_as_a_sentence_stays_with_its_request(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Go on about that paper, please. Particularly how it was evaluated.")
    assert len(r.papers) == 1 and r.papers[0].id == cited[0].id, (r.act, r.rule, [p.id for p in r.papers])


@pytest.mark.parametrize("question", [
    "The rain's stopped and we're heading back in, so those are fine. Right, a new search: X.",
    "My shift's over and the handover is done, so that'll do for those. OK, new topic: any papers on X?",
])
def test_a_new_search_after_a_remark_that_closes_the_list_searches_afresh(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_new_search_that_points_back_keeps_the_list(table, read_as_chat):
    r = read_as_chat("Those were fine. New question: which of them use X?")
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "New topic for the parish newsletter: papers on X?",
    "A different question from our new intern: any papers on X?",
    "New search: X. Go.",
])
def test_whom_a_new_topic_is_for_is_no_part_of_it(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_request_after_ie_is_the_turn_when_nothing_before_it_asks(table, read_as_chat):
    assert_searched_afresh(read_as_chat("cd ~/new-project ;) - i.e. forget those and find papers on X."),
                           "i.e.", ("new_topic",))


def test_a_restatement_after_ie_of_a_filter_stays_a_restatement(table, read_as_chat):
    r = read_as_chat("Narrow the above down to X, i.e. leave out the rest.")
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "The planning committee wants me to look at X. Which of those papers are relevant to it?",
    "Our auditors are only interested in X. Which of those papers should I forward?",
])
def test_a_filter_takes_the_topic_someone_wants_looked_at(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_a_letter_is_read_without_its_salutation_and_close(table, read_as_chat):
    r = read_as_chat("Dear Sir,\nOf the papers you sent, kindly tell me which discuss X.\nKind regards,\nEdmund Price")
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_a_reason_clause_stops_before_so_and_the_question_it_leads_to(table, read_as_chat):
    r = read_as_chat("Tidal modelling has moved on since the eighties, so when was each of those papers published?")
    assert r.act == "attribute" and r.attribute == "year" and len(r.papers) == len(table[2]), (r.act, r.rule)


@pytest.mark.parametrize("question", [
    "what does every paper you have say about federated learning?",
    "Not only those: what do all the studies you hold say about federated learning?",
    "The county surveyor wants our position on federated learning. Across the whole collection, where do matters "
    "rest?",
])
def test_a_question_over_the_whole_collection_summarises_its_topic_even_one_the_list_is_on(table, question):
    r = read(question, table)  # by the rules alone (a chat without the act reader)
    assert r.act == "area" and r.topic.lower() == "federated learning" and not r.papers, (r.act, r.rule, r.topic)
