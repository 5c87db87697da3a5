"""PubMed MEDLINE text (``.nbib``, PubMed's "Save as PubMed format" ``.txt``), read as a stream.

Each line is a tag padded to four characters, ``- `` and a value (``TI  - ...``, ``PMID- 123``); a line starting
with spaces continues the previous value. Records are separated by blank lines (and each starts with ``PMID-``).
Read: TI title, AB abstract, FAU full author names (AU short names only when a record has no FAU), DP year,
MH MeSH headings (``*`` and ``/subheading`` dropped) and OT keywords as categories, LID/AID ``... [doi]`` DOI,
PMID and PMC ids.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TextIO

from rag.corpus.fields import invert_name, issue_or_record, labelled, pubmed_title, record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord

TAG = re.compile(r"^([A-Z][A-Z0-9 ]{1,3})- (.*)$")
_DOI_LID = re.compile(r"^(\S+)\s*\[doi\]\s*$", re.I)
MAX_CATEGORIES = 12


def looks_like_medline(head: str) -> bool:
    """PubMed exports start with ``PMID- <digits>``: the signature of a MEDLINE file saved as .txt."""
    first = next((line for line in head.lstrip("\ufeff").splitlines() if line.strip()), "")
    return bool(re.match(r"^PMID- ?\d+\s*$", first))


def initials_first(short: str) -> str:
    """MEDLINE's short form 'Smith JA' → 'JA Smith' (so the surname is last, as everywhere else)."""
    parts = short.split()
    if len(parts) >= 2 and re.fullmatch(r"[A-Z]{1,4}", parts[-1]):
        return " ".join([parts[-1], *parts[:-1]])
    return short


def _mesh(heading: str) -> str:
    return heading.split("/", 1)[0].lstrip("*").strip()


def record_from_tags(tags: dict[str, list[str]], file: str, line: int) -> RawRecord | str:
    title = pubmed_title((tags.get("TI") or tags.get("BTI") or [None])[0])
    authors = [invert_name(a) for a in tags.get("FAU", [])] or [initials_first(a) for a in tags.get("AU", [])]
    authors += [c for c in tags.get("CN", [])]  # collective authors ("CN  - COVID-19 Genomics Consortium")
    categories: list[str] = []
    for value in [_mesh(h) for h in tags.get("MH", [])] + tags.get("OT", []):
        if value and value not in categories:
            categories.append(value)
    doi = next((m.group(1) for v in tags.get("LID", []) + tags.get("AID", []) if (m := _DOI_LID.match(v))), None)
    ids = {}
    if tags.get("PMID"):
        ids["pmid"] = tags["PMID"][0]
    if tags.get("PMC"):
        ids["pmcid"] = tags["PMC"][0]
    row = {"title": title, "abstract": " ".join(tags.get("AB", [])) or None, "authors": authors,
           "year": (tags.get("DP") or [None])[0], "categories": categories[:MAX_CATEGORIES], "doi": doi, "ids": ids}
    return labelled(record_from_fields(row, file, line), title or (f"PMID {ids['pmid']}" if ids else None))


def parse_medline(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    tags: dict[str, list[str]] = {}
    start = 0
    last: str | None = None
    for n, raw in enumerate(stream, start=1):
        text = raw.rstrip("\r\n").lstrip("\ufeff")
        if not text.strip():
            if tags:
                yield issue_or_record(record_from_tags(tags, file, start), start)
            tags, last = {}, None
            continue
        if text[:1].isspace():
            if last is not None:
                tags[last][-1] += " " + text.strip()
            else:
                yield (n, "continuation line outside a record; skipped")
            continue
        m = TAG.match(text)
        if not m:
            yield (n, "not a MEDLINE line (expected a tag like 'TI  - '); line skipped")
            continue
        tag, value = m.group(1).strip(), m.group(2).strip()
        if tag == "PMID" and tags:  # records not separated by a blank line
            yield issue_or_record(record_from_tags(tags, file, start), start)
            tags = {}
        if not tags:
            start = n
        tags.setdefault(tag, []).append(value)
        last = tag
    if tags:
        yield issue_or_record(record_from_tags(tags, file, start), start)

