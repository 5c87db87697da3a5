"""Round 5 of issue #18: a turn's topic found by what it is not (rag.answer.conversation.topic_span), and the readings
built on it against the real seeds catalog: a bare topic in a running chat, a whole-corpus question, a yes-no filter,
a reference by author surname. The wordings here are none of the benchmark's phrasings."""
from __future__ import annotations

import pytest

from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.topic_span import bare_topic, core_topic, without_discourse
from rag.retrieval.mentions import mentions, phrase_terms


@pytest.mark.parametrize("text, topic", [
    ("Could you list the ones among those that deal with graph pooling, please?", "graph pooling"),
    ("I only want the protein folding-related ones from your list.", "protein folding"),
    ("Give me the lay of the land, the state of speech recognition research, as a whole", "speech recognition"),
    ("what does the body of work on sleep apnea say, in short?", "sleep apnea"),
    ("A primer on knowledge distillation for beginners would help.", "knowledge distillation"),
    ("Which of them look at cancer of the breast?", "cancer of the breast"),
    ("papers on body mass index", "body mass index"),  # "body" only wraps a topic before "of"
    ("Which of these use drug use surveys?", "drug use surveys"),  # "use" starts no topic, ends one
    ("Which papers propose or apply diffusion models (for images, audio or weights)?", "diffusion models"),
    ("tell me more about these, thanks", ""),
])
def test_the_topic_is_what_the_request_wraps(text, topic):
    assert core_topic(text) == topic


def test_a_bare_topic_is_a_topic_wrapped_in_nothing_but_a_request():
    assert bare_topic("Moving on to something else: wildfire smoke.") == "wildfire smoke"
    assert bare_topic("What has anyone published about wildfire smoke?") == "wildfire smoke"
    assert bare_topic("Wildfire smoke harms lung function.") == ""  # a claim: its verb says more
    assert bare_topic("What are the risks of wildfire smoke?") == ""  # a question about the topic
    assert without_discourse("Okay, forget that. Which papers cover wildfire smoke?") == \
        "Which papers cover wildfire smoke?"
    assert without_discourse("Wildfire smoke. Which papers?") == "Wildfire smoke. Which papers?"


def test_a_bare_topic_in_a_running_chat_is_searched_not_checked_as_a_claim(table):
    catalog, history, _ = table
    r = interpret("Right, moving along: diffusion models.", history, catalog)
    assert r.act == "new_topic" and r.papers == [] and r.standalone == "Which papers study diffusion models?"


def test_a_question_over_the_whole_corpus_is_an_area_summary(table):
    catalog, history, _ = table
    r = interpret("What do we know about diffusion models across the whole corpus?", history, catalog)
    assert r.act == "area" and r.papers == [] and r.topic == "diffusion models"


def test_a_yes_no_question_over_the_papers_filters_them(table):
    catalog, history, cited = table
    r = interpret("Do the papers you listed say anything on personalization?", history, catalog)
    assert r.act == "filter" and r.topic == "personalization"
    assert r.papers == [p for p in cited if mentions(p, phrase_terms("personalization"))]
    r = interpret("Do those have any weaknesses worth knowing?", history, catalog)
    assert r.act == "attribute"  # an attribute of all of them, not a filter by "weaknesses"


def test_a_paper_is_named_by_its_authors_surname(table):
    catalog, history, cited = table
    checked = 0
    for paper in cited:
        surname = paper.authors[0].split()[-1] if paper.authors else ""
        firsts = [p for p in cited if p.authors and p.authors[0].split()[-1] == surname]
        if not surname or len(firsts) != 1 or not surname[0].isupper():
            continue
        for question in (f"What did {surname} et al. do?", f"Tell me about the {surname} paper."):
            r = interpret(question, history, catalog)
            assert r.act in ("reference", "attribute") and r.papers == [paper], question
            checked += 1
    assert checked >= 2
