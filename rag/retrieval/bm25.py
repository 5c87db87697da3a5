"""BM25 over each paper's title, authors, categories and abstract (bm25s, English stemming, stop words removed).

``BM25Index`` is built once per store revision (see catalog.py); ``BM25Retriever`` is the llama-index view of it,
returning one TextNode per paper (node id = paper id).
"""
from __future__ import annotations

from typing import Sequence

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

    def __init__(self, index: BM25Index, papers: Sequence[Paper], k: int, mask: np.ndarray | None = None):
        super().__init__()
        self._index, self._papers, self._k, self._mask = index, papers, k, mask
        self.scores = np.zeros(len(papers), dtype=np.float32)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        self.scores = self._index.scores(content_terms(query_bundle.query_str), self._mask)
        return [NodeWithScore(node=TextNode(id_=self._papers[i].id, text=self._papers[i].abstract,
                                            metadata={"paper_id": self._papers[i].id}), score=score)
                for i, score in self._index.top(self.scores, self._k)]
