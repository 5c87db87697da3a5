"""The learned act reader: which act a turn's wording asks for, read by the packaged MiniLM encoder (the project's
embedder) and a small logistic head trained on labelled exemplar phrasings (rag.answer.conversation.exemplars).

The rules of ``interpret`` are precise on wording they know and silent or wrong on wording they do not ("Any X among
these?", "Sketch the research on X", "Which limitations do the authors acknowledge?"); a sentence encoder reads a
new wording close to the exemplars it resembles. ``interpret`` asks the reader when its rules are not sure
(``interpret.SURE_RULES``) and takes the reader's act when the reader is confident.

The head is a multinomial logistic regression on the L2-normalised sentence vector (six acts), with a second one over
the attribute exemplars (which attribute an attribute question asks for, when the cue patterns find none). Each
exemplar is embedded with its {X} filled by two topics (rag.answer.conversation.exemplars.TOPIC_FILLS), so the head
learns the wording around a topic, not the topic. Training takes a few seconds the first time (embedding ~1,300
short sentences), so the trained weights ship with the package (``act_reader_weights/``, written by
``python scripts/train_act_reader.py``, keyed by the embedder, the exemplars and the training settings); other
exemplars or a left-out set (the benchmark's leave-one-set-out runs) train once and are cached in the home folder.
"""
from __future__ import annotations

import hashlib
import json
import random
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from rag.answer.conversation import exemplars as E
from rag.answer.conversation.state import ACTS, Act

SHIPPED = Path(__file__).resolve().parent / "act_reader_weights"  # the trained heads for the current exemplars
FILLS = 3  # topics each {X} exemplar is embedded with
ORDINAL_FILLS = ("first", "second", "third", "fourth", "fifth", "last")
NTH_FILLS = ("1st", "2nd", "3rd", "4th", "5th", "last")  # the same places written short ({nth})
L2 = 3e-4  # weight decay of the logistic heads
STEPS, RATE = 400, 0.05  # full-batch gradient steps (Adam) and step size


@dataclass
class ActGuess:
    """The reader's act for a turn, its probability, and the attribute an attribute turn most likely asks for."""
    act: Act
    p: float
    probs: dict[str, float]
    attribute: str

    def on_the_table(self, filtering: bool) -> float:
        """The probability that the turn is about the papers already on the table: a follow-up, reference or
        attribute, and a filter when the turn could be one (``filtering``: it points back at those papers)."""
        return sum(p for act, p in self.probs.items() if act in ("follow_up", "reference", "attribute")
                   or act == "filter" and filtering)


@dataclass
class Head:
    """A softmax regression: labels, weights (dim x labels) and biases."""
    labels: list[str]
    w: np.ndarray
    b: np.ndarray

    def probs(self, x: np.ndarray) -> np.ndarray:
        z = x @ self.w + self.b
        z = np.exp(z - z.max(axis=-1, keepdims=True))
        return z / z.sum(axis=-1, keepdims=True)


def examples(leave_out: Sequence[str] = (), fills: int = FILLS, seed: int = 0) -> list[tuple[str, str, str]]:
    """(text, act, attribute or "") for every exemplar of the sets not left out, its slots filled."""
    rng = random.Random(seed)
    out = []
    for name, acts in E.SETS.items():
        if name in leave_out:
            continue
        for act, pool in acts.items():
            for item in pool:
                attribute, text = item if isinstance(item, tuple) else ("", item)
                for k in range(fills if "{X}" in text else 1):
                    x = E.TOPIC_FILLS[rng.randrange(len(E.TOPIC_FILLS))]
                    place = rng.randrange(len(ORDINAL_FILLS))
                    out.append((text.format(X=x, ord=ORDINAL_FILLS[place], nth=NTH_FILLS[place],
                                            n=rng.randint(1, 5), title=rng.choice(E.TITLE_FILLS),
                                            author=rng.choice(E.AUTHOR_FILLS)), act, attribute))
    return out


