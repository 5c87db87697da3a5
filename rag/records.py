"""Paper records and the answer/search result types every layer shares (CLI, UI, eval call these)."""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from rag.identifiers import link_for


@dataclass(frozen=True)
class Source:
    file: str  # file name as given to the parser (e.g. "000_7c07c3d57d753168.txt")
    line: int  # 1-based line where this copy of the record starts


@dataclass
class BodySection:
    """A section of a paper's full text (from its PDF): heading as printed, kind (abstract, introduction, methods,
    results, discussion, conclusion, references, appendix, body), text, and where each page starts in the text."""
    heading: str
    kind: str
    text: str = ""
    pages: list[tuple[int, int]] = field(default_factory=list)  # (offset in text, 1-based page), ascending

    def page_at(self, offset: int) -> int | None:
        found = None
        for start, page in self.pages:
            if start > offset:
                break
            found = page
        return found if found is not None else (self.pages[0][1] if self.pages else None)


@dataclass
class Paper:
    id: str  # stable, derived from content (see rag.corpus.identity)
    title: str | None  # None where the page gives none
    display_title: str  # always set: title, else coined name, else "First-author et al. — topic"
    authors: list[str]
    authors_truncated: bool  # the list was cut ("et al.", "等", "(+6 more)") and no full list was found
    year: int | None
    categories: list[str]
    abstract: str
    sources: list[Source] = field(default_factory=list)
    doi: str | None = None  # "10.1000/xyz" (lower-cased, no resolver prefix)
    arxiv_id: str | None = None  # "2301.01234"
    url: str | None = None  # an http(s) page for the paper (any other scheme is dropped when parsed)
    ids: dict[str, str] = field(default_factory=dict)  # external ids: pmid, pmcid, openalex, s2, corpus_id, beir, …
    # full text (PDF ingest, Zotero): not kept in the stored record, only its chunks are (see to_dict)
    body: list[BodySection] = field(default_factory=list)
    pdf: str | None = None  # absolute path of the local PDF the full text came from
    pages: int | None = None  # pages in that PDF

    def link(self) -> str | None:
        """Where the paper can be read: https://doi.org/<doi>, else its arXiv page, else its URL (http(s) only)."""

        return link_for(self.doi, self.arxiv_id, self.url)

    def content_hash(self) -> str:
        """Hash of everything that is indexed or shown (not where it came from): decides re-embedding."""
        payload = json.dumps(
            [self.title, self.display_title, self.authors, self.authors_truncated, self.year,
             self.categories, self.abstract],
            ensure_ascii=False, separators=(",", ":"),
        )
        if self.body or self.pdf:  # abstract-only papers hash exactly as before
            payload += json.dumps([[[b.heading, b.kind, b.text, b.pages] for b in self.body], self.pdf],
                                  ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32]

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("body")  # the full text lives in the chunks; a record stays small
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Paper":
        d = dict(d)
        d.pop("body", None)
        d["sources"] = [Source(**s) for s in d.get("sources", [])]
        d["ids"] = dict(d.get("ids") or {})  # records stored before identifiers existed read back without them
        return cls(**d)

    def short_authors(self, n: int = 3) -> str:
        if not self.authors:
            return "unknown authors"
        names = ", ".join(self.authors[:n])
        return names + (" et al." if len(self.authors) > n or self.authors_truncated else "")


LIBRARY_COLLECTION = "collection: "  # a Zotero collection as a paper category: "collection: Thesis/Chapter 2"
LIBRARY_TAG = "tag: "  # a Zotero tag as a paper category: "tag: to-read"


@dataclass
class Filters:
    year_min: int | None = None
    year_max: int | None = None
    categories: list[str] = field(default_factory=list)  # any of these (case-insensitive)
    author: str | None = None  # exact or partial name, accent/case-insensitive
    paper_ids: list[str] = field(default_factory=list)  # only these papers (a follow-up's resolved referents)
    # Zotero: a paper's collections and tags are its categories "collection: A/B" and "tag: x" (rag.corpus.zotero)
    collections: list[str] = field(default_factory=list)  # any of these collections (a parent takes its children)
    tags: list[str] = field(default_factory=list)  # any of these tags

    def is_empty(self) -> bool:
        return not (self.year_min or self.year_max or self.categories or self.author or self.paper_ids
                    or self.collections or self.tags)


@dataclass
class Passage:
    chunk_id: str
    text: str
    score: float
    page: int | None = None  # full-text chunks: the PDF page the passage starts on
    section: str | None = None  # full-text chunks: the section heading ("3 Results", "Abstract")
    page_breaks: str | None = None  # full-text chunks: "412:8;903:9", offsets in text where a page starts

    def page_at(self, offset: int) -> int | None:
        """The page of the character at ``offset`` in the passage (its start page before any break)."""
        page = self.page
        for part in (self.page_breaks or "").split(";"):
            at, _, number = part.partition(":")
            if at.isdigit() and number.isdigit() and int(at) <= offset:
                page = int(number)
        return page


