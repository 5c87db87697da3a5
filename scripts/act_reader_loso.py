"""Leave-one-set-out validation of the act reader (issue #18, round 15): for each labelled set of phrasings, train the
heads on every other set and read the left-out set, text only (no rules). The held-out set of the benchmark
(bench fresh16) is never read here. Compares the reader as it was (sentence vector, the exemplars only) with the
benchmark's tuning sets fresh6-fresh15 added and with the wording's words beside the vector, and prints, for the
reader as shipped, how often a reading at probability >= t is right per act (what interpret's thresholds are
chosen from). The left-out set is filled with topics no training fill uses, so a score is for wording, not topics.

``python scripts/act_reader_loso.py`` (a few minutes on 2 cores; embeddings cached in /tmp).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rag.answer.conversation import act_reader as R  # noqa: E402
from rag.answer.conversation import exemplars as E  # noqa: E402
from rag.embedding.encoders import get_embedder  # noqa: E402
from scripts.train_act_reader import bench_sets  # noqa: E402

FOLDS = ("tune", "fresh", "fresh2", "fresh3", "fresh4", "fresh5") + R.ALSO_TRAINED_ON
EVAL_TOPICS = ["wildfire smoke", "protein design", "microRNA expression", "bone mineral density", "code generation",
               "few-shot learning", "maternal anaemia", "urban heat islands", "retrieval augmentation",
               "hip fractures", "point clouds", "probiotics"]
VARIANTS = [("before: vector, exemplars", False, 0.0), ("vector, exemplars + bench tuning sets", True, 0.0),
            ("vector + words, exemplars", False, R.BOW), ("vector + words x1, all", True, 1.0),
            ("vector + words x3, all", True, 3.0), ("shipped: vector + words, all", True, R.BOW)]
CACHE = Path("/tmp/act-reader-loso-vectors.npz")


def labelled(sets: dict, fills: int, seed: int, topics: list[str]) -> list[tuple[str, str, str]]:
    """(text, act, set) for every phrasing of ``sets``, its slots filled (as act_reader.examples fills them)."""
    rng = random.Random(seed)
    return [(R.fill(text, rng, topics), act, name) for name, acts in sets.items() for act, pool in acts.items()
            for item in pool for text in [item[1] if isinstance(item, tuple) else item]
            for _ in range(fills if "{X}" in text else 1)]


class Vectors:
    """Sentence vectors, embedded once and cached in CACHE."""

    def __init__(self):
        self.known = dict(np.load(CACHE, allow_pickle=True)["pairs"].item()) if CACHE.is_file() else {}

    def __call__(self, texts: list[str]) -> np.ndarray:
        new = sorted({t for t in texts if t not in self.known})
        if new:
            self.known.update(zip(new, get_embedder(backend="onnx").embed(new)))
            np.savez(CACHE, pairs=np.array(self.known, dtype=object))
        return np.stack([self.known[t] for t in texts])


def fold_reading(sets: dict, fold: str, with_bench: bool, bow: float, vec) -> tuple[list, list, list]:
    """(left-out rows, guessed acts, their probabilities) with the heads trained without ``fold``."""
    train_sets = {k: v for k, v in sets.items() if k != fold and (with_bench or k in E.SETS)}
    R.BOW = bow
    vocab = R.vocabulary(train_sets) if bow else ()
    train = R.examples(train_sets)
    test = [r for r in labelled({fold: sets[fold]}, 1, 1, EVAL_TOPICS)]
    head = R.fit(R.features([t for t, *_ in train], vec([t for t, *_ in train]), vocab),
                 [a for _, a, _ in train], vocab)
    p = head.probs(R.features([t for t, *_ in test], vec([t for t, *_ in test]), vocab))
    return test, [head.labels[i] for i in p.argmax(axis=1)], list(p.max(axis=1))


def main() -> None:
    bow = R.BOW
    sets = {**E.SETS, **bench_sets()}
    every = [r for fold in FOLDS for r in labelled({fold: sets[fold]}, 1, 1, EVAL_TOPICS)]
    vec = Vectors()
    vec([t for t, *_ in R.examples(sets)] + [t for t, *_ in every])
    for name, with_bench, weight in VARIANTS:
        per_act: dict[str, list[bool]] = {}
        per_fold, calibration = [], []
        for fold in FOLDS:
            test, guess, p = fold_reading(sets, fold, with_bench, weight, vec)
            right = [g == a for g, (_, a, _) in zip(guess, test)]
            for ok, (_, a, _) in zip(right, test):
                per_act.setdefault(a, []).append(ok)
            per_fold.append(f"{fold} {100 * np.mean(right):.1f}")
            calibration += list(zip(guess, p, right))
        print(f"{name}: reader alone, leave-one-set-out, {100 * np.mean([x for v in per_act.values() for x in v]):.1f} %"
              f" of {sum(map(len, per_act.values()))} phrasings")
        print("  per set: " + ", ".join(per_fold))
        print("  per act: " + ", ".join(f"{a} {100 * np.mean(v):.1f}" for a, v in sorted(per_act.items())))
        for act in sorted(per_act):
            cells = [(t, [ok for g, q, ok in calibration if g == act and q >= t]) for t in (0.45, 0.5, 0.6, 0.7, 0.8)]
            print(f"  read as {act} at p >= t: " + ", ".join(f"{t}: {100 * np.mean(v):.0f} % right of {len(v)}"
                                                             for t, v in cells if v))
    R.BOW = bow


if __name__ == "__main__":
    main()
