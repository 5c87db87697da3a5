"""Merge copies of the same paper found on different pages into one Paper.

Copies are linked by (a) the same normalised title, (b) the same normalised abstract opening (~160 chars, so
versions that differ later, like MedVision's, still meet), or (c) a titled copy whose lead name ("CheXGenBench:
…") is the name an untitled copy's abstract introduces. Linking never uses authors alone, and two groups are
never joined when they conflict (different titles, different years, or author lists with no common surname).
"""
from __future__ import annotations

import re
from collections import defaultdict

from rag.corpus.coined import coined_name
from rag.corpus.raw import RawRecord
from rag.corpus.text import fold, normalize_key

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


def _surnames(authors: list[str]) -> set[str]:
    return {surname_key(a) for a in authors if a.split()}


class _Groups:
    def __init__(self, records: list[RawRecord]):
        self.records = records
        self.parent = list(range(len(records)))
        self.members = {i: [i] for i in range(len(records))}

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def compatible(self, a: int, b: int) -> bool:
        ra = [self.records[i] for i in self.members[a]]
        rb = [self.records[i] for i in self.members[b]]
        titles = {normalize_key(r.title) for r in ra + rb if r.title}
        years = {r.year for r in ra + rb if r.year}
        if len(titles) > 1 or len(years) > 1:
            return False
        authors_a = _surnames([n for r in ra for n in r.authors])
        authors_b = _surnames([n for r in rb for n in r.authors])
        return not (authors_a and authors_b and not authors_a & authors_b)

    def union(self, i: int, j: int) -> bool:
        a, b = self.find(i), self.find(j)
        if a == b or not self.compatible(a, b):
            return False
        a, b = min(a, b), max(a, b)
        self.parent[b] = a
        self.members[a] += self.members.pop(b)
        return True


def group_copies(records: list[RawRecord]) -> list[list[RawRecord]]:
    """Groups of copies of the same paper, in first-seen order; each group's copies in input order."""
    groups = _Groups(records)
    by_key: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(records):
        if r.title and normalize_key(r.title):
            by_key["t:" + normalize_key(r.title)].append(i)
        by_key["a:" + abstract_key(r.abstract)].append(i)
    for idx in by_key.values():
        for j in idx[1:]:
            groups.union(idx[0], j)
    lead: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(records):
        name = title_lead_name(r.title)
        if name:
            lead[name].append(i)
    if lead:
        for i, r in enumerate(records):
            if r.title:
                continue
            name = coined_name(r.abstract)
            for j in lead.get(name or "", []):
                if records[j].file != r.file:
                    groups.union(j, i)
    return [[records[i] for i in sorted(m)] for _, m in sorted(groups.members.items())]
