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
from typing import Iterator


from rag.answer.answerability.abstain import abstention_text, claim_abstention_text, relevance, should_abstain
from rag.answer.answerability.model import Judge, term_weights
from rag.answer.area.summary import members
from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import CheckResult, check_answer
from rag.answer.evidence.verifier import configured
from rag.answer.conversation.condense import history_for_prompt, parse_condensed
from rag.answer.generators import GenerationRequest, Generator, GeneratorError, get_generator
from rag.answer.intent import is_area, is_claim, is_list
from rag.answer.area.keyphrases import Corpus
from rag.answer.conversation.resolve import Resolution, not_follow_up, previous_answer, resolve
from rag.records import Answer, AnswerMode, Citation, ClaimCheck, Filters
from rag.retrieval.text import content_terms
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

    @property
    def judge(self) -> Judge:
        """Answerability of claims, calibrated on this store (loaded on the first claim)."""
        with self._lock:
            if self._judge is None:
                self._judge = Judge(self.retriever, self.bank, self.settings.home, self.settings.collection,
                                    self.settings.k, probes=self.settings.claim_probes,
                                    budget=self.settings.claim_false_abstention,
                                    verifier=configured(self.settings.evidence_model))
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
        t0 = time.perf_counter()
        history = history or []
        timings: dict[str, float] = {}
        notice = None
        name = generator_name or self.settings.generator
        try:
            gen = self.generator(name)
        except GeneratorError as e:
            gen, notice = self.generator("extractive"), f"{e}; showing the extractive answer"

        resolution, failure = self._condense(question, history, gen)
        standalone = resolution.query  # a referent follow-up's papers reach retrieval by id, not as title text
        timings["condense"] = time.perf_counter() - t0
        if is_area(question):
            mode = "area"
        # area and "which papers ..." questions gather every paper over the topic bar, not only the top k
        wide = not resolution.papers and (mode == "area" or is_list(standalone))

        t = time.perf_counter()
        hits = self.retriever.search(standalone, k=self.settings.area_max_papers if wide else
                                     max(self.settings.k, len(resolution.papers)),
                                     filters=restrict(filters, resolution.paper_ids))
        corpus, topic = None, []
        if wide and hits:
            hits, mode, corpus, topic = self._gather(standalone, hits, mode)
        timings["retrieve"] = time.perf_counter() - t
        rel = relevance(standalone, hits)
        # papers the follow-up points at were relevant enough last turn: never abstain on them; nor on a broad
        # question whose topic many papers share
        many = len(topic) >= self.settings.area_min_papers
        claim = (self.settings.claim_check and mode != "area" and not many and not resolution.papers
                 and not rel.metadata and bool(hits) and is_claim(standalone))
        if claim:  # a statement to check: answerable only when a paper states or tests it
            t = time.perf_counter()
            signals, score = self.judge.score(standalone, hits)
            calibration = self.judge.calibration()
            rel = replace(rel, claim=ClaimCheck(answerability=score, threshold=calibration.threshold,
                                                floor=calibration.floor, signals=signals.to_dict()))
            timings["answerability"] = time.perf_counter() - t
            low = score < calibration.floor
        else:
            low = not (resolution.papers and hits) and not many and should_abstain(rel, self.settings.abstain_threshold)
        rel = replace(rel, would_abstain=low)
        base = dict(question=question, mode=mode, hits=hits, relevance=rel, followup=resolution.kind,
                    standalone_question=resolution.standalone if resolution.standalone != question else None,
                    resolved_papers=resolution.resolved_dicts())

        if low and abstain:
            nearest = [Citation(n=i, paper=h.paper) for i, h in enumerate(hits[:NEAREST], start=1)]
            text = (claim_abstention_text(score, calibration, nearest) if claim else
                    abstention_text(rel, self.settings.abstain_threshold, nearest))
            yield text
            timings["total"] = time.perf_counter() - t0
            yield Answer(text=text, citations=[], sentences=[], abstained=True, generator=gen.name, notice=notice,
                         nearest=nearest, timings=timings, **base)
            return

        weights = None
        if claim:
            df, size = self.retriever.corpus_statistics()
            weights = term_weights(standalone, df, size)
        if (rel.claim and rel.claim.weak) or (low and not abstain):
            weak = (f"weak evidence: no retrieved paper clearly states this claim (answerability {score:.2f}, below "
                    f"this corpus's threshold {calibration.threshold:.2f}); the closest findings follow, check them"
                    if claim else "answered anyway: no retrieved paper is relevant enough "
                    f"(relevance {rel.score:.2f}, threshold {self.settings.abstain_threshold:.2f})")
            notice = f"{notice}; {weak}" if notice else weak
        request = GenerationRequest(question=standalone, hits=hits, history=history, mode=mode, corpus=corpus,
                                    claim=claim, term_weights=weights)
        t = time.perf_counter()
        result, used = None, gen
        if failure is None:
            try:
                generation = gen.generate(request)
                parts = []
                for delta in generation.deltas:
                    parts.append(delta)
                    yield delta
                timings["generate"] = time.perf_counter() - t
                t = time.perf_counter()
                result = self._check("".join(parts), generation.sources, generation.flag_uncited)
                if generation.flag_uncited and result.supported_cited == 0:
                    failure = "its answer had no supported, cited sentence"
                    result = None
            except GeneratorError as e:
                failure = str(e)
        if result is None:  # fall back to the extractive answer
            timings[f"{gen.name}_failed"] = time.perf_counter() - t0 - timings["condense"] - timings["retrieve"]
            t = time.perf_counter()
            failed = f"{gen.name} generator failed: {failure}; showing the extractive answer"
            notice = f"{failed}; {notice}" if notice else failed
            used = self.generator("extractive")
            generation = used.generate(request)
            timings["generate"] = time.perf_counter() - t
            t = time.perf_counter()
            result = self._check("".join(generation.deltas), generation.sources, generation.flag_uncited)
        timings["check"] = time.perf_counter() - t
        timings["total"] = time.perf_counter() - t0
        stance = self.judge.stance(standalone, hits) if claim else None  # judged already, for answerability
        yield Answer(text=result.text, citations=result.citations, sentences=result.sentences, abstained=False,
                     generator=used.name, notice=notice, removed_citations=result.removed, timings=timings,
                     stance=stance, **base)

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
                            verifier=configured(self.settings.evidence_model))

    def _condense(self, question: str, history: list[dict], gen: Generator) -> tuple[Resolution, str | None]:
        """(what the follow-up refers to and its standalone question, failure of the language model or None).

        The deterministic resolver decides whether this is a follow-up at all; a language model, when there is one,
        then rewrites it and names the sources it refers to; the resolver's answer stands when the model fails
        or replies outside the format."""
        if not history:
            return not_follow_up(question), None
        catalog = self.retriever.catalog.get()
        rule = resolve(question, history, catalog)
        if rule.kind is None or gen.name == "extractive":
            return rule, None
        failure, previous = None, previous_answer(history, catalog)
        try:
            reply = gen.condense(question, history_for_prompt(history, previous))
        except GeneratorError as e:
            reply, failure = None, str(e)
        condensed = parse_condensed(reply, previous) if previous is not None else None
        return condensed or rule, failure



def restrict(filters: Filters | None, paper_ids: list[str]) -> Filters | None:
    """The caller's filters, narrowed to ``paper_ids`` when a follow-up resolved to papers."""
    if not paper_ids:
        return filters
    base = filters or Filters()
    return Filters(year_min=base.year_min, year_max=base.year_max, categories=list(base.categories),
                   author=base.author, paper_ids=list(paper_ids))
