"""Page 000 style: an author's arXiv listing. Per record: "arXiv2026" (source+year), title, abstract, "cs.AI↗".

The page header (subject line, owner's name, "Publications and source records…", "At least N records…")
comes before the first source line and is skipped. There are no per-paper authors.
"""
from __future__ import annotations

import re

from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_abstract, clean_text, is_chrome, split_categories

NAME = "arxiv_listing"
SOURCE_YEAR = re.compile(r"^(?P<source>[A-Za-z][A-Za-z .-]{0,30}?)\s*(?P<year>(?:19|20)\d{2})$")
CATEGORY = re.compile(r"^[\w.\-]+(?:\s*↗)\s*(?:[\w.\-]+\s*↗\s*)*$")


def detect(lines: list[str]) -> bool:
    stripped = [l.strip() for l in lines]
    return sum(bool(SOURCE_YEAR.match(l)) for l in stripped) >= 1 and any(CATEGORY.match(l) for l in stripped)


def parse(lines: list[str], file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    starts = [i for i, l in enumerate(lines) if SOURCE_YEAR.match(l.strip())]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        body = [(i, lines[i].strip()) for i in range(start + 1, end) if lines[i].strip()]
        categories: list[str] = []
        while body and CATEGORY.match(body[-1][1]):
            categories = split_categories(body.pop()[1]) + categories
        body = [(i, l) for i, l in body if not is_chrome(l)]
        if len(body) < 2:
            issues.append((start + 1, "record without title and abstract"))
            continue
        title, abstract = clean_text(body[0][1]), clean_abstract([l for _, l in body[1:]])
        if not abstract:
            issues.append((start + 1, "record without an abstract"))
            continue
        records.append(RawRecord(file=file, line=start + 1, title=title or None, abstract=abstract,
                                 year=int(SOURCE_YEAR.match(lines[start].strip())["year"]),
                                 categories=categories))
    return records, issues
