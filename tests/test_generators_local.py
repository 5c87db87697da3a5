"""The local generator: llama.cpp in-process on the packaged SmolLM2 GGUF, loaded once, streamed, checked."""
from __future__ import annotations

from rag.answer.chain import AnswerChain
from rag.answer.generators import local_gen
from rag.records import Answer


def test_local_generator_streams_and_is_checked(seeded, make_settings):
    settings = make_settings(generator="local", llm_timeout=600, llm_context_tokens=768, llm_max_tokens=32, k=3)
    chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
    ok, message = chain.status("local")
    assert ok and "SmolLM2" in message

    events = list(chain.stream("What does MEDFAIR benchmark?", [], None, "local", "answer"))
    final, deltas = events[-1], events[:-1]
    assert isinstance(final, Answer) and len(deltas) > 1
    assert {c.paper.id for c in final.citations} <= {h.paper.id for h in final.hits}
    if final.generator == "extractive":  # the model answered but its answer failed the check
        assert "its answer had no supported, cited sentence" in final.notice
    assert len(local_gen._models) == 1
    gen = chain.generator("local")
    assert gen._llama() is gen._llama()  # loaded once, reused
    assert len(local_gen._models) == 1 and "(loaded)" in chain.status("local")[1]


def test_missing_model_file_falls_back(seeded, make_settings, tmp_path):
    settings = make_settings(local_model_path=tmp_path / "absent.gguf")
    chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
    ok, message = chain.status("local")
    assert not ok and "absent.gguf" in message
    final = list(chain.stream("What does MEDFAIR benchmark?", [], None, "local", "answer"))[-1]
    assert final.generator == "extractive" and "no GGUF model at" in final.notice
