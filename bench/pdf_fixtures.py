"""Born-digital two-column paper PDFs with known text, for the PDF tests and the extractor comparison.

    path = write_paper_pdf(tmp / "paper.pdf", PaperSpec.sample())
    spec.sentences()  # every body sentence, in reading order: what extraction must recover

An arXiv-style stamp runs up the first page's left margin; each page has a running header ("Journal of Fixture Studies · Vol. 7") and a footer with the page number; the
first page carries the title, authors, DOI and arXiv id, and a full-width abstract; then two columns of sections
(Introduction, Methods, Results with a figure caption, Discussion) and a References section. Lines are wrapped
here, and long words that do not fit are hyphenated at the line end ("experi-" / "ments"), as TeX does. Text is
set in Vera (shipped with reportlab) so the ligature characters ﬁ and ﬂ are drawn as single glyphs.

reportlab is a dev dependency (tests and benchmarks only).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import reportlab
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from rag.text.sentences import prose_sentences

FONT = "Vera"
BOLD = "VeraBd"
HEADER = "Journal of Fixture Studies · Vol. 7"
PAGE_W, PAGE_H = letter
MARGIN = 54
GUTTER = 18
BODY_SIZE = 9.5
LEADING = 12


def _fonts() -> None:
    folder = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
    for name, file in ((FONT, "Vera.ttf"), (BOLD, "VeraBd.ttf")):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, os.path.join(folder, file)))


@dataclass
class PaperSpec:
    title: str
    authors: list[str]
    year: int
    doi: str | None
    arxiv_id: str | None
    abstract: str
    sections: list[tuple[str, list[str]]]  # (heading, paragraphs); the figure caption is a paragraph of its own
    references: list[str] = field(default_factory=list)

    def sentences(self) -> list[str]:
        """The body's sentences in reading order (headings and references excluded)."""
        out: list[str] = []
        for _heading, paragraphs in self.sections:
            for paragraph in paragraphs:
                out.extend(prose_sentences(paragraph))
        return out

    @classmethod
    def sample(cls, n: int = 0, body_paragraphs: int = 3) -> "PaperSpec":
        """A paper about a made-up topic (n varies the topic and numbers), long enough for three pages."""
        topic = _TOPICS[n % len(_TOPICS)]
        accuracy = 71.3 + n
        intro = [_para(topic, i, "introduction") for i in range(body_paragraphs)]
        methods = [_para(topic, i, "methods") for i in range(body_paragraphs)]
        results = [_para(topic, i, "results") for i in range(body_paragraphs)]
        results.insert(1, f"Table 2: The {topic} classiﬁer reaches a held-out accuracy of {accuracy:.1f} percent "
                          f"on the reﬂectance benchmark.")
        results.append(f"Figure 1: Calibration curves of the {topic} model across all ﬁve sites.")
        discussion = [_para(topic, i, "discussion") for i in range(body_paragraphs)]
        return cls(
            title=f"Robust {topic.title()} Estimation with Sparse Supervision",
            authors=["Ada Quinlan", "Bruno Okafor", "Chen Wei"], year=2021 + n % 4,
            doi=f"10.5555/fixture.{1000 + n}", arxiv_id=f"2103.{10000 + n:05d}",
            abstract=(f"We study {topic} estimation when labels are scarce. Our method combines weak labels "
                      f"with a consistency objective. It improves over strong baselines on three datasets."),
            sections=[("1 Introduction", intro), ("2 Methods", methods), ("3 Results", results),
                      ("4 Discussion", discussion)],
            references=[f"[{i}] A. Author{i} and B. Writer. A reference about citation parsing number {i}. "
                        f"Journal of Cited Works, 20{10 + i}." for i in range(1, 7)])


_TOPICS = ["glacier melt", "protein folding", "traffic flow", "soil moisture", "heart rhythm", "coral bleaching"]
_LONG = ["experimentally", "representations", "characteristics", "interpretability", "generalisation",
         "heterogeneous", "reproducibility", "instrumentation", "measurements", "configurations"]


def _para(topic: str, i: int, kind: str) -> str:
    a, b = _LONG[(i * 3) % len(_LONG)], _LONG[(i * 3 + 1) % len(_LONG)]
    c = _LONG[(i * 3 + 2) % len(_LONG)]
    return (f"In the {kind} paragraph {i + 1} we describe how {topic} {a} inﬂuence the ﬁnal estimates. "
            f"The {b} of each site were recorded by a separate team over several seasons. "
            f"We then compared the {c} against a simple baseline that ignores the ﬁeld conditions entirely. "
            f"This ﬂexible design keeps the {kind} analysis of {topic} easy to repeat for other groups.")