@dataclass
class PaperHit:
    paper: Paper
    score: float  # fused score, higher is better
    passages: list[Passage] = field(default_factory=list)  # best chunks of this paper, best first
    dense_score: float | None = None  # best cosine of the paper's chunks to the query
    bm25_score: float | None = None
    matched_by: list[str] = field(default_factory=list)  # "dense", "bm25", "author", "title"
    overlap: float | None = None  # share of the query's content words (stemmed) found in this paper, 0..1

    def to_dict(self) -> dict[str, Any]:
        p = self.paper
        return {
            "id": p.id, "title": p.title, "display_title": p.display_title, "authors": p.authors,
            "year": p.year, "categories": p.categories, "score": round(self.score, 6),
            "dense_score": self.dense_score, "bm25_score": self.bm25_score, "matched_by": self.matched_by,
            "overlap": self.overlap, "text": self.passages[0].text if self.passages else p.abstract[:400],
            "doi": p.doi, "arxiv_id": p.arxiv_id, "link": p.link(),  # link: DOI, else arXiv, else URL page
            **self._location(),
        }

    def _location(self) -> dict[str, Any]:
        """Full text: the best passage's page and section, and the local PDF (nothing for abstract-only papers)."""
        top = self.passages[0] if self.passages else None
        out: dict[str, Any] = {}
        if top is not None and top.page is not None:
            out.update(page=top.page, section=top.section)
        if self.paper.pdf:
            out["pdf"] = self.paper.pdf
        return out


@dataclass
class Citation:
    n: int  # the [n] in the answer text
    paper: Paper
    pages: list[int] = field(default_factory=list)  # full text: the PDF pages the answer cites, in order of use

    def to_dict(self) -> dict[str, Any]:
        p = self.paper
        d = {"n": self.n, "id": p.id, "display_title": p.display_title, "title": p.title,
             "authors": p.authors, "year": p.year, "doi": p.doi, "arxiv_id": p.arxiv_id, "link": p.link()}
        if p.pdf:  # full-text papers: the local file and the pages cited
            d.update(pdf=p.pdf, pages=self.pages)
        return d


@dataclass
class SentenceCheck:
    text: str
    citations: list[int]  # the [n]s this sentence carries (after removing invalid ones)
    supported: bool
    score: float  # best support score over its cited abstracts (cosine, 0..1)
    evidence: str | None = None  # the abstract sentence that supports it best
    evidence_paper: str | None = None  # paper id of that evidence
    numbers_ok: bool = True  # every number in the sentence appears in a cited abstract
    reason: str | None = None  # why unsupported: "no citation", "low similarity", "number not in source"
    contradicted_by: int | None = None  # the [n] whose abstract contradicts the sentence (evidence model)
    contradiction: str | None = None  # that abstract's contradicting sentence
    contradict: float = 0.0  # the evidence model's P(CONTRADICT) for it
    page: int | None = None  # the PDF page of the evidence passage (full-text papers), cited as [n, p. 7]
    section: str | None = None  # the section of the evidence passage

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


AnswerMode = Literal["answer", "area"]  # a turn answers the question, or summarises the research area
ChatMessage = dict[str, Any]  # {"role", "content"} (Gradio's messages format); an answer also carries "citations" (ids
# in [n] order), "act", "focus", "mode", "standalone" (rag.answer.conversation.state)
History = list[ChatMessage]  # the conversation so far, oldest first


@dataclass(frozen=True)
class ClaimCheck:
    """How answerable a claim is (rag.answer.answerability.model), against this corpus's calibration."""
    answerability: float
    threshold: float  # calibrated cut: below it the evidence is weak
    floor: float  # below it the chain abstains
    signals: dict[str, float] = field(default_factory=dict)

    @property
    def weak(self) -> bool:
        return self.floor <= self.answerability < self.threshold


