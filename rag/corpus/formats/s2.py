"""Semantic Scholar papers (Graph API JSON, ``{"data": [...]}`` search responses, bulk dataset JSON Lines).

A paper row is reshaped into the plain fields ``record_from_fields`` reads: ``authors`` objects
(``{"authorId": "1", "name": "Lena Fischer"}``) become names through rag.corpus.fields, ``fieldsOfStudy`` (or
``s2FieldsOfStudy``) become categories; ``externalIds`` {DOI, ArXiv, PubMed, CorpusId} and ``paperId`` are read by
rag.corpus.row_ids.
"""
from __future__ import annotations

from typing import Any

S2_MARKERS = ("paperid", "externalids", "fieldsofstudy", "s2fieldsofstudy", "corpusid")


def is_s2_paper(row: dict[str, Any]) -> bool:
    return any(str(k).lower() in S2_MARKERS for k in row)


def _fields_of_study(row: dict[str, Any]) -> list[str]:
    low = {str(k).lower(): v for k, v in row.items()}
    out: list[str] = []
    plain = low.get("fieldsofstudy")
    for name in plain if isinstance(plain, list) else []:
        if isinstance(name, str) and name.strip() and name.strip() not in out:
            out.append(name.strip())
    detailed = low.get("s2fieldsofstudy")
    for item in detailed if isinstance(detailed, list) else []:
        name = item.get("category") if isinstance(item, dict) else None
        if isinstance(name, str) and name.strip() and name.strip() not in out:
            out.append(name.strip())
    return out


def s2_fields(row: dict[str, Any]) -> dict[str, Any]:
    """The plain fields of a Semantic Scholar paper (other keys kept, so identifiers are still found)."""
    out = {k: v for k, v in row.items() if str(k).lower() not in ("fieldsofstudy", "s2fieldsofstudy")}
    if not any(str(k).lower() in ("categories", "keywords") for k in row):
        out["categories"] = _fields_of_study(row)
    if not any(str(k).lower() == "year" and v for k, v in row.items()):
        out["year"] = row.get("publicationDate") or row.get("publicationdate")
    return out
