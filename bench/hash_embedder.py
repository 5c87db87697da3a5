"""A fast deterministic stand-in for MiniLM, for benchmarks of the STORE and PIPELINE only (not of the encoder).

Each word gets a fixed pseudo-random Gaussian direction (seeded by a hash of the word); a text's vector is the
sum of its (non-stop) words' directions (a random projection of its bag of words), L2-normalised. Same dimension as MiniLM,
so Chroma stores and searches exactly the same amount of data; texts sharing words land near each other, so
nearest-neighbour search has real structure to find.
"""
from __future__ import annotations

import hashlib
import re
import threading
from typing import Sequence

import numpy as np

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("a an and are as at be by for from has have in is it its of on or that the their this to we with "
                  "which while without our than into over under using both".split())


class HashEmbedder:
    name = "hash-random-projection"

    def __init__(self, dim: int = 384):
        self.dim = dim
        self._rows: dict[str, int] = {}
        self._matrix = np.zeros((1024, dim), dtype=np.float32)
        self._lock = threading.Lock()

    def _row(self, word: str) -> int:
        row = self._rows.get(word)
        if row is None:
            row = len(self._rows)
            if row == len(self._matrix):
                self._matrix = np.concatenate([self._matrix, np.zeros_like(self._matrix)])
            seed = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
            self._matrix[row] = np.random.default_rng(seed).standard_normal(self.dim, dtype=np.float32)
            self._rows[word] = row
        return row

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        with self._lock:
            for i, text in enumerate(texts):
                rows = [self._row(w) for w in _WORD.findall(text.lower()) if w not in _STOP]
                if not rows:
                    continue
                ids, counts = np.unique(np.asarray(rows), return_counts=True)
                out[i] = counts.astype(np.float32) @ self._matrix[ids]
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms
