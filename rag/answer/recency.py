"""Questions about when papers appeared: "What's the most recent paper on X?", "the latest papers on X", "Which is
the oldest paper here?". The papers on the topic are ordered by the year in their records; a paper without one
cannot be placed and is said to be so, never guessed."""
from __future__ import annotations

import re
from typing import Literal, Sequence

from rag.answer.run import Run
from rag.records import PaperHit
from rag.retrieval.text import query_content_terms

Order = Literal["newest", "oldest"]

_NEWEST = re.compile(r"\b(most recent|latest|newest|most up[- ]to[- ]date|most current)\b", re.I)
_OLDEST = re.compile(r"\b(oldest|earliest|first published)\b", re.I)
_ONE = re.compile(r"\b(paper|study|article|publication|preprint|work|one)\b", re.I)
_IS_THE = re.compile(r"\b(is|was) the (most recent|latest|newest|oldest|earliest)\b", re.I)  # "which of these is …"
_PLACES = {"one", "ones", "here", "collect", "librari", "databas", "set"}  # stemmed: "in the collection"
_MANY = re.compile(r"\b(papers|studies|articles|publications|preprints|works|ones)\b", re.I)


def recency(question: str) -> Order | None:
    """Whether the question asks for the newest or the oldest papers (None: neither)."""
    if _NEWEST.search(question):
        return "newest"
    if _OLDEST.search(question):
        return "oldest"
    return None


def asks_one(question: str) -> bool:
    """"the most recent paper on X" asks for one (the papers of the extreme year); "the latest papers" for all."""
    return bool(_ONE.search(question) or _IS_THE.search(question)) and not _MANY.search(question)


def without_recency(question: str) -> str:
    """The question without its recency words ("What is the oldest paper on X?" -> "What is the paper on X?")."""
    text = _OLDEST.sub(" ", _NEWEST.sub(" ", question))
    return re.sub(r"\s{2,}", " ", text).strip() if text != question else question


def has_topic(question: str) -> bool:
    """"Which is the newest paper in the corpus?" names no topic: the corpus's newest papers are the answer."""
    return bool(query_content_terms(without_recency(question)) - _PLACES)


def by_year(hits: Sequence[PaperHit], order: Order, one: bool) -> tuple[list[PaperHit], int]:
    """(the dated hits, newest or oldest first, then the undated ones; only the extreme year's when ``one``; how
    many hits have no year). Hits of the same year keep their retrieval order."""
    dated = [h for h in hits if h.paper.year]
    dated.sort(key=lambda h: -h.paper.year if order == "newest" else h.paper.year)
    undated = [h for h in hits if not h.paper.year]
    if one:
        return [h for h in dated if h.paper.year == dated[0].paper.year] if dated else [], len(undated)
    return dated + undated, len(undated)


def recency_line(order: Order, kept: Sequence[PaperHit], undated: int, one: bool, where: str) -> str:
    """The line the answer opens with, saying what the order rests on (``where``: "on this topic", "of these",
    "in the corpus")."""
    if not kept:
        return f"No paper {where} has a year in its record, so none can be placed as the {order}."
    year = kept[0].paper.year
    head = (f"The {'most recent' if order == 'newest' else 'oldest'} {'paper' if len(kept) == 1 else 'papers'} "
            f"{where} {'is' if len(kept) == 1 else 'are'} from {year}" if one else
            "These papers, " + f"{order} first" if where == "of these" else f"The papers {where}, {order} first")
    missing = f" ({undated} {'has' if undated == 1 else 'have'} no year in {'its' if undated == 1 else 'their'} " \
              f"record{'s' if undated != 1 else ''} and cannot be placed{'' if one else ': they come last'})" \
        if undated else ""
    return f"{head}{missing}:"


def order_by_recency(run: Run, retriever, k: int, area_max: int) -> None:
    """"The most recent paper on X", "the oldest papers here": the turn's papers on the topic (or, naming none, the
    corpus's papers of its newest or oldest year) ordered by their records' years; undated ones are counted."""
    order = recency(run.question)
    if order is None:
        return
    where = "of these" if run.reading.papers else "on this topic" if has_topic(run.question) else "in the corpus"
    pool = _extreme_year(run, retriever, order, area_max) if where == "in the corpus" else (run.topic or run.hits)
    one = asks_one(run.question)
    kept, undated = by_year(pool, order, one)
    run.prefix = recency_line(order, kept, undated, one, where)
    run.hits, run.mode, run.every_paper = (kept or list(pool)[:k]), "answer", True


def _extreme_year(run: Run, retriever, order: Order, area_max: int) -> list:
    """Every paper of the corpus's newest (or oldest) year, within the turn's filters."""
    cat = retriever.catalog.get()
    mask = cat.mask(run.filters)
    years = [row.year for i, row in enumerate(cat.papers.filter_rows()) if row.year and (mask is None or mask[i])]
    if not years:
        return []
    year = max(years) if order == "newest" else min(years)
    return retriever.search(f"published in {year}", k=area_max, filters=run.filters)
