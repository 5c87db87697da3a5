"""RawRecord: one copy of a paper as one page shows it, before merging (parsers produce these)."""
from __future__ import annotations

from dataclasses import dataclass, field


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


# A parser's note about input it could not use: (1-based line or None, message).
ParseIssue = tuple[int | None, str]


def split_lines(text: str) -> list[str]:
    """Lines without their endings; line i (0-based) is line i+1 in messages."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
