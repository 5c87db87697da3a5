"""Ranking variants over ``Signals``: each returns, per query, the ranked document ids (top 100).

``hybrid_today`` reproduces the pipeline as it is (RRF k=60 over the dense paper list from the nearest chunks and
BM25's top list); ``fused`` is the family the new ranking is chosen from: a paper's dense score mixes its best
sentence with its best chunk, then dense and BM25 are fused by weighted normalised scores (or RRF)."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bench.retrieval.signals import Signals, top_ids
from rag.retrieval.fusion import reciprocal_rank_fusion
from rag.retrieval.rerank import DenseEvidence, fused_scores

DENSE_LIST = 150  # papers in today's dense list (k_dense chunks grouped by paper)
BM25_LIST = 200  # papers in BM25's list
CANDIDATES = 100  # each signal's top papers pooled before normalised fusion (Settings.fusion_pool)


@dataclass(frozen=True)
class Variant:
    name: str
    span_weight: float = 0.0  # paper dense = (1 - s) * best chunk + s * best sentence
    dense_weight: float = 0.5  # fused = w * dense + (1 - w) * bm25 (normalised)
    fusion: str = "zscore"  # zscore | minmax | rrf
    rrf_k: int = 60
    extra: dict = field(default_factory=dict, hash=False, compare=False)


def dense_scores(sig: Signals, span_weight: float) -> np.ndarray:
    if span_weight <= 0:
        return sig.chunk
    span = np.where(sig.span > -1, sig.span, sig.chunk)
    return (1 - span_weight) * sig.chunk + span_weight * span


def run_dense(sig: Signals, span_weight: float = 0.0) -> dict[str, list[str]]:
    d = dense_scores(sig, span_weight)
    return {q: top_ids(d[n], sig.doc_ids) for n, q in enumerate(sig.qids)}


def run_bm25(sig: Signals) -> dict[str, list[str]]:
    return {q: top_ids(sig.bm25[n], sig.doc_ids, valid=sig.bm25[n] > 0) for n, q in enumerate(sig.qids)}


def run_hybrid_today(sig: Signals) -> dict[str, list[str]]:
    return run_variant(sig, Variant("hybrid (today)", fusion="rrf", rrf_k=60))


def run_variant(sig: Signals, v: Variant) -> dict[str, list[str]]:
    dense = dense_scores(sig, v.span_weight)
    at = {d: i for i, d in enumerate(sig.doc_ids)}
    runs = {}
    for n, q in enumerate(sig.qids):
        # RRF ranks the mixed dense score's list; normalised fusion pools candidates by the chunk score (what the
        # store's nearest-chunk search gives) and rescores them exactly, as the pipeline does
        d_list = top_ids(dense[n] if v.fusion == "rrf" else sig.chunk[n], sig.doc_ids,
                         DENSE_LIST if v.fusion == "rrf" else CANDIDATES)
        b_list = top_ids(sig.bm25[n], sig.doc_ids, BM25_LIST if v.fusion == "rrf" else CANDIDATES,
                         valid=sig.bm25[n] > 0)
        if v.fusion == "rrf":
            fused = reciprocal_rank_fusion([d_list, b_list], k=v.rrf_k)
            runs[q] = sorted(fused, key=lambda key: -fused[key])[:100]
            continue
        cand, score = pooled_scores(sig, n, v, d_list, b_list, at)
        order = cand[np.argsort(-score, kind="stable")][:100]
        runs[q] = [sig.doc_ids[i] for i in order]
    return runs


def pooled_scores(sig: Signals, n: int, v: Variant, d_list: list[str], b_list: list[str], at: dict[str, int]
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(candidate document indexes, their fused score) of query ``n``: the two lists pooled and rescored by
    normalised fusion, as the pipeline does (``at``: document id -> index)."""
    span = np.where(sig.span[n] > -1, sig.span[n], sig.chunk[n])
    cand = np.asarray(sorted({at[d] for d in d_list} | {at[d] for d in b_list}))
    score = fused_scores(DenseEvidence(sig.chunk[n, cand], span[cand]), sig.bm25[n, cand], v.span_weight,
                         v.dense_weight, v.fusion)
    return cand, score
