"""Everything retrieval keeps in memory about the stored papers, rebuilt only when the store's revision changes.

One ``Catalog`` per store revision: the papers, their BM25 index, the author and title indexes for metadata routing.
``CatalogCache.get()`` is what a query calls: it compares the store's revision and rebuilds only after a change
(an ingest in this or another process), so queries never rebuild BM25 or list all papers. With a cache folder the
catalog is also kept on disk (one file per store revision and retrieval code version), so a new process, e.g. each
`litchat search` on a large corpus, loads it instead of re-reading and re-tokenising every paper.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
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
        self.origin = "built"  # or "disk"

    def __getstate__(self):
        state = dict(self.__dict__)
        state.pop("_lock"), state.pop("_masks")
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._masks, self._lock, self.origin = {}, threading.Lock(), "disk"

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
        key = (filters.year_min, filters.year_max, tuple(filters.categories), filters.author,
               tuple(sorted(filters.paper_ids)))
        with self._lock:
            if key not in self._masks:
                if len(self._masks) > 64:
                    self._masks.clear()
                self._masks[key] = filter_mask(self.papers, filters)
            return self._masks[key]


def build_catalog(papers: Sequence[Paper], revision: str) -> Catalog:
    papers = sorted(papers, key=lambda p: p.id)  # a deterministic order, whatever the store returns
    return Catalog(revision=revision, papers=papers, bm25=BM25Index(papers))


def _code_version() -> str:
    """Changes whenever the code that builds a catalog changes: a cached file from older code is never loaded."""
    folder = Path(__file__).parent
    digest = hashlib.sha256()
    for name in ("catalog.py", "bm25.py", "text.py", "authors.py", "titles.py", "filters.py"):
        digest.update((folder / name).read_bytes())
    return digest.hexdigest()[:12]


CODE_VERSION = _code_version()
REVISION_TTL = 1.0  # seconds a checked store revision is trusted (one round trip saved on most searches)


class CatalogCache:
    def __init__(self, store, cache_dir: Path | None = None):
        self._store = store
        self._dir = cache_dir
        self._catalog: Catalog | None = None
        self._checked = (0.0, 0)  # time.monotonic() of the last revision check, store.local_writes then
        self._lock = threading.Lock()

    def get(self) -> Catalog:
        """The catalog of the store's current revision. The revision (a round trip to the store) is checked at most
        once every ``REVISION_TTL`` seconds unless this process wrote to the store: another process's ingest shows
        in searches within that time, this process's own writes at once."""
        catalog, (checked, writes) = self._catalog, self._checked
        local_writes = getattr(self._store, "local_writes", 0)
        if catalog is not None and writes == local_writes and time.monotonic() - checked < REVISION_TTL:
            return catalog
        revision = self._store.revision()
        if catalog is not None and catalog.revision == revision:
            self._checked = (time.monotonic(), local_writes)
            return catalog
        with self._lock:
            if self._catalog is None or self._catalog.revision != revision:
                self._catalog = self._load(revision) or self._build(revision)
            self._checked = (time.monotonic(), local_writes)
            return self._catalog

    def _path(self, revision: str) -> Path | None:
        return self._dir / f"catalog-{revision}-{CODE_VERSION}.pkl" if self._dir is not None else None

    def _load(self, revision: str) -> Catalog | None:
        path = self._path(revision)
        if path is None or not path.is_file():
            return None
        try:
            with path.open("rb") as f:
                catalog = pickle.load(f)  # our own file in the user's data directory
        except Exception:
            return None  # unreadable (e.g. a partial write from a killed process): rebuilt below
        return catalog if isinstance(catalog, Catalog) and catalog.revision == revision else None

    def _build(self, revision: str) -> Catalog:
        catalog = build_catalog(self._store.all_papers(), revision)
        path = self._path(revision)
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_suffix(f".{os.getpid()}.tmp")
                with tmp.open("wb") as f:
                    pickle.dump(catalog, f, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(tmp, path)  # atomic: readers see the old file or the whole new one
                for old in path.parent.glob("catalog-*.pkl"):
                    if old != path:
                        old.unlink(missing_ok=True)
            except OSError:
                pass  # a read-only data directory only costs the rebuild next time
        return catalog


def catalog_cache_for(settings, store) -> CatalogCache:
    """The search catalog's cache for this store, where every process of this settings.home looks for it."""
    return CatalogCache(store, settings.home / "cache" / f"retrieval-{settings.collection}")
