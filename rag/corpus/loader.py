"""Read corpus files and folders: records and problems, file by file, as streams. Never raises for input.

    reader = CorpusReader([Path("big.jsonl")], max_file_bytes=settings.max_file_bytes, field_map={"abstract": "text"})
    for record in reader.records():   # RawRecords, one at a time; reader.problems / reader.reports fill as it goes
        ...
    load_corpus(paths)                # everything in memory, merged into Papers (small corpora, tests, the UI)
"""
from __future__ import annotations

import functools
import io
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from rag.corpus.formats.registry import Format, binary_format, choose_format, corpus_suffixes, describe
from rag.corpus.papers import build_papers
from rag.corpus.problems import CorpusProblem, CorpusResult, FileReport
from rag.corpus.raw import RawRecord
from rag.corpus.reading import check_head, open_stream, read_whole

DEFAULT_MAX_FILE_BYTES = 200_000_000  # for formats read whole; settings.max_file_bytes (LITCHAT_MAX_FILE_BYTES)
MAX_PROBLEMS_PER_FILE = 1_000  # listed one by one; beyond, one line counts the rest (a dump of bad lines stays small)
PROGRESS_MIN_BYTES = 20_000_000  # a bar (bytes read / total, records/s) for files this large, on a terminal


def expand_paths(paths: Sequence[Path]) -> tuple[list[Path], list[CorpusProblem]]:
    files: list[Path] = []
    problems: list[CorpusProblem] = []
    suffixes = corpus_suffixes()
    for p in paths:
        p = Path(p)
        if p.is_dir():
            found = sorted(f for f in p.iterdir() if f.is_file() and f.suffix.lower() in suffixes)
            if not found:
                problems.append(CorpusProblem(str(p), None, f"folder holds no {', '.join(suffixes)} files"))
            files += found
        elif p.exists():
            files.append(p)
        else:
            problems.append(CorpusProblem(str(p), None, "no such file or folder"))
    return files, problems


