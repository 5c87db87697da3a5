"""`litchat bench …`: benchmarks that print figures (never timed assertions).

Each benchmark is a module of the top-level ``bench`` package exposing ``COMMAND`` (a click command); results are
written to bench/results/ together with the command line that produced them. Adding one is a line in BENCHMARKS.

The bench modules import the library at their top (no import hides in a function there), so they are loaded
only when a benchmark is named (importlib, by the module names below), which keeps
`litchat --help` fast (cli/ is the only layer allowed to import project modules inside functions; see
tests/test_architecture.py).
"""
from __future__ import annotations

import importlib

import click

# benchmark name -> its module (a dotted name, so the architecture test sees the edge cli -> bench)
BENCHMARKS: dict[str, str] = {
    "ingest": "bench.ingest", "speed": "bench.speed", "scifact": "bench.scifact", "retrieval": "bench.retrieval",
    "scale": "bench.scale", "parse": "bench.parse", "formats": "bench.formats", "encoder": "bench.encoder",
    "claims": "bench.claims", "pdf": "bench.pdf", "conversations": "bench.conversations",
    "batch": "bench.batch", "abstention": "bench.abstention", "topics": "bench.topics", "areas": "bench.areas",
    "exclusions": "bench.exclusions", "typos": "bench.typos",
}


class _BenchGroup(click.Group):
    """Lists the benchmarks by name; imports one only when it is run (or its help is asked for)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(BENCHMARKS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        module = BENCHMARKS.get(name)
        return importlib.import_module(module).COMMAND if module else None


@click.group("bench", cls=_BenchGroup)
def bench():
    """Benchmarks: ingest | speed | scifact | retrieval | scale | parse | formats | encoder | claims | pdf |
    conversations | batch | abstention | topics | areas | exclusions | typos."""


COMMANDS = [bench]
