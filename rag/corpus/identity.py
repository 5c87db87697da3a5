"""Stable paper ids from content: the same paper gets the same id on every run and every machine."""
from __future__ import annotations

import hashlib

from rag.corpus.text import normalize_key

ABSTRACT_PREFIX_CHARS = 200


def paper_id(title: str | None, abstract: str) -> str:
    """'p_' + 12 hex of sha1(normalised title), else of the normalised first ~200 chars of the abstract.

    An edited abstract keeps its id when the paper has a title, or when the edit is past the first 200 chars.
    """
    key = normalize_key(title or "")
    basis = f"t:{key}" if key else f"a:{normalize_key(abstract[:3 * ABSTRACT_PREFIX_CHARS])[:ABSTRACT_PREFIX_CHARS]}"
    return "p_" + hashlib.sha1(basis.encode("utf-8")).hexdigest()[:12]


def disambiguate(base_id: str, abstract: str) -> str:
    """A second id for a different paper that collides with base_id (same title, different abstract)."""
    digest = hashlib.sha1(f"{base_id}|{normalize_key(abstract[:3 * ABSTRACT_PREFIX_CHARS])[:ABSTRACT_PREFIX_CHARS]}".encode()).hexdigest()
    return "p_" + digest[:12]
