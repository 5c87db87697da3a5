"""What retrieval knows about the stored papers besides their vectors, one catalog per store revision.

A ``Catalog`` holds the papers' records, their BM25 index and the author and title indexes for metadata routing.
It is built once per revision (by the process that ingests: `litchat ingest` builds it) into a folder of its own
under the cache directory: ``bm25/`` (bm25s' files) and ``catalog.sqlite`` (paper records, author and title names).
Searching processes open that folder: the BM25 score matrix is memory-mapped, records and names are read for the
few papers and query words a search touches (hot records cached), so a serving process stays small however many
papers the store holds. ``CatalogCache.get()`` is what a query calls: it re-checks the store's revision at most
once every REVISION_TTL seconds and, after a change (an ingest in this or another process), opens the new
revision's folder (or builds it) and swaps the reference: searches in flight finish on the catalog they started
with.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

from rag.records import Filters, Paper
from rag.retrieval.acronyms import by_long_form, mine_acronyms
from rag.retrieval.authors import AuthorIndex, author_entries
from rag.retrieval.bm25 import BM25Index, paper_text
from rag.retrieval.filters import filter_mask
from rag.retrieval.tables import (CatalogDB, MemoryLookup, MemoryPapers, SqliteLookup, SqlitePapers,
                                  write_tables)
from rag.retrieval.text import content_terms
from rag.retrieval.titles import TitleIndex, title_entries

MASKS_KEPT = 16  # memoised filter masks (4 bytes a paper each)


class Catalog:
    def __init__(self, revision: str, papers, bm25: BM25Index, author_names, author_surnames, longest_author: int,
                 title_names, longest_title: int, origin: str = "built", acronyms=None, long_forms=None):
        self.revision = revision
        self.papers = papers  # MemoryPapers or SqlitePapers: records by catalog index
        self.size = len(papers)
        self.bm25 = bm25
        self.authors = AuthorIndex(author_names, author_surnames, longest_author, self._is_common_word)
        self.titles = TitleIndex(title_names, longest_title)
        self.acronyms = acronyms if acronyms is not None else MemoryLookup({})  # acronym -> long form (query.py)
        self.long_forms = long_forms if long_forms is not None else MemoryLookup({})  # long form -> acronym
        self.origin = origin  # "built" by this process, or "disk": opened from another process's files
        self._masks: OrderedDict[tuple, np.ndarray | None] = OrderedDict()
        self._lock = threading.Lock()

    def _document_frequency(self, word: str) -> int:
        terms = content_terms(word)
        return self.bm25.document_frequency(terms[0]) if terms else 0

    def _is_common_word(self, word: str, papers_with_it_as_name: int) -> bool:
        """Occurs in more papers than those where it is an author's name (BM25 also indexes the authors)."""
        return self._document_frequency(word) > papers_with_it_as_name

    def get(self, indexes: Iterable[int]) -> list[Paper]:
        return self.papers.get(indexes)

    def texts_with(self, term: str, n: int) -> list[str]:
        """What BM25 read of the first ``n`` papers holding the stemmed ``term``."""
        return [paper_text(p) for p in self.get(self.bm25.postings(term)[:n].tolist())]

    def index_of(self, ids: Iterable[str]) -> dict[str, int]:
        return self.papers.index_of(ids)

    def ids(self, indexes: Iterable[int]) -> list[str]:
        return self.papers.ids(indexes)

    def mask(self, filters: Filters | None) -> np.ndarray | None:
        """Filter mask over the papers, memoised per filter values (the UI repeats the same filters)."""
        if filters is None or filters.is_empty():
            return None
        key = (filters.year_min, filters.year_max, tuple(filters.categories), filters.author,
               tuple(sorted(filters.paper_ids)), tuple(filters.collections), tuple(filters.tags))
        with self._lock:
            if key in self._masks:
                self._masks.move_to_end(key)
                return self._masks[key]
        mask = filter_mask(_Rows(self.papers), filters)
        with self._lock:
            self._masks[key] = mask
            while len(self._masks) > MASKS_KEPT:
                self._masks.popitem(last=False)
        return mask


class _Rows:
    """The filter fields of every paper, streamed (filter_mask needs len() and iteration)."""

    def __init__(self, papers):
        self._papers = papers

    def __len__(self) -> int:
        return len(self._papers)

    def __iter__(self):
        return self._papers.filter_rows()


def _parts(papers: Sequence[Paper]):
    papers = sorted(papers, key=lambda p: p.id)  # a deterministic order, whatever the store returns
    bm25 = BM25Index(papers)

    def document_frequency(word: str) -> int:
        terms = content_terms(word)
        return bm25.document_frequency(terms[0]) if terms else 0

    names, surnames, longest_author = author_entries(papers)
    titles, longest_title = title_entries(papers, document_frequency)
    acronyms = mine_acronyms(f"{p.title or ''}. {p.abstract}" for p in papers)
    return papers, bm25, names, surnames, longest_author, titles, longest_title, acronyms


