"""Round 37 of the turn interpreter (issue #18): general causes behind fresh34's misses (fresh34 is tuning data from
round 37 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read as the
chat reads a turn, and against a small corpus of its own for a title that holds an ordinal. The phrasings are new
variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import json

import pytest

from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.places import _ordinal
from rag.answer.conversation.state import extend_history
from rag.api import Litchat
from rag.settings import Settings

X = "diffusion models"


@pytest.mark.parametrize("question", ["before the second half", "at first glance", "why list it in the first place?",
                                      "on the last page", "over a second coffee", "the third attempt failed"])
def test_an_ordinal_of_something_else_is_no_place_in_the_list(question):
    assert _ordinal(question, 5) is None


def test_a_place_after_an_ordinal_of_something_else_is_still_read():
    assert _ordinal("on the last page of the second paper", 5) == 1


@pytest.mark.parametrize("question", [
    "Warming up before the second half. Quick one: what did each of these papers find?",
    "At first glance they look close - what did each of them find?",
])
def test_an_ordinal_of_something_else_leaves_the_turn_on_every_paper(table, read_as_chat, question):
    _, _, papers = table
    r = read_as_chat(question)
    assert r.act == "follow_up" and {p.id for p in r.papers} == {p.id for p in papers}, (question, r.act, r.rule)


@pytest.mark.parametrize("question", [
    "Of all the papers you've presented,\nwhich are on X? The rest can go.",
    "Among all the articles you put up, which use X?",
    "Of the papers you displayed, which are about X?",
    "From all of the studies you've gathered - which ones are on X?",
])
def test_papers_the_last_answer_showed_in_other_words_are_filtered(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "filter" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "The entire corpus, every last paper:\nwhat does it say on X? Summarise, consolidate.",
    "All of the library, please - what does it hold on X? Sum up and condense.",
])
def test_a_closing_verb_of_summarising_is_no_topic(table, read_as_chat, question):
    r = read_as_chat(question)
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (question, r.act, r.rule, r.topic)


TITLED = [{"title": "Diverticular disease of the colon. The first of the Western diseases shown to be due to a "
                    "deficiency of dietary fibre", "authors": ["A Author"], "year": 1975,
           "abstract": "Diverticular disease of the colon appeared with refined diets low in dietary fibre."},
          {"title": "Diverticular disease: epidemiology and management", "authors": ["B Author"], "year": 2011,
           "abstract": "Diverticular disease of the colon is common in Western countries; its management is reviewed."},
          {"title": "Dietary fibre and colonic diverticula in vegetarians", "authors": ["C Author"], "year": 1979,
           "abstract": "Vegetarians eating more dietary fibre had fewer colonic diverticula than other people."}]


def test_an_ordinal_inside_a_title_the_turn_copies_is_part_of_the_title(tmp_path):
    corpus = tmp_path / "papers.jsonl"
    corpus.write_text("\n".join(json.dumps(p) for p in TITLED) + "\n", encoding="utf-8")
    lc = Litchat(Settings(home=tmp_path / "home", seeds_dir=tmp_path))
    assert lc.ingest([corpus]).papers_total == 3
    first = lc.ask("Which papers study diverticular disease of the colon and dietary fibre?")
    listed = [c.paper for c in first.citations]
    titled = next(p for p in listed if p.display_title.startswith("Diverticular disease of the colon."))
    question = f"tell me more about {titled.display_title}, please"
    r = interpret(question, extend_history([], first), lc.retriever.catalog.get(), reader=lc.chain.act_reader)
    assert [p.id for p in r.papers] == [titled.id] and r.rule != "ordinal", (r.act, r.rule, [p.id for p in r.papers])
