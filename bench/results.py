"""Keep benchmark results in the repo next to the command that made them."""
from __future__ import annotations

import hashlib
import json
import platform
import sys
import time
from dataclasses import asdict
from pathlib import Path

import click

RESULTS_DIR = Path(__file__).resolve().parent / "results"


def replay_command(argv: list[str]) -> str:
    """The command as a user types it again: ``litchat …`` whether it ran as the console script, as ``python -m cli``
    (argv[0] is then cli/__main__.py) or from a worktree; anything else as it was."""
    program = Path(argv[0]).as_posix() if argv else ""
    if program.endswith(("litchat", "cli/__main__.py")):
        return " ".join(["litchat", *argv[1:]])
    return " ".join(argv)


def save_result(name: str, result: dict, markdown: str) -> Path:
    """Write results/<name>.json and results/<name>.md; both record the exact command and the machine."""
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    command = replay_command(sys.argv)
    meta = {"command": command, "date": time.strftime("%Y-%m-%d %H:%M:%S"),
            "machine": f"{platform.machine()} {platform.processor() or ''} python {platform.python_version()}".strip()}
    (RESULTS_DIR / f"{name}.json").write_text(json.dumps({"meta": meta, "result": result}, indent=2) + "\n")
    md = f"<!-- produced by: {command} ({meta['date']}, {meta['machine']}) -->\n\nCommand: `{command}`\n\n{markdown}\n"
    path = RESULTS_DIR / f"{name}.md"
    path.write_text(md)
    return path


def stable_hash(text: str) -> int:
    """The same number for the same text in every run (Python's hash() changes from one process to the next): what
    splits topics into tuning and held-out halves and picks their templates."""
    return int(hashlib.sha1(text.encode()).hexdigest()[:8], 16)


def print_and_save(name: str, probes: list, markdown: str, no_save: bool) -> None:
    """A probe benchmark's table on stdout, and (unless ``no_save``) with its probes in results/<name>.*."""
    click.echo(markdown)
    if not no_save:
        save_result(name, {"probes": [asdict(p) for p in probes]}, markdown)


def corpus_halves(found: list) -> list[tuple[str, str, list]]:
    """A results table's rows: (corpus, "tune" or "held-out", its probes) for each corpus in the order met, then
    "**all**" corpora; each probe has ``corpus`` and ``held_out``."""
    corpora = [*dict.fromkeys(p.corpus for p in found), None]  # None: every corpus, the "all" rows
    return [(corpus or "**all**", "held-out" if held else "tune",
             [p for p in found if p.held_out == held and corpus in (None, p.corpus)])
            for corpus in corpora for held in (False, True)]
