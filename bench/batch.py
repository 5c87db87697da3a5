"""`litchat bench batch`: the encoder's batch size against ingest throughput and peak memory.

Ingest embeds each batch of chunks with their late-chunked sentence vectors (``embed_with_spans``); the ONNX
runtime keeps the largest batch's attention tensors in its memory arena, so the batch size sets the process's
peak RSS. Each (batch size, round) runs in a fresh interpreter over the same chunks (the first ``--texts``
chunks of a BEIR corpus, chunked and spanned as ingest does), rounds interleaved so load drift hits every size
alike; printed: chunks/s, peak RSS of that process, and how far its vectors are from the largest batch's.
"""
from __future__ import annotations

import multiprocessing
import os
import resource
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import click
import numpy as np

from bench.context import settings_from
from bench.jsonl import read_jsonl
from bench.results import save_result
from bench.retrieval.data import to_papers
from rag.chunking import chunk_paper
from rag.embedding.encoders import get_embedder
from rag.retrieval.spans import chunk_spans
from rag.settings import REPO_ROOT, Settings

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "bench" / "scifact"


@dataclass
class BatchRun:
    batch_size: int
    round: int
    chunks: int
    seconds: float
    chunks_per_s: float
    peak_rss_mb: float  # this process's VmHWM: the interpreter, the model, the arena at its largest


def ingest_texts(corpus: Path, limit: int, settings: Settings) -> tuple[list[str], list[list[tuple[int, int]]]]:
    """The first ``limit`` chunks of the corpus, with their sentence spans, as ingest makes them."""
    texts, spans = [], []
    for paper in to_papers(read_jsonl(corpus / "corpus.jsonl")):
        for chunk in chunk_paper(paper, settings.chunk_tokens, settings.chunk_overlap):
            texts.append(chunk.embed_text)
            spans.append(chunk_spans(chunk.embed_text, chunk.text))
            if len(texts) == limit:
                return texts, spans
    return texts, spans


def _one_run(texts: list[str], spans: list, batch_size: int, round_no: int, settings_dump: dict
             ) -> tuple[BatchRun, np.ndarray]:
    """In a fresh process: load the encoder, embed once (timed), report its own peak RSS."""
    settings = Settings(**settings_dump)
    embedder = get_embedder(settings.embed_model, batch_size, settings.embed_backend, settings.embed_onnx_variant)
    start = time.perf_counter()
    vectors, _ = embedder.embed_with_spans(texts, spans)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return BatchRun(batch_size, round_no, len(texts), round(seconds, 2), round(len(texts) / seconds, 2),
                    round(peak, 1)), vectors


def measure(texts: list[str], spans: list, sizes: list[int], rounds: int, settings: Settings) -> dict:
    """Every size once per round, each in its own interpreter; the order rotates between rounds."""
    ctx = multiprocessing.get_context("spawn")
    runs: list[BatchRun] = []
    vectors: dict[int, np.ndarray] = {}
    for r in range(rounds):
        order = sizes[r % len(sizes):] + sizes[:r % len(sizes)]
        for size in order:
            with ctx.Pool(1) as pool:
                run, vecs = pool.apply(_one_run, (texts, spans, size, r + 1, settings.model_dump()))
            runs.append(run)
            vectors.setdefault(size, vecs)
    ref = vectors[max(sizes)]
    return {"runs": [asdict(x) for x in runs], "texts": len(texts), "load_avg": os.getloadavg(),
            "min_cos_vs_largest": {s: round(float((v * ref).sum(1).min()), 7) for s, v in vectors.items()},
            "settings": {"backend": settings.embed_backend, "variant": settings.embed_onnx_variant,
                         "default_batch": settings.embed_batch_size}}


def markdown(result: dict) -> str:
    sizes = sorted({r["batch_size"] for r in result["runs"]})
    lines = [f"{result['texts']} chunks (ingest's chunking and sentence spans), `embed_with_spans`, each run in a "
             f"fresh interpreter, rounds interleaved; {result['settings']['backend']} "
             f"{result['settings']['variant']}; default batch {result['settings']['default_batch']}; load average "
             f"at the end {result['load_avg'][0]:.2f}.", "",
             "| batch size | chunks/s per round | mean chunks/s | peak RSS MB (max) | min cosine vs largest batch |",
             "|---|---|---|---|---|"]
    for s in sizes:
        rows = [r for r in result["runs"] if r["batch_size"] == s]
        speeds = [r["chunks_per_s"] for r in rows]
        lines.append(f"| {s} | {', '.join(f'{x:.1f}' for x in speeds)} | {np.mean(speeds):.1f} | "
                     f"{max(r['peak_rss_mb'] for r in rows):.0f} | {result['min_cos_vs_largest'][s]} |")
    return "\n".join(lines)


@click.command("batch")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="a BEIR folder (corpus.jsonl)")
@click.option("--texts", "limit", type=int, default=384, show_default=True, help="chunks embedded per run")
@click.option("--sizes", default="16,32,64", show_default=True, help="comma-separated batch sizes")
@click.option("--rounds", type=int, default=2, show_default=True)
@click.pass_context
def COMMAND(ctx, data_dir, limit, sizes, rounds):
    """Encoder batch size vs chunks/s and peak RSS, each in a fresh process."""
    settings = settings_from(ctx)
    if not (data_dir / "corpus.jsonl").is_file():
        raise click.BadParameter(f"{data_dir}: no corpus.jsonl", param_hint="--data")
    try:
        size_list = sorted({int(s) for s in sizes.split(",") if s.strip()})
    except ValueError:
        raise click.BadParameter(f"{sizes!r}: expected comma-separated integers", param_hint="--sizes")
    texts, spans = ingest_texts(data_dir, limit, settings)
    result = measure(texts, spans, size_list, rounds, settings)
    md = markdown(result)
    save_result("batch", result, md)
    click.echo(md)
