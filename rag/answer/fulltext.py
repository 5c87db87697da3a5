"""Answers from full text: the retrieved body passages become citable evidence, and citations name the page.

    request_hits = with_passages(question, hits) # each full-text paper's evidence: its abstract + best passages
    result = cite_pages(result, hits)           # [2] -> [2, p. 7] where the evidence sits in a passage on page 7

The answer check scores each sentence against the text its cited papers offer (rag.answer.evidence.check): for a
full-text paper that is the abstract plus the passages retrieval found, so the check runs against the cited passage.
Abstract-only papers are passed through unchanged.
"""
from __future__ import annotations

import dataclasses
import re

from rag.answer.evidence.check import CheckResult
from rag.records import Citation, Paper, PaperHit, Passage, SentenceCheck
from rag.retrieval.text import content_terms, query_content_terms


def body_passages(hit: PaperHit) -> list[Passage]:
    """The hit's passages from the full text (abstract chunks excluded), best first."""
    return [p for p in hit.passages if p.page is not None and (p.section or "") != "Abstract"]


def with_passages(question: str, hits: list[PaperHit]) -> list[PaperHit]:
    """Hits whose papers carry their retrieved body passages after the abstract (what relevance, generators and
    the check read as the paper's text), their word overlap with the question counting the passages too;
    abstract-only hits are the same objects."""
    terms = query_content_terms(question)
    out = []
    for hit in hits:
        extra = [p.text for p in body_passages(hit) if p.text and p.text not in hit.paper.abstract]
        if not extra:
            out.append(hit)
            continue
        extra = list(dict.fromkeys(extra))
        found = terms & set(content_terms(" ".join(extra)))
        overlap = max(hit.overlap or 0.0, len(found) / len(terms)) if terms else hit.overlap
        text = "\n\n".join([hit.paper.abstract, *extra]).strip()
        out.append(dataclasses.replace(hit, paper=dataclasses.replace(hit.paper, abstract=text), overlap=overlap))
    return out


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def locate(evidence: str, hit: PaperHit) -> Passage | None:
    """The body passage of ``hit`` that holds the evidence sentence, or None (it is in the abstract)."""
    want = _squash(evidence)
    if not want or want in _squash(hit.paper.abstract):
        return None
    return next((p for p in body_passages(hit) if want in _squash(p.text)), None)


def evidence_page(evidence: str, passage: Passage) -> int | None:
    """The page the evidence sentence starts on, inside a passage that may run over a page break."""
    at = passage.text.find(evidence.strip()[:80])
    return passage.page_at(at) if at >= 0 else passage.page


def cite_pages(result: CheckResult, hits: list[PaperHit]) -> CheckResult:
    """Sentences whose evidence is a body passage get its page and section, and their citation of that paper
    reads [n, p. 7]; citations point at the original papers again (not the passage-extended copies)."""
    by_id = {h.paper.id: h for h in hits}
    number = {c.paper.id: c.n for c in result.citations}
    text = result.text
    for check in result.sentences:
        hit = by_id.get(check.evidence_paper or "")
        passage = locate(check.evidence, hit) if hit is not None and check.evidence else None
        if passage is None:
            continue
        check.page, check.section = evidence_page(check.evidence, passage), passage.section
        n = number.get(hit.paper.id)
        if n is not None and f"[{n}]" in check.text:
            cited = check.text.replace(f"[{n}]", f"[{n}, p. {check.page}]", 1)
            text = text.replace(check.text, cited, 1)
            check.text = cited
    citations = [Citation(n=c.n, paper=by_id[c.paper.id].paper if c.paper.id in by_id else c.paper,
                          pages=pages_cited(result.sentences, c.paper)) for c in result.citations]
    return dataclasses.replace(result, text=text, citations=citations)


def pages_cited(sentences: list[SentenceCheck], paper: Paper) -> list[int]:
    """The pages of ``paper`` the answer's sentences cite, in order of first use."""
    return list(dict.fromkeys(s.page for s in sentences if s.evidence_paper == paper.id and s.page is not None))
