"""Any OpenAI-compatible server (OpenAI, vLLM, Ollama, llama.cpp) via settings.openai_base_url/_api_key/_model."""
from __future__ import annotations

import time
from typing import Iterator

from rag.answer.generators.base import GeneratorError, redact
from rag.answer.generators.llm import LLMGenerator
from rag.settings import Settings

_STATUS_TIMEOUT = 3.0


class OpenAIGenerator(LLMGenerator):
    name = "openai"

    def __init__(self, settings: Settings, bank=None):
        super().__init__(settings, bank)
        from openai import OpenAI, Timeout  # the client's own Timeout: openai >= 3.63 runs on httpx2, not httpx

        t = settings.llm_timeout
        self._key = settings.openai_api_key.get_secret_value()
        self.base_url = redact(settings.openai_base_url)
        self.client = OpenAI(base_url=settings.openai_base_url, api_key=self._key, max_retries=0,
                             timeout=Timeout(t, connect=min(t, 5.0)))

    def __repr__(self) -> str:
        return f"OpenAIGenerator(base_url={self.base_url!r}, model={self.settings.openai_model!r})"

    def _stream(self, messages: list[dict], max_tokens: int) -> Iterator[str]:
        timeout = self.settings.llm_timeout
        deadline = time.monotonic() + timeout
        try:
            stream = self.client.chat.completions.create(
                model=self.settings.openai_model, messages=messages, stream=True, max_tokens=max_tokens,
                temperature=0)
            for chunk in stream:
                if time.monotonic() > deadline:
                    stream.close()
                    raise GeneratorError(f"no complete answer within the {timeout:g}s timeout")
                choices = getattr(chunk, "choices", None)
                if not choices:
                    continue
                delta = choices[0].delta.content if choices[0].delta else None
                if delta:
                    yield delta
        except GeneratorError:
            raise
        except Exception as e:  # every transport/protocol failure becomes one short line
            raise GeneratorError(self._describe(e)) from None

    def _describe(self, e: Exception) -> str:
        import openai

        if isinstance(e, openai.APITimeoutError):
            reason = f"timed out after {self.settings.llm_timeout:g}s"
        elif isinstance(e, openai.APIConnectionError):
            reason = f"cannot reach {self.base_url}"
        elif isinstance(e, openai.APIStatusError):
            reason = f"server returned HTTP {e.status_code}"
        else:
            reason = f"malformed reply ({type(e).__name__})"
        return redact(reason, self._key)

    def status(self) -> tuple[bool, str]:
        try:
            models = self.client.with_options(timeout=_STATUS_TIMEOUT).models.list()
            names = [m.id for m in models.data][:3]
            return True, f"openai: {self.base_url} answers (models: {', '.join(names) or 'none listed'})"
        except Exception as e:
            return False, f"openai: {self._describe(e)}"


def make(settings: Settings, bank=None) -> OpenAIGenerator:
    return OpenAIGenerator(settings, bank)
