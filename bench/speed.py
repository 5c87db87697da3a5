"""`litchat bench speed`: warm search and ask latency (p50/p95) per retriever and generator, ingest throughput
next to the raw encoder, and peak memory — on the seeds, through the Litchat API. Prints figures; asserts nothing.

Latencies are measured WITHOUT tracemalloc (it slows Python down); peak Python heap is measured in a separate
pass with tracemalloc on, and the process peak RSS (ru_maxrss) is read at the end.
"""
from __future__ import annotations

import resource
import tempfile
import time
import tracemalloc
from pathlib import Path

from bench.context import settings_from
from bench.results import save_result
import click
from eval.metrics import percentile
from eval.questions import load_questions
from rag.answer.evidence import verifier
from rag.api import Litchat
from rag.settings import GENERATOR_NAMES, RETRIEVER_NAMES, Settings



def _pcts(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "p50_ms": round(percentile(ms, 50), 1), "p95_ms": round(percentile(ms, 95), 1)}


def _timed(fn, items) -> list[float]:
    out = []
    for item in items:
        t0 = time.perf_counter()
        fn(item)
        out.append(time.perf_counter() - t0)
    return out


def cold_ingest(settings) -> dict:
    """The seeds into a fresh temporary store: papers/s end to end vs chunks/s inside the encoder alone."""

    with tempfile.TemporaryDirectory(prefix="litchat-speed-") as tmp:
        lc = Litchat(Settings(**{**settings.model_dump(), "home": Path(tmp), "chroma_url": None}))
        _ = lc.embedder  # model load is not ingest work
        report = lc.ingest([settings.seeds_dir])
        texts_per_s = report.embedded_chunks / report.embed_seconds if report.embed_seconds else None
        return {"papers": report.papers_total, "chunks": report.embedded_chunks, "seconds": round(report.seconds, 2),
                "papers_per_s": round(report.papers_total / report.seconds, 1),
                "chunks_per_s": round(report.embedded_chunks / report.seconds, 1),
                "encoder_seconds": round(report.embed_seconds, 2),
                "encoder_chunks_per_s": round(texts_per_s, 1) if texts_per_s else None}


def measure(settings, questions: list[str], generators: list[str], llm_questions: int) -> dict:
    lc = Litchat(settings)
    lc.ingest([settings.seeds_dir])
    result: dict = {"questions": len(questions), "search": {}, "ask": {}, "skipped": {}}
    for mode in RETRIEVER_NAMES:
        for q in questions[:3]:
            lc.search(q, retriever=mode)  # warm
        result["search"][mode] = _pcts(_timed(lambda q: lc.search(q, retriever=mode), questions))
    for gen in generators:
        ok, msg = lc.generator_status(gen)
        if not ok:
            result["skipped"][gen] = msg
            continue
        qs = questions if gen == "extractive" else questions[:llm_questions]
        lc.ask(qs[0], generator=gen)  # warm (model load, caches)
        result["ask"][gen] = _pcts(_timed(lambda q: lc.ask(q, generator=gen), qs))
    if "extractive" in generators:
        result["evidence_model"] = evidence_model_cost(settings, questions)
    tracemalloc.start()
    for q in questions:
        lc.search(q)
        lc.ask(q, generator="extractive")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    result["memory"] = {"python_heap_peak_mb": round(peak / 2**20, 1),
                        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
                        "papers": lc.store.count_papers(), "chunks": lc.store.count_chunks()}
    return result


