""""Which papers propose a new benchmark?" lists the papers that make one, not every paper that evaluates on one
(rag.answer.area.contribution.asked_artefact / makes): over the seeds it listed 24 papers, VeLO "evaluated on the
MLCommons optimizer benchmark suite" and MobileQuant among them."""
from __future__ import annotations

import pytest

from rag.answer.area.contribution import asked_artefact, makes
from rag.records import Paper


def _paper(title: str | None, abstract: str) -> Paper:
    return Paper(id="p", title=title, display_title=title or "p", authors=[], authors_truncated=False, year=None,
                 categories=[], abstract=abstract, sources=[])


@pytest.mark.parametrize("question, artefact", [
    ("Which papers propose a new benchmark?", "benchmark"),
    ("Any papers that introduce new medical imaging datasets?", "dataset"),
    ("Which papers release a library?", "library"),
    ("Which papers evaluate on ImageNet?", None),
    ("Which papers propose a new method for federated learning?", None),
    ("Which papers use the MIMIC dataset?", None),
])
def test_the_thing_a_question_asks_papers_to_have_made(question, artefact):
    assert asked_artefact(question) == artefact


@pytest.mark.parametrize("title, abstract, made", [
    (None, "To bridge this gap, we introduce CLIMB, a comprehensive clinical benchmark of imaging data.", True),
    (None, "This paper introduces a new task, an associated benchmark, and a strong baseline.", True),
    ("CalArena: A Large-Scale Post-Hoc Calibration Benchmark", "We compare calibration methods.", True),
    ("Query Symbolically or Retrieve Semantically? A Dataset and Method for QA", "We study QA.", True),
    (None, "We independently evaluate VeLO on the MLCommons optimizer benchmark suite.", False),
    ("Sharpness-Aware Trajectory Matching for Dataset Condensation", "We condense datasets.", False),
    (None, "We analyze a diverse collection of categorical datasets with multiple annotations.", False),
])
def test_a_paper_makes_what_its_title_heads_or_its_first_person_sentence_says(title, abstract, made):
    artefact = "dataset" if "ataset" in f"{title} {abstract}" else "benchmark"
    assert makes(_paper(title, abstract), artefact) is made


def test_which_papers_propose_a_benchmark_lists_those_that_make_one(seeded):
    answer = seeded.ask("Which papers propose a new benchmark?")
    titles = {c.paper.display_title for c in answer.citations}
    assert {"MIRB: Multi-Image Relational Benchmark", "CalArena: A Large-Scale Post-Hoc Calibration Benchmark"} <= titles
    assert not any("VeLO" in t or "MobileQuant" in t for t in titles), titles
    assert all(makes(c.paper, "benchmark") for c in answer.citations)
