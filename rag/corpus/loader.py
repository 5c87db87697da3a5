"""load_corpus: files and folders in, merged Paper records and a list of problems out. Never raises for input."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rag.corpus.detect import CORPUS_SUFFIXES, detect_layout, layout_names, plain_format
from rag.corpus.formats import parse_bibtex, parse_csv, parse_jsonl
from rag.corpus.papers import build_papers
from rag.corpus.problems import CorpusProblem, CorpusResult, FileReport
from rag.corpus.raw import ParseIssue, RawRecord, split_lines
from rag.corpus.reading import read_text

PLAIN_PARSERS = {"jsonl": parse_jsonl, "csv": parse_csv, "bibtex": parse_bibtex}


def expand_paths(paths: Sequence[Path]) -> tuple[list[Path], list[CorpusProblem]]:
    files: list[Path] = []
    problems: list[CorpusProblem] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            found = sorted(f for f in p.iterdir() if f.is_file() and f.suffix.lower() in CORPUS_SUFFIXES)
            if not found:
                problems.append(CorpusProblem(str(p), None, f"folder holds no {', '.join(CORPUS_SUFFIXES)} files"))
            files += found
        elif p.exists():
            files.append(p)
        else:
            problems.append(CorpusProblem(str(p), None, "no such file or folder"))
    return files, problems


def read_file(path: Path, max_file_bytes: int) -> tuple[str, list[RawRecord], list[CorpusProblem]]:
    """What the file was read as, its records (any format) and its problems, each naming the file."""
    text = read_text(path, max_file_bytes)
    if isinstance(text, CorpusProblem):
        return "skipped", [], [text]
    name = path.name
    kind = plain_format(path)
    issues: list[ParseIssue]
    if kind:
        records, issues = PLAIN_PARSERS[kind](text, name)
    else:
        lines = split_lines(text)
        layout = detect_layout(lines)
        if layout is None:
            return "skipped", [], [CorpusProblem(str(path), None,
                                                 f"unknown layout (not JSONL/CSV/BibTeX nor a known page: "
                                                 f"{', '.join(layout_names())}); skipped")]
        kind = layout.NAME
        records, issues = layout.parse(lines, name)
    problems = [CorpusProblem(str(path), line, message) for line, message in issues]
    if not records and not problems:
        problems.append(CorpusProblem(str(path), None, "no paper records found"))
    return kind, records, problems


def parse_file(path: Path, max_file_bytes: int) -> tuple[list[RawRecord], list[CorpusProblem]]:
    """The records of one file (any format) and its problems, each naming the file."""
    _kind, records, problems = read_file(path, max_file_bytes)
    return records, problems


def load_corpus(paths: Sequence[Path], max_file_bytes: int = 5_000_000) -> CorpusResult:
    files, problems = expand_paths(paths)
    records: list[RawRecord] = []
    reports: list[FileReport] = []
    for f in files:
        kind, found, issues = read_file(f, max_file_bytes)
        records += found
        problems += issues
        reports.append(FileReport(str(f), kind, len(found)))
    return CorpusResult(papers=build_papers(records), problems=problems, records_parsed=len(records),
                        files_read=len(files), files=reports)
