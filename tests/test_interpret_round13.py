"""Round 13 of the turn interpreter (issue #18): the general causes behind fresh11's misses of round 12 (fresh11 is
tuning data from round 13 on) and the two faults left open, each written once and tested here against the real
seeds catalog (the federated-learning list of tests/conftest.py), read as the chat reads a turn (the rules and the
act reader the Litchat carries). Most phrasings are new variations of the missed ones: a rule, not a phrasing."""
from __future__ import annotations

import numpy as np
import pytest

from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.state import extend_history
from rag.answer.generators.extractive import _Best, on_topic
from rag.records import PaperHit

X = "diffusion models"


def read_as_chat(question: str, table, seeded):
    catalog, history, _ = table
    return interpret(question.replace("X", X), history, catalog, reader=seeded.chain.act_reader)


@pytest.mark.parametrize("question, act", [
    ("Give an area summary of X, since I have to brief my team on it.", "area"),
    ("Summarise the research on X because my group meets tomorrow.", "area"),
    ("Draft a paragraph summarising X research for the introduction of my report.", "area"),
    ("Write the background section of my thesis on X: what does the literature in this corpus show?", "area"),
    ("Give me the main themes of X research as bullet points.", "area"),
    ("summarise the whole X area in a table with themes and papers", "area"),
    ("For another chapter of my thesis I need studies on X - what do you have?", "new_topic"),
    ("List papers on X in a table, I want to start a new reading list.", "new_topic"),
    ("I need sources on X for a report due Friday; which papers cover it?", "new_topic"),
    ("so apart from all that i'm also looking into X do you have anything relevant", "new_topic"),
])
def test_reasons_purposes_and_formats_are_no_part_of_the_topic(table, seeded, question, act):
    """"..., since I have to brief my team on it" read "brief my team" as the topic; "for the introduction of my
    report" read "introduction of my report"; "in a table" and "as bullet points" stayed in it."""
    r = read_as_chat(question, table, seeded)
    assert r.act == act and r.topic.lower() == X and not r.papers, r


def test_it_inside_a_reason_clause_is_not_the_paper_in_focus(table, seeded):
    r = read_as_chat("Tell me what is known about X overall, because I am starting a project on it.", table, seeded)
    assert r.act == "area" and r.topic.lower() == X and not r.papers, r


@pytest.mark.parametrize("question", [
    "Compare the listed works in a table: aim, method, outcome.", "bullet points pls: what each of those does",
    "Walk me through the papers above, since I have to present them tomorrow.",
    "right so those papers what do they have to say about the problem overall",
    "Elaborate on the sources you just cited, I missed what they were about.",
    "more detail on the above w/ a sentence per paper"])
def test_a_format_or_a_reason_around_a_follow_up_keeps_it_on_the_table(table, seeded, question):
    """Read as an area summary of "outcome" or "lab meeting", or as a filter by "bullet points" or "missed"."""
    _, _, cited = table
    r = read_as_chat(question, table, seeded)
    assert r.act == "follow_up" and r.papers == cited, r


@pytest.mark.parametrize("question", [
    "Now find me the papers about X, not the ones you just listed.",
    "Search for research on X now, forget the previous list.",
    "ok now can you find papers about X i also need those"])
def test_words_that_point_away_from_the_table_are_a_new_search(table, seeded, question):
    """"not the ones you just listed" was read as pointing back (a filter of the table by X)."""
    r = read_as_chat(question, table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, r


def test_dropping_the_table_at_the_start_still_drops_it(table, seeded):
    r = read_as_chat("Never mind those. X?", table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, r


@pytest.mark.parametrize("question, act, attribute", [("which datsets do those studies use", "attribute", "datasets"),
                                                      ("what papers talk abuot X", "new_topic", None)])
def test_a_typo_in_a_cue_word_is_read_through(table, seeded, question, act, attribute):
    r = read_as_chat(question, table, seeded)
    assert r.act == act and r.attribute == attribute, r
    assert act != "new_topic" or r.topic.lower() == X, r


def test_it_standing_for_a_new_topic_searches_for_that_topic(table, seeded):
    """"I also work on X. Is there research on it here?" searched with the whole sentence, and cited papers that
    never mention X; now it asks for the papers on X."""
    r = read_as_chat("I also work on X. Is there research on it here?", table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == X and r.standalone == f"Which papers study {X}?", r


@pytest.mark.parametrize("text", ["Which papers were published since 2020?", "Which of these work because of X?",
                                  "Which papers study X as a whole?", "Never mind those. X?"])
def test_what_is_no_aside_stays(text):
    assert without_asides(text) == text


def test_a_paper_whose_sentences_all_score_below_zero_still_answers(seeded):
    """'tell me abt the 1st paper' resolved to the right paper and answered nothing: every sentence of that paper
    scored below zero against "What does this paper propose and show?", and a bar of 0.6 x the best put the best
    paper above its own bar."""
    gen = seeded.chain.generator("extractive")
    paper = seeded.papers()[0]
    sents = ["One sentence.", "Another sentence."]
    ranked = [_Best(PaperHit(paper, 0.0), 1, sents, np.array([-0.03, -0.05]), np.array([0, 1]), set())]
    assert paper.display_title.split(":")[0] in gen._list(ranked) and "One sentence" in gen._direct(ranked)
    assert on_topic(ranked) == ranked


def test_the_first_paper_asked_about_by_position_answers(seeded):
    first = seeded.ask("Which papers study federated learning with non-IID data?")
    answer = seeded.ask("tell me abt the 1st paper", history=extend_history([], first))
    assert answer.citations and answer.citations[0].paper.id == first.citations[0].paper.id and answer.text.strip()


@pytest.mark.parametrize("question", ["need the client drift subset of those",
                                      "Can you check wich of these papers are relevent to client drift?"])
def test_a_subset_of_the_table_and_a_misspelt_relevant_are_a_filter(table, seeded, question):
    """"client drift", a topic close to the listed papers', where the act reader is not sure: the rules read it."""
    r = read_as_chat(question, table, seeded)
    assert r.act == "filter" and r.topic.lower() == "client drift", r


def test_a_misspelt_anything_asks_for_papers_on_x(table, seeded):
    r = read_as_chat("Is there anyhting on X?", table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == X and r.standalone == f"Which papers study {X}?", r


def test_years_in_a_turn_that_names_its_paper_restrict_nothing(seeded):
    """A pasted title holding years ("... (1988-2008) and Projections to 2020" - what's that one about?) resolved to
    its paper, then the search was narrowed to those years, the paper (of another year, or none) fell out and the
    chat abstained. The papers the turn resolved to are the answer's, whatever years the question states."""
    first = seeded.ask("Which papers study federated learning with non-IID data?")
    paper = first.citations[0].paper
    year = (paper.year or 2020) - 7
    answer = seeded.ask(f'"{paper.display_title} ({year - 3}–{year})" - what\'s that one about?',
                        history=extend_history([], first))
    assert [c.paper.id for c in answer.citations] == [paper.id] and not answer.abstained, answer.text


def test_a_bare_topic_no_listed_paper_mentions_is_a_search(table, seeded):
    """"time series?" (fresh2) after a list that never mentions time series was read as a follow-up by the act
    reader and answered from the listed papers."""
    r = read_as_chat("time series?", table, seeded)
    assert r.act == "new_topic" and not r.papers, r


def test_thanks_before_the_request_is_no_part_of_it(table, seeded):
    r = read_as_chat("thx. next: client drift studies pls", table, seeded)
    assert r.act == "new_topic" and r.topic.lower() == "client drift" and not r.papers, r
