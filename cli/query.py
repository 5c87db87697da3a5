"""`litchat search` (and `litchat ask`, added by the answer module): query the corpus from the shell.

Shared pieces for both commands: ``filter_options`` / ``filters_from`` (the --year-min/--year-max/--category/
--author flags), ``read_batch`` (a --batch file: one question a line, or JSON Lines with a "query"/"question"
field and, for `ask`, a "conversation" or "history" field), ``open_litchat`` (a clear error for an empty or
unusable store) and ``emit_json``.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import click
from rag.settings import RETRIEVER_NAMES

from cli.context import settings_from
from cli.output import echo, echo_json

EXIT_STORE = 2  # the store cannot be used (same code as `litchat ingest`)


# --- shared by search and ask --------------------------------------------------------------------------------
def filter_options(command: Callable) -> Callable:
    """Adds --year-min, --year-max, --category (repeatable), --author, --collection and --tag to a command."""
    for option in reversed([
        click.option("--year-min", type=int, help="only papers from this year on"),
        click.option("--year-max", type=int, help="only papers up to this year"),
        click.option("--category", "categories", multiple=True,
                     help="only papers in this category or subcategory (repeat for any of several)"),
        click.option("--author", help="only papers with an author matching this (partial, accent-insensitive)"),
        click.option("--collection", "collections", multiple=True,
                     help="only papers in this Zotero collection or its sub-collections, e.g. Thesis/Chapter 2 "
                          "(repeat for any of several)"),
        click.option("--tag", "tags", multiple=True, help="only papers with this Zotero tag (repeat for any of several)"),
    ]):
        command = option(command)
    return command


def filters_from(year_min: int | None, year_max: int | None, categories: tuple[str, ...], author: str | None,
                 collections: tuple[str, ...] = (), tags: tuple[str, ...] = ()):
    """records.Filters from the filter flags (None when no flag was given); a contradiction is a usage error."""
    from rag.records import Filters
    from rag.retrieval.filters import FilterError, check_filters

    filters = Filters(year_min=year_min, year_max=year_max, categories=[c for c in categories if c.strip()],
                      author=author.strip() if author and author.strip() else None,
                      collections=[c for c in collections if c.strip()], tags=[t for t in tags if t.strip()])
    if filters.is_empty():
        return None
    try:
        check_filters(filters)
    except FilterError as e:
        raise click.UsageError(str(e)) from None
    return filters


@dataclass
class BatchItem:
    line: int  # 1-based line in the batch file
    text: str  # the query / question
    fields: dict[str, Any]  # the whole JSON object ({} for a plain-text line), e.g. an "id" to echo back


def read_batch(path: Path) -> list[BatchItem]:
    """Every question of a batch file, read before any model loads, so a bad line fails fast as "file:line: why".
    Blank lines and lines starting with '#' are skipped."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise click.BadParameter(f"{path}: cannot read ({e.__class__.__name__}: {e})", param_hint="--batch")
    items = []
    for n, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields: dict[str, Any] = {}
        if line.startswith("{"):
            try:
                fields = json.loads(line)
            except json.JSONDecodeError as e:
                raise click.BadParameter(f"{path}:{n}: invalid JSON ({e.msg})", param_hint="--batch") from None
            text = fields.get("query", fields.get("question"))
            if not isinstance(text, str) or not text.strip():
                raise click.BadParameter(f'{path}:{n}: needs a non-empty "query" or "question" string field',
                                         param_hint="--batch")
            problem = conversation_problem(fields)
            if problem:
                raise click.BadParameter(f"{path}:{n}: {problem}", param_hint="--batch")
        else:
            text = line
        items.append(BatchItem(line=n, text=text.strip(), fields=fields))
    if not items:
        raise click.BadParameter(f"{path}: no questions in it", param_hint="--batch")
    return items


def conversation_problem(fields: dict[str, Any]) -> str | None:
    """Why a batch line's "conversation" / "history" fields are unusable, or None. A "conversation" value chains
    the lines that share it (in file order); a "history" is a list of {"role", "content"[, "citations"]} items."""
    if "conversation" in fields and (isinstance(fields["conversation"], bool)
                                     or not isinstance(fields["conversation"], (str, int))):
        return '"conversation" must be a string or a number naming the conversation'
    if "history" in fields:
        if "conversation" in fields:
            return 'give either "conversation" or "history", not both'
        history = fields["history"]
        if not isinstance(history, list):
            return '"history" must be a list of {"role", "content"} objects'
        for i, m in enumerate(history):
            if not (isinstance(m, dict) and m.get("role") in ("user", "assistant")
                    and isinstance(m.get("content"), str)):
                return f'"history" item {i}: needs "role" ("user" or "assistant") and a "content" string'
            ids = m.get("citations")
            if ids is not None and not (isinstance(ids, list) and all(isinstance(x, str) for x in ids)):
                return f'"history" item {i}: "citations" must be a list of paper ids'
    return None


