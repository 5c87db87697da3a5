"""Where the retrieved papers stand on a claim: each paper's closest sentences judged by the evidence model.

For each paper, the ``PER_PAPER`` sentences closest to the claim (cosine, from the sentence bank) are paired with
the claim and judged in one batch. The paper's evidence sentence is the one that speaks to the claim most strongly
(highest P(SUPPORT) + P(CONTRADICT)); the paper supports the claim, contradicts it, or is neutral (that strength
below ``EVIDENCE_CUT``). The strongest evidence over the papers is the claim's answerability.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Sequence

import numpy as np

from rag.records import Paper, PaperStance, Stance

PER_PAPER = 2  # sentences scored per paper (the verifier costs ~10 ms a pair on 2 idle cores: keep it small)
PAPERS = 5  # retrieved papers judged
EVIDENCE_CUT = 0.5  # below: the paper says nothing either way


def log_odds(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def closest_sentences(claim_vec: np.ndarray, paper: Paper, bank, n: int) -> list[str]:
    sents, vecs = bank.paper_sentences(paper)
    if not len(sents):
        return []
    order = np.argsort(-(vecs @ claim_vec), kind="stable")[:n]
    return [sents[i] for i in order]


def judge_papers(claim: str, papers: Sequence[Paper], bank, verifier, per_paper: int = PER_PAPER) -> Stance:
    """Each paper's stance on ``claim`` (one batched call of the evidence model)."""
    if not papers:
        return Stance()
    q = bank.embed([claim])[0]
    pairs, owner = [], []
    for i, paper in enumerate(papers):
        for s in closest_sentences(q, paper, bank, per_paper):
            pairs.append((claim, s))
            owner.append(i)
    probs = verifier.probabilities(pairs)
    out = []
    for i, paper in enumerate(papers):
        rows = [j for j, o in enumerate(owner) if o == i]
        if not rows:
            continue
        j = max(rows, key=lambda r: probs[r, 0] + probs[r, 1])
        s, c = float(probs[j, 0]), float(probs[j, 1])
        label = "NEUTRAL" if s + c < EVIDENCE_CUT else "SUPPORT" if s >= c else "CONTRADICT"
        out.append(PaperStance(paper, label, s, c, pairs[j][1]))
    return Stance(out)


class StanceCache:
    """The last few claims' stances, so answerability and the tally of one answer judge the papers once."""

    def __init__(self, size: int = 64):
        self._items: OrderedDict[tuple, Stance] = OrderedDict()
        self.size = size

    def get(self, claim: str, papers: Sequence[Paper], bank, verifier) -> Stance:
        key = (claim, tuple(p.id for p in papers))
        hit = self._items.get(key)
        if hit is None:
            hit = self._items[key] = judge_papers(claim, papers, bank, verifier)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return hit
