"""Is a claim answerable from the corpus in hand, or are its papers missing and only near-topic ones retrieved?

A claim ("Statin therapy lowers the risk of myocardial infarction.") checked against a corpus always retrieves
something on the topic, so the chunk cosine alone cannot tell "the paper that states this is here" from "only its
neighbours are". Three signals, each measured on SciFact's claims (`litchat bench claims`), together do better:

- ``dense``: the best cosine between the claim and a retrieved chunk;
- ``agree``: the dense and the BM25 ranking put the same paper first;
- ``coverage``: the share of the claim's rare-term (IDF) mass that the best paper contains; the best paper is the
  one of the top few with the highest dense cosine + coverage + best sentence cosine.

A logistic model over them (weights fitted on the tune half of the SciFact claims by `litchat bench claims --fit`,
kept in ``answerability.json`` beside this file) gives a log-odds score. Its thresholds are not numbers fitted to
any corpus: :func:`calibrate` probes the corpus in hand with claim-like sentences drawn from its own papers, scored
with their paper present and with it left out. Two cuts come from those scores:

- ``threshold``: the score that best separates the two (balanced accuracy). Below it the answer is *weak*: it is
  given, with a warning that the closest papers may not state the claim.
- ``floor``: the score below which only a small share (``false_abstention_budget``) of the probes whose paper IS
  present fall. Below it the chain abstains. Measured on SciFact (`litchat bench claims`), the two score
  distributions overlap too much for one cut to abstain on most unanswerable claims and on few answerable ones,
  so the answer says which side of the overlap a claim is on instead of hiding it.
"""
from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from rag.answer.evidence.stance import PAPERS, StanceCache, log_odds
from rag.records import Paper, PaperHit, Stance
from rag.retrieval.text import content_terms, query_content_terms
from rag.text.sentences import sentences
from rag.text.words import content_words

MODEL_PATH = Path(__file__).with_name("answerability.json")
FEATURES = ("dense", "agree", "coverage")
BEST_OF = 5  # papers considered for the coverage signal
PROBE_WORDS = 20
PROBE_DROP = 0.35  # share of a probe's content words left out, so that a probe is not its sentence verbatim
MIN_PROBES = 12  # fewer papers than this: no calibration, the model's own threshold
CALIBRATION_VERSION = 2


@dataclass
class Signals:
    dense: float
    agree: float
    coverage: float
    evidence: float | None = None  # the evidence model's strongest P(SUPPORT) + P(CONTRADICT) over the papers

    def vector(self) -> np.ndarray:
        return np.array([getattr(self, f) for f in FEATURES], dtype=float)

    def to_dict(self) -> dict[str, float]:
        out = {f: round(float(getattr(self, f)), 4) for f in FEATURES}
        if self.evidence is not None:
            out["evidence"] = round(self.evidence, 4)
        return out


def signals(question: str, hits: Sequence[PaperHit], df: Callable[[str], int], size: int,
            sentence_cosine: Callable[[Paper], float]) -> Signals:
    """The answerability signals of ``question`` over its retrieved ``hits`` (best first). ``df`` counts the papers
    holding a stemmed term, ``size`` is the corpus size, ``sentence_cosine(paper)`` the best cosine between the
    question and one of the paper's sentences."""
    if not hits:
        return Signals(0.0, 0.0, 0.0)
    dense_of = [h.dense_score or 0.0 for h in hits]
    bm25_of = [h.bm25_score or 0.0 for h in hits]
    agree = float(int(np.argmax(dense_of)) == int(np.argmax(bm25_of)))
    idf = term_weights(question, df, size)
    best = None
    for h in hits[:BEST_OF]:
        cover = weighted_coverage(f"{h.paper.title or ''} {h.paper.abstract}", idf)
        joint = (h.dense_score or 0.0) + cover + sentence_cosine(h.paper)
        if best is None or joint > best[0]:
            best = (joint, cover)
    return Signals(max(dense_of), agree, best[1])


def term_weights(question: str, df: Callable[[str], int], size: int) -> dict[str, float]:
    """The question's stemmed content terms, each weighted by its IDF in the corpus (rare terms weigh most)."""
    return {t: math.log((size + 1) / (df(t) + 0.5)) for t in sorted(query_content_terms(question))}


def weighted_coverage(text: str, weights: dict[str, float]) -> float:
    """The share of the question's IDF mass whose terms ``text`` contains."""
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    have = set(content_terms(text))
    return sum(w for t, w in weights.items() if t in have) / total


@dataclass
class Model:
    mean: list[float]
    scale: list[float]
    weights: list[float]
    intercept: float
    threshold: float  # log-odds; used when the corpus is too small to calibrate
    provenance: str = ""

    def score(self, s: Signals) -> float:
        z = (s.vector() - np.asarray(self.mean)) / np.asarray(self.scale)
        return float(z @ np.asarray(self.weights) + self.intercept)

    def fingerprint(self) -> str:
        import hashlib

        return hashlib.sha256(json.dumps([self.mean, self.scale, self.weights, self.intercept]).encode()
                              ).hexdigest()[:12]

    def to_dict(self) -> dict:
        return {"features": list(FEATURES), "mean": self.mean, "scale": self.scale, "weights": self.weights,
                "intercept": self.intercept, "threshold": self.threshold, "provenance": self.provenance}