def fit(x: np.ndarray, labels: Sequence[str]) -> Head:
    """A softmax regression of ``labels`` on the rows of ``x`` (full-batch Adam, L2 decay; deterministic)."""
    names = sorted(set(labels))
    y = np.zeros((len(labels), len(names)), dtype=np.float32)
    y[np.arange(len(labels)), [names.index(v) for v in labels]] = 1
    head = Head(names, np.zeros((x.shape[1], len(names)), dtype=np.float32), np.zeros(len(names), dtype=np.float32))
    m = [np.zeros_like(head.w), np.zeros_like(head.b)]
    v = [np.zeros_like(head.w), np.zeros_like(head.b)]
    for t in range(1, STEPS + 1):
        err = (head.probs(x) - y) / len(labels)
        grads = [x.T @ err + L2 * head.w, err.sum(axis=0)]
        for i, (param, g) in enumerate(zip((head.w, head.b), grads)):
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            param -= RATE * (m[i] / (1 - 0.9 ** t)) / (np.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-8)
    return head


class ActReader:
    """Reads a turn's act from its wording (see the module docstring). Thread-safe; trains on first use."""

    def __init__(self, embedder, cache_dir: Path | None = None, leave_out: Sequence[str] = ()):
        self.embedder, self.cache_dir, self.leave_out = embedder, cache_dir, tuple(sorted(leave_out))
        self._heads: tuple[Head, Head] | None = None
        self._lock = threading.Lock()

    def read(self, question: str) -> ActGuess:
        acts, attributes = self.heads()
        x = self.embedder.embed([question.strip()])[0]
        p, q = acts.probs(x), attributes.probs(x)
        best = int(p.argmax())
        return ActGuess(acts.labels[best], float(p[best]), dict(zip(acts.labels, map(float, p))),
                        attributes.labels[int(q.argmax())])

    def heads(self) -> tuple[Head, Head]:
        with self._lock:
            if self._heads is None:
                self._heads = self._load() or self.train()
            return self._heads

    def _fingerprint(self) -> str:
        data = json.dumps([getattr(self.embedder, "name", "?"), self.leave_out, FILLS, L2, STEPS, RATE,
                           {k: v for k, v in E.SETS.items()}, E.TOPIC_FILLS], default=str)
        return hashlib.sha1(data.encode()).hexdigest()[:16]

    def _path(self, folder: Path | None = None) -> Path | None:
        folder = folder or self.cache_dir
        return folder / f"act-reader-{self._fingerprint()}.npz" if folder else None

    def _load(self) -> tuple[Head, Head] | None:
        """The heads for this fingerprint: cached in the home folder, else shipped with the package, else None."""
        path = next((p for p in (self._path(), self._path(SHIPPED)) if p is not None and p.is_file()), None)
        if path is None:
            return None
        z = np.load(path)
        return (Head([str(v) for v in z["act_labels"]], z["act_w"], z["act_b"]),
                Head([str(v) for v in z["attr_labels"]], z["attr_w"], z["attr_b"]))

    def shipped(self) -> bool:
        """Whether the package carries the heads for this fingerprint (no training at first use)."""
        return self._path(SHIPPED).is_file()

    def train(self) -> tuple[Head, Head]:
        """Fit both heads on the exemplars and cache them in ``cache_dir`` (the home folder, or the package's
        folder when scripts/train_act_reader.py ships them)."""
        rows = examples(self.leave_out)
        x = self.embedder.embed([t for t, _, _ in rows])
        acts = fit(x, [a for _, a, _ in rows])
        keep = [i for i, (_, _, attr) in enumerate(rows) if attr]
        attributes = fit(x[keep], [rows[i][2] for i in keep])
        assert set(acts.labels) <= set(ACTS)
        path = self._path()
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.npz")
            np.savez(tmp, act_labels=acts.labels, act_w=acts.w, act_b=acts.b, attr_labels=attributes.labels,
                     attr_w=attributes.w, attr_b=attributes.b)
            tmp.replace(path)
        return acts, attributes
