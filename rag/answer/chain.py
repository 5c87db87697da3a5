"""AnswerChain: follow-up condensing → retrieval → abstain or generate → check, streamed.

``stream`` yields text deltas as the generator produces them, then the checked final Answer (always last; its text
is the one to show: it carries the renumbered citations and the "⚠ unsupported" marks). A language model that is
down, slow, erroring, malformed, or whose answer has no supported cited sentence, is replaced by the extractive
answer with a one-line notice.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field, replace
from typing import Generator as Generator_, Iterator

from rag.answer.answerability.abstain import abstention_text, claim_abstention_text, relevance, should_abstain
from rag.answer.answerability.model import Judge, term_weights
from rag.answer.area.summary import members
from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import CheckResult, check_answer
from rag.answer.evidence.verifier import configured
from rag.answer.fulltext import cite_pages, with_passages
from rag.answer.conversation.condense import history_for_prompt, parse_condensed
from rag.answer.generators import GenerationRequest, Generator, GeneratorError, get_generator
from rag.answer.intent import is_area, is_claim, is_list
from rag.answer.area.keyphrases import Corpus
from rag.answer.conversation import acts
from rag.answer.conversation.act_reader import ActReader
from rag.answer.conversation.interpret import Reading, interpret
from rag.answer.conversation.resolve import previous_answer
from rag.answer.evidence.attributes import RECORD_ATTRIBUTES, record_sentence
from rag.records import Answer, AnswerMode, Citation, ClaimCheck, Filters, Relevance, SentenceCheck
from rag.retrieval.filters import restrict
from rag.retrieval.mentions import mentions, phrase_terms
from rag.retrieval.text import content_terms
from rag.retrieval.years import YearSpan, admits, dated_line, question_years
from rag.settings import Settings

NEAREST = 3


class AnswerChain:
    def __init__(self, settings: Settings, retriever, embedder):
        self.settings = settings
        self.retriever = retriever
        self.bank = SentenceBank(embedder, cache_path=settings.home / "answer-cache.sqlite")
        self._generators: dict[str, Generator] = {}
        self._lock = threading.Lock()
        self._judge: Judge | None = None
        self.act_reader = ActReader(embedder, settings.home, settings.act_reader_leave_out) \
            if settings.act_reader else None

    @property
    def judge(self) -> Judge:
        """Answerability of claims, calibrated on this store (loaded on the first claim)."""
        with self._lock:
            if self._judge is None:
                self._judge = Judge(self.retriever, self.bank, self.settings.home, self.settings.collection,
                                    self.settings.k, probes=self.settings.claim_probes,
                                    budget=self.settings.claim_false_abstention,
                                    verifier=configured(self.settings.evidence_model == "all"))
            return self._judge

    # --- generators ---------------------------------------------------------------------------------------------
    def generator(self, name: str) -> Generator:
        with self._lock:
            if name not in self._generators:
                self._generators[name] = get_generator(name, self.settings, self.bank)
            return self._generators[name]

    def status(self, name: str | None = None) -> tuple[bool, str]:
        try:
            return self.generator(name or self.settings.generator).status()
        except GeneratorError as e:
            return False, str(e)

    # --- the chain ------------------------------------------------------------------------------------------------
    def stream(self, question: str, history: list[dict] | None = None, filters: Filters | None = None,
               generator_name: str | None = None, mode: AnswerMode = "answer", abstain: bool = True
               ) -> Iterator[str | Answer]:
        run = self._start(question, history or [], filters, generator_name, mode, abstain)
        if run.reading.act == "attribute" and run.reading.attribute in RECORD_ATTRIBUTES:
            yield from self._record_answer(run)
            return
        self._retrieve(run)
        decision = self._decide(run)
        if decision.low and abstain:
            yield from self._abstain(run, decision)
            return
        yield from self._answer(run, decision)

    def _start(self, question: str, history: list[dict], filters: Filters | None, generator_name: str | None,
               mode: str, abstain: bool) -> "_Run":
        """Step 1: the generator (the extractive one, with a notice, when the one asked for cannot load) and how
        the turn reads against the chat so far."""
        t0 = time.perf_counter()
        notice = None
        try:
            gen = self.generator(generator_name or self.settings.generator)
        except GeneratorError as e:
            gen, notice = self.generator("extractive"), f"{e}; showing the extractive answer"
        reading, failure = self._interpret(question, history, gen, mode)
        run = _Run(question=question, history=history, filters=filters, gen=gen, t0=t0, notice=notice,
                   reading=reading, failure=failure, mode=reading.mode if reading.act == "area" else "answer",
                   query=reading.query)
        run.timings["condense"] = time.perf_counter() - t0
        return run

    def _retrieve(self, run: "_Run") -> None:
        """Step 2: the papers the answer is drawn from: the ones the turn resolved to, a filter's matches (or, when
        none match, the corpus papers that do), or a fresh search (area and list questions gather widely)."""
        t = time.perf_counter()
        reading = run.reading
        if reading.act == "filter":
            self._filter_hits(run)
        else:
            wide = not reading.papers and (run.mode == "area" or is_list(run.query))
            run.hits = self.retriever.search(run.query, k=self.settings.area_max_papers if wide else
                                             max(self.settings.k, len(reading.papers)),
                                             filters=restrict(run.filters, reading.paper_ids))
            if reading.previous and not reading.papers:  # a new topic: earlier papers only on their own merit
                run.hits = _without_stale(run.hits, reading)
            if _by_author(run.hits):  # "which papers by X study Y?": X's papers, ranked by Y; no gathering beyond
                run.hits, wide = [h for h in run.hits if "author" in h.matched_by], False
            if run.hits and "year" in run.hits[0].matched_by:  # "papers published in 2025": the year's papers
                wide = False
            self._note_years(run)
            if wide and run.hits:
                run.hits, run.mode, run.corpus, run.topic = self._gather(run.query, run.hits, run.mode)
        run.timings["retrieve"] = time.perf_counter() - t

    def _note_years(self, run: "_Run") -> None:
        """A question restricted to years says how many papers the corpus dates in them and how many it cannot
        date (a paper without a year in its record is never counted in)."""
        span = question_years(run.query)
        if span is None or run.reading.papers:
            return
        run.years = dated_line(span, self.retriever.catalog.get(), run.filters)
        run.query = span.rest  # relevance and the answer read the topic, not the years
        if run.hits:  # without any, the years line is the answer (_abstain)
            run.notice = f"{run.notice}; {run.years}" if run.notice else run.years

    def _filter_hits(self, run: "_Run") -> None:
        """"Which of these … X?": the previous papers that mention X, ranked for X; when none does, say so and
        offer the corpus papers that do, as a separate list."""
        reading = run.reading
        span = question_years(run.question)
        if span is not None:
            return self._filter_years(run, span)
        terms = reading.mention_terms
        run.query = reading.topic
        if reading.papers:
            run.hits = self.retriever.search(reading.topic, k=len(reading.papers),
                                             filters=restrict(run.filters, reading.paper_ids))
            run.every_paper = True
            return
        n = len(reading.previous)
        run.prefix = (f"None of the {n} paper{'s' if n != 1 else ''} in the last answer "
                      f"mention{'s' if n == 1 else ''} {reading.topic}.")
        found = self.retriever.search(reading.topic, k=self.settings.area_max_papers, filters=run.filters)
        run.hits = [h for h in found if mentions(h.paper, terms)][:self.settings.k]
        run.every_paper = True
        run.prefix += ("\n\n**Other papers in the corpus that do:**" if run.hits else
                       f" No paper in the corpus mentions {reading.topic} either.")

    def _filter_years(self, run: "_Run", span: YearSpan) -> None:
        """"Which of these are from 2025?" / "… from 2025 use X?": the previous papers (those naming X) dated in
        those years, in the last answer's order; when none is, say so and offer the corpus's papers that are."""
        reading, topic = run.reading, acts.filter_topic(span.rest)
        reading.topic = topic  # what the turn's JSON shows: the topic without its years
        terms = acts.topic_terms(topic) and phrase_terms(topic)
        pool = [p for p in reading.previous if not terms or mentions(p, terms)]
        kept = [p for p in pool if admits(span, p.year)]
        run.query, run.every_paper = topic or run.question, True
        if kept:
            order = {p.id: n for n, p in enumerate(kept)}
            found = self.retriever.search(run.query, k=len(kept), filters=restrict(run.filters, list(order)))
            run.hits = sorted(found, key=lambda h: order[h.paper.id])
            return
        on, n = (f" on {topic}" if terms else ""), len(pool)
        run.prefix = (f"None of the {len(reading.previous)} papers in the last answer mention {topic}." if not pool else
                      f"None of the {n} paper{'s' if n != 1 else ''}{on} in the last answer is dated {span.describe()}"
                      f" ({sum(p.year is None for p in pool)} of them have no year in their records).")
        found = self.retriever.search(topic or run.question, k=self.settings.k, filters=span.narrow(run.filters))
        run.hits = [h for h in found if not terms or mentions(h.paper, terms)]
        run.prefix += (f"\n\n**Other papers in the corpus dated {span.describe()}{on}:**" if run.hits else
                       f" No paper in the corpus{on} is dated {span.describe()} either.")

    def _decide(self, run: "_Run") -> "_Decision":
        """Step 3: abstain or answer: a claim is answerable only when a paper states or tests it; papers the turn
        points at, a filter's report and a broad topic many papers share are never abstained on."""
        hits, reading = run.hits, run.reading
        run.evidence = evidence = with_passages(run.query, hits)  # full-text papers offer their passages
        d = _Decision(rel=relevance(run.query, evidence))
        many = len(run.topic) >= self.settings.area_min_papers
        d.claim = (self.settings.claim_check and run.mode != "area" and not many and not reading.papers
                   and reading.act != "filter" and not d.rel.metadata and bool(hits) and is_claim(run.query))
        if d.claim:
            t = time.perf_counter()
            signals, d.score = self.judge.score(run.query, evidence)
            d.calibration = cal = self.judge.calibration()
            d.rel = replace(d.rel, claim=ClaimCheck(answerability=d.score, threshold=cal.threshold, floor=cal.floor,
                                                    signals=signals.to_dict()))
            run.timings["answerability"] = time.perf_counter() - t
            d.low = d.score < cal.floor
        elif reading.act == "filter":
            d.low = False
        else:
            d.low = (not (reading.papers and hits) and not many
                     and should_abstain(d.rel, self.settings.abstain_threshold))
        d.rel = replace(d.rel, would_abstain=d.low)
        return d

    def _abstain(self, run: "_Run", d: "_Decision") -> Iterator[str | Answer]:
        nearest = [Citation(n=i, paper=h.paper) for i, h in enumerate(run.hits[:NEAREST], start=1)]
        text = (claim_abstention_text(d.score, d.calibration, nearest) if d.claim else
                f"No paper matches: {run.years}." if run.years and not run.hits else
                abstention_text(d.rel, self.settings.abstain_threshold, nearest))
        text += f"\n(Searched only the papers of those years: {run.years}.)" if run.years and run.hits else ""
        yield text
        run.timings["total"] = time.perf_counter() - run.t0
        yield Answer(text=text, citations=[], sentences=[], abstained=True, generator=run.gen.name,
                     notice=run.notice, nearest=nearest, timings=run.timings, **run.answer_fields(d.rel))

    def _answer(self, run: "_Run", d: "_Decision") -> Iterator[str | Answer]:
        """Step 4: generate, check every cited sentence, and fall back to the extractive answer when the language
        model fails or cites nothing it can support."""
        if (d.rel.claim and d.rel.claim.weak) or (d.low and not run.abstain):
            weak = (f"weak evidence: no retrieved paper clearly states this claim (answerability {d.score:.2f}, "
                    f"below this corpus's threshold {d.calibration.threshold:.2f}); the closest findings follow, "
                    "check them" if d.claim else "answered anyway: no retrieved paper is relevant enough "
                    f"(relevance {d.rel.score:.2f}, threshold {self.settings.abstain_threshold:.2f})")
            run.notice = f"{run.notice}; {weak}" if run.notice else weak
        if run.prefix:
            yield run.prefix + "\n\n"
        if run.hits:
            result, used = yield from self._generate(run, d)
        else:
            result, used = CheckResult(text="", citations=[], sentences=[]), run.gen
        run.timings["total"] = time.perf_counter() - run.t0
        text = f"{run.prefix}\n\n{result.text}".strip() if run.prefix else result.text
        stance = self.judge.stance(run.query, run.evidence) if d.claim else None  # judged already (answerability)
        yield Answer(text=text, citations=result.citations, sentences=result.sentences, abstained=False,
                     generator=used.name, notice=run.notice, removed_citations=result.removed, timings=run.timings,
                     stance=stance, **run.answer_fields(d.rel))

    def _generate(self, run: "_Run", d: "_Decision") -> Generator_[str, None, tuple[CheckResult, Generator]]:
        """The generator's deltas as they come; returns the checked result and the generator that made it."""
        weights = None
        if d.claim:
            df, size = self.retriever.corpus_statistics()
            weights = term_weights(run.query, df, size)
        request = GenerationRequest(question=run.query, hits=run.evidence, history=run.history, mode=run.mode,
                                    corpus=run.corpus, claim=d.claim, term_weights=weights,
                                    attribute=run.reading.attribute, every_paper=run.every_paper)
        t = time.perf_counter()
        result, used, failure = None, run.gen, run.failure
        if failure is None:
            try:
                generation = run.gen.generate(request)
                parts = []
                for delta in generation.deltas:
                    parts.append(delta)
                    yield delta
                text = "".join(parts)
                run.timings["generate"] = time.perf_counter() - t
                t = time.perf_counter()
                result = self._check(text, generation.sources, generation.flag_uncited)
                if generation.flag_uncited and result.supported_cited == 0:
                    failure, result = "its answer had no supported, cited sentence", None
            except GeneratorError as e:
                failure = str(e)
        if result is None:  # fall back to the extractive answer
            run.timings[f"{run.gen.name}_failed"] = time.perf_counter() - t
            failed = f"{run.gen.name} generator failed: {failure}; showing the extractive answer"
            run.notice = f"{failed}; {run.notice}" if run.notice else failed
            used = self.generator("extractive")
            t = time.perf_counter()
            generation = used.generate(request)
            text = "".join(generation.deltas)
            run.timings["generate"] = time.perf_counter() - t
            t = time.perf_counter()
            result = self._check(text, generation.sources, generation.flag_uncited)
        result = cite_pages(result, run.hits)  # [n] -> [n, p. 7] where the evidence is a full-text passage
        run.timings["check"] = time.perf_counter() - t
        return result, used

    def _record_answer(self, run: "_Run") -> Iterator[str | Answer]:
        """Authors, year, venue: read from the papers' records, one sentence a paper, each citing it."""
        papers = run.reading.papers
        lines = [record_sentence(p, run.reading.attribute, n) for n, p in enumerate(papers, start=1)]
        text = "\n".join(f"- {line}" for line in lines)
        yield text
        checks = [SentenceCheck(text=line, citations=[n], supported=True, score=1.0,
                                evidence=f"the paper's record ({run.reading.attribute})", evidence_paper=p.id)
                  for n, (p, line) in enumerate(zip(papers, lines), start=1)]
        run.timings["total"] = time.perf_counter() - run.t0
        yield Answer(text=text, citations=[Citation(n=n, paper=p) for n, p in enumerate(papers, start=1)],
                     sentences=checks, abstained=False, generator="record", notice=run.notice, timings=run.timings,
                     **run.answer_fields(None))

    def _gather(self, question: str, hits: list, mode: str) -> tuple[list, str, Corpus, list]:
        """(hits, mode, corpus statistics, the papers over the topic bar) for an area or list question. Many papers
        over the bar make an area answer of all of them; a few make a list that puts them first."""
        df, size = self.retriever.corpus_statistics()
        corpus = Corpus(df=lambda word: df((content_terms(word) or [word])[0]), size=size)
        topic = members(question, hits, df, size)
        if mode == "area" or len(topic) >= self.settings.area_min_papers:
            return (topic or hits[:self.settings.k]), "area", corpus, topic
        chosen = {h.paper.id for h in topic}
        rest = [h for h in hits if h.paper.id not in chosen]
        return (topic + rest)[:max(self.settings.k, len(topic))], mode, corpus, topic

    def _check(self, text: str, sources, flag_uncited: bool) -> CheckResult:
        return check_answer(text, sources, self.bank, self.settings.support_threshold, flag_uncited,
                            verifier=configured(self.settings.evidence_model != "off"))

    def _interpret(self, question: str, history: list[dict], gen: Generator, mode: str
                   ) -> tuple[Reading, str | None]:
        """(how the turn reads, failure of the language model or None).

        The turn interpreter decides the act; for a follow-up or a reference a language model, when there is one,
        may rewrite the question and name the sources it refers to; the interpreter's reading stands when the model
        fails or replies outside the format."""
        catalog = self.retriever.catalog.get() if history else None
        reading = interpret(question, history, catalog, mode, self.act_reader)
        if reading.first or gen.name == "extractive" or reading.act not in ("follow_up", "reference", "filter"):
            return reading, None
        failure, previous = None, previous_answer(history, catalog)
        try:
            reply = gen.condense(question, history_for_prompt(history, previous))
        except GeneratorError as e:
            reply, failure = None, str(e)
        condensed = parse_condensed(reply, previous) if previous is not None else None
        if condensed is None:
            return reading, failure
        if reading.act == "filter":  # the model picks the matching papers; none keeps the honest "none"
            return Reading("filter", condensed.papers, condensed.query, condensed.standalone, "language-model",
                           topic=reading.topic, previous=reading.previous), failure
        act = "new_topic" if not condensed.papers else "reference" if len(condensed.papers) == 1 else "follow_up"
        return Reading(act, condensed.papers, condensed.query, condensed.standalone, "language-model",
                       topic=condensed.query, previous=reading.previous), failure


