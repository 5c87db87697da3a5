"""Open one corpus file for parsing, or say precisely why not (empty, binary, encoding, size of a whole-read file).

Streamed formats are read through a counting byte stream (so progress can show bytes read / total) decoded as
UTF-8 (a BOM is dropped) with ``newline=""``; formats that must be read whole are size-guarded.
"""
from __future__ import annotations

import codecs
import io
from pathlib import Path
from typing import BinaryIO, TextIO

from rag.corpus.problems import CorpusProblem

SNIFF_BYTES = 65_536
LIMIT_HINT = "raise LITCHAT_MAX_FILE_BYTES to read it"


class CountingReader(io.RawIOBase):
    """A raw byte stream that counts what was read from it (for a progress bar)."""

    def __init__(self, raw: BinaryIO):
        self.raw = raw
        self.bytes_read = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        n = self.raw.readinto(buffer)
        self.bytes_read += n or 0
        return n

    def close(self) -> None:
        self.raw.close()
        super().close()


def utf8_error(path: Path) -> CorpusProblem | None:
    """The first byte of ``path`` that is not UTF-8, as a problem naming its line and offset (None: all valid).
    Only called once a decode failed, so a second read of the file costs nothing in the common case."""
    base = 0  # file offset of data[0]
    lines = 1  # line number at data[0]
    carry = b""
    with open(path, "rb") as f:
        while True:
            chunk = f.read(1 << 20)
            data = carry + chunk
            if not data:
                return None
            try:
                data.decode("utf-8")
                carry = b""
                keep = len(data)
            except UnicodeDecodeError as e:
                if chunk and e.reason == "unexpected end of data":  # a character cut by the chunk boundary
                    keep = e.start
                    carry = data[keep:]
                else:
                    at = base + e.start
                    line = lines + data.count(b"\n", 0, e.start)
                    return CorpusProblem(str(path), line, f"not UTF-8: byte 0x{data[e.start]:02x} at offset {at}")
            lines += data.count(b"\n", 0, keep)
            base += keep
            if not chunk:
                return None


def check_head(path: Path) -> tuple[int, str] | CorpusProblem:
    """(size in bytes, the first SNIFF_BYTES decoded) for sniffing, or why the file cannot be read at all."""
    name = str(path)
    try:
        size = path.stat().st_size
        with open(path, "rb") as f:
            data = f.read(SNIFF_BYTES)
    except OSError as e:
        return CorpusProblem(name, None, f"unreadable: {e.strerror or e}")
    if not data.strip() and size <= SNIFF_BYTES:
        return CorpusProblem(name, None, "empty file")
    if b"\x00" in data:
        return CorpusProblem(name, None, "binary file (NUL bytes), not text")
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    try:
        head = decoder.decode(data, final=len(data) < SNIFF_BYTES)  # a cut character at the end is not an error
    except UnicodeDecodeError:
        return utf8_error(path) or CorpusProblem(name, None, "not UTF-8")
    if not head.strip() and size <= SNIFF_BYTES:
        return CorpusProblem(name, None, "empty file")
    return size, head


def open_stream(path: Path) -> tuple[TextIO, CountingReader]:
    """The file as a UTF-8 text stream (newline="") and the byte counter under it. The caller closes the stream."""
    counter = CountingReader(open(path, "rb", buffering=0))
    stream = io.TextIOWrapper(io.BufferedReader(counter, buffer_size=1 << 20), encoding="utf-8-sig", newline="")
    return stream, counter


def read_whole(path: Path, max_file_bytes: int) -> str | CorpusProblem:
    """The whole text of a file of a format that must be read whole, or why not (too large: names the setting)."""
    name = str(path)
    try:
        size = path.stat().st_size
        if size > max_file_bytes:
            return CorpusProblem(name, None, f"file too large ({size:,} bytes > limit {max_file_bytes:,} for a file "
                                             f"read whole); {LIMIT_HINT}; skipped")
        data = path.read_bytes()
    except OSError as e:
        return CorpusProblem(name, None, f"unreadable: {e.strerror or e}")
    if len(data) > max_file_bytes:
        return CorpusProblem(name, None, f"file too large ({len(data):,} bytes > limit {max_file_bytes:,} for a file "
                                         f"read whole); {LIMIT_HINT}; skipped")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        return CorpusProblem(name, line, f"not UTF-8: byte 0x{data[e.start]:02x} at offset {e.start}")
    if not text.strip():
        return CorpusProblem(name, None, "empty file")
    return text
