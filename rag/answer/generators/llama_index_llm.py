"""Our language-model generators (openai, local) as a llama-index LLM, for llama-index's own engines.

A llama-index user takes litchat's retriever (rag.retrieval.PaperRetriever, a BaseRetriever) and this LLM into a
RetrieverQueryEngine or CondensePlusContextChatEngine as they are: the transport (timeouts, errors without
secrets, the in-process llama.cpp model) is the one litchat answers with. Such engines do not run litchat's
check; litchat's own answers go through rag.answer.chain.

llama-index's OpenAI-like class (llama-index-llms-openai-like) is not used: it requires openai<3, and litchat
depends on openai 3 (pyproject.toml).
"""
from __future__ import annotations

from typing import Any, Sequence

from llama_index.core.llms import (ChatMessage, ChatResponse, ChatResponseGen, CompletionResponse,
                                   CompletionResponseGen, CustomLLM, LLMMetadata, MessageRole)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from pydantic import ConfigDict, Field

from rag.answer.generators.llm import LLMGenerator


class GeneratorLLM(CustomLLM):
    """``GeneratorLLM(generator=get_generator("openai", settings, None))``: chat and completion, streamed."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    generator: Any = Field(description="an rag.answer.generators.llm.LLMGenerator (openai or local)")
    max_tokens: int = Field(default=256, description="tokens a reply may hold")
    context_window: int = Field(default=2048, description="the model's window, for llama-index's prompt fitting")

    @classmethod
    def class_name(cls) -> str:
        return "litchat_generator"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self.context_window, num_output=self.max_tokens, is_chat_model=True,
                           model_name=getattr(self.generator, "name", "litchat"))

    def _deltas(self, messages: Sequence[ChatMessage]):
        assert isinstance(self.generator, LLMGenerator), "GeneratorLLM wraps a language-model generator"
        wire = [{"role": m.role.value, "content": m.content or ""} for m in messages]
        return self.generator._stream(wire, self.max_tokens)

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        text = "".join(self._deltas(messages))
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        def gen() -> ChatResponseGen:
            text = ""
            for delta in self._deltas(messages):
                text += delta
                yield ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text), delta=delta)

        return gen()

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        return CompletionResponse(text="".join(self._deltas([ChatMessage(role=MessageRole.USER, content=prompt)])))

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        def gen() -> CompletionResponseGen:
            text = ""
            for delta in self._deltas([ChatMessage(role=MessageRole.USER, content=prompt)]):
                text += delta
                yield CompletionResponse(text=text, delta=delta)

        return gen()
