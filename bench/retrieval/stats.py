"""Per-query metrics of a run and the paired bootstrap interval of a difference between two runs."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from eval.metrics import ndcg_at_k, recall_at_k

BOOTSTRAP_SAMPLES = 2000


@dataclass
class Scores:
    ndcg10: np.ndarray  # per query, in ``qids`` order
    recall100: np.ndarray

    def mean(self) -> dict[str, float]:
        return {"ndcg@10": round(float(self.ndcg10.mean()), 4), "recall@100": round(float(self.recall100.mean()), 4)}


def per_query(runs: dict[str, list[str]], qrels: dict[str, dict[str, int]], qids: list[str]) -> Scores:
    return Scores(np.asarray([ndcg_at_k(runs[q], qrels[q], 10) for q in qids]),
                  np.asarray([recall_at_k(runs[q], qrels[q], 100) for q in qids]))


def paired_bootstrap(new: np.ndarray, base: np.ndarray, seed: int = 0) -> dict[str, float]:
    """Mean difference new - base over queries and its 95 % percentile interval (queries resampled with
    replacement, the same resample for both runs)."""
    diff = np.asarray(new, dtype=np.float64) - np.asarray(base, dtype=np.float64)
    rng = np.random.default_rng(seed)
    means = diff[rng.integers(0, len(diff), size=(BOOTSTRAP_SAMPLES, len(diff)))].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    return {"delta": round(float(diff.mean()), 4), "lo": round(float(lo), 4), "hi": round(float(hi), 4)}
