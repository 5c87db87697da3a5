"""A corpus of any size in two passes: scan (compact keys only) and stream (merged Papers, one group at a time).

    scan = scan_corpus(paths, max_file_bytes, field_map, progress=True)  # `litchat ingest --dry-run`: counts, problems
    for paper in PaperStream(scan):                                       # the ingest: Papers as their copies complete
        ...

The scan keeps ~60 bytes a record (hashes, years, lengths) and no text. The stream reads the files again and holds
only the copies of groups not yet complete (most papers have one copy: none held). Papers come out equal to
load_corpus's (same grouping, same combined fields, same ids), in the order their last copy is read.
"""
from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from rag.corpus.identity import disambiguate, paper_id
from rag.corpus.loader import DEFAULT_MAX_FILE_BYTES, CorpusReader
from rag.corpus.merge import MergeIndex
from rag.corpus.papers import combine
from rag.corpus.problems import CorpusProblem, FileReport
from rag.corpus.raw import RawRecord
from rag.records import Paper


class CorpusChanged(RuntimeError):
    """A file changed between the scan and the stream (records no longer line up): run the ingest again."""


@dataclass
class CorpusScan:
    paths: list[Path]
    max_file_bytes: int
    field_map: dict[str, str] | None
    problems: list[CorpusProblem] = field(default_factory=list)
    files: list[FileReport] = field(default_factory=list)
    records: int = 0  # copies read (before merging)
    labels: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))  # group of each record
    sizes: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))  # copies in each group
    renamed: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))  # group's id is disambiguated
    file_names: list[str] = field(default_factory=list)  # by the file numbers in record_files
    record_files: array = field(default_factory=lambda: array("I"))

    @property
    def papers(self) -> int:
        return len(self.sizes)

    @property
    def duplicates_merged(self) -> int:
        return self.records - self.papers

    def to_dict(self) -> dict:
        return {"papers": self.papers, "records": self.records, "duplicates_merged": self.duplicates_merged,
                "files": [{"file": f.file, "format": f.kind, "records": f.records} for f in self.files],
                "problems": [str(p) for p in self.problems]}


def scan_corpus(paths: Sequence[Path], max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
                field_map: dict[str, str] | None = None, progress: bool = False) -> CorpusScan:
    """Parse and group every record, keeping only compact keys: counts, problems and what the stream needs."""
    reader = CorpusReader(paths, max_file_bytes, field_map, progress=progress)
    index = MergeIndex()
    strength = array("q")  # which copy is primary (RawRecord.rank, as combine() picks): export, titled, longest
    base_ids = array("q")  # paper_id of each record as if it were primary (48 bits)
    for r in reader.records():
        index.add(r)
        strength.append((0 if r.body else 1 << 41) + (1 << 40 if r.title else 0) + len(r.abstract))
        base_ids.append(int(paper_id(r.title, r.abstract)[2:], 16))
    labels = index.labels()
    scan = CorpusScan([Path(p) for p in paths], max_file_bytes, field_map, problems=reader.problems,
                      files=reader.reports, records=len(index), labels=labels,
                      file_names=list(index._file_numbers), record_files=index.files)
    scan.sizes = np.bincount(labels, minlength=int(labels.max()) + 1 if len(labels) else 0)
    if len(labels):
        # the primary of each group: highest strength, first in input order on ties (combine's max())
        order = np.lexsort((-np.frombuffer(strength, dtype=np.int64), labels))  # stable: ties keep input order
        firsts = order[np.r_[True, labels[order][1:] != labels[order][:-1]]]
        group_ids = np.frombuffer(base_ids, dtype=np.int64)[firsts]
        _, first_seen = np.unique(group_ids, return_index=True)
        scan.renamed = np.ones(len(group_ids), dtype=bool)
        scan.renamed[first_seen] = False  # a later group whose id a former group took is disambiguated
    return scan


class PaperStream:
    """The scanned corpus's Papers, streamed (a sized iterable: len() is the number of papers)."""

    def __init__(self, scan: CorpusScan):
        self.scan = scan

    def __len__(self) -> int:
        return self.scan.papers

    def __iter__(self) -> Iterator[Paper]:
        scan = self.scan
        reader = CorpusReader(scan.paths, scan.max_file_bytes, scan.field_map)
        pending: dict[int, list[RawRecord]] = {}
        i = 0
        for r in reader.records():
            if i >= scan.records or scan.file_names[scan.record_files[i]] != r.file:
                raise CorpusChanged(f"{r.file} changed while it was being ingested; run the ingest again")
            g = int(scan.labels[i])
            i += 1
            size = int(scan.sizes[g])
            if size == 1:
                yield self._paper([r], g)
                continue
            copies = pending.setdefault(g, [])
            copies.append(r)
            if len(copies) == size:
                del pending[g]
                yield self._paper(copies, g)
        if i != scan.records or pending:
            raise CorpusChanged("the corpus files changed while they were being ingested; run the ingest again")

    def _paper(self, copies: list[RawRecord], group: int) -> Paper:
        paper = combine(copies)
        if self.scan.renamed[group]:
            paper.id = disambiguate(paper.id, paper.abstract)
        return paper
