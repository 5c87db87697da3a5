"""Per-wordpiece contextual vectors of a text, for token-level alignment (rag/answer/evidence/alignment.py)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class TokenVectors:
    ids: np.ndarray  # wordpiece ids, [CLS] and [SEP] left out
    vecs: np.ndarray  # (len(ids), dim) float32, each row L2-normalised

    @classmethod
    def of(cls, ids, vecs) -> "TokenVectors":
        vecs = np.asarray(vecs, dtype=np.float32)
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        return cls(np.asarray(ids, dtype=np.int64), vecs / np.maximum(norms, 1e-9))

    def __len__(self) -> int:
        return len(self.ids)
