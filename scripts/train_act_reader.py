"""Train the conversation act reader's heads and ship them with the package.

The reader (rag.answer.conversation.act_reader) is a softmax regression on all-MiniLM-L6-v2 sentence vectors and the
wording's words of the labelled exemplar phrasings (rag.answer.conversation.exemplars) and of the benchmark's tuning
sets fresh6-fresh48 (bench/conversation_phrasings_fresh6-48.py, act_reader.ALSO_TRAINED_ON; never the held-out
set): deterministic (fixed fills, zero init, full-batch
Adam), a few seconds on 2 cores. Writes ``act_reader_weights/act-reader-<fingerprint>.npz`` beside the module and
removes the heads of older fingerprints, so a chat never trains at its first turn. Run it again whenever the
exemplars or the training settings change (tests/test_act_reader.py fails until it is):
``python scripts/train_act_reader.py``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.conversation_splits import FRESH_SETS  # noqa: E402
from rag.answer.conversation.act_reader import ALSO_TRAINED_ON, SHIPPED, ActReader  # noqa: E402
from rag.embedding.encoders import get_embedder  # noqa: E402


def bench_sets() -> dict[str, dict]:
    """The benchmark's tuning sets the shipped heads also learn, by name (in the benchmark's order)."""
    return {name: FRESH_SETS[name] for name in FRESH_SETS if name in ALSO_TRAINED_ON}


def main() -> None:
    reader = ActReader(get_embedder(backend="onnx"), cache_dir=SHIPPED, also=bench_sets())
    target = reader._path()
    for old in SHIPPED.glob("act-reader-*.npz"):
        if old != target:
            old.unlink()
    acts, attributes = reader.heads()
    print(f"{target}: {len(acts.labels)} acts, {len(attributes.labels)} attributes, "
          f"{target.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
