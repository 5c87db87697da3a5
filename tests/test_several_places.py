"""Several places of the last list in one turn (rag/answer/conversation/places.py, table.several_places): "compare the
first two", "the last three papers", "the top 2" are those papers, not the first or last one; after an answer about
one paper they are places of the list before it. "The last two years" is a span of time, not places."""
from __future__ import annotations

import pytest

from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.places import _ordinal, first_few
from rag.answer.conversation.state import extend_history


def read_as_chat(question: str, history, catalog, seeded):
    return interpret(question, history, catalog, reader=seeded.chain.act_reader)


@pytest.mark.parametrize("question, wanted", [("the first two", ("first", 2)), ("Compare the top 3 papers", ("first", 3)),
                                              ("What do the last two of them find?", ("last", 2)),
                                              ("first four ones please", ("first", 4)),
                                              ("papers from the last two years", None), ("the first paper", None),
                                              ("the first two authors", None)])
def test_first_few_reads_the_side_and_the_count(question, wanted):
    assert first_few(question) == wanted


def test_several_places_are_no_single_place():
    assert _ordinal("Compare the first two", 5) is None
    assert _ordinal("Summarise the first paper", 5) == 0


@pytest.mark.parametrize("question, places", [("Compare the first two", slice(0, 2)),
                                              ("What do the last two find?", slice(-2, None)),
                                              ("Tell me about the top 3 papers", slice(0, 3))])
def test_several_places_of_the_list(table, seeded, question, places):
    catalog, history, cited = table
    r = read_as_chat(question, history, catalog, seeded)
    assert r.act == "follow_up" and r.papers == cited[places], r


def test_after_an_answer_about_one_paper_the_places_are_in_the_list_before_it(table, seeded):
    catalog, history, cited = table
    one = seeded.ask(f"What does {cited[2].display_title} propose?", history=history)
    r = read_as_chat("Compare the first two", extend_history(history, one), catalog, seeded)
    assert r.papers == cited[:2], r
    answer = seeded.ask("Compare the first two", history=extend_history(history, one))
    assert {c.paper.id for c in answer.citations} == {p.id for p in cited[:2]}
