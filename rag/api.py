"""The public API. The CLI, the UI, the eval harness and the benchmarks call only this.

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
from functools import cached_property
from pathlib import Path
from typing import Iterator, Sequence

from rag.offline import go_offline
from rag.records import Answer, Filters, Paper, PaperHit
from rag.settings import Settings

History = list[dict]  # [{"role": "user"|"assistant", "content": str}, ...] (Gradio's messages format)


class QuestionTooLong(ValueError):
    """A question over ``settings.max_question_chars``: refused before it reaches the embedder or a model."""


class Litchat:
    def __init__(self, settings: Settings):
        go_offline()
        self.settings = settings
        self._lock = threading.RLock()

    # --- parts ------------------------------------------------------------------------------------------------
    @cached_property
    def embedder(self):
        from rag.embedding import as_llama_index, embedder_for
        from rag.offline import configure_llama_index

        emb = embedder_for(self.settings)
        configure_llama_index(as_llama_index(emb))
        return emb

    @cached_property
    def store(self):
        from rag.store import open_store

        return open_store(self.settings)

    @cached_property
    def retriever(self):
        from rag.retrieval import build_retriever

        return build_retriever(self.settings, self.store, self.embedder)

    @cached_property
    def chain(self):
        from rag.answer.chain import AnswerChain

        return AnswerChain(self.settings, self.retriever, self.embedder)

    # --- corpus & index ---------------------------------------------------------------------------------------
    def ingest(self, paths: Sequence[Path] | None = None, progress: bool = False,
               field_map: dict[str, str] | None = None):
        """Sync the store with the corpus files under ``paths`` (default: seeds_dir). Returns an IngestReport.
        ``field_map`` ({"abstract": "text"}) names the JSON keys / CSV columns our fields are read from."""
        from rag.ingest import run_ingest

        with self._lock:
            report = run_ingest(self.settings, list(paths or [self.settings.seeds_dir]),
                                store=self.store, embedder=lambda: self.embedder, progress=progress,
                                field_map=field_map)  # loads the model only if something needs embedding
            self.__dict__.pop("retriever", None)  # BM25 etc. rebuilt on next use
            self.__dict__.pop("chain", None)
            return report

    def check_corpus(self, paths: Sequence[Path] | None = None, progress: bool = False,
                     field_map: dict[str, str] | None = None):
        """Parse and merge the corpus without embedding or touching the store (`litchat ingest --dry-run`):
        a CorpusScan with papers, records, duplicates merged, per-file formats and counts, and every problem."""
        from rag.corpus.streaming import scan_corpus

        return scan_corpus(list(paths or [self.settings.seeds_dir]), self.settings.max_file_bytes, field_map,
                           progress=progress)

    def papers(self) -> list[Paper]:
        return self.store.all_papers()

    def is_empty(self) -> bool:
        return self.store.count_papers() == 0

    # --- retrieval & answers ----------------------------------------------------------------------------------
    def search(self, query: str, k: int | None = None, filters: Filters | None = None,
               retriever: str | None = None) -> list[PaperHit]:
        self.check_question(query)
        return self.retriever.search(query, k=k or self.settings.k, filters=filters, mode=retriever)

    def ask(self, question: str, history: History | None = None, filters: Filters | None = None,
            generator: str | None = None, mode: str = "answer") -> Answer:
        final = None
        for event in self.ask_stream(question, history, filters, generator, mode):
            if isinstance(event, Answer):
                final = event
        assert final is not None
        return final

    def ask_stream(self, question: str, history: History | None = None, filters: Filters | None = None,
                   generator: str | None = None, mode: str = "answer") -> Iterator[str | Answer]:
        """Yields text deltas as the generator produces them, then the checked final Answer (always last).

        A question over the length limit yields only a refusal Answer (abstained, with a notice saying why)."""
        try:
            self.check_question(question)
        except QuestionTooLong as e:
            yield Answer(question=question[:200], text=str(e), citations=[], sentences=[], abstained=True,
                         generator="none", mode=mode, notice=str(e))
            return
        yield from self.chain.stream(question, history or [], filters, generator or self.settings.generator, mode)

    def check_question(self, question: str) -> None:
        """Raises QuestionTooLong (a clear one-line message) when ``question`` is over the configured limit."""
        limit = self.settings.max_question_chars
        if len(question) > limit:
            raise QuestionTooLong(f"question refused: it is {len(question):,} characters long and the limit is "
                                  f"{limit:,} (LITCHAT_MAX_QUESTION_CHARS); please shorten it")

    def generator_status(self, name: str | None = None) -> tuple[bool, str]:
        """(usable, message) for a generator, e.g. whether its server answers."""
        return self.chain.status(name or self.settings.generator)
