"""The evidence model's own figures for `litchat bench claims`: stance on dev claim-abstract pairs, and the answer
check's contradiction detection on altered dev rationale sentences.

**The alteration rule** (``alter_finding``, published here, applied to dev rationale sentences only) turns a
finding into its opposite, trying in order:

1. remove a negation: "no significant" -> "a significant", "did not" -> "did", "not " dropped after an auxiliary;
2. swap a direction word for its opposite (``_OPPOSITES``: increased/decreased, higher/lower, reduced/elevated, ...);
3. change the first number that is not a year: x -> 3x below 10, else x -> x/3 (same decimals; integers stay
   integers), so "35%" -> "11.7%" is not made, "35%" -> "12%" is.

A sentence no rule applies to is left out (counted). Overlap with training, disclosed: the trainer
(scripts/train_verifier.py, ``alter_for_training``) also swaps direction words (its own list, which shares
increase/decrease, higher/lower, more/less, positive/negative with ``_OPPOSITES``), also changes numbers (x2, x3,
x0.5, x0.25) and inserts "not" (never removes one, which rule 1 does), on TRAIN claims' sentences only. And the
check's reversal reader (rag/answer/evidence/reversal.py: negation, direction word or number changed in a near copy of
a source sentence) was written with this rule in view: its direction words hold every word of ``_OPPOSITES`` but
"risk" / "protection" and "benefit" / "harm". On this rule its figure is not a held-out one; the held-out figure for
it is bench/claim_pairs.py's (contradictions that SciFact's annotators wrote, halves fixed before it was written).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rag.answer.evidence.check import check_answer
from rag.answer.evidence.stance import judge_papers

_NEGATIONS = [(r"\bno significant\b", "a significant"), (r"\bdid not\b", "did"), (r"\bdoes not\b", "does"),
              (r"\bdo not\b", "do"), (r"\b(is|are|was|were|can|could|may|might|has|have|had) not\b", r"\1"),
              (r"\bnot associated\b", "associated"), (r"\bno difference\b", "a difference"),
              (r"\bno effect\b", "an effect"), (r"\bno association\b", "an association")]
_OPPOSITES = {"increased": "decreased", "decreased": "increased", "increase": "decrease", "decrease": "increase",
              "increases": "decreases", "decreases": "increases", "higher": "lower", "lower": "higher",
              "reduced": "elevated", "elevated": "reduced", "reduces": "elevates", "more": "less", "less": "more",
              "positive": "negative", "negative": "positive", "improved": "impaired", "impaired": "improved",
              "enhanced": "attenuated", "attenuated": "enhanced", "upregulated": "downregulated",
              "downregulated": "upregulated", "activates": "inhibits", "inhibits": "activates",
              "activated": "inhibited", "inhibited": "activated", "induces": "prevents", "induced": "prevented",
              "greater": "smaller", "smaller": "greater", "shorter": "longer", "longer": "shorter",
              "gain": "loss", "loss": "gain", "benefit": "harm", "risk": "protection"}
_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w.]*\d)")

ANCHORS = [
    ("VeriSci (Wadden et al., EMNLP 2020)", "abstract-level label-only F1, SciFact test, open retrieval", 0.465),
    ("MultiVerS (Wadden et al., NAACL Findings 2022)", "abstract-level label-only F1, SciFact test", 0.725),
]


def alter_finding(sentence: str) -> tuple[str, str] | None:
    """(altered sentence, which rule) or None when no rule applies."""
    for pattern, repl in _NEGATIONS:
        if re.search(pattern, sentence, flags=re.I):
            return re.sub(pattern, repl, sentence, count=1, flags=re.I), "negation removed"
    words = sentence.split(" ")
    for i, w in enumerate(words):
        core = re.sub(r"[^A-Za-z]", "", w).lower()
        if core in _OPPOSITES:
            words[i] = w.replace(core, _OPPOSITES[core]) if core in w else w.lower().replace(core, _OPPOSITES[core])
            return " ".join(words), "direction swapped"
    for m in _NUMBER.finditer(sentence):
        text = m.group(1)
        value = float(text)
        if "." not in text and 1900 <= value <= 2099:
            continue
        new = value * 3 if value < 10 else value / 3
        decimals = len(text.split(".")[1]) if "." in text else 0
        shown = f"{new:.{decimals}f}" if decimals else str(int(round(new)))
        if shown != text:
            return sentence[:m.start(1)] + shown + sentence[m.end(1):], "number changed"
    return None


@dataclass
class StancePair:
    claim: str
    paper_id: str
    gold: str  # SUPPORT | CONTRADICT | NEUTRAL (cited, no rationale)


def stance_pairs(rows: list[dict]) -> list[StancePair]:
    out = []
    for r in rows:
        ev = r.get("evidence") or {}
        for d, sets in ev.items():
            labels = {s["label"] for s in sets}
            if len(labels) == 1:
                out.append(StancePair(r["claim"], f"scifact-{d}", labels.pop()))
        for d in r.get("cited_doc_ids") or []:
            if str(d) not in ev:
                out.append(StancePair(r["claim"], f"scifact-{d}", "NEUTRAL"))
    return out


def stance_figures(pairs: list[StancePair], papers: dict, bank, verifier, per_paper: int) -> dict:
    pred = [judge_papers(p.claim, [papers[p.paper_id]], bank, verifier, per_paper=per_paper).papers[0].label
            for p in pairs]
    gold = [p.gold for p in pairs]
    ev = [i for i, g in enumerate(gold) if g != "NEUTRAL"]
    f1 = {}
    for lab in ("SUPPORT", "CONTRADICT"):
        tp = sum(pred[i] == lab and gold[i] == lab for i in ev)
        fp = sum(pred[i] == lab and gold[i] != lab for i in ev)
        fn = sum(gold[i] == lab and pred[i] != lab for i in ev)
        f1[lab] = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    contra = [i for i in ev if gold[i] == "CONTRADICT"]
    nei = [i for i, g in enumerate(gold) if g == "NEUTRAL"]
    return {"pairs_with_evidence": len(ev), "accuracy": round(sum(pred[i] == gold[i] for i in ev) / len(ev), 4),
            "macro_f1": round((f1["SUPPORT"] + f1["CONTRADICT"]) / 2, 4),
            "contradict_recall": round(sum(pred[i] == "CONTRADICT" for i in contra) / max(len(contra), 1), 4),
            "support_recall": round(sum(pred[i] == "SUPPORT" for i in ev if gold[i] == "SUPPORT")
                                    / max(sum(gold[i] == "SUPPORT" for i in ev), 1), 4),
            "sided_accuracy": round(sum(pred[i] == gold[i] for i in ev if pred[i] != "NEUTRAL")
                                    / max(sum(pred[i] != "NEUTRAL" for i in ev), 1), 4),
            "nei_pairs": len(nei),
            "nei_neutral_rate": round(sum(pred[i] == "NEUTRAL" for i in nei) / max(len(nei), 1), 4)}


def rationale_sentences(rows: list[dict], sentences: dict[str, list[str]]) -> list[tuple[str, str]]:
    """(paper id, sentence) for every dev rationale sentence, once each."""
    seen, out = set(), []
    for r in rows:
        for d, sets in (r.get("evidence") or {}).items():
            for s in sets:
                for i in s["sentences"]:
                    if (d, i) not in seen and i < len(sentences.get(d, [])):
                        seen.add((d, i))
                        out.append((f"scifact-{d}", sentences[d][i].strip()))
    return out


def contradiction_figures(items: list[tuple[str, str]], papers: dict, bank, verifier, threshold: float) -> dict:
    """Each sentence cited as [1] to its own abstract, as written and altered: how often the check flags it."""
    def flags(text: str, pid: str) -> tuple[bool, bool]:
        cited = re.sub(r"[.\s]*$", "", text) + " [1]."  # the citation inside the sentence, as answers write it
        check = check_answer(cited, [papers[pid]], bank, threshold, flag_uncited=False, verifier=verifier)
        s = check.sentences[0] if check.sentences else None
        return (s is not None and s.contradicted_by is not None), (s is not None and not s.supported)

    originals = [flags(s, pid) for pid, s in items]
    altered, rules, skipped = [], {}, 0
    for pid, s in items:
        alt = alter_finding(s)
        if alt is None:
            skipped += 1
            continue
        rules[alt[1]] = rules.get(alt[1], 0) + 1
        altered.append((alt[1], flags(alt[0], pid)))

    def rate(xs):
        return round(sum(xs) / max(len(xs), 1), 4)
    return {"originals": len(originals), "altered": len(altered), "skipped_no_rule": skipped, "rules": rules,
            "contradicted_originals": rate([c for c, _ in originals]),
            "contradicted_altered": rate([c for _, (c, _) in altered]),
            "any_flag_originals": rate([u for _, u in originals]),
            "any_flag_altered": rate([u for _, (_, u) in altered]),
            "contradicted_by_rule": {r: rate([c for k, (c, _) in altered if k == r]) for r in rules}}
