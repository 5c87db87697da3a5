"""Years a question restricts its papers to: "published in 2025", "papers from 2024 on X", "since 2022", "before
2020", "between 2019 and 2021", "2023 papers".

A year the question merely mentions is not a restriction ("the 2020 wildfire season", "COVID-19 in 2020 cohorts"):
a span is read only with a cue that it is about when the papers appeared (a publication verb, a paper noun before
it, since/after/before/between, or "from YEAR" closing the question; "Who won the world cup in 1998?" asks
about an event's year). The span leaves the query; what is left is the
topic (empty for "Which papers were published in 2025?", which asks for the year's papers themselves).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rag.records import Filters

_Y1, _Y2 = r"(?P<y1>(?:19|20)\d\d)", r"(?P<y2>(?:19|20)\d\d)"
_PAPERS = (r"(?:papers?|articles?|works?|studies|study|publications?|research|preprints?|literature|ones|these|"
           r"those|them)")
_PUBLISHED = r"(?:published|appeared|released|written|dated|posted|came\s+out|out)"
_BY = r"(?:(?:published|dated|written|appeared)\s+)?"
# (pattern, how its years read): "range" y1..y2, "since" y1.., "after" y1+1.., "before" ..y1-1, "until" ..y1,
# "in" y1. The group "cut" (else the whole match) is what leaves the question.
_SPANS: list[tuple[re.Pattern, str]] = [
    (re.compile(rf"\b{_BY}(?:from\s+)?between\s+{_Y1}\s+and\s+{_Y2}\b", re.I), "range"),
    (re.compile(rf"\b{_BY}from\s+{_Y1}\s+(?:to|until|through|till)\s+{_Y2}\b", re.I), "range"),
    (re.compile(rf"\b{_BY}(?:from\s+|in\s+)?{_Y1}\s*[-–—]\s*{_Y2}\b", re.I), "range"),
    (re.compile(rf"\b{_BY}(?:since|from)\s+{_Y1}\s+(?:onwards?|on(?=\s*(?:[,;?.!]|$)))", re.I), "since"),
    (re.compile(rf"\b{_BY}since\s+{_Y1}\b", re.I), "since"),
    (re.compile(rf"\b{_BY}(?:in\s+|from\s+)?{_Y1}\s+or\s+(?:later|after|newer)\b", re.I), "since"),
    (re.compile(rf"\b{_BY}after\s+{_Y1}\b", re.I), "after"),
    (re.compile(rf"\b(?:newer|later|more\s+recent)\s+than\s+{_Y1}\b", re.I), "after"),
    (re.compile(rf"\b{_BY}(?:before|prior\s+to|earlier\s+than|older\s+than)\s+{_Y1}\b", re.I), "before"),
    (re.compile(rf"\b{_BY}(?:in\s+|from\s+)?{_Y1}\s+or\s+(?:earlier|before|older)\b", re.I), "until"),
    (re.compile(rf"\b{_BY}(?:up\s+to|until|through)\s+{_Y1}\b", re.I), "until"),
    (re.compile(rf"\b{_PUBLISHED}\s+(?:in\s+|during\s+)?(?:the\s+year\s+)?{_Y1}\b", re.I), "in"),
    (re.compile(rf"\b{_PAPERS}\s+(?P<cut>(?:in|from|of|during)\s+{_Y1})\b", re.I), "in"),
    (re.compile(rf"\b(?P<cut>{_Y1}(?:'s)?)\s+{_PAPERS}\b", re.I), "in"),
    (re.compile(rf"\b(?:from|dated)\s+{_Y1}(?=\s*[?.!]*\s*$)", re.I), "in"),
]
_PUBLICATION_VERB = re.compile(r"\b(?:were|was|are|is|been|get|got)\s*$", re.I)


@dataclass(frozen=True)
class YearSpan:
    """The years a question keeps (None: open on that side) and the question without the span."""
    year_min: int | None
    year_max: int | None
    rest: str
    phrase: str  # the span as written, e.g. "published in 2025"

    def narrow(self, filters: Filters | None) -> Filters:
        """``filters`` with this span's years as well (both must hold); where the two ranges do not meet, the
        question's years (it was asked after the filter was set)."""
        base = filters or Filters()
        lo = max((y for y in (base.year_min, self.year_min) if y is not None), default=None)
        hi = min((y for y in (base.year_max, self.year_max) if y is not None), default=None)
        if lo is not None and hi is not None and lo > hi:
            lo, hi = self.year_min, self.year_max
        return replace(base, year_min=lo, year_max=hi)

    def describe(self) -> str:
        """"2025", "2019-2021", "2022 or later", "2019 or earlier"."""
        if self.year_min == self.year_max:
            return str(self.year_min)
        if self.year_min is None:
            return f"{self.year_max} or earlier"
        if self.year_max is None:
            return f"{self.year_min} or later"
        return f"{self.year_min}-{self.year_max}"


def question_years(question: str) -> YearSpan | None:
    """The first year restriction ``question`` states, or None."""
    for pattern, reading in _SPANS:
        m = pattern.search(question)
        if m is None:
            continue
        years = sorted(int(y) for y in (m.group("y1"), m.groupdict().get("y2")) if y)
        lo, hi = _bounds(reading, years)
        if lo is not None and hi is not None and lo > hi:
            continue
        cut = "cut" if m.groupdict().get("cut") else 0
        return YearSpan(lo, hi, _without(question, m.start(cut), m.end(cut)), m.group(cut).strip())
    return None


def _bounds(reading: str, years: list[int]) -> tuple[int | None, int | None]:
    first, last = years[0], years[-1]
    return {"range": (first, last), "since": (first, None), "after": (first + 1, None),
            "before": (None, first - 1), "until": (None, first), "in": (first, first)}[reading]


def _without(question: str, start: int, end: int) -> str:
    """The question with the span cut out, and a dangling "were/was" before it ("papers were published in 2025")."""
    head = _PUBLICATION_VERB.sub("", question[:start].rstrip())
    return re.sub(r"\s+([?.!,])", r"\1", re.sub(r"\s{2,}", " ", f"{head} {question[end:]}")).strip()


def dated_line(span: YearSpan, catalog, filters: Filters | None) -> str:
    """"3 of the 121 papers are dated 2024; 103 have no year in their records" (``catalog``: a retrieval
    Catalog, whose filter masks are memoised)."""
    within = catalog.mask(span.narrow(filters))
    dated = catalog.mask(Filters(year_min=1))
    return (f"{int(within.sum()) if within is not None else catalog.size} of the {catalog.size} papers are dated "
            f"{span.describe()}; {catalog.size - int(dated.sum())} have no year in their records")
