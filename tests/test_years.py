"""Questions restricted to years: "Which papers were published in 2025?", "papers from 2024 on X", "which of these
are from 2025?" (rag/retrieval/years.py, the retriever's year route, the chain's dated filter)."""
from __future__ import annotations

import pytest

from rag.retrieval.years import question_years
from rag.retrieval.mentions import mentions, phrase_terms


@pytest.mark.parametrize("question, years, rest", [
    ("Which papers were published in 2025?", (2025, 2025), "Which papers?"),
    ("What papers from 2024 are about language models?", (2024, 2024), "What papers are about language models?"),
    ("papers on diffusion since 2022", (2022, None), "papers on diffusion"),
    ("Which studies before 2020 look at vitamin D?", (None, 2019), "Which studies look at vitamin D?"),
    ("Any work between 2019 and 2021 on federated learning?", (2019, 2021), "Any work on federated learning?"),
    ("Show me 2019-2021 work on GANs", (2019, 2021), "Show me work on GANs"),
    ("2023 papers on LLM quantization", (2023, 2023), "papers on LLM quantization"),
    ("papers published after 2023", (2024, None), "papers"),
    ("Which papers are from 2025 or later?", (2025, None), "Which papers?"),
    ("Anything on speech from 2019 or earlier?", (None, 2019), "Anything on speech?"),
    ("papers from 2022 onwards on RL", (2022, None), "papers on RL"),
    ("Summarise the work from 2025 on model merging", (2025, 2025), "Summarise the work on model merging"),
    ("Which of these from 2025 use diffusion?", (2025, 2025), "Which of these use diffusion?"),
])
def test_a_stated_restriction_is_read_and_cut_from_the_question(question, years, rest):
    span = question_years(question)
    assert span is not None
    assert (span.year_min, span.year_max) == years
    assert span.rest == rest


@pytest.mark.parametrize("question", [
    "What did the 2020 wildfire season do to air quality?",
    "Which papers study COVID-19 in 2020 cohorts?",
    "Which papers report results on ImageNet?",
    "Which papers use the SemEval 2017 task data?",
    "Who won the football world cup in 1998?",
])
def test_a_year_the_question_only_mentions_restricts_nothing(question):
    assert question_years(question) is None


def _dated(seeded, year: int) -> set[str]:
    return {p.id for p in seeded.papers() if p.year == year}


def test_papers_of_a_year_are_listed_not_abstained_on(seeded):
    year = max(p.year for p in seeded.papers() if p.year)
    a = seeded.ask(f"Which papers were published in {year}?")
    assert not a.abstained
    assert {c.paper.id for c in a.citations} == _dated(seeded, year)
    undated = sum(p.year is None for p in seeded.papers())
    assert "have no year" in (a.notice or "") and str(undated) in a.notice


def test_a_year_no_paper_has_says_so(seeded):
    a = seeded.ask("Which papers were published in 1987?")
    assert a.abstained and not a.citations
    assert "dated 1987" in a.text


def test_a_topic_within_a_year_cites_only_that_years_papers_on_it(seeded):
    year = max(p.year for p in seeded.papers() if p.year and mentions(p, phrase_terms("federated learning")))
    a = seeded.ask(f"Which papers from {year} are about federated learning?")
    assert a.citations
    assert all(c.paper.year == year for c in a.citations)
    assert all(mentions(c.paper, phrase_terms("federated")) for c in a.citations)


def test_search_reads_the_years_too(seeded):
    hits = seeded.search("papers on diffusion models since 2025")
    assert hits and all(h.paper.year is not None and h.paper.year >= 2025 for h in hits)


def _newest_listed(table):
    """(history after the federated-learning list, its papers, the newest year among them)."""
    _, history, listed = table
    year = max((p.year for p in listed if p.year), default=None)
    assert year is not None, "the seeds' federated-learning list holds a dated paper (FedP²EFT, 2025)"
    return history, listed, year


def test_which_of_these_are_from_a_year_keeps_the_listed_papers_of_that_year(seeded, table):
    history, listed, year = _newest_listed(table)
    a = seeded.ask(f"Which of these are from {year}?", history=history)
    assert a.act == "filter"
    assert [c.paper.id for c in a.citations] == [p.id for p in listed if p.year == year]


def test_which_of_these_from_a_year_none_has_says_so_and_offers_none_from_elsewhere(seeded, table):
    a = seeded.ask("Which of these are from 1987?", history=table[1])
    assert not a.citations
    assert "dated 1987" in a.text


def test_a_topic_no_paper_of_the_year_is_on_says_which_papers_it_searched(seeded):
    year = max(p.year for p in seeded.papers() if p.year)
    a = seeded.ask(f"Which papers from {year} study protein folding in yeast?")
    assert a.abstained
    assert f"dated {year}" in a.text


def test_how_many_of_these_are_from_a_year_counts_them_against_the_list(seeded, table):
    history, listed, year = _newest_listed(table)
    a = seeded.ask(f"How many of these are from {year}?", history=history)
    n = sum(p.year == year for p in listed)
    assert a.text.startswith(f"**{n} of the {len(listed)} papers** in the last answer")
    assert len(a.citations) == n
