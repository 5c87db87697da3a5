"""records.Filters applied to papers: year range, categories (any of), author (exact or partial), paper ids,
Zotero collections and tags (any of; stored as the categories "collection: …" and "tag: …").

Matching is case- and accent-insensitive: "hospedales" matches "Timothy Hospedales", "Stuehmer" and "Stuhmer"
match "Jan Stühmer", "machine learning" matches the category "Machine Learning".
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

import numpy as np

from rag.records import LIBRARY_COLLECTION, LIBRARY_TAG, Filters, Paper, PaperHit
from rag.retrieval.text import fold, name_tokens


class FilterError(ValueError):
    """Filters that cannot match anything by construction (e.g. year_min after year_max)."""


def check_filters(filters: Filters) -> None:
    if filters.year_min is not None and filters.year_max is not None and filters.year_min > filters.year_max:
        raise FilterError(f"year_min {filters.year_min} is after year_max {filters.year_max}")
    if filters.author is not None and not name_tokens(filters.author):
        raise FilterError(f"author filter {filters.author!r} has no letters or digits")


def author_matches(name: str, wanted: str) -> bool:
    """Exact or partial: the wanted tokens appear in order in the name, each as a word prefix
    ("Hospedales", "Tim Hospedales", "T Hospedales" all match "Timothy Hospedales")."""
    have, want = name_tokens(name), name_tokens(wanted)
    if not want:
        return False
    if " ".join(want) in " ".join(have):
        return True
    pos = 0
    for token in want:
        while pos < len(have) and not have[pos].startswith(token):
            pos += 1
        if pos == len(have):
            return False
        pos += 1
    return True


def _category_pattern(category: str) -> re.Pattern:
    return re.compile(r"(?<!\w)" + re.escape(fold(category).strip()) + r"(?!\w)")


COLLECTION, TAG = LIBRARY_COLLECTION, LIBRARY_TAG


def _library_patterns(filters: Filters) -> list[re.Pattern]:
    """Zotero collection/tag filters as category patterns: a collection takes its sub-collections, a tag is exact."""
    out = [re.compile("^" + re.escape(fold(COLLECTION + c.strip().strip("/"))) + r"(/|$)")
           for c in filters.collections if c.strip()]
    out += [re.compile("^" + re.escape(fold(TAG + t.strip())) + "$") for t in filters.tags if t.strip()]
    return out


def paper_matcher(filters: Filters):
    """A predicate Paper -> bool for these filters."""
    check_filters(filters)
    categories = [_category_pattern(c) for c in filters.categories if c.strip()]
    library = _library_patterns(filters)
    ids = frozenset(filters.paper_ids)

    def matches(paper: Paper) -> bool:
        if ids and paper.id not in ids:
            return False
        if filters.year_min is not None and (paper.year is None or paper.year < filters.year_min):
            return False
        if filters.year_max is not None and (paper.year is None or paper.year > filters.year_max):
            return False
        if categories and not any(p.search(fold(c)) for c in paper.categories for p in categories):
            return False
        if filters.author and not any(author_matches(a, filters.author) for a in paper.authors):
            return False
        if library and not any(p.search(fold(c)) for c in paper.categories for p in library):
            return False
        return True

    return matches


def filter_mask(papers: Sequence[Paper], filters: Filters | None) -> np.ndarray | None:
    """1.0 for papers that pass, 0.0 for the rest; None when there is nothing to filter."""
    if filters is None or filters.is_empty():
        return None
    matches = paper_matcher(filters)
    return np.fromiter((1.0 if matches(p) else 0.0 for p in papers), dtype=np.float32, count=len(papers))


def restrict(filters: Filters | None, paper_ids: list[str]) -> Filters | None:
    """The caller's filters, narrowed to ``paper_ids`` when a follow-up resolved to papers (a Zotero collection
    or tag filter stays too)."""
    if not paper_ids:
        return filters
    return replace(filters or Filters(), paper_ids=list(paper_ids))


def without_copies(hits: Sequence[PaperHit]) -> list[PaperHit]:
    """The hits without a later copy of a paper already among them: the same title, authors, year and abstract
    under another id (NFCorpus holds such pairs; an answer citing both reads as a mistake)."""
    seen: set[str] = set()
    kept = []
    for h in hits:
        key = h.paper.content_hash()
        if key not in seen:
            seen.add(key)
            kept.append(h)
    return kept
