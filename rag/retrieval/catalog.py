"""Everything retrieval keeps in memory about the stored papers, rebuilt only when the store's revision changes.

One ``Catalog`` per store revision: the papers, their BM25 index, the author and title indexes for metadata routing.
``CatalogCache.get()`` is what a query calls: it compares the store's revision and rebuilds only after a change
(an ingest in this or another process), so queries never rebuild BM25 or list all papers.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from rag.records import Filters, Paper
from rag.retrieval.authors import AuthorIndex
from rag.retrieval.bm25 import BM25Index
from rag.retrieval.filters import filter_mask
from rag.retrieval.text import content_terms
from rag.retrieval.titles import TitleIndex


@dataclass
class Catalog:
    revision: str
    papers: list[Paper]
    bm25: BM25Index
    authors: AuthorIndex = field(init=False)
    titles: TitleIndex = field(init=False)
    index_of: dict[str, int] = field(init=False)

    def __post_init__(self):
        self.index_of = {p.id: i for i, p in enumerate(self.papers)}
        self.authors = AuthorIndex(self.papers, self._is_common_word)
        self.titles = TitleIndex(self.papers, self._document_frequency)
        self._masks: dict[tuple, np.ndarray | None] = {}
        self._lock = threading.Lock()

    def _document_frequency(self, word: str) -> int:
        terms = content_terms(word)
        return self.bm25.document_frequency(terms[0]) if terms else 0

    def _is_common_word(self, word: str, papers_with_it_as_name: int) -> bool:
        """Occurs in more papers than those where it is an author's name (BM25 also indexes the authors)."""
        return self._document_frequency(word) > papers_with_it_as_name

    def mask(self, filters: Filters | None) -> np.ndarray | None:
        """Filter mask over ``papers``, memoised per filter values (the UI repeats the same filters)."""
        if filters is None or filters.is_empty():
            return None
        key = (filters.year_min, filters.year_max, tuple(filters.categories), filters.author)
        with self._lock:
            if key not in self._masks:
                if len(self._masks) > 64:
                    self._masks.clear()
                self._masks[key] = filter_mask(self.papers, filters)
            return self._masks[key]


def build_catalog(papers: Sequence[Paper], revision: str) -> Catalog:
    papers = sorted(papers, key=lambda p: p.id)  # a deterministic order, whatever the store returns
    return Catalog(revision=revision, papers=papers, bm25=BM25Index(papers))


class CatalogCache:
    def __init__(self, store):
        self._store = store
        self._catalog: Catalog | None = None
        self._lock = threading.Lock()

    def get(self) -> Catalog:
        revision = self._store.revision()
        catalog = self._catalog
        if catalog is not None and catalog.revision == revision:
            return catalog
        with self._lock:
            if self._catalog is None or self._catalog.revision != revision:
                self._catalog = build_catalog(self._store.all_papers(), revision)
            return self._catalog
