"""The offline default: no language model. The answer is made of the retrieved abstracts' most relevant sentences
(embedding similarity to the question plus keyword overlap), verbatim, each cited. Deterministic."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

import numpy as np

from rag.answer.evidence.attributes import cue_score, is_link
from rag.answer.answerability.model import weighted_coverage
from rag.answer.area.contribution import CONTRIBUTION_CUE, best_contribution
from rag.answer.area.keyphrases import recurring
from rag.answer.area.themes import group_by_theme, paper_text
from rag.answer.conversation.attributes import attribute_of
from rag.answer.evidence.alignment import f1, idf_weights
from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.verifier import configured
from rag.answer.generators.base import Generation, GenerationRequest
from rag.answer.intent import ASKS_FOR_PAPERS, LIST_QUESTION, SINGULAR_QUESTION
from rag.text.words import content_words
from rag.records import PaperHit
from rag.retrieval.mentions import mentions, question_topic
from rag.settings import Settings

_QUANTITATIVE = re.compile(r"\b(how (much|many|well|fast|large|accurate)|by how|numbers?|figures?|percent\w*|scores?|"
                           r"accuracy|results?|improve\w*|outperform\w*|speed-?up|gains?|reduc\w+)\b", re.I)
_KEYWORD_WEIGHT = 0.3
_NUMBER_BONUS = 0.15
_MAX_SENTENCES = 4
_RELATIVE_CUTOFF = 0.8  # extra sentences/papers must score this fraction of the best one
_LIST_CUTOFF = 0.6
# When some of the papers name the question's topic, a paper that never names it is cited only when it scores nearly
# as well as the best: "which papers use X?" answered with papers whose abstracts never speak of X is a citation the
# check cannot back (bench/results/abstention.md: citation precision). Not fitted to that bench: its gold is the papers
# naming the topic, so it cannot see a paper that treats the topic in other words, and would always pick "drop all".
_OFF_TOPIC_CUTOFF = 0.9
_ATTRIBUTE_SIMILARITY = 0.3  # an attribute's sentence: its cues first, similarity to the question breaks ties
# a question about a topic that asks for one of these ("What are the limitations of federated learning?") ranks
# each paper's sentences carrying it higher: the definition sentence is closest to the question's words, not the
# one that says what fails (not datasets: in "which work introduces a dataset of X?" the dataset is the topic)
_SENTENCE_ATTRIBUTES = ("limitations", "code", "funding")
# 1.0: a sentence with the attribute's cues outranks the paper's definition sentence, which is closer to the
# question's topic words (0.4 let "FL has enabled distributed learning…" beat "these approaches fall short…" for
# "What are the limitations of federated learning approaches?" once the paper was not first; seeds eval unchanged)
_ASKED_CUE_BONUS = 1.0
# "What numbers does MobileQuant report?", "What datasets does MEDFAIR use?": a named paper's answer opens with the
# sentence that states what is asked (the cues of rag.answer.evidence.attributes), not the abstract's first chosen one
_NAMED_ATTRIBUTES = ("results", "numbers", "datasets", "limitations", "code", "funding")
# A claim's papers are ranked by their best sentence's cosine plus the share of the claim's rare-term (IDF) mass it
# holds. Within each paper, the evidence is the sentence that states the finding: token-level alignment with the
# claim (rag/answer/evidence/alignment.py), or the same cosine + rare-term score when the embedder has no token vectors;
# either way plus a little for sentences later in the abstract (findings and conclusions), minus the opening
# (background) sentence. Chosen on the tune half of SciFact's claims (`litchat bench claims`).
_CLAIM_RARE_TERMS = 0.4
_CLAIM_POSITION = 0.1
_CLAIM_OPENING = 0.2
_CLAIM_LINK = 1.0  # below any finding: "Our code is open-sourced at github.com/…" is no evidence for a claim
_CLAIM_CUTOFF = 0.7  # a claim's evidence may sit in several papers: cite those scoring this fraction of the best
# A title states a paper's finding ("Model Merging is Secretly Certifiable"), often in the claim's own words while the
# abstract's sentences paraphrase it: a paper's sentences gain this much times the share of the claim's rare-term
# mass its title holds (the order of its own sentences is unchanged)
# chosen on the first 150 SciFact train claims with evidence (gold abstract cited / cited first, through Litchat.ask):
# 0.727 / 0.633 at 0 -> 0.740 / 0.667 at 0.3 -> 0.740 / 0.680 at 0.5, the values tried
_CLAIM_TITLE = 0.5
# Within a paper a claim may cite, its evidence sentence mixes the alignment order with the evidence model's
# judgement (P(SUPPORT) + P(CONTRADICT)), each z-scored over the paper's sentences, this share to the model. Chosen on
# the train claims the model never saw (its 121 held out): annotated rationale picked 0.656 -> 0.700 / 0.722 / 0.711
# / 0.644 at 0.25 / 0.5 / 0.75 / 1.0; SciFact dev, never tuned on: 0.665 -> 0.722 (bench/results/claims.md: the
# highlighted sentence through the whole chain)
_CLAIM_VERIFIER = 0.5
# ... among the alignment's best 3 sentences of the paper (held-out train claims: 0.722 for the best 3, 0.733 for the
# best 5, 0.722 for all; 3 costs the fewest model calls: about 60 ms a claim here, all sentences about 190 ms)
_CLAIM_JUDGED = 3


@dataclass
class _Best:
    hit: PaperHit
    n: int  # source number
    sentences: list[str]
    scores: np.ndarray  # per sentence
    order: np.ndarray  # sentence indices, best first (a claim's: by token alignment, not by ``scores``)
    topic: set[str]  # the question's topic terms (rag.retrieval.mentions.question_topic)
    evidence: np.ndarray | None = None  # a claim's per-sentence evidence score (alignment and position)

    @property
    def top(self) -> float:
        """The paper's score: its best sentence's."""
        return float(self.scores.max())

    def sentence(self, rank: int = 0) -> str:
        return self.sentences[int(self.order[rank])]

    def contribution(self) -> str:
        """What the paper does about the question: relevant, and its contribution rather than background."""
        return self.sentences[best_contribution(self.sentences, self.scores, self.topic)]


class ExtractiveGenerator:
    name = "extractive"

    def __init__(self, settings: Settings, bank: SentenceBank):
        self.settings = settings
        self.bank = bank
        self.verifier = configured(settings.evidence_model != "off")

    def status(self) -> tuple[bool, str]:
        return True, "extractive: ready (no language model needed)"

    def condense(self, question: str, history: str) -> str | None:
        return None  # the chain's deterministic resolver

    def generate(self, request: GenerationRequest) -> Generation:
        hits = request.hits
        asked = attribute_of(request.question)  # read once: the ranking and the named-paper route both use it
        ranked = self._rank(request.question, hits, asked, request.term_weights if request.claim else None)
        routed = set(hits[0].matched_by) if hits else set()
        listing = bool(LIST_QUESTION.search(request.question)) and not SINGULAR_QUESTION.search(request.question)
        if request.attribute:
            text = self._attribute(request.question, hits, request.attribute)
        elif request.every_paper:
            text = "\n".join(f"- {_label(r.hit)}: {_cite(r.sentence(0), r.n)}" for r in ranked)
        elif request.mode == "area":
            text = self._area(ranked, request.corpus, request.partial)
        elif "author" in routed:  # the named author's papers: what each contributes, or, with a topic, on it
            mine = [r for r in ranked if "author" in r.hit.matched_by]
            text = self._list(on_topic(mine)) if len(routed) > 1 else self._list(mine, contribution=True)
        elif "year" in routed:  # "which papers were published in 2025?": each of them, what it contributes
            text = self._list(ranked, contribution=True)
        elif "title" in routed and not ASKS_FOR_PAPERS.search(request.question):
            text = self._named(request.question, [r for r in ranked if "title" in r.hit.matched_by], asked)
        elif request.claim:
            self._judge_evidence(request.question, ranked)
            text = self._direct(ranked, per_paper=1, cutoff=_CLAIM_CUTOFF)
        elif listing:  # "which papers study <a title's words>?" lists every paper on them, the named one first
            text = self._list(on_topic(ranked))
        else:
            text = self._direct(on_topic(ranked))
        return Generation(sources=[h.paper for h in hits], deltas=_by_line(text), flag_uncited=False)

    def _rank(self, question: str, hits: list[PaperHit], asked: str | None,
              claim_weights: dict[str, float] | None = None) -> list[_Best]:
        """Each paper's sentences scored against the question (``asked``: the attribute it asks for, if any).
        ``claim_weights`` (the question's terms -> IDF) says the question is a claim: its evidence is the sentence
        stating the finding."""
        q = self.bank.embed([question])[0]
        qwords = content_words(question)
        topic = question_topic(question)
        wants_numbers = bool(_QUANTITATIVE.search(question))
        wants = asked if asked in _SENTENCE_ATTRIBUTES else None
        out = []
        aligned = self._alignment(question, hits) if claim_weights else None
        for n, hit in enumerate(hits, start=1):
            sents, vecs = self.bank.paper_sentences(hit.paper)
            if claim_weights:
                prior = _claim_prior(sents)
                rare = np.array([weighted_coverage(s, claim_weights) for s in sents])
                titled = weighted_coverage(hit.paper.title or hit.paper.display_title or "", claim_weights)
                scores = vecs @ q + _CLAIM_RARE_TERMS * rare + prior + _CLAIM_TITLE * titled
            else:
                overlap = np.array([len(qwords & content_words(s)) / max(1, len(qwords)) for s in sents])
                scores = vecs @ q + _KEYWORD_WEIGHT * overlap
            if wants_numbers:
                scores = scores + _NUMBER_BONUS * np.array([bool(re.search(r"\d", s)) for s in sents])
            if wants and not claim_weights:  # "What are the limitations of X?": X's sentences that state them
                scores = scores + _ASKED_CUE_BONUS * np.array([cue_score(s, wants) for s in sents])
            # a claim's evidence sentence by token alignment; the paper keeps its own score
            evidence = aligned[hit.paper.id] + prior if aligned else scores
            out.append(_Best(hit, n, sents, scores, np.argsort(-evidence, kind="stable"), topic,
                             evidence if claim_weights else None))
        return out

    def _attribute(self, question: str, hits: list[PaperHit], attribute: str) -> str:
        """Each paper's sentence that best carries ``attribute`` (its cues first, then similarity to the question),
        one paper a line, in the order the papers were given."""
        q = self.bank.embed([question])[0]
        lines = []
        for n, hit in enumerate(hits, start=1):
            sents, scores = self._attribute_scores(hit, q, attribute)
            if sents:
                lines.append(f"- {_label(hit)}: {_cite(sents[int(np.argmax(scores))], n)}")
        return "\n".join(lines)

    def _attribute_scores(self, hit: PaperHit, q: np.ndarray, attribute: str) -> tuple[list[str], np.ndarray]:
        """The paper's sentences and how well each carries ``attribute``: its cues first, similarity to the
        question (``q``) breaking ties."""
        sents, vecs = self.bank.paper_sentences(hit.paper)
        if not sents:
            return [], np.zeros(0)
        return sents, np.array([cue_score(s, attribute) for s in sents]) + _ATTRIBUTE_SIMILARITY * (vecs @ q)

    def _named(self, question: str, named: list[_Best], asked: str | None) -> str:
        """The papers the question names by title: one gives its best three sentences ("Tell me about ReeFL"), or
        those led by the asked attribute's ("What datasets does MEDFAIR use?"); several ("Compare ReeFL and
        DistilCacheFL") each give what they contribute and what they found, side by side."""
        if asked in _NAMED_ATTRIBUTES:
            return self._named_attribute(question, named, asked)
        if len(named) > 1:
            return self._side_by_side(question, named)
        return self._direct(named, per_paper=3, cutoff=0.0)

    def _side_by_side(self, question: str, named: list[_Best]) -> str:
        """Each named paper, in the order retrieved: its contribution and its findings' sentence, in the abstract's
        order (one sentence when they are the same)."""
        q = self.bank.embed([question])[0]
        lines = []
        for r in named:
            sents, scores = self._attribute_scores(r.hit, q, "results")
            if not sents:
                continue
            chosen = sorted({sents.index(contribution_sentence(sents)), int(np.argmax(scores))})
            lines.append(f"{_label(r.hit)}: " + " ".join(_cite(sents[i], r.n) for i in chosen))
        return "\n\n".join(lines)

    def _named_attribute(self, question: str, named: list[_Best], attribute: str, per_paper: int = 3) -> str:
        """Each named paper: the sentences that answer the question best (as "Tell me about X" gives them), led by
        the one that best states what is asked: the attribute's cues, similarity to the question, and the
        question's words other than the paper's name ("What improvement in communication efficiency does X
        report?")."""
        q = self.bank.embed([question])[0]
        lines = []
        for r in named:
            sents, scores = self._attribute_scores(r.hit, q, attribute)
            if not sents:
                continue
            asked = content_words(question) - content_words(r.hit.paper.display_title or "")
            overlap = np.array([len(asked & content_words(s)) / max(1, len(asked)) for s in sents])
            lead = int(np.argmax(scores + _KEYWORD_WEIGHT * overlap))
            rest = sorted(int(i) for i in r.order[:per_paper] if int(i) != lead)[:per_paper - 1]
            lines.append(f"{_label(r.hit)}: " + " ".join(_cite(sents[i], r.n) for i in [lead, *rest]))
        return "\n\n".join(lines)

    def _alignment(self, claim: str, hits: list[PaperHit]) -> dict[str, np.ndarray] | None:
        """Each paper's sentences scored by token-level alignment with ``claim`` (IDF over all their sentences),
        or None when the embedder gives no token vectors."""
        sents = {h.paper.id: self.bank.sentences_of(h.paper) for h in hits}
        pool = list(dict.fromkeys(s for ss in sents.values() for s in ss))
        vectors = self.bank.token_vectors([claim] + pool)
        if vectors is None:
            return None
        of = dict(zip(pool, vectors[1:]))
        idf = idf_weights(vectors[1:])
        return {pid: np.array([f1(vectors[0], of[s], idf) for s in ss]) for pid, ss in sents.items()}

    def _judge_evidence(self, claim: str, ranked: list[_Best]) -> None:
        """The evidence sentence of each paper a claim may cite: the alignment order mixed with the evidence
        model's judgement (_CLAIM_VERIFIER). The model's judgements are cached, and the stance tally reads the same
        pairs."""
        if self.verifier is None:
            return
        for r in sorted(ranked, key=lambda r: -r.top)[:_MAX_SENTENCES]:
            if r.evidence is None or len(r.sentences) < 2:
                continue
            top = r.order[:_CLAIM_JUDGED]  # the alignment's best few: the model reorders them
            judged = np.array([j.evidence for j in self.verifier.judge([(claim, r.sentences[i]) for i in top])])
            mixed = (1 - _CLAIM_VERIFIER) * _z(r.evidence[top]) + _CLAIM_VERIFIER * _z(judged)
            r.order = np.concatenate([top[np.argsort(-mixed, kind="stable")], r.order[_CLAIM_JUDGED:]])

    def _direct(self, ranked: list[_Best], per_paper: int = 2, cutoff: float = _RELATIVE_CUTOFF) -> str:
        if not ranked:
            return ""
        best = max(r.top for r in ranked)
        picked: list[tuple[_Best, list[str]]] = []
        count = 0
        for r in sorted(ranked, key=lambda r: -r.top):
            if count >= _MAX_SENTENCES or (picked and not near_best(r.top, best, cutoff)):
                break
            sents = [r.sentence(0)]
            if not picked:  # the best paper may give more than one sentence
                sents += [r.sentence(i) for i in range(1, min(per_paper, len(r.order)))
                          if near_best(r.scores[r.order[i]], best, cutoff)]
                sents = sorted(sents, key=r.sentences.index)  # in the abstract's order
            picked.append((r, sents))
            count += len(sents)
        return "\n\n".join(f"{_label(r.hit)}: " + " ".join(_cite(s, r.n) for s in sents) for r, sents in picked)

    def _list(self, ranked: list[_Best], contribution: bool = False) -> str:
        if not ranked:
            return ""
        if contribution:  # nothing topical to match (e.g. "what did X write?"): say what each paper contributes
            return "\n".join(f"- {_label(r.hit)}: {_cite(contribution_sentence(r.sentences), r.n)}" for r in ranked)
        best = max(r.top for r in ranked)
        keep = [r for r in ranked if _names_topic(r) or near_best(r.top, best, _LIST_CUTOFF)]
        return "\n".join(f"- {_label(r.hit)}: {_cite(r.contribution(), r.n)}" for r in keep)

    def _area(self, ranked: list[_Best], corpus=None, partial: bool = False) -> str:
        """Every paper the chain gathered for the topic: an overview, the papers by theme (one contribution line
        each), and a table of them all."""
        if not ranked:
            return ""
        by_id = {r.hit.paper.id: r for r in ranked}
        themes = group_by_theme([r.hit for r in ranked], self.bank, corpus)
        blocks = [_overview(ranked, themes, corpus, partial)]
        for theme in themes:
            lines = [f"- {_label(h)}: {_cite(by_id[h.paper.id].contribution(), by_id[h.paper.id].n)}"
                     for h in theme.hits]
            blocks.append(f"### Theme: {theme.name} ({len(theme.hits)})\n" + "\n".join(lines))
        table = ["| Source | Title | Authors | Year | Contribution |", "|---|---|---|---|---|"]
        for r in ranked:
            p = r.hit.paper
            table.append(f"| [{r.n}] | {_cell(p.display_title)} | {_cell(p.short_authors(2))} | {p.year or '—'} | "
                         f"{_cell(_shorten(r.contribution()))} |")
        return "\n\n".join(blocks) + "\n\n" + "\n".join(table)


def _names_topic(r: _Best) -> bool:
    return bool(r.topic) and mentions(r.hit.paper, r.topic)


def on_topic(ranked: list[_Best]) -> list[_Best]:
    """The papers naming the question's topic, and those that do not but score at least _OFF_TOPIC_CUTOFF of the
    best; all of them when none names it (a question in other words than the abstracts')."""
    naming = [r for r in ranked if _names_topic(r)]
    if not naming:
        return ranked
    best = max(r.top for r in ranked)
    return [r for r in ranked if r in naming or near_best(r.top, best, _OFF_TOPIC_CUTOFF)]


def near_best(score: float, best: float, cutoff: float) -> bool:
    """Whether ``score`` is within ``cutoff`` of the best (``cutoff`` x best for a positive best). A cosine can be
    below zero (a paper asked about by position, "tell me about the 1st paper", whose sentences share nothing with
    "What does this paper propose and show?"): then the bar lies below the best, never above it, so the best paper
    always keeps itself (``cutoff * best`` put it above the best, and the answer was empty)."""
    return score >= best - (1 - cutoff) * abs(best)


def _z(values: np.ndarray) -> np.ndarray:
    return (values - values.mean()) / (values.std() + 1e-9)


def _claim_prior(sents: list[str]) -> np.ndarray:
    """A claim's evidence is a finding: a little for later sentences, less for the opening (background) one, and
    never a code or data link while the paper has another sentence."""
    n = len(sents)
    prior = _CLAIM_POSITION * np.arange(n) / max(n - 1, 1)
    if n > 1:
        prior[0] -= _CLAIM_OPENING
        prior -= _CLAIM_LINK * np.array([is_link(s) for s in sents])
    return prior


def _overview(ranked: list[_Best], themes, corpus, partial: bool = False) -> str:
    """One paragraph computed from the gathered papers themselves: how many, the themes, the years, what recurs
    (``partial``: no paper covers the topic as a whole, so they share part of it rather than being on it)."""
    n = len(ranked)
    years = sorted(r.hit.paper.year for r in ranked if r.hit.paper.year)
    undated = n - len(years)
    span = ""
    if years:
        span = f", from {years[0]}" if years[0] == years[-1] else f", from {years[0]} to {years[-1]}"
        span += f" ({undated} undated)" if undated else ""
    on = ("share" if n != 1 else "shares") + " part of this topic" if partial else \
        ("are" if n != 1 else "is") + " on this topic"
    parts = [f"**Overview.** {n} paper{'s' if n != 1 else ''} in the corpus {on}{span}"]
    if len(themes) > 1:
        parts[0] += f", in {len(themes)} themes: " + "; ".join(f"*{t.name}* ({len(t.hits)})" for t in themes)
    parts[0] += "."
    common = recurring([paper_text(r.hit) for r in ranked], corpus) if n > 2 else []
    if common:
        parts.append("Recurring across them: " + ", ".join(f"*{p}* ({c} papers)" for p, c in common) + ".")
    return " ".join(parts)


def contribution_sentence(sentences: list[str]) -> str:
    """The sentence that says what the paper does ("We propose ..."), else its first sentence."""
    return next((s for s in sentences if CONTRIBUTION_CUE.search(s)), sentences[0])


def _label(hit: PaperHit) -> str:
    p = hit.paper
    return f"**{p.display_title}** ({p.short_authors(1)}, {p.year or 'n.d.'})"


def _cite(sentence: str, n: int) -> str:
    """The sentence verbatim with [n] before its final punctuation."""
    s = sentence.strip()
    m = re.search(r"[.!?]+[\"')\]]*$", s)
    return f"{s[:m.start()]} [{n}]{s[m.start():]}" if m else f"{s} [{n}]."


def _shorten(sentence: str, words: int = 24) -> str:
    parts = sentence.split()
    return sentence if len(parts) <= words else " ".join(parts[:words]) + " …"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _by_line(text: str) -> Iterator[str]:
    for line in text.splitlines(keepends=True):
        yield line


def make(settings: Settings, bank: SentenceBank) -> ExtractiveGenerator:
    return ExtractiveGenerator(settings, bank)
