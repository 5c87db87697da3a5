"""Which retrieved papers belong to a topic: the relevance bar of area and list answers (not a fixed top k).

A paper belongs when it covers enough of the question's *rare* terms, weighted by their rarity in the whole
corpus (so "federated" matters and "learning" hardly does), relative to the best-covering paper; or when its
dense similarity is nearly the best one's. Terms in a parenthesised or "or"-list ("diffusion models (for images,
audio or video)") are alternatives: any one of them counts, weighted as the rarest. Generic research verbs
("propose, analyse or apply") are not topic terms. A question that names its topic and then explains it ("… on
federated learning, where many clients train a shared model without pooling their data") is judged by the topic it
names (rag.retrieval.query.topic_head): the explanation says what the topic is, it does not narrow it.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Callable, Sequence

from rag.answer.area.keyphrases import GENERIC
from rag.text.words import STOPWORDS
from rag.records import PaperHit
from rag.retrieval.query import topic_head
from rag.retrieval.text import QUERY_META_WORDS, content_terms

RELATIVE_COVERAGE = 0.75  # of the best paper's rarity-weighted coverage
MIN_COVERAGE = 0.5
DENSE_MARGIN = 0.06  # within this cosine of the best paper counts too, with some coverage
DENSE_MIN_COVERAGE = 0.3
# the asker's words around a topic ("I'm interested in X", "I'd like …", "What has been done on X"): not topic terms
ASKER_WORDS = frozenset("interested keen curious wondering like done".split())


@dataclass
class TopicTerms:
    required: list[str]  # stemmed terms that should all be present
    alternatives: list[list[str]]  # groups: any one term of a group counts


def topic_terms(question: str) -> TopicTerms:
    """The question's content terms, with parenthesised and "or"-joined lists as groups of alternatives."""
    def terms(text: str) -> list[str]:
        words = [w for w in re.findall(r"[\w\-]+", text.lower())
                 if w not in GENERIC and w not in STOPWORDS and w not in QUERY_META_WORDS and w not in ASKER_WORDS]
        return list(dict.fromkeys(content_terms(" ".join(words))))

    alternatives: list[list[str]] = []
    rest = question
    for inner in re.findall(r"\(([^()]*)\)", question):
        group = terms(inner)
        if group:
            alternatives.append(group)
        rest = rest.replace(f"({inner})", " ")
    # "X, Y or Z" outside parentheses: a list of alternatives too
    for m in re.finditer(r"((?:[\w\-]+,\s+)+[\w\-]+,?\s+or\s+[\w\-]+)", rest):
        group = terms(m.group(1).replace(" or ", ", "))
        if len(group) > 1:
            alternatives.append(group)
            rest = rest.replace(m.group(1), " ")
    m = re.search(r"\b([\w\-]+)\s+or\s+([\w\-]+)\b", rest)
    if m:
        group = terms(f"{m.group(1)} {m.group(2)}")
        if len(group) > 1:
            alternatives.append(group)
            rest = rest.replace(m.group(0), " ")
    return TopicTerms(required=terms(rest), alternatives=alternatives)


def coverage(question_terms: TopicTerms, paper_terms: set[str], idf: Callable[[str], float]) -> float:
    """Share of the question's rarity-weighted terms the paper has (an alternatives group counts once)."""
    total = got = 0.0
    for t in question_terms.required:
        w = idf(t)
        total += w
        got += w if t in paper_terms else 0.0
    for group in question_terms.alternatives:
        w = max(idf(t) for t in group)
        total += w
        got += max((idf(t) for t in group if t in paper_terms), default=0.0)
    return got / total if total else 0.0


def members(question: str, hits: Sequence[PaperHit], df: Callable[[str], int] | None, corpus_size: int
            ) -> list[PaperHit]:
    """The hits that belong to the question's topic, best first (by coverage, then by retrieval rank)."""
    if not hits:
        return []
    qterms = topic_terms(topic_head(question) or question)
    n = max(corpus_size, len(hits))

    def idf(term: str) -> float:
        d = df(term) if df is not None else sum(term in t for t in paper_terms)
        return math.log(1 + n / (1 + d))

    paper_terms = [set(content_terms(f"{h.paper.title or h.paper.display_title} {h.paper.abstract}")) for h in hits]
    covs = [coverage(qterms, t, idf) for t in paper_terms]
    best_cov = max(covs)
    best_dense = max((h.dense_score or 0.0) for h in hits)
    keep = []
    for rank, (h, c) in enumerate(zip(hits, covs)):
        by_terms = c >= max(MIN_COVERAGE, RELATIVE_COVERAGE * best_cov)
        by_dense = (h.dense_score or 0.0) >= best_dense - DENSE_MARGIN and c >= DENSE_MIN_COVERAGE
        if by_terms or by_dense or {"author", "title"} & set(h.matched_by):
            keep.append((c, rank, h))
    keep.sort(key=lambda x: (-round(x[0], 6), x[1]))
    return [h for _, _, h in keep]
