"""Example questions for the first screen, derived from the papers in the store (nothing hard-coded)."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from rag.records import Paper

_GENERIC_CATEGORIES = {"machine learning", "artificial intelligence", "computer science", "cs.ai", "cs.lg", "other"}


def example_questions(papers: Sequence[Paper], limit: int = 4) -> list[tuple[str, str]]:
    """``(question, mode)`` pairs: an author question, a results question about a named paper, a topic
    question and an area summary, each built from what the corpus actually holds. Deterministic."""
    if not papers:
        return []
    out: list[tuple[str, str]] = []
    area = _area_topic(papers)
    if area:
        out.append((f"Summarise the research on {area}", "area"))
    named = _named_paper_with_numbers(papers)
    if named:
        out.append((f"What results does {named} report?", "answer"))
    topic = _topic(papers, exclude=area)
    if topic:
        out.append((f"Which papers study {topic}?", "answer"))
    author = _prolific_author(papers)
    if author:
        out.append((f"What did {author} work on?", "answer"))
    return out[:limit]


def _categories(papers: Sequence[Paper]) -> Counter:
    counts: Counter = Counter()
    for p in papers:
        for c in p.categories:
            if c.strip().lower() not in _GENERIC_CATEGORIES and len(c) > 3:
                counts[c.strip()] += 1
    return counts


def _area_topic(papers: Sequence[Paper]) -> str | None:
    common = _categories(papers).most_common()
    return _readable(common[0][0]) if common else None


def _topic(papers: Sequence[Paper], exclude: str | None) -> str | None:
    for category, n in _categories(papers).most_common():
        if n >= 2 and _readable(category) != exclude:
            return _readable(category)
    return None


def _readable(category: str) -> str:
    """'Deep Learning' → 'deep learning'; acronyms and codes ('cs.CV', 'NLP', 'PEFT') are kept as they are."""
    return " ".join(w if (w.isupper() or any(c.isupper() for c in w[1:]) or "." in w) else w.lower()
                    for w in category.split())


_COINED = re.compile(r"^([A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*)\s*:")


def _named_paper_with_numbers(papers: Sequence[Paper]) -> str | None:
    """A paper with a coined name ("MuPHI: …" or an untitled paper named after what it coins) whose abstract
    reports figures: a good "what did X find, with what numbers?" question."""
    candidates = []
    for p in papers:
        name = None
        m = _COINED.match(p.title or "")
        if m:
            name = m.group(1)
        elif not p.title and re.fullmatch(r"[A-Z][A-Za-z0-9\-]{2,20}", p.display_title):
            name = p.display_title
        figures = len(re.findall(r"\d+(?:\.\d+)?\s*%", p.abstract))
        if name and figures:
            candidates.append((-figures, name))
    return min(candidates)[1] if candidates else None


def _prolific_author(papers: Sequence[Paper]) -> str | None:
    counts = Counter(a for p in papers for a in dict.fromkeys(p.authors))
    if not counts:
        return None
    author, n = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return author if n >= 2 else None
