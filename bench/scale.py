"""`litchat bench scale`: the store and the ingest pipeline at 1k, 10k, 100k generated abstracts.

For each size, in separate processes (so each peak-memory figure is its own):
  1. a fresh Chroma server (`chroma run`, the default; `--store embedded` for the in-process store),
  2. an ingest worker that STREAMS seeded synthetic papers (rag.synthetic) through the real chunker, the chosen
     embedder and PaperStore writes in batches of ``ingest_batch_papers`` — the corpus and its embeddings are
     never held in memory; the worker appends its vectors to a file for the exact-search comparison,
  3. search: Chroma's HNSW (store.query_chunks, k=10, warm) against exact brute-force cosine search in NumPy over
     the same vectors — latency p50/p95 of both and recall@10 of HNSW against exact,
  4. the whole retriever as a serving process runs it: the search catalog built by the ingest worker (as
     `litchat ingest` does) and opened from disk, hybrid/BM25 latency, and the process's RSS after a warm-up.

``--stop-at HH:MM`` (UTC) bounds a long run: the worker running then is stopped, the size it was at is saved as a
partial row (papers ingested so far and their rate), and the run ends.

``--embedder hash`` is a deterministic random-projection stand-in of MiniLM's dimension: it measures the store
and the pipeline, NOT the encoder (the figures say so). ``--embedder minilm`` runs the real encoder.
"""
from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

import click
import numpy as np

from bench.chroma_server import ChromaServer
from bench.hash_embedder import HashEmbedder
from bench.results import save_result
from eval.metrics import percentile
from rag.embedding.encoders import get_embedder, RecordingEmbedder
from rag.ingest import run_ingest_papers
from rag.offline import go_offline
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




# --- the command ---------------------------------------------------------------------------------------------
class Stopped(Exception):
    """A worker was stopped at the run's deadline (--stop-at)."""


def _run_worker(args: list[str], log: Path, deadline: float | None = None) -> dict:
    """Run this module as a separate process; its last stdout line is the JSON result. Past ``deadline`` (epoch
    seconds) the worker is killed and Stopped raised."""
    timeout = None if deadline is None else deadline - time.time()
    if timeout is not None and timeout <= 0:
        raise Stopped(args[0])
    with log.open("w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "bench.scale", *args], stdout=subprocess.PIPE,
                                stderr=err, text=True)
        try:
            stdout, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise Stopped(args[0]) from None
    if proc.returncode != 0:
        tail = (log.read_text().strip().splitlines() or ["(no output)"])[-1]
        raise click.ClickException(f"scale worker {args[0]} failed: {tail} (log: {log})")
    return json.loads(stdout.strip().splitlines()[-1])


def _ingest_progress(log: Path) -> dict:
    """How far a stopped ingest got: its last progress line."""
    last = None
    for line in log.read_text().splitlines():
        if line.startswith('{"progress_papers"'):
            last = json.loads(line)
    if last is None:
        return {"ingested_papers": 0}
    return {"ingested_papers": last["progress_papers"], "ingest_seconds_so_far": last["seconds"],
            "papers_per_s_so_far": round(last["progress_papers"] / last["seconds"], 1),
            "ingest_rss_mb_last": last["rss_mb"]}


