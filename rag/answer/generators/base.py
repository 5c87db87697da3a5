"""The generator protocol and the registry of generators by name.

A generator turns a question and the retrieved papers into a stream of text that cites the papers it was given as
[1]..[n] (``Generation.sources`` says which papers those numbers mean). The chain checks every answer afterwards,
whatever produced it.
"""
from __future__ import annotations

import importlib
import re
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Protocol

from rag.records import Paper, PaperHit
from rag.settings import Settings

History = list[dict]


class GeneratorError(Exception):
    """A generator could not answer; the message is one short line naming the failure (never a secret)."""


@dataclass
class GenerationRequest:
    question: str  # the standalone question
    hits: list[PaperHit]  # retrieved papers, best first
    history: History = field(default_factory=list)
    mode: str = "answer"  # "answer" | "area"
    corpus: Any = None  # rag.answer.area.keyphrases.Corpus: whole-corpus term frequencies (theme labels), when known
    claim: bool = False  # a statement to check (rag.answer.intent.is_claim): its evidence is a finding, not background
    term_weights: dict[str, float] | None = None  # the question's stemmed terms -> corpus IDF, when known
    attribute: str | None = None  # an attribute question: the sentences carrying it (rag.answer.evidence.attributes)
    every_paper: bool = False  # cite every paper given (a filter's matches), one line each


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


Factory = Callable[..., Generator]  # (settings, bank) -> Generator
_MODULES = {"extractive": "rag.answer.generators.extractive", "openai": "rag.answer.generators.openai_gen",
            "local": "rag.answer.generators.local_gen"}
_REGISTRY: dict[str, Factory] = {}
_lock = threading.Lock()


def register(name: str) -> Callable[[Factory], Factory]:
    def deco(factory: Factory) -> Factory:
        _REGISTRY[name] = factory
        return factory

    return deco


def available() -> list[str]:
    return list(_MODULES)


def get_generator(name: str, settings: Settings, bank) -> Generator:
    if name not in _MODULES:
        raise GeneratorError(f"unknown generator {name!r}; available: {', '.join(_MODULES)}")
    with _lock:
        if name not in _REGISTRY:
            importlib.import_module(_MODULES[name])
    return _REGISTRY[name](settings, bank)


def redact(message: str, *secrets: str) -> str:
    """Secrets and URL credentials out of a message."""
    for s in secrets:
        if s:
            message = message.replace(s, "***")
    return re.sub(r"(https?://)[^/@\s]+@", r"\1***@", message)
