"""Page 004 style: cards of "category line", title, short authors, abstract broken over lines,
"Read the full abstract ▾", then optionally "All authors …" (the full list, which wins over the short one).

One card has no title: the category line goes straight to the author line; the abstract's first line after it
("Distribution Matching") looks like a title but is prose. Abstract lines are re-joined (a break after a hyphen
keeps the hyphen and adds no space).
"""
from __future__ import annotations

import re

from rag.corpus.authors import has_cut_marker, is_full_list_line, looks_like_author_line, split_authors
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_abstract, clean_text, split_categories

NAME = "category_cards"
READ_MORE = re.compile(r"^Read the full abstract\s*▾?\s*$", re.I)
CATEGORY = re.compile(r"^[A-Z][A-Za-z ,&()/-]{1,80}?(?:\s·\s[^·]{1,80})*$")


def detect(lines: list[str]) -> bool:
    return any(READ_MORE.match(l.strip()) for l in lines) or any(is_full_list_line(l) for l in lines)


CROSS_LISTED = re.compile(r"^[A-Z][^·]{1,80}\s·\sCross-listed from \S+$")


def _card_starts(lines: list[str]) -> list[int]:
    """Index of each card's category line: the first line, the line after each card's end marker, and a
    category line that opens a card whose predecessor lost its "Read the full abstract" marker."""
    starts: list[int] = []
    expect = True
    for i, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            continue
        if READ_MORE.match(line) or is_full_list_line(line):
            expect = True
            continue
        if expect:
            starts.append(i)
            expect = False
    known = {lines[i].strip() for i in starts}
    extra = [i for i, raw in enumerate(lines)
             if i not in starts and i - 1 not in starts and _opens_card(lines, i, known)]
    return sorted(starts + extra)


def _opens_card(lines: list[str], i: int, known: set[str]) -> bool:
    line = lines[i].strip()
    if CROSS_LISTED.match(line):
        return True
    if line not in known:
        return False
    following = [l.strip() for l in lines[i + 1:i + 3]]
    return len(following) == 2 and (looks_like_author_line(following[0]) or looks_like_author_line(following[1]))


def _parse_card(lines: list[str], start: int, end: int, file: str) -> tuple[RawRecord | None, list[ParseIssue]]:
    body = [(i, lines[i].strip()) for i in range(start, end) if lines[i].strip()]
    category_line = body[0][1]
    rest = body[1:]
    full = [l for _, l in rest if is_full_list_line(l)]
    rest = [(i, l) for i, l in rest if not is_full_list_line(l) and not READ_MORE.match(l)]
    if not CATEGORY.match(category_line):
        return None, [(start + 1, f"expected a category line, found {category_line[:60]!r}")]
    if not rest:
        return None, [(start + 1, "card without title, authors or abstract")]
    title = None
    first = rest[0][1]
    second = rest[1][1] if len(rest) > 1 else ""
    untitled = has_cut_marker(first) or (looks_like_author_line(first) and not looks_like_author_line(second))
    if not untitled:
        title, rest = clean_text(first) or None, rest[1:]
    authors, truncated = [], False
    if rest and looks_like_author_line(rest[0][1]):
        authors, truncated = split_authors(rest[0][1])
        rest = rest[1:]
    if full:
        full_names, full_cut = split_authors(full[-1])
        if len(full_names) >= len(authors):
            authors, truncated = full_names, full_cut
    abstract = clean_abstract([l for _, l in rest])
    if not abstract:
        return None, [(start + 1, "card without an abstract")]
    return RawRecord(file=file, line=start + 1, title=title, abstract=abstract, authors=authors,
                     authors_truncated=truncated, categories=split_categories(category_line)), []


def parse(lines: list[str], file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    starts = _card_starts(lines)
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        record, problems = _parse_card(lines, start, end, file)
        issues += problems
        if record:
            records.append(record)
    return records, issues
