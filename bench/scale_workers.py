"""`litchat bench scale` workers: each phase runs in its own process (`python -m bench.scale_workers PHASE ...`),
so each peak-memory figure is its own. The parent (bench/scale.py) starts them and reads the JSON line each prints
last.
"""
from __future__ import annotations

import json
import resource
import sys
import time
from pathlib import Path

import click
import numpy as np

from bench.hash_embedder import HashEmbedder
from eval.metrics import percentile
from rag.embedding.encoders import RecordingEmbedder, get_embedder
from rag.ingest import run_ingest_papers
from rag.retrieval import build_retriever
from rag.retrieval.catalog import catalog_cache_for
from rag.settings import load_settings
from rag.store import open_store
from rag.synthetic import generate_papers, synthetic_queries

K = 10
EMBEDDER_LABEL = {
    "hash": "hash random-projection embedder (measures the store and pipeline, not the encoder)",
    "minilm": "all-MiniLM-L6-v2 (the real encoder, CPU)",
}


# --- helpers shared by the parent and the workers ------------------------------------------------------------
def _embedder(name: str, batch_size: int):
    if name == "hash":
        return HashEmbedder()

    return get_embedder("all-MiniLM-L6-v2", batch_size)


def _settings(home: Path, chroma_url: str | None, ef_search: int | None = None):
    return load_settings(home=home, chroma_url=chroma_url or "", collection="scale", hnsw_ef_search=ef_search)


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _rss_split_mb() -> dict[str, float]:
    """Resident memory by kind: anon (the process's own heap) and file (mapped files it touched, e.g. the
    memory-mapped BM25 matrix: clean pages the kernel shares between processes and can drop)."""
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(("RssAnon:", "RssFile:")):
            out[line.split(":")[0][3:].lower()] = round(int(line.split()[1]) / 1024, 1)
    return out


def _dir_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 1e6


def _percentile_ms(seconds: list[float], q: float) -> float:
    return percentile([s * 1000 for s in seconds], q)


