"""A chat passed back as plain text (an answer's own text as the assistant turn's content, no "citations" ids and no
sources list, as a Python caller naturally writes it) keeps its thread: the previous papers are read from the
answer's bold paper labels. And after an honest "none of these", "they" still means the papers listed before it.
Over the seeds, "Which of these use chest X-ray data?" after the fairness-in-medical-imaging list cited a paper
from outside the list, and "What results do they report?" after the "none" answered about random papers."""
from __future__ import annotations

import pytest

from rag.answer.render import parse_labels

FAIRNESS = "Which papers study fairness in medical imaging?"


def _plain(question: str, answer) -> list[dict]:
    return [{"role": "user", "content": question}, {"role": "assistant", "content": answer.text}]


def _ids(answer) -> set[str]:
    return {c.paper.id for c in answer.citations}


@pytest.fixture(scope="module")
def first(seeded):
    answer = seeded.ask(FAIRNESS)
    assert len(answer.citations) >= 2
    return answer


def test_labels_are_read_with_the_mark_that_follows_them():
    text = ("- **MEDFAIR** (Yongshuo Zong et al., n.d.): In this work, we introduce MEDFAIR [1].\n"
            "- **FairTune** (Raman Dutt et al., n.d.): FairTune improves fairness [2].\n"
            "**Overview.** no mark here\n**No paper in the corpus mentions *X***.")
    assert parse_labels(text) == [(1, "MEDFAIR"), (2, "FairTune")]


def test_a_filter_over_a_plain_text_history_stays_in_the_listed_papers(seeded, first):
    answer = seeded.ask("Which of these use chest X-ray data?", history=_plain(FAIRNESS, first))
    assert answer.text.startswith(f"None of the {len(first.citations)} papers in the last answer")
    assert not _ids(answer) & _ids(first)


def test_they_after_a_none_means_the_papers_listed_before_it(seeded, first):
    history = _plain(FAIRNESS, first)
    none = seeded.ask("Which of these use protein folding?", history=history)
    assert not none.citations, "no paper of the seeds mentions protein folding"
    history += _plain("Which of these use protein folding?", none)
    answer = seeded.ask("What results do they report?", history=history)
    assert _ids(answer) == _ids(first)


def test_a_data_noun_is_not_required_of_a_filters_papers(seeded, first):
    """"chest X-ray data": papers that use chest X-rays count, though they never write "chest X-ray data"."""
    answer = seeded.ask("Which of these use chest X-ray data?", history=_plain(FAIRNESS, first))
    assert "either" not in answer.text and answer.citations
    assert all("x-ray" in (c.paper.abstract or "").lower() for c in answer.citations)
