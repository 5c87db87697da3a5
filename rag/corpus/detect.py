"""Which parser reads a file: by extension for plain formats, by page structure for .txt pages."""
from __future__ import annotations

from pathlib import Path
from types import ModuleType

from rag.corpus.layouts import LAYOUTS

PLAIN_FORMATS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".bib": "bibtex"}
CORPUS_SUFFIXES = (".txt", ".jsonl", ".csv", ".bib")


def plain_format(path: Path) -> str | None:
    return PLAIN_FORMATS.get(path.suffix.lower())


def detect_layout(lines: list[str]) -> ModuleType | None:
    """The first page layout whose signature the lines carry, or None (unknown layout)."""
    for layout in LAYOUTS:
        if layout.detect(lines):
            return layout
    return None


def layout_names() -> list[str]:
    return [layout.NAME for layout in LAYOUTS]
