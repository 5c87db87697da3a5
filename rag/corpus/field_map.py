"""`--map abstract=text,title=name`: read our fields from differently named JSON keys / CSV columns.

    field_map = parse_field_map("abstract=text,title=name")   # {"abstract": "text", "title": "name"}
    row = apply_field_map(row, field_map)                     # row["abstract"] is now row["text"]
"""
from __future__ import annotations

from typing import Any

# our field -> the names record_from_fields already reads for it (a mapped field replaces them all)
TARGETS: dict[str, tuple[str, ...]] = {
    "title": ("title", "paper_title", "name"),
    "abstract": ("abstract", "summary", "abstract_text", "abstracttext", "abstract note", "abstract_note", "text"),
    "authors": ("authors", "author", "creators"),
    "year": ("year", "publication year", "publication_year", "date", "published", "update_date"),
    "categories": ("categories", "category", "keywords", "subjects", "tags", "manual tags"),
    "doi": ("doi",),
    "arxiv_id": ("arxiv_id", "arxiv", "arxivid", "arxiv id"),
    "url": ("url", "link", "landing_page_url"),
}


class FieldMapError(ValueError):
    """A --map spec that cannot be used; the message says which part and why."""


def parse_field_map(spec: str | None) -> dict[str, str]:
    """'abstract=text,title=name' → {'abstract': 'text', 'title': 'name'} (source names compared case-blind)."""
    out: dict[str, str] = {}
    for part in (spec or "").split(","):
        if not part.strip():
            continue
        ours, eq, theirs = part.partition("=")
        ours, theirs = ours.strip().lower(), theirs.strip()
        if not eq or not ours or not theirs:
            raise FieldMapError(f"{part.strip()!r} is not FIELD=NAME (e.g. abstract=text)")
        if ours not in TARGETS:
            raise FieldMapError(f"unknown field {ours!r} in {part.strip()!r}; fields: {', '.join(TARGETS)}")
        if ours in out:
            raise FieldMapError(f"field {ours!r} mapped twice")
        out[ours] = theirs
    return out


def apply_field_map(row: dict[str, Any], field_map: dict[str, str] | None) -> dict[str, Any]:
    """The row with each mapped field read from its source name (and the field's usual names dropped, so the
    mapping wins). A source name the row lacks leaves the field missing: the row reports it as usual."""
    if not field_map:
        return row
    lowered = {str(k).strip().lower(): k for k in row if k is not None}
    out = dict(row)
    for ours, theirs in field_map.items():
        source = lowered.get(theirs.lower())
        value = row[source] if source is not None else None
        for key in [k for k in out if k is not None and str(k).strip().lower() in TARGETS[ours]]:
            del out[key]
        if value is not None:
            out[ours] = value
    return out
