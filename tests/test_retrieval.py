"""Retrieval building blocks on their own: fusion arithmetic, name folding, author/title detection, filters.

Hand-computed expectations; the papers are small real Paper records (no mocks of our code)."""
from __future__ import annotations

import pytest

from rag.records import Filters, Paper
from rag.retrieval.authors import AuthorIndex
from rag.retrieval.filters import FilterError, author_matches, check_filters, paper_matcher
from rag.retrieval.fusion import min_max, ranked, reciprocal_rank_fusion, weighted_fusion
from rag.retrieval.text import content_terms, fold, name_tokens, query_content_terms
from rag.retrieval.titles import TitleIndex


def paper(pid: str, authors: list[str], abstract: str = "", title: str | None = None, year: int | None = None,
          categories: list[str] | None = None, display_title: str | None = None) -> Paper:
    return Paper(id=pid, title=title, display_title=display_title or title or pid, authors=authors,
                 authors_truncated=False, year=year, categories=categories or [], abstract=abstract)


# --- fusion --------------------------------------------------------------------------------------------------
def test_rrf_by_hand():
    fused = reciprocal_rank_fusion([["a", "b", "c"], ["b", "d"]], k=60)
    assert fused["a"] == pytest.approx(1 / 61)
    assert fused["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert fused["c"] == pytest.approx(1 / 63)
    assert fused["d"] == pytest.approx(1 / 62)
    assert ranked(fused) == ["b", "a", "d", "c"]


def test_weighted_fusion_min_max_by_hand():
    assert min_max({"a": 2.0, "b": 4.0, "c": 3.0}) == {"a": 0.0, "b": 1.0, "c": 0.5}
    assert min_max({"a": 0.3}) == {"a": 1.0}
    fused = weighted_fusion({"a": 0.9, "b": 0.5}, {"b": 10.0, "c": 2.0}, dense_weight=0.25)
    assert fused["a"] == pytest.approx(0.25 * 1.0)
    assert fused["b"] == pytest.approx(0.25 * 0.0 + 0.75 * 1.0)
    assert fused["c"] == pytest.approx(0.0)
    assert ranked(fused)[0] == "b"


# --- text ----------------------------------------------------------------------------------------------------
def test_folding_handles_accents_and_german_transliteration():
    assert fold("Jan Stühmer") == "jan stuhmer"
    assert name_tokens("Jan Stühmer") == name_tokens("Jan Stuehmer") == name_tokens("JAN STUHMER")
    assert name_tokens("Łukasz Dudziak") == ["lukasz", "dudziak"]
    assert name_tokens("Ye XUE") == ["ye", "xue"]  # a final "ue" is not a transliteration: Xue != Xu
    assert name_tokens("Ye Xue") != name_tokens("Ye Xu")


def test_content_terms_are_stemmed_without_stop_words():
    assert content_terms("The benchmarks of fairness") == ["benchmark", "fair"]
    assert query_content_terms("Which papers study fairness?") == {"fair"}


# --- author matching (filters) -------------------------------------------------------------------------------
@pytest.mark.parametrize("wanted, name, expected", [
    ("Hospedales", "Timothy Hospedales", True),
    ("hospedales", "Timothy Hospedales", True),
    ("Tim Hospedales", "Timothy Hospedales", True),
    ("T Hospedales", "Timothy Hospedales", True),
    ("Timothy Hospedales", "Timothy Hospedales", True),
    ("Stuehmer", "Jan Stühmer", True),
    ("Stuhmer", "Jan Stühmer", True),
    ("Holzmüller", "David Holzmüller", True),
    ("Hospedales Timothy", "Timothy Hospedales", False),
    ("Gouk", "Timothy Hospedales", False),
    ("Kim", "Minyoung Kim", True),
])
def test_author_matches(wanted, name, expected):
    assert author_matches(name, wanted) is expected


def test_filters_year_category_author():
    p = paper("p1", ["Jan Stühmer", "Henry Gouk"], year=2025, categories=["General Machine Learning", "Causality"])
    assert paper_matcher(Filters(year_min=2025, year_max=2025))(p)
    assert not paper_matcher(Filters(year_min=2026))(p)
    assert not paper_matcher(Filters(year_max=2024))(p)
    assert paper_matcher(Filters(categories=["causality"]))(p)
    assert paper_matcher(Filters(categories=["vision", "CAUSALITY"]))(p)  # any of
    assert paper_matcher(Filters(categories=["machine learning"]))(p)  # a whole-word part of a category
    assert not paper_matcher(Filters(categories=["causal"]))(p)  # but not half a word
    assert paper_matcher(Filters(author="stuehmer"))(p)
    assert not paper_matcher(Filters(author="Hospedales"))(p)
    undated = paper("p2", ["A B"])
    assert not paper_matcher(Filters(year_min=2000))(undated)  # unknown year never passes a year filter
    assert paper_matcher(Filters(author="a b"))(undated)


def test_contradictory_filters_are_refused():
    with pytest.raises(FilterError, match="after"):
        check_filters(Filters(year_min=2026, year_max=2020))
    with pytest.raises(FilterError):
        check_filters(Filters(author=" - "))


# --- author detection ----------------------------------------------------------------------------------------
def _author_index(papers):
    # "common word" = the surname occurs in some abstract (what catalog.py derives from BM25 frequencies)
    text = " ".join(fold(p.abstract) for p in papers)
    return AuthorIndex.in_memory(papers, lambda token, n: token in text.split())


def test_author_found_by_full_name_surname_and_without_accents():
    papers = [paper("a", ["Henry Gouk", "Jan Stühmer"]), paper("b", ["Timothy Hospedales"]),
              paper("c", ["Henry Gouk"])]
    index = _author_index(papers)
    assert index.find("what did Henry Gouk write?").papers == {0, 2}
    assert index.find("papers by hospedales").papers == {1}
    assert index.find("Hospedales").papers == {1}
    assert index.find("Stuehmer's work").papers == {0}
    assert index.find("Stuhmer").papers == {0}
    assert index.find("what is a diffusion model?") is None


def test_common_word_surnames_need_a_cue_and_a_capital():
    papers = [paper("a", ["Wei Long"], abstract="long horizon planning with long contexts"),
              paper("b", ["Da Li"], abstract="segmentation")]
    index = _author_index(papers)
    assert index.find("long-horizon planning") is None
    assert index.find("papers on long contexts") is None
    assert index.find("papers by Long").papers == {0}
    assert index.find("Wei Long").papers == {0}  # a full name always counts
    assert index.find("li") is None  # two letters alone are too short to be a name
    assert index.find("papers by Li").papers == {1}


def test_title_names_must_be_distinctive():
    papers = [
        paper("a", [], title=None, display_title="MEDFAIR", abstract="We present MEDFAIR, a benchmark."),
        paper("b", [], title="Large Language Models: a survey of many things", abstract="language models"),
        paper("c", [], title="MuPHI: Learning Implicit Multimodal Harm Reasoning", abstract="harm"),
    ]
    df = {"medfair": 1, "large": 31, "language": 40, "models": 90, "muphi": 1}  # as in a corpus of ~120 papers
    index = TitleIndex.in_memory(papers, lambda w: df.get(w, 0))
    assert index.find("who wrote MEDFAIR?")[0] == {0}
    assert index.find("tell me about muphi")[0] == {2}
    assert index.find("which large language models reason?")[0] == set()
    assert index.find("large language models: a survey of many things")[0] == {1}  # the full title does count
