"""Sync the store with a corpus: embed only new or changed papers, remove papers whose source is gone.

    report = run_ingest(settings, [Path("seeds")], store, embedder, progress=True)
    print(report.summary())

- A paper's content hash (and the index fingerprint that built it) decides the work: an unchanged corpus embeds
  nothing.
- The corpus is read twice, as streams (rag.corpus.streaming): a scan with compact merge keys, then the merged
  papers one group at a time; no pass holds every record.
- Papers are embedded and written in streaming batches (settings.ingest_batch_papers): one encoder call and one
  Chroma write a batch, so at most one batch of vectors is in memory.
- Chunks are written before the paper record (the commit marker) and the batch is noted as pending first, so an
  interrupted ingest (Ctrl-C, kill -9) leaves a usable store and the next run repairs and completes it.
- Ctrl-C is acted on at one point, not wherever the main thread happens to be: during the sync SIGINT only sets a
  flag; the batch being written is finished, no further batch is written, then KeyboardInterrupt is raised. (An
  asynchronous KeyboardInterrupt can land in library code that swallows it, or after the last check, and the
  interrupted run then went on and exited 0.) A second Ctrl-C interrupts at once.
- Papers whose source is gone are removed, but only papers that came from the paths being ingested, and never
  papers from a file that had a problem this run (nothing already stored is lost because a file turned bad).
"""
from __future__ import annotations

import signal
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np

from rag.batching import batches
from rag.chunking import Chunk, chunk_paper
from rag.embedding.encoders import Embedder
from rag.corpus.streaming import PaperStream, scan_corpus
from rag.records import Paper
from rag.settings import Settings
from rag.store import PaperStore, sources_key


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0  # content changed, or built under another index fingerprint
    removed: int = 0
    unchanged: int = 0
    embedded_chunks: int = 0
    papers_total: int = 0  # papers in the store after the run
    seconds: float = 0.0
    problems: list = field(default_factory=list)  # list[CorpusProblem]
    kept: int = 0  # papers missing from the corpus but kept (their file had a problem, or is outside the paths)
    repaired: int = 0  # papers an interrupted ingest had left half-written (written again)
    embed_seconds: float = 0.0  # time spent inside the encoder
    embedded_papers: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        if not self.changed and not self.embedded_chunks:
            head = f"nothing to embed: the store is up to date ({self.papers_total} papers"
            head += f", {self.unchanged} unchanged" if self.unchanged != self.papers_total else ""
            head += f", {self.seconds:.1f} s)"
        else:
            head = (f"ingested: {self.added} added, {self.updated} updated, {self.removed} removed, "
                    f"{self.unchanged} unchanged; {self.embedded_chunks} chunks embedded; "
                    f"{self.papers_total} papers in the store ({self.seconds:.1f} s)")
        extras = []
        if self.repaired:
            extras.append(f"{self.repaired} papers left half-written by an interrupted ingest were redone")
        if self.kept:
            extras.append(f"{self.kept} stored papers not found this run were kept (their file had a problem "
                          f"or lies outside the ingested paths)")
        if self.problems:
            extras.append(f"{len(self.problems)} problem(s) skipped, see above")
        return head + "".join(f"\n  {e}" for e in extras)

    def to_dict(self) -> dict:
        return {"added": self.added, "updated": self.updated, "removed": self.removed,
                "unchanged": self.unchanged, "embedded_chunks": self.embedded_chunks,
                "embedded_papers": self.embedded_papers, "papers_total": self.papers_total,
                "seconds": round(self.seconds, 3), "embed_seconds": round(self.embed_seconds, 3),
                "kept": self.kept, "repaired": self.repaired, "problems": [str(p) for p in self.problems]}


# an Embedder, or a zero-argument callable returning one (the model then loads only when something needs embedding)
EmbedderLike = Embedder | Callable[[], Embedder]


def run_ingest(settings: Settings, paths: Sequence[Path], store: PaperStore, embedder: EmbedderLike,
               progress: bool = False, field_map: dict[str, str] | None = None) -> IngestReport:
    """Parse the corpus files under ``paths`` and sync the store with them.

    Two passes over the files, so a corpus of any size ingests in bounded memory: a scan keeps only compact merge
    keys (and finds every problem before anything is removed), then the papers stream into the batched sync."""

    started = time.perf_counter()
    paths = [Path(p) for p in paths]
    scan = scan_corpus(paths, max_file_bytes=settings.max_file_bytes, field_map=field_map, progress=progress)
    roots = _Roots(paths)
    scope = _RemovalScope(roots, scan.problems)
    report = _sync(settings, PaperStream(scan), store, embedder, progress, roots_of=roots.of,
                   removable=scope.allows)
    report.problems = list(scan.problems)
    report.seconds = time.perf_counter() - started
    return report


