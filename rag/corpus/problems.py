"""What load_corpus returns: the papers, and one CorpusProblem per thing it had to skip."""
from __future__ import annotations

from dataclasses import dataclass, field

from rag.records import Paper


@dataclass(frozen=True)
class CorpusProblem:
    file: str  # the path as given
    line: int | None  # 1-based, where there is one
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line is not None else self.file
        return f"{where}: {self.message}"


@dataclass
class FileReport:  # filled in while the file is read
    file: str  # the path as given
    kind: str  # "jsonl", "csv", "bibtex", a page layout name ("arxiv_listing", …), or "skipped"
    records: int  # copies of papers read from it (before merging)


@dataclass
class CorpusResult:
    papers: list[Paper] = field(default_factory=list)  # merged, deduplicated, display_title set
    problems: list[CorpusProblem] = field(default_factory=list)
    records_parsed: int = 0  # copies found before merging (138 for the seeds)
    files_read: int = 0
    files: list[FileReport] = field(default_factory=list)  # what each file was read as

    @property
    def ok(self) -> bool:
        return not self.problems
