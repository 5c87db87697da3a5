"""The public API: the facade the CLI and the UI drive the library through (the eval harness and the benchmarks
use it too; benchmarks that measure one part, such as the store at scale, open that part directly).

    lc = Litchat(load_settings())
    lc.ingest()                          # seeds/ -> Chroma, incremental
    hits = lc.search("fairness in medical imaging", k=5)
    answer = lc.ask("Which papers benchmark fairness?")
    for event in lc.ask_stream(question, history):   # str deltas, then one final Answer
        ...

Heavy parts (embedding model, store, BM25 index, generators) load lazily, once per Litchat.
"""
from __future__ import annotations

import threading
import time
from functools import cached_property
from pathlib import Path
from typing import Iterator, Sequence

from rag.answer.chain import AnswerChain
from rag.chats import ChatStore
from rag.corpus.loader import load_corpus
from rag.corpus.problems import CorpusResult
from rag.corpus.streaming import scan_corpus
from rag.embedding.encoders import embedder_for
from rag.ingest import run_ingest, run_rebuild
from rag.records import Answer, AnswerMode, Filters, History, Paper, PaperHit
from rag.retrieval import build_retriever
from rag.settings import Settings
from rag.retrieval.catalog import catalog_cache_for
from rag.store import open_store

REVISION_CHECK_S = 1.0  # how often a question re-reads the store's revision (one small read)


class QuestionTooLong(ValueError):
    """A question over ``settings.max_question_chars``: refused before it reaches the embedder or a model."""


