"""all-MiniLM-L6-v2 through ONNX Runtime: the same vectors as the torch path, computed faster on a CPU.

The graph (exported once by ``python -m rag.embedding.export``) takes wordpiece ids and an attention mask and returns
the mean-pooled, L2-normalised sentence vector (and, when asked, each wordpiece's vector: ``token_vectors``). Tokenisation is the model folder's own fast tokenizer with the
same 256-wordpiece window as sentence-transformers (``max_seq_length`` of the model folder).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Sequence

import numpy as np

from rag.embedding.tokens import TokenVectors
from rag.offline import go_offline
from rag.embedding.export import VARIANTS, default_onnx_dir, model_dir


class OnnxExportMissing(RuntimeError):
    """The ONNX files are not where they should be (``make install`` runs ``python -m rag.embedding.export``)."""


def _cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


class OnnxMiniLMEmbedder:
    """all-MiniLM-L6-v2 as an ONNX graph, ``variant`` one of ``rag.embedding.export.VARIANTS`` (fp32 / opt / int8)."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, batch_size: int = 64, variant: str = "opt", onnx_dir: Path | None = None,
                 threads: int | None = None):
        go_offline()
        import onnxruntime as ort
        from tokenizers import Tokenizer

        if variant not in VARIANTS:
            raise ValueError(f"unknown ONNX variant {variant!r}; available: {', '.join(VARIANTS)}")
        folder = Path(onnx_dir or default_onnx_dir())
        path = folder / VARIANTS[variant]
        if not path.is_file():
            raise OnnxExportMissing(f"{path}: ONNX model missing (run `python -m rag.embedding.export`, part of `make install`)")
        self.batch_size, self.variant, self.path = batch_size, variant, path
        self.backend = f"onnx-{variant}"
        src = model_dir()
        self._max_len = int(json.loads((src / "sentence_bert_config.json").read_text())["max_seq_length"])
        self.tokenizer = Tokenizer.from_file(str(src / "tokenizer.json"))
        # the file pads every text to a fixed 128 and truncates at 128; we want sentence-transformers' behaviour:
        # truncate at max_seq_length (256), pad each batch to its own longest text
        self.tokenizer.enable_truncation(max_length=self._max_len)
        self.tokenizer.no_padding()
        opts = ort.SessionOptions()
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        opts.intra_op_num_threads = threads or _cpu_count()
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        self.session = ort.InferenceSession(str(path), sess_options=opts, providers=["CPUExecutionProvider"])
        self._outputs = {o.name for o in self.session.get_outputs()}

    @property
    def max_seq_length(self) -> int:
        return self._max_len

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for idx, _, (vecs,) in self._batches(texts, ["embedding"]):
            out[idx] = vecs
        return out

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        """Each text's wordpieces ([CLS]/[SEP] left out) with their contextual vectors, L2-normalised."""
        if "tokens" not in self._outputs:
            raise NotImplementedError(f"{self.path}: exported without per-token vectors (run "
                                      f"`python -m rag.embedding.export --force`, part of `make install`)")
        out: list[TokenVectors | None] = [None] * len(texts)
        for idx, ids, (tokens,) in self._batches(texts, ["tokens"]):
            for row, i in enumerate(idx):
                n = int((ids[row] != 0).sum())
                out[i] = TokenVectors.of(ids[row, 1:n - 1], tokens[row, 1:n - 1])
        return out  # type: ignore[return-value]

    def embed_with_spans(self, texts: Sequence[str], spans: Sequence[Sequence[tuple[int, int]]]
                         ) -> tuple[np.ndarray, list[np.ndarray]]:
        """Each text's vector and, from the same forward pass, one vector per character span of it (late chunking:
        the span's wordpiece vectors, which saw the whole text, mean-pooled and L2-normalised). A span the encoder
        window cut off entirely gets a zero vector."""
        vectors = np.empty((len(texts), self.dim), dtype=np.float32)
        pooled: list[np.ndarray] = [np.zeros((len(s), self.dim), dtype=np.float32) for s in spans]
        for idx, encodings, (vecs, tokens) in self._batches(texts, ["embedding", "tokens"], with_encodings=True):
            vectors[idx] = vecs
            for row, i in enumerate(idx):
                pooled[i] = pool_spans(encodings[row].offsets, tokens[row], spans[i], self.dim)
        return vectors, pooled

    def _batches(self, texts: Sequence[str], outputs: list[str], with_encodings: bool = False):
        """(text indices, padded wordpiece ids, the graph's ``outputs``) per batch, longest texts first, like
        sentence-transformers: batches of similar length waste little on padding."""
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(encodings)), key=lambda i: -len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            width = max(len(encodings[i].ids) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for row, i in enumerate(idx):
                n = len(encodings[i].ids)
                ids[row, :n] = encodings[i].ids
                mask[row, :n] = 1
            result = self.session.run(outputs, {"input_ids": ids, "attention_mask": mask})
            yield idx, ([encodings[i] for i in idx] if with_encodings else ids), result


def pool_spans(offsets, tokens: np.ndarray, spans: Sequence[tuple[int, int]], dim: int) -> np.ndarray:
    """Mean of the wordpiece vectors whose characters lie in each (start, end) span, L2-normalised; special tokens
    (offset (0, 0)) are left out."""
    starts = np.fromiter((o[0] for o in offsets), dtype=np.int64, count=len(offsets))
    ends = np.fromiter((o[1] for o in offsets), dtype=np.int64, count=len(offsets))
    real = ends > starts
    out = np.zeros((len(spans), dim), dtype=np.float32)
    for n, (a, b) in enumerate(spans):
        inside = real & (starts >= a) & (ends <= b)
        if inside.any():
            v = tokens[:len(offsets)][inside].mean(axis=0)
            out[n] = v / max(float(np.linalg.norm(v)), 1e-9)
    return out
