"""Metric functions of the eval and the benchmarks. Pure: ids, texts and numbers in, floats out; no LLM judge.

Ranking metrics take the ranked ids (best first) and the set of relevant ids (binary relevance, or a dict of
graded relevance for nDCG). Answer metrics return ``None`` when they do not apply (e.g. citation precision of an
answer that cites nothing), and the aggregates skip ``None``.
"""
from __future__ import annotations

import math
import re
import unicodedata
from typing import Iterable, Mapping, Sequence

Keyword = str | Sequence[str]  # a string, or a list of acceptable alternatives


# --- retrieval ------------------------------------------------------------------------------------------------
def recall_at_k(ranked: Sequence[str], relevant: Iterable[str], k: int) -> float:
    """Share of the relevant ids found in the first k ranked ids."""
    rel = set(relevant)
    if not rel:
        raise ValueError("recall is undefined without relevant ids")
    return len(rel & set(ranked[:k])) / len(rel)


def reciprocal_rank(ranked: Sequence[str], relevant: Iterable[str]) -> float:
    """1 / rank of the first relevant id (0 when none is ranked)."""
    rel = set(relevant)
    for i, pid in enumerate(ranked, start=1):
        if pid in rel:
            return 1.0 / i
    return 0.0


def ndcg_at_k(ranked: Sequence[str], relevant: Iterable[str] | Mapping[str, float], k: int) -> float:
    """nDCG@k with gains rel (graded) or 1 (binary), discount log2(rank + 1), as in BEIR / trec_eval."""
    gains = dict(relevant) if isinstance(relevant, Mapping) else {pid: 1.0 for pid in relevant}
    gains = {pid: g for pid, g in gains.items() if g > 0}
    if not gains:
        raise ValueError("nDCG is undefined without relevant ids")
    seen: set[str] = set()
    dcg = 0.0
    for i, pid in enumerate(ranked[:k], start=1):
        if pid in gains and pid not in seen:
            dcg += gains[pid] / math.log2(i + 1)
            seen.add(pid)
    ideal = sorted(gains.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, start=1))
    return dcg / idcg


# --- answers --------------------------------------------------------------------------------------------------
def citation_precision(cited: Iterable[str], gold: Iterable[str]) -> float | None:
    """Share of the cited papers that are gold; None when nothing is cited."""
    c = set(cited)
    if not c:
        return None
    return len(c & set(gold)) / len(c)


def citation_recall(cited: Iterable[str], gold: Iterable[str]) -> float | None:
    """Share of the gold papers that are cited; None when there is no gold paper."""
    g = set(gold)
    if not g:
        return None
    return len(set(cited) & g) / len(g)


def normalise_text(text: str) -> str:
    """Case-, width- and whitespace-insensitive form used to look for keywords."""
    text = unicodedata.normalize("NFKC", text).replace("\\%", "%")
    return re.sub(r"\s+", " ", text).strip().casefold()


def keyword_hits(text: str, keywords: Sequence[Keyword]) -> list[bool]:
    """For each keyword (or list of alternatives): does the text contain it?"""
    norm = normalise_text(text)
    hits = []
    for kw in keywords:
        alternatives = [kw] if isinstance(kw, str) else list(kw)
        hits.append(any(normalise_text(a) in norm for a in alternatives))
    return hits


def keyword_accuracy(text: str, keywords: Sequence[Keyword]) -> float | None:
    """Share of the required keywords the text contains; None when none are required."""
    if not keywords:
        return None
    hits = keyword_hits(text, keywords)
    return sum(hits) / len(hits)


def abstention_correct(abstained: bool, answerable: bool) -> bool:
    """Correct = abstained on an unanswerable question, or answered an answerable one."""
    return abstained != answerable


# --- aggregation ----------------------------------------------------------------------------------------------
def mean(values: Iterable[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def percentile(values: Sequence[float], p: float) -> float | None:
    """Linear-interpolated percentile (numpy's default method); None for no values."""
    if not values:
        return None
    xs = sorted(values)
    pos = (len(xs) - 1) * p / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)
