"""`litchat bench ingest`: what the ingest pipeline costs on top of the encoder, and how fast a warm re-run is.

In one run, on the same machine state:
1. cold ingest: `run_ingest` into an empty store (parse, chunk, embed, write), recording every encoder call;
2. raw encoder: exactly those texts in exactly those batches, twice (before-and-after style: the load of a shared
   machine drifts, so both passes are printed and their mean is the reference);
3. warm re-ingest of the unchanged corpus in this process, and in a fresh `litchat ingest` process (wall time, and
   the time after start-up as the command reports it).
Two overhead figures: end-to-end = (cold ingest s − raw encoder s) / raw encoder s (sensitive to load drift between
the passes), and in-run = (cold ingest s − time inside the encoder during that ingest) / time inside the encoder
(drift-free: both from the same seconds). Target: ≤ 10 %.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import click

from bench.context import settings_from
from bench.results import save_result
from rag.text.tokens import count_tokens
from rag.embedding.encoders import embedder_for, RecordingEmbedder
from rag.ingest import run_ingest
from rag.offline import go_offline
from rag.settings import load_settings
from rag.store import open_store
from rag.synthetic import write_jsonl_corpus


def _raw_encoder_seconds(embedder, calls: list[list[str]]) -> float:
    t = time.perf_counter()
    for texts in calls:
        embedder.embed(texts)
    return time.perf_counter() - t


def _fresh_process_warm_run(home: Path, paths: list[Path]) -> tuple[float, float | None]:
    cli = Path(sys.executable).parent / "litchat"
    t = time.perf_counter()
    out = subprocess.run([str(cli), "--home", str(home), "ingest", "--quiet", *map(str, paths)],
                         capture_output=True, text=True, timeout=900)
    wall = time.perf_counter() - t
    m = re.search(r"([\d.]+) s\)", out.stdout)
    return wall, float(m.group(1)) if m else None


def bench_ingest(paths: list[Path], label: str, workdir: Path, fresh_process: bool) -> dict:
    home = workdir / f"home-{label}"
    shutil.rmtree(home, ignore_errors=True)
    settings = load_settings(home=home)
    embedder = embedder_for(settings)
    embedder.embed(["warm-up: the first call pays for lazy initialisation"] * 8)

    count_tokens("warm-up: loads the tiktoken encoding (start-up, like loading the model)")
    recorder = RecordingEmbedder(embedder, keep_texts=True)

    store = open_store(settings)
    t = time.perf_counter()
    cold = run_ingest(settings, paths, store, recorder)
    cold_seconds = time.perf_counter() - t
    raw_after = _raw_encoder_seconds(embedder, recorder.calls)
    raw_again = _raw_encoder_seconds(embedder, recorder.calls)
    raw = (raw_after + raw_again) / 2
    texts = recorder.texts

    t = time.perf_counter()
    warm = run_ingest(settings, paths, store, recorder)
    warm_seconds = time.perf_counter() - t
    fresh_wall, fresh_reported = _fresh_process_warm_run(home, paths) if fresh_process else (None, None)

    papers = cold.papers_total
    return {
        "corpus": label, "paths": [str(p) for p in paths], "papers": papers, "chunks_embedded": texts,
        "problems": len(cold.problems),
        "cold_ingest_s": round(cold_seconds, 2), "cold_abstracts_per_s": round(papers / cold_seconds, 2),
        "cold_chunks_per_s": round(texts / cold_seconds, 2),
        "encoder_in_ingest_s": round(cold.embed_seconds, 2),
        "raw_encoder_s": round(raw, 2), "raw_encoder_runs_s": [round(raw_after, 2), round(raw_again, 2)],
        "raw_abstracts_per_s": round(papers / raw, 2), "raw_chunks_per_s": round(texts / raw, 2),
        "overhead_pct": round(100 * (cold_seconds - raw) / raw, 1),
        "non_encoder_s": round(cold_seconds - cold.embed_seconds, 2),
        "in_run_overhead_pct": round(100 * (cold_seconds - cold.embed_seconds) / cold.embed_seconds, 1)
        if cold.embed_seconds else None,
        "warm_embedded_chunks": warm.embedded_chunks, "warm_in_process_s": round(warm_seconds, 2),
        "warm_fresh_process_wall_s": None if fresh_wall is None else round(fresh_wall, 2),
        "warm_fresh_process_after_startup_s": fresh_reported,
    }


def _markdown(rows: list[dict]) -> str:
    head = ("| corpus | papers | chunks | cold ingest s | abstracts/s | raw encoder s (runs) | raw abstracts/s | "
            "overhead end-to-end | overhead in-run | non-encoder s | warm re-ingest s (in process) | warm `litchat ingest` wall s "
            "(after start-up) | chunks embedded warm |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    lines = [head]
    for r in rows:
        fresh = "—" if r["warm_fresh_process_wall_s"] is None else \
            f"{r['warm_fresh_process_wall_s']} ({r['warm_fresh_process_after_startup_s']})"
        lines.append(
            f"| {r['corpus']} | {r['papers']} | {r['chunks_embedded']} | {r['cold_ingest_s']} | "
            f"{r['cold_abstracts_per_s']} | {r['raw_encoder_s']} ({', '.join(map(str, r['raw_encoder_runs_s']))}) | "
            f"{r['raw_abstracts_per_s']} | {r['overhead_pct']} % | {r['in_run_overhead_pct']} % | {r['non_encoder_s']} | {r['warm_in_process_s']} | "
            f"{fresh} | {r['warm_embedded_chunks']} |")
    return "\n".join(lines) + (
        "\n\nEnd-to-end overhead = (cold ingest − raw encoder) / raw encoder; the raw encoder encodes exactly the "
        "texts the ingest embedded, in the same batches, in the same process right after it (mean of two passes). "
        "In-run overhead = non-encoder s / time inside the encoder during the same ingest (parsing, chunking, Chroma "
        "writes not hidden behind the encoder), immune to load drift between passes. "
        "Targets: overhead ≤ 10 %; warm re-ingest < 5 s beyond start-up.")


@click.command("ingest")
@click.option("--data", "data", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="another corpus (file or folder in any `litchat ingest` format) measured beside the seeds")
@click.option("--generated", type=int, default=0, show_default=True,
              help="also measure a generated corpus of this many papers (rag.synthetic, seed 0)")
@click.option("--no-seeds", is_flag=True, help="skip the seeds")
@click.option("--no-fresh-process", is_flag=True, help="skip the warm re-run in a fresh `litchat ingest` process")
@click.option("--workdir", type=click.Path(path_type=Path), help="where the throw-away stores go (default: temp)")
@click.pass_context
def command(ctx: click.Context, data, generated: int, no_seeds: bool, no_fresh_process: bool, workdir) -> None:
    """Cold ingest throughput vs the raw encoder on the same texts; warm re-ingest time."""

    go_offline()
    settings = settings_from(ctx)
    own = workdir is None
    workdir = Path(workdir or tempfile.mkdtemp(prefix="litchat-bench-ingest-"))
    workdir.mkdir(parents=True, exist_ok=True)
    corpora: list[tuple[str, list[Path]]] = [] if no_seeds else [("seeds", [settings.seeds_dir])]
    corpora += [(Path(p).name, [Path(p)]) for p in data]
    if generated:
        folder = workdir / f"generated-{generated}"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        write_jsonl_corpus(folder, generated, seed=0)
        corpora.append((f"generated-{generated}", [folder]))
    rows = []
    try:
        for label, paths in corpora:
            click.echo(f"measuring {label} …", err=True)
            row = bench_ingest(paths, label, workdir, fresh_process=not no_fresh_process)
            rows.append(row)
            click.echo(f"{label}: {row['papers']} papers, cold {row['cold_abstracts_per_s']} abstracts/s vs raw "
                       f"encoder {row['raw_abstracts_per_s']} abstracts/s -> overhead {row['overhead_pct']} % end-to-end, "
                       f"{row['in_run_overhead_pct']} % in-run; "
                       f"warm re-ingest {row['warm_in_process_s']} s in process"
                       + ("" if row["warm_fresh_process_wall_s"] is None else
                          f", {row['warm_fresh_process_wall_s']} s as a fresh `litchat ingest` "
                          f"({row['warm_fresh_process_after_startup_s']} s after start-up)"))
    finally:
        if own:
            shutil.rmtree(workdir, ignore_errors=True)
    md = _markdown(rows)
    click.echo(md)
    path = save_result("ingest", {"rows": rows}, md)
    click.echo(f"saved {path}", err=True)


COMMAND = command
