"""Which parser reads a file: one registry of formats, by suffix, with content sniffing for ambiguous suffixes.

Adding a format is one line in ``_register_builtin()`` at the bottom of this module:

    register_format("ris", suffixes=(".ris",), parser=parse_ris, sniff=looks_like_ris)
    register_format("json", suffixes=(".json",), parser=parse_json, whole=True, field_names=True)

- ``parser(stream, file_name)`` is a StreamParser (rag.corpus.raw): it reads the open text stream (utf-8, BOM
  removed, ``newline=""`` so line endings reach it as they are in the file) and yields RawRecords and ParseIssues
  ``(line or None, message)`` as it goes, never holding the whole file. A record's ``line`` is where it starts.
- ``sniff(head) -> bool`` (optional) looks at the first ``SNIFF_CHARS`` characters of the file. When several formats
  share a suffix (``.json``, ``.txt``, ``.xml``), the first registered whose sniff says yes reads the file; a format
  without ``sniff`` is the fallback for its suffixes. A format with only a sniff and no suffix is never chosen.
- ``whole=True`` for a format that must be read whole (the parser still gets a stream, over the whole text): such
  files are size-guarded by ``settings.max_file_bytes`` (LITCHAT_MAX_FILE_BYTES); streamed formats are not.
- ``kind(head)`` (optional) names what the file was read as in reports (the seed pages: their layout name).
- ``path_parser`` (binary formats such as PDF): ``path_parser(path)`` reads the file itself and yields RawRecords
  and ParseIssues; such a format is chosen by suffix alone and its files are not sniffed or decoded as text.
- ``field_names=True``: the format reads named fields (JSON, CSV), so ``--map abstract=text`` applies to it: its
  parser then also takes ``field_map: dict[str, str] | None = None`` and calls
  ``rag.corpus.field_map.apply_field_map(row, field_map)`` on each row before ``record_from_fields``.
"""
from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TextIO

from rag.corpus.formats.bibtex import stream_bibtex
from rag.corpus.formats.json_doc import parse_json_document
from rag.corpus.formats.layouts import LAYOUTS
from rag.corpus.formats.medline import looks_like_medline, parse_medline
from rag.corpus.formats.pdf import read_pdf
from rag.corpus.formats.pubmed_xml import parse_pubmed_xml
from rag.corpus.formats.ris import looks_like_ris, parse_ris
from rag.corpus.formats.rows import parse_csv, parse_jsonl
from rag.corpus.formats.zotero import read_zotero
from rag.corpus.raw import ParseIssue, RawRecord, StreamParser, split_lines

SNIFF_CHARS = 65_536


@dataclass(frozen=True)
class Format:
    name: str
    suffixes: tuple[str, ...]
    parser: StreamParser
    sniff: Callable[[str], bool] | None = None
    whole: bool = False
    kind: Callable[[str], str] | None = None
    field_names: bool = False
    path_parser: Callable[[Path], Iterator[RawRecord | ParseIssue]] | None = None


FORMATS: list[Format] = []


def register_format(name: str, *, suffixes: tuple[str, ...], parser: StreamParser,
                    sniff: Callable[[str], bool] | None = None, whole: bool = False,
                    kind: Callable[[str], str] | None = None, field_names: bool = False,
                    path_parser: Callable[[Path], Iterator[RawRecord | ParseIssue]] | None = None) -> Format:
    """Add (or replace, by name) a format. Sniffing formats are tried in registration order."""
    fmt = Format(name, tuple(s.lower() for s in suffixes), parser, sniff, whole, kind, field_names, path_parser)
    FORMATS[:] = [f for f in FORMATS if f.name != name] + [fmt]
    return fmt


def corpus_suffixes() -> tuple[str, ...]:
    """Every suffix some format reads (a folder is read for these files)."""
    return tuple(sorted({s for f in FORMATS for s in f.suffixes}))


def candidates(path: Path) -> list[Format]:
    suffix = path.suffix.lower()
    return [f for f in FORMATS if suffix in f.suffixes]