def run_ingest_papers(settings: Settings, papers: Iterable[Paper], store: PaperStore, embedder: EmbedderLike,
                      progress: bool = False, remove_missing: bool = False) -> IngestReport:
    """Ingest Paper records from memory (e.g. a generated corpus), streaming: ``papers`` may be a generator.
    With ``remove_missing`` the store ends up holding exactly these papers."""
    started = time.perf_counter()
    report = _sync(settings, papers, store, embedder, progress, roots_of=lambda p: [],
                   removable=(lambda paper, stored_roots: True) if remove_missing else None)
    report.seconds = time.perf_counter() - started
    return report


# --- the sync ------------------------------------------------------------------------------------------------
def _sync(settings: Settings, papers: Iterable[Paper], store: PaperStore, embedder: EmbedderLike, progress: bool,
          roots_of: Callable[[Paper], list[str]],
          removable: Callable[[Paper, list[str]], bool] | None) -> IngestReport:
    report = IngestReport()
    repaired = set(store.repair())  # an interrupted run's half-written papers: dropped, written again below
    fingerprint = settings.index_fingerprint()
    # compact: (hash if built under this fingerprint else "", sources_key, roots) a paper; 100k papers stay small
    stored: dict[str, tuple[str, str | None, tuple[str, ...]]] = {
        pid: (st.get("hash", "") if st.get("fingerprint") == fingerprint else "", st.get("sources_key"),
              tuple(st.get("roots") or ()))
        for pid, st in store.iter_record_states()}
    lazy = _LazyEmbedder(embedder)
    seen: set[str] = set()
    refresh: list[tuple[Paper, list[str]]] = []

    total = len(papers) if hasattr(papers, "__len__") else None
    bar = None  # shown once there is something to embed (a warm run prints no bar)
    interrupted = _InterruptFlag()
    writer = _BackgroundWriter(store, interrupted)
    try:
        for batch in batches(papers, settings.ingest_batch_papers):
            todo: list[Paper] = []
            replace: list[str] = []
            for paper in batch:
                if paper.id in seen:
                    continue
                seen.add(paper.id)
                known = stored.get(paper.id)
                if known is None:
                    report.added += 1
                    todo.append(paper)
                elif known[0] != paper.content_hash():  # changed, or built under another fingerprint
                    report.updated += 1
                    todo.append(paper)
                    replace.append(paper.id)
                else:
                    report.unchanged += 1
                    roots = roots_of(paper)
                    if known[1] != sources_key(paper) or list(known[2]) != roots:
                        refresh.append((paper, roots))
            if todo:
                if bar is None:
                    bar = _progress_bar(progress, total, done=len(seen) - len(batch))
                _embed_and_write(settings, todo, replace, writer, lazy, roots_of, report)
            if bar is not None:
                bar.update(len(batch))
        writer.wait()
        if interrupted.is_set():  # Ctrl-C came during the last batch's write: that batch is complete, stop here
            raise KeyboardInterrupt
        report.repaired = len(repaired & {pid for pid in seen})
        if refresh:
            store.update_records(refresh)
        if removable is not None:
            missing = [pid for pid in stored if pid not in seen]
            doomed = [p.id for p in store.get_papers(missing) if removable(p, list(stored[p.id][2]))]
            store.delete_papers(doomed)
            report.removed = len(doomed)
            report.kept = len(missing) - len(doomed)
    finally:
        interrupted.restore()
        writer.close()
        if bar is not None:
            bar.close()
    report.embed_seconds = lazy.seconds
    report.papers_total = store.count_papers()
    return report


def _embed_and_write(settings: Settings, papers: list[Paper], replace: list[str], writer: "_BackgroundWriter",
                     embedder: "_LazyEmbedder", roots_of: Callable[[Paper], list[str]], report: IngestReport) -> None:
    """One encoder call for the whole batch, then one batched write (in the background, while the next batch is
    being encoded)."""
    per_paper: list[list[Chunk]] = [
        chunk_paper(p, settings.chunk_tokens, settings.chunk_overlap, fits=embedder.fits) for p in papers]
    texts = [c.embed_text for chunks in per_paper for c in chunks]
    vectors = embedder.embed(texts)
    items = []
    at = 0
    for paper, chunks in zip(papers, per_paper):
        items.append((paper, chunks, vectors[at:at + len(chunks)], roots_of(paper)))
        at += len(chunks)
    writer.write(items, replace)
    report.embedded_chunks += len(texts)
    report.embedded_papers += len(papers)


class _BackgroundWriter:
    """Writes batches in order on one thread, at most one batch in flight: Chroma's write of batch i overlaps the
    encoding of batch i+1, memory holds at most two batches of vectors, and a failed write surfaces at the next
    call."""

    def __init__(self, store: PaperStore, interrupted: "_InterruptFlag | None" = None):
        from concurrent.futures import ThreadPoolExecutor

        self.store = store
        self.interrupted = interrupted
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="litchat-ingest-writer")
        self._pending = None

    def write(self, items, replace: list[str]) -> None:
        self.wait()
        if self.interrupted is not None and self.interrupted.is_set():
            raise KeyboardInterrupt  # the batch in flight is written; this one is not started
        self._pending = self._pool.submit(self.store.write_papers, items, replace)

    def wait(self) -> None:
        if self._pending is not None:
            pending, self._pending = self._pending, None
            pending.result()

    def close(self) -> None:
        try:
            self.wait()
        finally:
            self._pool.shutdown(wait=True)


