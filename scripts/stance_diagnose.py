"""Diagnosis (#22): where the dev stance is lost - selection, the NEUTRAL cut, or the model.

For each SciFact claim-abstract pair with gold evidence (split: dev, or the train held-out claims), the verifier's
probabilities for (a) the gold rationale sentences (oracle), (b) the closest-k sentences by embedding, (c) every
sentence of the abstract, aggregated by several rules. Prints accuracy / CONTRADICT recall for each.
Run: python scripts/stance_diagnose.py --data /work/shared/bench/scifact --split dev [--model path]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from verifier_data import read_jsonl  # noqa: E402

from rag.answer.evidence.verifier import Verifier  # noqa: E402
from rag.embedding.encoders import get_embedder  # noqa: E402


def pairs_of(rows):
    out = []
    for r in rows:
        for d, sets in (r.get("evidence") or {}).items():
            labels = {s["label"] for s in sets}
            if len(labels) == 1:
                out.append((r["claim"], str(d), labels.pop(), sorted({i for s in sets for i in s["sentences"]})))
        for d in r.get("cited_doc_ids") or []:
            if str(d) not in (r.get("evidence") or {}):
                out.append((r["claim"], str(d), "NEUTRAL", []))
    return out


def decide(p: np.ndarray, rule: str, cut: float) -> str:
    """p: rows of (S, C, N) for one paper's judged sentences."""
    if rule == "max-evidence":  # today's rule: the row with most S+C
        j = int(np.argmax(p[:, 0] + p[:, 1]))
        s, c = p[j, 0], p[j, 1]
    elif rule == "max-each":
        s, c = p[:, 0].max(), p[:, 1].max()
    elif rule == "mean-top2":
        s = np.sort(p[:, 0])[-2:].mean()
        c = np.sort(p[:, 1])[-2:].mean()
    else:
        raise ValueError(rule)
    if s + c < cut and rule == "max-evidence" or rule != "max-evidence" and max(s, c) < cut:
        return "NEUTRAL"
    return "SUPPORT" if s >= c else "CONTRADICT"


def report(name, preds, golds):
    ev = [i for i, g in enumerate(golds) if g != "NEUTRAL"]
    nei = [i for i, g in enumerate(golds) if g == "NEUTRAL"]
    acc = np.mean([preds[i] == golds[i] for i in ev])
    cr = np.mean([preds[i] == "CONTRADICT" for i in ev if golds[i] == "CONTRADICT"])
    sr = np.mean([preds[i] == "SUPPORT" for i in ev if golds[i] == "SUPPORT"])
    sided = [i for i in ev if preds[i] != "NEUTRAL"]
    sa = np.mean([preds[i] == golds[i] for i in sided]) if sided else float("nan")
    nn = np.mean([preds[i] == "NEUTRAL" for i in nei]) if nei else float("nan")
    f1 = []
    for lab in ("SUPPORT", "CONTRADICT", "NEUTRAL"):
        tp = sum(p == lab and g == lab for p, g in zip(preds, golds))
        f1.append(2 * tp / max(sum(p == lab for p in preds) + sum(g == lab for g in golds), 1))
    print(f"{name:42s} acc {acc:.3f}  C-rec {cr:.3f}  S-rec {sr:.3f}  sided {sa:.3f} ({len(sided)}/{len(ev)})  "
          f"NEI->N {nn:.3f}  F1-3 {np.mean(f1):.3f}")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--split", default="dev")
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args(argv)
    docs = {str(d["_id"]): d["sentences"] for d in read_jsonl(args.data / "corpus_sentences.jsonl")}
    if args.split == "dev":
        rows = read_jsonl(args.data / "claims_dev.jsonl")
    else:  # the trainer's held-out train claims (same seeded draw as verifier_data.build)
        claims = read_jsonl(args.data / "claims_train.jsonl")
        order = sorted(claims, key=lambda c: c["id"])
        random.Random(args.seed).shuffle(order)
        rows = order[:int(len(order) * 0.15)]
    pairs = [p for p in pairs_of(rows) if docs.get(p[1])]
    if args.model:
        meta = json.loads((args.model.parent / "verifier.json").read_text())
        v = Verifier(args.model, temperature=meta["temperature"], max_len=meta["max_len"])
    else:
        v = Verifier()
    emb = get_embedder()
    flat, owner = [], []
    for k, (claim, d, gold, rat) in enumerate(pairs):
        for i, s in enumerate(docs[d]):
            flat.append((claim, s))
            owner.append((k, i))
    probs = v.probabilities(flat)
    by_pair = {}
    for (k, i), p in zip(owner, probs):
        by_pair.setdefault(k, {})[i] = p
    cvec = emb.embed([p[0] for p in pairs])
    golds = [p[2] for p in pairs]
    results = {}
    for k, (claim, d, gold, rat) in enumerate(pairs):
        sv = emb.embed(docs[d])
        order = list(np.argsort(-(sv @ cvec[k]), kind="stable"))
        allp = np.array([by_pair[k][i] for i in range(len(docs[d]))])
        sel = {"oracle": [i for i in rat if i < len(docs[d])] or order[:2], "closest-2": order[:2],
               "closest-4": order[:4], "closest-6": order[:6], "all": list(range(len(docs[d])))}
        for sname, idx in sel.items():
            for rule in ("max-evidence", "max-each", "mean-top2"):
                for cut in (0.2, 0.35, 0.5):
                    results.setdefault((sname, rule, cut), []).append(decide(allp[idx], rule, cut))
    for key, preds in results.items():
        report(f"{key[0]} {key[1]} cut={key[2]}", preds, golds)
    print(json.dumps({"pairs": len(pairs), "with_evidence": sum(g != "NEUTRAL" for g in golds)}))


if __name__ == "__main__":
    main()
