"""The text layer of a PDF as positioned lines, page by page (pypdfium2: Apache-2.0/BSD, chosen by measurement in
bench/results/pdf_extractors.md: fastest by an order of magnitude, and it marks TeX's line-end hyphens itself).

    doc = read_lines(Path("paper.pdf"))   # PdfLines(pages=[PageLines(number=1, width, height, lines=[Line…])], meta)

Raises PdfError (a one-line message) for an encrypted, truncated or corrupt file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pypdfium2 as pdfium

from rag.text.lines import SOFT_HYPHEN

LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st",
                           "\x02": SOFT_HYPHEN, "\u00ad": SOFT_HYPHEN, "\x00": ""})


_AFTER_HYPHEN = re.compile(f"(?<={SOFT_HYPHEN})")


class PdfError(Exception):
    """The file cannot be read as a PDF; str() says why in one line."""


@dataclass(frozen=True)
class Line:
    text: str
    x0: float
    y0: float  # PDF coordinates: y grows upwards
    x1: float
    y1: float

    @property
    def height(self) -> float:
        return self.y1 - self.y0


@dataclass
class PageLines:
    number: int  # 1-based physical page (what #page=N opens)
    width: float
    height: float
    lines: list[Line] = field(default_factory=list)


@dataclass
class PdfLines:
    pages: list[PageLines]
    meta: dict[str, str]  # the document information dictionary: Title, Author, CreationDate, …

    @property
    def chars(self) -> int:
        return sum(len(line.text) for page in self.pages for line in page.lines)


def read_lines(path: Path, max_pages: int = 2000) -> PdfLines:
    try:
        doc = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as e:
        raise PdfError(_reason(str(e))) from None
    try:
        meta = {k: v for k, v in doc.get_metadata_dict(skip_empty=True).items() if isinstance(v, str)}
        pages = [_page_lines(doc, i) for i in range(min(len(doc), max_pages))]
    except pdfium.PdfiumError as e:
        raise PdfError(f"damaged PDF ({e})") from None
    finally:
        doc.close()
    return PdfLines(pages=pages, meta=meta)


def _reason(message: str) -> str:
    low = message.lower()
    if "password" in low or "security" in low:
        return "encrypted PDF (a password is needed); skipped"
    if "format" in low or "file" in low:
        return f"not a readable PDF (truncated or corrupt: {message}); skipped"
    return f"cannot read the PDF ({message}); skipped"


def _page_lines(doc, index: int) -> PageLines:
    page = doc[index]
    try:
        width, height = page.get_size()
        textpage = page.get_textpage()
        try:
            lines = _lines(textpage)
        finally:
            textpage.close()
    finally:
        page.close()
    return PageLines(number=index + 1, width=width, height=height, lines=lines)


def _lines(textpage) -> list[Line]:
    """The page's text in content order, cut at pdfium's line breaks, each piece with the box of its characters
    (one pass over the text: reading each run's box separately is quadratic in the page's length). A piece whose
    runs sit side by side far apart on one baseline (two columns written in one go) is cut into its runs."""
    text = textpage.get_text_range()
    lines: list[Line] = []
    for start, piece in _pieces(text):
        rects = [textpage.get_rect(i) for i in range(textpage.count_rects(start, len(piece)))]
        if not rects:
            continue
        if _apart(rects) or _stacked(rects):
            lines.extend(_run_lines(textpage, rects))
            continue
        clean = _clean(piece)
        if clean:
            lines.append(Line(clean, min(r[0] for r in rects), min(r[1] for r in rects),
                              max(r[2] for r in rects), max(r[3] for r in rects)))
    return lines


def _pieces(text: str) -> list[tuple[int, str]]:
    """(char index, text) of each visual line: cut at line breaks, and after a line-end hyphen pdfium joined."""
    out = []
    pos = 0
    for line in text.split("\r\n"):
        at = pos
        pos += len(line) + 2
        for part in _AFTER_HYPHEN.split(line):
            if part.strip():
                out.append((at, part))
            at += len(part)
    return out


def _clean(text: str) -> str:
    return text.translate(LIGATURES).replace("\r", " ").replace("\n", " ").strip()


def _apart(rects: list[tuple[float, float, float, float]]) -> bool:
    """Two consecutive runs on one baseline with a gap wider than a few characters between them."""
    for a, b in zip(rects, rects[1:]):
        h = max(a[3] - a[1], b[3] - b[1], 1.0)
        same_line = min(a[3], b[3]) - max(a[1], b[1]) > 0.5 * h
        if same_line and b[0] - a[2] > 3 * h:
            return True
    return False


def _stacked(rects: list[tuple[float, float, float, float]]) -> bool:
    """Runs that are not one visual line: text set vertically (the arXiv stamp) or runs far above one another."""
    heights = sorted(r[3] - r[1] for r in rects)
    typical = max(heights[len(heights) // 2], 1.0)
    if any(r[3] - r[1] > 3 * max(r[2] - r[0], 1.0) and r[3] - r[1] > 2 * typical for r in rects):
        return True
    return max(r[3] for r in rects) - min(r[1] for r in rects) > 2.5 * typical


def _run_lines(textpage, rects) -> list[Line]:
    out = []
    for x0, y0, x1, y1 in rects:
        text = _clean(textpage.get_text_bounded(x0, y0, x1, y1))
        if text:
            out.append(Line(text, x0, y0, x1, y1))
    return out
