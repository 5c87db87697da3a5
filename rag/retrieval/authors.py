"""Author questions answered from paper metadata: find a known author's name in a query.

"what did Henry Gouk write?", "papers by Hospedales", "Stuehmer's work on fairness" name an author of the corpus.
Names are matched against the authors the corpus actually has (never by guessing from capitals): a full name
anywhere in the query, or a surname alone when the query asks for an author ("by", "wrote", ...) or the surname is
not an ordinary word of the corpus (so "long-context" never routes to an author called Long).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Sequence

from rag.records import Paper
from rag.retrieval.tables import match_spans, MemoryLookup
from rag.retrieval.text import NAME_TOKEN, is_stopword, name_tokens

AUTHOR_CUES = frozenset("by author authors wrote write writes written authored coauthored co publications".split())


@dataclass
class AuthorMatch:
    names: list[str]  # the corpus's spelling of each matched author
    papers: set[int]  # indexes of their papers
    consumed: set[int] = field(default_factory=set)  # positions of name tokens in the query's name_tokens


def _raw_tokens(text: str) -> list[str]:
    return NAME_TOKEN.findall(text)


def author_entries(papers: Sequence[Paper]) -> tuple[dict[str, list], dict[str, list[str]], int]:
    """The author index's tables, built once per catalog: (full name key -> [corpus spelling, paper indexes],
    surname -> full name keys, longest name in tokens). A key is a name's tokens joined by spaces."""
    by_name: dict[str, list] = {}
    for i, paper in enumerate(papers):
        for author in paper.authors:
            key = " ".join(name_tokens(author))
            if key:
                entry = by_name.setdefault(key, [author, []])
                if not entry[1] or entry[1][-1] != i:
                    entry[1].append(i)
    by_surname: dict[str, list[str]] = defaultdict(list)
    for key in by_name:
        by_surname[key.rsplit(" ", 1)[-1]].append(key)
    longest = max((key.count(" ") + 1 for key in by_name), default=0)
    return by_name, dict(by_surname), longest


class AuthorIndex:
    def __init__(self, names, surnames, longest: int, is_common_word: Callable[[str, int], bool]):
        """``names`` / ``surnames``: lookups (rag.retrieval.tables) over author_entries()' tables, in memory or on
        disk. ``is_common_word(token, n_papers_by_that_surname)``: does the token occur in the corpus other than as
        a name? (catalog.py answers it from BM25 document frequencies)."""
        self._names, self._surnames, self._longest = names, surnames, longest
        self._is_common = is_common_word

    @classmethod
    def in_memory(cls, papers: Sequence[Paper], is_common_word: Callable[[str, int], bool]) -> "AuthorIndex":
        names, surnames, longest = author_entries(papers)
        return cls(MemoryLookup(names), MemoryLookup(surnames), longest, is_common_word)

    def __len__(self) -> int:
        return len(self._names)

    def find(self, query: str) -> AuthorMatch | None:
        tokens = name_tokens(query)
        # full names, longest first (every span of the query looked up at once)
        matched, consumed, known = match_spans(self._names, tokens, self._longest, shortest=2)
        names = [key for key, _ in matched]
        # surnames alone
        original = _raw_tokens(query)
        aligned = len(original) == len(tokens)
        surnames = self._surnames.get_many(t for i, t in enumerate(tokens) if i not in consumed)
        if surnames:
            known.update(self._names.get_many(k for keys in surnames.values() for k in keys if k not in known))
        for i, token in enumerate(tokens):
            if i in consumed or token not in surnames or is_stopword(token) or token.isdigit():
                continue
            keys = surnames[token]
            n_papers = len(set().union(*(known[k][1] for k in keys)))
            next_to_cue = any(0 <= j < len(tokens) and tokens[j] in AUTHOR_CUES for j in (i - 1, i + 1))
            capitalised = aligned and original[i][:1].isupper()
            if self._is_common(token, n_papers):
                accept = next_to_cue and capitalised  # "papers by Long", not "long-horizon"
            else:
                accept = len(token) >= 3 or next_to_cue  # "Hospedales" anywhere, "Li" only as "by Li"
            if accept:
                names.extend(sorted(keys, key=lambda k: tuple(k.split(" "))))
                consumed.add(i)
        if not names:
            return None
        papers = set().union(*(known[k][1] for k in names))
        return AuthorMatch(names=[known[k][0] for k in names], papers=papers, consumed=consumed)
