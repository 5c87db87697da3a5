"""Group retrieved papers by theme (greedy clustering of their embeddings, in rank order, so it is deterministic)
and name each theme by the terms its papers share that the other retrieved papers use less."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from rag.answer.bank import SentenceBank
from rag.answer.text import content_words
from rag.records import PaperHit

_GENERIC = {"model", "data", "learning", "task", "performance", "framework", "problem", "achieve", "improve",
            "existing", "propose", "method", "results", "show", "demonstrate", "state-of-the-art", "approach",
            "training", "trained", "paper", "work", "across", "while", "however", "such", "well", "without"}


@dataclass
class Theme:
    name: str
    hits: list[PaperHit] = field(default_factory=list)


def group_by_theme(hits: list[PaperHit], bank: SentenceBank, similarity: float = 0.5) -> list[Theme]:
    if not hits:
        return []
    vecs = np.stack([bank.paper_vector(h.paper) for h in hits])
    clusters: list[list[int]] = []
    for i, v in enumerate(vecs):
        best, best_sim = None, similarity
        for c, members in enumerate(clusters):
            centroid = vecs[members].mean(axis=0)
            sim = float(v @ centroid / (np.linalg.norm(centroid) or 1.0))
            if sim >= best_sim:
                best, best_sim = c, sim
        if best is None:
            clusters.append([i])
        else:
            clusters[best].append(i)
    words = [content_words(f"{h.paper.title or h.paper.display_title} {h.paper.abstract}") - _GENERIC
             for h in hits]
    df = Counter(w for ws in words for w in ws)
    themes = []
    for members in clusters:
        themes.append(Theme(name=_name([words[i] for i in members], df, len(hits)), hits=[hits[i] for i in members]))
    return themes


def _name(member_words: list[set[str]], df: Counter, n_docs: int, n_terms: int = 3) -> str:
    tf = Counter(w for ws in member_words for w in ws)
    scored = sorted(tf, key=lambda w: (-(tf[w] * math.log(1 + n_docs / df[w])), w))
    shared = [w for w in scored if tf[w] >= 2] if len(member_words) > 1 else scored
    return ", ".join((shared or scored)[:n_terms]) or "other"
