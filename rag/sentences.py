"""Sentence-level vectors beside the Chroma store: for each paper, its chunk vectors and one late-chunked vector a
sentence (rag.embedding.onnx_runtime.embed_with_spans), int8-quantised, one SQLite row a paper.

Retrieval reads the rows of its candidate papers only (a primary-key read of a few hundred rows), scores them
exactly and mixes a paper's best sentence into its dense score (rag.retrieval.rerank). No ANN index is kept over the
sentences: a serving process holds nothing of them in memory. A row carries the paper's content hash; a row
whose hash is not the stored paper's (the paper changed since) is ignored, so a stale row can never mislead.
"""
from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

SCHEMA = """CREATE TABLE IF NOT EXISTS vectors (paper_id TEXT PRIMARY KEY, hash TEXT NOT NULL, n_chunks INTEGER NOT NULL,
dim INTEGER NOT NULL, scales BLOB NOT NULL, codes BLOB NOT NULL)"""
_BATCH = 500


@dataclass
class PaperVectors:
    hash: str
    chunks: np.ndarray  # (n_chunks, dim) float32, L2-normalised up to quantisation
    sentences: np.ndarray  # (n_sentences, dim)


def quantise(vectors: np.ndarray) -> tuple[bytes, bytes]:
    """Per-row symmetric int8: codes = round(v / scale), scale = max |v| / 127."""
    v = np.asarray(vectors, dtype=np.float32)
    scales = np.maximum(np.abs(v).max(axis=1), 1e-12) / 127.0 if len(v) else np.zeros(0, dtype=np.float32)
    codes = np.clip(np.rint(v / scales[:, None]), -127, 127).astype(np.int8) if len(v) else np.zeros((0, 0), np.int8)
    return scales.astype(np.float32).tobytes(), codes.tobytes()


def dequantise(scales: bytes, codes: bytes, dim: int) -> np.ndarray:
    s = np.frombuffer(scales, dtype=np.float32)
    return np.frombuffer(codes, dtype=np.int8).reshape(len(s), dim).astype(np.float32) * s[:, None]


def sentence_store_path(settings) -> Path:
    return Path(settings.home) / f"sentences-{settings.collection}.sqlite"


class SentenceStore:
    """The rows live in ``path`` (WAL mode: one writer, readers never blocked)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(SCHEMA)

    @classmethod
    def for_settings(cls, settings) -> "SentenceStore":
        return cls(sentence_store_path(settings))

    def _connect(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = self._local.db = sqlite3.connect(self.path, timeout=30)
        return db

    def write(self, items: Iterable[tuple[str, str, np.ndarray, np.ndarray]]) -> None:
        """(paper id, content hash, chunk vectors, sentence vectors) a paper; an existing row is replaced."""
        rows = []
        for pid, h, chunks, sentences in items:
            vecs = np.vstack([np.asarray(chunks, np.float32), np.asarray(sentences, np.float32).reshape(-1, chunks.shape[1])])
            scales, codes = quantise(vecs)
            rows.append((pid, h, len(chunks), vecs.shape[1], scales, codes))
        db = self._connect()
        with db:
            db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?, ?, ?)", rows)

    def delete(self, paper_ids: Sequence[str]) -> None:
        db = self._connect()
        with db:
            for s in range(0, len(paper_ids), _BATCH):
                part = list(paper_ids[s:s + _BATCH])
                db.execute(f"DELETE FROM vectors WHERE paper_id IN ({','.join('?' * len(part))})", part)

    def hashes(self) -> dict[str, str]:
        return dict(self._connect().execute("SELECT paper_id, hash FROM vectors"))

    def get(self, paper_ids: Sequence[str]) -> dict[str, PaperVectors]:
        out: dict[str, PaperVectors] = {}
        db = self._connect()
        ids = list(dict.fromkeys(paper_ids))
        for s in range(0, len(ids), _BATCH):
            part = ids[s:s + _BATCH]
            for pid, h, n, dim, scales, codes in db.execute(
                    f"SELECT * FROM vectors WHERE paper_id IN ({','.join('?' * len(part))})", part):
                v = dequantise(scales, codes, dim)
                out[pid] = PaperVectors(h, v[:n], v[n:])
        return out

    def count(self) -> int:
        return int(self._connect().execute("SELECT COUNT(*) FROM vectors").fetchone()[0])