def _process_rss_mb(pid: int, field: str = "VmRSS") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def measure_size(size: int, seed: int, embedder: str, store_mode: str, n_queries: int, work: Path,
                 ef_sweep: Sequence[int] = (), deadline: float | None = None) -> dict:

    home = work / f"n{size}"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    servers = [ChromaServer(home / "server", home / "chroma-server.log")] if store_mode == "server" else []
    row: dict = {"size": size}
    try:
        common = ["--home", str(home), "--chroma-url", servers[-1].url if servers else "", "--embedder", embedder,
                  "--seed", str(seed)]
        try:
            row.update(_run_worker(["ingest", "--size", str(size), *common], home / "ingest.log", deadline))
            row.update(_run_worker(["search", "--queries", str(n_queries), *common], home / "search.log", deadline))
            row.update(_run_worker(["retriever", "--queries", str(n_queries), *common], home / "retriever.log",
                                   deadline))
        except Stopped as e:
            row["stopped"] = f"stopped by --stop-at during the {e} phase"
            if "papers_per_s" not in row:
                row.update(_ingest_progress(home / "ingest.log"))
        row["store_mb"] = round(_dir_mb(home / "server" if servers else home / "chroma"), 1)
        if (home / "vectors.f32").exists():
            row["vectors_mb"] = round((home / "vectors.f32").stat().st_size / 1e6, 1)
        if servers:
            row["server_peak_rss_mb"] = round(servers[-1].peak_rss_mb(), 1)
            row["server_rss_mb"] = round(_process_rss_mb(servers[-1].proc.pid), 1)
        if "stopped" in row:
            return row
        sweep = []
        for ef in ef_sweep:  # the same store and queries at another HNSW search breadth
            _run_worker(["configure", "--ef-search", str(ef), *common], home / f"configure-ef{ef}.log")
            if servers:  # a running server applies a changed ef_search after a restart
                servers.pop().stop()
                servers.append(ChromaServer(home / "server", home / f"chroma-server-ef{ef}.log"))
                common[common.index("--chroma-url") + 1] = servers[-1].url
            got = _run_worker(["search", "--queries", str(n_queries), "--ef-search", str(ef), *common],
                              home / f"search-ef{ef}.log")
            sweep.append({key: got[key] for key in ("ef_search", "hnsw_p50_ms", "hnsw_p95_ms", "recall_at_10",
                                                     "recall_at_10_min")})
        if sweep:
            row["ef_sweep"] = sweep
        return row
    finally:
        for server in servers:
            server.stop()


