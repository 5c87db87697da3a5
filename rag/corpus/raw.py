"""RawRecord: one copy of a paper as one page shows it, before merging (parsers produce these)."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TextIO

from rag.records import BodySection


@dataclass
class RawRecord:
    file: str  # file name (becomes Source.file)
    line: int  # 1-based line where this copy starts
    abstract: str
    title: str | None = None
    authors: list[str] = field(default_factory=list)
    authors_truncated: bool = False
    year: int | None = None
    categories: list[str] = field(default_factory=list)
    doi: str | None = None  # normalised (rag.identifiers.normalize_doi): "10.1000/xyz"
    arxiv_id: str | None = None  # "2301.01234" (no version)
    url: str | None = None  # an http(s) page for the paper
    ids: dict[str, str] = field(default_factory=dict)  # other external ids: pmid, pmcid, openalex, s2, beir, …
    body: list[BodySection] = field(default_factory=list)  # full text (a PDF), sections in reading order
    pdf: str | None = None  # absolute path of that PDF
    pages: int | None = None

    @property
    def rank(self) -> tuple[bool, bool, int]:
        """Which copy of a paper is primary: an export's record before a PDF's (its abstract and title are the
        publisher's, not read off a page), then titled, then the longest abstract."""
        return (not self.body, self.title is not None, len(self.abstract))


# A parser's note about input it could not use: (1-based line or None, message).
ParseIssue = tuple[int | None, str]

# A streaming parser: reads an open text stream (utf-8, BOM removed; newline="" so the file's line endings reach it)
# and yields RawRecords and ParseIssues as it goes, never holding the whole file. Registered in rag.corpus.formats.registry.
StreamParser = Callable[[TextIO, str], Iterator["RawRecord | ParseIssue"]]  # (stream, file_name)


def split_lines(text: str) -> list[str]:
    """Lines without their endings; line i (0-based) is line i+1 in messages."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
