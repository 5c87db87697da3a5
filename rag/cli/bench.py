"""`litchat bench …`: benchmarks that print figures (never timed assertions).

Each benchmark is a module in rag/bench/ exposing ``COMMAND`` (a click command); results are written to
rag/bench/results/ together with the command line that produced them.
"""
from __future__ import annotations

import importlib

import click

BENCHMARKS = ["ingest", "speed", "scifact", "scale", "parse", "formats", "encoder", "claims"]  # rag/bench/<name>.py; the command group lives in rag/cli/bench.py


@click.group("bench")
def bench():
    """Benchmarks: ingest | speed | scifact | scale | parse | formats | encoder | claims."""


for _name in BENCHMARKS:
    try:
        _mod = importlib.import_module(f"rag.bench.{_name}")
    except ModuleNotFoundError as _e:
        if _e.name == f"rag.bench.{_name}":
            continue
        raise
    bench.add_command(_mod.COMMAND)

COMMANDS = [bench]
