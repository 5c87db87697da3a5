"""Leave-one-set-out through the interpreter (issue #18, round 15): for each of the benchmark's tuning sets in
act_reader.ALSO_TRAINED_ON, the turn interpreter reads that set's phrasings after the seeds' federated-learning list
with no reader, with the reader as it was (sentence vector, exemplars only: it never saw these sets) and with the
reader as shipped but trained without that set; prints the share read as the labelled act. The rules were tuned on
these sets, so this checks that the reader overrides them no worse where it has not seen the wording; fresh16 is
never read. ``python scripts/act_reader_loso_interpret.py`` (some minutes on 2 cores).
"""
from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rag.answer.conversation import act_reader as R  # noqa: E402
from rag.answer.conversation.interpret import interpret  # noqa: E402
from rag.answer.conversation.state import extend_history  # noqa: E402
from rag.api import Litchat  # noqa: E402
from rag.embedding.encoders import get_embedder  # noqa: E402
from rag.settings import Settings  # noqa: E402
from scripts.train_act_reader import bench_sets  # noqa: E402

TOPICS = ["wildfire smoke", "protein design", "differential privacy", "speech recognition", "image segmentation"]


class Cached:
    """The embedder, each text embedded once."""
    name = "all-MiniLM-L6-v2"

    def __init__(self, inner):
        self.inner, self.known = inner, {}

    def embed(self, texts):
        new = [t for t in dict.fromkeys(texts) if t not in self.known]
        if new:
            self.known.update(zip(new, self.inner.embed(new)))
        return np.stack([self.known[t] for t in texts])


def readers(embedder, bench: dict, fold: str) -> dict:
    bow = R.BOW
    R.BOW = 0.0
    old = R.ActReader(embedder, None)
    old._heads = old.train()
    R.BOW = bow
    new = R.ActReader(embedder, None, also={k: v for k, v in bench.items() if k != fold})
    new._heads = new.train()
    return {"no reader": (None, bow), "before": (old, 0.0), "now": (new, bow)}


def main() -> None:
    lc = Litchat(Settings(home=Path(tempfile.mkdtemp()), seeds_dir=Path(__file__).resolve().parents[1] / "seeds",
                          act_reader=False))
    lc.ingest()
    history = extend_history([], lc.ask("Which papers study federated learning with non-IID data?"))
    catalog, embedder, bench = lc.retriever.catalog.get(), Cached(get_embedder(backend="onnx")), bench_sets()
    total: dict[str, list[bool]] = {}
    for fold in sorted(bench, key=lambda s: int(s[5:])):
        rng = random.Random(1)
        rows = [(R.fill(item[1] if isinstance(item, tuple) else item, rng, TOPICS), act)
                for act, pool in bench[fold].items() for item in pool]
        line = [fold]
        for name, (reader, bow) in readers(embedder, bench, fold).items():
            R.BOW = bow
            ok = [interpret(q, history, catalog, reader=reader).act == act for q, act in rows]
            total.setdefault(name, []).extend(ok)
            line.append(f"{name} {100 * np.mean(ok):.1f}")
        print("  ".join(line), flush=True)
    print("all: " + "  ".join(f"{k} {100 * np.mean(v):.1f} % of {len(v)}" for k, v in total.items()))


if __name__ == "__main__":
    main()
