"""`litchat bench encoder`: torch vs ONNX Runtime (fp32, optimised fp32, int8) side by side on SciFact.

Each backend runs in a fresh child process, one after the other, on the same texts and through the same code path
as a user's (``Litchat`` with ``embed_backend`` / ``embed_onnx_variant`` set), so peak RSS is the backend's own:
1. query embedding at batch 1: every SciFact test query, one call each (p50 / p95 ms);
2. batch 64: the first ``--sample`` abstracts in one ``embed`` call of batches of 64 (texts/s);
3. ingest: the full ingest path (chunking + embedding + Chroma writes) of the abstracts into a fresh store
   (papers/s, chunks/s);
4. nDCG@10 / Recall@100 on that store with dense and hybrid search (default fusion), all test queries;
5. cross: the store torch built, searched with this backend's query vectors (can a store outlive a backend switch?).
Cosines compare each backend's vectors (the batch-64 sample and the queries) with torch's. The machine is shared:
the backends run in sequence, so load drift between them shows in the speed ratios (not in the quality figures).
"""
from __future__ import annotations

import multiprocessing
import resource
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import click

from bench.context import settings_from
from bench.results import save_result
from bench.scifact import bench_settings, index, load_scifact, run_queries, score, DEFAULT_DATA
from rag.api import Litchat
from rag.embedding.onnx_runtime import _cpu_count
from rag.settings import Settings

BACKENDS = ("torch", "onnx-fp32", "onnx-opt", "onnx-int8")
_LABELS = {"torch": "torch (sentence-transformers)", "onnx-fp32": "ONNX fp32 (as exported)",
           "onnx-opt": "ONNX fp32, fused (opt)", "onnx-int8": "ONNX int8 (dynamic)"}


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def backend_settings(base, backend: str, home: Path):
    over = {"embed_backend": "torch"} if backend == "torch" else \
        {"embed_backend": "onnx", "embed_onnx_variant": backend.removeprefix("onnx-")}
    return bench_settings(Settings(**{**base.model_dump(), **over}), home)


def _search_scores(lc, data, qids) -> dict:
    return {mode: score(run_queries(lc, data, mode, qids), data, qids) for mode in ("dense", "hybrid")}


