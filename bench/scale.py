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
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

import click

from bench.chroma_server import ChromaServer
from bench.results import save_result
from bench.scale_report import markdown
from bench.scale_workers import EMBEDDER_LABEL, K, _dir_mb

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
        proc = subprocess.Popen([sys.executable, "-m", "bench.scale_workers", *args], stdout=subprocess.PIPE,
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
            md = markdown(rows, embedder, store_mode, seed)
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
