"""Each corpus embedded ONCE into a numpy cache (``--cache``): the chunk vectors our ingest stores today and, from
the same forward pass, one late-chunked vector per sentence of each chunk (rag.retrieval.spans); the queries'
vectors too. Ranking variants are then scored in numpy, so trying one costs seconds, not an ingest."""
from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.retrieval.data import RetrievalSet, to_papers
from rag.chunking import chunk_paper
from rag.retrieval.spans import chunk_spans


@dataclass
class CorpusVectors:
    doc_ids: list[str]
    chunk_vecs: np.ndarray  # (chunks, dim) what the store holds today
    chunk_doc: np.ndarray  # (chunks,) index into doc_ids
    span_vecs: np.ndarray  # (spans, dim) late-chunked sentence vectors
    span_doc: np.ndarray  # (spans,)
    seconds: float  # embedding time when it was computed


def _key(parts: list[str]) -> str:
    return hashlib.sha1("\x1f".join(parts).encode()).hexdigest()[:16]


def corpus_vectors(rs: RetrievalSet, embedder, settings, cache: Path, progress: bool = True) -> CorpusVectors:
    papers = to_papers(rs.docs)
    key = _key([rs.corpus, str(len(papers)), str(settings.chunk_tokens), str(settings.chunk_overlap), "v1"])
    path = cache / f"corpus-{key}.npz"
    if path.is_file():
        z = np.load(path, allow_pickle=False)
        return CorpusVectors([str(x) for x in z["doc_ids"]], z["chunk_vecs"], z["chunk_doc"], z["span_vecs"],
                             z["span_doc"], float(z["seconds"]))
    t0 = time.perf_counter()
    chunk_vecs, chunk_doc, span_vecs, span_doc = [], [], [], []
    step = 256
    for start in range(0, len(papers), step):
        batch = papers[start:start + step]
        chunks = [(i, c) for i, p in enumerate(batch, start=start)
                  for c in chunk_paper(p, settings.chunk_tokens, settings.chunk_overlap)]
        spans = [chunk_spans(c.embed_text, c.text) for _, c in chunks]
        vecs, pooled = embedder.embed_with_spans([c.embed_text for _, c in chunks], spans)
        chunk_vecs.append(vecs)
        chunk_doc.extend(i for i, _ in chunks)
        for (i, _), p in zip(chunks, pooled):
            keep = np.linalg.norm(p, axis=1) > 0
            span_vecs.append(p[keep])
            span_doc.extend([i] * int(keep.sum()))
        if progress:
            print(f"  {rs.corpus}: {start + len(batch)}/{len(papers)} papers, {time.perf_counter() - t0:.0f} s",
                  flush=True)
    cv = CorpusVectors([p.id for p in papers], np.concatenate(chunk_vecs), np.asarray(chunk_doc, dtype=np.int32),
                       np.concatenate(span_vecs), np.asarray(span_doc, dtype=np.int32), time.perf_counter() - t0)
    cache.mkdir(parents=True, exist_ok=True)
    np.savez(path, doc_ids=np.asarray(cv.doc_ids), chunk_vecs=cv.chunk_vecs, chunk_doc=cv.chunk_doc,
             span_vecs=cv.span_vecs, span_doc=cv.span_doc, seconds=cv.seconds)
    return cv


def query_vectors(texts: list[str], embedder, cache: Path) -> np.ndarray:
    path = cache / f"queries-{_key(texts)}.npy"
    if path.is_file():
        return np.load(path)
    vecs = embedder.embed(texts)
    cache.mkdir(parents=True, exist_ok=True)
    np.save(path, vecs)
    return vecs
