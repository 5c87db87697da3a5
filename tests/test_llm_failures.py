"""A real local HTTP server that misbehaves (HTTP 500, hangs past the timeout, malformed or empty SSE), and a
closed port: the user gets the extractive answer with a one-line notice, and the API key is never shown."""
from __future__ import annotations

import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import free_port
from rag.answer.chain import AnswerChain
from rag.records import Answer

KEY = "sk-litchat-TEST-9f8e7d6c5b4a-do-not-print"
QUESTION = "Which papers benchmark fairness in medical imaging?"


class Misbehaving(BaseHTTPRequestHandler):
    def log_message(self, *args):  # quiet
        pass

    def do_GET(self):
        self._record()
        if self.server.mode == "500":
            return self._json(500, {"error": {"message": "internal"}})
        self._json(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})

    def do_POST(self):
        self._record()
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        mode = self.server.mode
        if mode == "500":
            return self._json(500, {"error": {"message": "internal server error"}})
        if mode == "hang":
            self.server.release.wait(60)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        chunk = lambda text: {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "fake",  # noqa
                              "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]}
        if mode == "malformed":  # a good chunk, then broken JSON
            self._sse(json.dumps(chunk("MEDFAIR benchmarks")))
            self._sse('{"choices": [{"delta": {"content": "fairn')
        elif mode == "garbage":  # well-formed stream, no text in it
            for piece in ["\u0000", "###", " ", "!!"]:
                self._sse(json.dumps(chunk(piece)))
        self._sse("[DONE]")

    def _record(self):
        self.server.auth.append(self.headers.get("Authorization", ""))

    def _sse(self, data: str):
        self.wfile.write(f"data: {data}\n\n".encode())
        self.wfile.flush()

    def _json(self, status: int, body: dict):
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture
def bad_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Misbehaving)
    server.daemon_threads = True
    server.mode, server.auth, server.release = "500", [], threading.Event()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.release.set()
    server.shutdown()
    server.server_close()


def _chain(seeded, make_settings, base_url: str, timeout: float = 2.0) -> AnswerChain:
    settings = make_settings(openai_base_url=base_url, openai_api_key=KEY, openai_model="fake", llm_timeout=timeout,
                             generator="openai")
    return AnswerChain(settings, seeded.retriever, seeded.embedder)


def _run(chain: AnswerChain) -> tuple[list[str], Answer]:
    events = list(chain.stream(QUESTION, [], None, "openai", "answer"))
    assert isinstance(events[-1], Answer) and not any(isinstance(e, Answer) for e in events[:-1])
    return events[:-1], events[-1]


def _assert_fallback(answer: Answer, reason: str) -> None:
    assert answer.generator == "extractive" and not answer.abstained
    assert answer.notice and answer.notice.startswith("openai generator failed: ") and "\n" not in answer.notice
    assert reason in answer.notice, answer.notice
    assert answer.citations and all(s.supported for s in answer.sentences if s.citations)


def _assert_no_key(*texts: str) -> None:
    for t in texts:
        assert KEY not in t and KEY[8:] not in t


@pytest.mark.parametrize("mode,reason", [
    ("500", "server returned HTTP 500"),
    ("hang", "timed out after 2s"),
    ("malformed", "malformed reply"),
    ("garbage", "empty or non-text answer"),
])
def test_misbehaving_server_falls_back_with_a_notice(seeded, make_settings, bad_server, caplog, capsys, mode,
                                                     reason):
    caplog.set_level(logging.DEBUG)
    bad_server.mode = mode
    chain = _chain(seeded, make_settings, f"http://127.0.0.1:{bad_server.server_port}/v1")
    deltas, answer = _run(chain)
    _assert_fallback(answer, reason)
    assert f"Bearer {KEY}" in bad_server.auth  # the key was really sent ...
    captured = capsys.readouterr()
    _assert_no_key(answer.notice, json.dumps(answer.to_dict()), repr(answer), repr(chain.generator("openai")),
                   repr(chain.settings), str(chain.settings.model_dump()), caplog.text, captured.out, captured.err)
    if mode == "hang":
        assert not bad_server.release.is_set()  # the server never answered: the client gave up by itself
    if mode == "malformed":
        assert deltas == ["MEDFAIR benchmarks"]  # streamed before the stream broke


def test_status_names_the_failure(seeded, make_settings, bad_server):
    bad_server.mode = "500"
    ok, message = _chain(seeded, make_settings, f"http://127.0.0.1:{bad_server.server_port}/v1").status("openai")
    assert not ok and "HTTP 500" in message and KEY not in message
    bad_server.mode = "ok"
    ok, message = _chain(seeded, make_settings, f"http://127.0.0.1:{bad_server.server_port}/v1").status("openai")
    assert ok and "fake" in message


def test_server_down_closed_port(seeded, make_settings):
    base = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    chain = _chain(seeded, make_settings, base)
    ok, message = chain.status("openai")
    assert not ok and f"cannot reach {base}" in message
    deltas, answer = _run(chain)
    _assert_fallback(answer, f"cannot reach {base}")
    assert deltas == []
    _assert_no_key(answer.notice, json.dumps(answer.to_dict()))


def test_credentials_in_the_url_are_not_shown(seeded, make_settings):
    base = f"http://user:{KEY}@127.0.0.1:{free_port()}/v1"
    chain = _chain(seeded, make_settings, base)
    ok, message = chain.status("openai")
    _, answer = _run(chain)
    assert not ok
    _assert_no_key(message, answer.notice, repr(chain.generator("openai")))


def test_unknown_generator_falls_back(seeded, make_settings):
    chain = AnswerChain(make_settings(), seeded.retriever, seeded.embedder)
    answer = [e for e in chain.stream(QUESTION, [], None, "gpt-99", "answer")][-1]
    assert answer.generator == "extractive" and "unknown generator 'gpt-99'" in answer.notice