def run_backend(base_dump: dict, backend: str, data, workdir: Path, sample: int) -> dict:
    """One backend, in its own process (see the module docstring for the steps)."""
    import numpy as np


    base = Settings(**base_dump)
    home = workdir / f"store-{backend}"
    shutil.rmtree(home, ignore_errors=True)
    settings = backend_settings(base, backend, home)
    lc = Litchat(settings)
    rss_before = _rss_mb()
    t = time.perf_counter()
    emb = lc.embedder
    load_s = time.perf_counter() - t
    actual = getattr(emb, "backend", "torch")
    if actual != (backend if backend != "torch" else "torch"):
        raise click.ClickException(f"{backend}: got the {actual} embedder (is the ONNX export missing?)")
    emb.embed(["warm-up: the first call pays for lazy initialisation"] * 8)
    rss_model = _rss_mb() - rss_before

    qids = list(data.order)
    queries = [data.queries[q] for q in qids]
    qvecs, times = [], []
    for q in queries:
        t = time.perf_counter()
        qvecs.append(emb.embed([q])[0])
        times.append(time.perf_counter() - t)
    texts = [d["text"] for d in data.docs[:sample]]
    t = time.perf_counter()
    svecs = emb.embed(texts)
    b64_s = time.perf_counter() - t
    single = np.stack([emb.embed([x])[0] for x in texts[:32]])
    single_vs_batch = float((single * svecs[:32]).sum(1).min())

    ix = index(settings, data, progress=False)
    own = _search_scores(lc, data, qids)
    cross = None
    torch_home = workdir / "store-torch"
    if backend != "torch" and torch_home.is_dir():
        cross = _search_scores(Litchat(backend_settings(base, backend, torch_home)), data, qids)
    ms = sorted(1000 * x for x in times)
    return {
        "backend": backend, "load_s": round(load_s, 2),
        "query_ms_p50": round(statistics.median(ms), 2), "query_ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 2),
        "queries": len(queries), "batch64_texts": len(texts), "batch64_texts_per_s": round(len(texts) / b64_s, 2),
        "single_vs_batch_min_cos": round(single_vs_batch, 7),
        "ingest_s": ix["seconds"], "papers": ix["papers"], "chunks": ix["chunks"],
        "ingest_papers_per_s": round(ix["papers"] / ix["seconds"], 2) if ix["seconds"] else None,
        "ingest_chunks_per_s": round(ix["chunks"] / ix["seconds"], 2) if ix["seconds"] else None,
        "model_rss_mb": round(rss_model, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "scores": own, "cross_torch_store": cross,
        "_qvecs": np.stack(qvecs), "_svecs": svecs,
    }


def _in_child(*args) -> dict:
    ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: its peak RSS is this backend's alone
    with ctx.Pool(1) as pool:
        return pool.apply(run_backend, args)


def compare(rows: list[dict], vecs: dict) -> None:
    """Cosines and ratios against the torch row (when there is one), in place. ``vecs``: backend -> (query
    vectors, batch-64 sample vectors)."""
    import numpy as np

    ref = next((r for r in rows if r["backend"] == "torch"), None)
    if ref is None:
        return
    ref_q, ref_s = (np.asarray(v) for v in vecs["torch"])
    for r in rows:
        qv, sv = (np.asarray(v) for v in vecs[r["backend"]])
        cq, cs = (qv * ref_q).sum(1), (sv * ref_s).sum(1)
        r["cos_vs_torch"] = {"queries_min": round(float(cq.min()), 6), "queries_mean": round(float(cq.mean()), 6),
                             "abstracts_min": round(float(cs.min()), 6), "abstracts_mean": round(float(cs.mean()), 6),
                             "max_abs_diff": round(float(max(abs(qv - ref_q).max(), abs(sv - ref_s).max())), 8)}
        r["vs_torch"] = {
            "ingest_speedup": round(r["ingest_papers_per_s"] / ref["ingest_papers_per_s"], 2),
            "batch64_speedup": round(r["batch64_texts_per_s"] / ref["batch64_texts_per_s"], 2),
            "query_p50_ratio": round(r["query_ms_p50"] / ref["query_ms_p50"], 3),
            "hybrid_ndcg_diff": round(r["scores"]["hybrid"]["ndcg@10"] - ref["scores"]["hybrid"]["ndcg@10"], 4),
            "dense_ndcg_diff": round(r["scores"]["dense"]["ndcg@10"] - ref["scores"]["dense"]["ndcg@10"], 4)}


def markdown(result: dict) -> str:
    rows = result["rows"]
    lines = [f"SciFact: {result['docs']:,} abstracts ({rows[0]['chunks']:,} chunks), {result['queries']} test queries; "
             f"batch-64 sample {rows[0]['batch64_texts']} abstracts; {result['threads']} CPU threads; load average "
             f"{result['load_before']} before, {result['load_after']} after. Each backend in a fresh process, in "
             f"this order.", "",
             "| backend | load s | query p50 ms (p95) | batch 64 texts/s | ingest papers/s (chunks/s) | ingest × torch | "
             "model RSS MB | peak RSS MB | cos vs torch min (mean) | hybrid nDCG@10 | dense nDCG@10 | "
             "torch store searched: hybrid / dense nDCG@10 |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        c, v, cross = r.get("cos_vs_torch") or {}, r.get("vs_torch") or {}, r["cross_torch_store"]
        p50_ratio = f" ×{v['query_p50_ratio']}" if v and r["backend"] != "torch" else ""
        cos = f"{min(c['queries_min'], c['abstracts_min']):.6f} ({c['abstracts_mean']:.6f})" if c else "—"
        crossed = "—" if cross is None else f"{cross['hybrid']['ndcg@10']:.4f} / {cross['dense']['ndcg@10']:.4f}"
        lines.append(
            f"| {_LABELS.get(r['backend'], r['backend'])} | {r['load_s']} | {r['query_ms_p50']} ({r['query_ms_p95']}){p50_ratio} | "
            f"{r['batch64_texts_per_s']} | {r['ingest_papers_per_s']} ({r['ingest_chunks_per_s']}) | "
            f"{v.get('ingest_speedup', '—')} | {r['model_rss_mb']} | {r['peak_rss_mb']} | {cos} | "
            f"{r['scores']['hybrid']['ndcg@10']:.4f} | {r['scores']['dense']['ndcg@10']:.4f} | {crossed} |")
    lines += ["", "Single text vs the same text inside a batch of 64, min cosine: " +
              ", ".join(f"{r['backend']} {r['single_vs_batch_min_cos']}" for r in rows) + ".",
              "Targets: ingest papers/s ≥ 2.5× torch; hybrid nDCG@10 within 0.005 of torch; query p50 ≤ 0.5× torch."]
    if not any(r["backend"] == "torch" for r in rows):
        lines.append("No torch row in this run (no cosines or ratios): torch's figures on these texts come from a "
                     "run with `--backends torch,...`; its SciFact nDCG@10 from `litchat bench scifact` "
                     "(bench/results/scifact.md, the same store code path and settings).")
    if not result.get("complete", True):
        lines.append("(Interrupted: only the backends above were measured.)")
    return "\n".join(lines)


def _load() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "?"


@click.command("encoder")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="SciFact folder (corpus.jsonl, queries_test.jsonl, qrels_test.tsv)")
@click.option("--max-docs", type=int, default=None, help="a smaller corpus (first queries whose documents fit)")
@click.option("--backends", default=",".join(BACKENDS), show_default=True, help="comma-separated, torch first")
@click.option("--sample", type=int, default=256, show_default=True, help="abstracts in the batch-64 measurement")
@click.option("--workdir", type=click.Path(path_type=Path), help="where the throw-away stores go (default: temp)")
@click.pass_context
def COMMAND(ctx, data_dir, max_docs, backends, sample, workdir):
    """Encoder backends side by side: query latency, batch and ingest throughput, RSS, cosine, SciFact nDCG@10."""

    chosen = [b.strip() for b in backends.split(",") if b.strip()]
    bad = [b for b in chosen if b not in BACKENDS]
    if bad:
        raise click.UsageError(f"--backends: unknown {', '.join(bad)}; available: {', '.join(BACKENDS)}")
    base = settings_from(ctx)
    data = load_scifact(data_dir, max_docs=max_docs)
    own = workdir is None
    workdir = Path(workdir or tempfile.mkdtemp(prefix="litchat-bench-encoder-"))
    workdir.mkdir(parents=True, exist_ok=True)
    load_before = _load()
    rows: list[dict] = []
    vecs: dict[str, tuple] = {}
    name = "encoder" + (f"-{max_docs}" if max_docs else "")
    try:
        for b in chosen:
            click.echo(f"measuring {b} …", err=True)
            r = _in_child(base.model_dump(), b, data, workdir, sample)
            vecs[b] = (r.pop("_qvecs"), r.pop("_svecs"))
            rows.append(r)
            click.echo(f"{b}: query p50 {r['query_ms_p50']} ms, batch-64 {r['batch64_texts_per_s']} texts/s, ingest "
                       f"{r['ingest_papers_per_s']} papers/s, hybrid nDCG@10 {r['scores']['hybrid']['ndcg@10']:.4f}",
                       err=True)
            compare(rows, vecs)
            result = {"docs": len(data.docs), "queries": len(data.order), "threads": _cpu_count(),
                      "load_before": load_before, "load_after": _load(), "rows": rows,
                      "complete": len(rows) == len(chosen)}
            md = markdown(result)
            save_result(name, result, md)  # after every backend: a long run interrupted keeps what it measured
    finally:
        if own:
            shutil.rmtree(workdir, ignore_errors=True)
    click.echo(md)