def _markdown(all_rows: list[dict], embedder: str, store_mode: str, seed: int) -> str:
    rows = [r for r in all_rows if "stopped" not in r]  # complete sizes; a stopped one is reported below
    if not rows:
        return "\n".join(_stopped_lines(all_rows))
    lines = [
        f"Embedder: {EMBEDDER_LABEL[embedder]}. Store: "
        + ("a Chroma server (`chroma run`, 127.0.0.1) in its own process" if store_mode == "server"
           else "embedded Chroma (in the ingest process)")
        + f". Synthetic abstracts (rag.synthetic, seed {seed}, 150–300 words). Search: k={K} chunks, warm, "
        f"HNSW ef_search {rows[0].get('ef_search', 100)}; "
        "HNSW = Chroma through store.query_chunks (including its commit check, a second round trip); raw = "
        "Chroma's collection.query alone; exact = NumPy brute-force cosine over "
        "the same vectors.",
        "",
        "| papers | chunks | ingest papers/s | chunks/s | embed s | ingest peak RSS MB | "
        + ("server peak RSS MB | " if store_mode == "server" else "")
        + "store on disk MB | HNSW p50 ms | HNSW p95 ms | raw Chroma query p50 ms | exact p50 ms | exact p95 ms | recall@10 |",
        "|" + "---|" * (13 + (store_mode == "server")),
    ]
    for r in rows:
        lines.append(
            f"| {r['size']:,} | {r['chunks']:,} | {r['papers_per_s']} | {r['chunks_per_s']} | {r['embed_seconds']} | "
            f"{r['peak_rss_mb']} | "
            + (f"{r['server_peak_rss_mb']} | " if store_mode == "server" else "")
            + f"{r['store_mb']} | {r['hnsw_p50_ms']} | {r['hnsw_p95_ms']} | {r['chroma_query_p50_ms']} | {r['exact_p50_ms']} | "
            f"{r['exact_p95_ms']} | {r['recall_at_10']} |")
    if len(rows) > 1:
        a, b = rows[-2], rows[-1]
        growth = 100 * (b["peak_rss_mb"] - a["peak_rss_mb"]) / a["peak_rss_mb"]
        lines += ["", f"From {a['size']:,} to {b['size']:,} papers ({b['size'] / a['size']:.0f}x): ingest peak RSS "
                  f"{a['peak_rss_mb']} → {b['peak_rss_mb']} MB ({growth:+.1f}%); HNSW p50 "
                  f"{a['hnsw_p50_ms']} → {b['hnsw_p50_ms']} ms ({b['hnsw_p50_ms'] / a['hnsw_p50_ms']:.2f}x); exact p50 "
                  f"{a['exact_p50_ms']} → {b['exact_p50_ms']} ms ({b['exact_p50_ms'] / a['exact_p50_ms']:.2f}x)."]
        if store_mode == "server":
            lines.append(f"Chroma server peak RSS {a['server_peak_rss_mb']} → {b['server_peak_rss_mb']} MB: the "
                         "server holds the HNSW index in memory, so its memory grows with the number of vectors.")
    if any("hybrid_p50_ms" in r for r in rows):
        lines += ["", "The whole retriever as a serving process runs it (dense via Chroma + BM25 over every paper + RRF "
                  "fusion + author/title routing; 8 papers; new questions, warm; the hash embedder encodes a question "
                  "in ~0.1 ms, MiniLM adds its encoder time), in its own process. The search catalog (records, BM25, "
                  "author/title names) is built by the ingest worker, as `litchat ingest` does, into files the "
                  "serving process opens: BM25 memory-mapped, records read per query. Client RSS is the serving "
                  f"process's resident memory after 10 warm-up searches and after {rows[0].get('queries', 200)} "
                  "more (2 searches each):", "",
                  "| papers | catalog build s (ingest) | catalog on disk MB | first search s (opens catalog) | "
                  "hybrid p50 ms | hybrid p95 ms | BM25 alone p50 ms | client RSS after warm-up MB | "
                  "client RSS after queries MB (anon + file) | client peak RSS MB |"
                  + (" server RSS MB |" if store_mode == "server" else ""),
                  "|" + "---|" * (10 + (store_mode == "server"))]
        lines += [f"| {r['size']:,} | {r.get('catalog_build_s', '–')} | {r.get('catalog_mb', '–')} | "
                  f"{r['retriever_build_s']} | {r['hybrid_p50_ms']} | {r['hybrid_p95_ms']} | "
                  f"{r['bm25_p50_ms']} | {r.get('client_rss_mb_after_warmup', '–')} | "
                  f"{r.get('client_rss_mb_after_queries', '–')} ({r.get('client_rss_anon_mb_after_queries', '–')} + "
                  f"{r.get('client_rss_file_mb_after_queries', '–')}) | {r['retriever_peak_rss_mb']} |"
                  + (f" {r.get('server_rss_mb', '–')} |" if store_mode == "server" else "")
                  for r in rows if "hybrid_p50_ms" in r]
    if any("ef_sweep" in r for r in rows):
        lines += ["", "HNSW search breadth (ef_search) against recall, same store and queries (a restart between "
                  "values):", "", "| papers | ef_search | HNSW p50 ms | HNSW p95 ms | recall@10 | worst query |",
                  "|---|---|---|---|---|---|"]
        lines += [f"| {r['size']:,} | {e['ef_search']} | {e['hnsw_p50_ms']} | {e['hnsw_p95_ms']} | "
                  f"{e['recall_at_10']} | {e['recall_at_10_min']} |" for r in rows for e in r.get("ef_sweep", [])]
    lines += _targets(rows)
    lines += _stopped_lines(all_rows)
    lines += _fit_lines(rows)
    for r in rows:
        if r["queries_with_fewer_than_k_hits"]:
            lines.append(f"WARNING: at {r['size']:,} papers, {r['queries_with_fewer_than_k_hits']} queries got fewer "
                         f"than {K} hits from the store (recall counts them as misses).")
    lines += ["", "RSS during ingest (MB, at 10% / 50% / 100% of the papers): "
              + "; ".join(f"{r['size']:,}: " + " / ".join(str(v) for v in r["rss_mb_during"].values())
                          for r in rows)]
    return "\n".join(lines)


