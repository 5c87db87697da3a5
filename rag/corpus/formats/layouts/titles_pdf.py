"""Page 003 style: one record a line or two, no blank lines. A title line is followed by its abstract with
"PDF ↗" glued to the start; many abstracts stand alone (no title, no authors). Search chrome is skipped."""
from __future__ import annotations

import re

from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_abstract, clean_text, is_abstract_line, is_chrome

NAME = "titles_pdf"
PDF = re.compile(r"^\s*PDF\s*↗")


def detect(lines: list[str]) -> bool:
    return any(PDF.match(l) for l in lines)


def parse(lines: list[str], file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if not line or is_chrome(line):
            i += 1
            continue
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if PDF.match(line):  # an abstract whose title line is missing
            records.append(RawRecord(file=file, line=i + 1, abstract=clean_abstract([line])))
        elif PDF.match(nxt):
            records.append(RawRecord(file=file, line=i + 1, title=clean_text(line) or None,
                                     abstract=clean_abstract([nxt])))
            i += 1
        elif is_abstract_line(line):
            records.append(RawRecord(file=file, line=i + 1, abstract=clean_abstract([line])))
        else:
            issues.append((i + 1, f"unrecognised line skipped: {line[:60]!r}"))
        i += 1
    return [r for r in records if r.abstract], issues
