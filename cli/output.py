"""Everything the CLI prints goes through here: corpus text reaches a terminal without its control characters
(ESC sequences, NUL, C0/C1) or bidirectional overrides (rag.untrusted.for_terminal); JSON keeps them as \\uXXXX
escapes, so nothing is lost."""
from __future__ import annotations

import json
from typing import Any

import click

from rag.untrusted import for_terminal, for_terminal_json


def echo(text: str = "", err: bool = False, nl: bool = True) -> None:
    click.echo(for_terminal(str(text)), err=err, nl=nl)


def echo_json(obj: Any, indent: int | None = None) -> None:
    echo_raw_json(json.dumps(obj, ensure_ascii=False, indent=indent))


def echo_raw_json(text: str) -> None:
    click.echo(for_terminal_json(text))
