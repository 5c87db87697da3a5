"""What the language-model generators share: the prompt, the context fit, condensing. Subclasses only say how
to stream a chat completion (``_stream``)."""
from __future__ import annotations

import re
from typing import Iterator

from rag.answer.context import fit_sources
from rag.text.tokens import count_tokens
from rag.answer.generators.base import Generation, GenerationRequest, GeneratorError
from rag.answer.prompts import render
from rag.settings import Settings

_PROMPT_MARGIN = 0.85  # tiktoken is not the model's tokenizer: keep a margin


class LLMGenerator:
    name = "llm"

    def __init__(self, settings: Settings, bank=None):
        self.settings = settings

    # --- transport (subclasses) ---------------------------------------------------------------------------------
    def _stream(self, messages: list[dict], max_tokens: int) -> Iterator[str]:
        raise NotImplementedError

    def status(self) -> tuple[bool, str]:
        raise NotImplementedError

    # --- shared ---------------------------------------------------------------------------------------------------
    def generate(self, request: GenerationRequest) -> Generation:
        prompt = "area" if request.mode == "area" else "answer"
        empty = render(self.settings.prompts_dir, prompt, sources="", question=request.question)
        overhead = sum(count_tokens(m["content"]) + 8 for m in empty)
        budget = int(self.settings.llm_context_tokens * _PROMPT_MARGIN) - self.settings.llm_max_tokens - overhead
        sources = fit_sources(request.hits, budget)
        if not sources:
            raise GeneratorError(f"the question leaves no room for sources in a {self.settings.llm_context_tokens}"
                                 "-token window")
        messages = render(self.settings.prompts_dir, prompt, question=request.question,
                          sources="\n\n".join(s.render() for s in sources))
        return Generation(sources=[s.paper for s in sources],
                          deltas=self._checked(self._stream(messages, self.settings.llm_max_tokens)))

    def _checked(self, deltas: Iterator[str]) -> Iterator[str]:
        """Fail on an empty or non-text reply so the chain falls back instead of showing garbage."""
        seen = []
        for d in deltas:
            seen.append(d)
            yield d
        text = "".join(seen)
        if not re.search(r"[A-Za-z]{2,}", text):
            raise GeneratorError("returned an empty or non-text answer")

    def condense(self, question: str, history: str) -> str | None:
        """The model's reply to the condense prompt ("Papers: ..." and "Question: ..." lines, parsed by
        rag.answer.conversation.condense.parse_condensed); ``history`` is the conversation as prompt text."""
        messages = render(self.settings.prompts_dir, "condense", history=history, question=question)
        text = "".join(self._stream(messages, 120)).strip()
        return text if 5 <= len(text) <= 2000 else None