@dataclass(frozen=True)
class Relevance:
    """The abstention signals of one turn (rag.answer.answerability.abstain)."""
    dense: float  # best cosine between the question and a retrieved chunk
    overlap: float  # best share of question content words present in one of the top papers
    metadata: bool  # found by author/title metadata
    score: float  # DENSE_WEIGHT * dense + (1 - DENSE_WEIGHT) * overlap
    claim: ClaimCheck | None = None  # set when the question is a claim to check
    would_abstain: bool = False  # the rule's verdict (the chain may have been told not to abstain)

    def to_dict(self) -> dict[str, float]:
        """The JSON form (`litchat ask --json`, eval reports): numbers only, booleans as 0.0/1.0."""
        out = {"score": round(self.score, 4), "dense": round(self.dense, 4), "overlap": round(self.overlap, 4),
               "metadata": float(self.metadata)}
        if self.claim is not None:
            c = self.claim
            out.update(claim=1.0, answerability=round(c.answerability, 4), answerability_threshold=round(c.threshold, 4),
                       answerability_floor=round(c.floor, 4), weak=float(c.weak),
                       **{f"signal_{k}": v for k, v in c.signals.items()})
        out["would_abstain"] = float(self.would_abstain)
        return out


@dataclass
class PaperStance:
    """One retrieved paper's stance on a claim, by the evidence model (rag/answer/evidence/stance.py)."""
    paper: Paper
    label: str  # "SUPPORT" | "CONTRADICT" | "NEUTRAL"
    support: float
    contradict: float
    sentence: str  # the paper's sentence that speaks to the claim most strongly

    @property
    def evidence(self) -> float:
        return self.support + self.contradict

    def to_dict(self) -> dict[str, Any]:
        return {"paper_id": self.paper.id, "title": self.paper.display_title, "year": self.paper.year,
                "label": self.label, "support": round(self.support, 4), "contradict": round(self.contradict, 4),
                "sentence": self.sentence}


@dataclass
class Stance:
    """The stance tally of a claim: how many retrieved papers support it, contradict it, say nothing."""
    papers: list[PaperStance] = field(default_factory=list)

    def side(self, label: str) -> list[PaperStance]:
        return sorted((p for p in self.papers if p.label == label), key=lambda p: -p.evidence)

    @property
    def evidence(self) -> float:
        """The strongest evidence either way (0 when no paper was judged)."""
        return max((p.evidence for p in self.papers), default=0.0)

    def to_dict(self) -> dict[str, Any]:
        return {"support": len(self.side("SUPPORT")), "contradict": len(self.side("CONTRADICT")),
                "neutral": len(self.side("NEUTRAL")), "evidence": round(self.evidence, 4),
                "papers": [p.to_dict() for p in self.side("SUPPORT") + self.side("CONTRADICT")]}


@dataclass
class Answer:
    question: str
    text: str  # markdown with [n] citations
    citations: list[Citation]
    sentences: list[SentenceCheck]
    abstained: bool
    generator: str
    standalone_question: str | None = None  # the follow-up condensed with history
    mode: AnswerMode = "answer"
    notice: str | None = None  # e.g. "openai generator failed (timeout after 30s); showing the extractive answer"
    removed_citations: list[int] = field(default_factory=list)  # [n]s the model invented
    nearest: list[Citation] = field(default_factory=list)  # when abstaining: closest papers
    hits: list[PaperHit] = field(default_factory=list)  # what retrieval returned (for the sources panel)
    timings: dict[str, float] = field(default_factory=dict)  # seconds: retrieve, generate, check, total
    relevance: Relevance | None = None  # the abstention signals (None: the turn was not judged, e.g. an error)
    followup: str | None = None  # "referent" (about papers already on the table) | "new_topic" | None
    resolved_papers: list[dict] = field(default_factory=list)  # a referent follow-up's papers: {"id", "display_title"}
    stance: Stance | None = None  # a claim's stance tally (support / contradict), by the evidence model
    act: str | None = None  # how the turn was read (rag.answer.conversation.state.Act)
    interpretation: dict[str, Any] = field(default_factory=dict)  # the turn interpreter's reading (Reading.to_dict)
    topic_cover: dict[str, Any] | None = None  # area/list questions: does a paper cover the topic as a whole

    @property
    def supported_rate(self) -> float:
        cited = [s for s in self.sentences if s.citations]
        return sum(s.supported for s in cited) / len(cited) if cited else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question, "standalone_question": self.standalone_question, "mode": self.mode,
            "followup": self.followup, "act": self.act, "interpretation": self.interpretation,
            "resolved_papers": self.resolved_papers,
            "answer": self.text, "citations": [c.to_dict() for c in self.citations],
            "abstained": self.abstained, "generator": self.generator, "notice": self.notice,
            "check": {"sentences": [s.to_dict() for s in self.sentences],
                      "removed_citations": self.removed_citations,
                      "supported_rate": round(self.supported_rate, 4)},
            "nearest": [c.to_dict() for c in self.nearest],
            "timings": {k: round(v, 4) for k, v in self.timings.items()},
            "relevance": self.relevance.to_dict() if self.relevance else {},
            "stance": self.stance.to_dict() if self.stance is not None else None,
            "topic_cover": self.topic_cover,
        }