# --- ingest worker (a separate process per size) -------------------------------------------------------------
def ingest_worker(size: int, seed: int, embedder_name: str, home: Path, chroma_url: str | None) -> dict:
    """The real streaming pipeline (rag.ingest.run_ingest_papers: chunk, embed a batch, one batched write)."""

    settings = _settings(home, chroma_url)
    store = open_store(settings)
    samples: list[float] = []  # RSS after each batch's embed call
    embedder = RecordingEmbedder(_embedder(embedder_name, settings.embed_batch_size),
                                 on_call=lambda: samples.append(round(_rss_mb(), 1)))
    started = time.perf_counter()

    def counted(papers):  # progress on stderr: a run stopped at its deadline still knows how far it got
        for n, paper in enumerate(papers, 1):
            yield paper
            if n % 5000 == 0:
                print(json.dumps({"progress_papers": n, "seconds": round(time.perf_counter() - started, 1),
                                  "rss_mb": round(_rss_mb(), 1)}), file=sys.stderr, flush=True)

    report = run_ingest_papers(settings, counted(generate_papers(size, seed)), store, embedder)
    n_chunks = report.embedded_chunks
    ingest_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    t0 = time.perf_counter()
    catalog = catalog_cache_for(settings, store).get()  # what `litchat ingest` does after writing
    catalog_s = time.perf_counter() - t0
    catalog_dir = settings.home / "cache"
    return {
        "catalog_build_s": round(catalog_s, 2), "catalog_origin": catalog.origin,
        "catalog_mb": round(_dir_mb(catalog_dir), 1),
        "catalog_build_peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "papers": size, "chunks": n_chunks, "seconds": round(report.seconds, 2),
        "papers_per_s": round(size / report.seconds, 1), "chunks_per_s": round(n_chunks / report.seconds, 1),
        "embed_seconds": round(report.embed_seconds, 2),
        "stored_papers": store.count_papers(), "stored_chunks": store.count_chunks(),
        "rss_mb_during": {"10%": samples[len(samples) // 10], "50%": samples[len(samples) // 2],
                          "100%": samples[-1]},
        "peak_rss_mb": round(ingest_peak, 1),
    }


def dump_vectors(store, home: Path) -> None:
    """Every stored chunk vector, page by page, to files (for the exact search; never all in memory at once)."""
    with open(home / "vectors.f32", "wb") as vec_out, open(home / "chunk_ids.txt", "w") as ids_out:
        for page in store._pages(store.chunks, include=["embeddings"]):
            np.asarray(page["embeddings"], dtype=np.float32).tofile(vec_out)
            ids_out.writelines(i + "\n" for i in page["ids"])


# --- search: HNSW vs exact -----------------------------------------------------------------------------------
def search_worker(home: Path, chroma_url: str | None, embedder_name: str, n_queries: int, seed: int,
                  ef_search: int | None = None) -> dict:

    settings = _settings(home, chroma_url, ef_search)
    store = open_store(settings)
    embedder = _embedder(embedder_name, settings.embed_batch_size)
    if not (home / "chunk_ids.txt").exists():  # the ef_search sweep reuses the first pass's dump
        dump_vectors(store, home)
    ids = (home / "chunk_ids.txt").read_text().split()
    vectors = np.fromfile(home / "vectors.f32", dtype=np.float32).reshape(len(ids), -1)
    queries = embedder.embed(synthetic_queries(n_queries, seed + 1))

    for q in queries[:10]:  # warm: caches, index loaded, connections open
        store.query_chunks(q, k=K)
        _exact_top(vectors, q)
    t_hnsw, t_raw, t_exact, recalls, short = [], [], [], [], 0
    for q in queries:
        t0 = time.perf_counter()
        hits = store.query_chunks(q, k=K)
        t1 = time.perf_counter()
        exact = _exact_top(vectors, q)
        t2 = time.perf_counter()
        store.chunks.query(query_embeddings=q.reshape(1, -1), n_results=K, include=["distances"])
        t_raw.append(time.perf_counter() - t2)  # Chroma's ANN query alone, without the store's commit check
        t_hnsw.append(t1 - t0)
        t_exact.append(t2 - t1)
        short += len(hits) < K
        recalls.append(len({h.chunk_id for h in hits} & {ids[j] for j in exact}) / K)
    return {
        "queries": len(queries), "ef_search": settings.hnsw_ef_search,
        "hnsw_p50_ms": round(_percentile_ms(t_hnsw, 50), 2), "hnsw_p95_ms": round(_percentile_ms(t_hnsw, 95), 2),
        "chroma_query_p50_ms": round(_percentile_ms(t_raw, 50), 2),
        "queries_with_fewer_than_k_hits": short,
        "exact_p50_ms": round(_percentile_ms(t_exact, 50), 2),
        "exact_p95_ms": round(_percentile_ms(t_exact, 95), 2),
        "recall_at_10": round(float(np.mean(recalls)), 4), "recall_at_10_min": round(float(np.min(recalls)), 2),
    }


# --- the whole retriever, as `litchat search` runs it -----------------------------------------------------------
def retriever_worker(home: Path, chroma_url: str | None, embedder_name: str, n_queries: int, seed: int) -> dict:
    """Dense (Chroma) + BM25 (bm25s over every paper) + fusion + author/title routing, k papers, warm; in its own
    process, so its RSS is its own: the catalog opened from the files the ingest worker wrote, as a chat's is.
    RSS is read after the warm-up and again after all the timed queries (new questions each)."""

    settings = _settings(home, chroma_url)
    store = open_store(settings)
    embedder = _embedder(embedder_name, settings.embed_batch_size)
    texts = synthetic_queries(n_queries + 10, seed + 2)
    t0 = time.perf_counter()
    retriever = build_retriever(settings, store, embedder)
    retriever.search(texts[0], k=settings.k)  # the first search opens the catalog (built by the ingest worker)
    build_s = time.perf_counter() - t0
    origin = retriever.catalog.get().origin
    for text in texts[1:10]:
        retriever.search(text, k=settings.k)
    rss_warm = _rss_mb()
    t_hybrid, t_bm25, short = [], [], 0
    for text in texts[10:]:  # questions not seen before: no query-embedding cache hits
        t0 = time.perf_counter()
        hits = retriever.search(text, k=settings.k, retriever="hybrid")
        t1 = time.perf_counter()
        retriever.search(text, k=settings.k, retriever="bm25")
        t_bm25.append(time.perf_counter() - t1)
        t_hybrid.append(t1 - t0)
        short += len(hits) < settings.k
    return {
        "retriever_build_s": round(build_s, 2), "retriever_catalog_origin": origin,
        "client_rss_mb_after_warmup": round(rss_warm, 1), "client_rss_mb_after_queries": round(_rss_mb(), 1),
        **{f"client_rss_{kind}_mb_after_queries": mb for kind, mb in _rss_split_mb().items()},
        "hybrid_p50_ms": round(_percentile_ms(t_hybrid, 50), 2),
        "hybrid_p95_ms": round(_percentile_ms(t_hybrid, 95), 2),
        "bm25_p50_ms": round(_percentile_ms(t_bm25, 50), 2),
        "hybrid_short": short,
        "retriever_peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }


def _exact_top(vectors: np.ndarray, q: np.ndarray) -> np.ndarray:
    scores = vectors @ q
    top = np.argpartition(-scores, K)[:K]
    return top[np.argsort(-scores[top])]


# --- worker entry point (python -m bench.scale_workers ingest|search ...) ----------------------------------------
@click.command()
@click.argument("phase", type=click.Choice(["ingest", "search", "retriever", "configure"]))
@click.option("--size", type=int, default=0)
@click.option("--queries", type=int, default=200)
@click.option("--home", type=click.Path(path_type=Path), required=True)
@click.option("--chroma-url", default="")
@click.option("--embedder", default="hash")
@click.option("--seed", type=int, default=0)
@click.option("--ef-search", type=int, default=None)
def _worker(phase, size, queries, home, chroma_url, embedder, seed, ef_search):
    if phase == "ingest":
        result = ingest_worker(size, seed, embedder, home, chroma_url or None)
    elif phase == "search":
        result = search_worker(home, chroma_url or None, embedder, queries, seed, ef_search)
    elif phase == "configure":  # opening the store with another ef_search writes it to the collections

        store = open_store(_settings(home, chroma_url or None, ef_search))
        result = {"ef_search": store.chunks.configuration["hnsw"]["ef_search"]}
    else:
        result = retriever_worker(home, chroma_url or None, embedder, queries, seed)
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    _worker()