class _InterruptFlag:
    """While it is installed, SIGINT sets a flag instead of raising KeyboardInterrupt wherever the main thread is
    (the ingest checks the flag between batches); a second SIGINT raises at once. Only the main thread can install
    signal handlers: elsewhere the flag is never set and Ctrl-C behaves as usual."""

    def __init__(self):
        self._event = threading.Event()
        self._previous = None
        if threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGINT, self._on_sigint)

    def _on_sigint(self, signum, frame) -> None:
        if self._event.is_set():
            self.restore()
            raise KeyboardInterrupt
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()

    def restore(self) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)
            self._previous = None


class _LazyEmbedder:
    """Loads the model only when something must be embedded (a warm re-ingest never pays for it)."""

    def __init__(self, embedder: EmbedderLike):
        self._source = embedder
        self._embedder = embedder if hasattr(embedder, "embed") else None
        self.seconds = 0.0
        self._fits: Callable[[str], bool] | None | bool = False

    @property
    def inner(self):
        if self._embedder is None:
            self._embedder = self._source()
        return self._embedder

    def embed(self, texts: list[str]) -> np.ndarray:
        t = time.perf_counter()
        vectors = self.inner.embed(texts)
        self.seconds += time.perf_counter() - t
        return vectors

    @property
    def fits(self) -> Callable[[str], bool] | None:
        """Does a text fit the encoder's window? (None when the encoder does not tell.)"""
        if self._fits is False:
            self._fits = window_check(self.inner)
        return self._fits  # type: ignore[return-value]


def window_check(embedder) -> Callable[[str], bool] | None:
    """A predicate telling whether ``text`` fits the embedder's input window, from its own tokenizer."""
    model = getattr(embedder, "model", None)
    tokenizer = getattr(model, "tokenizer", None)
    limit = getattr(embedder, "max_seq_length", None) or getattr(model, "max_seq_length", None)
    if tokenizer is None or not limit:
        return None
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is not None:  # the Rust tokenizer, 10x cheaper a call; a private copy so no truncation is set on it
        from tokenizers import Tokenizer

        counter = Tokenizer.from_str(backend.to_str())
        counter.no_truncation()
        counter.no_padding()

        def fits(text: str) -> bool:
            return len(counter.encode(text, add_special_tokens=True).ids) <= int(limit)

        return fits

    def fits_slow(text: str) -> bool:
        return len(tokenizer(text, add_special_tokens=True, truncation=False, verbose=False)["input_ids"]) <= int(limit)

    return fits_slow


def _progress_bar(progress: bool, total: int | None, done: int = 0):
    if not progress:
        return None
    from tqdm import tqdm

    return tqdm(total=total, initial=max(done, 0), unit="paper", desc="ingest", file=sys.stderr, leave=False,
                dynamic_ncols=True)


# --- which stored papers this run may remove -------------------------------------------------------------------
class _Roots:
    """Maps a paper to the ingest paths (resolved) its copies came from."""

    def __init__(self, paths: Sequence[Path]):
        self.roots = [p.resolve() for p in paths]
        self._by_name: dict[str, list[str]] = {}
        for root in self.roots:
            files = [root] if root.is_file() else (sorted(f for f in root.iterdir() if f.is_file())
                                                    if root.is_dir() else [])
            for f in files:
                self._by_name.setdefault(f.name, []).append(str(root))

    def of(self, paper: Paper) -> list[str]:
        found: list[str] = []
        for src in paper.sources:
            found.extend(self.root_of_file(src.file))
        return sorted(set(found)) or [str(r) for r in self.roots[:1]]

    def root_of_file(self, file: str) -> list[str]:
        path = Path(file)
        resolved = path.resolve() if (path.is_absolute() or path.exists()) else None
        if resolved is not None:
            hits = [str(r) for r in self.roots if resolved == r or r in resolved.parents]
            if hits:
                return hits
        return self._by_name.get(path.name, [])

    def strings(self) -> set[str]:
        return {str(r) for r in self.roots}


class _RemovalScope:
    """A stored paper missing from this run is removed only when every path it came from was ingested now and
    none of its files (or those paths) had a problem this run."""

    def __init__(self, roots: _Roots, problems: Sequence):
        self.roots = roots
        self.bad_names: set[str] = set()
        self.bad_paths: set[str] = set()
        for problem in problems:
            f = Path(problem.file)
            self.bad_names.add(f.name)
            self.bad_paths.add(str(f.resolve()))

    def allows(self, paper: Paper, stored_roots: list[str]) -> bool:
        if not stored_roots or not set(stored_roots) <= self.roots.strings():
            return False  # it came (also) from somewhere this run did not look at
        if any(r in self.bad_paths for r in stored_roots):
            return False  # a path given this run could not be read at all
        for src in paper.sources:
            f = Path(src.file)
            if f.name in self.bad_names or str(f.resolve()) in self.bad_paths:
                return False
        return True
