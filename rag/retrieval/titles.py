"""Queries that name a paper: its full title, the short name before a title's colon ("MuPHI: ..."), or the name an
untitled paper coins in its abstract and carries as display title ("MEDFAIR"). "who wrote MEDFAIR?" -> that paper.

A short name only counts when it is distinctive: one of its words is rare in the corpus or looks coined (inner
capitals or digits), so a title like "Large Language Models: ..." never captures every LLM question.
"""
from __future__ import annotations

import re
from typing import Callable, Sequence

from rag.records import Paper
from rag.retrieval.tables import match_spans, MemoryLookup
from rag.retrieval.text import fold, is_stopword

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def _tokens(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(fold(text)))


def _looks_coined(word: str) -> bool:
    """MEDFAIR, MuPHI, pFedDB, FedP2EFT, CheXGenBench: capitals after the first letter, or letters with digits."""
    return any(c.isupper() for c in word[1:]) or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word))


MAX_HEAD_WORDS = 8  # "Model Merging is Secretly Certifiable: ..." is named by its head; longer heads are titles


def short_names(paper: Paper) -> list[str]:
    """The names a question may call the paper by besides its full title: the head before its title's colon
    ("MuPHI", "Model Merging is Secretly Certifiable"), also of a display title made for an untitled paper
    ("DADA: Differentiable Automatic Data Augmentation"), or a short display title ("MEDFAIR")."""
    names = []
    made = not paper.title and "—" not in paper.display_title and " et al" not in paper.display_title
    title = paper.title or (paper.display_title if made else "")
    if ":" in title:
        head = title.split(":", 1)[0].strip()
        if 1 <= len(head.split()) <= MAX_HEAD_WORDS:
            names.append(head)
    if made and len(paper.display_title.split()) <= 3:
        names.append(paper.display_title)
    return names


def title_entries(papers: Sequence[Paper], document_frequency: Callable[[str], int]) -> tuple[dict[str, list[int]], int]:
    """The title index's table, built once per catalog: (name key -> paper indexes, longest name in tokens).
    ``document_frequency(word)``: in how many papers the (folded) word occurs. A key is the tokens joined by spaces."""
    names: dict[str, list[int]] = {}

    def add(key: tuple[str, ...], i: int) -> None:
        entry = names.setdefault(" ".join(key), [])
        if not entry or entry[-1] != i:
            entry.append(i)

    for i, paper in enumerate(papers):
        if paper.title:
            full = _tokens(paper.title)
            if len(full) >= 4:
                add(full, i)
        for name in short_names(paper):
            key = _tokens(name)
            distinctive = len(key) >= 4 or any(_looks_coined(w) for w in name.split()) or any(
                len(t) >= 4 and not is_stopword(t) and document_frequency(t) <= 2 for t in key)
            if key and distinctive and not (len(key) == 1 and len(key[0]) < 3):
                add(key, i)
    longest = max((key.count(" ") + 1 for key in names), default=0)
    return names, longest


class TitleIndex:
    def __init__(self, names, longest: int):
        """``names``: a lookup (rag.retrieval.tables) over title_entries()' table, in memory or on disk."""
        self._names, self._longest = names, longest

    @classmethod
    def in_memory(cls, papers: Sequence[Paper], document_frequency: Callable[[str], int]) -> "TitleIndex":
        names, longest = title_entries(papers, document_frequency)
        return cls(MemoryLookup(names), longest)

    def find(self, query: str) -> tuple[set[int], set[int]]:
        """(indexes of the papers the query names, positions of the query tokens that named them)."""
        tokens = _tokens(query)
        matched, consumed, known = match_spans(self._names, tokens, self._longest)
        return {i for key, _ in matched for i in known[key]}, consumed
