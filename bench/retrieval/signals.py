"""Per query, per document: the raw signals a ranking combines, as dense (queries x docs) matrices in numpy.

``chunk``: best cosine over the paper's stored chunks (today's dense score); ``span``: best cosine over its
late-chunked sentence vectors; ``bm25``: BM25 over title + abstract (rag.retrieval.bm25, the same index as the
store's catalog). Built from the vector cache in seconds, so every ranking variant is scored on the same inputs.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bench.retrieval.data import RetrievalSet, to_papers
from bench.retrieval.vectors import CorpusVectors
from rag.retrieval.bm25 import BM25Index
from rag.retrieval.text import content_terms


@dataclass
class Signals:
    qids: list[str]
    doc_ids: list[str]
    chunk: np.ndarray  # (Q, D)
    span: np.ndarray  # (Q, D), -1 where a paper has no sentence vector
    bm25: np.ndarray  # (Q, D)


def best_per_doc(sims: np.ndarray, owner: np.ndarray, n_docs: int) -> np.ndarray:
    """max over the rows' columns grouped by ``owner`` (sorted ascending), -1 for docs without any."""
    out = np.full((sims.shape[0], n_docs), -1.0, dtype=np.float32)
    if not len(owner):
        return out
    starts = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]])
    out[:, owner[starts]] = np.maximum.reduceat(sims, starts, axis=1)
    return out


def bm25_index(rs: RetrievalSet) -> BM25Index:
    return BM25Index(to_papers(rs.docs))


def bm25_matrix(index: BM25Index, texts: list[str]) -> np.ndarray:
    return np.stack([index.scores(content_terms(t)) for t in texts]).astype(np.float32)


def signals(qids: list[str], qvecs: np.ndarray, cv: CorpusVectors, bm25: np.ndarray) -> Signals:
    n = len(cv.doc_ids)
    return Signals(qids, cv.doc_ids, best_per_doc(qvecs @ cv.chunk_vecs.T, cv.chunk_doc, n),
                   best_per_doc(qvecs @ cv.span_vecs.T, cv.span_doc, n), bm25)


def top_ids(scores: np.ndarray, doc_ids: list[str], k: int = 100, valid: np.ndarray | None = None) -> list[str]:
    """The k best documents of one query's score row (``valid``: only these may be ranked)."""
    idx = np.flatnonzero(valid) if valid is not None else np.arange(len(scores))
    if len(idx) > k:
        idx = idx[np.argpartition(-scores[idx], k - 1)[:k]]
    idx = idx[np.argsort(-scores[idx], kind="stable")]
    return [doc_ids[i] for i in idx]


