"""BM25 over each paper's title, authors, categories and abstract (bm25s, English stemming, stop words removed).

``BM25Index`` is built once per store revision (see catalog.py); ``BM25Retriever`` is the llama-index view of it,
returning one TextNode per paper (node id = paper id).
"""
from __future__ import annotations

from pathlib import Path
from typing import Container, Sequence

import numpy as np
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from rag.records import Paper
from rag.retrieval.text import content_terms


def paper_text(paper: Paper) -> str:
    """What BM25 sees of a paper: title (or coined name), authors, categories, abstract."""
    parts = [paper.title or "", paper.display_title if paper.display_title != paper.title else "",
             ", ".join(paper.authors), ", ".join(paper.categories), paper.abstract]
    return "\n".join(p for p in parts if p)


class BM25Index:
    """Paper-level BM25. Scores are returned for all papers at once, so filters are a mask, not a post-filter."""

    def __init__(self, papers: Sequence[Paper]):
        import bm25s

        self.size = len(papers)
        self._bm25 = None
        if papers:
            self._bm25 = bm25s.BM25()
            # an empty document still needs one token for bm25s' vocabulary
            self._bm25.index([content_terms(paper_text(p)) or [""] for p in papers], show_progress=False)

    def save(self, folder: Path) -> None:
        """bm25s' own files (sparse score matrix as .npy, vocabulary as JSON); an empty index saves nothing."""
        folder.mkdir(parents=True, exist_ok=True)
        if self._bm25 is not None:
            self._bm25.save(str(folder), show_progress=False)

    @classmethod
    def load(cls, folder: Path, size: int) -> "BM25Index":
        """The index saved in ``folder``, its score matrix memory-mapped (pages read on demand, shared by every
        process that maps the same file): a searching process does not hold the index in its own memory."""
        import bm25s

        index = cls.__new__(cls)
        index.size, index._bm25 = size, None
        if size:
            index._bm25 = bm25s.BM25.load(str(folder), mmap=True, show_progress=False)
        return index

    @property
    def vocabulary(self) -> Container[str]:
        """The stemmed terms some paper holds."""
        return self._bm25.vocab_dict if self._bm25 is not None else frozenset()

    def term_ids(self, terms: Sequence[str]) -> list[int]:
        """Vocabulary ids of the terms the index knows (unknown terms are dropped)."""
        if self._bm25 is None:
            return []
        vocab = self._bm25.vocab_dict
        return sorted({vocab[t] for t in terms if t in vocab and t})

    def scores(self, terms: Sequence[str], mask: np.ndarray | None = None) -> np.ndarray:
        """BM25 score of every paper (0 where masked out or nothing matches)."""
        ids = self.term_ids(terms)
        if not ids:
            return np.zeros(self.size, dtype=np.float32)
        scores = self._bm25.get_scores_from_ids(ids)
        return scores * mask if mask is not None else scores

    def postings(self, term: str) -> np.ndarray:
        """Indexes of the papers that contain ``term`` (a stemmed content term)."""
        ids = self.term_ids([term])
        if not ids:
            return np.zeros(0, dtype=np.int64)
        s = self._bm25.scores
        return s["indices"][s["indptr"][ids[0]]:s["indptr"][ids[0] + 1]]

    def document_frequency(self, term: str) -> int:
        return len(self.postings(term))

    def top(self, scores: np.ndarray, k: int) -> list[tuple[int, float]]:
        """(paper index, score) of the k best papers with a positive score, best first."""
        positive = np.flatnonzero(scores > 0)
        if len(positive) > k:
            positive = positive[np.argpartition(-scores[positive], k - 1)[:k]]
        order = positive[np.argsort(-scores[positive], kind="stable")]
        return [(int(i), float(scores[i])) for i in order]


class BM25Retriever(BaseRetriever):
    """llama-index retriever over a BM25Index: one node per paper, score = BM25 score. After ``retrieve()``,
    ``scores`` holds the score of every paper (for fusion and the hits' bm25_score)."""

    def __init__(self, index: BM25Index, papers, k: int, mask: np.ndarray | None = None):
        """``papers``: the catalog's paper table (rag.retrieval.tables); only the top k records are read."""
        super().__init__()
        self._index, self._papers, self._k, self._mask = index, papers, k, mask
        self.scores = np.zeros(index.size, dtype=np.float32)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        self.scores = self._index.scores(content_terms(query_bundle.query_str), self._mask)
        top = self._index.top(self.scores, self._k)
        papers = self._papers.get(i for i, _ in top)
        return [NodeWithScore(node=TextNode(id_=p.id, text=p.abstract, metadata={"paper_id": p.id}), score=score)
                for p, (_, score) in zip(papers, top)]
