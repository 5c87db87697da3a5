"""Round 55 of the turn interpreter (issue #18): general causes behind fresh52's misses (fresh52 is tuning data from
round 55 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read by the
rules alone. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest

from conftest import read


def _searched_afresh(r, acts=("new_topic", "area")):
    return r.act in acts and r.topic.lower() == "diffusion models" and not r.papers


@pytest.mark.parametrize("question", [
    "The parents' group asked me to cover diffusion models at their spring meeting. Everything in the collection, "
    "please, not just these.",
    "Our inspectors are visiting and diffusion models is on their agenda. Across every paper in the collection, where "
    "does the evidence point?",
])
def test_their_people_do_not_keep_a_collection_wide_request_to_the_table(table, question):
    r = read(question, table)
    assert _searched_afresh(r), (r.act, r.rule, r.topic, len(r.papers))


def test_a_scope_corrected_to_the_whole_collection_asks_the_collection(table):
    r = read("What do these say about diffusion models - sorry, not these: the entire collection. What does it say "
             "overall?", table)
    assert _searched_afresh(r), (r.act, r.rule, r.topic, len(r.papers))


@pytest.mark.parametrize("question", [
    "Long shift at the depot, and it's got me thinking about diffusion models. Can you look that up?",
    "Right, these suffice. So I have a totally other question: are there papers to diffusion models?",
    "Moving away from those - a client asked me about diffusion models. What is in the library?",
    "Another search please: `diffusion models`. Keep the previous papers out of it.",
    "Unrelated, but a new intern starts on Monday and I need to read up on diffusion models. What do you have?",
])
def test_a_new_search_after_news_or_a_remark_is_a_search_for_its_topic(table, question):
    r = read(question, table)
    assert _searched_afresh(r), (r.act, r.rule, r.topic, len(r.papers))


@pytest.mark.parametrize("question", [
    "Ahead of the audit, I want to get diffusion models straight: what does the full collection say?",
    "Scope: the whole library (not only the papers above)\nTopic: diffusion models\nOutput: where things stand overall",
])
def test_the_full_collection_and_a_form_scope_beyond_the_list_ask_the_collection(table, question):
    r = read(question, table)
    assert _searched_afresh(r), (r.act, r.rule, r.topic, len(r.papers))


def test_an_ordinal_after_is_without_its_article_names_that_paper(table):
    r = read("Explain please, what is 2nd paper about? Brief.", table)
    assert r.act == "reference" and r.papers == [table[2][1]], (r.act, r.rule, [p.id for p in r.papers])


@pytest.mark.parametrize("question", [
    "Pick out the ones about diffusion models from those - the night shift asked for exactly that.",
    "While the ward is quiet, I'm only interested in the papers there that cover diffusion models. Which are they?",
    "Whittle that list down to the papers on diffusion models, please - that's all the board will read.",
])
def test_a_filter_takes_its_topic_from_the_ones_it_keeps_not_from_a_remark(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)
