"""An area question that names its topic and then explains it lists the topic's papers, as its short form does
(rag.answer.area.summary.members judges the topic the question names, rag.retrieval.query.topic_head). Over the
seeds, "Summarise the work on federated learning, where many clients train a shared model without pooling their
data" listed 3 of the 8 federated-learning papers: a paper had to use the explanation's words too."""
from __future__ import annotations

import pytest

from rag.answer.area.summary import topic_terms

SHORT = "Summarise the work on federated learning"
EXPLAINED = [
    SHORT + ", where many clients train a shared model without pooling their data",
    SHORT + ", i.e. collaborative training across devices that keep their data on the device",
    "Give me an overview of the research on federated learning; in particular how clients with different data "
    "distributions are aggregated",
]


def _cited(answer) -> set[str]:
    return {c.paper.id for c in answer.citations}


@pytest.fixture(scope="module")
def short_papers(seeded):
    papers = _cited(seeded.ask(SHORT, mode="area"))
    assert len(papers) >= 6, "the seeds hold at least 6 federated-learning papers"
    return papers


@pytest.mark.parametrize("question", EXPLAINED)
def test_an_explained_topic_finds_the_papers_its_name_finds(seeded, short_papers, question):
    found = _cited(seeded.ask(question, mode="area"))
    assert len(found & short_papers) >= len(short_papers) - 1, (len(found & short_papers), len(short_papers))


@pytest.mark.parametrize("question, words", [
    ("I'm interested in federated learning", ["feder", "learn"]),
    ("I'd like an overview of diffusion models", ["diffus", "model"]),
    ("What has been done on federated learning?", ["feder", "learn"]),
])
def test_the_askers_own_words_are_no_topic_terms(question, words):
    assert topic_terms(question).required == words
