"""The eval set: questions with gold papers given as distinctive text, resolved to paper ids at run time.

A gold reference is a substring of one paper's title, display title or abstract (whitespace-insensitive,
case-sensitive), so the eval survives any change of the paper-id scheme. It must match exactly one paper.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from rag.records import Paper

QUESTIONS_FILE = Path(__file__).resolve().parent / "questions.jsonl"
KINDS = ("paper", "author", "area", "number", "unanswerable")


@dataclass
class Question:
    id: str
    kind: str
    question: str
    gold: list[str]  # gold references (text), resolved with resolve_gold()
    keywords: list = field(default_factory=list)  # str or list of alternatives

    @property
    def answerable(self) -> bool:
        return self.kind != "unanswerable"


class GoldError(ValueError):
    """A gold reference that does not name exactly one paper."""


def load_questions(path: Path = QUESTIONS_FILE, kinds: Sequence[str] | None = None) -> list[Question]:
    out = []
    for lineno, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            q = Question(**json.loads(line))
        except (json.JSONDecodeError, TypeError) as e:
            raise ValueError(f"{path}:{lineno}: bad question: {e}") from None
        if q.kind not in KINDS:
            raise ValueError(f"{path}:{lineno}: unknown kind {q.kind!r} (expected one of {', '.join(KINDS)})")
        if q.answerable != bool(q.gold):
            raise ValueError(f"{path}:{lineno}: {q.id}: answerable questions need gold papers, others none")
        if not kinds or q.kind in kinds:
            out.append(q)
    return out


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def papers_matching(ref: str, papers: Sequence[Paper]) -> list[Paper]:
    needle = _squash(ref)
    return [p for p in papers
            if needle in _squash(p.abstract) or needle in _squash(p.title or "") or needle in _squash(p.display_title)]


def resolve_gold(questions: Sequence[Question], papers: Sequence[Paper]) -> dict[str, str]:
    """Map every gold reference to its paper id; raises GoldError listing every reference that is not unique."""
    resolved: dict[str, str] = {}
    problems = []
    for q in questions:
        for ref in q.gold:
            if ref in resolved:
                continue
            found = papers_matching(ref, papers)
            if len(found) == 1:
                resolved[ref] = found[0].id
            else:
                names = "; ".join(p.display_title for p in found[:3])
                problems.append(f"{q.id}: gold {ref!r} matches {len(found)} papers{': ' + names if names else ''}")
    if problems:
        raise GoldError("\n".join(problems))
    return resolved


def gold_ids(q: Question, resolved: dict[str, str]) -> set[str]:
    return {resolved[ref] for ref in q.gold}
