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
from typing import Callable, Iterable, Iterator, Sequence

import numpy as np

from rag.chunking import Chunk, chunk_paper
from rag.embedding.encoders import get_embedder
from rag.embedding.lazy import EmbedderLike, LazyEmbedder
from rag.corpus.streaming import PaperStream, scan_corpus
from rag.records import Paper
from rag.retrieval.spans import chunk_spans
from rag.sentences import SentenceStore
from rag.settings import Settings
from rag.store import PaperState, PaperStore, Rebuild, drop_strays, sources_key, writer_lock
from rag.store.checkpoints import checkpoint
from rag.ingest_scope import RemovalScope, Roots


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




def run_ingest(settings: Settings, paths: Sequence[Path], store: PaperStore, embedder: EmbedderLike,
               progress: bool = False, field_map: dict[str, str] | None = None) -> IngestReport:
    """Parse the corpus files under ``paths`` and sync the store with them.

    Two passes over the files, so a corpus of any size ingests in bounded memory: a scan keeps only compact merge
    keys (and finds every problem before anything is removed), then the papers stream into the batched sync."""

    started = time.perf_counter()
    paths = [Path(p) for p in paths]
    scan = scan_corpus(paths, max_file_bytes=settings.max_file_bytes, field_map=field_map, progress=progress)
    roots = Roots(paths)
    scope = RemovalScope(roots, scan.problems)
    report = _sync(settings, PaperStream(scan), store, embedder, progress, roots_of=roots.of,
                   removable=scope.allows)
    report.problems = list(scan.problems)
    report.seconds = time.perf_counter() - started
    return report


def run_rebuild(settings: Settings, paths: Sequence[Path], embedder: EmbedderLike, progress: bool = False,
                field_map: dict[str, str] | None = None) -> IngestReport:
    """`ingest --rebuild`: every paper embedded again into a new store built beside the old one, swapped in when
    complete (rag.store.rebuild). Interrupted or failed, the old store is served as it was."""
    with writer_lock(settings):
        rebuild = Rebuild.begin(settings)
        try:
            report = run_ingest(settings, paths, rebuild.store, embedder, progress=progress, field_map=field_map)
        except BaseException:
            rebuild.abandon()
            raise
        rebuild.finish()
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
    """One writer at a time (rag.store.lock): a second one is refused with the first one named."""
    with writer_lock(settings):
        drop_strays(store)  # collections an interrupted rebuild left
        return _sync_locked(settings, papers, store, embedder, progress, roots_of, removable)


def _sync_locked(settings: Settings, papers: Iterable[Paper], store: PaperStore, embedder: EmbedderLike,
                 progress: bool, roots_of: Callable[[Paper], list[str]],
                 removable: Callable[[Paper, list[str]], bool] | None) -> IngestReport:
    report = IngestReport()
    repaired = set(store.repair())  # an interrupted run's half-written papers: dropped, written again below
    fingerprint, body_fingerprint = settings.index_fingerprint(), settings.body_fingerprint()
    # compact: hash (or "" when built under another fingerprint), sources_key, roots a paper
    stored: dict[str, PaperState] = {
        pid: PaperState(st.current_hash(fingerprint, body_fingerprint), "", 0, st.sources_key, st.roots)
        for pid, st in store.iter_record_states()}
    lazy = LazyEmbedder(embedder)
    body = _body_embedder(settings) or lazy
    sentences = SentenceStore.for_settings(settings) if settings.sentence_vectors else None
    # papers stored before sentence vectors existed get their row on this run (re-embedded once)
    with_sentences = sentences.hashes() if sentences is not None else None
    seen: set[str] = set()
    refresh: list[tuple[Paper, list[str]]] = []

    total = len(papers) if hasattr(papers, "__len__") else None
    bar = None  # shown once there is something to embed (a warm run prints no bar)
    interrupted = _InterruptFlag()
    writer = _BackgroundWriter(store, interrupted)
    try:
        for batch in paper_batches(papers, settings.ingest_batch_papers):
            todo, replace = _sort_batch(batch, seen, stored, with_sentences, roots_of, report, refresh)
            if todo:
                if bar is None:
                    bar = _progress_bar(progress, total, done=len(seen) - len(batch))
                _embed_and_write(settings, todo, replace, writer, (lazy, body), roots_of, report, sentences)
            if bar is not None:
                bar.update(len(batch))
            checkpoint(f"batch {len(seen)}")
        writer.wait()
        if interrupted.is_set():  # Ctrl-C came during the last batch's write: that batch is complete, stop here
            raise KeyboardInterrupt
        report.repaired = len(repaired & {pid for pid in seen})
        if refresh:
            store.update_records(refresh)
        if removable is not None:
            _remove_missing(store, stored, seen, removable, sentences, report)
    finally:
        interrupted.restore()
        writer.close()
        if bar is not None:
            bar.close()
    report.embed_seconds = lazy.seconds + (body.seconds if body is not lazy else 0.0)
    report.papers_total = store.count_papers()
    return report


def _sort_batch(batch: Iterable[Paper], seen: set[str], stored: dict[str, PaperState],
                with_sentences: dict[str, str] | None, roots_of: Callable[[Paper], list[str]],
                report: IngestReport, refresh: list[tuple[Paper, list[str]]]) -> tuple[list[Paper], list[str]]:
    """A batch's papers sorted by what they need: (to embed, of those the ids to replace); papers whose text is
    unchanged but whose sources moved go on ``refresh``; the report counts each kind."""
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
        elif known.hash != paper.content_hash() or (  # changed, or built under another fingerprint
                with_sentences is not None and with_sentences.get(paper.id) != known.hash):
            report.updated += 1
            todo.append(paper)
            replace.append(paper.id)
        else:
            report.unchanged += 1
            roots = roots_of(paper)
            if known.sources_key != sources_key(paper) or list(known.roots) != roots:
                refresh.append((paper, roots))
    return todo, replace


