"""Plain corpus formats users bring: JSON Lines and CSV (title/abstract/authors/year columns), BibTeX."""
from __future__ import annotations

import csv
import io
import json

from rag.corpus.bibtex import parse_bibtex
from rag.corpus.fields import ALIASES, record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord


def parse_jsonl(text: str, file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    for n, line in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            issues.append((n, f"malformed JSON ({e.msg} at column {e.colno}); line skipped"))
            continue
        if not isinstance(row, dict):
            issues.append((n, f"expected a JSON object, found {type(row).__name__}; line skipped"))
            continue
        made = record_from_fields(row, file, n)
        if isinstance(made, str):
            issues.append((n, made))
        else:
            records.append(made)
    return records, issues


def parse_csv(text: str, file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    first_line = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=first_line.count)  # the header decides (csv.Sniffer is slow on long cells)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter if first_line.count(delimiter) else ",")
    try:
        header = next(reader)
    except (StopIteration, csv.Error) as e:
        return [], [(1, f"no CSV header ({e})" if str(e) else "no CSV header")]
    names = [h.strip().lower() for h in header]
    if not any(a in names for a in ALIASES["abstract"]):
        shown = ", ".join(h for h in header if h.strip())[:120] or "(empty)"
        return [], [(1, f"CSV header has no 'abstract' column (columns: {shown}); file skipped")]
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            issues.append((start, f"malformed CSV ({e}); rest of file skipped"))
            break
        if any(cell.strip() for cell in row):
            if len(row) > len(header):
                issues.append((start, f"{len(row)} cells but {len(header)} columns; extra cells ignored"))
            made = record_from_fields(dict(zip(header, row)), file, start)
            if isinstance(made, str):
                issues.append((start, made))
            else:
                records.append(made)
        start = reader.line_num + 1
    return records, issues


__all__ = ["parse_jsonl", "parse_csv", "parse_bibtex"]
