"""The read-only tables a search catalog is made of: the paper records and the name lookups of the author and title
indexes. Two forms with one interface: in memory (what a process that just built the catalog holds) and in one
sqlite file of the catalog's folder (what every searching process opens: records are fetched for the few papers a
query returns, with a small LRU of hot ones, so memory stays flat in the number of papers).

Lookup keys are strings: a name's tokens joined by one space (the tokens never contain spaces); values are JSON.
"""
from __future__ import annotations

import json
import sqlite3
import threading
from collections import OrderedDict
from dataclasses import fields
from pathlib import Path
from typing import Any, Iterable, Iterator, NamedTuple, Sequence

from rag.batching import batches
from rag.records import Paper

RECORD_CACHE = 4096  # hot paper records a process keeps decoded (≈ 2 KB each)
_SQL_BATCH = 900  # bound parameters per statement


class FilterRow(NamedTuple):
    """What the filters look at (rag.retrieval.filters.paper_matcher duck-types on these fields)."""
    year: int | None
    categories: list[str]
    authors: list[str]
    id: str = ""  # the paper id (the paper_ids filter)


def match_spans(lookup, tokens: list[str], longest: int, shortest: int = 1
                ) -> tuple[list[tuple[str, set[int]]], set[int], dict[str, Any]]:
    """Non-overlapping runs of ``tokens`` that ``lookup`` (a MemoryLookup or SqliteLookup) knows, longest first,
    every candidate run looked up at once. Returns the (key, token positions) matched, the positions consumed, and
    everything the lookup returned (keyed by run)."""
    spans = [(n, start) for n in range(min(longest, len(tokens)), shortest - 1, -1)
             for start in range(len(tokens) - n + 1)]
    known = lookup.get_many(" ".join(tokens[start:start + n]) for n, start in spans)
    matched: list[tuple[str, set[int]]] = []
    consumed: set[int] = set()
    for n, start in spans:
        span = set(range(start, start + n))
        key = " ".join(tokens[start:start + n])
        if key in known and not span & consumed:
            matched.append((key, span))
            consumed |= span
    return matched, consumed, known


# --- in memory ------------------------------------------------------------------------------------------------
class MemoryLookup:
    def __init__(self, entries: dict[str, Any]):
        self._entries = entries

    def __len__(self) -> int:
        return len(self._entries)

    def get_many(self, keys: Iterable[str]) -> dict[str, Any]:
        return {k: self._entries[k] for k in keys if k in self._entries}

    def items(self):
        return self._entries.items()


class MemoryPapers:
    """Papers in catalog order (index = position)."""

    def __init__(self, papers: Sequence[Paper]):
        self._papers = list(papers)
        self._index = {p.id: i for i, p in enumerate(self._papers)}

    def __len__(self) -> int:
        return len(self._papers)

    def get(self, indexes: Iterable[int]) -> list[Paper]:
        return [self._papers[int(i)] for i in indexes]

    def ids(self, indexes: Iterable[int]) -> list[str]:
        return [self._papers[int(i)].id for i in indexes]

    def index_of(self, ids: Iterable[str]) -> dict[str, int]:
        return {pid: self._index[pid] for pid in ids if pid in self._index}

    def filter_rows(self) -> Iterator[FilterRow]:
        return (FilterRow(p.year, p.categories, p.authors, p.id) for p in self._papers)

    def __iter__(self) -> Iterator[Paper]:
        return iter(self._papers)


# --- on disk --------------------------------------------------------------------------------------------------
SCHEMA = """
CREATE TABLE papers (idx INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, record TEXT NOT NULL, year INTEGER,
                     categories TEXT NOT NULL, authors TEXT NOT NULL);
CREATE TABLE lookup (name TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (name, key))
    WITHOUT ROWID;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


_PAPER_FIELDS = [f.name for f in fields(Paper)]


def _record(paper: Paper) -> str:
    """Paper.to_dict() as JSON, without dataclasses.asdict's deep copy (a third of a 100k-paper build)."""
    record = {name: getattr(paper, name) for name in _PAPER_FIELDS}
    record["sources"] = [{f.name: getattr(s, f.name) for f in fields(s)} for s in paper.sources]
    return json.dumps(record, ensure_ascii=False)