def _remove_missing(store: PaperStore, stored: dict[str, PaperState], seen: set[str],
                    removable: Callable[[Paper, list[str]], bool], sentences, report: IngestReport) -> None:
    """Stored papers this run did not see: removed when ``removable`` says their sources are gone, else kept."""
    missing = [pid for pid in stored if pid not in seen]
    doomed = [p.id for p in store.get_papers(missing) if removable(p, list(stored[p.id].roots))]
    store.delete_papers(doomed)
    if sentences is not None:
        sentences.delete(doomed)
    report.removed = len(doomed)
    report.kept = len(missing) - len(doomed)


def _body_embedder(settings: Settings) -> LazyEmbedder | None:
    """The encoder for full-text body chunks when it is another graph than the main one (loaded on first use)."""
    variant = settings.body_onnx_variant()
    if variant is None:
        return None
    return LazyEmbedder(lambda: get_embedder(settings.embed_model, settings.embed_batch_size, "onnx", variant,
                                             settings.embed_onnx_dir))


def _is_body(paper: Paper, chunk: Chunk) -> bool:
    return bool(paper.body) and chunk.section != "Abstract"


def _encode(chunks: list[Chunk], body_flags: list[bool], encoders: tuple["LazyEmbedder", "LazyEmbedder"],
            with_spans: bool) -> tuple[np.ndarray, list[np.ndarray] | None]:
    """Chunk vectors (and late-chunked sentence vectors when ``with_spans``): abstracts and abstract-only papers
    through the main encoder, full-text body chunks through the body encoder (the same one unless configured)."""
    main, body = encoders
    if body is not main and not str(getattr(main.inner, "backend", "")).startswith("onnx"):
        body = main  # a caller's own encoder (a test's, a benchmark's hash vectors): it reads everything
    groups = [(main, [i for i, b in enumerate(body_flags) if not b or body is main]),
              (body, [i for i, b in enumerate(body_flags) if b and body is not main])]
    vectors: np.ndarray | None = None
    pooled: list[np.ndarray] | None = [None] * len(chunks) if with_spans else None  # type: ignore[list-item]
    for encoder, idx in groups:
        if not idx:
            continue
        texts = [chunks[i].embed_text for i in idx]
        if with_spans:
            vecs, spans = encoder.embed_with_spans(texts, [chunk_spans(chunks[i].embed_text, chunks[i].text) for i in idx])
            for i, p in zip(idx, spans):
                pooled[i] = p  # type: ignore[index]
        else:
            vecs = encoder.embed(texts)
        if vectors is None:
            vectors = np.zeros((len(chunks), vecs.shape[1]), dtype=np.float32)
        vectors[idx] = vecs
    return vectors if vectors is not None else np.zeros((0, 0), dtype=np.float32), pooled


def _embed_and_write(settings: Settings, papers: list[Paper], replace: list[str], writer: "_BackgroundWriter",
                     encoders: tuple["LazyEmbedder", "LazyEmbedder"], roots_of: Callable[[Paper], list[str]],
                     report: IngestReport, sentences: SentenceStore | None = None) -> None:
    """The batch's chunks encoded (abstracts by the main encoder, full-text bodies by the body encoder; the
    sentence vectors too, from the same pass, when the encoder can), then one batched write (in the background,
    while the next batch is being encoded)."""
    main = encoders[0]
    per_paper: list[list[Chunk]] = [
        chunk_paper(p, settings.chunk_tokens, settings.chunk_overlap, fits=main.fits) for p in papers]
    chunks_flat = [c for chunks in per_paper for c in chunks]
    flags = [_is_body(p, c) for p, chunks in zip(papers, per_paper) for c in chunks]
    vectors, pooled = _encode(chunks_flat, flags, encoders, sentences is not None and main.has_spans)
    items = []
    rows = []
    at = 0
    for paper, chunks in zip(papers, per_paper):
        items.append((paper, chunks, vectors[at:at + len(chunks)], roots_of(paper)))
        if sentences is not None:  # an encoder without token vectors: the row holds the chunk vectors only
            spans = np.vstack([p[np.linalg.norm(p, axis=1) > 0] for p in pooled[at:at + len(chunks)]]) \
                if pooled is not None else np.zeros((0, vectors.shape[1]), dtype=np.float32)
            rows.append((paper.id, paper.content_hash(), vectors[at:at + len(chunks)], spans))
        at += len(chunks)
    if rows:  # before the store commits the papers: a row whose paper never commits is ignored (hash check)
        sentences.write(rows)
    writer.write(items, replace)
    report.embedded_chunks += len(chunks_flat)
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




BODY_CHARS_PER_BATCH = 1_000_000  # full-text papers: a batch also ends at this much body text (~300 chunks)


def paper_batches(items: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    """Batches of ``size`` papers, cut earlier when their full text (PDFs) passes BODY_CHARS_PER_BATCH, so a
    folder of PDFs is written (and survives an interruption) every few papers, with bounded memory."""
    batch: list[Paper] = []
    body = 0
    for item in items:
        batch.append(item)
        body += sum(len(s.text) for s in item.body)
        if len(batch) >= size or body >= BODY_CHARS_PER_BATCH:
            yield batch
            batch = []
            body = 0
    if batch:
        yield batch


def _progress_bar(progress: bool, total: int | None, done: int = 0):
    if not progress:
        return None
    from tqdm import tqdm

    return tqdm(total=total, initial=max(done, 0), unit="paper", desc="ingest", file=sys.stderr, leave=False,
                dynamic_ncols=True)