class CorpusReader:
    """Streams the records of every file under ``paths``; ``problems`` and ``reports`` fill in as files are read."""

    def __init__(self, paths: Sequence[Path], max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
                 field_map: dict[str, str] | None = None, progress: bool = False):
        self.files, self.problems = expand_paths([Path(p) for p in paths])
        self.max_file_bytes = max_file_bytes
        self.field_map = field_map or None
        self.progress = progress
        self.reports: list[FileReport] = []

    def records(self) -> Iterator[RawRecord]:
        for f in self.files:
            yield from self.file_records(f)

    def file_records(self, path: Path) -> Iterator[RawRecord]:
        report = FileReport(str(path), "skipped", 0)
        self.reports.append(report)
        first_problem = len(self.problems)
        binary = binary_format(path)
        if binary is not None:
            yield from self._binary_records(path, binary, report)
            return
        head = check_head(path)
        if isinstance(head, CorpusProblem):
            self.problems.append(head)
            return
        size, text_head = head
        fmt = choose_format(path, text_head)
        if fmt is None:
            suffix = path.suffix.lower() or "(none)"
            known = describe(path.suffix) if describe(path.suffix) != "none" else ", ".join(corpus_suffixes())
            self.problems.append(CorpusProblem(str(path), None, f"unknown format for suffix {suffix} "
                                                                f"(read: {known}); skipped"))
            return
        count = problems = 0
        for item in self._items(path, fmt, size, text_head, report):
            if isinstance(item, RawRecord):
                count += 1
                report.records = count
                yield item
            else:
                problems += 1
                if problems <= MAX_PROBLEMS_PER_FILE:
                    self.problems.append(item)
        if problems > MAX_PROBLEMS_PER_FILE:
            self.problems.append(CorpusProblem(str(path), None, f"{problems - MAX_PROBLEMS_PER_FILE:,} more problems "
                                                                f"not listed ({problems:,} in all)"))
        if not count and len(self.problems) == first_problem:
            self.problems.append(CorpusProblem(str(path), None, "no paper records found"))

    def _binary_records(self, path: Path, fmt: Format, report: FileReport) -> Iterator[RawRecord]:
        """A file its format reads from the path (PDF): records, and problems naming the file."""
        report.kind = fmt.name
        for item in fmt.path_parser(path):
            if isinstance(item, RawRecord):
                report.records += 1
                yield item
            elif isinstance(item, CorpusProblem):  # about another file (a Zotero item's PDF)
                self.problems.append(item)
            else:
                self.problems.append(CorpusProblem(str(path), item[0], item[1]))

    def _items(self, path: Path, fmt: Format, size: int, head: str, report: FileReport
               ) -> Iterator[RawRecord | CorpusProblem]:
        parser = functools.partial(fmt.parser, field_map=self.field_map) if (fmt.field_names and self.field_map) \
            else fmt.parser
        name = path.name
        if fmt.whole:
            text = read_whole(path, self.max_file_bytes)
            if isinstance(text, CorpusProblem):
                yield text
                return
            report.kind = fmt.kind(text) if fmt.kind else fmt.name
            for item in parser(io.StringIO(text, newline=""), name):
                yield item if isinstance(item, RawRecord) else CorpusProblem(str(path), item[0], item[1])
            return
        report.kind = fmt.kind(head) if fmt.kind else fmt.name
        stream, counter = open_stream(path)
        bar = _bar(path, size) if self.progress and size >= PROGRESS_MIN_BYTES and sys.stderr.isatty() else None
        started, n = time.perf_counter(), 0
        try:
            for item in parser(stream, name):
                yield from _drain(stream.problems)  # lines skipped as not UTF-8, named before what follows them
                if isinstance(item, RawRecord):
                    n += 1
                    yield item
                else:
                    yield CorpusProblem(str(path), item[0], item[1])
                if bar is not None and n % 2000 == 0:
                    bar.n = counter.bytes_read
                    bar.set_postfix_str(f"{n / max(time.perf_counter() - started, 1e-9):,.0f} records/s",
                                        refresh=False)
                    bar.refresh()
            yield from _drain(stream.problems)
        finally:
            stream.close()
            if bar is not None:
                bar.n = counter.bytes_read
                bar.close()


def _drain(problems: list[CorpusProblem]) -> Iterator[CorpusProblem]:
    while problems:
        yield problems.pop(0)


def _bar(path: Path, size: int):
    from tqdm import tqdm

    return tqdm(total=size, unit="B", unit_scale=True, unit_divisor=1024, desc=f"parse {path.name}",
                file=sys.stderr, leave=False, dynamic_ncols=True)


def read_file(path: Path, max_file_bytes: int = DEFAULT_MAX_FILE_BYTES, field_map: dict[str, str] | None = None
              ) -> tuple[str, list[RawRecord], list[CorpusProblem]]:
    """What the file was read as, its records (any format) and its problems, each naming the file."""
    reader = CorpusReader([path], max_file_bytes, field_map)
    records = list(reader.records())
    kind = reader.reports[0].kind if reader.reports else "skipped"
    return kind, records, reader.problems


def parse_file(path: Path, max_file_bytes: int = DEFAULT_MAX_FILE_BYTES) -> tuple[list[RawRecord], list[CorpusProblem]]:
    """The records of one file (any format) and its problems, each naming the file."""
    _kind, records, problems = read_file(path, max_file_bytes)
    return records, problems


def load_corpus(paths: Sequence[Path], max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
                field_map: dict[str, str] | None = None) -> CorpusResult:
    """Every record in memory, merged into Papers (for small corpora; a large ingest streams instead)."""
    reader = CorpusReader(paths, max_file_bytes, field_map)
    records = list(reader.records())
    return CorpusResult(papers=build_papers(records), problems=reader.problems, records_parsed=len(records),
                        files_read=len(reader.files), files=reader.reports)
