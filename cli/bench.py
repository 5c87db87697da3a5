"""`litchat bench …`: benchmarks that print figures (never timed assertions).

Each benchmark is a module of the top-level ``bench`` package exposing ``COMMAND`` (a click command); results are
written to bench/results/ together with the command line that produced them. Adding one is a line here.
"""
from __future__ import annotations

import click

from bench import claims, conversations, encoder, formats, ingest, parse, scale, scifact, speed

BENCHMARKS = (ingest, speed, scifact, scale, parse, formats, encoder, claims, conversations)


@click.group("bench")
def bench():
    """Benchmarks: ingest | speed | scifact | scale | parse | formats | encoder | claims | conversations."""


for _module in BENCHMARKS:
    bench.add_command(_module.COMMAND)

COMMANDS = [bench]