def evidence_model_cost(settings, questions: list[str]) -> dict:
    """Extractive ask with the evidence model off and on (its default use, the contradiction check, or the one
    configured), interleaved question by question in one process so the machine's noise hits both sides alike."""
    use = settings.evidence_model if settings.evidence_model != "off" else "check"
    off, on = (Litchat(settings.model_copy(update={"evidence_model": u})) for u in ("off", use))
    for q in questions[:3]:
        on.ask(q, generator="extractive")  # warm the model and its session
        off.ask(q, generator="extractive")
    off_s, on_s = [], []
    for q in questions:
        off_s += _timed(lambda x: off.ask(x, generator="extractive"), [q])
        verifier.shared().forget()  # the pairs judged by earlier runs of these questions must be judged again
        on_s += _timed(lambda x: on.ask(x, generator="extractive"), [q])
    added = sorted(b - a for a, b in zip(off_s, on_s))
    return {"use": use, "off": _pcts(off_s), "on": _pcts(on_s), "added_p50_ms": round(1000 * added[len(added) // 2], 1)}


def markdown(r: dict) -> str:
    lines = [f"Seeds corpus ({r['memory']['papers']} papers, {r['memory']['chunks']} chunks), {r['questions']} eval "
             "questions, warm, one process on this machine.", "",
             "| operation | n | p50 ms | p95 ms |", "|---|---|---|---|"]
    for mode, s in r["search"].items():
        lines.append(f"| search ({mode}) | {s['n']} | {s['p50_ms']} | {s['p95_ms']} |")
    for gen, s in r["ask"].items():
        lines.append(f"| ask ({gen} generator) | {s['n']} | {s['p50_ms']} | {s['p95_ms']} |")
    ev = r.get("evidence_model")
    if ev:
        lines.append(f"| ask (extractive, evidence model '{ev['use']}'; interleaved with 'off': {ev['off']['p50_ms']} p50) | "
                     f"{ev['on']['n']} | {ev['on']['p50_ms']} | {ev['on']['p95_ms']} |")
        lines.append(f"| added by the evidence model (per question, on − off) | {ev['on']['n']} | "
                     f"{ev['added_p50_ms']} | |")
    for gen, msg in r["skipped"].items():
        lines.append(f"| ask ({gen} generator) | – | not measured: {msg} | |")
    ing = r.get("ingest")
    if ing:
        lines += ["", f"Cold ingest of the seeds: {ing['papers']} papers / {ing['chunks']} chunks in {ing['seconds']} s "
                      f"= {ing['papers_per_s']} papers/s, {ing['chunks_per_s']} chunks/s end to end; the encoder alone "
                      f"ran {ing['encoder_chunks_per_s']} chunks/s ({ing['encoder_seconds']} s of the total)."]
    m = r["memory"]
    lines += ["", f"Memory: peak Python heap during the search+ask loop {m['python_heap_peak_mb']} MB (tracemalloc); "
                  f"process peak RSS {m['peak_rss_mb']} MB (ru_maxrss, includes the models)."]
    return "\n".join(lines)


@click.command("speed")
@click.option("--generators", default="extractive,local,openai", show_default=True,
              help="generators to time (unavailable ones are reported as skipped)")
@click.option("--llm-questions", type=int, default=10, show_default=True,
              help="questions timed for model-based generators (they are slow on CPU)")
@click.option("--no-ingest", is_flag=True, help="skip the cold-ingest measurement")
@click.option("--max-questions", type=int, default=None, help="time only the first N eval questions")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def COMMAND(ctx, generators, llm_questions, no_ingest, max_questions, as_json):
    """Search/ask latency p50/p95 (warm) per retriever and generator, ingest throughput, peak memory."""
    import json


    base = settings_from(ctx)
    settings = Settings(**{**base.model_dump(), "home": Path(base.home) / "bench-speed", "chroma_url": None})
    gens = [g.strip() for g in generators.split(",") if g.strip()]
    bad = [g for g in gens if g not in GENERATOR_NAMES]
    if bad:
        raise click.UsageError(f"unknown generator(s) {', '.join(bad)}; choose from {', '.join(GENERATOR_NAMES)}")
    questions = [q.question for q in load_questions()][:max_questions]
    result = {}
    if not no_ingest:
        result["ingest"] = cold_ingest(settings)
    result.update(measure(settings, questions, gens, llm_questions))
    md = markdown(result)
    save_result("speed", result, md)
    click.echo(json.dumps(result, indent=1) if as_json else md)
