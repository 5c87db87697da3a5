"""AnswerChain: follow-up condensing → retrieval → abstain or generate → check, streamed.

``stream`` yields text deltas as the generator produces them, then the checked final Answer (always last; its text
is the one to show: it carries the renumbered citations and the "⚠ unsupported" marks). A language model that is
down, slow, erroring, malformed, or whose answer has no supported cited sentence, is replaced by the extractive
answer with a one-line notice.
"""
from __future__ import annotations

import threading
import time
from dataclasses import replace
from typing import Generator as Generator_, Iterator

from rag.answer.answerability.abstain import abstention_text, claim_abstention_text, relevance, should_abstain
from rag.answer.answerability.model import Judge, term_weights
from rag.answer.area.contribution import asked_artefact, makes
from rag.answer.area.cover import topic_cover
from rag.answer.area.summary import members
from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import CheckResult, check_answer
from rag.answer.evidence.verifier import configured
from rag.answer.exclusion import Exclusion, exclusion, left_out_line, leave_out
from rag.answer.focus import refocused
from rag.answer.fulltext import cite_pages, with_passages
from rag.answer.conversation.condense import history_for_prompt, parse_condensed
from rag.answer.generators import GenerationRequest, Generator, GeneratorError, get_generator
from rag.answer.intent import ASKS_FOR_PAPERS, COMPARES, COUNT_QUESTION, SECOND_REQUEST, is_claim, is_list
from rag.answer.recency import order_by_recency, recency, without_recency
from rag.answer.run import Decision, Run
from rag.answer.area.keyphrases import Corpus
from rag.answer.conversation import acts
from rag.answer.conversation.act_reader import ActReader
from rag.answer.conversation.interpret import Reading, interpret
from rag.answer.conversation.filtering import filter_hits, without_stale
from rag.answer.conversation.resolve import previous_answer
from rag.answer.evidence.attributes import RECORD_ATTRIBUTES, record_answer
from rag.records import Answer, AnswerMode, Citation, ClaimCheck, Filters
from rag.retrieval.filters import restrict, without_copies
from rag.retrieval.text import content_terms
from rag.retrieval.years import dated_line, question_years
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
        spelt = self.retriever.respell(question)  # misspelt words read as the corpus's ("knowlege" -> "knowledge")
        run = self._start(spelt.text, history or [], filters, generator_name, mode, abstain)
        if spelt.note:
            run.note(spelt.note)
        if run.reading.act == "attribute" and run.reading.attribute in RECORD_ATTRIBUTES:
            yield from self._record_answer(run)
            return
        start = replace(run)  # the turn as read, before retrieval notes anything: a second reading starts from it
        self._retrieve(run)
        if self._names_record(run):
            second = self._second_request(run)
            if second is None:
                yield from self._record_answer(run)
                return
            self._record_then(run, second)
        decision = self._decide(run)
        if decision.low and abstain and (focused := refocused(run.reading, run.query)) is not None:
            run, decision = self._again(run, replace(start, reading=focused, query=focused.query), decision)
        if decision.low and abstain:
            yield from self._abstain(run, decision)
            return
        yield from self._answer(run, decision)

    def _start(self, question: str, history: list[dict], filters: Filters | None, generator_name: str | None,
               mode: str, abstain: bool) -> Run:
        """Step 1: the generator (the extractive one, with a notice, when the one asked for cannot load) and how
        the turn reads against the chat so far."""
        t0 = time.perf_counter()
        notice = None
        try:
            gen = self.generator(generator_name or self.settings.generator)
        except GeneratorError as e:
            gen, notice = self.generator("extractive"), f"{e}; showing the extractive answer"
        reading, failure = self._interpret(question, history, gen, mode)
        run = Run(question=question, history=history, filters=filters, gen=gen, t0=t0, notice=notice,
                   reading=reading, failure=failure, mode=reading.mode if reading.act == "area" else "answer",
                   query=reading.query)
        run.timings["condense"] = time.perf_counter() - t0
        return run

    def _retrieve(self, run: Run) -> None:
        """Step 2: the papers the answer is drawn from: the ones the turn resolved to, a filter's matches (or, when
        none match, the corpus papers that do), or a fresh search (area and list questions gather widely)."""
        t = time.perf_counter()
        reading = run.reading
        if reading.act == "filter":
            filter_hits(run, self.retriever, self.settings)
        else:
            ordered = recency(run.query) is not None  # "the oldest paper on X": every paper on X, by year
            run.query = without_recency(run.query)
            left = None if reading.papers else exclusion(run.query)  # "… other than X": X's papers leave the answer
            run.query = left.rest if left is not None else run.query
            wide = not reading.papers and (run.mode == "area" or is_list(run.query) or ordered)
            run.hits = without_copies(self.retriever.search(
                run.query, k=self.settings.area_max_papers if wide else max(self.settings.k, len(reading.papers)),
                filters=restrict(run.filters, reading.paper_ids), read_years=not reading.papers))
            if left is not None:
                self._leave_out(run, left)
            if reading.previous and not reading.papers:  # a new topic: earlier papers only on their own merit
                run.hits = without_stale(run.hits, reading)
            if _by_author(run.hits):  # "which papers by X study Y?": X's papers, ranked by Y; no gathering beyond
                run.hits, wide = [h for h in run.hits if "author" in h.matched_by], False
            if run.hits and "year" in run.hits[0].matched_by:  # "papers published in 2025": the year's papers
                wide = False
            if run.hits and "title" in run.hits[0].matched_by and not ASKS_FOR_PAPERS.search(run.question):
                run.hits, wide = [h for h in run.hits if "title" in h.matched_by], False  # "Tell me about ReeFL"
            self._note_years(run)
            run.every_paper = len(reading.papers) > 1 and bool(COMPARES.search(run.question))  # each compared paper
            if wide and run.hits:
                run.cover = topic_cover(run.query, run.hits)
                run.hits, run.mode, run.corpus, run.topic = self._gather(run.query, run.hits, run.mode)
                self._count(run)
                self._note_cover(run)
            self._by_recency(run)
        run.timings["retrieve"] = time.perf_counter() - t

    def _leave_out(self, run: Run, left: Exclusion) -> None:
        """The papers naming what the question leaves out leave the hits; the answer's notice says which."""
        run.hits, dropped = leave_out(run.hits, left)
        run.note(left_out_line(left, dropped))

    def _count(self, run: Run) -> None:
        """"How many papers study X?": the papers over the topic bar, counted, and each of them listed (an area
        answer of many states its count in its overview)."""
        if run.mode == "area" or not run.topic or not COUNT_QUESTION.search(run.question):
            return
        n = len(run.topic)
        run.hits, run.every_paper = run.topic, True
        run.prefix = f"**{n} paper{'s' if n != 1 else ''}** in the corpus {'are' if n != 1 else 'is'} on this topic:"

    def _note_cover(self, run: Run) -> None:
        """No retrieved paper covers the asked topic as a whole ("speech recognition" over papers on speech and
        papers on recognition): say so before the papers, which share part of it."""
        if run.cover is not None and not run.cover.whole:
            run.prefix = f"{run.cover.notice()}\n\n{run.prefix}" if run.prefix else run.cover.notice()

    def _by_recency(self, run: Run) -> None:
        """"The most recent paper on X", "the oldest papers here": rag.answer.recency.order_by_recency."""
        order_by_recency(run, self.retriever, self.settings.k, self.settings.area_max_papers)

    def _note_years(self, run: Run) -> None:
        """A question restricted to years says how many papers the corpus dates in them and how many it cannot
        date (a paper without a year in its record is never counted in)."""
        span = question_years(run.query)
        if span is None or run.reading.papers:
            return
        run.years = dated_line(span, self.retriever.catalog.get(), run.filters)
        run.query = span.rest  # relevance and the answer read the topic, not the years
        if run.hits:  # without any, the years line is the answer (_abstain)
            run.note(run.years)

    def _decide(self, run: Run) -> Decision:
        """Step 3: abstain or answer: a claim is answerable only when a paper states or tests it; papers the turn
        points at, a filter's report, a broad topic many papers share and a topic a paper mentions as a whole are
        never abstained on."""
        hits, reading = run.hits, run.reading
        run.evidence = evidence = with_passages(run.query, hits)  # full-text papers offer their passages
        d = Decision(rel=relevance(run.query, evidence))
        covered = run.cover is not None and run.cover.whole  # a retrieved paper mentions the asked topic
        many = len(run.topic) >= self.settings.area_min_papers or covered
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

    def _again(self, run: Run, again: Run, decision: Decision) -> tuple[Run, Decision]:
        """Step 3b: the turn retrieved and decided again as ``again`` reads it (rag.answer.focus); the first reading
        stands when the second would abstain too."""
        self._retrieve(again)
        second = self._decide(again)
        return (run, decision) if second.low else (again, second)

    def _abstain(self, run: Run, d: Decision) -> Iterator[str | Answer]:
        nearest = [Citation(n=i, paper=h.paper) for i, h in enumerate(run.hits[:NEAREST], start=1)]
        text = (claim_abstention_text(d.score, d.calibration, nearest) if d.claim else
                f"No paper matches: {run.years}." if run.years and not run.hits else
                abstention_text(d.rel, self.settings.abstain_threshold, nearest))
        text += f"\n(Searched only the papers of those years: {run.years}.)" if run.years and run.hits else ""
        yield text
        run.timings["total"] = time.perf_counter() - run.t0
        yield Answer(text=text, citations=[], sentences=[], abstained=True, generator=run.gen.name,
                     notice=run.notice, nearest=nearest, timings=run.timings, **run.answer_fields(d.rel))

    def _answer(self, run: Run, d: Decision) -> Iterator[str | Answer]:
        """Step 4: generate, check every cited sentence, and fall back to the extractive answer when the language
        model fails or cites nothing it can support."""
        if (d.rel.claim and d.rel.claim.weak) or (d.low and not run.abstain):
            weak = (f"weak evidence: no retrieved paper clearly states this claim (answerability {d.score:.2f}, "
                    f"below this corpus's threshold {d.calibration.threshold:.2f}); the closest findings follow, "
                    "check them" if d.claim else "answered anyway: no retrieved paper is relevant enough "
                    f"(relevance {d.rel.score:.2f}, threshold {self.settings.abstain_threshold:.2f})")
            run.note(weak)
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

    def _generate(self, run: Run, d: Decision) -> Generator_[str, None, tuple[CheckResult, Generator]]:
        """The generator's deltas as they come; returns the checked result and the generator that made it."""
        weights = None
        if d.claim:
            df, size = self.retriever.corpus_statistics()
            weights = term_weights(run.query, df, size)
        request = GenerationRequest(question=run.query, hits=run.evidence, history=run.history, mode=run.mode,
                                    corpus=run.corpus, claim=d.claim, term_weights=weights,
                                    attribute=run.reading.attribute, every_paper=run.every_paper,
                                    partial=run.cover is not None and not run.cover.whole)
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
            run.note(failed, first=True)
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

    def _record_answer(self, run: Run) -> Iterator[str | Answer]:
        """Authors, year, venue: read from the papers' records, one sentence a paper, each citing it."""
        text, checks, citations = record_answer(run.reading.papers, run.reading.attribute)
        yield text
        run.timings["total"] = time.perf_counter() - run.t0
        yield Answer(text=text, citations=citations, sentences=checks, abstained=False, generator="record",
                     notice=run.notice, timings=run.timings, **run.answer_fields(None))

    def _names_record(self, run: Run) -> bool:
        """"Who wrote MobileQuant?", "When was ReeFL published?": a record field (authors, year, venue) of the
        papers the question names by title is read from their records, as for a paper in focus. Other attributes
        ("What datasets does ReeFL use?") are the named papers' best sentences (the title route)."""
        attribute = acts.attribute_of(run.question) if not run.reading.papers else None
        named = [h for h in run.hits if "title" in h.matched_by]
        if (attribute not in RECORD_ATTRIBUTES or not named or ASKS_FOR_PAPERS.search(run.question)
                or acts.ATTRIBUTE_CUES["numbers"].search(run.question)):
            return False  # "Which papers use …", "How many radiographs were released with CheXGenBench?"
        run.reading = replace(run.reading, act="attribute", attribute=attribute, papers=[h.paper for h in named])
        run.hits = named
        return True

    @staticmethod
    def _second_request(run: Run) -> str | None:
        """"Who wrote ReeFL and what is it?": the request after the record one ("what is it"), None when there is
        none or it asks for a record field too."""
        more = SECOND_REQUEST.search(run.question)
        if more is None or acts.attribute_of(more.group(0)) in RECORD_ATTRIBUTES:
            return None
        return more.group(0).lstrip(" ,;?").removeprefix("and ").strip()

    @staticmethod
    def _record_then(run: Run, request: str) -> None:
        """The record line opens the answer; the rest answers ``request`` about the named papers, read as that
        request ("what did it find (MobileQuant)")."""
        run.prefix = record_answer(run.reading.papers, run.reading.attribute)[0]
        run.query = f"{request} ({', '.join(p.display_title for p in run.reading.papers)})"
        run.reading = replace(run.reading, attribute=None)

    def _gather(self, question: str, hits: list, mode: str) -> tuple[list, str, Corpus, list]:
        """(hits, mode, corpus statistics, the papers over the topic bar) for an area or list question. Many papers
        over the bar make an area answer of all of them; a few make a list that puts them first."""
        df, size = self.retriever.corpus_statistics()
        corpus = Corpus(df=lambda word: df((content_terms(word) or [word])[0]), size=size)
        topic = members(question, hits, df, size)
        artefact = asked_artefact(question)  # "Which papers propose a new benchmark?": not those using one
        made = [h for h in hits if makes(h.paper, artefact)] if artefact else []
        topic = made or topic
        if mode == "area" or len(topic) >= self.settings.area_min_papers:
            return (topic or hits[:self.settings.k]), "area", corpus, topic
        if made:
            return made, mode, corpus, topic
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
