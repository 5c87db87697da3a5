"""`litchat ingest` and `litchat papers`: put a corpus in the store, list what it holds."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from cli.context import settings_from
from cli.output import echo, echo_json

EXIT_SKIPPED = 1  # some input was skipped (each problem printed as "file:line: message")
EXIT_STORE = 2  # the store cannot be used (message says how to rebuild it)


def field_map_option(ctx: click.Context, param: click.Parameter, value: str | None) -> dict[str, str] | None:
    from rag.corpus.field_map import FieldMapError, parse_field_map

    try:
        return parse_field_map(value) or None
    except FieldMapError as e:
        raise click.BadParameter(str(e), ctx=ctx, param=param) from None


def zotero_target(value: str) -> Path:
    """The database of the Zotero data directory given to --zotero (or the database itself)."""
    from rag.corpus.formats.zotero import zotero_database

    db = zotero_database(Path(value))
    if not db.is_file():
        raise click.UsageError(f"no Zotero database at {db} (give the Zotero data directory: --zotero PATH)")
    return db


@click.command("ingest")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--rebuild", is_flag=True, help="embed everything again into a new index, built beside the old one "
                                                  "and swapped in when complete (also the way out of a corrupted "
                                                  "store)")
@click.option("--dry-run", is_flag=True, help="parse and merge only: report papers, duplicates, formats and every "
                                                  "problem (file:line), without embedding or touching the store")
@click.option("--map", "field_map", metavar="FIELD=NAME,...", callback=field_map_option,
              help="read fields from differently named JSON keys / CSV columns, e.g. abstract=text,title=name")
@click.option("--json", "as_json", is_flag=True, help="with --dry-run: the report as JSON")
@click.option("--quiet", "-q", is_flag=True, help="no progress bar")
@click.option("--zotero", "zotero", is_flag=False, flag_value="~/Zotero", default=None, metavar="[PATH]",
              help="also read a Zotero library (its data directory, default ~/Zotero), read-only, with its PDFs; "
                   "re-running syncs added, changed and removed items")
@click.pass_context
def ingest(ctx: click.Context, paths: tuple[Path, ...], rebuild: bool, dry_run: bool,
           field_map: dict[str, str] | None, as_json: bool, quiet: bool, zotero: str | None) -> None:
    """Sync the store with corpus files/folders (default: the seeds folder).

    Only new or changed papers are embedded; papers whose source is gone are removed (never those of a file that
    could not be read this run). Exit status 1 when anything was skipped, 2 when the store is unusable."""
    from rag.api import Litchat
    from rag.corpus.streaming import CorpusChanged
    from rag.store import StoreError

    settings = settings_from(ctx)
    targets = list(paths) or ([] if zotero else [settings.seeds_dir])
    if zotero:
        targets.append(zotero_target(zotero))
    if dry_run:
        if rebuild:
            raise click.UsageError("--dry-run touches no store: drop --rebuild")
        dry_run_report(Litchat(settings), targets, field_map, as_json, progress=not quiet and not as_json)
        return
    if as_json:
        raise click.UsageError("--json goes with --dry-run")
    try:
        lc = Litchat(settings)
        if rebuild:
            echo(f"rebuilding the index at {settings.chroma_url or settings.chroma_path} (the old one is "
                       f"served until the new one is complete)", err=True)
            report = lc.rebuild(targets, progress=not quiet, field_map=field_map)
        else:  # the model loads only if something must be embedded: a warm re-ingest stays fast
            report = lc.ingest(targets, progress=not quiet, field_map=field_map)
        if report.changed:  # build the search index now, not at the first question
            lc.build_search_index()
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)
    except CorpusChanged as e:
        echo(f"error: {e} (the papers written so far are stored)", err=True)
        sys.exit(EXIT_SKIPPED)
    except KeyboardInterrupt:
        if rebuild:
            echo("interrupted: the rebuild was dropped; the old index is kept as it was", err=True)
        else:
            echo("interrupted: the papers written so far are stored and usable; run `litchat ingest` again "
                       "to finish (only the rest is embedded)", err=True)
        sys.exit(130)
    for problem in report.problems:
        echo(str(problem), err=True)
    echo(report.summary())
    if report.problems:
        sys.exit(EXIT_SKIPPED)


def dry_run_report(lc, targets: list[Path], field_map: dict[str, str] | None, as_json: bool, progress: bool) -> None:
    """`ingest --dry-run`: what an ingest would read, and every problem; exit 1 when there is any problem."""
    import time

    started = time.perf_counter()
    scan = lc.check_corpus(targets, progress=progress, field_map=field_map)
    seconds = time.perf_counter() - started
    if as_json:
        echo_json({**scan.to_dict(), "seconds": round(seconds, 3)}, indent=2)
    else:
        for problem in scan.problems:
            echo(str(problem), err=True)
        for f in scan.files:
            echo(f"  {f.file}: {f.kind}, {f.records:,} records")
        rate = f", {scan.records / seconds:,.0f} records/s" if seconds > 0 and scan.records else ""
        echo(f"dry run: {scan.papers:,} papers from {scan.records:,} records ({scan.duplicates_merged:,} "
                   f"duplicates merged) in {len(scan.files)} file(s); {len(scan.problems)} problem(s); "
                   f"nothing embedded or stored ({seconds:.1f} s{rate})")
    if scan.problems:
        sys.exit(EXIT_SKIPPED)


@click.command("papers")
@click.option("--json", "as_json", is_flag=True, help="a JSON list of paper records")
@click.pass_context
def papers(ctx: click.Context, as_json: bool) -> None:
    """List every paper in the store (an empty store says so: run `litchat ingest` to fill it)."""
    from rag.api import Litchat
    from rag.store import StoreError

    settings = settings_from(ctx)
    try:
        listed = Litchat(settings).papers()
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)
    if not listed:
        echo(f"the store at {settings.chroma_url or settings.chroma_path} is empty: no papers; run `litchat "
             f"ingest [PATHS]` to index a corpus (default: {settings.seeds_dir})", err=True)
    if as_json:
        echo_json([p.to_dict() for p in listed], indent=2)
        return
    if listed:
        echo(format_table(listed))


def format_table(listed) -> str:
    def cut(text: str, width: int) -> str:
        return text if len(text) <= width else text[:width - 1] + "…"

    rows = [f"{'#':>4}  {'year':4}  {'title':60}  {'authors':32}  id"]
    for i, p in enumerate(listed, 1):
        rows.append(f"{i:>4}  {p.year or '':4}  {cut(p.display_title, 60):60}  "
                    f"{cut(p.short_authors(2), 32):32}  {p.id}")
    rows.append(f"{len(listed)} papers")
    return "\n".join(rows)


COMMANDS = [ingest, papers]
