"""Merge copies of the same paper found on different pages into one Paper.

Copies are linked by (a) the same normalised title, (b) the same normalised abstract opening (~160 chars, so
versions that differ later, like MedVision's, still meet), (c) a titled copy whose lead name ("CheXGenBench:
…") is the name an untitled copy's abstract introduces, or (d) the same DOI, arXiv id or PMID. Linking never uses
authors alone, and two groups are never joined when they conflict (different titles, different years, author
lists with no common surname, or different DOIs / arXiv ids / PMIDs). A shared identifier is strong evidence: it
overrides a year or author-list conflict (e-pub vs print year, "Piwowar H" vs "Heather Piwowar"), never a title
conflict (book chapters often carry the book's DOI).
"""
from __future__ import annotations

import re
from array import array
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from rag.corpus.coined import coined_name
from rag.corpus.raw import RawRecord
from rag.corpus.text import normalize_key
from rag.text.words import fold

ABSTRACT_KEY_CHARS = 160
LEAD_NAME = re.compile(r"^\s*([A-Za-z][\w-]*[A-Z][\w-]*|[A-Z][\w-]{3,})\s*:")


def abstract_key(abstract: str) -> str:
    key = normalize_key(abstract[:3 * ABSTRACT_KEY_CHARS])
    return key[:ABSTRACT_KEY_CHARS] if len(key) >= ABSTRACT_KEY_CHARS else f"full:{key}"


def title_lead_name(title: str | None) -> str | None:
    m = LEAD_NAME.match(title or "")
    return m.group(1) if m else None


def surname_key(name: str) -> str:
    """'Stühmer' and 'Stuehmer' give the same key (accents folded, German umlaut spellings unified)."""
    last = fold(name.split()[-1]) if name.split() else ""
    return re.sub(r"([aou])e", r"\1", last)


ID_KINDS = ("doi", "arxiv", "pmid")


def _id_hashes(r: RawRecord) -> list[int]:
    """One hash a kind of identifier (0: the record has none), e.g. of "doi:10.1000/xyz"."""
    out = []
    for kind in ID_KINDS:
        value = r.doi if kind == "doi" else r.arxiv_id if kind == "arxiv" else r.ids.get(kind)
        out.append(hash(f"{kind}:{value.strip().lower()}") or 1 if value and value.strip() else 0)
    return out


def _disjoint(a: set, b: set) -> bool:
    """Both groups say something and nothing in common (each group holds one value unless an id joined it)."""
    return bool(a and b and not a & b)


def _surname_hashes(authors: list[str]) -> bytes:
    return array("I", sorted({hash(surname_key(a)) & 0xFFFFFFFF for a in authors if a.split()})).tobytes()


@dataclass
class _Summary:
    """What the compatibility check needs of a group: its title keys, years and author surnames (as hashes)."""
    titles: set[int]
    years: set[int]
    surnames: set[int]
    ids: tuple[set[int], ...]  # one set a kind of identifier (ID_KINDS)


