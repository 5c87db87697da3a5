"""`litchat bench parse`: parse a generated JSON Lines corpus with `litchat ingest --dry-run`; records/s, peak RSS.

For each size (default 50 MB and 500 MB, side by side in one run) a JSONL file is generated in a temp dir
(synthetic abstracts from rag.synthetic, every record distinct, one exact duplicate every DUP_EVERY lines and one
malformed line every BAD_EVERY lines, so merging and problem reporting are exercised), then a fresh process runs
`litchat ingest --dry-run --json FILE` (the CLI → Litchat.check_corpus → scan_corpus path) and reports its own
peak RSS (VmHWM). The dry run's counts are checked against what was written. Target: peak RSS below 300 MB,
independent of file size (the scan keeps ~100 bytes of hashes a record, no text).
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click

from bench.corpus_writers import FORMATS, write_sized
from bench.results import save_result
from rag.synthetic import generate_papers

DUP_EVERY = 200  # every 200th line repeats the line 100 lines before it (an exact duplicate: merged)
BAD_EVERY = 50_000  # every 50,000th line is malformed JSON (one problem each)
POOL = 2_000  # distinct synthetic papers generated, then varied per line (title and abstract opening)

CHILD = """
import json, sys

from cli import cli
try:
    cli.main(sys.argv[1:], prog_name="litchat", standalone_mode=False)
except SystemExit:
    pass
print(json.dumps({"vmhwm_kb": int(next(l.split()[1] for l in open("/proc/self/status") if l.startswith("VmHWM:")))}),
      file=sys.stderr)
"""


def write_corpus(path: Path, target_bytes: int, seed: int = 0) -> dict:
    """A JSONL file of about ``target_bytes``: (lines, papers expected, duplicates, malformed lines)."""

    pool = [p for p in generate_papers(POOL, seed=seed)]
    lines = distinct = dups = bad = 0
    recent: list[str] = []
    with open(path, "w", encoding="utf-8") as out:
        while out.tell() < target_bytes:
            lines += 1
            if lines % BAD_EVERY == 0:
                out.write('{"title": "broken line", "abstract": \n')
                bad += 1
                continue
            if lines % DUP_EVERY == 0 and len(recent) >= 100:
                out.write(recent[-100])
                dups += 1
                continue
            p = pool[distinct % POOL]
            opening = f"In study {distinct}, {p.abstract[0].lower()}"  # every abstract distinct from its start
            row = {"title": f"{p.title} ({distinct})", "authors": p.authors, "year": p.year,
                   "categories": p.categories, "abstract": opening + p.abstract[1:]}
            line = json.dumps(row, ensure_ascii=False) + "\n"
            out.write(line)
            recent.append(line)
            if len(recent) > 200:
                del recent[:100]
            distinct += 1
    return {"bytes": path.stat().st_size, "lines": lines, "papers": distinct, "duplicates": dups, "malformed": bad}


def dry_run(path: Path, home: Path) -> dict:
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", CHILD, "--home", str(home), "ingest", "--dry-run", "--json",
                           "--quiet", str(path)], capture_output=True, text=True, timeout=7200)
    wall = time.perf_counter() - t
    try:
        report = json.loads(proc.stdout)
        rss_kb = json.loads(proc.stderr.strip().splitlines()[-1])["vmhwm_kb"]
    except (json.JSONDecodeError, IndexError, KeyError):
        raise click.ClickException(f"dry run failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}") from None
    return {"report": report, "wall_s": wall, "peak_rss_mb": rss_kb / 1024}


@click.command("parse")
@click.option("--sizes", default="50,500", show_default=True, help="file sizes in MB, comma-separated")
@click.option("--workdir", type=click.Path(path_type=Path), help="where the files go (default: a temp dir, removed)")
@click.option("--formats", "names", default="", metavar="NAME,...",
              help=f"instead of the JSONL run: these formats ({', '.join(FORMATS)} or all), each at each size; "
                   f"MB/s and peak RSS a format (results in parse-formats.md)")
@click.option("--save/--no-save", default=True, show_default=True, help="write bench/results/parse.md/.json")
def COMMAND(sizes: str, workdir: Path | None, names: str, save: bool) -> None:
    """Parse generated corpora with `ingest --dry-run`: records/s, MB/s and peak RSS for each size (and format)."""
    try:
        megabytes = [float(s) for s in sizes.split(",") if s.strip()]
    except ValueError:
        raise click.BadParameter(f"{sizes!r}: sizes are numbers of MB, e.g. 50,500") from None
    if names:
        chosen = list(FORMATS) if names.strip() == "all" else [n.strip() for n in names.split(",") if n.strip()]
        unknown = [n for n in chosen if n not in FORMATS]
        if unknown:
            raise click.BadParameter(f"unknown format(s) {', '.join(unknown)}; formats: {', '.join(FORMATS)}")
        run_formats(chosen, megabytes, workdir, save)
        return
    rows = []
    with _work_folder(workdir) as work:
        for mb in megabytes:
            path = work / f"corpus-{mb:g}MB.jsonl"
            t = time.perf_counter()
            written = write_corpus(path, int(mb * 1_000_000))
            click.echo(f"generated {path.name}: {written['bytes'] / 1e6:,.1f} MB, {written['lines']:,} lines "
                       f"({time.perf_counter() - t:.0f} s)", err=True)
            run = dry_run(path, work / "home")
            rep = run["report"]
            ok = (rep["papers"] == written["papers"] and rep["records"] == written["papers"] + written["duplicates"]
                  and len(rep["problems"]) == written["malformed"])
            rows.append({"size_mb": written["bytes"] / 1e6, "lines": written["lines"], "records": rep["records"],
                         "papers": rep["papers"], "duplicates_merged": rep["duplicates_merged"],
                         "problems": len(rep["problems"]), "counts_match": ok, "parse_s": rep["seconds"],
                         "wall_s": round(run["wall_s"], 2),
                         "records_per_s": round(rep["records"] / rep["seconds"]) if rep["seconds"] else None,
                         "mb_per_s": round(written["bytes"] / 1e6 / rep["seconds"], 2) if rep["seconds"] else None,
                         "peak_rss_mb": round(run["peak_rss_mb"], 1)})
            path.unlink()
    head = ("| file MB | records | papers | dups merged | problems | counts ok | parse s | records/s | MB/s "
            "| peak RSS MB |")
    table = [head, "|" + "---:|" * 10]
    for r in rows:
        table.append(f"| {r['size_mb']:,.0f} | {r['records']:,} | {r['papers']:,} | {r['duplicates_merged']:,} | "
                     f"{r['problems']} | {'yes' if r['counts_match'] else 'NO'} | {r['parse_s']:.1f} | "
                     f"{r['records_per_s']:,} | {r['mb_per_s']} | {r['peak_rss_mb']:.0f} |")
    verdict = ""
    if rows:
        peak = max(r["peak_rss_mb"] for r in rows)
        verdict = (f"\nPeak RSS {min(r['peak_rss_mb'] for r in rows):.0f}-{peak:.0f} MB across "
                   f"{rows[0]['size_mb']:,.0f}-{rows[-1]['size_mb']:,.0f} MB files "
                   f"(target < 300 MB: {'met' if peak < 300 else 'NOT met'}).")
    text = "\n".join(table) + "\n" + verdict
    click.echo(text)
    if save:
        click.echo(f"saved {save_result('parse', {'rows': rows}, text)}", err=True)


@contextmanager
def _work_folder(workdir: Path | None) -> Iterator[Path]:
    """``workdir`` (kept), or a temporary folder removed afterwards, for the generated corpus files."""
    own = workdir is None
    work = Path(tempfile.mkdtemp(prefix="litchat-parse-")) if own else workdir
    work.mkdir(parents=True, exist_ok=True)
    try:
        yield work
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)


def run_formats(names: list[str], megabytes: list[float], workdir: Path | None, save: bool) -> None:
    """Each format at each size (synthetic papers, bench.corpus_writers): MB/s and the dry run's peak RSS."""
    rows = []
    with _work_folder(workdir) as work:
        for mb in megabytes:
            for name in names:
                rows.append(_format_row(work, name, mb))
                click.echo(f"{name} {mb:g} MB: {rows[-1]}", err=True)
    table = ["| format | file MB | records | counts ok | parse s | MB/s | records/s | peak RSS MB |",
             "|---|" + "---:|" * 7]
    for r in rows:
        table.append(f"| {r['format']} | {r['size_mb']:,.1f} | {r['records']:,} | "
                     f"{'yes' if r['counts_match'] else 'NO'} | {r['parse_s']:.1f} | {r['mb_per_s']} | "
                     f"{r['records_per_s']:,} | {r['peak_rss_mb']:.0f} |")
    text = "\n".join(table) + "\n" + _format_verdict(rows)
    click.echo(text)
    if save:
        click.echo(f"saved {save_result('parse-formats', {'rows': rows}, text)}", err=True)