def write_tables(path: Path, papers: Iterable[Paper], lookups: dict[str, MemoryLookup], meta: dict[str, Any]) -> None:
    """Write a catalog's tables to a new sqlite file at ``path`` (papers in catalog order)."""
    db = sqlite3.connect(path)
    try:
        db.executescript(SCHEMA)
        db.executemany("INSERT INTO papers VALUES (?, ?, ?, ?, ?, ?)",
                       ((i, p.id, _record(p), p.year,
                         json.dumps(p.categories, ensure_ascii=False), json.dumps(p.authors, ensure_ascii=False))
                        for i, p in enumerate(papers)))
        for name, lookup in lookups.items():
            db.executemany("INSERT INTO lookup VALUES (?, ?, ?)",
                           ((name, key, json.dumps(value, ensure_ascii=False)) for key, value in lookup.items()))
        db.executemany("INSERT INTO meta VALUES (?, ?)", ((k, json.dumps(v)) for k, v in meta.items()))
        db.commit()
    finally:
        db.close()


class CatalogDB:
    """One read-only connection to a catalog's sqlite file, shared by the threads of a process. The file never
    changes once published (a new revision gets a new folder), hence ``immutable=1``: no locking, no journal."""

    def __init__(self, path: Path):
        self._db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        self._lock = threading.Lock()

    def rows(self, sql: str, params: Sequence = ()) -> list[tuple]:
        with self._lock:
            return self._db.execute(sql, params).fetchall()

    def meta(self) -> dict[str, Any]:
        return {k: json.loads(v) for k, v in self.rows("SELECT key, value FROM meta")}

    def close(self) -> None:
        self._db.close()


class SqliteLookup:
    def __init__(self, db: CatalogDB, name: str):
        self._db, self._name = db, name
        self._size = db.rows("SELECT count(*) FROM lookup WHERE name = ?", (name,))[0][0]

    def __len__(self) -> int:
        return self._size

    def get_many(self, keys: Iterable[str]) -> dict[str, Any]:
        keys = list(dict.fromkeys(keys))
        found: dict[str, Any] = {}
        for part in batches(keys, _SQL_BATCH):
            marks = ",".join("?" * len(part))
            found.update((k, json.loads(v)) for k, v in self._db.rows(
                f"SELECT key, value FROM lookup WHERE name = ? AND key IN ({marks})", (self._name, *part)))
        return found


class SqlitePapers:
    """Paper records fetched by catalog index, the hot ones kept decoded (LRU of RECORD_CACHE)."""

    def __init__(self, db: CatalogDB):
        self._db = db
        self._size = db.rows("SELECT count(*) FROM papers")[0][0]
        self._hot: OrderedDict[int, Paper] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._size

    def get(self, indexes: Iterable[int]) -> list[Paper]:
        indexes = [int(i) for i in indexes]
        found: dict[int, Paper] = {}
        with self._lock:
            for i in indexes:
                if i in self._hot:
                    self._hot.move_to_end(i)
                    found[i] = self._hot[i]
        missing = sorted({i for i in indexes if i not in found})
        for part in batches(missing, _SQL_BATCH):
            marks = ",".join("?" * len(part))
            for i, record in self._db.rows(f"SELECT idx, record FROM papers WHERE idx IN ({marks})", part):
                found[i] = Paper.from_dict(json.loads(record))
        with self._lock:
            for i in missing:
                if i in found:
                    self._hot[i] = found[i]
            while len(self._hot) > RECORD_CACHE:
                self._hot.popitem(last=False)
        return [found[i] for i in indexes]

    def ids(self, indexes: Iterable[int]) -> list[str]:
        indexes = [int(i) for i in indexes]
        found: dict[int, str] = {}
        for part in batches(sorted(set(indexes)), _SQL_BATCH):
            marks = ",".join("?" * len(part))
            found.update(self._db.rows(f"SELECT idx, id FROM papers WHERE idx IN ({marks})", part))
        return [found[i] for i in indexes]

    def index_of(self, ids: Iterable[str]) -> dict[str, int]:
        ids = list(dict.fromkeys(ids))
        found: dict[str, int] = {}
        for part in batches(ids, _SQL_BATCH):
            marks = ",".join("?" * len(part))
            found.update(self._db.rows(f"SELECT id, idx FROM papers WHERE id IN ({marks})", part))
        return found

    def filter_rows(self) -> Iterator[FilterRow]:
        """Every paper's filter fields in catalog order (a scan of three columns; the masks are memoised)."""
        for start in range(0, self._size, 5000):  # a page at a time: never all rows in memory at once
            for year, categories, authors, pid in self._db.rows(
                    "SELECT year, categories, authors, id FROM papers WHERE idx >= ? AND idx < ? ORDER BY idx",
                    (start, start + 5000)):
                yield FilterRow(year, json.loads(categories), json.loads(authors), pid)
