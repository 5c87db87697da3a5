"""Round 27 of the turn interpreter (issue #18): general causes behind fresh24's misses (fresh24 is tuning data from
round 27 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a fresh
list's own: a rule, not a phrasing."""
from __future__ import annotations

import pytest

from rag.answer.conversation.acts import area_topic
from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.attributes import attribute_of
from rag.answer.conversation.frames import them_as_the_collection

X = "diffusion models"


@pytest.mark.parametrize("question", [
    "You have loads of papers. Taken across all of them, where does the work on X stand?",
    "Your library holds hundreds of studies: over all of them, what's the general picture on X?",
])
def test_them_after_a_sentence_on_how_many_papers_the_collection_holds_is_the_collection(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)


def test_which_of_them_after_such_a_sentence_is_a_search_of_the_collection(table, read_as_chat):
    assert them_as_the_collection("There are lots of papers in here. Which of them cover X?") == "Which papers cover X?"
    r = read_as_chat("Well, you hold many papers. Which of those deal with X?")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_papers_the_last_answer_gave_stay_the_table(table, read_as_chat):
    assert them_as_the_collection("You gave me lots of papers. Which of them cover X?") == \
        "You gave me lots of papers. Which of them cover X?"


@pytest.mark.parametrize("question", [
    "Just off the night shift. Tell me what each of the papers you gave me is about, in simple terms my mum could follow.",
    "Only got five minutes. Say what every one of those papers does, in layman's terms.",
])
def test_a_sentence_opening_with_just_or_only_and_how_plainly_to_say_it_are_no_filter(table, read_as_chat, question):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act == "follow_up" and r.papers == cited, (question, r.act, r.rule, r.topic)


def test_a_simile_for_the_answers_shape_is_no_topic(table, read_as_chat):
    _, _, cited = table
    assert without_asides("Explain each of those papers, like a shift handover.") == "Explain each of those papers."
    r = read_as_chat("Lifeguard here, on my lunch at the pool. Go through each of those papers in turn, like a radio bulletin.")
    assert r.act in ("follow_up", "area") and r.papers == cited, (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "Summarise the whole body of work you've got on it.",
    "Give me an overview of what you have got on it, summed up.",
])
def test_the_words_of_having_and_the_whole_body_of_work_are_no_topic(question):
    assert area_topic(question) in ("", "it"), (question, area_topic(question))


def test_it_after_a_sentence_naming_the_topic_through_what_you_have_got(table, read_as_chat):
    r = read_as_chat("We're filming a piece on X. Summarise the whole body of work you've got on it.")
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_every_paper_on_that_list_is_the_table_not_a_topic(table, read_as_chat):
    _, _, cited = table
    assert area_topic("Talk me through every paper on that list.") == ""
    r = read_as_chat("We're scripting a podcast. Walk me through every paper on that list so I know what each does.")
    assert r.papers == cited and r.act in ("follow_up", "area"), (r.act, r.rule, r.topic)


def test_putting_code_online_asks_for_the_code_attribute(table, read_as_chat):
    assert attribute_of("Did any of them post their code online?") == "code"
    r = read_as_chat("Have any of those papers uploaded their code, then?")
    assert r.act == "attribute" and r.attribute == "code", (r.act, r.rule, r.attribute)