def _stopped_lines(rows: list[dict]) -> list[str]:
    lines = []
    for r in rows:
        if "stopped" not in r:
            continue
        lines += ["", f"Stopped at {r['size']:,} papers ({r['stopped']}): "
                  + (f"{r['ingested_papers']:,} papers ingested in {r['ingest_seconds_so_far']} s "
                     f"({r['papers_per_s_so_far']} papers/s so far, ingest RSS {r['ingest_rss_mb_last']} MB); "
                     if r.get("ingested_papers") else "")
                  + f"store on disk {r['store_mb']} MB"
                  + (f", server RSS {r['server_rss_mb']} MB (peak {r['server_peak_rss_mb']} MB)."
                     if "server_rss_mb" in r else ".")]
    return lines


# quantity -> (label, how it grows): "linear" fits a + b·N, "log" fits a + b·log10(N), "power" fits a·N^b
FITTED = {"papers_per_s": ("ingest papers/s", "power"), "store_mb": ("store on disk MB", "linear"),
          "hybrid_p50_ms": ("hybrid search p50 ms", "log"), "hybrid_p95_ms": ("hybrid search p95 ms", "log"),
          "hnsw_p50_ms": ("HNSW query p50 ms", "log"), "bm25_p50_ms": ("BM25 alone p50 ms (scans postings)", "linear"),
          "catalog_mb": ("search catalog on disk MB", "linear"), "catalog_build_s": ("catalog build s", "linear"),
          "catalog_build_peak_rss_mb": ("ingest peak RSS while building the catalog MB", "linear"), "server_rss_mb": ("Chroma server RSS MB", "linear"),
          "client_rss_mb_after_queries": ("serving process RSS MB", "linear")}


def fit(rows: list[dict], key: str, form: str) -> tuple[float, float] | None:
    """Least-squares (a, b) of key = a + b·x, x = N or log10(N), over the rows that have it (≥ 2 sizes)."""
    points = [(r["size"], r[key]) for r in rows if isinstance(r.get(key), (int, float))]
    if len({n for n, _ in points}) < 2:
        return None
    x = np.asarray([n if form == "linear" else np.log10(n) for n, _ in points], dtype=float)
    y = np.asarray([v for _, v in points], dtype=float)
    b, a = np.polyfit(x, np.log10(y) if form == "power" else y, 1)
    return (10 ** float(a), float(b)) if form == "power" else (float(a), float(b))


def at_size(a: float, b: float, form: str, n: float) -> float:
    return a + b * n if form == "linear" else a + b * np.log10(n) if form == "log" else a * n ** b


def _fit_lines(rows: list[dict]) -> list[str]:
    out = []
    for key, (label, form) in FITTED.items():
        got = fit(rows, key, form)
        if got is None:
            continue
        a, b = got
        line = f"{a:.4g}·N^{b:.3f}" if form == "power" else \
            f"{a:.4g} {'+' if b >= 0 else '−'} {abs(b):.4g}·{'N' if form == 'linear' else 'log10(N)'}"
        out.append(f"| {label} | {line} | {at_size(a, b, form, 1e6):,.1f} | {at_size(a, b, form, 1e7):,.1f} |")
    if not out:
        return []
    return ["", "Fitted lines over the measured sizes (N = papers) and where they lead (an extrapolation, not a "
            "measurement):", "", "| quantity | fit | at 1M | at 10M |", "|---|---|---|---|", *out]


def _targets(rows: list[dict]) -> list[str]:
    """The issue's targets at 100k papers, checked against this run's figures (when it has both rows)."""
    by_size = {r["size"]: r for r in rows}
    big, mid = by_size.get(100_000), by_size.get(10_000)
    if not big:
        return []
    checks = [("search p50 < 50 ms warm (store HNSW query)", big["hnsw_p50_ms"] < 50, f"{big['hnsw_p50_ms']} ms"),
              ("recall@10 ≥ 0.98 of exact", big["recall_at_10"] >= 0.98, str(big["recall_at_10"]))]
    if "hybrid_p50_ms" in big:
        checks.append(("hybrid search p50 < 50 ms warm (whole retriever)", big["hybrid_p50_ms"] < 50,
                       f"{big['hybrid_p50_ms']} ms"))
    if "client_rss_mb_after_queries" in big:
        checks.append(("serving process RSS ≤ 400 MB after warm-up", big["client_rss_mb_after_queries"] <= 400,
                       f"{big['client_rss_mb_after_queries']} MB"))
    if mid:
        growth = 100 * (big["peak_rss_mb"] - mid["peak_rss_mb"]) / mid["peak_rss_mb"]
        checks.append(("ingest peak RSS growth 10k → 100k < 20 %", growth < 20, f"{growth:+.1f} %"))
    return ["", "Targets at 100,000 papers:", ""] + [f"- {'PASS' if ok else 'FAIL'} {what}: {value}"
                                                      for what, ok, value in checks]


