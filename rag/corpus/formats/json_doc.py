"""A JSON document of papers (``.json``): an API response or an export, read as a stream, entry by entry.

Accepted shapes: ``[{...}, ...]`` (CSL-JSON from Zotero, S2 batch responses), ``{"results": [...]}`` (OpenAlex),
``{"data": [...]}`` (Semantic Scholar search), or one paper object. Each entry goes through
``record_from_fields`` like a JSON Lines row (OpenAlex works and S2 papers are recognised there; ``--map``
applies); problems name the entry's line and its place: ``file:12: entry 3: no abstract; skipped``.

The text is read in 1 MB chunks and each entry is decoded as soon as it is complete, so a 1 GB OpenAlex dump
needs the memory of one entry, not of the file. A malformed entry is reported at its line (the rest of the file
is skipped: a JSON document cannot be resynchronised).
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, TextIO

from rag.corpus.fields import labelled
from rag.corpus.formats.rows import row_record
from rag.corpus.raw import ParseIssue, RawRecord

ENTRY_KEYS = ("results", "data", "papers", "items", "works", "records")
CHUNK_CHARS = 1 << 20
_WS = " \t\r\n"
_DECODER = json.JSONDecoder()


class _Malformed(Exception):
    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line


class _Reader:
    """The document as a sliding buffer over the stream, with the line number of any position in it."""

    def __init__(self, stream: TextIO):
        self.stream, self.buf, self.pos, self.eof = stream, "", 0, False
        self.line, self._counted = 1, 0  # line number at buf[self._counted]
        self._column = 0  # column of buf[0] in its line (the buffer may start mid-line)
        self._first = True

    def _more(self) -> bool:
        """Read another chunk (the consumed part of the buffer is dropped first). False at end of file."""
        if self.eof:
            return False
        if self.pos:
            self.line_at(self.pos)
            newline = self.buf.rfind("\n", 0, self.pos)
            self._column = self.pos - newline - 1 if newline >= 0 else self._column + self.pos
            self.buf, self._counted, self.pos = self.buf[self.pos:], 0, 0
        chunk = self.stream.read(max(CHUNK_CHARS, len(self.buf)))  # doubles for an entry larger than a chunk
        if self._first:
            chunk, self._first = chunk.lstrip("\ufeff"), False
        if not chunk:
            self.eof = True
            return False
        self.buf += chunk
        return True

    def line_at(self, pos: int) -> int:
        if pos >= self._counted:
            self.line += self.buf.count("\n", self._counted, pos)
            self._counted = pos
            return self.line
        return self.line - self.buf.count("\n", pos, self._counted)

    def column_at(self, pos: int) -> int:
        newline = self.buf.rfind("\n", 0, pos)
        return pos - newline if newline >= 0 else self._column + pos + 1

    def peek(self) -> str:
        """The next character that is not white space ("" at end of file); the position moves to it."""
        while True:
            while self.pos < len(self.buf) and self.buf[self.pos] in _WS:
                self.pos += 1
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more():
                return ""

    def value(self) -> Any:
        """The next JSON value, reading more of the file while it is incomplete."""
        self.peek()
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as e:
                cut = e.pos >= len(self.buf) - 8 or e.msg.startswith("Unterminated string")
                if cut and not self.eof:  # read on and decode again (the buffer may have moved)
                    self._more()
                    continue
                raise _Malformed(self.line_at(e.pos), f"malformed JSON ({e.msg} at column {self.column_at(e.pos)}); "
                                                      "rest of file skipped") from None
            if end >= len(self.buf) and not self.eof:  # a number or a name may go on in the next chunk
                self._more()
                continue
            self.pos = end
            return value

    def expect(self, char: str) -> None:
        found = self.peek()
        if found != char:
            raise _Malformed(self.line_at(self.pos), f"malformed JSON (expected '{char}', found "
                                                     f"{found or 'end of file'!r}); rest of file skipped")
        self.pos += 1


def _entries(doc: _Reader, file: str, field_map: dict[str, str] | None) -> Iterator[RawRecord | ParseIssue]:
    """The entries of the list whose "[" was just read."""
    n = 0
    while True:
        c = doc.peek()
        if c == "]":
            doc.pos += 1
            return
        if c == "":
            raise _Malformed(doc.line_at(doc.pos), "malformed JSON (the list of papers is not closed with ']'); "
                                                   "entries before it were read")
        if c == ",":
            doc.pos += 1
            continue
        n += 1
        line = doc.line_at(doc.pos)
        entry = doc.value()
        if not isinstance(entry, dict):
            yield (line, f"entry {n}: expected a JSON object, found {_kind(entry)}; skipped")
            continue
        made = labelled(row_record(entry, file, line, field_map), _title(entry))
        yield made if isinstance(made, RawRecord) else (line, f"entry {n}: {made}")


def parse_json_document(stream: TextIO, file: str, field_map: dict[str, str] | None = None
                        ) -> Iterator[RawRecord | ParseIssue]:
    doc = _Reader(stream)
    try:
        first = doc.peek()
        if first == "[":
            doc.pos += 1
            yield from _entries(doc, file, field_map)
            return
        if first != "{":
            if first:
                yield (doc.line_at(doc.pos), f"expected a JSON object or a list of papers, found "
                                             f"{_kind(doc.value())}; file skipped")
            return
        doc.pos += 1
        fields: dict[str, Any] = {}  # the object's other members (API metadata, or the fields of one paper)
        while doc.peek() not in ("}", ""):
            key = doc.value()
            doc.expect(":")
            if isinstance(key, str) and key.lower() in ENTRY_KEYS and doc.peek() == "[":
                doc.pos += 1
                yield from _entries(doc, file, field_map)
                return
            fields[str(key)] = doc.value()
            if doc.peek() == ",":
                doc.pos += 1
        doc.expect("}")
        made = labelled(row_record(fields, file, 1, field_map), _title(fields))  # one paper object
        yield made if isinstance(made, RawRecord) else (1, made)
    except _Malformed as e:
        yield (e.line, str(e))
    except RecursionError:
        yield (doc.line_at(doc.pos), "JSON nested too deeply; rest of file skipped")


def _title(entry: dict[str, Any]) -> str | None:
    title = entry.get("title") or entry.get("display_name")
    return title if isinstance(title, str) else None


def _kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__
