"""The generator protocol (the table of generators by name is ``registry.py``).

A generator turns a question and the retrieved papers into a stream of text that cites the papers it was given as
[1]..[n] (``Generation.sources`` says which papers those numbers mean). The chain checks every answer afterwards,
whatever produced it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator, Protocol

from rag.records import AnswerMode, History, Paper, PaperHit



class GeneratorError(Exception):
    """A generator could not answer; the message is one short line naming the failure (never a secret)."""


@dataclass
class GenerationRequest:
    question: str  # the standalone question
    hits: list[PaperHit]  # retrieved papers, best first
    history: History = field(default_factory=list)
    mode: AnswerMode = "answer"
    corpus: Any = None  # rag.answer.area.keyphrases.Corpus: whole-corpus term frequencies (theme labels), when known
    claim: bool = False  # a statement to check (rag.answer.intent.is_claim): its evidence is a finding, not background
    term_weights: dict[str, float] | None = None  # the question's stemmed terms -> corpus IDF, when known
    attribute: str | None = None  # an attribute question: the sentences carrying it (rag.answer.evidence.attributes)
    every_paper: bool = False  # cite every paper given (a filter's matches), one line each
    partial: bool = False  # no paper covers the asked topic as a whole (rag.answer.area.cover): they share part of it


@dataclass
class Generation:
    sources: list[Paper]  # what [1]..[n] in the streamed text refer to
    deltas: Iterator[str]
    flag_uncited: bool = True  # uncited factual sentences are flagged (language models); off for extractive


class Generator(Protocol):
    name: str

    def generate(self, request: GenerationRequest) -> Generation: ...

    def status(self) -> tuple[bool, str]: ...

    def condense(self, question: str, history: str) -> str | None:
        """The reply to the condense prompt for a follow-up (``history``: the conversation as prompt text, the
        previous answer's sources numbered), or None to use the deterministic resolver."""
        ...


def redact(message: str, *secrets: str) -> str:
    """Secrets and URL credentials out of a message."""
    for s in secrets:
        if s:
            message = message.replace(s, "***")
    return re.sub(r"(https?://)[^/@\s]+@", r"\1***@", message)
