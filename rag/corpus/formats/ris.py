"""RIS (Zotero, Mendeley, EndNote, publisher exports), read as a stream: one record from ``TY  -`` to ``ER  -``.

Tags read: TI/T1 title, AB/N2 abstract, AU/A1 authors ("Last, First", repeated), PY/Y1/DA year, KW keywords
(repeated), DO DOI, UR URL (an arXiv URL also gives the arXiv id), AN as a PubMed id when it says so
(``AN  - PMID: 123``, or a ``DB  - PubMed`` record). Untagged lines continue the previous field (exporters wrap
long abstracts).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TextIO

from rag.corpus.fields import invert_name, issue_or_record, labelled, record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord
from rag.identifiers import normalize_arxiv, safe_url

TAG = re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*))?$")
TITLE_TAGS = ("TI", "T1", "CT", "BT")
ABSTRACT_TAGS = ("AB", "N2")
AUTHOR_TAGS = ("AU", "A1")
YEAR_TAGS = ("PY", "Y1", "DA")
_PMID = re.compile(r"^\s*(?:PMID:?\s*)?(\d{1,9})\s*$", re.I)


def looks_like_ris(head: str) -> bool:
    """A RIS export's first line is ``TY  - <type>`` (for .txt files, which page layouts also claim)."""
    first = next((line for line in head.lstrip("\ufeff").splitlines() if line.strip()), "")
    return first.startswith("TY  -")


def _first(tags: dict[str, list[str]], names: tuple[str, ...]) -> str | None:
    return next((tags[n][0] for n in names if tags.get(n)), None)


def record_from_tags(tags: dict[str, list[str]], file: str, line: int) -> RawRecord | str:
    title = _first(tags, TITLE_TAGS)
    urls = [u for u in (safe_url(x) for x in tags.get("UR", []) + tags.get("L2", [])) if u]
    arxiv = next((a for u in urls if (a := normalize_arxiv(u))), None)
    ids = {}
    accession = _first(tags, ("AN",)) or ""
    m = _PMID.match(accession)
    if m and ("pmid" in accession.lower() or "pubmed" in " ".join(tags.get("DB", [])).lower()):
        ids["pmid"] = m.group(1)
    row = {"title": title, "abstract": " ".join(tags.get("AB") or tags.get("N2") or []) or None,
           "authors": [invert_name(a) for n in AUTHOR_TAGS for a in tags.get(n, [])],
           "year": _first(tags, YEAR_TAGS),
           "categories": [k.strip() for kw in tags.get("KW", []) for k in kw.split(";") if k.strip()],
           "doi": _first(tags, ("DO",)) or next((u for u in urls if "doi.org/" in u.lower()), None), "url": next((u for u in urls if not normalize_arxiv(u)), None),
           "arxiv_id": arxiv, "ids": ids}
    return labelled(record_from_fields(row, file, line), title)


def parse_ris(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    tags: dict[str, list[str]] | None = None
    start = 0
    last: str | None = None  # the tag an untagged line continues
    stray = False  # already reported text outside a record (once per run of such lines)
    for n, raw in enumerate(stream, start=1):
        text = raw.rstrip("\r\n").lstrip("\ufeff")
        m = TAG.match(text)
        if m:
            tag, value = m.group(1), (m.group(2) or "").strip()
            stray = False
            if tag == "TY":
                if tags is not None:
                    yield (start, "record has no 'ER  -' before the next 'TY  -'; read up to there")
                    yield issue_or_record(record_from_tags(tags, file, start), start)
                tags, start, last = {}, n, None
                continue
            if tags is None:
                yield (n, f"'{tag}  -' outside a record (no 'TY  -' before it); line skipped")
                continue
            if tag == "ER":
                yield issue_or_record(record_from_tags(tags, file, start), start)
                tags, last = None, None
                continue
            if value:
                tags.setdefault(tag, []).append(value)
                last = tag
            continue
        if not text.strip():
            continue
        if tags is not None and last is not None:  # a wrapped value goes on
            tags[last][-1] += " " + text.strip()
        elif tags is None and not stray:
            stray = True
            yield (n, "text outside a record (RIS records start with 'TY  - '); skipped")
    if tags is not None:  # the last record lacks its 'ER  -' (a truncated export): still read it
        yield issue_or_record(record_from_tags(tags, file, start), start)

