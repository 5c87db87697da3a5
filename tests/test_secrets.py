"""No secret (API key, password) in logs, errors, the UI or the eval reports.

Real commands run with a distinctive fake key and password against a real local HTTP server that misbehaves the
worst way for secrets: it ECHOES the Authorization header back in its error bodies and in a broken stream. Every
byte they print, log or write is then searched for the secrets.
"""
from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner
from pydantic import SecretStr

from cli import cli
from eval.questions import papers_matching
from rag.settings import Settings

LITCHAT = str(Path(sys.executable).with_name("litchat"))  # the installed entry point
KEY = "sk-LITCHAT-FAKE-KEY-9f8e7d6c5b4a3210"
PASSWORD = "pw-LITCHAT-FAKE-PASS-31337-zebra"
SECRETS = (KEY, PASSWORD, KEY[3:20])  # also a fragment of the key
QUESTION = "Which papers study fairness in medical imaging?"


def assert_clean(text: str, where: str) -> None:
    for s in SECRETS:
        assert s not in text, f"secret {s[:8]}… found in {where}"


class EchoingHandler(BaseHTTPRequestHandler):
    """An OpenAI-compatible server gone wrong: /models fails with 401, chat completions answer 500 or a
    malformed stream, each echoing the Authorization header it received."""

    def log_message(self, *args):  # keep the test output quiet
        pass

    def _echo(self) -> str:
        return f"bad credentials: {self.headers.get('Authorization', '')}"

    def do_GET(self):
        self._json(401, {"error": {"message": self._echo(), "type": "invalid_request_error"}})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        self.server.calls += 1
        if body.get("stream") and self.server.calls % 2 == 0:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            self.wfile.write(f"data: {{not json {self._echo()}\n\n".encode())
            return
        self._json(500, {"error": {"message": self._echo()}})

    def _json(self, status: int, obj: dict) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture(scope="module")
def echo_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), EchoingHandler)
    server.calls = 0
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def secret_env(base_url: str, home: Path) -> dict[str, str]:
    return {"LITCHAT_OPENAI_API_KEY": KEY, "LITCHAT_OPENAI_BASE_URL": base_url, "LITCHAT_PASSWORD": PASSWORD,
            "LITCHAT_USERNAME": "alice", "LITCHAT_HOME": str(home), "LITCHAT_LLM_TIMEOUT": "10"}


def test_settings_never_print_secrets():
    s = Settings(openai_api_key=SecretStr(KEY), password=SecretStr(PASSWORD), chroma_token=SecretStr(KEY))
    for text in (repr(s), str(s), s.model_dump_json(), json.dumps(s.model_dump(), default=str)):
        assert_clean(text, "Settings repr/dump")


def test_ask_cli_with_a_key_echoing_server(seeded, echo_server):
    """`litchat ask --generator openai` in its own process with library debug logging on (stdout and stderr
    clean), and the plain-text output of the same command (in-process)."""
    env = {**os.environ, **secret_env(echo_server, seeded.settings.home), "OPENAI_LOG": "debug"}
    out = subprocess.run([LITCHAT, "ask", QUESTION, "--generator", "openai", "--json"], capture_output=True,
                         text=True, env=env, timeout=850)
    assert out.returncode == 0, out.stderr[-2000:]
    assert_clean(out.stdout, "stdout of litchat ask --json")
    assert_clean(out.stderr, "stderr of litchat ask --json (debug logging on)")
    answer = json.loads(out.stdout)
    assert answer["notice"] and answer["citations"] and answer["generator"] == "extractive"

    plain = CliRunner().invoke(cli, ["ask", QUESTION, "--generator", "openai"],
                               env=secret_env(echo_server, seeded.settings.home))
    assert plain.exit_code == 0, plain.output[-2000:]
    assert "openai" in plain.output  # the fallback notice names the failed generator
    assert_clean(plain.output, "litchat ask output")