class Litchat:
    def __init__(self, settings: Settings):
        self.settings = settings
        self._lock = threading.RLock()
        self._reload_lock = threading.Lock()
        self._seen: tuple[str, int] | None = None  # (store revision, store.local_writes) this process knows
        self._checked_at = 0.0

    # --- parts ------------------------------------------------------------------------------------------------
    @cached_property
    def embedder(self):
        return embedder_for(self.settings)

    @cached_property
    def store(self):
        store = open_store(self.settings)
        self._seen = (store.revision(), store.local_writes)
        return store

    @cached_property
    def retriever(self):
        return build_retriever(self.settings, self.store, self.embedder)

    @cached_property
    def chain(self):
        return AnswerChain(self.settings, self.retriever, self.embedder)

    @cached_property
    def chats(self):
        """Saved conversations (<home>/chats.sqlite): every answered turn committed as it happens."""
        return ChatStore(self.settings.home / "chats.sqlite")

    # --- corpus & index ---------------------------------------------------------------------------------------
    def ingest(self, paths: Sequence[Path] | None = None, progress: bool = False,
               field_map: dict[str, str] | None = None):
        """Sync the store with the corpus files under ``paths`` (default: seeds_dir). Returns an IngestReport.
        ``field_map`` ({"abstract": "text"}) names the JSON keys / CSV columns our fields are read from."""

        with self._lock:
            report = run_ingest(self.settings, list(paths or [self.settings.seeds_dir]),
                                store=self.store, embedder=lambda: self.embedder, progress=progress,
                                field_map=field_map)  # loads the model only if something needs embedding
            self.__dict__.pop("retriever", None)  # BM25 etc. rebuilt on next use
            self.__dict__.pop("chain", None)
            return report

    def rebuild(self, paths: Sequence[Path] | None = None, progress: bool = False,
                field_map: dict[str, str] | None = None):
        """`ingest --rebuild`: every paper embedded again into a store built beside the old one and swapped in when
        complete (the old one is served until then). Returns an IngestReport."""
        with self._lock:
            report = run_rebuild(self.settings, list(paths or [self.settings.seeds_dir]),
                                 embedder=lambda: self.embedder, progress=progress, field_map=field_map)
            for stale in ("store", "retriever", "chain"):
                self.__dict__.pop(stale, None)
            return report

    def check_corpus(self, paths: Sequence[Path] | None = None, progress: bool = False,
                     field_map: dict[str, str] | None = None):
        """Parse and merge the corpus without embedding or touching the store (`litchat ingest --dry-run`):
        a CorpusScan with papers, records, duplicates merged, per-file formats and counts, and every problem."""

        return scan_corpus(list(paths or [self.settings.seeds_dir]), self.settings.max_file_bytes, field_map,
                           progress=progress)

    def papers(self) -> list[Paper]:
        self.follow_store()
        return self.store.all_papers()

    def seed_papers(self) -> CorpusResult:
        """The seeds folder parsed (not stored): what `litchat papers` lists while the store is empty."""
        return load_corpus([self.settings.seeds_dir], max_file_bytes=self.settings.max_file_bytes)

    def build_search_index(self) -> None:
        """Build the search catalog (records, BM25, author/title names) now, not at the first question."""
        catalog_cache_for(self.settings, self.store).get()

    def store_revision(self) -> str:
        """Changes whenever any process writes the store (for views that cache what they show)."""
        return self.store.revision()

    def paper_embeddings(self):
        """(paper ids, one vector a paper) for the corpus map."""
        return self.store.paper_embeddings()

    def warm_up(self) -> None:
        """Load the embedder, BM25 and the answer chain (its act reader trained or loaded) once, before the first
        user (and before sessions race)."""
        self.search("warm up", k=1)
        if self.chain.act_reader is not None:
            self.chain.act_reader.heads()

    def calibrate_claims(self) -> None:
        """Calibrate claim abstention on this store (slow the first time; cached with the store)."""
        self.chain.judge.calibration()

    def is_empty(self) -> bool:
        return self.paper_count() == 0

    def paper_count(self) -> int:
        """Papers in the store now, another process's ingest included (for the chat's header)."""
        self.follow_store()
        return self.store.count_papers()

    def follow_store(self) -> None:
        """See the store as it is: notice, at most once every REVISION_CHECK_S, that another process changed it
        (its revision moved without a write of ours) and reload what is stale, without blocking answers in flight.

        On a Chroma server every process sees the same data; the retriever's catalog follows the revision on its
        own. The embedded store is the stale part: this process's Chroma keeps the vector segments it loaded, so a
        new store object is opened (reading them from disk) and the retriever and chain on top of it are dropped;
        the next question builds them anew (the new catalog is opened from the files the ingest wrote), questions
        in flight finish with the objects they hold."""
        store = self.__dict__.get("store")
        now = time.monotonic()
        if store is None or now - self._checked_at < REVISION_CHECK_S or not self._reload_lock.acquire(blocking=False):
            return
        try:
            self._checked_at = now
            revision, writes = store.revision(), store.local_writes
            seen = self._seen
            self._seen = (revision, writes)
            if seen is None or revision == seen[0] or writes != seen[1] or self.settings.chroma_url:
                return  # unchanged, our own write (our segments are current), or a server (nothing held here)

            fresh = open_store(self.settings, fresh=True)
            self._seen = (fresh.revision(), fresh.local_writes)
            self.__dict__["store"] = fresh
            self.__dict__.pop("retriever", None)
            self.__dict__.pop("chain", None)
        finally:
            self._reload_lock.release()

    # --- retrieval & answers ----------------------------------------------------------------------------------
    def search(self, query: str, k: int | None = None, filters: Filters | None = None,
               retriever: str | None = None) -> list[PaperHit]:
        self.check_question(query)
        self.follow_store()
        return self.retriever.search(query, k=k or self.settings.k, filters=filters, retriever=retriever)

    def ask(self, question: str, history: History | None = None, filters: Filters | None = None,
            generator: str | None = None, mode: AnswerMode = "answer", abstain: bool = True) -> Answer:
        final = None
        for event in self.ask_stream(question, history, filters, generator, mode, abstain):
            if isinstance(event, Answer):
                final = event
        assert final is not None
        return final

    def ask_stream(self, question: str, history: History | None = None, filters: Filters | None = None,
                   generator: str | None = None, mode: AnswerMode = "answer", abstain: bool = True
                   ) -> Iterator[str | Answer]:
        """Yields text deltas as the generator produces them, then the checked final Answer (always last).

        A question over the length limit yields only a refusal Answer (abstained, with a notice saying why).
        ``abstain=False`` answers from the retrieved papers even when the chain would abstain ("answer anyway");
        the relevance figures still say what it would have decided."""
        try:
            self.check_question(question)
        except QuestionTooLong as e:
            yield Answer(question=question[:200], text=str(e), citations=[], sentences=[], abstained=True,
                         generator="none", mode=mode, notice=str(e))
            return
        self.follow_store()
        yield from self.chain.stream(question, history or [], filters, generator or self.settings.generator, mode,
                                     abstain=abstain)

    def check_question(self, question: str) -> None:
        """Raises QuestionTooLong (a clear one-line message) when ``question`` is over the configured limit."""
        limit = self.settings.max_question_chars
        if len(question) > limit:
            raise QuestionTooLong(f"question refused: it is {len(question):,} characters long and the limit is "
                                  f"{limit:,} (LITCHAT_MAX_QUESTION_CHARS); please shorten it")

    def generator_status(self, name: str | None = None) -> tuple[bool, str]:
        """(usable, message) for a generator, e.g. whether its server answers."""
        return self.chain.status(name or self.settings.generator)
