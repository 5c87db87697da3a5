"""OpenAlex works (API JSON, JSON Lines snapshots): the abstract rebuilt from ``abstract_inverted_index``.

A work row is reshaped into the plain fields ``record_from_fields`` reads (title, abstract, authors, year,
categories); its identifiers (``doi``, ``id``, ``ids``, ``primary_location``) are read by rag.corpus.row_ids.
A whole API response file (``{"results": [...]}``) is read by rag.corpus.formats.json_doc.
"""
from __future__ import annotations

from typing import Any

MAX_CATEGORIES = 8
MIN_CONCEPT_SCORE = 0.3  # OpenAlex tags every work with dozens of weak concepts; keep the confident ones
MAX_WORDS = 20_000  # an abstract longer than this is not an abstract


def is_openalex_work(row: dict[str, Any]) -> bool:
    return "abstract_inverted_index" in row or "authorships" in row or str(row.get("id", "")).startswith(
        "https://openalex.org/W")


def rebuild_abstract(index: Any) -> str | None:
    """{"Deep": [0], "nets": [1, 4], ...} → "Deep nets ... nets"; None when the index is missing or not one."""
    if not isinstance(index, dict) or not index:
        return None
    placed: dict[int, str] = {}
    for word, positions in index.items():
        if not isinstance(positions, list):
            return None
        for pos in positions:
            if isinstance(pos, bool) or not isinstance(pos, int) or not 0 <= pos < MAX_WORDS:
                return None
            placed[pos] = str(word)
    return " ".join(placed[i] for i in sorted(placed)) if placed else None


def _names(items: Any, key: str = "display_name") -> list[str]:
    out: list[str] = []
    for item in items if isinstance(items, list) else []:
        name = item.get(key) if isinstance(item, dict) else None
        if isinstance(name, str) and name.strip() and name.strip() not in out:
            out.append(name.strip())
    return out


def _categories(row: dict[str, Any]) -> list[str]:
    topics = _names(row.get("topics"))
    if not topics and isinstance(row.get("primary_topic"), dict):
        topics = _names([row["primary_topic"]])
    concepts = [c for c in row.get("concepts") or [] if isinstance(c, dict)
                and isinstance(c.get("score"), (int, float)) and c["score"] >= MIN_CONCEPT_SCORE]
    keywords = _names(row.get("keywords"))
    out: list[str] = []
    for name in topics + _names(concepts) + keywords:
        if name not in out:
            out.append(name)
    return out[:MAX_CATEGORIES]


def _authors(authorships: Any) -> list[Any]:
    """Each authorship's ``author`` object (the name comes from its display_name), else its raw_author_name."""
    out: list[Any] = []
    for a in authorships if isinstance(authorships, list) else []:
        if isinstance(a, dict):
            out.append(a.get("author") if isinstance(a.get("author"), dict) else a.get("raw_author_name"))
    return [a for a in out if a]


def openalex_fields(row: dict[str, Any]) -> dict[str, Any]:
    """The plain fields of an OpenAlex work (other keys kept, so identifiers are still found)."""
    out = dict(row)
    abstract = row.get("abstract") or rebuild_abstract(row.get("abstract_inverted_index"))
    out["abstract"] = abstract
    out["title"] = row.get("title") or row.get("display_name")
    out.pop("display_name", None)
    if "authorships" in row:
        out["authors"] = _authors(row.get("authorships"))
    out["year"] = row.get("publication_year") or row.get("publication_date")
    out.pop("publication_year", None)
    out.pop("publication_date", None)
    out["categories"] = _categories(row)
    out.pop("keywords", None)
    return out
