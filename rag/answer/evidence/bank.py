"""Abstract sentences and their embeddings, computed once per paper and shared by the extractive generator and the
answer check (warm answers then embed only the question and the new sentences).

With ``cache_path`` the per-paper sentence vectors also persist in a small SQLite file (keyed by embedding model,
paper id and abstract hash), so a new process (e.g. each `litchat ask`) starts warm.
"""
from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path

import numpy as np

from rag.embedding.tokens import TokenVectors
from rag.records import Paper
from rag.text.sentences import sentences

log = logging.getLogger(__name__)


class SentenceBank:
    def __init__(self, embedder, cache_path: Path | None = None, max_texts: int = 50_000, max_token_texts: int = 1_000):
        self.embedder = embedder
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._tokens: OrderedDict[str, TokenVectors] = OrderedDict()  # per-wordpiece vectors: ~55 KB a sentence
        self._max_tokens = max_token_texts
        self._tokens_unavailable = not callable(getattr(embedder, "token_vectors", None))
        self._sentences: dict[str, list[str]] = {}
        self._max = max_texts
        self._lock = threading.Lock()
        self._db = _open_cache(cache_path) if cache_path else None

    def embed(self, texts: list[str]) -> np.ndarray:
        """Normalised vectors for ``texts``; cached by exact text."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        if missing:
            self._remember(missing, self.embedder.embed(missing))
        with self._lock:
            out = [self._vectors.get(t) for t in texts]
        if any(v is None for v in out):  # evicted meanwhile (huge batch): embed directly
            return self.embedder.embed(texts)
        return np.stack(out) if out else np.zeros((0, self.embedder.dim), dtype=np.float32)

    def token_vectors(self, texts: list[str]) -> list[TokenVectors] | None:
        """Per-wordpiece vectors of ``texts`` (a small in-memory cache by exact text), or None when the embedder
        has none (e.g. the benchmarks' hash embedder, or an ONNX export without them)."""
        if self._tokens_unavailable:
            return None
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._tokens))
        fresh: dict[str, TokenVectors] = {}
        if missing:
            try:
                fresh = dict(zip(missing, self.embedder.token_vectors(missing)))
            except NotImplementedError as e:
                log.warning("%s; claim evidence falls back to sentence similarity", e)
                self._tokens_unavailable = True
                return None
            with self._lock:
                self._tokens.update(fresh)
                while len(self._tokens) > self._max_tokens:
                    self._tokens.popitem(last=False)
        with self._lock:
            out = [fresh[t] if t in fresh else self._tokens.get(t) for t in texts]
        gone = [i for i, tv in enumerate(out) if tv is None]  # evicted meanwhile (a huge batch): compute again
        if gone:
            for i, tv in zip(gone, self.embedder.token_vectors([texts[i] for i in gone])):
                out[i] = tv
        return out  # type: ignore[return-value]

    def _remember(self, texts: list[str], vecs: np.ndarray) -> None:
        with self._lock:
            for t, v in zip(texts, vecs):
                self._vectors[t] = v
            while len(self._vectors) > self._max:
                self._vectors.popitem(last=False)

    def sentences_of(self, paper: Paper) -> list[str]:
        key = self._key(paper)  # id + abstract hash: an edited abstract is split again
        if key not in self._sentences:
            found = [s for s in sentences(paper.abstract) if len(s.split()) >= 3]
            self._sentences[key] = found or [paper.abstract.strip() or paper.display_title]
        return self._sentences[key]

    def paper_sentences(self, paper: Paper) -> tuple[list[str], np.ndarray]:
        sents = self.sentences_of(paper)
        with self._lock:
            warm = all(s in self._vectors for s in sents)
        if not warm and self._db is not None:
            key = self._key(paper)
            stored = self._load(key, sents)
            if stored is not None:
                self._remember(sents, stored)
            else:
                vecs = self.embed(sents)
                self._store(key, sents, vecs)
                return sents, vecs
        return sents, self.embed(sents)

    def paper_vector(self, paper: Paper) -> np.ndarray:
        """One vector a paper (title + abstract), for grouping papers by theme."""
        return self.embed([f"{paper.title or paper.display_title}. {paper.abstract}"])[0]

    # --- persistent cache -----------------------------------------------------------------------------------------
    def _key(self, paper: Paper) -> str:
        digest = hashlib.sha256(paper.abstract.encode("utf-8")).hexdigest()[:16]
        return f"{self.embedder.name}|{paper.id}|{digest}"

    def _load(self, key: str, sents: list[str]) -> np.ndarray | None:
        try:
            with self._lock:
                row = self._db.execute("SELECT n, dim, vecs, sentences FROM sentences WHERE key = ?",
                                       (key,)).fetchone()
        except sqlite3.Error:
            return None
        if not row or json.loads(row[3]) != sents:  # stored under another sentence split: embed again
            return None
        return np.frombuffer(row[2], dtype=np.float32).reshape(row[0], row[1])

    def _store(self, key: str, sents: list[str], vecs: np.ndarray) -> None:
        try:
            with self._lock:
                self._db.execute("INSERT OR REPLACE INTO sentences VALUES (?, ?, ?, ?, ?)",
                                 (key, len(sents), vecs.shape[1], json.dumps(sents),
                                  np.ascontiguousarray(vecs, dtype=np.float32).tobytes()))
                self._db.commit()
        except sqlite3.Error:
            pass  # a cache: never fails an answer


def _open_cache(path: Path) -> sqlite3.Connection | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(path), check_same_thread=False, timeout=5)
        db.execute("CREATE TABLE IF NOT EXISTS sentences (key TEXT PRIMARY KEY, n INTEGER, dim INTEGER, "
                   "sentences TEXT, vecs BLOB)")
        db.commit()
        return db
    except (OSError, sqlite3.Error):
        return None  # read-only home etc.: work without the persistent cache
