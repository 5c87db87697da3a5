"""Round 40 of the turn interpreter (issue #18): general causes behind fresh37's misses (fresh37 is tuning data from
round 40 on) and the one every-set turn round 39 lost, tested against the real seeds catalog (the federated-learning
list of tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a
fresh list's own."""
from __future__ import annotations

import pytest
from conftest import assert_searched_afresh

from rag.answer.conversation import topic_change
from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.frames import without_scene
from rag.answer.conversation.topic_part import without_frame_sentences


@pytest.mark.parametrize("question", [
    "For the second paper: design, sample size and the main result?",
    "for the last paper - what population did they study?",
    "For the 3rd paper, which dataset was used?",
])
def test_a_paper_on_the_table_is_no_document_of_the_persons_own(question):
    assert without_asides(question) == question


@pytest.mark.parametrize("question, plain", [
    ("For my thesis, which of these use federated averaging?", "Which of these use federated averaging?"),
    ("For the paper I am writing: any on privacy?", "Any on privacy?"),
])
def test_a_document_of_the_persons_own_is_still_an_aside(question, plain):
    assert without_asides(question) == plain


@pytest.mark.parametrize("question, place", [
    ("For the second paper: design, sample size and the main result?", 1),
    ("For the last paper: who were the participants and what did they find?", -1),
])
def test_a_request_for_one_paper_on_the_table_is_about_that_paper(table, read_as_chat, question, place):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act in ("reference", "attribute") and [p.id for p in r.papers] == [cited[place].id], \
        (question, r.act, r.rule, [p.id for p in r.papers])


@pytest.mark.parametrize("question", [
    "Leave those nine or ten aside. Any papers on X?",
    "Not the six or so papers above - every paper you have. What do they say about X?",
    "Park the 7-odd studies you listed. Papers on X, please.",
])
def test_a_rough_count_of_the_papers_on_the_table_says_nothing_of_which(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


@pytest.mark.parametrize("question", [
    "You said these were \"a good start\". I'd like the rest: what does the whole collection say about X?",
    "You called those \"the key papers\" - for federated learning, fine. Now I want papers on X.",
    "Our clinic is about to change its guidance on X. Across all your papers, what's the overall evidence?",
    "New month, new grant. Have you got papers on X?",
])
def test_a_request_after_context_is_read_for_its_own_topic(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question)


@pytest.mark.parametrize("question", [
    "You called them \"relevant\". Relevant how?",
    "You said those were \"a good start\". Which of them use differential privacy?",
])
def test_the_last_answer_quoted_back_still_points_at_its_papers(table, read_as_chat, question):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act in ("follow_up", "filter") and set(p.id for p in r.papers) <= set(p.id for p in cited), \
        (question, r.act, r.rule)


@pytest.mark.parametrize("question, act", [
    ("Fit anes o' thae papers are aboot differential privacy, quine? Jist them.", "filter"),
    ("That's thon deen. Fit papers hiv ye on X? A new search, like.", "new_topic"),
])
def test_doric_reads_as_plain_english(table, read_as_chat, question, act):
    r = read_as_chat(question)
    assert r.act == act, (question, r.act, r.rule, r.topic)
    assert r.topic.lower() == ("differential privacy" if act == "filter" else "diffusion models")


@pytest.mark.parametrize("question", [
    "Differential privacy is what my supervisor cares about. Which of these papers deal with it?",
    "Differential privacy - that's the only part our panel needs. Which of those are on it?",
    "You mentioned differential privacy. Which of these papers address it?",
])
def test_a_filter_by_it_takes_the_topic_named_before_it(table, read_as_chat, question):
    _, _, cited = table
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == "differential privacy", (question, r.act, r.rule, r.topic)
    assert set(p.id for p in r.papers) <= set(p.id for p in cited)


def test_a_title_with_a_colon_after_a_lead_is_no_scene():
    title = "Two-stage control of a stress regulon: the SoxR protein triggers expression of the soxS gene"
    question = f"My student wants to read {title}. Could you tell me more about it first?"
    assert without_scene(question, [title]) == question


@pytest.mark.parametrize("question", [
    "Those helped with the grant. Are there papers on X?",
    "I've saved these to Zotero. What do you have on X?",
    "The second one was the best of them. Separately, papers on X?",
    "I showed them to my PI and she was happy. Could you find papers on X?",
])
def test_a_remark_on_the_papers_on_the_table_before_a_fresh_search_is_no_pointing(table, read_as_chat, question):
    assert_searched_afresh(read_as_chat(question), question, ("new_topic",))


def test_a_title_with_a_colon_is_no_remark_before_a_search(seeded):
    catalog = seeded.retriever.catalog.get()
    question = "What is Decentralised training: A Review of federated learning studies about?"
    assert without_frame_sentences(question, catalog) == question


@pytest.mark.parametrize("question", [
    "Different ward round, different worry: any papers on X?",
    "New launch site, different wind: papers on X?",
    "Another county, another rota. Papers on X?",
])
def test_a_new_thing_named_twice_over_moves_on(question):
    assert topic_change.moves_on(question), question
