"""Retrieval: dense (Chroma) + BM25 (bm25s), fused, filtered, grouped by paper, author/title questions routed
through the paper metadata. ``build_retriever(settings, store, embedder).search(query, k, filters, retriever)``."""
from __future__ import annotations

from rag.retrieval.filters import FilterError
from rag.retrieval.retriever import PaperRetriever


def build_retriever(settings, store, embedder) -> PaperRetriever:
    return PaperRetriever(settings, store, embedder)


__all__ = ["build_retriever", "PaperRetriever", "FilterError"]
