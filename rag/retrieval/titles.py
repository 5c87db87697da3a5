"""Queries that name a paper: its full title, the short name before a title's colon ("MuPHI: ..."), or the name an
untitled paper coins in its abstract and carries as display title ("MEDFAIR"). "who wrote MEDFAIR?" -> that paper.

A short name only counts when it is distinctive: one of its words is rare in the corpus or looks coined (inner
capitals or digits), so a title like "Large Language Models: ..." never captures every LLM question.
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Sequence

from rag.records import Paper
from rag.retrieval.text import fold, is_stopword

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def _tokens(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(fold(text)))


def _looks_coined(word: str) -> bool:
    """MEDFAIR, MuPHI, pFedDB, FedP2EFT, CheXGenBench: capitals after the first letter, or letters with digits."""
    return any(c.isupper() for c in word[1:]) or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word))


def short_names(paper: Paper) -> list[str]:
    names = []
    if paper.title and ":" in paper.title:
        head = paper.title.split(":", 1)[0].strip()
        if 1 <= len(head.split()) <= 3:
            names.append(head)
    if not paper.title and "—" not in paper.display_title and " et al" not in paper.display_title \
            and len(paper.display_title.split()) <= 3:
        names.append(paper.display_title)
    return names


class TitleIndex:
    def __init__(self, papers: Sequence[Paper], document_frequency: Callable[[str], int]):
        """``document_frequency(word)``: in how many papers the (folded) word occurs."""
        self._names: dict[tuple[str, ...], set[int]] = defaultdict(set)
        for i, paper in enumerate(papers):
            if paper.title:
                full = _tokens(paper.title)
                if len(full) >= 4:
                    self._names[full].add(i)
            for name in short_names(paper):
                key = _tokens(name)
                distinctive = any(_looks_coined(w) for w in name.split()) or any(
                    len(t) >= 4 and not is_stopword(t) and document_frequency(t) <= 2 for t in key)
                if key and distinctive and not (len(key) == 1 and len(key[0]) < 3):
                    self._names[key].add(i)
        self._longest = max((len(k) for k in self._names), default=0)

    def find(self, query: str) -> tuple[set[int], set[int]]:
        """(indexes of the papers the query names, positions of the query tokens that named them)."""
        tokens = _tokens(query)
        found: set[int] = set()
        consumed: set[int] = set()
        for n in range(min(self._longest, len(tokens)), 0, -1):
            for start in range(len(tokens) - n + 1):
                span = set(range(start, start + n))
                key = tokens[start:start + n]
                if key in self._names and not span & consumed:
                    found |= self._names[key]
                    consumed |= span
        return found, consumed
