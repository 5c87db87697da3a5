"""The openai generator against a REAL llama_cpp.server (SmolLM2-135M) on 127.0.0.1: streamed, then checked."""
from __future__ import annotations

import re

import pytest

from rag.answer.chain import AnswerChain
from rag.answer.generators import GenerationRequest, get_generator
from rag.records import Answer

QUESTION = "What does MEDFAIR benchmark?"


@pytest.fixture
def chain(seeded, make_settings, llm_server):
    # a small window keeps prompt processing short on a loaded CPU
    settings = make_settings(generator="openai", openai_base_url=llm_server, openai_model="smollm2",
                             llm_timeout=600, llm_context_tokens=768, llm_max_tokens=48, k=3)
    return AnswerChain(settings, seeded.retriever, seeded.embedder)


def test_status_reports_the_server(chain, llm_server):
    ok, message = chain.status("openai")
    assert ok and llm_server in message and "smollm2" in message


def test_prompt_fits_the_window_and_numbers_the_sources(chain, seeded):
    gen = get_generator("openai", chain.settings, chain.bank)
    hits = seeded.search(QUESTION, k=3)
    seen = {}
    gen._stream = lambda messages, max_tokens: iter(seen.setdefault("m", messages) and ["ok"])  # capture only
    generation = gen.generate(GenerationRequest(question=QUESTION, hits=hits))
    assert "".join(generation.deltas) == "ok"
    user = seen["m"][-1]["content"]
    assert [int(n) for n in re.findall(r"^\[(\d+)\] ", user, re.M)] == list(range(1, len(generation.sources) + 1))
    assert generation.sources == [h.paper for h in hits[:len(generation.sources)]]
    from rag.answer.context import count_tokens
    assert sum(count_tokens(m["content"]) for m in seen["m"]) + 48 <= 768


def test_streams_tokens_and_the_answer_is_checked(chain):
    events = list(chain.stream(QUESTION, [], None, "openai", "answer"))
    final = events[-1]
    deltas = events[:-1]
    assert isinstance(final, Answer) and all(isinstance(d, str) for d in deltas)
    assert len(deltas) > 1  # really streamed, token by token
    assert re.search(r"[A-Za-z]{2,}", "".join(deltas))
    retrieved = {h.paper.id for h in final.hits}
    assert {c.paper.id for c in final.citations} <= retrieved
    assert all(f"[{n}]" not in final.text for n in final.removed_citations if n > len(final.citations))
    if final.generator == "openai":  # the model's own answer survived the check: at least one supported citation
        assert final.notice is None
        assert any(s.supported and s.citations for s in final.sentences)
    else:  # the tiny model's answer failed the check (not the transport): extractive answer + notice
        assert final.notice == ("openai generator failed: its answer had no supported, cited sentence; "
                                "showing the extractive answer"), final.notice
        assert final.citations and all(s.supported for s in final.sentences if s.citations)
    assert final.timings["generate"] > 0
