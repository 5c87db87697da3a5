"""A JSON document of papers (``.json``): an API response or an export, read whole (the loader caps its size).

Accepted shapes: ``[{...}, ...]`` (CSL-JSON from Zotero, S2 batch responses), ``{"results": [...]}`` (OpenAlex),
``{"data": [...]}`` (Semantic Scholar search), or one paper object. Each entry goes through
``record_from_fields`` like a JSON Lines row (OpenAlex works and S2 papers are recognised there; ``--map``
applies); problems name the entry's line and its
place: ``file:12: entry 3: no abstract; skipped``.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, TextIO

from rag.corpus.fields import labelled
from rag.corpus.formats import row_record
from rag.corpus.raw import ParseIssue, RawRecord

ENTRY_KEYS = ("results", "data", "papers", "items", "works", "records")
_WS = " \t\r\n"
_DECODER = json.JSONDecoder()


class _Text:
    """The document with a running line count (entries are visited in order)."""

    def __init__(self, text: str):
        self.text, self.pos, self.line, self._counted = text, 0, 1, 0

    def skip(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] in _WS:
            self.pos += 1
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def line_here(self) -> int:
        self.line += self.text.count("\n", self._counted, self.pos)
        self._counted = self.pos
        return self.line

    def value(self) -> Any:
        value, self.pos = _DECODER.raw_decode(self.text, self.pos)
        return value

    def expect(self, char: str) -> None:
        if self.skip() != char:
            found = self.text[self.pos:self.pos + 1] or "end of file"
            raise json.JSONDecodeError(f"expected '{char}', found {found!r}", self.text, self.pos)
        self.pos += 1


def _find_entries(doc: _Text) -> tuple[bool, Any]:
    """Move to the entries' array (True) or read the single object the document is (False, the object)."""
    first = doc.skip()
    if first == "[":
        return True, None
    if first != "{":
        return False, doc.value()
    start = doc.pos
    doc.pos += 1
    while doc.skip() not in ("}", ""):
        key = doc.value()
        doc.expect(":")
        if isinstance(key, str) and key.lower() in ENTRY_KEYS and doc.skip() == "[":
            return True, None
        doc.skip()
        doc.value()
        if doc.skip() == ",":
            doc.pos += 1
    doc.pos = start
    return False, doc.value()


def parse_json_document(stream: TextIO, file: str, field_map: dict[str, str] | None = None
                        ) -> Iterator[RawRecord | ParseIssue]:
    doc = _Text(stream.read().lstrip("\ufeff"))
    try:
        is_list, single = _find_entries(doc)
        if not is_list:
            if not isinstance(single, dict):
                yield (1, f"expected a JSON object or a list of papers, found {type(single).__name__}; file skipped")
                return
            made = labelled(row_record(single, file, 1, field_map), _title(single))
            yield made if isinstance(made, RawRecord) else (1, made)
            return
        doc.pos += 1  # past "["
        n = 0
        while doc.skip() not in ("]", ""):
            n += 1
            line = doc.line_here()
            entry = doc.value()
            if not isinstance(entry, dict):
                yield (line, f"entry {n}: expected a JSON object, found {_kind(entry)}; skipped")
            else:
                made = labelled(row_record(entry, file, line, field_map), _title(entry))
                yield made if isinstance(made, RawRecord) else (line, f"entry {n}: {made}")
            if doc.skip() == ",":
                doc.pos += 1
        doc.expect("]")
    except json.JSONDecodeError as e:
        yield (e.lineno, f"malformed JSON ({e.msg} at column {e.colno}); rest of file skipped")
    except RecursionError:
        yield (doc.line_here(), "JSON nested too deeply; rest of file skipped")


def _title(entry: dict[str, Any]) -> str | None:
    title = entry.get("title") or entry.get("display_name")
    return title if isinstance(title, str) else None


def _kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__
