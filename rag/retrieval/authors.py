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
from rag.retrieval.text import NAME_TOKEN, is_stopword, name_tokens

AUTHOR_CUES = frozenset("by author authors wrote write writes written authored coauthored co publications".split())


@dataclass
class AuthorMatch:
    names: list[str]  # the corpus's spelling of each matched author
    papers: set[int]  # indexes of their papers
    consumed: set[int] = field(default_factory=set)  # positions of name tokens in the query's name_tokens

    def rest_of_query(self, query: str) -> str:
        """The query without the author's name and author cue words: what to rank the author's papers by."""
        return " ".join(t for i, t in enumerate(name_tokens(query)) if i not in self.consumed and t not in AUTHOR_CUES)


def _raw_tokens(text: str) -> list[str]:
    return NAME_TOKEN.findall(text)


class AuthorIndex:
    def __init__(self, papers: Sequence[Paper], is_common_word: Callable[[str, int], bool]):
        """``is_common_word(token, n_papers_by_that_surname)``: does the token occur in the corpus other than as a
        name? (catalog.py answers it from BM25 document frequencies)."""
        self._by_name: dict[tuple[str, ...], set[int]] = defaultdict(set)
        self._spelling: dict[tuple[str, ...], str] = {}
        for i, paper in enumerate(papers):
            for author in paper.authors:
                key = tuple(name_tokens(author))
                if key:
                    self._by_name[key].add(i)
                    self._spelling.setdefault(key, author)
        self._by_surname: dict[str, set[tuple[str, ...]]] = defaultdict(set)
        for key in self._by_name:
            self._by_surname[key[-1]].add(key)
        self._longest = max((len(k) for k in self._by_name), default=0)
        self._is_common = is_common_word

    def __len__(self) -> int:
        return len(self._by_name)

    def papers_of(self, key: tuple[str, ...]) -> set[int]:
        return self._by_name.get(key, set())

    def find(self, query: str) -> AuthorMatch | None:
        tokens = name_tokens(query)
        consumed: set[int] = set()
        names: list[tuple[str, ...]] = []
        # full names, longest first
        for n in range(min(self._longest, len(tokens)), 1, -1):
            for start in range(len(tokens) - n + 1):
                span = set(range(start, start + n))
                key = tuple(tokens[start:start + n])
                if key in self._by_name and not span & consumed:
                    names.append(key)
                    consumed |= span
        # surnames alone
        original = _raw_tokens(query)
        aligned = len(original) == len(tokens)
        for i, token in enumerate(tokens):
            if i in consumed or token not in self._by_surname or is_stopword(token) or token.isdigit():
                continue
            keys = self._by_surname[token]
            n_papers = len(set().union(*(self._by_name[k] for k in keys)))
            next_to_cue = any(0 <= j < len(tokens) and tokens[j] in AUTHOR_CUES for j in (i - 1, i + 1))
            capitalised = aligned and original[i][:1].isupper()
            if self._is_common(token, n_papers):
                accept = next_to_cue and capitalised  # "papers by Long", not "long-horizon"
            else:
                accept = len(token) >= 3 or next_to_cue  # "Hospedales" anywhere, "Li" only as "by Li"
            if accept:
                names.extend(sorted(keys))
                consumed.add(i)
        if not names:
            return None
        papers = set().union(*(self._by_name[k] for k in names))
        return AuthorMatch(names=[self._spelling[k] for k in names], papers=papers, consumed=consumed)
