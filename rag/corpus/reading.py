"""Open one corpus file for parsing, or say precisely why not (empty, binary, encoding, size of a whole-read file).

Streamed formats are read through a counting byte stream (so progress can show bytes read / total) decoded as
UTF-8 a line at a time (a BOM is dropped; lines end as with ``newline=""``): a line that is not UTF-8 is named and
skipped, the others kept. Formats that must be read whole are size-guarded and decoded whole.
"""
from __future__ import annotations

import codecs
import io
from pathlib import Path
import re
from collections import deque
from typing import BinaryIO

from rag.corpus.problems import CorpusProblem

SNIFF_BYTES = 65_536
LIMIT_HINT = "raise LITCHAT_MAX_FILE_BYTES to read it"
BLOCK_BYTES = 1 << 20  # decoded at once
LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")  # a line as newline="" reads it, ending kept
OTHER_BREAKS = re.compile("[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


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
    # bytes that are not UTF-8 do not stop the sniffing: the stream names each bad line and keeps the others
    head = codecs.getincrementaldecoder("utf-8-sig")(errors="replace").decode(data, final=len(data) < SNIFF_BYTES)
    if not head.strip() and size <= SNIFF_BYTES:
        return CorpusProblem(name, None, "empty file")
    return size, head


def open_stream(path: Path) -> tuple["DecodedLines", CountingReader]:
    """The file as a UTF-8 text stream of lines (bad lines named in its ``problems``) and the byte counter under
    it. The caller closes the stream."""
    counter = CountingReader(open(path, "rb", buffering=0))
    return DecodedLines(io.BufferedReader(counter, buffer_size=BLOCK_BYTES), str(path)), counter


class DecodedLines(io.TextIOBase):
    """A text stream over UTF-8 bytes, as ``open(..., encoding="utf-8-sig", newline="")`` gives (lines end at
    ``\n``, ``\r\n`` or ``\r``, endings kept), except that a line that is not UTF-8 does not end the file: it is
    read as an empty line and noted in ``problems`` ("file:line: not UTF-8: byte 0x.. at offset N; line skipped");
    every other line is kept, wherever the bad bytes are. A block is decoded at once; only a block holding bad
    bytes is decoded line by line."""

    def __init__(self, raw: BinaryIO, name: str):
        self.raw, self.name = raw, name
        self.problems: list[CorpusProblem] = []
        self._lines: deque[str] = deque()
        self._carry = b""  # the start of a line the last block cut
        self._eof = False
        self._line = 0  # lines decoded so far
        self._offset = 0  # file offset of the next byte to decode
        self._first = True

    def readable(self) -> bool:
        return True

    def readline(self, size: int = -1) -> str:
        return self._lines.popleft() if self._fill() else ""

    def __iter__(self) -> "DecodedLines":
        return self

    def __next__(self) -> str:
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def read(self, size: int | None = -1) -> str:
        parts: list[str] = []
        got = 0
        while (size is None or size < 0 or got < size) and self._fill():
            line = self._lines.popleft()
            parts.append(line)
            got += len(line)
        text = "".join(parts)
        if size is not None and 0 <= size < len(text):
            self._lines.appendleft(text[size:])
            text = text[:size]
        return text

    def close(self) -> None:
        self.raw.close()
        super().close()

    def _fill(self) -> bool:
        """Decode the next block of whole lines when none is left; False at the end of the file."""
        while not self._lines:
            if self._eof:
                return False
            chunk = self.raw.read(BLOCK_BYTES)
            data = self._carry + chunk
            if chunk:
                cut = data.rfind(b"\n") + 1
                if cut == 0:  # one line longer than a block: read on
                    self._carry = data
                    continue
                data, self._carry = data[:cut], data[cut:]
            else:
                self._eof, self._carry = True, b""
                if not data:
                    return False
            self._decode(data)
        return True

    def _decode(self, data: bytes) -> None:
        if self._first:
            self._first = False
            if data.startswith(codecs.BOM_UTF8):
                data, self._offset = data[len(codecs.BOM_UTF8):], len(codecs.BOM_UTF8)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            self._decode_lines(data)
            return
        self._add(text)
        self._offset += len(data)

    def _decode_lines(self, data: bytes) -> None:
        for raw in data.splitlines(keepends=True):  # bytes split at \n, \r\n and \r only
            try:
                self._add(raw.decode("utf-8"))
            except UnicodeDecodeError as e:
                self._line += 1
                self.problems.append(CorpusProblem(self.name, self._line, f"not UTF-8: byte 0x{raw[e.start]:02x} at "
                                                                         f"offset {self._offset + e.start}; line skipped"))
                self._lines.append("\n")  # the line still counts, so the parser's line numbers stay right
            self._offset += len(raw)

    def _add(self, text: str) -> None:
        # str.splitlines also ends lines at \x0b, \x1c, \u2028...: only used when none is there
        lines = LINE.findall(text) if OTHER_BREAKS.search(text) else text.splitlines(keepends=True)
        self._line += len(lines)
        self._lines.extend(lines)


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
