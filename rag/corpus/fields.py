"""Turn loosely typed field values (from JSON, CSV, BibTeX) into a RawRecord, or say what is wrong."""
from __future__ import annotations

import re
from typing import Any

from rag.corpus.authors import split_authors
from rag.corpus.raw import RawRecord
from rag.corpus.text import clean_abstract, clean_text

ALIASES = {  # lower-cased column/field names; Zotero CSV ("Abstract Note") and arXiv metadata JSON included
    "title": ("title", "paper_title", "name"),
    "abstract": ("abstract", "summary", "abstract_text", "abstracttext", "abstract note", "abstract_note"),
    "authors": ("authors", "author", "creators"),
    "year": ("year", "publication year", "publication_year", "date", "published", "update_date"),
    "categories": ("categories", "category", "keywords", "subjects", "tags", "manual tags"),
}
ARXIV_CODES = re.compile(r"^(?:[a-z-]+(?:\.[A-Za-z-]+)?)(?:\s+[a-z-]+(?:\.[A-Za-z-]+)?)+$")


def pick(row: dict[str, Any], field: str) -> Any:
    lowered = {str(k).strip().lower(): v for k, v in row.items() if k is not None}
    for alias in ALIASES[field]:
        if alias in lowered and lowered[alias] not in (None, ""):
            return lowered[alias]
    return None


def parse_year(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1000 <= value <= 2999 else None
    if isinstance(value, float) and value.is_integer():
        return parse_year(int(value))
    m = re.search(r"(?<!\d)(1[5-9]\d{2}|2\d{3})(?!\d)", str(value or ""))
    return int(m.group(1)) if m else None


def parse_authors(value: Any) -> tuple[list[str], bool]:
    if value is None:
        return [], False
    if isinstance(value, (list, tuple)):
        names = [clean_text(str(v)) for v in value if v is not None and str(v).strip()]
        truncated = bool(names) and names[-1].lower().rstrip(".") in ("et al", "others", "等")
        return [n for n in names if n.lower().rstrip(".") not in ("et al", "others", "等")], truncated
    text = clean_text(str(value))
    if ";" in text:  # "Zong, Yongshuo; Mac Aodha, Oisin" (Zotero, many exports): ";" separates, "," inverts
        names, truncated = [], False
        for part in text.split(";"):
            got, cut = split_authors(" ".join(reversed([x.strip() for x in part.split(",", 1)])))
            names += [" ".join(got)] if got else []
            truncated = truncated or cut
        return names, truncated
    return split_authors(text)


def parse_categories(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        parts = list(value)
    elif ARXIV_CODES.match(str(value).strip()):
        parts = str(value).split()  # arXiv metadata: "cs.AI cs.LG"
    else:
        parts = re.split(r"\s*[;|]\s*|\s+·\s+", str(value))
    out: list[str] = []
    for p in parts:
        p = clean_text(str(p)) if p is not None else ""
        if p and p not in out:
            out.append(p)
    return out


def record_from_fields(row: dict[str, Any], file: str, line: int) -> RawRecord | str:
    """A RawRecord, or a one-line reason why this row cannot be one."""
    abstract = pick(row, "abstract")
    if abstract is None or not isinstance(abstract, (str, int, float)):
        return "no abstract; skipped"
    abstract = clean_abstract(str(abstract))
    if not abstract:
        return "empty abstract; skipped"
    title = pick(row, "title")
    title = clean_text(str(title)) if title is not None and not isinstance(title, (dict, list)) else None
    authors, truncated = parse_authors(pick(row, "authors"))
    flag = row.get("authors_truncated")
    if isinstance(flag, bool):
        truncated = truncated or flag
    elif isinstance(flag, str):
        truncated = truncated or flag.strip().lower() in ("true", "yes", "1")
    return RawRecord(file=file, line=line, abstract=abstract, title=title or None, authors=authors,
                     authors_truncated=truncated, year=parse_year(pick(row, "year")),
                     categories=parse_categories(pick(row, "categories")))
