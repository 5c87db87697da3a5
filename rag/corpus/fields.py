"""Turn loosely typed field values (from JSON, CSV, BibTeX) into a RawRecord, or say what is wrong.

Authors given as objects anywhere ({"name"}, {"given", "family"}, {"author": {"display_name"}}) become plain
names; OpenAlex works and Semantic Scholar papers are reshaped first; identifiers come from rag.corpus.row_ids.
"""
from __future__ import annotations

import re
from typing import Any

from rag.corpus.authors import split_authors
from rag.corpus.formats.openalex import is_openalex_work, openalex_fields
from rag.corpus.formats.s2 import is_s2_paper, s2_fields
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.row_ids import identifiers_from_row
from rag.corpus.text import clean_abstract, clean_text, split_categories

ALIASES = {  # lower-cased column/field names; Zotero CSV ("Abstract Note") and arXiv metadata JSON included
    "title": ("title", "paper_title", "name"),
    "abstract": ("abstract", "summary", "abstract_text", "abstracttext", "abstract note", "abstract_note"),
    "authors": ("authors", "author", "creators"),
    "year": ("year", "publication year", "publication_year", "date", "published", "update_date",
             "issued"),  # CSL-JSON {"date-parts": [[2019, 5]]}
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


NAME_KEYS = ("name", "display_name", "full_name", "fullname", "literal", "raw_author_name")
PERSON_KEYS = (("given", "family"), ("firstname", "lastname"), ("first", "last"), ("given_name", "family_name"),
               ("forename", "lastname"))


def author_name(value: Any) -> str | None:
    """One author as a plain name: a string, or an object from any export ({"name"}, {"given", "family"},
    OpenAlex {"author": {"display_name"}}, Zotero {"firstName", "lastName"}); None when it names nobody."""
    if isinstance(value, str):
        return clean_text(value) or None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return None
    if not isinstance(value, dict):
        return None
    low = {str(k).strip().lower(): v for k, v in value.items() if k is not None}
    if isinstance(low.get("author"), dict):
        return author_name(low["author"])
    for key in NAME_KEYS:
        if isinstance(low.get(key), str) and low[key].strip():
            return clean_text(low[key]) or None
    for given, family in PERSON_KEYS:
        parts = [low.get(given), low.get(family)]
        if isinstance(parts[1], str) and parts[1].strip():
            return clean_text(" ".join(p for p in parts if isinstance(p, str) and p.strip())) or None
    return None


def parse_authors(value: Any) -> tuple[list[str], bool]:
    if value is None or isinstance(value, (bool, int, float)):  # a count or an id is nobody's name
        return [], False
    if isinstance(value, dict):
        value = [value]
    if isinstance(value, (list, tuple)):
        names = [n for n in (author_name(v) for v in value) if n]
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
        if isinstance(p, dict):  # {"display_name": ...} (OpenAlex), {"name": ...}, {"category": ...} (S2)
            p = next((p[k] for k in ("display_name", "name", "category", "term") if isinstance(p.get(k), str)), None)
        text = str(p) if p is not None and not isinstance(p, (list, dict)) else ""
        for c in split_categories(text):  # cleaned, listing chrome ("Cross-listed from cs.AI") dropped
            if c not in out:
                out.append(c)
    return out


def reshape(row: dict[str, Any]) -> dict[str, Any]:
    """An OpenAlex work or a Semantic Scholar paper as plain fields; any other row as it is."""
    if is_openalex_work(row):
        return openalex_fields(row)
    if is_s2_paper(row):
        return s2_fields(row)
    return row


def record_from_fields(row: dict[str, Any], file: str, line: int) -> RawRecord | str:
    """A RawRecord, or a one-line reason why this row cannot be one."""
    row = reshape(row)
    abstract = pick(row, "abstract")
    if abstract is None or isinstance(abstract, bool) or not isinstance(abstract, (str, int, float)):
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
    doi, arxiv_id, url, ids = identifiers_from_row(row)
    return RawRecord(file=file, line=line, abstract=abstract, title=title or None, authors=authors,
                     authors_truncated=truncated, year=parse_year(pick(row, "year")),
                     categories=parse_categories(pick(row, "categories")), doi=doi, arxiv_id=arxiv_id, url=url,
                     ids=ids)


def invert_name(name: str) -> str:
    """'Fischer, Lena' → 'Lena Fischer'; 'King, Martin L, Jr' → 'Martin L King Jr'; 'Lena Fischer' unchanged."""
    parts = [p.strip() for p in name.split(",")]
    if len(parts) < 2 or not parts[0] or not parts[1]:
        return clean_text(name.replace(",", " "))
    return clean_text(" ".join([parts[1], parts[0], *parts[2:]]))


def labelled(made: RawRecord | str, title: str | None) -> RawRecord | str:
    """A record, or its problem prefixed by the record's title so the user finds it ('"Foo…": no abstract')."""
    if isinstance(made, RawRecord) or not title:
        return made
    short = clean_text(title)
    short = short if len(short) <= 60 else short[:59] + "…"
    return f"'{short}': {made}"


def issue_or_record(made: RawRecord | str, line: int | None) -> RawRecord | ParseIssue:
    """What a stream parser yields for one entry: the record, or (line, why it was skipped)."""
    return made if isinstance(made, RawRecord) else (line, made)


def pubmed_title(title: str | None) -> str | None:
    """PubMed ends every title with a period ("Bees learn colours."); other exports of the same paper do not."""
    if not title:
        return None
    title = title.strip()
    return title[:-1].rstrip() if title.endswith(".") and not title.endswith("..") else title