def test_api_errors_and_logs_with_a_key_echoing_server(seeded, echo_server, caplog):
    from rag.answer.conversation.state import extend_history
    from rag.api import Litchat

    lc = Litchat(seeded.settings.model_copy(update={"openai_api_key": SecretStr(KEY),
                                                    "openai_base_url": echo_server, "llm_timeout": 10.0}))
    caplog.set_level(logging.DEBUG)
    ok, message = lc.generator_status("openai")
    assert not ok
    assert_clean(message, "generator status")
    history: list[dict] = []
    for q in (QUESTION, "And which of them report numbers?"):
        answer = lc.ask(q, generator="openai", history=history)
        assert answer.notice, "the failing server must be reported"
        assert_clean(json.dumps(answer.to_dict(), default=str), "the Answer (text, notice, check)")
        history = extend_history(history, answer)  # the follow-up filters the papers the first answer cited
    assert_clean("\n".join(r.getMessage() + str(r.exc_info or "") for r in caplog.records), "log records")


def test_ui_with_login_and_a_key_echoing_server(seeded, echo_server):
    """The running app (login on): its page, config and chat answers through gradio_client show no secret."""
    import urllib.request

    from gradio_client import Client
    from ui_harness import serve

    from rag.api import Litchat

    lc = Litchat(seeded.settings.model_copy(update={"openai_api_key": SecretStr(KEY),
                                                    "openai_base_url": echo_server, "llm_timeout": 10.0}))
    with serve(lc, username="alice", password=SecretStr(PASSWORD)) as url:
        for path in ("", "config", "gradio_api/info"):
            try:
                with urllib.request.urlopen(url + path, timeout=30) as r:
                    assert_clean(r.read().decode("utf-8", "replace"), f"GET /{path}")
            except urllib.error.HTTPError as e:  # behind the login: the error page must be clean too
                assert_clean(e.read().decode("utf-8", "replace"), f"GET /{path} ({e.code})")
        client = Client(url, auth=("alice", PASSWORD), verbose=False)
        result = client.predict(QUESTION, None, None, [], "", "openai", "answer", api_name="/ask")
        client.close()
    text = json.dumps(result, default=str)
    assert "extractive" in text  # answered by the fallback, with a notice
    assert_clean(text, "the chat answer and sources panel")


def small_eval_corpus(seeded, folder: Path, questions: list[dict], others: int = 6) -> Path:
    """The questions' gold papers and a few other seed papers as a JSONL corpus: the eval indexes this, not all
    121 seeds again (the store's content is not what this test is about)."""
    papers = seeded.papers()
    gold = [p for q in questions for ref in q["gold"] for p in papers_matching(ref, papers)]
    chosen = {p.id: p for p in gold + papers[:others]}.values()
    folder.mkdir()
    rows = [{"title": p.title, "abstract": p.abstract, "year": p.year, "authors": list(p.authors)} for p in chosen]
    (folder / "papers.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return folder


def test_eval_reports_with_a_key_echoing_server(seeded, echo_server, tmp_path):
    """`litchat eval --generator openai`: the printed table and every report file are clean."""
    eval_set = Path(__file__).resolve().parent.parent / "eval" / "questions.jsonl"
    lines = [line for line in eval_set.read_text().splitlines() if '"kind": "paper"' in line][:2]
    questions = tmp_path / "q.jsonl"
    questions.write_text("\n".join(lines) + "\n")
    corpus = small_eval_corpus(seeded, tmp_path / "corpus", [json.loads(line) for line in lines])
    out_dir = tmp_path / "reports"
    result = CliRunner().invoke(cli, ["eval", "--generator", "openai", "--questions", str(questions),
                                      "--kind", "paper", "--out", str(out_dir), "--name", "secret-check"],
                                env={**secret_env(echo_server, tmp_path / "home"), "LITCHAT_SEEDS_DIR": str(corpus)})
    assert result.exit_code == 0, result.output[-3000:]
    assert_clean(result.output, "litchat eval output")
    written = [p for p in out_dir.rglob("*") if p.is_file()]
    assert written, "no report written"
    for p in written:
        assert_clean(p.read_bytes().decode("utf-8", "replace"), f"report {p.name}")
