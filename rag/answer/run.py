"""One turn on its way through the answer chain (rag/answer/chain.py): what it read, retrieved and decided."""
from __future__ import annotations

from dataclasses import dataclass, field

from rag.answer.area.cover import TopicCover
from rag.answer.area.keyphrases import Corpus
from rag.answer.conversation.reading import Reading
from rag.answer.generators import Generator
from rag.records import Filters, Relevance


@dataclass
class Run:
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
    cover: TopicCover | None = None  # how far the retrieved papers cover the asked topic (area and list questions)
    timings: dict[str, float] = field(default_factory=dict)

    def note(self, line: str, first: bool = False) -> None:
        """Add ``line`` to the answer's notice (``first``: before what it already says)."""
        if not self.notice:
            self.notice = line
        else:
            self.notice = f"{line}; {self.notice}" if first else f"{self.notice}; {line}"

    def answer_fields(self, rel: Relevance | None) -> dict:
        r = self.reading
        return dict(question=self.question, mode=self.mode, hits=self.hits, relevance=rel, followup=r.kind,
                    standalone_question=r.standalone if r.standalone != self.question else None,
                    resolved_papers=r.resolved_dicts(), act=r.act, interpretation=r.to_dict(),
                    topic_cover=self.cover.to_dict() if self.cover is not None else None)


@dataclass
class Decision:
    rel: Relevance
    claim: bool = False
    low: bool = False
    score: float = 0.0
    calibration: object = None