def query_or_batch(query: str | None, batch: Path | None) -> list[BatchItem] | None:
    """The batch items, or None for a single QUERY; exactly one of the two must be given."""
    if batch is not None and query:
        raise click.UsageError("give either a QUERY or --batch FILE, not both")
    if batch is None and not (query and query.strip()):
        raise click.UsageError("missing QUERY (or --batch FILE)")
    return read_batch(batch) if batch is not None else None


def open_litchat(settings):
    """A Litchat over a store that holds papers; otherwise a one-line error and exit status 2."""
    from rag.api import Litchat
    from rag.store import StoreError

    try:
        lc = Litchat(settings)
        empty = lc.is_empty()
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)
    if empty:
        echo(f"error: the index at {settings.chroma_url or settings.chroma_path} holds no papers; "
                   f"run `litchat ingest` first", err=True)
        sys.exit(EXIT_STORE)
    return lc


def emit_json(obj: Any, indent: int | None = None) -> None:
    echo_json(obj, indent=indent)


# --- search --------------------------------------------------------------------------------------------------
@click.command("search")
@click.argument("query", required=False)
@click.option("-k", "k", type=click.IntRange(min=1), help="how many papers [default: settings.k]")
@click.option("--json", "as_json", is_flag=True, help="one JSON object: query, retriever, results, seconds")
@click.option("--retriever", type=click.Choice(RETRIEVER_NAMES),
              help="dense (embeddings), bm25 (words) or hybrid (both, fused) [default: settings.retriever]")
@filter_options
@click.option("--batch", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="questions from a file (one a line, or JSON Lines with a query/question field); "
                   "prints one JSON object a line")
@click.pass_context
def search(ctx: click.Context, query: str | None, k: int | None, as_json: bool, retriever: str | None,
           year_min: int | None, year_max: int | None, categories: tuple[str, ...], author: str | None,
           collections: tuple[str, ...], tags: tuple[str, ...], batch: Path | None) -> None:
    """Rank the papers for QUERY, best first, with the text that matched.

    Papers named in the query by author ("papers by Hospedales") or by title / coined name ("MEDFAIR") come
    first. Filters narrow the corpus before ranking, so -k papers still come back when enough pass them."""
    from rag.api import QuestionTooLong
    from rag.store import StoreError

    items = query_or_batch(query, batch)
    filters = filters_from(year_min, year_max, categories, author, collections, tags)
    settings = settings_from(ctx, k=k, retriever=retriever)
    lc = open_litchat(settings)

    def run(text: str) -> dict[str, Any]:
        start = time.perf_counter()
        hits = lc.search(text, k=settings.k, filters=filters, retriever=settings.retriever)
        return {"query": text, "retriever": settings.retriever, "results": [h.to_dict() for h in hits],
                "seconds": round(time.perf_counter() - start, 4)}

    try:
        if items is None:
            result = run(query)
            if as_json:
                emit_json(result, indent=2)
            else:
                echo(format_results(result))
            return
        for item in items:
            try:
                out = run(item.text)
            except QuestionTooLong as e:
                out = {"query": item.text[:200], "error": str(e)}
            if "id" in item.fields:
                out = {"id": item.fields["id"], **out}
            emit_json(out)
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)
    except QuestionTooLong as e:
        raise click.UsageError(str(e)) from None


def format_results(result: dict[str, Any], width: int = 100) -> str:
    hits = result["results"]
    if not hits:
        return f"no papers match {result['query']!r}"
    lines = []
    for n, h in enumerate(hits, start=1):
        authors = ", ".join(h["authors"][:3]) + (" et al." if len(h["authors"]) > 3 else "") or "unknown authors"
        lines.append(f"{n:>2}. {h['display_title']} ({h['year'] or 'n.d.'}) — {authors}")
        signals = [f"score {h['score']:.4f}"]
        if h["dense_score"] is not None:
            signals.append(f"cosine {h['dense_score']:.2f}")
        if h["bm25_score"]:
            signals.append(f"bm25 {h['bm25_score']:.2f}")
        signals.append("matched by " + (", ".join(h["matched_by"]) or "-"))
        lines.append(f"    {' · '.join(signals)} · id {h['id']}")
        text = " ".join(h["text"].split())
        lines.append(f"    {text[:width - 7] + '…' if len(text) > width - 6 else text}")
    return "\n".join(lines)


COMMANDS = [search]
