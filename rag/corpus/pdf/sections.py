"""Lines in reading order -> the paper's sections (heading, kind, text, where each page starts in the text).

Headings are recognised by their form: a short line that is a known section name ("Abstract", "Related Work",
"REFERENCES") or a numbered title ("3 Results", "2.1 Data sets", "IV. EXPERIMENTS"). Lines are joined into
running text; a word hyphenated across a line end ("experi-" / "ments", or pdfium's own mark) is re-joined.
"""
from __future__ import annotations

import re

from rag.records import BodySection
from rag.text.lines import join_lines

KINDS = {
    "abstract": "abstract", "summary": "abstract",
    "introduction": "introduction", "background": "background", "related work": "background",
    "related works": "background", "preliminaries": "background", "motivation": "introduction",
    "methods": "methods", "methodology": "methods", "materials and methods": "methods",
    "methods and materials": "methods", "our approach": "methods", "experimental setup": "methods",
    "experiments": "results", "experiment": "results", "results": "results", "evaluation": "results",
    "experimental results": "results", "results and discussion": "results", "findings": "results",
    "discussion": "discussion", "limitations": "discussion", "conclusion": "conclusion",
    "conclusions": "conclusion", "concluding remarks": "conclusion", "conclusion and future work": "conclusion",
    "acknowledgements": "acknowledgements", "acknowledgments": "acknowledgements",
    "acknowledgement": "acknowledgements", "acknowledgment": "acknowledgements",
    "references": "references", "bibliography": "references", "literature cited": "references",
    "appendix": "appendix", "appendices": "appendix", "supplementary material": "appendix",
}
NUMBERED = re.compile(r"^((\d{1,2}(\.\d{1,2}){0,2}\.?)|([IVX]{1,5}\.)|([A-H](\.\d{1,2})?\.?))\s+"
                      r"([A-Z][A-Za-z\-–’' ,:&/()]{2,70})$")
INLINE_ABSTRACT = re.compile(r"^(abstract|summary)\s*[.:—–-]\s*(?=\S)", re.I)


Section = BodySection  # heading as printed ("3 Results"), kind, text, (offset, page) pairs


def heading_kind(line: str) -> str | None:
    """The kind of section a line opens, or None when it is not a heading."""
    s = line.strip()
    if len(s) > 80 or s.endswith((".", ",", ";")) and not re.match(r"^[IVX]+\.|^\d", s):
        return None
    name = re.sub(r"^((\d{1,2}(\.\d{1,2}){0,2}\.?)|([IVX]{1,5}\.)|([A-H]\.?))\s+", "", s).strip(" .:")
    if name.lower() in KINDS and name[:1].isupper():  # "Methods", "RESULTS"; not a table's "method" column
        return KINDS[name.lower()]
    m = NUMBERED.match(s)
    if m and len(m.group(7).split()) <= 8 and not re.search(r"\d", m.group(7)):
        words = [w for w in re.split(r"\s+", m.group(7)) if w]
        if words[0][0].isupper() and not s.endswith("."):
            return "appendix" if re.match(r"^[A-H](\.\d)?\.?\s", s) else "body"
    return None


def split_sections(lines: list[tuple[int, str]]) -> list[Section]:
    """(page, line) in reading order -> sections, each with its text and page offsets."""
    sections: list[Section] = [Section("", "front")]
    buffer: list[tuple[int, str]] = []

    def flush() -> None:
        sec = sections[-1]
        for page, text in _paged(buffer):
            start = len(sec.text) + (1 if sec.text else 0)
            if not sec.pages or sec.pages[-1][1] != page:
                sec.pages.append((start, page))
            sec.text = join_lines([sec.text, text], "broken-word") if sec.text else text
        buffer.clear()

    for page, line in lines:
        inline = INLINE_ABSTRACT.match(line)
        kind = "abstract" if inline else heading_kind(line)
        if kind is not None:
            flush()
            sections.append(Section("Abstract" if inline else line.strip(), kind))
            if inline:
                buffer.append((page, line[inline.end():]))
            continue
        buffer.append((page, line))
    flush()
    _inherit_kinds(sections)
    return [s for s in sections if s.text.strip()]


def _paged(buffer: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Consecutive lines of one page joined (hyphens re-joined across lines and across pages)."""
    out: list[tuple[int, list[str]]] = []
    for page, text in buffer:
        if out and out[-1][0] == page:
            out[-1][1].append(text)
        else:
            out.append((page, [text]))
    return [(page, join_lines(texts, "broken-word")) for page, texts in out]


def _inherit_kinds(sections: list[Section]) -> None:
    """A numbered subsection ("3.2 Ablations") belongs to its parent's kind; after References, only an appendix
    heading starts content again."""
    current = "front"
    for sec in sections:
        if sec.kind == "body":
            if current == "references":
                sec.kind = "references"
            elif re.match(r"^\d{1,2}\.\d", sec.heading) and current not in ("front", "abstract"):
                sec.kind = current
        current = sec.kind
