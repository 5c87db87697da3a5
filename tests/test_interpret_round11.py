"""Round 11 of the turn interpreter (issue #18): the general causes behind fresh9's misses (fresh9 is tuning data
from round 11 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn (the rules and the act reader the Litchat carries)."""
from __future__ import annotations

import pytest

from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.resolve import by_author, short_name
from rag.answer.conversation.topic_span import without_discourse

X = "diffusion models"


def read_as_chat(question: str, table, seeded):
    catalog, history, _ = table
    return interpret(question.replace("X", X), history, catalog, reader=seeded.chain.act_reader)


@pytest.mark.parametrize("question", ["Drop everything except the X papers.", "Weed out everything not on X.",
                                      "remove all but the X ones", "Get rid of everything apart from X.",
                                      "bin everything other than X"])
def test_removing_everything_except_x_keeps_x(table, seeded, question):
    r = read_as_chat(question, table, seeded)
    assert r.act == "filter" and r.topic.lower() == X, r


@pytest.mark.parametrize("question", ["any X-related papers in that lot?", "Are there X studies in that set?",
                                      "the X ones out of that lot pls", "Is there X work in this batch?"])
def test_a_lot_or_set_pointed_back_at_is_the_table(table, seeded, question):
    r = read_as_chat(question, table, seeded)
    assert r.act == "filter" and r.topic.lower() == X, r


@pytest.mark.parametrize("question", ["Which of the sources you pulled up analyse X?",
                                      "From what you've shown me, which centre on X?",
                                      "Which of the papers you brought up study X?",
                                      "of the papers listed, whcih cover X", "Which results there deal specifically with X?"])
def test_papers_placed_by_the_last_answer_in_other_words_are_the_table(table, seeded, question):
    r = read_as_chat(question, table, seeded)
    assert r.act == "filter" and r.topic.lower() == X, r


@pytest.mark.parametrize("question", ["Scan those for X and tell me which hit.", "check these for X",
                                      "search them for X please", "Does X come up in any of these papers?",
                                      "Does X feature in any of them?"])
def test_searching_the_table_for_x_keeps_x(table, seeded, question):
    r = read_as_chat(question, table, seeded)
    assert r.act == "filter" and r.topic.lower() == X, r


def test_an_abbreviation_does_not_end_a_sentence(table, seeded):
    """"no. 2" is citation number 2: the statement-dropping splitter does not cut the turn after "no."."""
    assert without_discourse("what does no. 2 show?") == "what does no. 2 show?"
    assert without_discourse("Thanks. What did Dr. Lee find?") == "What did Dr. Lee find?"
    _, _, cited = table
    r = read_as_chat("what does no. 2 show?", table, seeded)
    assert r.act == "reference" and r.papers == [cited[1]], r


def test_a_synopsis_of_a_named_paper_is_that_paper(table, seeded):
    _, _, cited = table
    paper = next(p for p in cited if short_name(p) != p.display_title)  # "ReeFL: …"
    for question in ("Give me a synopsis of {name}.", "a précis of {name} please"):
        r = read_as_chat(question.format(name=short_name(paper)), table, seeded)
        assert r.act == "reference" and r.papers == [paper], (question, r)


def test_summarising_an_authors_paper_is_that_paper(table, seeded):
    _, _, cited = table
    surname, paper = next((s, p) for p in cited if p.authors and by_author(s := _surname(p), cited) == [p])
    for question in ("Summarise {a}'s paper.", "Summarize the {a} study for me"):
        r = read_as_chat(question.format(a=surname), table, seeded)
        assert r.act == "reference" and r.papers == [paper], (question, r)


@pytest.mark.parametrize("question", ["Go through the list again but in more depth.",
                                      "Summarise the methodology behind these, would you?",
                                      "Summarise the findings of those, please"])
def test_the_list_or_an_aspect_of_these_is_the_table(table, seeded, question):
    _, _, cited = table
    r = read_as_chat(question, table, seeded)
    assert [p.id for p in r.papers] == [p.id for p in cited] and r.act in ("follow_up", "area", "attribute"), r


@pytest.mark.parametrize("question", ["Characterise what's been found on X, overall.",
                                      "Give me the lie of the land on X.", "What's the state of play on X?",
                                      "I'm new to X; can you give me an overview of the field?",
                                      "I work on X. Could you give me an overview of the area?"])
def test_an_overview_in_other_words_is_an_area_summary_of_x(table, seeded, question):
    catalog, history, _ = table
    for r in (read_as_chat(question, table, seeded), interpret(question.replace("X", X), history, catalog)):
        assert r.act == "area" and r.topic.lower() == X and not r.papers, r  # by the rules too


@pytest.mark.parametrize("question", ["new search - X", "Query the corpus for X.", "oh, and X - is that studied here?",
                                      "run a search on X", "Pivoting: X"])
def test_a_search_request_wrapping_only_a_topic_searches_the_topic(table, seeded, question):
    r = read_as_chat(question, table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, r


def _surname(paper) -> str:
    first = paper.authors[0]
    return first.split(",")[0] if "," in first else first.split()[-1]