def binary_format(path: Path) -> Format | None:
    """The format that reads ``path`` itself (PDF), chosen by suffix; None for text formats."""
    return next((f for f in candidates(path) if f.path_parser is not None), None)


def choose_format(path: Path, head: str) -> Format | None:
    """The format that reads ``path``: a sniffing format of its suffix that recognises ``head``, else the suffix's
    fallback (a format without sniff), else None."""
    found = candidates(path)
    for f in found:
        if f.sniff is not None and f.sniff(head):
            return f
    return next((f for f in found if f.sniff is None), None)


def describe(suffix: str) -> str:
    names = [f.name for f in FORMATS if suffix.lower() in f.suffixes]
    return "/".join(names) or "none"


# --- the seed page layouts (.txt web pages, small, read whole) ------------------------------------------------
def detect_layout(lines: list[str]) -> ModuleType | None:
    """The first page layout whose signature the lines carry, or None (unknown layout)."""
    for layout in LAYOUTS:
        if layout.detect(lines):
            return layout
    return None


def layout_names() -> list[str]:
    return [layout.NAME for layout in LAYOUTS]


def parse_page(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    lines = split_lines(stream.read())
    layout = detect_layout(lines)
    if layout is None:
        yield (None, f"unknown layout (not a known format nor a known page: {', '.join(layout_names())}); skipped")
        return
    records, issues = layout.parse(lines, file)
    yield from issues
    yield from records


def page_kind(text: str) -> str:
    layout = detect_layout(split_lines(text))
    return layout.NAME if layout is not None else "skipped"


def whole_text(parse: Callable[[str, str], tuple[list[RawRecord], list[ParseIssue]]]) -> StreamParser:
    """A StreamParser from a parser of the whole text (for formats that must be read whole)."""
    def parser(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
        records, issues = parse(stream.read(), file)
        yield from issues
        yield from records
    parser.__name__ = getattr(parse, "__name__", "parser")
    return parser


def parse_text(parser: StreamParser, text: str, file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    """Run a StreamParser over a string: (records, issues). For tests and small in-memory inputs."""
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    for item in parser(io.StringIO(text, newline=""), file):
        (records if isinstance(item, RawRecord) else issues).append(item)
    return records, issues


def _register_builtin() -> None:
    register_format("jsonl", suffixes=(".jsonl", ".ndjson"), parser=parse_jsonl, field_names=True)
    register_format("csv", suffixes=(".csv", ".tsv"), parser=parse_csv, field_names=True)
    register_format("bibtex", suffixes=(".bib",), parser=stream_bibtex)
    register_format("page", suffixes=(".txt",), parser=parse_page, whole=True, kind=page_kind)
    _register_exports()


def _register_exports() -> None:
    """Reference-manager and database exports (rag.corpus.formats_*); a .txt export is recognised by its head."""

    register_format("ris", suffixes=(".ris",), parser=parse_ris)
    register_format("ris-txt", suffixes=(".txt",), parser=parse_ris, sniff=looks_like_ris, kind=lambda _: "ris")
    register_format("medline", suffixes=(".nbib", ".medline"), parser=parse_medline)
    register_format("medline-txt", suffixes=(".txt",), parser=parse_medline, sniff=looks_like_medline,
                    kind=lambda _: "medline")
    register_format("pubmed-xml", suffixes=(".xml",), parser=parse_pubmed_xml)
    register_format("json", suffixes=(".json",), parser=parse_json_document, field_names=True)
    _register_full_text()


def _register_full_text() -> None:
    """Full-text papers (binary: read from the path, not as a text stream)."""
    register_format("pdf", suffixes=(".pdf",), parser=_no_stream, path_parser=read_pdf)
    register_format("zotero", suffixes=(".sqlite",), parser=_no_stream, path_parser=read_zotero)


def _no_stream(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    yield (None, "a binary format is read from its path, not as text")


_register_builtin()