# --- layout --------------------------------------------------------------------------------------------------
def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy line breaking; a long word that does not fit is hyphenated where its first part fits (a compound
    such as "held-out" is moved to the next line whole: re-joining it is ambiguous, see README)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if pdfmetrics.stringWidth(trial, font, size) <= width:
            line = trial
            continue
        if len(word) >= 8 and line and word.isalpha() or (len(word) >= 8 and line and word[:-1].isalpha()):
            for cut in range(len(word) - 3, 3, -1):
                head = f"{line} {word[:cut]}-"
                if word[:cut].isalpha() and pdfmetrics.stringWidth(head, font, size) <= width:
                    lines.append(head)
                    word = word[cut:]
                    line = ""
                    break
        if line:
            lines.append(line)
        line = word
    if line:
        lines.append(line)
    return lines


class _Writer:
    """Places lines top to bottom in the current column, starting new columns and pages as they fill."""

    def __init__(self, path: Path):
        _fonts()
        self.c = canvas.Canvas(str(path), pagesize=letter)
        self.page = 1
        self.placed: dict[str, int] = {}  # paragraph -> the page it starts on
        self.col_w = (PAGE_W - 2 * MARGIN - GUTTER) / 2
        self._chrome()
        self.x, self.y, self.col = MARGIN, PAGE_H - MARGIN - 24, 0
        self.top = self.y

    def _chrome(self) -> None:
        self.c.setFont(FONT, 8)
        self.c.drawString(MARGIN, PAGE_H - MARGIN + 10, HEADER)
        self.c.drawCentredString(PAGE_W / 2, MARGIN - 24, str(self.page))

    def full_width(self, text: str, font: str, size: float, gap: float = 4) -> None:
        for line in _wrap(text, font, size, PAGE_W - 2 * MARGIN):
            self.c.setFont(font, size)
            self.c.drawString(MARGIN, self.y, line)
            self.y -= size + 3
        self.y -= gap
        self.top = self.y

    def column(self, text: str, font: str = FONT, size: float = BODY_SIZE, gap: float = 5) -> None:
        for i, line in enumerate(_wrap(text, font, size, self.col_w)):
            if self.y < MARGIN + 10:
                self._next_column()
            if i == 0:
                self.placed[text] = self.page
            self.c.setFont(font, size)
            self.c.drawString(self.x, self.y, line)
            self.y -= LEADING
        self.y -= gap

    def _next_column(self) -> None:
        if self.col == 0:
            self.col, self.x, self.y = 1, MARGIN + self.col_w + GUTTER, self.top
            return
        self.c.showPage()
        self.page += 1
        self._chrome()
        self.col, self.x = 0, MARGIN
        self.y = self.top = PAGE_H - MARGIN - 24

    def stamp(self, text: str) -> None:
        """The arXiv side stamp: set vertically in the left margin of the first page, beside the text lines."""
        self.c.saveState()
        self.c.setFont(FONT, 14)
        self.c.translate(MARGIN - 22, PAGE_H / 2 - 150)
        self.c.rotate(90)
        self.c.drawString(0, 0, text)
        self.c.restoreState()

    def save(self, spec: PaperSpec) -> None:
        self.c.setTitle(spec.title)
        self.c.setAuthor("; ".join(spec.authors))
        self.c.save()


def write_paper_pdf(path: Path, spec: PaperSpec) -> dict[str, int]:
    """Write the paper; returns each body paragraph's page (where its first line was drawn)."""
    w = _Writer(path)
    if spec.arxiv_id:
        w.stamp(f"arXiv:{spec.arxiv_id}v1 [cs.LG] 4 Mar {spec.year}")
    w.full_width(spec.title, BOLD, 15, gap=2)
    w.full_width(", ".join(spec.authors), FONT, 10, gap=2)
    ids = " · ".join(x for x in (f"doi:{spec.doi}" if spec.doi else "",
                                  f"arXiv:{spec.arxiv_id}" if spec.arxiv_id else "", str(spec.year)) if x)
    w.full_width(ids, FONT, 8, gap=8)
    w.full_width("Abstract", BOLD, 11, gap=0)
    w.full_width(spec.abstract, FONT, 10, gap=10)
    for heading, paragraphs in spec.sections:
        w.column(heading, BOLD, 11, gap=3)
        for paragraph in paragraphs:
            w.column(paragraph)
    if spec.references:
        w.column("References", BOLD, 11, gap=3)
        for ref in spec.references:
            w.column(ref, size=8)
    w.save(spec)
    return w.placed


def write_scanned_pdf(path: Path) -> Path:
    """A PDF whose page is only an image (no text layer), as a scan is."""
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFillGray(0.2)
    for i in range(20):
        c.rect(MARGIN, PAGE_H - MARGIN - 20 - i * 14, 300 - i * 7, 8, fill=1, stroke=0)
    c.save()
    return path