def _format_row(work: Path, name: str, mb: float) -> dict:
    path = work / f"corpus-{mb:g}MB{FORMATS[name][0]}"
    written = write_sized(path, name, int(mb * 1_000_000))
    size = path.stat().st_size
    try:
        run = dry_run(path, work / "home")
    finally:
        path.unlink()
    rep = run["report"]
    seconds = rep["seconds"]
    return {"format": name, "size_mb": round(size / 1e6, 2), "records": rep["records"],
            "counts_match": rep["records"] == written == rep["papers"] and not rep["problems"],
            "parse_s": seconds, "wall_s": round(run["wall_s"], 2),
            "mb_per_s": round(size / 1e6 / seconds, 2) if seconds else None,
            "records_per_s": round(rep["records"] / seconds) if seconds else None,
            "peak_rss_mb": round(run["peak_rss_mb"], 1)}


def _format_verdict(rows: list[dict]) -> str:
    """The largest size's BibTeX time against JSONL's (target: within 2x), and the peak RSS (target < 500 MB)."""
    if not rows:
        return ""
    top = max(r["size_mb"] for r in rows)
    largest = {r["format"]: r for r in rows if r["size_mb"] >= 0.9 * top}
    lines = [f"\nPeak RSS at most {max(r['peak_rss_mb'] for r in rows):.0f} MB over every run (target < 500 MB)."]
    if "bibtex" in largest and "jsonl" in largest:
        ratio = largest["bibtex"]["parse_s"] / largest["jsonl"]["parse_s"]
        lines.append(f"BibTeX / JSONL dry-run time at {top:,.0f} MB: {ratio:.2f}x (target within 2x: "
                     f"{'met' if ratio <= 2 else 'NOT met'}).")
    return "\n".join(lines) + "\n"
