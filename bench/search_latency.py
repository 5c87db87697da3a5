"""Search latency on the seeds, warm: `python -m bench.search_latency [--home DIR] [--threads N]`.

Every eval question is searched once per retriever mode (distinct texts, so each first search embeds its query);
a second pass over the same questions hits the query-embedding cache and so measures retrieval alone (BM25, Chroma,
fusion, routing). The embedder alone is timed too. Prints p50/p95 in milliseconds and saves
bench/results/search-latency.{json,md}.
"""
from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import click

from bench.results import save_result
from rag.api import Litchat
from rag.settings import REPO_ROOT, RETRIEVER_NAMES, Settings

QUESTIONS = REPO_ROOT / "eval" / "questions.jsonl"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed(fn, items) -> list[float]:
    out = []
    for item in items:
        start = time.perf_counter()
        fn(item)
        out.append((time.perf_counter() - start) * 1000)
    return out


@click.command("search-latency")
@click.option("--home", type=click.Path(path_type=Path), default=Path(".litchat-bench-search"),
              help="data directory; the seeds are ingested there when it is empty")
@click.option("--threads", type=int, default=None, help="torch threads for the query embedder (default: torch's)")
def main(home: Path, threads: int | None) -> None:
    lc = Litchat(Settings(home=home))
    if lc.is_empty():
        lc.ingest()
    if threads:
        import torch

        torch.set_num_threads(threads)
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text().splitlines() if line.strip()]
    lc.search("warm up the models and the BM25 index")
    embed_ms = timed(lambda q: lc.embedder.embed([q + " (uncached)"]), questions)
    rows = []
    for mode in RETRIEVER_NAMES:
        cold = timed(lambda q: lc.search(f"{mode}: {q}", retriever=mode), questions)  # new text: embeds
        warm = timed(lambda q: lc.search(f"{mode}: {q}", retriever=mode), questions)  # cached query vector
        rows.append({"mode": mode, "n": len(questions),
                     "p50_ms": round(statistics.median(cold), 2), "p95_ms": round(percentile(cold, 0.95), 2),
                     "retrieval_only_p50_ms": round(statistics.median(warm), 2),
                     "retrieval_only_p95_ms": round(percentile(warm, 0.95), 2)})
    import torch

    result = {"papers": lc.store.count_papers(), "chunks": lc.store.count_chunks(),
              "torch_threads": torch.get_num_threads(),
              "embed_p50_ms": round(statistics.median(embed_ms), 2),
              "embed_p95_ms": round(percentile(embed_ms, 0.95), 2), "modes": rows}
    lines = [f"Seeds: {result['papers']} papers, {result['chunks']} chunks; {len(questions)} distinct questions; "
             f"torch threads {result['torch_threads']}; query embedding alone p50 {result['embed_p50_ms']} ms, "
             f"p95 {result['embed_p95_ms']} ms.", "",
             "| retriever | search p50 (ms) | search p95 (ms) | without embedding p50 | without embedding p95 |",
             "|---|---|---|---|---|"]
    lines += [f"| {r['mode']} | {r['p50_ms']} | {r['p95_ms']} | {r['retrieval_only_p50_ms']} | "
              f"{r['retrieval_only_p95_ms']} |" for r in rows]
    markdown = "\n".join(lines)
    click.echo(markdown)
    save_result(f"search-latency-threads{result['torch_threads']}", result, markdown)


COMMAND = main

if __name__ == "__main__":
    main()
