"""Human-edited claim pairs from SciFact: contradiction written by people, not by our rule.

SciFact's annotators wrote many CONTRADICT claims by editing a SUPPORT claim about the same abstract ("Activation of
PPM1D enhances p53 function." / "... suppresses p53 function."; "Bone marrow cells don't contribute ..." / "...
contribute ..."). Two claims (train and dev files) about the same abstract whose word sequences match closely
(``difflib`` ratio >= ``SIMILAR``) make a pair:

* ``contradict``: one claim SUPPORTs the abstract and the other CONTRADICTs it. Cite the abstract as the first
  claim and write the second: the check should mark it contradicted.
* ``same``: both claims have the same label (near paraphrases, or two findings of one abstract). The check should not
  mark one contradicted by the other.

Each pair falls into the ``tune`` or the ``held-out`` half by a hash of its abstract's id, fixed here before any
contradiction reader was written against these pairs; only the tuning half may be read to improve one, the held-out
half is what gets reported. Both orders of a pair are scored (either claim as the source).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path
from typing import Literal

from rag.answer.evidence.check import check_answer
from rag.records import Paper

SIMILAR = 0.7
FILES = ("claims_train.jsonl", "claims_dev.jsonl")
Half = Literal["tune", "held-out"]
PairKind = Literal["contradict", "same"]
_TOKEN = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?|[^\sa-z0-9]")


@dataclass(frozen=True)
class ClaimPair:
    doc: str  # SciFact abstract id both claims are about
    source: str  # the claim standing as the cited abstract's sentence
    answer: str  # the claim written as the answer's sentence
    kind: PairKind
    half: Half
    file: str  # where the answer claim comes from (train claims were the evidence model's training data)


def half_of(doc: str) -> Half:
    return "held-out" if int(hashlib.sha1(f"claim-pairs:{doc}".encode()).hexdigest(), 16) % 2 else "tune"


def _labelled_claims(data_dir: Path) -> dict[str, list[tuple[str, str, str]]]:
    """abstract id -> [(claim, label, file)] for claims whose evidence in that abstract has one label."""
    by_doc: dict[str, list[tuple[str, str, str]]] = {}
    for name in FILES:
        if not (data_dir / name).is_file():  # a folder with the dev claims only gives the dev claims' pairs
            continue
        for line in (data_dir / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            for doc, sets in (row.get("evidence") or {}).items():
                labels = {s["label"] for s in sets}
                if len(labels) == 1:
                    by_doc.setdefault(str(doc), []).append((row["claim"].strip(), labels.pop(), name))
    return by_doc


def _similar(a: str, b: str) -> bool:
    return SequenceMatcher(a=_TOKEN.findall(a.lower()), b=_TOKEN.findall(b.lower()), autojunk=False).ratio() >= SIMILAR


def claim_pairs(data_dir: Path) -> list[ClaimPair]:
    """Every close pair of distinct claims about one abstract, in both orders."""
    out: list[ClaimPair] = []
    for doc, claims in sorted(_labelled_claims(data_dir).items()):
        seen: set[tuple[str, str]] = set()
        for i, (a, la, fa) in enumerate(claims):
            for b, lb, fb in claims[i + 1:]:
                if a == b or (a, b) in seen or not _similar(a, b):
                    continue
                seen.add((a, b))
                kind: PairKind = "same" if la == lb else "contradict"
                out.append(ClaimPair(doc, a, b, kind, half_of(doc), fb))
                out.append(ClaimPair(doc, b, a, kind, half_of(doc), fa))
    return out


def _as_paper(doc: str, sentence: str) -> Paper:
    return Paper(id=f"pair-{doc}", title=None, display_title=f"SciFact claim about {doc}", authors=[],
                 authors_truncated=False, year=None, categories=[], abstract=sentence)


def marked_contradicted(pair: ClaimPair, bank, verifier, threshold: float) -> bool:
    """The answer claim, cited [1] to an abstract that is the source claim, is marked contradicted by the check."""
    cited = re.sub(r"[.\s]*$", "", pair.answer) + " [1]."
    check = check_answer(cited, [_as_paper(pair.doc, pair.source)], bank, threshold, flag_uncited=False,
                         verifier=verifier)
    return bool(check.sentences) and check.sentences[0].contradicted_by is not None


def pair_figures(pairs: list[ClaimPair], bank, verifier, threshold: float) -> dict:
    """Per half and kind: how many ordered pairs, and the share the check marks contradicted."""
    out: dict[str, dict] = {}
    for half in ("tune", "held-out"):
        for kind in ("contradict", "same"):
            group = [p for p in pairs if p.half == half and p.kind == kind]
            marked = [marked_contradicted(p, bank, verifier, threshold) for p in group]
            dev = [m for m, p in zip(marked, group) if p.file == "claims_dev.jsonl"]
            out[f"{half}/{kind}"] = {"pairs": len(group), "marked": round(sum(marked) / max(len(group), 1), 4),
                                     "dev_pairs": len(dev), "dev_marked": round(sum(dev) / max(len(dev), 1), 4)}
    return out


def pairs_markdown(figures: dict) -> list[str]:
    lines = ["", "Contradiction written by people (bench/claim_pairs.py): SciFact claims the annotators wrote by editing "
                 "another claim about the same abstract into its opposite (`contradict`), and near pairs with the same "
                 "label (`same`); the answer claim cited [1] to an abstract that is the other claim. Halves fixed by "
                 "abstract id before the reversal reader was written; only the tuning half was read.", "",
             "| half | contradict pairs | marked ⚠ contradicted | of them dev claims | same-label pairs | marked "
             "(false alarm) |", "|---|---|---|---|---|---|"]
    for half in ("held-out", "tune"):
        c, s = figures[f"{half}/contradict"], figures[f"{half}/same"]
        lines.append(f"| {half} | {c['pairs']} | {c['marked']:.3f} | {c['dev_marked']:.3f} ({c['dev_pairs']}) | "
                     f"{s['pairs']} | {s['marked']:.3f} |")
    return lines
