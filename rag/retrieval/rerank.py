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
    chunk = np.asarray([known.get(pid, floor) for pid in candidates], dtype=np.float32)
    sentence = chunk.copy()
    usable = [(n, rows[pid]) for n, pid in enumerate(candidates)
              if pid in rows and rows[pid].hash == hashes.get(pid) and len(rows[pid].chunks)]
    if usable:  # one matrix product over every usable row, then the best chunk / sentence of each paper
        blocks = [b for _, row in usable for b in (row.chunks, row.sentences)]
        sims = np.concatenate(blocks) @ q
        at = 0
        for n, row in usable:
            nc, ns = len(row.chunks), len(row.sentences)
            chunk[n] = sims[at:at + nc].max()
            sentence[n] = sims[at + nc:at + nc + ns].max() if ns else chunk[n]
            at += nc + ns
    return DenseEvidence(chunk, sentence)


def fused_scores(evidence: DenseEvidence, bm25: np.ndarray, span_weight: float, dense_weight: float,
                 how: Normalise) -> np.ndarray:
    dense = (1 - span_weight) * evidence.chunk + span_weight * evidence.sentence
    return normalised_fusion([dense, bm25], [dense_weight, 1 - dense_weight], how)
