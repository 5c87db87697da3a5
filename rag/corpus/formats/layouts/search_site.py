"""Page 002 style: blank-line separated triples "category · subcategory" / authors / abstract; no titles.

Categories split on " · " (a subcategory may itself hold commas); "等" ends a cut author list.
"""
from __future__ import annotations

from rag.corpus.authors import looks_like_author_line, split_authors
from rag.corpus.formats.layouts.paragraphs import groups_before_abstracts, paragraphs, trailing_lines, typical_gap
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_abstract, split_categories

NAME = "search_site"


def detect(lines: list[str]) -> bool:
    paras = paragraphs(lines)
    groups = groups_before_abstracts(paras)
    if not groups or typical_gap(paras) != 2:
        return False
    ok = sum(len(g) >= 2 and looks_like_author_line(g[-1][1]) for g, _ in groups)
    return ok >= 0.8 * len(groups)


def parse(lines: list[str], file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    paras = paragraphs(lines)
    for head, (abs_line, abs_text) in groups_before_abstracts(paras):
        authors, truncated, categories, start = [], False, [], abs_line
        if head and looks_like_author_line(head[-1][1]) and (len(head) >= 2 or " · " not in head[-1][1]):
            authors, truncated = split_authors(head[-1][1])
            start = head[-1][0]
            head = head[:-1]
        if head:
            categories = split_categories(head[-1][1])
            start = head[-1][0]
            for line_no, text in head[:-1]:
                issues.append((line_no, f"unrecognised line skipped: {text[:60]!r}"))
        records.append(RawRecord(file=file, line=start, abstract=clean_abstract([abs_text]), authors=authors,
                                 authors_truncated=truncated, categories=categories))
    for line_no, text in trailing_lines(paras):
        issues.append((line_no, f"no abstract follows this line; skipped: {text[:60]!r}"))
    return records, issues
