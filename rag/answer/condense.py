"""Follow-ups: "what about its results?" becomes a standalone question.

With a language model the condense prompt rewrites it; the deterministic rule (always the fallback, and the only
way for the extractive generator) resolves "it/its/this paper/they" to the papers cited in the previous answer and
puts their titles into the question, so retrieval finds them.
"""
from __future__ import annotations

import re

from rag.answer.render import cited_titles

_SINGULAR = re.compile(r"\b(it|its|it's|this (paper|work|study|method|model)|that (paper|work|study)|the paper)\b",
                       re.I)
_PLURAL = re.compile(r"\b(they|their|them|these( papers)?|those( papers)?|both)\b", re.I)
_ELLIPTIC = re.compile(r"^\s*(and|what about|how about|what of)\b", re.I)


def _content(m: dict) -> str:
    c = m.get("content", "")
    return c if isinstance(c, str) else str(c)


def is_follow_up(question: str, history: list[dict]) -> bool:
    has_previous = any(m.get("role") == "assistant" for m in history)
    return has_previous and bool(_SINGULAR.search(question) or _PLURAL.search(question) or _ELLIPTIC.search(question))


def referents(question: str, history: list[dict]) -> list[str]:
    """What the follow-up points at: the first paper cited last time (singular), or all of them (plural)."""
    last = next((_content(m) for m in reversed(history) if m.get("role") == "assistant"), "")
    titles = cited_titles(last)
    if titles:
        return titles[:1] if _SINGULAR.search(question) and not _PLURAL.search(question) else titles[:3]
    previous_question = next((_content(m) for m in reversed(history) if m.get("role") == "user"), "")
    return [previous_question] if previous_question else []


def condense_rule(question: str, history: list[dict]) -> str:
    refs = referents(question, history)
    return f"{question.strip()} (about: {'; '.join(refs)})" if refs else question


def unresolved(condensed: str) -> bool:
    return bool(_SINGULAR.search(condensed) or _PLURAL.search(condensed))
