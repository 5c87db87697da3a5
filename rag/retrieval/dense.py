"""Dense retrieval: the query's embedding against the stored chunk vectors (Chroma), grouped by paper."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from rag.records import Passage

IN_FILTER_LIMIT = 2000  # restrict Chroma to an explicit id list up to this size, else over-fetch and post-filter
EXACT_LIMIT = 200  # up to this many papers, score all their chunks exactly instead of a filtered ANN query


class DenseRetriever(BaseRetriever):
    """The ``k`` chunks nearest to the query (node id = chunk id, metadata["paper_id"], score = cosine).

    ``paper_ids`` restricts the search to those papers: up to EXACT_LIMIT papers every chunk of theirs is scored
    exactly (fast and exact); more go as a filter inside Chroma, so k chunks still come back when enough pass it."""

    def __init__(self, store, embedder, k: int, paper_ids: Sequence[str] | None = None):
        super().__init__()
        self._store, self._embedder, self._k = store, embedder, k
        self._where = {"paper_id": {"$in": list(paper_ids)}} if paper_ids is not None else None

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if self._where is not None and not self._where["paper_id"]["$in"]:
            return []
        embedding = query_bundle.embedding
        if embedding is None:
            embedding = self._embedder.embed([query_bundle.query_str])[0]
        vector = np.asarray(embedding, dtype=np.float32)
        if self._where is not None and len(self._where["paper_id"]["$in"]) <= EXACT_LIMIT:
            hits = self._store.score_chunks_of(vector, self._where["paper_id"]["$in"], self._k)
        else:
            hits = self._store.query_chunks(vector, self._k, where=self._where)
        return [NodeWithScore(node=TextNode(id_=h.chunk_id, text=h.text, metadata=_node_metadata(h)),
                              score=h.score) for h in hits]


def _node_metadata(hit) -> dict:
    """paper_id, and for a full-text chunk its page and section."""
    meta = {"paper_id": hit.paper_id}
    stored = hit.metadata or {}
    meta.update({k: stored[k] for k in ("page", "section", "page_breaks") if stored.get(k) is not None})
    return meta


@dataclass
class DensePaper:
    best: float  # best cosine over the paper's retrieved chunks
    passages: list[Passage] = field(default_factory=list)  # best first


def group_by_paper(nodes: Sequence[NodeWithScore], allowed: set[str] | None = None,
                   max_passages: int = 3) -> dict[str, DensePaper]:
    """Chunk nodes -> one entry a paper, in order of each paper's best chunk (nodes arrive best first)."""
    papers: dict[str, DensePaper] = {}
    for n in sorted(nodes, key=lambda n: -(n.score or 0.0)):
        pid = n.node.metadata["paper_id"]
        if allowed is not None and pid not in allowed:
            continue
        entry = papers.setdefault(pid, DensePaper(best=float(n.score or 0.0)))
        if len(entry.passages) < max_passages:
            entry.passages.append(Passage(chunk_id=n.node.node_id, text=n.node.get_content(), score=float(n.score or 0.0),
                                          page=n.node.metadata.get("page"), section=n.node.metadata.get("section"),
                                          page_breaks=n.node.metadata.get("page_breaks")))
    return papers
