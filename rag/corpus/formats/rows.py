"""Plain corpus formats users bring, read as streams: JSON Lines and CSV (title/abstract/authors/year columns).

BEIR corpus lines ({"_id", "title", "text"}) read ``text`` as the abstract and keep ``_id`` as the "beir" id.
``field_map`` (``--map abstract=text``) renames fields before they are read (rag.corpus.field_map).
"""
from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from typing import Any, TextIO

from rag.corpus.formats.bibtex import parse_bibtex
from rag.corpus.field_map import apply_field_map
from rag.corpus.fields import ALIASES, record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord

CSV_FIELD_LIMIT = 10_000_000  # a cell may hold a long abstract; csv's default (128 KB) refuses some real exports


def beir_fields(row: dict[str, Any]) -> dict[str, Any]:
    """A BEIR corpus line as plain fields: ``text`` is the abstract when there is no abstract field."""
    if "_id" not in row or "text" not in row or any(str(k).strip().lower() in ALIASES["abstract"] for k in row):
        return row
    out = {k: v for k, v in row.items() if k not in ("_id", "text")}
    out["abstract"] = row["text"]
    if isinstance(row["_id"], (str, int)) and not isinstance(row["_id"], bool) and str(row["_id"]).strip():
        ids = dict(out["ids"]) if isinstance(out.get("ids"), dict) else {}
        ids.setdefault("beir", str(row["_id"]).strip())
        out["ids"] = ids
    return out


def row_record(row: dict[str, Any], file: str, line: int, field_map: dict[str, str] | None) -> RawRecord | str:
    return record_from_fields(beir_fields(apply_field_map(row, field_map)), file, line)


def parse_jsonl(stream: TextIO, file: str, field_map: dict[str, str] | None = None
                ) -> Iterator[RawRecord | ParseIssue]:
    n = 0
    for raw in stream:
        n += 1
        line = raw.rstrip("\r\n")  # newline="": "\n", "\r\n" and a lone "\r" all end a line
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            yield (n, f"malformed JSON ({e.msg} at column {e.colno}); line skipped")
            continue
        if not isinstance(row, dict):
            yield (n, f"expected a JSON object, found {type(row).__name__}; line skipped")
            continue
        made = row_record(row, file, n, field_map)
        yield (n, made) if isinstance(made, str) else made


def parse_csv(stream: TextIO, file: str, field_map: dict[str, str] | None = None
              ) -> Iterator[RawRecord | ParseIssue]:
    csv.field_size_limit(max(csv.field_size_limit(), CSV_FIELD_LIMIT))
    first_line = stream.readline()
    delimiter = max(",;\t", key=first_line.count)  # the header decides (csv.Sniffer is slow on long cells)
    delimiter = delimiter if first_line.count(delimiter) else ","

    def lines() -> Iterator[str]:
        yield first_line
        yield from stream

    reader = csv.reader(lines(), delimiter=delimiter)
    try:
        header = next(reader)
    except (StopIteration, csv.Error) as e:
        yield (1, f"no CSV header ({e})" if str(e) else "no CSV header")
        return
    names = [h.strip().lower() for h in header]
    mapped = apply_field_map(dict.fromkeys(header, "x"), field_map)
    has_abstract = any(str(k).strip().lower() in ALIASES["abstract"] for k in mapped) or (
        "_id" in names and "text" in names)
    if not has_abstract:
        shown = ", ".join(h for h in header if h.strip())[:120] or "(empty)"
        hint = "; name it with --map abstract=COLUMN" if not field_map else ""
        yield (1, f"CSV header has no 'abstract' column (columns: {shown}){hint}; file skipped")
        return
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            yield (start, f"malformed CSV ({e}); rest of file skipped")
            break
        if any(cell.strip() for cell in row):
            if len(row) > len(header):
                yield (start, f"{len(row)} cells but {len(header)} columns; extra cells ignored")
            made = row_record(dict(zip(header, row)), file, start, field_map)
            yield (start, made) if isinstance(made, str) else made
        start = reader.line_num + 1


__all__ = ["parse_jsonl", "parse_csv", "parse_bibtex", "beir_fields"]
