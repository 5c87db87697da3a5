"""Abstention: does retrieval hold anything relevant enough to answer from?

One cosine threshold cannot separate "not in the corpus" from short author questions, so the signal combines the
best dense cosine with the share of the question's content words found in the best papers; papers found through
the author/title metadata routes never abstain. ``settings.abstain_threshold`` is chosen on the eval set.
"""
from __future__ import annotations

from dataclasses import dataclass

from rag.answer.text import content_words
from rag.records import Citation, PaperHit

DENSE_WEIGHT = 0.5
TOP_PAPERS = 3


@dataclass
class Relevance:
    dense: float  # best cosine between the question and a retrieved chunk
    overlap: float  # best share of question content words present in one of the top papers
    metadata: bool  # found by author/title metadata
    score: float  # DENSE_WEIGHT * dense + (1 - DENSE_WEIGHT) * overlap

    def to_dict(self) -> dict[str, float]:
        return {"score": round(self.score, 4), "dense": round(self.dense, 4), "overlap": round(self.overlap, 4),
                "metadata": float(self.metadata)}


def relevance(question: str, hits: list[PaperHit]) -> Relevance:
    if not hits:
        return Relevance(0.0, 0.0, False, 0.0)
    dense = max((h.dense_score for h in hits if h.dense_score is not None), default=0.0)
    qwords = content_words(question)
    overlap = 0.0
    given = [h.overlap for h in hits[:TOP_PAPERS] if h.overlap is not None]
    if given:  # the retriever's own (stemmed) measure
        overlap = max(given)
    elif qwords:
        for h in hits[:TOP_PAPERS]:
            p = h.paper
            words = content_words(" ".join([p.title or "", p.display_title, " ".join(p.authors), p.abstract]))
            overlap = max(overlap, len(qwords & words) / len(qwords))
    metadata = any({"author", "title"} & set(h.matched_by) for h in hits[:TOP_PAPERS])
    return Relevance(dense, overlap, metadata, DENSE_WEIGHT * dense + (1 - DENSE_WEIGHT) * overlap)


def should_abstain(rel: Relevance, threshold: float) -> bool:
    return not rel.metadata and rel.score < threshold


def abstention_text(rel: Relevance, threshold: float, nearest: list[Citation]) -> str:
    lines = [f"The corpus does not cover this question: no retrieved paper is relevant enough "
             f"(relevance {rel.score:.2f}, threshold {threshold:.2f})."]
    if nearest:
        lines.append("The nearest papers are:")
        lines += [f"- {c.paper.display_title} ({c.paper.short_authors(2)}, {c.paper.year or 'n.d.'})"
                  for c in nearest]
    return "\n".join(lines)


# --- a threshold calibrated to the corpus in hand ---------------------------------------------------------------
# A threshold fitted to one corpus means nothing on another: the relevance of a question that IS answered by some
# paper, and of one whose paper is missing but whose neighbours are near-topic, both move with the corpus. So probe
# the corpus itself: for a seeded sample of papers, a claim-like probe (one of its sentences, trimmed) is scored
# against the corpus (answerable) and against the corpus without that paper (unanswerable); the threshold is the
# point that best separates the two score distributions.
PROBE_WORDS = 20


@dataclass
class Calibration:
    threshold: float
    answerable: list[float]
    unanswerable: list[float]

    def to_dict(self) -> dict:
        return {"threshold": round(self.threshold, 4), "probes": len(self.answerable),
                "answerable": [round(x, 4) for x in self.answerable],
                "unanswerable": [round(x, 4) for x in self.unanswerable]}


def probe_question(paper) -> str | None:
    """A claim-like probe from ``paper``: its sentence with the most content words (not the opening background
    line when there is another), trimmed to PROBE_WORDS words."""
    from rag.answer.text import sentences

    sents = [s for s in sentences(paper.abstract or "") if len(content_words(s)) >= 4]
    if len(sents) > 1:
        sents = sents[1:]
    if not sents:
        return None
    best = max(sents, key=lambda s: len(content_words(s)))
    return " ".join(best.split()[:PROBE_WORDS])


def separating_threshold(pos: list[float], neg: list[float]) -> float:
    """The midpoint between neighbouring scores with the best balanced accuracy (ties: the lowest such point)."""
    pts = sorted(set(pos) | set(neg))
    if not pts:
        return 0.0
    cands = [pts[0] - 1e-6] + [(a + b) / 2 for a, b in zip(pts, pts[1:])] + [pts[-1] + 1e-6]

    def balanced(t):
        return (sum(p >= t for p in pos) / max(len(pos), 1) + sum(n < t for n in neg) / max(len(neg), 1)) / 2
    return max(cands, key=lambda t: (balanced(t), -t))


def calibrate(search, papers: list, probes: int = 60, seed: int = 0) -> Calibration:
    """``search(question, exclude_id)`` returns the hits for ``question`` (without paper ``exclude_id`` when given)."""
    import random

    sample = list(papers)
    random.Random(seed).shuffle(sample)
    pos, neg = [], []
    for paper in sample:
        if len(pos) >= probes:
            break
        q = probe_question(paper)
        if not q:
            continue
        pos.append(relevance(q, search(q, None)).score)
        neg.append(relevance(q, search(q, paper.id)).score)
    return Calibration(separating_threshold(pos, neg), pos, neg)