@click.command("scale")
@click.option("--sizes", default="1000,10000,100000", show_default=True, help="corpus sizes, comma-separated")
@click.option("--embedder", type=click.Choice(["hash", "minilm"]), default="hash", show_default=True,
              help="hash: fast random-projection stand-in (measures store + pipeline); minilm: the real encoder")
@click.option("--store", "store_mode", type=click.Choice(["server", "embedded"]), default="server",
              show_default=True, help="a `chroma run` server per size, or the embedded store")
@click.option("--queries", default=200, show_default=True, help="search queries per size")
@click.option("--seed", default=0, show_default=True)
@click.option("--workdir", type=click.Path(path_type=Path), default=None,
              help="keep the stores here (default: a temporary directory, removed afterwards)")
@click.option("--ef-sweep", default="", help="also measure recall and latency at these HNSW ef_search values, "
              "e.g. 100,200,300 (same store, same queries)")
@click.option("--stop-at", default="", help="HH:MM (UTC): stop the worker running then, save the size it was at "
              "as a partial row (papers ingested so far) and end the run")
@click.option("--name", default="", help="results file name (default scale-<embedder>-<store>)")
def COMMAND(sizes: str, embedder: str, store_mode: str, queries: int, seed: int, workdir: Path | None,
            ef_sweep: str, stop_at: str, name: str):
    """Ingest throughput, memory, store size, search latency and HNSW recall@10 vs exact, at growing sizes."""

    try:
        size_list = [int(s.replace("_", "")) for s in sizes.split(",") if s.strip()]
        ef_list = [int(s) for s in ef_sweep.split(",") if s.strip()]
    except ValueError:
        raise click.BadParameter(f"--sizes and --ef-sweep take comma-separated integers, got {sizes!r}, "
                                 f"{ef_sweep!r}") from None
    deadline = _deadline(stop_at) if stop_at else None
    work = workdir or Path(tempfile.mkdtemp(prefix="litchat-scale-"))
    name = name or f"scale-{embedder}-{store_mode}"
    rows: list[dict] = []
    try:
        for size in size_list:
            click.echo(f"[scale] {size:,} papers ({embedder} embedder, {store_mode} store) ...", err=True)
            rows.append(measure_size(size, seed, embedder, store_mode, queries, work, ef_list, deadline))
            click.echo(f"[scale] {json.dumps(rows[-1])}", err=True)
            md = _markdown(rows, embedder, store_mode, seed)
            path = save_result(name, {"embedder": embedder, "embedder_label": EMBEDDER_LABEL[embedder],
                                      "store": store_mode, "seed": seed, "k": K, "sizes_requested": size_list,
                                      "stop_at_utc": stop_at or None, "rows": rows}, md)  # saved after each size
            if "stopped" in rows[-1]:
                break
    finally:
        if workdir is None:
            shutil.rmtree(work, ignore_errors=True)
    click.echo(md)
    click.echo(f"\nsaved {path}")


def _deadline(hh_mm: str) -> float:
    """Epoch seconds of the next HH:MM UTC."""
    import datetime as dt

    try:
        hour, minute = (int(x) for x in hh_mm.split(":"))
        now = dt.datetime.now(dt.timezone.utc)
        at = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    except ValueError:
        raise click.BadParameter(f"--stop-at takes HH:MM (UTC), got {hh_mm!r}") from None
    return (at if at > now else at + dt.timedelta(days=1)).timestamp()


# --- worker entry point (python -m bench.scale ingest|search ...) ----------------------------------------
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
    go_offline()
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
