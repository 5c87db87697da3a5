"""Round 41 of the turn interpreter (issue #18): general causes behind fresh38's misses (fresh38 is tuning data from
round 41 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh

from rag.answer.conversation import topic_change
from rag.answer.conversation.acts import core_topic
from rag.answer.conversation.own_work import restated


@pytest.mark.parametrize("question", [
    "Onto the next thing. Anything in there on X?",
    "ok, moving on. anything in there about X?",
    "On to the next topic! Is there anything in here on X?",
])
def test_in_there_after_moving_on_is_the_collection(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


def test_in_there_with_no_move_on_still_filters_the_list(table, read_as_chat):
    r = read_as_chat("Anything in there on X?")
    assert r.act == "filter" and r.topic == "diffusion models", (r.act, r.rule, r.topic)


def test_a_lead_in_that_points_at_the_table_is_not_kept():
    question = "Thanks, but those aren't what I need. Anything in there on X?"
    assert topic_change.without_discourse_but_moving_on(question) == "Anything in there on X?"


@pytest.mark.parametrize("question, topic", [
    ("What does everything here say about sleep apnoea, mate?", "sleep apnoea"),
    ("got any papers on gene therapy, me duck?", "gene therapy"),
    ("Anything about graph neural networks, cuz?", "graph neural networks"),
])
def test_a_word_of_address_after_the_topic_is_not_the_topic(question, topic):
    assert core_topic(question) == topic


def test_of_two_bare_stretches_the_later_still_wins():
    assert core_topic("privacy, which of these bring up security?") == "security"


@pytest.mark.parametrize("question", [
    "What's the whole corpus got to say about X, our kid?",
    "Right, new one: any papers on X, me old china?",
])
def test_a_search_tagged_with_a_word_of_address_searches_its_topic(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


@pytest.mark.parametrize("question", [
    "The ferry's tied up and the nets are in the shed. New catch now: find me papers on X.",
    "Kettle's boiled and the dog's walked. Something else: any papers on X?",
])
def test_a_scene_before_a_request_for_papers_gives_no_topic(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


@pytest.mark.parametrize("question", [
    "Right then. Noo, something new: hae ye ony papers on X?",
    "That's that. Different question: gotta any papers on X?",
])
def test_a_part_asking_for_papers_on_a_phrase_of_the_corpus_is_a_search_for_it(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


def test_a_word_no_paper_uses_asked_for_alone_stays_the_topic(table, read_as_chat):
    r = read_as_chat("Thanks, that helped with federated learning. Now what about blockchain?")
    assert r.act == "new_topic" and r.topic == "blockchain", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "Before I quote it in the piece I want its caveats: where does it fall short?",
    "I need the weak spots before the meeting: what are its limitations?",
])
def test_a_statement_wanting_an_attribute_is_no_topic_of_ones_own(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "attribute" and len(r.papers) == 1, (question, r.act, r.rule, r.topic)


@pytest.mark.parametrize("question, place", [
    ("I'm going to ask my supervisor about the fourth paper. What's it about?", 3),
    ("We're discussing the 2nd paper on Friday. What is it about?", 1),
])
def test_a_statement_about_a_paper_by_its_place_points_at_that_paper(table, read_as_chat, question, place):
    _, _, cited = table
    assert restated(question) == question
    r = read_as_chat(question)
    assert r.act in ("reference", "attribute") and [p.id for p in r.papers] == [cited[place].id], \
        (question, r.act, r.rule, [p.id for p in r.papers])


@pytest.mark.parametrize("question", [
    "Wanna know if those papers put their code online? Any of them?",
    "I'm curious whether these share their code on GitHub - any of them?",
])
def test_a_yes_no_question_asked_inside_a_wish_to_know_asks_the_attribute(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "attribute" and r.attribute == "code", (question, r.act, r.rule, r.attribute)


def test_a_wish_to_know_which_papers_are_on_a_topic_still_filters(table, read_as_chat):
    r = read_as_chat("I'd like to know whether any of these are about X")
    assert r.act == "filter" and r.topic == "diffusion models", (r.act, r.rule, r.topic)
