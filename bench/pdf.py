"""`litchat bench pdf --data FOLDER`: full-text PDF ingest at scale: extraction pages/s, end-to-end chunks/s,
re-ingest of the unchanged folder, peak RSS; `--compare` adds the extractor comparison (bench/pdf_compare.py).

1. Extraction: every PDF (the first ``--limit``, by name) read by litchat's pipeline (rag.corpus.formats.pdf,
   uncached): pages, seconds, pages/s, files that give a problem (no text layer, encrypted, damaged).
2. End to end: `run_ingest` of those files into a fresh embedded store with the real encoder: seconds, chunks
   embedded, chunks/s; then the same folder again (must embed nothing), seconds.
3. Peak RSS of the process (VmHWM), the target being ≤ 1.5 GB for 300 papers; and 300-paper time extrapolated
   from the measured per-paper time.

PDFs for the benchmark are public papers kept outside the repo (see bench/results/pdf.md for where they came from).
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import click

from bench import pdf_compare  # dev dependencies: pdfminer.six, pypdf, reportlab (the bench is dev tooling)
from bench.context import settings_from
from bench.results import save_result
from rag.corpus.formats.pdf import clear_cache, extract_record
from rag.embedding.encoders import RecordingEmbedder, embedder_for
from rag.ingest import run_ingest
from rag.settings import with_updates
from rag.store import open_store

TARGET_PAPERS = 300
TARGET_SECONDS = 600


def _vmhwm_mb() -> float:
    with open("/proc/self/status") as f:
        kb = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    return round(kb / 1024, 1)


def extraction(files: list[Path]) -> dict:
    pages = chars = 0
    problems: list[str] = []
    started = time.perf_counter()
    for f in files:
        record, issue = extract_record(f)
        if record is None:
            problems.append(f"{f.name}: {issue[1] if issue else 'no record'}")
            continue
        pages += record.pages or 0
        chars += len(record.abstract) + sum(len(s.text) for s in record.body)
    seconds = time.perf_counter() - started
    return {"files": len(files), "read": len(files) - len(problems), "pages": pages, "chars": chars,
            "seconds": round(seconds, 2), "pages_per_s": round(pages / max(seconds, 1e-9), 1),
            "problems": problems}


def end_to_end(ctx: click.Context, files: list[Path]) -> dict:
    with tempfile.TemporaryDirectory(prefix="litchat-bench-pdf-") as tmp:
        folder = Path(tmp) / "papers"
        folder.mkdir()
        for f in files:
            (folder / f.name).symlink_to(f.resolve())
        settings = with_updates(settings_from(ctx), home=Path(tmp) / "home")
        store = open_store(settings)
        embedder = RecordingEmbedder(embedder_for(settings))
        started = time.perf_counter()
        first = run_ingest(settings, [folder], store, embedder)
        seconds = time.perf_counter() - started
        clear_cache()  # as a new `litchat ingest` process: every PDF is read again, nothing embedded
        started = time.perf_counter()
        again = run_ingest(settings, [folder], store, embedder)
        re_seconds = time.perf_counter() - started
    return {"papers": first.papers_total, "chunks": first.embedded_chunks, "seconds": round(seconds, 1),
            "embed_seconds": round(first.embed_seconds, 1),
            "chunks_per_s": round(first.embedded_chunks / max(seconds, 1e-9), 1),
            "seconds_per_paper": round(seconds / max(len(files), 1), 3),
            "reingest_embedded_chunks": again.embedded_chunks, "reingest_seconds": round(re_seconds, 1),
            "problems": len(first.problems)}


def markdown(ex: dict, e2e: dict, rss: float, projected: float, compare: str | None) -> str:
    lines = [
        f"**Extraction** (litchat's pipeline, uncached): {ex['read']}/{ex['files']} PDFs read, {ex['pages']} pages "
        f"in {ex['seconds']} s: **{ex['pages_per_s']} pages/s**; {len(ex['problems'])} gave a problem.", "",
        f"**End to end** (`run_ingest`, real encoder, fresh embedded store): {e2e['papers']} papers, "
        f"{e2e['chunks']} chunks in {e2e['seconds']} s (encoder {e2e['embed_seconds']} s): "
        f"**{e2e['chunks_per_s']} chunks/s**, {e2e['seconds_per_paper']} s a paper.", "",
        f"**Re-ingest of the unchanged folder** (PDFs read again, as by a new process): "
        f"{e2e['reingest_embedded_chunks']} chunks embedded, {e2e['reingest_seconds']} s.", "",
        f"**Peak RSS** (VmHWM of the whole run): {rss} MB.", "",
        f"**Projected for {TARGET_PAPERS} papers**: {projected:.0f} s (target ≤ {TARGET_SECONDS} s).",
    ]
    if ex["problems"]:
        lines += ["", "Problems:", ""] + [f"- {p}" for p in ex["problems"][:30]]
    if compare:
        lines += ["", "## Extractor comparison", "", compare]
    return "\n".join(lines)


@click.command("pdf")
@click.option("--data", "data", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="a folder of PDF papers (kept outside the repo)")
@click.option("--limit", type=int, default=TARGET_PAPERS, show_default=True, help="PDFs used (first by name)")
@click.option("--compare", "compare_n", type=int, default=0,
              help="also compare extractors on fixtures and on this many of the PDFs (dev dependencies)")
@click.option("--only-compare", is_flag=True, help="only the extractor comparison (with --compare N)")
@click.option("--name", default="pdf", show_default=True, help="results file name in bench/results/")
@click.pass_context
def COMMAND(ctx: click.Context, data: Path, limit: int, compare_n: int, only_compare: bool, name: str) -> None:
    """Full-text PDF ingest: pages/s, chunks/s, re-ingest, peak RSS (and the extractor comparison)."""
    files = sorted(p for p in data.iterdir() if p.is_file() and p.suffix.lower() == ".pdf")[:limit]
    if not files:
        raise click.UsageError(f"{data} holds no .pdf files")
    compare_md, compared = None, {}
    if compare_n:
        compared = {"fixtures": pdf_compare.fixture_quality(), "real": pdf_compare.real_quality(files[:compare_n])}
        compare_md = pdf_compare.comparison_markdown(compared["fixtures"], compared["real"])
        click.echo(compare_md)
        if only_compare:
            path = save_result(name, {"compare": compared, "load_avg": os.getloadavg()},
                               f"Load average at the end: {os.getloadavg()[0]:.1f} (2 cores)\n\n{compare_md}")
            click.echo(f"results: {path}")
            return
    ex = extraction(files)
    click.echo(f"extraction: {ex['pages']} pages, {ex['pages_per_s']} pages/s, {len(ex['problems'])} problems")
    e2e = end_to_end(ctx, files)
    click.echo(f"end to end: {e2e['chunks']} chunks, {e2e['chunks_per_s']} chunks/s, {e2e['seconds']} s; "
               f"re-ingest embedded {e2e['reingest_embedded_chunks']} chunks in {e2e['reingest_seconds']} s")
    rss = _vmhwm_mb()
    projected = e2e["seconds_per_paper"] * TARGET_PAPERS
    click.echo(f"peak RSS {rss} MB; projected {TARGET_PAPERS} papers: {projected:.0f} s")
    result = {"extraction": ex, "end_to_end": e2e, "peak_rss_mb": rss, "projected_seconds_300": round(projected),
              "compare": compared}
    path = save_result(name, result, markdown(ex, e2e, rss, projected, compare_md))
    click.echo(f"results: {path}")
