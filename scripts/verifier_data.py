"""The evidence model's training pairs from SciFact's train claims (scripts/train_verifier.py trains on them):
rationale sentences with their labels, NEUTRAL hard negatives from the cited abstracts and BM25 neighbours, and the
answer-check augmentation (``alter_for_training``, a rule of its own, NOT the bench's). Dev claims are never read."""
from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from pathlib import Path

LABELS = ["SUPPORT", "CONTRADICT", "NEUTRAL"]


@dataclass(frozen=True)
class Pair:
    claim: str
    evidence: str
    label: int
    kind: str  # where the pair came from (for the metrics by kind)


# ---------------------------------------------------------------- training augmentation (not the bench's rule)
_SWAPS = {"increases": "decreases", "decreases": "increases", "increased": "decreased", "decreased": "increased",
          "increase": "decrease", "decrease": "increase", "higher": "lower", "lower": "higher", "more": "less",
          "less": "more", "improves": "worsens", "improved": "worsened", "reduces": "raises", "reduced": "raised",
          "promotes": "inhibits", "inhibits": "promotes", "enhances": "suppresses", "suppresses": "enhances",
          "positive": "negative", "negative": "positive", "greater": "smaller", "associated": "unassociated"}
_NEG = [(r"\b(is|are|was|were|can|could|may|might|does|do|did|has|have|had|will|should)\b(?! not\b)", r"\1 not")]


def alter_for_training(sentence: str, rng: random.Random) -> str | None:
    """Negate (swap a direction word, or insert 'not' after the first auxiliary) or change a number."""
    words = sentence.split()
    options = []
    swaps = [i for i, w in enumerate(words) if w.lower().strip(",.;") in _SWAPS]
    if swaps:
        options.append("swap")
    if re.search(_NEG[0][0], sentence):
        options.append("not")
    if re.search(r"\d", sentence):
        options.append("number")
    if not options:
        return None
    how = rng.choice(options)
    if how == "swap":
        i = rng.choice(swaps)
        core = words[i].lower().strip(",.;")
        words[i] = words[i].lower().replace(core, _SWAPS[core])
        return " ".join(words)
    if how == "not":
        return re.sub(_NEG[0][0], _NEG[0][1], sentence, count=1)
    nums = list(re.finditer(r"\d+(?:\.\d+)?", sentence))
    m = rng.choice(nums)
    v = float(m.group())
    new = v * rng.choice([2.0, 3.0, 0.5, 0.25]) + (1 if v == 0 else 0)
    txt = str(int(new)) if "." not in m.group() else f"{new:.{len(m.group().split('.')[1])}f}"
    return sentence[:m.start()] + txt + sentence[m.end():] if txt != m.group() else None


# ---------------------------------------------------------------- data
def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def bm25_neighbours(claims: list[dict], docs: dict[str, list[str]], k: int = 6) -> dict[int, list[str]]:
    import bm25s

    ids = list(docs)
    retriever = bm25s.BM25()
    retriever.index(bm25s.tokenize([" ".join(docs[d]) for d in ids], stopwords="en", show_progress=False),
                    show_progress=False)
    res, _ = retriever.retrieve(bm25s.tokenize([c["claim"] for c in claims], stopwords="en", show_progress=False),
                                k=k, show_progress=False)
    return {c["id"]: [ids[j] for j in row] for c, row in zip(claims, res)}


def _overlap(a: str, b: str) -> float:
    wa, wb = set(re.findall(r"[a-z0-9]{3,}", a.lower())), set(re.findall(r"[a-z0-9]{3,}", b.lower()))
    return len(wa & wb) / (len(wa) or 1)


def claim_pairs(c: dict, docs: dict[str, list[str]], near: list[str], rng: random.Random) -> list[Pair]:
    out: list[Pair] = []
    claim, gold = c["claim"], c["evidence"]
    for did, sets in gold.items():
        sents = docs.get(did, [])
        used = set()
        for s in sets:
            lab = LABELS.index(s["label"])
            idx = [i for i in s["sentences"] if i < len(sents)]
            used |= set(idx)
            out += [Pair(claim, sents[i], lab, "rationale") for i in idx]
            if len(idx) > 1:
                out.append(Pair(claim, " ".join(sents[i] for i in idx), lab, "rationale-set"))
            if lab == 0 and idx:
                neg = alter_for_training(claim, rng)
                if neg:
                    out.append(Pair(neg, sents[rng.choice(idx)], 1, "negated-claim"))
        rest = sorted((i for i in range(len(sents)) if i not in used), key=lambda i: -_overlap(claim, sents[i]))
        out += [Pair(claim, sents[i], 2, "same-abstract") for i in rest[:2]]
    for did in c.get("cited_doc_ids", []):
        if str(did) in gold:
            continue
        sents = docs.get(str(did), [])
        ranked = sorted(range(len(sents)), key=lambda i: -_overlap(claim, sents[i]))
        out += [Pair(claim, sents[i], 2, "cited-no-evidence") for i in ranked[:2]]
    cited = {str(d) for d in c.get("cited_doc_ids", [])} | set(gold)
    for did in [d for d in near if d not in cited][:2]:
        sents = docs.get(did, [])
        ranked = sorted(range(len(sents)), key=lambda i: -_overlap(claim, sents[i]))
        out += [Pair(claim, sents[i], 2, "bm25-neighbour") for i in ranked[:1]]
    return out


def check_pairs(c: dict, docs: dict[str, list[str]], rng: random.Random) -> list[Pair]:
    """Answer-check pairs from this claim's rationale sentences: quoted, altered, beside a neighbour."""
    out: list[Pair] = []
    for did, sets in c["evidence"].items():
        sents = docs.get(did, [])
        for s in sets:
            for i in s["sentences"][:1]:
                if i >= len(sents):
                    continue
                sent = sents[i]
                out.append(Pair(sent, sent, 0, "check-quoted"))
                alt = alter_for_training(sent, rng)
                if alt and alt != sent:
                    out.append(Pair(alt, sent, 1, "check-altered"))
                j = i + rng.choice([-1, 1])
                if 0 <= j < len(sents):
                    out.append(Pair(sent, sents[j], 2, "check-neighbour"))
    return out


def build(data: Path, seed: int, holdout: float = 0.15) -> tuple[list[Pair], list[Pair], dict]:
    claims = read_jsonl(data / "claims_train.jsonl")
    docs = {str(d["_id"]): d["sentences"] for d in read_jsonl(data / "corpus_sentences.jsonl")}
    rng = random.Random(seed)
    order = sorted(claims, key=lambda c: c["id"])
    rng.shuffle(order)
    n_hold = int(len(order) * holdout)
    held_ids = {c["id"] for c in order[:n_hold]}
    near = bm25_neighbours(claims, docs)
    train, held = [], []
    for c in sorted(claims, key=lambda c: c["id"]):
        pairs = claim_pairs(c, docs, near[c["id"]], rng) + check_pairs(c, docs, rng)
        (held if c["id"] in held_ids else train).extend(pairs)
    rng.shuffle(train)
    rng.shuffle(held)
    held = held[:480]
    info = {"train_claims": len(claims) - n_hold, "held_out_claims": n_hold, "train_pairs": len(train),
            "held_out_pairs": len(held),
            "train_by_label": {lab: sum(p.label == i for p in train) for i, lab in enumerate(LABELS)},
            "train_by_kind": {k: sum(p.kind == k for p in train) for k in sorted({p.kind for p in train})}}
    return train, held, info