def load_model(path: Path = MODEL_PATH) -> Model:
    data = json.loads(Path(path).read_text())
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{path}: features {data['features']} do not match {list(FEATURES)}; refit with "
                         f"`litchat bench claims --fit`")
    return Model(data["mean"], data["scale"], data["weights"], data["intercept"], data["threshold"],
                 data.get("provenance", ""))


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1.0, iterations: int = 50) -> Model:
    """L2-regularised logistic regression (Newton steps) on standardised features; the threshold is the log-odds
    with the best accuracy on (X, y)."""
    mean, scale = X.mean(0), X.std(0) + 1e-9
    Z = np.c_[(X - mean) / scale, np.ones(len(X))]
    w = np.zeros(Z.shape[1])
    ridge = l2 * np.diag(np.r_[np.ones(Z.shape[1] - 1), 0.0])
    for _ in range(iterations):
        p = 1 / (1 + np.exp(-Z @ w))
        step = np.linalg.solve(Z.T @ (Z * (p * (1 - p))[:, None]) + ridge, Z.T @ (p - y) + ridge @ w)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    scores = Z @ w
    threshold = best_accuracy_threshold(scores[y == 1].tolist(), scores[y == 0].tolist())
    return Model(mean.tolist(), scale.tolist(), w[:-1].tolist(), float(w[-1]), threshold)


def _cut_points(pos: Sequence[float], neg: Sequence[float]) -> list[float]:
    pts = sorted(set(pos) | set(neg))
    if not pts:
        return [0.0]
    return [pts[0] - 1e-6] + [(a + b) / 2 for a, b in zip(pts, pts[1:])] + [pts[-1] + 1e-6]


def best_accuracy_threshold(pos: Sequence[float], neg: Sequence[float]) -> float:
    return max(_cut_points(pos, neg), key=lambda t: (sum(p >= t for p in pos) + sum(n < t for n in neg), -t))


def separating_threshold(pos: Sequence[float], neg: Sequence[float]) -> float:
    """The cut with the best balanced accuracy between answerable (pos) and unanswerable (neg) scores."""
    def balanced(t):
        return (sum(p >= t for p in pos) / max(len(pos), 1) + sum(n < t for n in neg) / max(len(neg), 1)) / 2
    return max(_cut_points(pos, neg), key=lambda t: (balanced(t), -t))


# --- calibration to the corpus in hand ------------------------------------------------------------------------------
@dataclass
class Calibration:
    threshold: float  # below: a weak answer, with a warning
    floor: float  # below: abstain
    probes: int
    answerable: list[float] = field(default_factory=list)
    unanswerable: list[float] = field(default_factory=list)
    revision: str = ""
    calibrated: bool = True  # False: too few papers, the model's own threshold

    def to_dict(self) -> dict:
        return {"version": CALIBRATION_VERSION, "threshold": self.threshold, "floor": self.floor,
                "probes": self.probes,
                "answerable": [round(x, 4) for x in self.answerable],
                "unanswerable": [round(x, 4) for x in self.unanswerable], "revision": self.revision,
                "calibrated": self.calibrated}

    @classmethod
    def from_dict(cls, d: dict) -> "Calibration":
        return cls(d["threshold"], d["floor"], d["probes"], d.get("answerable", []), d.get("unanswerable", []),
                   d.get("revision", ""), d.get("calibrated", True))


def probe_claim(paper: Paper) -> str | None:
    """A claim-like probe from ``paper``: its sentence with the most content words (not the opening background
    line when there is another), trimmed to PROBE_WORDS words, with a seeded PROBE_DROP of its content words left
    out (a claim restates a finding; it does not copy its sentence)."""
    sents = [s for s in sentences(paper.abstract or "") if len(content_words(s)) >= 4]
    if len(sents) > 1:
        sents = sents[1:]
    if not sents:
        return None
    words = max(sents, key=lambda s: len(content_words(s))).split()[:PROBE_WORDS]
    rng = random.Random(paper.id)
    kept = [w for w in words if not content_words(w) or rng.random() >= PROBE_DROP]
    return " ".join(kept)


def calibrate(score: Callable[[str, str | None], float], papers: Sequence[Paper], model: Model, probes: int = 40,
              seed: int = 0, revision: str = "", budget: float = 0.10) -> Calibration:
    """``score(question, leave_out_id)`` is the answerability score of ``question`` over the corpus without paper
    ``leave_out_id`` (None: the whole corpus). Probes drawn from a seeded sample of ``papers`` are scored with and
    without their own paper; ``threshold`` best separates the two, ``floor`` has a ``budget`` share of the probes
    with their paper below it."""
    if len(papers) < MIN_PROBES:
        return Calibration(model.threshold, model.threshold, 0, revision=revision, calibrated=False)
    sample = sorted(papers, key=lambda p: p.id)
    random.Random(seed).shuffle(sample)
    pos, neg = [], []
    for paper in sample:
        if len(pos) >= probes:
            break
        q = probe_claim(paper)
        if not q:
            continue
        pos.append(score(q, None))
        neg.append(score(q, paper.id))
    if len(pos) < MIN_PROBES:
        return Calibration(model.threshold, model.threshold, len(pos), pos, neg, revision, calibrated=False)
    threshold = separating_threshold(pos, neg)
    return Calibration(threshold, min(threshold, float(np.quantile(pos, budget))), len(pos), pos, neg, revision)


