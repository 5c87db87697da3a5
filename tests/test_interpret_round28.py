"""Round 28 of the turn interpreter (issue #18): general causes behind fresh25's misses (fresh25 is tuning data from
round 28 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a fresh
list's own: a rule, not a phrasing."""
from __future__ import annotations

import pytest

from rag.answer.conversation.acts import area_topic, filter_topic
from rag.answer.conversation.asides import without_asides

X = "diffusion models"


@pytest.mark.parametrize("question", [
    "Yep, that's everything I wanted from those. Next up: any studies on X?",
    "Ok, I'm done with these - anything on X?",
])
def test_a_turn_done_with_the_table_then_asking_for_a_topic_is_a_new_search(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    'Narrow: (the list above) AND "X" - what is left?',
    "Before 5pm, as a numbered list: only the papers from your answer that cover X.",
    "Which of those really matter for my project? Those about X. Which are they, then?",
])
def test_a_filter_in_search_syntax_after_a_deadline_or_in_its_second_sentence(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == X, (question, r.act, r.rule, r.topic)


def test_a_deadline_and_a_format_before_the_request_are_asides():
    assert without_asides("By Friday, as a table: the papers from your answer on X.") == "The papers from your answer on X."


def test_attribute_words_before_it_are_no_new_topic(table, read_as_chat):
    r = read_as_chat("Lookup: software OR repository - did it share any?")
    assert r.act == "attribute" and r.attribute == "code" and len(r.papers) == 1, (r.act, r.rule, r.topic)


def test_a_one_word_label_before_a_colon_is_no_topic_for_it(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Bug report. Expected: a brief summary of every paper in it. Got: only titles. Please fix.")
    assert r.papers == cited and r.act in ("follow_up", "area"), (r.act, r.rule, r.topic)


def test_a_rundown_of_every_paper_listed_after_a_remark_is_the_table(table, read_as_chat):
    _, _, cited = table
    r = read_as_chat("Just back from a bird survey. Give me a rundown of every paper you listed.")
    assert r.papers == cited and r.act in ("follow_up", "area"), (r.act, r.rule, r.topic)


def test_survey_still_asks_for_one_after_an_article():
    assert area_topic("A quick survey of diffusion models, please.") == X


def test_the_whole_collection_as_an_object_is_the_corpus_scope(table, read_as_chat):
    r = read_as_chat("Check the whole database on X for me: what does the research, all of it together, conclude?")
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_a_noun_made_of_a_topic_verb_opens_a_compound_topic():
    assert filter_topic("Which of the ones you listed are about examination survey?") == "examination survey"
    assert filter_topic("Which of these involve an examination of dietary fibre?") == "dietary fibre"
