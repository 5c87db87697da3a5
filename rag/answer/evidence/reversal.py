"""A sentence that copies a source sentence with a small edit that turns its finding around.

Answers restate their sources: an extractive answer quotes them, a language model rewrites a few words. When the
rewrite is a near copy of one source sentence, the words it changed are the whole of what it claims beyond the
source, and a few kinds of change reverse the finding whatever the subject:

* ``negation``: a negation appears or disappears ("did not reduce" / "reduced", "no significant" / "a significant",
  "independent" / "dependent", "stabilizing" / "destabilizing");
* ``direction``: a word of one direction is swapped for one of the other ("increases" / "reduces", "accelerates" /
  "slows", "better" / "poorer"), the words around it unchanged;
* ``number``: a number is swapped for a different one ("35 %" / "12 %"; rounding to the answer's precision is no
  change).

Only a near copy is read (``SHARED`` of the answer's words match the source in order, at most ``MAX_CHANGED`` words
changed on either side; source words the answer leaves out are no change, but a negation left out is), and only
when every changed word is a negation, a direction word, a number or a word that carries no finding (``_NEUTRAL``):
"reduces mortality" / "improves survival" changes what is measured, and is left to the evidence model. A direction
word right after a negation leans the other way ("did not increase" is read as a decrease).

Measured on contradictions people wrote (bench/claim_pairs.py: SciFact's annotators' edited claims, halves fixed
before this reader was written): see `litchat bench claims`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Literal

ReversalKind = Literal["negation", "direction", "number"]

SHARED = 0.6  # share of the answer's words that must match the source sentence, in order
MAX_CHANGED = 5  # words changed on either side of the edit, at most
NEGATION_REACH = 3  # a negation this many words before a direction word turns it around

_WORD = re.compile(r"\d+(?:[.,]\d+)*(?![a-z])|[a-z0-9]+(?:-[a-z0-9]+)*|n't")
_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_NEGATIONS = frozenset("""not no never without neither nor none cannot n't fail fails failed failing lack lacks
lacked lacking absence absent unable nothing nobody""".split())
_NEGATING_PREFIXES = ("non-", "non", "un", "in", "im", "ir", "il", "dis", "de", "dys", "anti-", "anti")
# stems; a word of one direction is any word starting with one of its stems
_UP = ("increas", "higher", "high", "more", "most", "greater", "greatest", "larger", "elevat", "enhanc", "improv",
       "upregulat", "up-regulat", "activat", "induc", "gain", "positiv", "longer", "raise", "raising", "rise", "rose",
       "risen", "rising", "augment", "boost", "stimulat", "promot", "accelerat", "strengthen", "exceed", "above",
       "superior", "better", "best", "encourag", "facilitat", "amplif", "potentiat", "exacerbat", "worsen", "faster",
       "expand", "expansion", "grow", "grew", "accumulat", "upward", "maximi", "overexpress", "over-express",
       "mediat", "caus", "lead", "led")
_DOWN = ("decreas", "lower", "low", "less", "least", "fewer", "smaller", "reduc", "diminish", "attenuat", "impair",
         "downregulat", "down-regulat", "inhibit", "suppress", "prevent", "block", "loss", "lose", "lost", "negativ",
         "shorter", "declin", "drop", "fell", "fall", "slow", "weaken", "below", "inferior", "worse", "worst", "poor",
         "counteract", "antagoni", "abolish", "abrogat", "deplet", "delay", "mitigat", "alleviat", "ameliorat",
         "relie", "shrink", "shrank", "downward", "minimi", "inverse", "knockdown", "knock-down", "repair", "rescu")
# words that carry no finding of their own: an edit may change them beside a reversal
_NEUTRAL = frozenset("""a an the to of in on at by for with from as and or than that this these those it its their
is are was were be been being has have had do does did will would can could may might should also both
show shows showed shown significantly significant markedly greatly strongly slightly substantially statistically
rate rates level levels risk associated association associations linked link related relation relationship
correlated correlation correlates predictive predicts predict predicted connected tied hundred thousand million
billion percent per cent fold times""".split())


@dataclass(frozen=True)
class Reversal:
    kind: ReversalKind
    source_words: str  # what the source says where the answer differs
    answer_words: str


def words(text: str) -> list[str]:
    """Lower-cased words and numbers ("five" read as "5"); "Egr2" is one word."""
    return [_NUMBER_WORDS.get(w, w) for w in _WORD.findall(text.lower().replace("’", "'"))]


def reversal(answer: str, source: str) -> Reversal | None:
    """How ``answer`` turns ``source``'s finding around, when it is a near copy of it; else None."""
    a, s = words(answer), words(source)
    if not a or not s:
        return None
    matcher = SequenceMatcher(a=s, b=a, autojunk=False)
    shared = sum(block.size for block in matcher.get_matching_blocks())
    ops = matcher.get_opcodes()
    # the source's words the answer leaves out are an omission, not a change, unless one is a negation
    at_s = [i for tag, i1, i2, _, _ in ops if tag != "equal" for i in range(i1, i2)
            if tag == "replace" or s[i] in _NEGATIONS]
    at_a = [j for tag, _, _, j1, j2 in ops if tag != "equal" for j in range(j1, j2)]
    if shared < SHARED * len(a) or not (at_s or at_a) or max(len(at_s), len(at_a)) > MAX_CHANGED:
        return None
    changed_s, changed_a = [s[i] for i in at_s], [a[j] for j in at_a]
    prefixed = _prefixed_pairs(changed_s, changed_a)
    kept = prefixed | _same_stem(changed_s, changed_a)
    if not all(_readable(w) for w in changed_s + changed_a if w not in kept):
        return None
    kind = _kind(s, at_s, a, at_a, len(prefixed) // 2)
    return Reversal(kind, " ".join(changed_s), " ".join(changed_a)) if kind else None


def _kind(s: list[str], at_s: list[int], a: list[str], at_a: list[int], prefixed: int) -> ReversalKind | None:
    changed_s, changed_a = [s[i] for i in at_s], [a[j] for j in at_a]
    if _numbers_differ(changed_s, changed_a):
        return "number"
    ds, da = _direction(s, at_s), _direction(a, at_a)
    if ds * da < 0:  # the same direction word on both sides, negated on one: a negation
        same_word = {_stem(w) for w in changed_s if _polarity(w)} == {_stem(w) for w in changed_a if _polarity(w)}
        return "negation" if same_word else "direction"
    negations = sum(w in _NEGATIONS for w in changed_s) + sum(w in _NEGATIONS for w in changed_a) + prefixed
    if not ds and not da and negations % 2:
        return "negation"
    return None


def _readable(word: str) -> bool:
    return word in _NEGATIONS or word in _NEUTRAL or _polarity(word) != 0 or word[0].isdigit()


def _polarity(word: str) -> int:
    if word.startswith(_UP):
        return 1
    if word.startswith(_DOWN):
        return -1
    return 0


def _direction(sentence: list[str], at: list[int]) -> int:
    """+1 / -1 when the changed words lean one way, 0 when they lean none (or both); a direction word right after a
    negation ("did not increase") leans the other way."""
    total = 0
    for i in at:
        negated = any(w in _NEGATIONS for w in sentence[max(0, i - NEGATION_REACH):i])
        total += _polarity(sentence[i]) * (-1 if negated else 1)
    return (total > 0) - (total < 0)


def _prefixed_pairs(changed_s: list[str], changed_a: list[str]) -> set[str]:
    """Words that are a word of the other side with a negating prefix ("independent" / "dependent"), and those."""
    out: set[str] = set()
    for x in changed_s:
        for y in changed_a:
            if _prefixed(x, y) or _prefixed(y, x):
                out |= {x, y}
    return out


def _same_stem(changed_s: list[str], changed_a: list[str]) -> set[str]:
    """Words changed only in form on both sides ("occurs" / "does not occur"): the word is kept, not changed."""
    stems_s, stems_a = {_stem(w) for w in changed_s}, {_stem(w) for w in changed_a}
    return {w for w in changed_s + changed_a if _stem(w) in stems_s & stems_a}


def _stem(word: str) -> str:
    return re.sub(r"(?:ing|ed|es|s|e)$", "", word) if len(word) > 4 else word


def _prefixed(word: str, base: str) -> bool:
    return any(word == p + base for p in _NEGATING_PREFIXES)


def _numbers_differ(changed_s: list[str], changed_a: list[str]) -> bool:
    """A number of the answer's edit that none of the source's edit rounds to (both edits hold numbers)."""
    ns = [w for w in changed_s if w[0].isdigit()]
    na = [w for w in changed_a if w[0].isdigit()]
    return bool(ns and na) and any(not any(_rounds_to(x, y) for x in ns) for y in na)


def _rounds_to(source: str, answer: str) -> bool:
    a, s = answer.replace(",", ""), source.replace(",", "")
    decimals = len(a.split(".")[1]) if "." in a else 0
    try:
        return round(float(s), decimals) == float(a)
    except ValueError:
        return s == a
