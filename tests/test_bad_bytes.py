"""Bytes that are not UTF-8 cost exactly their line: it is named (file:line, byte, offset) and every other line is
kept, wherever the bad byte sits: the first byte, either side of the 64 KB the format is sniffed from, either side
of the 1 MB blocks the stream decodes, the last line.

(Before: a bad byte in the first 64 KB dropped the whole file; after it, the text decoder's buffer went with it:
150 valid lines -> 139 kept, without a word.)
"""
from __future__ import annotations

import csv
import io
import json

import pytest

from rag.corpus.loader import read_file
from rag.corpus.reading import BLOCK_BYTES, SNIFF_BYTES

BAD = 0xE9  # latin-1 "é": never valid UTF-8 before an ASCII byte


def jsonl_lines(n: int) -> list[bytes]:
    return [(json.dumps({"title": f"Paper number {i}", "abstract": f"Abstract {i}: " + "words " * 14,
                         "year": 2000 + i % 20}) + "\n").encode() for i in range(n)]


def csv_lines(n: int) -> list[bytes]:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["title", "abstract", "year"])
    for i in range(n):
        writer.writerow([f"Paper number {i}", f"Abstract {i}: " + "words " * 14, 2000 + i % 20])
    return [line.encode() for line in out.getvalue().splitlines(keepends=True)]


FORMATS = {"jsonl": (jsonl_lines, 0), "csv": (csv_lines, 1)}  # builder, header lines
POSITIONS = {"first byte": lambda size: 0, "sniff-1": lambda size: SNIFF_BYTES - 1,
             "sniff": lambda size: SNIFF_BYTES, "sniff+1": lambda size: SNIFF_BYTES + 1,
             "block-1": lambda size: BLOCK_BYTES - 1, "block": lambda size: BLOCK_BYTES,
             "block+1": lambda size: BLOCK_BYTES + 1, "last line": lambda size: size - 3}


def spoil(lines: list[bytes], offset: int, header: int) -> tuple[bytes, int, int]:
    """The file with byte ``offset`` (moved off a newline, and past any header) made invalid; (data, its line
    number, the offset)."""
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line)
    offset = max(offset, starts[header] if header else 0)
    index = max(i for i, s in enumerate(starts) if s <= offset)
    if offset - starts[index] >= len(lines[index]) - 1:  # on the newline: the byte before it
        offset = starts[index] + len(lines[index]) - 2
    data = bytearray(b"".join(lines))
    data[offset] = BAD
    return bytes(data), index + 1, offset


@pytest.mark.parametrize("where", list(POSITIONS))
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_bad_byte_costs_its_line_only(tmp_path, fmt, where):
    build, header = FORMATS[fmt]
    lines = build(9000)  # ~1.2 MB: past the sniffed head and the first decoded block
    size = sum(map(len, lines))
    assert size > BLOCK_BYTES + 2
    data, line, offset = spoil(lines, POSITIONS[where](size), header)
    path = tmp_path / f"corpus.{fmt}"
    path.write_bytes(data)
    kind, records, problems = read_file(path)
    assert kind == fmt
    assert [str(p) for p in problems] == [
        f"{path}:{line}: not UTF-8: byte 0x{BAD:02x} at offset {offset}; line skipped"]
    kept = sorted(int(r.title.rsplit(" ", 1)[1]) for r in records)
    assert kept == [i for i in range(9000) if i != line - 1 - header], "every valid line is kept"
    assert all(r.line == int(r.title.rsplit(" ", 1)[1]) + 1 + header for r in records), "line numbers hold"


def test_bad_lines_everywhere_each_named_once(tmp_path):
    lines = jsonl_lines(9000)
    spoiled = {0, 500, 4000, 8999}
    lines = [line[:20] + bytes([BAD]) + line[21:] if i in spoiled else line for i, line in enumerate(lines)]
    path = tmp_path / "c.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + b"".join(lines))  # a BOM too
    _, records, problems = read_file(path)
    assert [p.line for p in problems] == [i + 1 for i in sorted(spoiled)]
    assert len(records) == 9000 - len(spoiled)


def test_lone_cr_and_crlf_line_endings_survive_a_block_with_bad_bytes(tmp_path):
    rows = [json.dumps({"title": f"T {i}", "abstract": f"Abstract {i}."}) for i in range(6)]
    path = tmp_path / "c.jsonl"
    path.write_bytes(rows[0].encode() + b"\r" + rows[1].encode() + b"\r\n" + b'{"title": "\xe9"}\n'
                     + rows[2].encode() + b"\r" + rows[3].encode() + b"\n")
    _, records, problems = read_file(path)
    assert [r.title for r in records] == ["T 0", "T 1", "T 2", "T 3"] and [r.line for r in records] == [1, 2, 4, 5]
    assert [p.line for p in problems] == [3]
