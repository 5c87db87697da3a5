"""Fusing ranked lists of paper ids: reciprocal rank fusion, or a weighted sum of normalised scores (min-max or
z-score over the candidates)."""
from __future__ import annotations

from typing import Literal, Mapping, Sequence

import numpy as np


def reciprocal_rank_fusion(rankings: Sequence[Sequence[str]], k: int = 60,
                           weights: Sequence[float] | None = None) -> dict[str, float]:
    """score(id) = sum over rankings of weight / (k + rank), rank starting at 1 (every weight 1 by default)."""
    fused: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights if weights is not None else [1.0] * len(rankings)):
        for rank, key in enumerate(ranking, start=1):
            fused[key] = fused.get(key, 0.0) + weight / (k + rank)
    return fused


def min_max(scores: Mapping[str, float]) -> dict[str, float]:
    """Scale to 0..1 (all equal -> all 1)."""
    if not scores:
        return {}
    lo, hi = min(scores.values()), max(scores.values())
    if hi - lo < 1e-12:
        return {key: 1.0 for key in scores}
    return {key: (v - lo) / (hi - lo) for key, v in scores.items()}


def weighted_fusion(dense: Mapping[str, float], sparse: Mapping[str, float], dense_weight: float) -> dict[str, float]:
    """dense_weight * minmax(dense) + (1 - dense_weight) * minmax(sparse); a paper missing from a list scores 0 there."""
    d, s = min_max(dense), min_max(sparse)
    return {key: dense_weight * d.get(key, 0.0) + (1 - dense_weight) * s.get(key, 0.0) for key in {*d, *s}}


def ranked(scores: Mapping[str, float]) -> list[str]:
    """Ids by descending score; ties keep insertion order (deterministic)."""
    return sorted(scores, key=lambda key: -scores[key])


Normalise = Literal["minmax", "zscore"]


def normalised_fusion(columns: Sequence[np.ndarray], weights: Sequence[float], how: Normalise = "zscore") -> np.ndarray:
    """Weighted sum of score columns over the same candidates, each normalised over those candidates first:
    min-max to 0..1, or z-score (mean 0, sd 1; a constant column contributes 0)."""
    total = np.zeros(len(columns[0]) if len(columns) else 0, dtype=np.float64)
    for column, weight in zip(columns, weights):
        x = np.asarray(column, dtype=np.float64)
        if how == "minmax":
            span = x.max() - x.min() if len(x) else 0.0
            x = (x - x.min()) / span if span > 1e-12 else np.ones_like(x)
        else:
            sd = x.std() if len(x) else 0.0
            x = (x - x.mean()) / sd if sd > 1e-12 else np.zeros_like(x)
        total += weight * x
    return total
