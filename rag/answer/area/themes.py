"""Group the papers of an area answer into themes by their embeddings, and name each theme by its key phrases.

Ward's agglomerative clustering of the papers' vectors down to about sqrt(n/2) groups (at most ``MAX_THEMES``); a
paper left alone joins its nearest theme (a one-paper "theme" is not a theme). Deterministic: ties go to the earlier (better-ranked) papers, and
themes are listed by size, then by their best paper's rank. Labels come from rag.answer.area.keyphrases (c-TF-IDF
against the whole corpus).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import math

import numpy as np

from rag.answer.evidence.bank import SentenceBank
from rag.answer.area.keyphrases import Corpus, label
from rag.records import PaperHit

MAX_THEMES = 6
MIN_PAPERS_FOR_THEMES = 4  # fewer papers are one theme


@dataclass
class Theme:
    name: str
    hits: list[PaperHit] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)


def paper_text(hit: PaperHit) -> str:
    """What a paper's themes and recurring phrases are read from: its title and abstract. Not the display name of an
    untitled paper: "Heggan et al. — …" would make a surname a theme ("few-shot, heggan"), and a coined name is
    taken from the abstract anyway."""
    p = hit.paper
    return f"{p.title}. {p.abstract}" if p.title else p.abstract


def target_themes(n_papers: int) -> int:
    """How many themes a set of papers is worth: about sqrt(n/2), between 1 and MAX_THEMES (8 papers: 2, 18: 3,
    32: 4, 50: 5)."""
    return max(1, min(MAX_THEMES, round(math.sqrt(n_papers / 2))))


def cluster(vecs: np.ndarray, n_groups: int) -> list[list[int]]:
    """Indices grouped by Ward's agglomerative clustering (rows normalised: merge the two groups whose union
    adds least within-group variance), down to ``n_groups``; Ward keeps groups of comparable size, so one odd
    paper does not end up a theme of its own while everything else is another. A group of one still left joins
    the group whose centroid it is closest to. Ties go to the earlier (better-ranked) papers."""
    n = len(vecs)
    groups: list[list[int]] = [[i] for i in range(n)]
    sums = [vecs[i].copy() for i in range(n)]
    while len(groups) > max(1, n_groups):
        best, pair = None, None
        for a in range(len(groups)):
            ca = sums[a] / len(groups[a])
            for b in range(a + 1, len(groups)):
                cb = sums[b] / len(groups[b])
                na, nb = len(groups[a]), len(groups[b])
                cost = na * nb / (na + nb) * float(np.sum((ca - cb) ** 2))
                if best is None or cost < best - 1e-12:
                    best, pair = cost, (a, b)
        a, b = pair
        groups[a] = sorted(groups[a] + groups[b])
        sums[a] = sums[a] + sums[b]
        del groups[b], sums[b]
    if len(groups) > 1:
        for g in [g for g in groups if len(g) == 1]:
            i = g[0]
            rest = [(h, s) for h, s in zip(groups, sums) if len(h) > 1]
            if not rest:
                break
            target, _ = max(rest, key=lambda hs: float(vecs[i] @ (hs[1] / len(hs[0]))))
            target.append(i)
            target.sort()
        groups = [g for g in groups if len(g) > 1] or [list(range(n))]
    return groups


def group_by_theme(hits: Sequence[PaperHit], bank: SentenceBank, corpus: Corpus | None = None) -> list[Theme]:
    hits = list(hits)
    if not hits:
        return []
    if len(hits) < MIN_PAPERS_FOR_THEMES:
        groups = [list(range(len(hits)))]
    else:
        vecs = np.stack([bank.paper_vector(h.paper) for h in hits])
        vecs = vecs / np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
        groups = cluster(vecs, target_themes(len(hits)))
    groups.sort(key=lambda g: (-len(g), g[0]))
    texts = [paper_text(h) for h in hits]
    themes = []
    used: list[str] = []
    for g in groups:
        others = [texts[i] for i in range(len(hits)) if i not in g]
        phrases = label([texts[i] for i in g], corpus, others, exclude=used)
        used += phrases
        themes.append(Theme(name=", ".join(phrases) or "other", hits=[hits[i] for i in g], phrases=phrases))
    return themes
