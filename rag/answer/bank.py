"""Abstract sentences and their embeddings, computed once per paper and shared by the extractive generator and the
answer check (warm answers then embed only the question and the new sentences)."""
from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from rag.answer.text import sentences
from rag.records import Paper


class SentenceBank:
    def __init__(self, embedder, max_texts: int = 50_000):
        self.embedder = embedder
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._sentences: dict[str, list[str]] = {}
        self._max = max_texts
        self._lock = threading.Lock()

    def embed(self, texts: list[str]) -> np.ndarray:
        """Normalised vectors for ``texts``; cached by exact text."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        if missing:
            vecs = self.embedder.embed(missing)
            with self._lock:
                for t, v in zip(missing, vecs):
                    self._vectors[t] = v
                while len(self._vectors) > self._max:
                    self._vectors.popitem(last=False)
        with self._lock:
            out = [self._vectors.get(t) for t in texts]
        if any(v is None for v in out):  # evicted meanwhile (huge batch): embed directly
            return self.embedder.embed(texts)
        return np.stack(out) if out else np.zeros((0, self.embedder.dim), dtype=np.float32)

    def sentences_of(self, paper: Paper) -> list[str]:
        if paper.id not in self._sentences:
            found = [s for s in sentences(paper.abstract) if len(s.split()) >= 3]
            self._sentences[paper.id] = found or [paper.abstract.strip() or paper.display_title]
        return self._sentences[paper.id]

    def paper_sentences(self, paper: Paper) -> tuple[list[str], np.ndarray]:
        sents = self.sentences_of(paper)
        return sents, self.embed(sents)

    def paper_vector(self, paper: Paper) -> np.ndarray:
        """One vector a paper (title + abstract), for grouping papers by theme."""
        v = self.embed([f"{paper.title or paper.display_title}. {paper.abstract}"])[0]
        return v
