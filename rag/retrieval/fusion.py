"""Fusing ranked lists of paper ids: reciprocal rank fusion or a weighted sum of min-max normalised scores."""
from __future__ import annotations

from typing import Mapping, Sequence


def reciprocal_rank_fusion(rankings: Sequence[Sequence[str]], k: int = 60) -> dict[str, float]:
    """score(id) = sum over rankings of 1 / (k + rank), rank starting at 1."""
    fused: dict[str, float] = {}
    for ranking in rankings:
        for rank, key in enumerate(ranking, start=1):
            fused[key] = fused.get(key, 0.0) + 1.0 / (k + rank)
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
