"""Write the test fixture for the shipped evidence model and record its figures on it in verifier.json.

A seeded sample of SciFact DEV claim-sentence pairs (SciFact, allenai, CC BY 4.0): rationale sentences with their
label, and NEUTRAL pairs (other sentences of the cited abstract, best-matching sentences of cited abstracts without
evidence); no augmentation. tests/test_verifier.py scores the fixture with the shipped model and checks that the
recorded accuracy and macro-F1 come back. Dev claims are only reported on, never trained or tuned on.
Run: ``python scripts/verifier_dev_sample.py --data /work/shared/bench/scifact``.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_verifier import scores  # noqa: E402
from verifier_data import LABELS, claim_pairs, read_jsonl  # noqa: E402

from rag.answer.evidence.verifier import MODEL_DIR, Verifier  # noqa: E402

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "verifier_dev_sample.jsonl"
NATURAL = {"rationale", "same-abstract", "cited-no-evidence"}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", type=Path, required=True)
    p.add_argument("--per-label", type=int, default=50)
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    docs = {str(d["_id"]): d["sentences"] for d in read_jsonl(args.data / "corpus_sentences.jsonl")}
    pairs = [q for c in read_jsonl(args.data / "claims_dev.jsonl") for q in claim_pairs(c, docs, [], rng)
             if q.kind in NATURAL]
    sample = []
    for i in range(len(LABELS)):
        group = [q for q in pairs if q.label == i]
        sample += rng.sample(group, min(args.per_label, len(group)))
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text("".join(json.dumps({"claim": q.claim, "evidence": q.evidence, "label": LABELS[q.label]})
                               + "\n" for q in sample))
    v = Verifier()
    y = np.array([q.label for q in sample])
    logits = v.logits([(q.claim, q.evidence) for q in sample])
    m = scores(logits, y, v.temperature)
    meta_path = MODEL_DIR / "verifier.json"
    meta = json.loads(meta_path.read_text())
    meta["dev_sample"] = {"fixture": str(FIXTURE.relative_to(FIXTURE.parents[2])), "seed": args.seed,
                          "source": "SciFact claims_dev.jsonl (CC BY 4.0), natural pairs only", **m}
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    print(json.dumps(meta["dev_sample"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
