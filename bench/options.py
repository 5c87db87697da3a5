"""Command-line options, and the run over the stores, shared by the benchmarks that reuse `bench conversations`'
stores."""
from __future__ import annotations

from pathlib import Path

import click

from bench.conversations import open_stores
from rag.settings import Settings


def corpus_store_options(command):
    """--data, --docs and --home of the benchmarks that reuse these stores (bench topics, bench areas)."""
    options = [
        click.option("--data", "data_dir", type=click.Path(file_okay=False, exists=True, path_type=Path),
                     required=True, help="folder holding scifact/ and nfcorpus/ (BEIR corpus.jsonl each)"),
        click.option("--docs", type=click.IntRange(min=50), default=400, show_default=True,
                     help="abstracts taken from each BEIR corpus (the stores of `bench conversations` are reused)"),
        click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="where the stores are cached [default: <home>/bench-conversations]"),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def ask_every_corpus(base: Settings, data_dir: Path, docs: int, home: Path | None, make, ask) -> list:
    """Each corpus's probes (``make(name, corpus)``) asked on its store (``ask(lc, corpus, probe)``), in order."""
    found = []
    for name, (lc, corpus) in open_stores(base, data_dir, docs, home).items():
        found += [ask(lc, corpus, p) for p in make(name, corpus)]
    return found
