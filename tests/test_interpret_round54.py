"""Round 54 of the turn interpreter (issue #18): general causes behind fresh51's misses (fresh51 is tuning data from
round 54 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py). The phrasings
are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest

from conftest import read


@pytest.mark.parametrize("question", [
    "Thanks for these. I'd like to know, for each paper, what its conclusions are. Is it possible to go paper by paper?",
    "Great list. We would like to know what each study found. Could it be done study by study?",
])
def test_an_attribute_asked_of_each_paper_before_how_to_do_it_is_about_them_all(table, read_as_chat, question):
    """The last sentence only asks how ("paper by paper"); the one before says what is wanted, of every paper: the
    act reader, reading the turn whole, no longer takes "it" for one paper."""
    r = read_as_chat(question)
    assert r.act in ("follow_up", "attribute") and len(r.papers) == len(table[2]), (r.act, r.rule, len(r.papers))


@pytest.mark.parametrize("question", ["These papers. diffusion models only. Which?",
                                      "Of these papers, diffusion models only. Which?"])
def test_a_sentence_that_only_points_at_the_papers_makes_the_rest_a_filter(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "That's the FL side covered. A colleague cornered me at lunch about diffusion models - can you find anything?",
    "That's the reading list done. My mentor stopped me after the seminar about diffusion models - could you find "
    "anything?",
])
def test_a_story_about_a_topic_then_a_bare_request_is_a_search_for_it(table, question):
    r = read(question, table)
    assert r.act == "new_topic" and r.topic.lower() == "diffusion models" and not r.papers, (r.act, r.rule, r.topic)