def _by_author(hits: list) -> bool:
    """The search found a named author's papers and ranked them by a topic the question also names (a question
    naming only the author, "what did X write?", has nothing to gather either way)."""
    return bool(hits) and "author" in hits[0].matched_by and len(hits[0].matched_by) > 1


def _without_stale(hits: list, reading: Reading) -> list:
    """A new topic's hits without the previous answer's papers that do not mention the new topic."""
    earlier = {p.id for p in reading.previous}
    terms = reading.mention_terms
    return [h for h in hits if h.paper.id not in earlier or not terms or mentions(h.paper, terms)]


@dataclass
class _Run:
    """One turn on its way through the chain."""
    question: str
    history: list[dict]
    filters: Filters | None
    gen: Generator
    t0: float
    notice: str | None
    reading: Reading
    failure: str | None
    mode: str
    query: str  # what retrieval and the generator read
    abstain: bool = True
    hits: list = field(default_factory=list)
    evidence: list = field(default_factory=list)  # the hits with their full-text passages (rag.answer.fulltext)
    corpus: Corpus | None = None
    topic: list = field(default_factory=list)  # papers over the topic bar (area and list questions)
    prefix: str = ""  # a filter that matched nothing says so first
    years: str = ""  # a question restricted to years: how many papers the corpus dates in them
    every_paper: bool = False
    timings: dict[str, float] = field(default_factory=dict)

    def answer_fields(self, rel: Relevance | None) -> dict:
        r = self.reading
        return dict(question=self.question, mode=self.mode, hits=self.hits, relevance=rel, followup=r.kind,
                    standalone_question=r.standalone if r.standalone != self.question else None,
                    resolved_papers=r.resolved_dicts(), act=r.act, interpretation=r.to_dict())


@dataclass
class _Decision:
    rel: Relevance
    claim: bool = False
    low: bool = False
    score: float = 0.0
    calibration: object = None
