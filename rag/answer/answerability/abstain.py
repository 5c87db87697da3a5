"""Abstention: does retrieval hold anything relevant enough to answer from?

One cosine threshold cannot separate "not in the corpus" from short author questions, so the signal combines the
best dense cosine with the share of the question's content words found in the best papers; papers found through
the author/title/year metadata routes never abstain. ``settings.abstain_threshold`` is chosen on the eval set.
"""
from __future__ import annotations

from rag.text.words import content_words
from rag.records import Citation, PaperHit, Relevance

DENSE_WEIGHT = 0.5
METADATA_ROUTES = frozenset({"author", "title", "year"})  # a paper the question named by its record
TOP_PAPERS = 3


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
    metadata = any(METADATA_ROUTES & set(h.matched_by) for h in hits[:TOP_PAPERS])
    return Relevance(dense, overlap, metadata, DENSE_WEIGHT * dense + (1 - DENSE_WEIGHT) * overlap)


def should_abstain(rel: Relevance, threshold: float) -> bool:
    return not rel.metadata and rel.score < threshold


def abstention_text(rel: Relevance, threshold: float, nearest: list[Citation]) -> str:
    return _with_nearest(f"The corpus does not cover this question: no retrieved paper is relevant enough "
                         f"(relevance {rel.score:.2f}, threshold {threshold:.2f}).", nearest)


def claim_abstention_text(score: float, calibration, nearest: list[Citation]) -> str:
    how = (f"calibrated on this corpus with {calibration.probes} probe claims" if calibration.calibrated
           else "the model's default: the corpus is too small to calibrate on")
    return _with_nearest(f"No paper in the corpus states or tests this claim: the retrieved papers are near the topic, "
                         f"not on it (answerability {score:.2f}, below {calibration.floor:.2f}, {how}).", nearest)


def _with_nearest(first_line: str, nearest: list[Citation]) -> str:
    lines = [first_line]
    if nearest:
        lines.append("The nearest papers are:")
        lines += [f"- {c.paper.display_title} ({c.paper.short_authors(2)}, {c.paper.year or 'n.d.'})"
                  for c in nearest]
    return "\n".join(lines)
