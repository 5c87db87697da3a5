"""Benchmark data files in JSON Lines: read whole, a missing file or a bad line named (``file:line``)."""
from __future__ import annotations

import json
from pathlib import Path

import click


def read_jsonl(path: Path, missing_hint: str = "") -> list[dict]:
    """Every non-blank line of ``path`` as JSON; ``missing_hint`` says what was expected when the file is absent."""
    if not path.is_file():
        raise click.ClickException(f"{path}: missing{f' ({missing_hint})' if missing_hint else ''}")
    rows = []
    for lineno, line in enumerate(path.read_text().splitlines(), start=1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise click.ClickException(f"{path}:{lineno}: not JSON ({e.msg})")
    return rows
