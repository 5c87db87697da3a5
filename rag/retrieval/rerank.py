"""The new ranking's dense side and fusion: for the candidate papers (the nearest chunks' papers and BM25's top
list), every chunk and every late-chunked sentence vector is scored exactly (rag.sentences), a paper's dense score
mixes its best sentence with its best chunk, and dense and BM25 are fused by weighted normalised scores, the
weights fitted on public dev data (`litchat bench retrieval`, bench/results/retrieval.md)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from rag.retrieval.fusion import Normalise, normalised_fusion
from rag.sentences import SentenceStore


@dataclass
class DenseEvidence:
    chunk: np.ndarray  # best chunk cosine a candidate
    sentence: np.ndarray  # best sentence cosine (= chunk where the paper has no sentence vectors)


def dense_evidence(query: np.ndarray, candidates: Sequence[str], hashes: Mapping[str, str],
                   sentences: SentenceStore | None, known: Mapping[str, float]) -> DenseEvidence:
    """Exact best-chunk and best-sentence cosines of the candidates. A paper without a current row (ingested
    before sentence vectors, or by an encoder without token outputs) keeps the chunk cosine the dense search gave
    it, or the lowest one among the candidates when the dense search did not reach it."""
    q = np.asarray(query, dtype=np.float32).reshape(-1)
    rows = sentences.get(candidates) if sentences is not None else {}
    floor = min(known.values(), default=0.0)
    chunk = np.empty(len(candidates), dtype=np.float32)
    sentence = np.empty(len(candidates), dtype=np.float32)
    for n, pid in enumerate(candidates):
        row = rows.get(pid)
        if row is None or row.hash != hashes.get(pid) or not len(row.chunks):
            chunk[n] = sentence[n] = known.get(pid, floor)
            continue
        chunk[n] = float((row.chunks @ q).max())
        sentence[n] = float((row.sentences @ q).max()) if len(row.sentences) else chunk[n]
    return DenseEvidence(chunk, sentence)


def fused_scores(evidence: DenseEvidence, bm25: np.ndarray, span_weight: float, dense_weight: float,
                 how: Normalise) -> np.ndarray:
    dense = (1 - span_weight) * evidence.chunk + span_weight * evidence.sentence
    return normalised_fusion([dense, bm25], [dense_weight, 1 - dense_weight], how)
