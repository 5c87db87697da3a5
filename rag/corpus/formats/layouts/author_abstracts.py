"""Page 001 style: blank-line separated pairs "author line" / "abstract"; no titles, no years.

The page owner's name at the top is shaped exactly like an author line; it is recognised because it is followed
by another author line, not by an abstract (taking it as one would shift every pair by one).
"""
from __future__ import annotations

from rag.corpus.authors import looks_like_author_line, split_authors
from rag.corpus.formats.layouts.paragraphs import groups_before_abstracts, paragraphs, trailing_lines, typical_gap
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_abstract

NAME = "author_abstracts"


def detect(lines: list[str]) -> bool:
    paras = paragraphs(lines)
    groups = groups_before_abstracts(paras)
    if len(groups) < 1 or typical_gap(paras) != 1:
        return False
    heads = [g[-1][1] for g, _ in groups if g]
    return bool(heads) and sum(looks_like_author_line(h) for h in heads) >= 0.8 * len(heads)


def parse(lines: list[str], file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    paras = paragraphs(lines)
    for n, (head, (abs_line, abs_text)) in enumerate(groups_before_abstracts(paras)):
        authors, truncated, start = [], False, abs_line
        if head and looks_like_author_line(head[-1][1]):
            authors, truncated = split_authors(head[-1][1])
            start = head[-1][0]
            head = head[:-1]
        for line_no, text in head:
            if n == 0 and looks_like_author_line(text):
                continue  # the page owner's name above the first record
            issues.append((line_no, f"unrecognised line skipped: {text[:60]!r}"))
        abstract = clean_abstract([abs_text])
        records.append(RawRecord(file=file, line=start, abstract=abstract, authors=authors,
                                 authors_truncated=truncated))
    for line_no, text in trailing_lines(paras):
        issues.append((line_no, f"no abstract follows this line; skipped: {text[:60]!r}"))
    return records, issues
