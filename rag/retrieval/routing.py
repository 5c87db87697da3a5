"""Metadata routing: which papers a query names by author or by title, and what is left of the query after that."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from rag.retrieval.authors import AUTHOR_CUES
from rag.retrieval.catalog import Catalog
from rag.retrieval.text import NAME_TOKEN, content_terms, fold, query_content_terms

# "the xMK-CKKS paper", "the LoRA backdoor paper", "in the calibration benchmark study": a paper called by words of
# its title; they name it when exactly one title has them all
_DESCRIBED = re.compile(r"\bthe\s+(?P<words>[^\W_](?:(?!\bthe\b)[^,;:?.!()\"]){0,60}?)(?<!\bto)\s+(?:paper|article|"
                        r"preprint|publication|study)\b", re.I)  # not "the availability of safe places to study"
# words that point at a place in the chat or at the corpus, not at a title ("the first paper", "the same study")
_POINTING = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth last final previous above "
                      "below same this that other another cited listed following next original earlier latter former "
                      "new newest latest recent oldest one".split())


@dataclass
class Route:
    by_title: set[int] = field(default_factory=set)  # paper indexes named by title / coined name
    by_author: set[int] = field(default_factory=set)  # paper indexes by a named author
    by_year: set[int] = field(default_factory=set)  # paper indexes of the years a question with no topic asks for
    authors: list[str] = field(default_factory=list)  # the corpus's spelling of the matched authors
    rest: str = ""  # the query without the names and author cue words

    @property
    def papers(self) -> set[int]:
        return self.by_title | self.by_author | self.by_year

    @property
    def rest_has_content(self) -> bool:
        return bool(query_content_terms(self.rest))

    def labels(self, i: int) -> list[str]:
        groups = (("title", self.by_title), ("author", self.by_author), ("year", self.by_year))
        return [label for label, group in groups if i in group]


def route(catalog: Catalog, query: str) -> Route | None:
    """None when the query names no known author or paper."""
    by_title, title_spans = catalog.titles.find(query)
    if not by_title:
        by_title, title_spans = described_title(catalog, query)
    match = catalog.authors.find(query)
    if not by_title and match is None:
        return None
    consumed = title_spans | (match.consumed if match else set())
    tokens = NAME_TOKEN.findall(fold(query))  # the positions both indexes count in
    rest = " ".join(t for i, t in enumerate(tokens) if i not in consumed and t not in AUTHOR_CUES)
    return Route(by_title=by_title, by_author=match.papers if match else set(),
                 authors=match.names if match else [], rest=rest)


def described_title(catalog: Catalog, query: str) -> tuple[set[int], set[int]]:
    """(the one paper whose title has every content word of "the <words> paper", the query token positions of those
    words); nothing when no title or several have them."""
    folded = fold(query)
    m = _DESCRIBED.search(folded)
    if m is None or _POINTING & set(NAME_TOKEN.findall(m.group("words"))):
        return set(), set()
    terms = set(content_terms(m.group("words")))
    if not terms:
        return set(), set()
    candidates = None
    for term in terms:
        having = catalog.bm25.postings(term)
        candidates = having if candidates is None else np.intersect1d(candidates, having)
        if not len(candidates):
            return set(), set()
    titled = [i for i, p in zip(candidates.tolist(), catalog.get(candidates.tolist()))
              if terms <= set(content_terms(p.title or p.display_title))]
    if len(titled) != 1:
        return set(), set()
    spans = [t.span() for t in NAME_TOKEN.finditer(folded)]
    start, end = m.span("words")
    return set(titled), {i for i, (a, b) in enumerate(spans) if a >= start and b <= end}
