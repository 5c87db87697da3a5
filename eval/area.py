"""Area-summary metrics: does a summary cover its topic's papers, say what each contributes, and name its themes
with phrases its papers share?

Read from the answer the user sees (its "### Theme: label (n)" headings and its "- **Title** (...): sentence [n]"
lines), so they measure the output, not our intentions:
- coverage: share of the question's gold papers the answer cites;
- opening-line share: share of per-paper lines whose sentence is the cited abstract's opening sentence (usually
  the field's background, not the paper's contribution);
- labels shared: share of theme-label phrases that occur in at least half of the papers listed under that theme.
"""
from __future__ import annotations

import re
from typing import Sequence

from rag.answer.area.keyphrases import shares
from rag.answer.text import citations_in, strip_citations
from rag.text.sentences import sentence_spans
from rag.records import Answer

_THEME = re.compile(r"^###\s*Theme:\s*(?P<label>.*?)(?:\s*\(\d+\))?\s*$")
_LINE = re.compile(r"^-\s+\*\*[^*\n]+\*\*\s*\([^()\n]*\):\s+(?P<sentence>.+)$")


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", strip_citations(text)).strip().lower()


def opening_sentence(abstract: str) -> str:
    spans = sentence_spans(abstract)
    return abstract[spans[0][0]:spans[0][1]] if spans else abstract


def score_area(answer: Answer, gold: set[str]) -> dict:
    by_n = {c.n: c.paper for c in answer.citations}
    cited = {c.paper.id for c in answer.citations}
    lines = openings = 0
    labels = labels_shared = 0
    theme: tuple[str, list] | None = None
    themes: list[tuple[str, list]] = []
    for raw in answer.text.splitlines():
        m = _THEME.match(raw.strip())
        if m:
            theme = (m.group("label"), [])
            themes.append(theme)
            continue
        m = _LINE.match(raw.strip())
        if not m:
            continue
        ns = [n for n in citations_in(raw) if n in by_n]
        if not ns:
            continue
        paper = by_n[ns[-1]]
        lines += 1
        openings += _norm(m.group("sentence")) == _norm(opening_sentence(paper.abstract))
        if theme is not None:
            theme[1].append(paper)
    for name, papers in themes:
        if not papers or name == "other":
            continue
        for phrase in [p.strip() for p in name.split(",") if p.strip()]:
            labels += 1
            have = sum(shares(phrase, f"{p.title or p.display_title}. {p.abstract}") for p in papers)
            labels_shared += have * 2 >= len(papers)
    return {"coverage": len(cited & gold) / len(gold) if gold else None, "lines": lines,
            "opening_lines": openings, "labels": labels, "labels_shared": labels_shared,
            "themes": len(themes), "abstained": answer.abstained, "papers": len(cited)}


def summarise_area(scores: Sequence[dict]) -> dict[str, float | None]:
    if not scores:
        return {}
    covs = [s["coverage"] for s in scores if s["coverage"] is not None]
    lines = sum(s["lines"] for s in scores)
    labels = sum(s["labels"] for s in scores)
    return {"area_questions": float(len(scores)),
            "area_gold_coverage": sum(covs) / len(covs) if covs else None,
            "area_opening_line_share": sum(s["opening_lines"] for s in scores) / lines if lines else None,
            "area_labels_shared": sum(s["labels_shared"] for s in scores) / labels if labels else None,
            "area_unshared_labels": float(labels - sum(s["labels_shared"] for s in scores)),
            "area_abstentions": float(sum(s["abstained"] for s in scores))}
