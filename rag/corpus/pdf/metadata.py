"""A PDF paper's title, authors, year, DOI and arXiv id: from the document's own fields, else its first page.

- Title: the Title field when it reads like a title (not "Microsoft Word - draft.docx", not a file name), else the
  tallest text in the top half of page 1 (consecutive lines of that size joined).
- Authors: the Author field split on ";" / "," / "and", else the name-like lines between title and abstract.
- DOI and arXiv id: the first on page 1 (the arXiv side stamp included), else in the fields.
- Year: the arXiv id's, else a year printed on page 1's top, else the creation date's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from rag.corpus.pdf.extract import Line, PageLines
from rag.corpus.pdf.layout import is_vertical, merge_runs
from rag.text.lines import join_lines
from rag.identifiers import normalize_doi

DOI = re.compile(r"\b(10\.\d{4,9}/[^\s\"<>]+)", re.I)
ARXIV = re.compile(r"arXiv:\s*(\d{4}\.\d{4,5})(v\d+)?", re.I)
YEAR = re.compile(r"\b(19[5-9]\d|20[0-4]\d)\b")
AFFILIATION = re.compile(r"\b(university|universit\w+|institute|institut|college|school|department|dept|laboratory|"
                         r"lab|labs|research|google|microsoft|facebook|meta|brain|deepmind|inc|corp\w*|center|"
                         r"centre|hospital|academy|foundation|group|ai|usa|china|germany|france|uk)\b", re.I)
BAD_TITLE = re.compile(r"^(microsoft word|untitled|\S+\.(docx?|tex|pdf|dvi)$)|^[\w-]+$", re.I)
NAME = re.compile(r"^[A-Z][a-zA-Z'’\-]+\.?( [A-Z][a-zA-Z'’\-]*\.?){0,3}( (van|von|de|der|da|del|di|le|la) ?"
                  r"[A-Z][a-zA-Z'’\-]+)? [A-Z][a-zA-Z'’\-]+$")


@dataclass
class PdfMeta:
    title: str | None = None
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    doi: str | None = None
    arxiv_id: str | None = None


def read_meta(fields: dict[str, str], first: PageLines | None) -> PdfMeta:
    lines = merge_runs(first.lines) if first else []
    text = " ".join(line.text for line in lines)
    meta = PdfMeta()
    arxiv = ARXIV.search(text) or ARXIV.search(" ".join(fields.values()))
    meta.arxiv_id = arxiv.group(1) if arxiv else None
    doi = DOI.search(text) or DOI.search(fields.get("Subject", "") + " " + fields.get("Keywords", ""))
    meta.doi = normalize_doi(doi.group(1).rstrip(".,;)]")) if doi else None
    meta.title = _title(fields.get("Title", ""), lines, first)
    meta.authors = _split_authors(fields.get("Author", "")) or _page_authors(lines, meta.title)
    meta.year = _year(meta.arxiv_id, lines, first, fields.get("CreationDate", ""))
    return meta


def _title(field_title: str, lines: list[Line], first: PageLines | None) -> str | None:
    t = re.sub(r"\s+", " ", field_title).strip()
    if len(t.split()) >= 3 and not BAD_TITLE.search(t):
        return t
    if first is None:
        return None
    abstract_at = next((ln.y1 for ln in lines if re.match(r"^\s*abstract\b", ln.text, re.I)), 0.0)
    floor = max(first.height * 0.55, abstract_at)  # the title sits above the abstract, in the page's top part
    top = sorted((ln for ln in lines if floor < ln.y0 < first.height * 0.93  # below a running header
                  and len(re.findall(r"[A-Za-z]", ln.text)) >= 2 and not ARXIV.search(ln.text)
                  and not is_vertical(ln)), key=lambda ln: -ln.y1)
    if not top:
        return None
    size = max(ln.height for ln in top if len(re.findall(r"[A-Za-z]", ln.text)) >= 6) if any(
        len(re.findall(r"[A-Za-z]", ln.text)) >= 6 for ln in top) else max(ln.height for ln in top)
    at = next(i for i, ln in enumerate(top) if ln.height >= 0.9 * size)
    block = [top[at]]
    for ln in top[at + 1:]:  # the title's next lines: directly below, not much smaller
        if block[-1].y0 - ln.y1 < 1.2 * size and ln.height >= 0.6 * size:
            block.append(ln)
        else:
            break
    title = re.sub(r"\s+", " ", join_lines([ln.text for ln in block], "broken-word")).strip(" *∗†‡")
    return title if 2 <= len(title.split()) <= 40 else None


def _split_authors(field_authors: str) -> list[str]:
    s = field_authors.strip()
    if not s:
        return []
    parts = [p.strip() for p in re.split(r";|,| and |&", s) if p.strip()]
    return [p for p in parts if 1 <= len(p.split()) <= 5 and not re.search(r"\d|@", p)]


def _page_authors(lines: list[Line], title: str | None) -> list[str]:
    """Name-like pieces of the lines after the title and before the abstract."""
    names: list[str] = []
    started = title is None
    for ln in sorted(lines, key=lambda r: (-round(r.y1), r.x0)):
        text = ln.text.strip()
        if not started:
            started = bool(title) and text and text in title
            continue
        if re.match(r"^(abstract|summary|keywords|1\.? introduction)\b", text, re.I):
            break
        for piece in re.split(r",|;| and |&|\s{2,}", re.sub(r"[\d∗*†‡§¶]+", " ", text)):
            piece = re.sub(r"\s+", " ", piece).strip()
            if NAME.match(piece) and piece not in names and not (title and piece in title) \
                    and not AFFILIATION.search(piece):
                names.append(piece)
        if len(names) >= 30:
            break
    return names


def _year(arxiv_id: str | None, lines: list[Line], first: PageLines | None, created: str) -> int | None:
    if arxiv_id:
        return 2000 + int(arxiv_id[:2])
    if first is not None:
        for ln in sorted(lines, key=lambda r: -r.y1):
            m = YEAR.search(ln.text)
            if m and (ln.y0 > first.height * 0.6 or ln.y1 < first.height * 0.12):
                return int(m.group(1))
    m = re.match(r"^D:(\d{4})", created.strip())
    return int(m.group(1)) if m else None
