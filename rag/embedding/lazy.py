"""The embedder an ingest uses: loaded only when something must be embedded (a warm re-ingest never pays for it),
timing its calls, and telling whether a text fits the encoder's window."""
from __future__ import annotations

import time
from typing import Callable

import numpy as np

from rag.embedding.encoders import Embedder

# an Embedder, or a zero-argument callable returning one (the model then loads only when something needs embedding)
EmbedderLike = Embedder | Callable[[], Embedder]


class LazyEmbedder:
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
    def has_spans(self) -> bool:
        return hasattr(self.inner, "embed_with_spans")

    def embed_with_spans(self, texts: list[str], spans) -> tuple[np.ndarray, list[np.ndarray]]:
        t = time.perf_counter()
        out = self.inner.embed_with_spans(texts, spans)
        self.seconds += time.perf_counter() - t
        return out

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
