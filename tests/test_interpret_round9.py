"""Round 9 of the turn interpreter (issue #18): the general causes behind fresh7's misses, each written once and
tested here against the real seeds catalog (the same chat as tests/test_interpret.py: the federated-learning list)."""
from __future__ import annotations

import pytest

from conftest import read
from rag.answer.conversation import acts
from rag.answer.conversation.places import _ordinal


@pytest.mark.parametrize("question", ["only X from these please", "just the ones on X from that list",
                                      "Only the X studies.", "is anything about X in there"])
def test_keeping_only_the_x_ones_is_a_filter(table, question):
    r = read(question.replace("X", "diffusion models"), table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


@pytest.mark.parametrize("question", ["any grants or sponsors behind them?", "Any competing interests in these?"])
def test_any_attribute_in_them_is_that_attribute_not_a_filter(table, question):
    r = read(question, table)
    assert r.act == "attribute" and r.attribute == "funding" and r.papers == table[2]


def test_the_last_few_years_is_a_time_span_not_the_last_paper(table):
    assert _ordinal("were these written in the last two years?", 5) is None
    assert _ordinal("the first time they ran it", 5) is None
    assert _ordinal("tell me about the last one", 5) == 4
    assert acts.attribute_of("is any of them from the past few years") == "year"


@pytest.mark.parametrize("question", ["Where does the literature on X stand now?",
                                      "the key themes across X research?", "a brief review of X, please",
                                      "Different question: what is the state of X research?"])
def test_standing_themes_review_and_state_of_x_research_are_area_summaries(table, question):
    r = read(question.replace("X", "diffusion models"), table)
    assert r.act == "area" and r.topic.lower() == "diffusion models", r


@pytest.mark.parametrize("question", ["Forget about those, I'd like X now.", "forget the previous question: X"])
def test_forgetting_the_previous_ones_changes_the_topic(table, question):
    r = read(question.replace("X", "diffusion models"), table)
    assert r.act in ("new_topic", "area") and "diffusion models" in r.topic.lower() and not r.papers


def test_a_paper_named_by_its_pasted_title_is_that_paper(table):
    catalog, _, cited = table
    paper = cited[1]
    r = read(f"tell me about the paper titled {paper.display_title}", table)
    assert r.act == "reference" and r.papers == [paper] and r.rule == "named-title"


def test_a_pasted_title_with_overview_in_it_is_not_an_area_request(table):
    """A paper whose title starts "An overview of" is named, not asked to be summarised as an area."""
    from rag.answer.conversation.table import is_area_of_topic, without_title

    _, _, cited = table
    paper = cited[0]
    title = "An overview of " + paper.display_title
    titled = type(paper)(**{**paper.__dict__, "title": title, "display_title": title})
    question = f"tell me about the paper called {title}"
    assert is_area_of_topic(question)
    assert not is_area_of_topic(without_title(question, [titled]))
