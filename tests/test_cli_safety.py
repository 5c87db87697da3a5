"""What the CLI prints cannot drive a terminal, and who may reach the chat is decided before it starts.

- Control characters (ESC sequences, NUL, C0/C1) and bidirectional overrides in corpus text never reach the
  terminal: stripped from text output, kept as \\uXXXX escapes in JSON (nothing lost).
- `litchat chat --host` other than loopback without a login refuses to start (exit 2) unless told otherwise.
- Failed logins are throttled per client address: after a few, attempts are refused (429) without the password
  being checked; a client at another address is not affected; a success clears the record.
"""
from __future__ import annotations

import http.client
import json
import urllib.parse
from pathlib import Path

import pytest
from click.testing import CliRunner
from pydantic import SecretStr

from cli import cli
from ui.login_guard import Throttle, open_bind_refusal

HOSTILE_TITLE = "Quokka \x1b]0;pwned\x07tracking\x1b[31m in red \u202egnikcart\u202c \x9b2J\u2066x\u2069 end"
UNSAFE = ["\x1b", "\x07", "\x9b", "\u202e", "\u202c", "\u2066", "\u2069", "\x00"]


def run(home: Path, *args: str, env: dict | None = None):
    result = CliRunner().invoke(cli, ["--home", str(home), *args], env=env)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


@pytest.fixture(scope="module")
def hostile_home(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("term")
    corpus = base / "c.jsonl"
    corpus.write_text(json.dumps({"title": HOSTILE_TITLE, "authors": ["Eve \x1b[2JMallory\u202e"], "year": 2024,
                                  "abstract": "Quokka tracking with GPS collars \x1b]8;;http://x\x07link\x1b]8;;\x07 "
                                              "on 40 animals across Rottnest Island."}) + "\n")
    home = base / "home"
    assert run(home, "ingest", "--quiet", str(corpus)).exit_code == 0
    return home


def test_text_output_of_every_command_carries_no_terminal_control(hostile_home):
    outputs = {args[0]: run(hostile_home, *args) for args in (["papers"], ["search", "quokka tracking"],
                                                               ["ask", "How are quokkas tracked?"])}
    for name, result in outputs.items():
        assert result.exit_code == 0, (name, result.output)
        assert "Quokka" in result.stdout
        assert not [c for c in UNSAFE if c in result.output], (name, repr(result.output[:400]))


def test_json_output_keeps_the_text_as_escapes(hostile_home):
    result = run(hostile_home, "papers", "--json")
    assert not [c for c in UNSAFE if c in result.stdout]
    (paper,) = json.loads(result.stdout)
    stored_title = paper["title"]
    assert "\u202e" in stored_title and "pwned" in stored_title  # nothing lost: the JSON decodes to the text


def test_an_open_bind_without_a_login_is_refused(tmp_path):
    result = run(tmp_path / "home", "chat", "--host", "0.0.0.0", "--port", "9")
    assert result.exit_code == 2 and "refusing to serve" in result.stderr and "--insecure-no-login" in result.stderr
    assert not (tmp_path / "home" / "chroma").exists()  # refused before anything was opened


@pytest.mark.parametrize("host,login,insecure,refused", [
    ("0.0.0.0", False, False, True), ("192.168.1.5", False, False, True), ("::", False, False, True),
    ("127.0.0.1", False, False, False), ("localhost", False, False, False), ("::1", False, False, False),
    ("127.0.0.2", False, False, False), ("0.0.0.0", True, False, False), ("0.0.0.0", False, True, False)])
def test_open_bind_policy(host, login, insecure, refused):
    assert (open_bind_refusal(host, login, insecure) is not None) == refused


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_throttle_waits_grow_exponentially_per_client_and_a_success_clears():
    clock = Clock()
    throttle = Throttle(free_failures=3, base_s=1.0, max_lock_s=60.0, clock=clock)
    for _ in range(3):
        assert throttle.wait_for("a") == 0
        throttle.record("a", ok=False)
    waits = []
    for _ in range(8):
        waits.append(throttle.wait_for("a"))
        clock.now += waits[-1]  # the client waits it out, then fails again
        throttle.record("a", ok=False)
    assert waits == [1, 2, 4, 8, 16, 32, 60, 60]
    assert throttle.wait_for("b") == 0  # another address is not slowed
    clock.now += 60
    throttle.record("a", ok=True)
    assert throttle.wait_for("a") == 0


@pytest.fixture(scope="module")
def small_lc(tmp_path_factory):
    from rag.api import Litchat
    from rag.settings import Settings

    corpus = tmp_path_factory.mktemp("login-corpus")
    (corpus / "c.jsonl").write_text(json.dumps({"title": "Quokka tracking", "abstract": "Quokkas are tracked with "
                                                "GPS collars on 40 animals.", "year": 2024}) + "\n")
    lc = Litchat(Settings(home=tmp_path_factory.mktemp("login-home"), seeds_dir=corpus))
    assert lc.ingest().papers_total == 1
    return lc


def login(base: str, password: str, source: str = "127.0.0.1") -> int:
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30, source_address=(source, 0))
    body = urllib.parse.urlencode({"username": "reader", "password": password})
    conn.request("POST", "/login", body=body, headers={"Content-Type": "application/x-www-form-urlencoded"})
    status = conn.getresponse().status
    conn.close()
    return status


@pytest.mark.slow
def test_thirty_wrong_logins_are_throttled_and_other_clients_are_not(small_lc):
    from ui_harness import serve

    with serve(small_lc, username="reader", password=SecretStr("right-password")) as base:
        statuses = [login(base, f"wrong-{i}") for i in range(30)]
        assert statuses.count(400) == 5, statuses  # five are checked, the rest refused without checking
        assert statuses.count(429) == 25
        assert login(base, "right-password") == 429  # still inside the wait: not even checked
        assert login(base, "right-password", source="127.0.0.2") == 200  # another address logs in
