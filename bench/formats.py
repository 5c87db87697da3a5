"""`litchat bench formats`: the SciFact abstracts in every export format, parsed by `ingest --dry-run`.

The 5,183 real SciFact abstracts (title + text; authors, year and a DOI added, as the exports carry them) are
written as JSON Lines (the baseline), RIS, PubMed MEDLINE, PubMed XML, an OpenAlex works response (abstracts as
inverted indexes) and a Semantic Scholar search response, at 1x and Nx copies (each copy's title and abstract
opening varied, so nothing merges). A fresh process runs `litchat ingest --dry-run --json FILE` on each (the
real CLI → Litchat.check_corpus → scan path, as bench/parse.py does for JSONL): records/s and its peak RSS.
The counts are checked (every record read, no problem). Every format is streamed, so the peak RSS should not
grow with the copies (the scan keeps ~100 bytes of hashes a record, no text).
"""
from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import click

from bench.corpus_writers import FORMATS, NAMES
from bench.parse import dry_run
from bench.results import save_result


def papers(docs: list[dict], copies: int) -> Iterator[dict]:
    for c in range(copies):
        for i, d in enumerate(docs):
            n = c * len(docs) + i
            authors = [NAMES[(n + k) % len(NAMES)] for k in range(1 + n % 3)]
            title = (d["title"] or f"Paper {d['_id']}") + (f" (copy {c})" if c else "")
            yield {"n": n, "id": d["_id"], "title": title,
                   "abstract": (f"In replicate {c}, " if c else "") + d["text"], "authors": authors,
                   "year": 1990 + n % 35, "doi": f"10.5555/scifact.{d['_id']}.{c}"}


def load_docs(data: Path) -> list[dict]:
    path = data / "corpus.jsonl"
    if not path.is_file():
        raise click.ClickException(f"{path}: missing (the BEIR SciFact corpus.jsonl is expected in {data})")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@click.command("formats")
@click.option("--data", type=click.Path(path_type=Path), default=Path("/work/shared/bench/scifact"),
              show_default=True, help="folder holding the BEIR SciFact corpus.jsonl")
@click.option("--copies", default="1,10", show_default=True,
              help="corpus sizes as copies of SciFact, comma-separated")
@click.option("--formats", "names", default=",".join(FORMATS), show_default=True, help="formats to write and parse")
@click.option("--save/--no-save", default=True, show_default=True, help="write bench/results/formats.md/.json")
def COMMAND(data: Path, copies: str, names: str, save: bool) -> None:
    """Every export format at 1x and Nx SciFact: records/s and peak RSS of `ingest --dry-run`."""
    try:
        sizes = [int(c) for c in copies.split(",") if c.strip()]
    except ValueError:
        raise click.BadParameter(f"{copies!r}: copies are whole numbers, e.g. 1,10") from None
    chosen = [n.strip() for n in names.split(",") if n.strip()]
    unknown = [n for n in chosen if n not in FORMATS]
    if unknown:
        raise click.BadParameter(f"unknown format(s) {', '.join(unknown)}; formats: {', '.join(FORMATS)}")
    docs = load_docs(data)
    work = Path(tempfile.mkdtemp(prefix="litchat-formats-"))
    rows = []
    try:
        for name in chosen:
            suffix, writer = FORMATS[name]
            for n in sizes:
                path = work / f"{name}-x{n}{suffix}"
                with open(path, "w", encoding="utf-8") as out:
                    writer(out, papers(docs, n))
                t = time.perf_counter()
                run = dry_run(path, work / "home")
                rep = run["report"]
                expected = len(docs) * n
                rows.append({"format": name, "copies": n, "file_mb": round(path.stat().st_size / 1e6, 1),
                             "records": rep["records"], "papers": rep["papers"], "problems": len(rep["problems"]),
                             "counts_match": rep["records"] == expected == rep["papers"] and not rep["problems"],
                             "parse_s": rep["seconds"],
                             "records_per_s": round(rep["records"] / rep["seconds"]) if rep["seconds"] else None,
                             "peak_rss_mb": round(run["peak_rss_mb"], 1)})
                click.echo(f"{name} x{n}: {rows[-1]} ({time.perf_counter() - t:.0f} s)", err=True)
                path.unlink()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    table = ["| format | copies | file MB | records | papers | problems | counts ok | parse s | records/s | "
             "peak RSS MB |", "|---|" + "---:|" * 9]
    for r in rows:
        table.append(f"| {r['format']} | {r['copies']} | {r['file_mb']} | {r['records']:,} | {r['papers']:,} | "
                     f"{r['problems']} | {'yes' if r['counts_match'] else 'NO'} | {r['parse_s']:.1f} | "
                     f"{r['records_per_s']:,} | {r['peak_rss_mb']:.0f} |")
    text = "\n".join(table) + "\n"
    click.echo(text)
    if save:
        click.echo(f"saved {save_result('formats', {'rows': rows}, text)}", err=True)
