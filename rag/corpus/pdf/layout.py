"""Positioned text runs -> the page's lines in reading order, without running headers, footers, page numbers or
the arXiv side stamp.

- Runs on one baseline (a superscript, an italic word) are merged into one line.
- Chrome: a line in the top or bottom band of the page that is a page number ("7", "Page 7 of 12", "- 7 -"), or
  whose text (digits ignored) recurs in that band on other pages; text set vertically (the arXiv stamp).
- Columns: a line wholly left of the page's middle is in the left column, wholly right in the right one, else it
  spans the page. Spanning lines cut the page into bands; each band is read left column, then right column.
"""
from __future__ import annotations

import re
from collections import Counter

from rag.corpus.pdf.extract import Line, PageLines

BAND = 0.075  # top/bottom share of the page where running headers and footers live
PAGE_NUMBER = re.compile(r"^(page\s*)?[-–—(\[]?\s*\d{1,4}\s*[-–—)\]]?(\s*(of|/)\s*\d{1,4})?$", re.I)
ARXIV_STAMP = re.compile(r"^arXiv:\s*\d{4}\.\d{4,5}(v\d+)?\s*\[[^\]]+\]", re.I)


def merge_runs(lines: list[Line]) -> list[Line]:
    """Runs that share a baseline and follow each other closely become one line."""
    out: list[Line] = []
    for run in sorted(lines, key=lambda r: (-round(r.y1, 0), r.x0)):
        for i in range(len(out) - 1, max(-1, len(out) - 6), -1):
            prev = out[i]
            if is_vertical(prev) or is_vertical(run):  # the arXiv stamp runs beside every line: never merged
                continue
            overlap = min(prev.y1, run.y1) - max(prev.y0, run.y0)
            gap = run.x0 - prev.x1
            if overlap > 0.5 * min(prev.height, run.height) and -1 <= gap <= 1.5 * max(prev.height, run.height, 4):
                sep = "" if gap < 0.15 * max(run.height, 1) else " "
                out[i] = Line(prev.text + sep + run.text, prev.x0, min(prev.y0, run.y0), max(prev.x1, run.x1),
                              max(prev.y1, run.y1))
                break
        else:
            out.append(run)
    return out


def _chrome_key(text: str) -> str:
    return re.sub(r"\d+", "#", text.strip().lower())


def _in_band(line: Line, page: PageLines) -> bool:
    return line.y0 > page.height * (1 - BAND) or line.y1 < page.height * BAND


def is_vertical(line: Line) -> bool:
    return line.height > 3 * max(line.x1 - line.x0, 1) and len(line.text) > 3


def chrome_keys(pages: list[PageLines]) -> set[str]:
    """Header/footer texts (digits ignored) that recur in the top/bottom band on several pages."""
    if len(pages) < 2:
        return set()
    counts: Counter[str] = Counter()
    for page in pages:
        counts.update({_chrome_key(line.text) for line in page.lines if _in_band(line, page)})
    need = max(2, int(0.3 * len(pages)))
    return {key for key, n in counts.items() if n >= need}


def is_chrome(line: Line, page: PageLines, recurring: set[str]) -> bool:
    if is_vertical(line) or ARXIV_STAMP.match(line.text):
        return True
    if not _in_band(line, page):
        return False
    return bool(PAGE_NUMBER.match(line.text.strip())) or _chrome_key(line.text) in recurring


def reading_order(lines: list[Line], width: float) -> list[Line]:
    """Top to bottom; within a band between page-spanning lines, the left column before the right one."""
    mid = width / 2
    slack = 0.02 * width
    ordered: list[Line] = []
    left: list[Line] = []
    right: list[Line] = []
    for line in sorted(lines, key=lambda r: (-r.y1, r.x0)):
        if line.x1 <= mid + slack:
            left.append(line)
        elif line.x0 >= mid - slack:
            right.append(line)
        else:
            ordered += left + right + [line]
            left, right = [], []
    return ordered + left + right


def page_text_lines(pages: list[PageLines]) -> list[tuple[int, str]]:
    """(page number, line text) of every line that is content, in reading order."""
    merged = [PageLines(p.number, p.width, p.height, merge_runs(p.lines)) for p in pages]
    recurring = chrome_keys(merged)
    out: list[tuple[int, str]] = []
    for page in merged:
        kept = [line for line in page.lines if not is_chrome(line, page, recurring)]
        out.extend((page.number, line.text) for line in reading_order(kept, page.width))
    return out