def load_calibration(path: Path, revision: str) -> Calibration | None:
    try:
        d = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(d, dict) or d.get("version") != CALIBRATION_VERSION or d.get("revision") != revision:
        return None
    try:
        return Calibration.from_dict(d)
    except (KeyError, TypeError):  # a damaged cache: calibrate again
        return None


def save_calibration(path: Path, cal: Calibration) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(cal.to_dict()))
        tmp.replace(path)
    except OSError:
        pass  # a read-only home: calibrate again next time


class Judge:
    """Answerability of claims over one store, and a calibration per store revision (computed on the first claim
    after a change, kept in ``cache_dir``). With an evidence model (``verifier``; settings.evidence_model) a claim's
    score is the log-odds of the strongest evidence, either way, that a
    retrieved paper's sentence gives it; without it, the logistic model over the retrieval signals."""

    def __init__(self, retriever, bank, cache_dir: Path, collection: str, k: int, probes: int = 40,
                 budget: float = 0.10, model: Model | None = None, verifier=None):
        import threading

        self.retriever, self.bank, self.k, self.probes, self.budget = retriever, bank, k, probes, budget
        self.model = model or load_model()
        self.verifier = verifier  # an evidence model (rag/answer/evidence/verifier.py), or None
        self._stances = StanceCache()
        self.cache_dir, self.collection = Path(cache_dir), collection
        self._calibration: Calibration | None = None
        self._pinned: Calibration | None = None
        self._lock = threading.Lock()

    def pin(self, calibration: Calibration | None) -> None:
        """Use ``calibration`` instead of the store's own (a bench that hides part of the store from its questions
        calibrates on the part it keeps); None goes back to the store's."""
        self._pinned = calibration

    def signals(self, question: str, hits: Sequence[PaperHit]) -> Signals:
        q = self.bank.embed([question])[0]
        df, size = self.retriever.corpus_statistics()

        def sentence_cosine(paper: Paper) -> float:
            _, vecs = self.bank.paper_sentences(paper)
            return float((vecs @ q).max()) if len(vecs) else 0.0
        return signals(question, hits, df, size, sentence_cosine)

    def score(self, question: str, hits: Sequence[PaperHit]) -> tuple[Signals, float]:
        s = self.signals(question, hits)
        if self.verifier is None:
            return s, self.model.score(s)
        s.evidence = self.stance(question, hits).evidence
        return s, log_odds(s.evidence)

    def stance(self, question: str, hits: Sequence[PaperHit]) -> Stance | None:
        """Where the top retrieved papers stand on the claim (None without the evidence model)."""
        if self.verifier is None:
            return None
        return self._stances.get(question, [h.paper for h in hits[:PAPERS]], self.bank, self.verifier)

    def calibration(self, filters=None) -> Calibration:
        """The threshold for this store (cached per store revision and model), or for the papers ``filters`` keep."""
        if self._pinned is not None and filters is None:
            return self._pinned
        revision = self.revision_key()
        cal = self._calibration
        if cal is not None and cal.revision == revision and filters is None:
            return cal
        with self._lock:
            path = self.cache_dir / f"answerability-{self.collection}.json"
            cal = load_calibration(path, revision) if filters is None else None
            if cal is None:
                # uncalibrated, the evidence score's own cut is even odds
                model = self.model if self.verifier is None else replace(self.model, threshold=0.0)
                cal = calibrate(lambda q, leave_out: self._probe_score(q, leave_out, filters),
                                self._papers(filters), model, probes=self.probes, revision=revision,
                                budget=self.budget)
                if filters is None:
                    save_calibration(path, cal)
            if filters is None:
                self._calibration = cal
            return cal

    def revision_key(self) -> str:
        """What a cached calibration must match: the store's revision, the model, and the probe settings."""
        scorer = self.model.fingerprint() if self.verifier is None else self.verifier.fingerprint
        return f"{self.retriever.catalog.get().revision}|{scorer}|{self.probes}|{self.budget}"

    def _papers(self, filters) -> list[Paper]:
        """A seeded sample of the papers (a few times the probes needed: some have no usable sentence)."""
        cat = self.retriever.catalog.get()
        mask = cat.mask(filters)
        index = np.arange(cat.size) if mask is None else np.flatnonzero(mask)
        index = np.random.default_rng(0).permutation(index)[:3 * self.probes]
        return list(cat.get(np.sort(index).astype(np.int64)))

    def _probe_score(self, question: str, leave_out: str | None, filters) -> float:
        hits = self.retriever.search(question, k=self.k + 1, filters=filters)
        hits = [h for h in hits if h.paper.id != leave_out][:self.k]
        return self.score(question, hits)[1]
