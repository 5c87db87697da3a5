"""The papers a turn that filters the last answer is drawn from ("which of these … X?", "which of these are from
2025?"), and a new topic's hits without the last answer's papers that are not on it."""
from __future__ import annotations

from rag.answer.conversation import acts
from rag.answer.conversation.reading import Reading
from rag.answer.intent import COUNT_QUESTION
from rag.answer.run import Run
from rag.retrieval.filters import paper_matcher, restrict
from rag.retrieval.mentions import mentions, phrase_terms
from rag.retrieval.years import YearSpan, question_years
from rag.settings import Settings


def filter_hits(run: Run, retriever, settings: Settings) -> None:
    """"Which of these … X?": the previous papers that mention X, ranked for X; when none does, say so and
    offer the corpus papers that do, as a separate list."""
    reading = run.reading
    span = question_years(run.question)
    if span is not None:
        return filter_years(run, span, retriever, settings)
    terms = reading.mention_terms
    run.query = reading.topic
    if reading.papers:
        run.hits = retriever.search(reading.topic, k=len(reading.papers),
                                    filters=restrict(run.filters, reading.paper_ids))
        run.every_paper = True
        _count(run)
        return
    n = len(reading.previous)
    run.prefix = (f"None of the {n} paper{'s' if n != 1 else ''} in the last answer "
                  f"mention{'s' if n == 1 else ''} {reading.topic}.")
    found = retriever.search(reading.topic, k=settings.area_max_papers, filters=run.filters)
    run.hits = [h for h in found if mentions(h.paper, terms)][:settings.k]
    run.every_paper = True
    run.prefix += ("\n\n**Other papers in the corpus that do:**" if run.hits else
                   f" No paper in the corpus mentions {reading.topic} either.")


def filter_years(run: Run, span: YearSpan, retriever, settings: Settings) -> None:
    """"Which of these are from 2025?" / "… from 2025 use X?": the previous papers (those naming X) dated in
    those years, in the last answer's order; when none is, say so and offer the corpus's papers that are."""
    reading, topic = run.reading, acts.filter_topic(span.rest)
    reading.topic = topic  # what the turn's JSON shows: the topic without its years
    terms = acts.topic_terms(topic) and phrase_terms(topic)
    pool = [p for p in reading.previous if not terms or mentions(p, terms)]
    dated = paper_matcher(span.narrow(None))  # the filters' own year test (undated papers never pass)
    kept = [p for p in pool if dated(p)]
    run.query, run.every_paper = topic or run.question, True
    if kept:
        order = {p.id: n for n, p in enumerate(kept)}
        found = retriever.search(run.query, k=len(kept), filters=restrict(run.filters, list(order)))
        run.hits = sorted(found, key=lambda h: order[h.paper.id])
        _count(run)
        return
    on, n = (f" on {topic}" if terms else ""), len(pool)
    run.prefix = (f"None of the {len(reading.previous)} papers in the last answer mention {topic}." if not pool else
                  f"None of the {n} paper{'s' if n != 1 else ''}{on} in the last answer is dated {span.describe()}"
                  f" ({sum(p.year is None for p in pool)} of them have no year in their records).")
    found = retriever.search(topic or run.question, k=settings.k, filters=span.narrow(run.filters))
    run.hits = [h for h in found if not terms or mentions(h.paper, terms)]
    run.prefix += (f"\n\n**Other papers in the corpus dated {span.describe()}{on}:**" if run.hits else
                   f" No paper in the corpus{on} is dated {span.describe()} either.")


def _count(run: Run) -> None:
    """"How many of these use X?": the matching papers, counted against the last answer's."""
    if COUNT_QUESTION.search(run.question):
        n, total = len(run.hits), len(run.reading.previous)
        run.prefix = f"**{n} of the {total} papers** in the last answer {'match' if n != 1 else 'matches'}:"


def without_stale(hits: list, reading: Reading) -> list:
    """A new topic's hits without the previous answer's papers that do not mention the new topic."""
    earlier = {p.id for p in reading.previous}
    terms = reading.mention_terms
    return [h for h in hits if h.paper.id not in earlier or not terms or mentions(h.paper, terms)]
