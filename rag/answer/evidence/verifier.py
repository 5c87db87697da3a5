"""The evidence model: (claim or answer sentence, evidence sentence) -> P(SUPPORT), P(CONTRADICT), P(NEUTRAL).

A cross-encoder fine-tuned from the packaged all-MiniLM-L6-v2 by ``scripts/train_verifier.py`` on SciFact's train
claims, shipped as ONNX in ``verifier_model/`` with ``verifier.json`` (training data, seed, metrics, the
temperature that calibrates its probabilities). Loaded offline with onnxruntime, like the encoder; the tokenizer is
the MiniLM package's own, the pair encoded as ``[CLS] claim [SEP] evidence [SEP]``.
"""
from __future__ import annotations

import json
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

import numpy as np

from rag.embedding.export import model_dir
from rag.offline import go_offline

MODEL_DIR = Path(__file__).resolve().parent / "verifier_model"
LABELS = ("SUPPORT", "CONTRADICT", "NEUTRAL")
CACHE_PAIRS = 20_000  # judged pairs kept in memory (~100 bytes of key text each, a few MB)


def calibrated(logits: np.ndarray, temperature: float) -> np.ndarray:
    """Temperature-scaled probabilities of logits (rows: SUPPORT, CONTRADICT, NEUTRAL)."""
    z = logits / temperature
    z = np.exp(z - z.max(1, keepdims=True))
    return z / z.sum(1, keepdims=True)


class VerifierMissing(RuntimeError):
    """The shipped model file is not where it should be."""


@dataclass(frozen=True)
class Judgement:
    support: float
    contradict: float
    neutral: float

    @property
    def label(self) -> str:
        return LABELS[int(np.argmax([self.support, self.contradict, self.neutral]))]

    @property
    def evidence(self) -> float:
        """How strongly the evidence speaks to the claim either way."""
        return self.support + self.contradict


class Verifier:
    def __init__(self, path: Path | None = None, temperature: float | None = None, max_len: int | None = None,
                 threads: int | None = None, batch_size: int = 32):
        go_offline()
        import onnxruntime as ort
        from tokenizers import Tokenizer

        meta = _meta(MODEL_DIR)
        path = Path(path or MODEL_DIR / meta.get("file", "model.onnx"))
        if not path.is_file():
            raise VerifierMissing(f"{path}: evidence model missing (train it: scripts/train_verifier.py)")
        self.path, self.batch_size = path, batch_size
        self.fingerprint = f"verifier-{meta.get('date', '?')}-{meta.get('seed', '?')}-{path.stat().st_size}"
        self.temperature = float(temperature or meta.get("temperature", 1.0))
        self.tokenizer = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=int(max_len or meta.get("max_len", 160)), strategy="longest_first")
        self.tokenizer.no_padding()
        opts = ort.SessionOptions()
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        opts.intra_op_num_threads = threads or min(2, len(os.sched_getaffinity(0)))
        opts.inter_op_num_threads = 1
        self.session = ort.InferenceSession(str(path), sess_options=opts, providers=["CPUExecutionProvider"])
        self._cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def logits(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        out = np.zeros((len(pairs), len(LABELS)), dtype=np.float32)
        if not pairs:
            return out
        encs = self.tokenizer.encode_batch([(a or "-", b or "-") for a, b in pairs])
        order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            width = max(len(encs[i].ids) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            types = np.zeros_like(ids)
            for r, i in enumerate(idx):
                n = len(encs[i].ids)
                ids[r, :n], types[r, :n] = encs[i].ids, encs[i].type_ids
            feed = {"input_ids": ids, "attention_mask": (ids != 0).astype(np.int64), "token_type_ids": types}
            out[idx] = self.session.run(["logits"], feed)[0]
        return out

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Calibrated probabilities, one row per pair (SUPPORT, CONTRADICT, NEUTRAL); pairs judged before come from
        a bounded in-memory cache (a claim asked again, the calibration's probes, an answer re-checked)."""
        with self._lock:
            missing = list(dict.fromkeys(p for p in pairs if p not in self._cache))
        fresh: dict[tuple[str, str], np.ndarray] = {}
        if missing:
            fresh = dict(zip(missing, calibrated(self.logits(missing), self.temperature)))
            with self._lock:
                self._cache.update(fresh)
                while len(self._cache) > CACHE_PAIRS:
                    self._cache.popitem(last=False)
        with self._lock:
            rows = [fresh[p] if p in fresh else self._cache[p] for p in pairs]
        return np.array(rows, dtype=np.float32).reshape(len(pairs), len(LABELS))

    def forget(self) -> None:
        """Empty the cache of judged pairs (a benchmark timing the model itself)."""
        with self._lock:
            self._cache.clear()

    def judge(self, pairs: Sequence[tuple[str, str]]) -> list[Judgement]:
        return [Judgement(*map(float, row)) for row in self.probabilities(pairs)]


def _meta(folder: Path) -> dict:
    path = folder / "verifier.json"
    return json.loads(path.read_text()) if path.is_file() else {}


def available() -> bool:
    meta = _meta(MODEL_DIR)
    return bool(meta) and (MODEL_DIR / meta.get("file", "model.onnx")).is_file()


@lru_cache(maxsize=1)
def shared() -> Verifier:
    """One session per process (the model is ~20 MB; sessions are thread-safe for run())."""
    return Verifier()


def configured(on: bool) -> Verifier | None:
    """The shared evidence model when ``on`` (for the use settings.evidence_model asks for) and shipped, else None."""
    return shared() if on and available() else None
