"""Metadata routing: which papers a query names by author or by title, and what is left of the query after that."""
from __future__ import annotations

from dataclasses import dataclass, field

from rag.retrieval.authors import AUTHOR_CUES
from rag.retrieval.catalog import Catalog
from rag.retrieval.text import NAME_TOKEN, fold, query_content_terms


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
    match = catalog.authors.find(query)
    if not by_title and match is None:
        return None
    consumed = title_spans | (match.consumed if match else set())
    tokens = NAME_TOKEN.findall(fold(query))  # the positions both indexes count in
    rest = " ".join(t for i, t in enumerate(tokens) if i not in consumed and t not in AUTHOR_CUES)
    return Route(by_title=by_title, by_author=match.papers if match else set(),
                 authors=match.names if match else [], rest=rest)
