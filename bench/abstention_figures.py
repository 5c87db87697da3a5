"""The probes of `litchat bench abstention` (one question asked over one corpus, with the chain's signals) and
the figures read from them at any threshold."""
from __future__ import annotations

from dataclasses import dataclass, field

from rag.answer.answerability.abstain import DENSE_WEIGHT


@dataclass
class Probe:
    corpus: str
    topic: str
    question: str
    half: str  # "tune" | "held_out" | "natural" (bench/abstention_natural.py)
    answerable: bool
    eligible: bool = False  # the abstention rule applies (not a metadata hit, not a broad topic, not a claim)
    dense: float = 0.0
    overlap: float = 0.0
    fixed: bool | None = None  # a claim's verdict (its own calibrated rule), else None
    gold: list[str] = field(default_factory=list)  # the corpus's papers that mention the topic
    cited: list[str] = field(default_factory=list)  # the papers the answer cited
    naming: int = 0  # cited papers of ``gold`` the answer quotes with a sentence naming the topic

    @property
    def score(self) -> float:
        """The chain's relevance score (rag.answer.answerability.abstain.relevance)."""
        return DENSE_WEIGHT * self.dense + (1 - DENSE_WEIGHT) * self.overlap

    def abstains(self, threshold: float) -> bool:
        if self.fixed is not None:
            return self.fixed
        return self.eligible and self.score < threshold


@dataclass
class Figures:
    answered: float  # share of answerable questions answered
    abstained: float  # share of unanswerable questions abstained on
    accuracy: float  # share of all questions decided right
    n: int

    @property
    def balanced(self) -> float:
        return (self.answered + self.abstained) / 2


def figures(items: list[Probe], threshold: float) -> Figures:
    yes = [p for p in items if p.answerable]
    no = [p for p in items if not p.answerable]
    answered = sum(not p.abstains(threshold) for p in yes) / max(len(yes), 1)
    abstained = sum(p.abstains(threshold) for p in no) / max(len(no), 1)
    right = sum(p.abstains(threshold) != p.answerable for p in items) / max(len(items), 1)
    return Figures(answered, abstained, right, len(items))


def fit(items: list[Probe]) -> float:
    """The threshold with the best balanced accuracy on ``items`` (ties: the lower threshold, abstaining less)."""
    cuts = sorted({round(p.score, 4) for p in items} | {0.0})
    return max(cuts, key=lambda c: (round(figures(items, c).balanced, 6), -c))


def citations(items: list[Probe], threshold: float) -> tuple[float, float, int]:
    """(precision, recall, answers) of the cited papers against the papers mentioning the topic, over the
    answerable questions answered (with citations) at ``threshold``."""
    answered = _answered(items, threshold)
    if not answered:
        return 0.0, 0.0, 0
    precision = sum(len(set(p.cited) & set(p.gold)) / len(p.cited) for p in answered) / len(answered)
    recall = sum(len(set(p.cited) & set(p.gold)) / len(p.gold) for p in answered) / len(answered)
    return precision, recall, len(answered)


def naming(items: list[Probe], threshold: float) -> float:
    """Of the cited papers that mention the topic, the share the answer quotes with a sentence naming it."""
    answered = _answered(items, threshold)
    cited = sum(len(set(p.cited) & set(p.gold)) for p in answered)
    return sum(p.naming for p in answered) / cited if cited else 0.0


def _answered(items: list[Probe], threshold: float) -> list[Probe]:
    return [p for p in items if p.answerable and p.cited and not p.abstains(threshold)]