def build_catalog(papers: Sequence[Paper], revision: str) -> Catalog:
    """A catalog held in this process's memory (no cache folder, or one that cannot be written)."""
    papers, bm25, names, surnames, longest_author, titles, longest_title, acronyms = _parts(papers)
    return Catalog(revision, MemoryPapers(papers), bm25, MemoryLookup(names), MemoryLookup(surnames),
                   longest_author, MemoryLookup(titles), longest_title, acronyms=MemoryLookup(acronyms),
                   long_forms=MemoryLookup(by_long_form(acronyms)))


def write_catalog(papers: Sequence[Paper], revision: str, folder: Path) -> None:
    """Build a catalog into ``folder`` (which must not exist yet)."""
    papers, bm25, names, surnames, longest_author, titles, longest_title, acronyms = _parts(papers)
    folder.mkdir(parents=True)
    bm25.save(folder / "bm25")
    write_tables(folder / "catalog.sqlite", papers,
                 {"author": MemoryLookup(names), "surname": MemoryLookup(surnames), "title": MemoryLookup(titles),
                  "acronym": MemoryLookup(acronyms), "long_form": MemoryLookup(by_long_form(acronyms))},
                 {"revision": revision, "size": len(papers), "longest_author": longest_author,
                  "longest_title": longest_title})


def open_catalog(folder: Path, origin: str = "disk") -> Catalog:
    """The catalog in ``folder``: records and names read from its sqlite file on demand, BM25 memory-mapped."""
    db = CatalogDB(folder / "catalog.sqlite")
    meta = db.meta()
    return Catalog(meta["revision"], SqlitePapers(db), BM25Index.load(folder / "bm25", meta["size"]),
                   SqliteLookup(db, "author"), SqliteLookup(db, "surname"), meta["longest_author"],
                   SqliteLookup(db, "title"), meta["longest_title"], origin=origin,
                   acronyms=SqliteLookup(db, "acronym"), long_forms=SqliteLookup(db, "long_form"))


def _code_version() -> str:
    """Changes whenever the code that builds a catalog changes: a cached file from older code is never loaded."""
    folder = Path(__file__).parent
    digest = hashlib.sha256()
    for name in ("catalog.py", "bm25.py", "text.py", "authors.py", "titles.py", "filters.py", "tables.py",
                 "acronyms.py"):
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
        # one thread opens (or builds) the new revision; the others keep searching the catalog they have
        if not self._lock.acquire(blocking=catalog is None):
            return catalog
        try:
            if self._catalog is None or self._catalog.revision != revision:
                self._catalog = self._load(revision) or self._build(revision)
            self._checked = (time.monotonic(), local_writes)
            return self._catalog
        finally:
            self._lock.release()

    def _path(self, revision: str) -> Path | None:
        return self._dir / f"catalog-{revision}-{CODE_VERSION}" if self._dir is not None else None

    def _load(self, revision: str) -> Catalog | None:
        path = self._path(revision)
        if path is None or not (path / "catalog.sqlite").is_file():
            return None
        try:
            catalog = open_catalog(path)
        except Exception:
            shutil.rmtree(path, ignore_errors=True)  # damaged (e.g. a disk error): rebuilt below
            return None
        return catalog if catalog.revision == revision else None

    def _build(self, revision: str) -> Catalog:
        papers = self._store.all_papers()
        path = self._path(revision)
        if path is None:
            return build_catalog(papers, revision)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            shutil.rmtree(tmp, ignore_errors=True)
            write_catalog(papers, revision, tmp)
            del papers  # the records are in the file now; this process reads them back on demand
            try:
                os.rename(tmp, path)  # atomic: readers see no folder or the whole new one
            except OSError:
                shutil.rmtree(tmp, ignore_errors=True)  # another process published the same revision first
            for old in path.parent.glob("catalog-*"):
                if old != path and not old.name.endswith(".tmp"):
                    # open catalogs of other processes keep working: their files stay until they close them
                    shutil.rmtree(old, ignore_errors=True) if old.is_dir() else old.unlink(missing_ok=True)
            return open_catalog(path, origin="built")
        except (OSError, sqlite3.Error):
            shutil.rmtree(tmp, ignore_errors=True)
            return build_catalog(self._store.all_papers(), revision)  # a read-only data directory: in memory


def catalog_cache_for(settings, store) -> CatalogCache:
    """The search catalog's cache for this store, where every process of this settings.home looks for it."""
    return CatalogCache(store, settings.home / "cache" / f"retrieval-{settings.collection}")