@dataclass
class MergeIndex:
    """Groups copies of the same paper from compact per-record keys; add records in input order, then groups()."""
    files: array = field(default_factory=lambda: array("I"))  # file number of each record
    title: array = field(default_factory=lambda: array("q"))  # hash of the normalised title (titled records)
    titled: array = field(default_factory=lambda: array("b"))
    year: array = field(default_factory=lambda: array("H"))  # 0: none
    lead: array = field(default_factory=lambda: array("q"))  # titled: its lead name's hash; untitled: its coined name's
    keys: array = field(default_factory=lambda: array("q"))  # 2 a record: title key (0: none), abstract key
    id_keys: array = field(default_factory=lambda: array("q"))  # len(ID_KINDS) a record: identifier hashes (0: none)
    surnames: array = field(default_factory=lambda: array("I"))  # every record's uint32 surname hashes, concatenated
    surname_ends: array = field(default_factory=lambda: array("I"))  # where each record's surnames end in them
    _file_numbers: dict = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.files)

    def add(self, r: RawRecord) -> int:
        """Note one record; returns its index."""
        i = len(self.files)
        self.files.append(self._file_numbers.setdefault(r.file, len(self._file_numbers)))
        tkey = normalize_key(r.title) if r.title else ""
        self.titled.append(1 if r.title else 0)
        self.title.append(hash(tkey) if r.title else 0)
        self.year.append(r.year if r.year and 0 < r.year < 65536 else 0)
        self.keys.append(hash("t:" + tkey) or 1 if tkey else 0)
        self.keys.append(hash("a:" + abstract_key(r.abstract)) or 1)
        if r.title:
            name = title_lead_name(r.title)
        else:
            name = coined_name(r.abstract)
        self.lead.append(hash(name) or 1 if name else 0)
        if r.authors:
            self.surnames.frombytes(_surname_hashes(r.authors))
        self.surname_ends.append(len(self.surnames))
        self.id_keys.extend(_id_hashes(r))
        return i

    def labels(self) -> np.ndarray:
        """The group number of each record; groups are numbered in first-seen order."""
        n = len(self.files)
        parent = np.arange(n, dtype=np.int32 if n < 2**31 else np.int64)
        summaries: dict[int, _Summary] = {}

        def find(i: int) -> int:
            root = i
            while parent[root] != root:
                root = int(parent[root])
            while parent[i] != root:
                parent[i], i = root, int(parent[i])
            return root

        def summary(root: int) -> _Summary:
            got = summaries.get(root)
            if got is None:
                k = len(ID_KINDS)
                got = _Summary({self.title[root]} if self.titled[root] else set(),
                               {self.year[root]} if self.year[root] else set(),
                               set(self.surnames[self.surname_ends[root - 1] if root else 0:
                                                 self.surname_ends[root]]),
                               tuple({h} if (h := self.id_keys[root * k + x]) else set() for x in range(k)))
            return got

        def union(i: int, j: int, strong: bool = False) -> None:
            """Join two groups unless they conflict; a shared identifier (strong) overrides years and authors."""
            a, b = find(i), find(j)
            if a == b:
                return
            sa, sb = summary(a), summary(b)
            if any(_disjoint(x, y) for x, y in zip(sa.ids, sb.ids)) or _disjoint(sa.titles, sb.titles):
                return
            if not strong:
                if _disjoint(sa.years, sb.years):
                    return
                if sa.surnames and sb.surnames and not sa.surnames & sb.surnames:
                    return
            a, b = min(a, b), max(a, b)
            parent[b] = a
            summaries[a] = _Summary(sa.titles | sb.titles, sa.years | sb.years, sa.surnames | sb.surnames,
                                    tuple(x | y for x, y in zip(sa.ids, sb.ids)))
            summaries.pop(b, None)

        for members in _shared_slots(self.id_keys, len(ID_KINDS)):  # identifiers first: the strongest links
            for j in members[1:]:
                union(members[0], j, strong=True)
        for members in self._shared_keys():
            for j in members[1:]:
                union(members[0], j)
        untitled = [i for i in range(n) if self.lead[i] and not self.titled[i]]
        wanted = {self.lead[i] for i in untitled}  # only these lead names can link (no list for every title)
        leads: dict[int, list[int]] = defaultdict(list)
        for i in range(n) if wanted else ():
            if self.titled[i] and self.lead[i] in wanted:
                leads[self.lead[i]].append(i)
        if leads:
            for i in untitled:
                for j in leads.get(self.lead[i], []):
                    if self.files[j] != self.files[i]:
                        union(j, i)
        roots = np.fromiter((find(i) for i in range(n)), dtype=parent.dtype, count=n)
        _, labels = np.unique(roots, return_inverse=True)  # a root is its group's first record: first-seen order
        return labels.astype(np.int64)

    def groups(self) -> list[list[int]]:
        """Groups of record indexes, in first-seen order; each group's indexes ascending."""
        return split_by_label(self.labels())

    def _shared_keys(self) -> list[list[int]]:
        """Record indexes sharing a key, key by key in the order keys were first seen (as a dict would give)."""
        return _shared_slots(self.keys, 2)


def _shared_slots(key_array: array, per_record: int) -> list[list[int]]:
    """Record indexes sharing a non-zero key (``per_record`` slots a record), in the order keys were first seen."""
    if len(key_array) < 2:
        return []
    keys = np.frombuffer(key_array, dtype=np.int64)
    present = int(np.count_nonzero(keys))
    if present < 2:
        return []
    if present < len(keys) // 2:  # mostly "no key" (identifiers in most corpora): sort only the keys there are
        slots = np.flatnonzero(keys)
        order = slots[np.argsort(keys[slots], kind="stable")]
        del slots
    else:  # temporaries ~17 bytes a slot: a huge corpus stays small here
        order = np.argsort(keys, kind="stable")
    sorted_keys = keys[order]
    repeats = np.flatnonzero(sorted_keys[1:] == sorted_keys[:-1])  # j: sorted slot j+1 repeats slot j's key
    repeats = repeats[sorted_keys[repeats] != 0]  # 0 is "no key"
    del sorted_keys
    if not len(repeats):
        return []
    first = np.r_[True, repeats[1:] != repeats[:-1] + 1]  # a run of repeats starts a group of slots
    starts = repeats[first]
    last = np.r_[repeats[:-1][first[1:]], repeats[-1]] + 1  # the group's last sorted slot
    shared = [(int(order[s]), order[s:e + 1] // per_record) for s, e in zip(starts.tolist(), last.tolist())]
    shared.sort(key=lambda x: x[0])  # the key's first slot: first-seen order
    return [members.tolist() for _, members in shared]


def split_by_label(labels: np.ndarray) -> list[list[int]]:
    if not len(labels):
        return []
    order = np.argsort(labels, kind="stable")
    bounds = np.flatnonzero(np.diff(labels[order])) + 1
    return [part.tolist() for part in np.split(order, bounds)]


def group_copies(records: list[RawRecord]) -> list[list[RawRecord]]:
    """Groups of copies of the same paper, in first-seen order; each group's copies in input order."""
    index = MergeIndex()
    for r in records:
        index.add(r)
    return [[records[i] for i in group] for group in index.groups()]
