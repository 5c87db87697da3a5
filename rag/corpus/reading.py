"""Read one corpus file as text, or say precisely why not (size, empty, binary, encoding)."""
from __future__ import annotations

from pathlib import Path

from rag.corpus.problems import CorpusProblem


def read_text(path: Path, max_file_bytes: int) -> str | CorpusProblem:
    name = str(path)
    try:
        size = path.stat().st_size
        if size > max_file_bytes:
            return CorpusProblem(name, None, f"file too large ({size:,} bytes > limit {max_file_bytes:,}); skipped")
        data = path.read_bytes()
    except OSError as e:
        return CorpusProblem(name, None, f"unreadable: {e.strerror or e}")
    if len(data) > max_file_bytes:
        return CorpusProblem(name, None, f"file too large ({len(data):,} bytes > limit {max_file_bytes:,}); skipped")
    if not data.strip():
        return CorpusProblem(name, None, "empty file")
    if b"\x00" in data[:65536]:
        return CorpusProblem(name, None, "binary file (NUL bytes), not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        return CorpusProblem(name, line, f"not UTF-8: byte 0x{data[e.start]:02x} at offset {e.start}")
    if not text.strip():
        return CorpusProblem(name, None, "empty file")
    return text
