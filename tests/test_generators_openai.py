"""The openai generator against a REAL llama_cpp.server (SmolLM2-135M) on 127.0.0.1 (streamed; never cites beyond the\nretrieved papers), and the check's two outcomes on a real HTTP server streaming a reply the test chooses."""
from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from rag.answer.chain import AnswerChain
from rag.answer.generators import GenerationRequest, get_generator
from rag.records import Answer
from rag.text.sentences import sentences
from rag.text.tokens import count_tokens

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
    assert sum(count_tokens(m["content"]) for m in seen["m"]) + 48 <= 768


def test_the_model_streams_its_own_reply(chain, seeded):
    """The real server's reply, token by token, before any check (the check's two outcomes are tested below with a
    scripted server, where the outcome is known)."""
    gen = get_generator("openai", chain.settings, chain.bank)
    generation = gen.generate(GenerationRequest(question=QUESTION, hits=seeded.search(QUESTION, k=3)))
    deltas = list(generation.deltas)
    assert len(deltas) > 1  # really streamed
    assert re.search(r"[A-Za-z]{2,}", "".join(deltas))


def test_the_chain_never_cites_beyond_what_it_retrieved(chain):
    events = list(chain.stream(QUESTION, [], None, "openai", "answer"))
    final, deltas = events[-1], events[:-1]
    assert isinstance(final, Answer) and len(deltas) > 1 and all(isinstance(d, str) for d in deltas)
    assert {c.paper.id for c in final.citations} <= {h.paper.id for h in final.hits}
    assert all(f"[{n}]" not in final.text for n in final.removed_citations if n > len(final.citations))
    assert final.timings["generate"] > 0


# --- the check's two outcomes, on a real HTTP server that streams a reply we choose ---------------------------------
class Scripted(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        self._send(200, "application/json", json.dumps({"object": "list", "data": [{"id": "scripted"}]}).encode())

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for word in re.findall(r"\S+\s*", self.server.reply):
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "scripted",
                     "choices": [{"index": 0, "delta": {"content": word}, "finish_reason": None}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.write(b"data: [DONE]\n\n")

    def _send(self, status: int, kind: str, body: bytes):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def scripted(seeded, make_settings):
    server = ThreadingHTTPServer(("127.0.0.1", 0), Scripted)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    settings = make_settings(generator="openai", openai_base_url=f"http://127.0.0.1:{server.server_port}/v1",
                             openai_model="scripted", llm_timeout=30, k=3)
    yield server, AnswerChain(settings, seeded.retriever, seeded.embedder)
    server.shutdown()
    server.server_close()


def test_a_supported_cited_reply_is_kept(scripted, seeded):
    server, chain = scripted
    first = seeded.search(QUESTION, k=3)[0].paper
    answering = next(s for s in sentences(first.abstract) if "MEDFAIR" in s)  # the source's own words, cited
    server.reply = f"{answering.rstrip('.')} [1]."
    final = list(chain.stream(QUESTION, [], None, "openai", "answer"))[-1]
    assert final.generator == "openai" and final.notice is None
    assert any(s.supported and s.citations for s in final.sentences)
    assert final.citations[0].paper.id == first.id


def test_an_unsupported_reply_falls_back_to_the_extractive_answer(scripted):
    server, chain = scripted
    server.reply = "The moon is made of green cheese according to every source [1]."
    final = list(chain.stream(QUESTION, [], None, "openai", "answer"))[-1]
    assert final.generator == "extractive"
    assert final.notice == ("openai generator failed: its answer had no supported, cited sentence; "
                            "showing the extractive answer"), final.notice
    assert final.citations and all(s.supported for s in final.sentences if s.citations)
