"""`litchat bench …`: benchmarks that print figures (never timed assertions).

Each benchmark is a module of the top-level ``bench`` package exposing ``COMMAND`` (a click command); results are
written to bench/results/ together with the command line that produced them. Adding one is a loader here.

The bench modules import the library at their top (no import hides in a function there), so they are loaded
only when a benchmark is named: each loader below imports its module inside the function, which keeps
`litchat --help` fast (cli/ is the only layer allowed to import project modules inside functions; see
tests/test_architecture.py).
"""
from __future__ import annotations

from typing import Callable

import click


def _ingest() -> click.Command:
    from bench import ingest
    return ingest.COMMAND


def _speed() -> click.Command:
    from bench import speed
    return speed.COMMAND


def _scifact() -> click.Command:
    from bench import scifact
    return scifact.COMMAND


def _retrieval() -> click.Command:
    from bench import retrieval
    return retrieval.COMMAND


def _scale() -> click.Command:
    from bench import scale
    return scale.COMMAND


def _parse() -> click.Command:
    from bench import parse
    return parse.COMMAND


def _formats() -> click.Command:
    from bench import formats
    return formats.COMMAND


def _encoder() -> click.Command:
    from bench import encoder
    return encoder.COMMAND


def _claims() -> click.Command:
    from bench import claims
    return claims.COMMAND


def _conversations() -> click.Command:
    from bench import conversations
    return conversations.COMMAND


def _pdf() -> click.Command:
    from bench import pdf
    return pdf.COMMAND


BENCHMARKS: dict[str, Callable[[], click.Command]] = {
    "ingest": _ingest, "speed": _speed, "scifact": _scifact, "retrieval": _retrieval, "scale": _scale,
    "parse": _parse, "formats": _formats, "encoder": _encoder, "claims": _claims, "pdf": _pdf,
    "conversations": _conversations,
}


class _BenchGroup(click.Group):
    """Lists the benchmarks by name; imports one only when it is run (or its help is asked for)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(BENCHMARKS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        loader = BENCHMARKS.get(name)
        return loader() if loader else None


@click.group("bench", cls=_BenchGroup)
def bench():
    """Benchmarks: ingest | speed | scifact | retrieval | scale | parse | formats | encoder | claims | pdf |
    conversations."""


COMMANDS = [bench]
