"""A running chat sees the store as it is: papers ingested by ANOTHER process (`litchat ingest`) are answered by a
Litchat that was already serving, without a restart, and its paper count follows. Two real processes each time:
a serving Litchat in a subprocess (questions on stdin, answers on stdout) and the real CLI ingesting while it
serves (the first ingest, before it serves, runs here through CliRunner); on the embedded store and on a real
`chroma run` server."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from click.testing import CliRunner

from cli import cli
from conftest import REPO_ROOT

PAPERS = [
    {"title": "Penguin huddles conserve heat", "authors": ["Bob Second"], "year": 2023, "categories": ["Biology"],
     "abstract": "Emperor penguins huddle in dense groups during the Antarctic winter. We show that huddling "
                 "reduces the heat each penguin loses by half and that birds rotate between the edge and the centre."},
    {"title": "Zebra stripes deter biting flies", "authors": ["Ann Original"], "year": 2022, "categories": ["Biology"],
     "abstract": "Why do zebras have stripes? Field experiments with horses wearing striped coats show that "
                 "horseflies fail to land on striped surfaces, so stripes protect zebras from biting flies."},
]
NEW = {"title": "Quokka smiles and tourist behaviour", "authors": ["Cleo Muller"], "year": 2024,
       "categories": ["Biology"],
       "abstract": "Quokkas on Rottnest Island appear to smile at tourists. We recorded 300 encounters and found that "
                   "the quokka smile is a resting facial posture, and that tourists feed smiling quokkas more often."}
QUESTION = "Why do quokkas appear to smile at tourists?"

# the serving process: one JSON line in (a question), one JSON line out (the answer and the paper count)
SERVE = """
import json, sys
from rag.api import Litchat
from rag.settings import load_settings
lc = Litchat(load_settings())
print(json.dumps({"ready": lc.paper_count()}), flush=True)
for line in sys.stdin:
    answer = lc.ask(json.loads(line))
    print(json.dumps({"abstained": answer.abstained, "cited": [c.paper.title for c in answer.citations],
                      "count": lc.paper_count()}), flush=True)
"""


def _env(home, chroma_url: str | None, collection: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "HF_HUB_OFFLINE": "1", "LITCHAT_HOME": str(home),
           "LITCHAT_COLLECTION": collection}
    env.pop("LITCHAT_CHROMA_URL", None)
    if chroma_url:
        env["LITCHAT_CHROMA_URL"] = chroma_url
    return env


def _ingest_here(corpus, env) -> str:
    """The first ingest, through the CLI in this process (CliRunner): only the ingest that runs while the chat is
    serving has to be another process."""
    litchat_env = {k: env.get(k) for k in ("LITCHAT_HOME", "LITCHAT_COLLECTION", "LITCHAT_CHROMA_URL")}
    done = CliRunner().invoke(cli, ["ingest", "--quiet", str(corpus)], env=litchat_env)
    assert done.exit_code == 0, (done.output, done.exception)
    return done.stdout


def _ingest(corpus, env) -> str:
    done = subprocess.run([sys.executable, "-m", "cli", "ingest", "--quiet", str(corpus)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


class Server:
    def __init__(self, env):
        self.proc = subprocess.Popen([sys.executable, "-c", SERVE], env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.ready = self._read()["ready"]

    def _read(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, f"the serving process exited ({self.proc.poll()})"
        return json.loads(line)

    def ask(self, question: str) -> dict:
        self.proc.stdin.write(json.dumps(question) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def stop(self):
        self.proc.stdin.close()
        self.proc.wait(30)


def _ask_until_it_sees(server: Server, count: int, deadline_s: float = 30.0) -> dict:
    """Ask until the serving process reports ``count`` papers, or the deadline passes (then the last reply)."""
    deadline = time.monotonic() + deadline_s
    while True:
        reply = server.ask(QUESTION)
        if reply["count"] == count or time.monotonic() > deadline:
            return reply
        time.sleep(0.1)  # poll interval, not a wait for the state


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _serving_chat_sees_another_process_ingest(tmp_path, chroma_url: str | None, collection: str):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    _write(corpus / "animals.jsonl", PAPERS)
    env = _env(tmp_path / "home", chroma_url, collection)
    assert "2 papers in the store" in _ingest_here(corpus, env)
    server = Server(env)
    try:
        assert server.ready == 2
        before = server.ask(QUESTION)
        assert NEW["title"] not in before["cited"] and before["count"] == 2
        _write(corpus / "quokkas.jsonl", [NEW])
        assert "3 papers in the store" in _ingest(corpus, env)  # another process writes
        after = _ask_until_it_sees(server, count=3)  # it re-reads the store's revision at most once a second
        assert not after["abstained"] and after["cited"] == [NEW["title"]], after
        assert after["count"] == 3
        again = server.ask("Why do zebras have stripes?")  # the older papers are still answered
        assert again["cited"] == [PAPERS[1]["title"]], again
    finally:
        server.stop()


def test_serving_chat_sees_another_process_ingest_embedded(tmp_path):
    _serving_chat_sees_another_process_ingest(tmp_path, None, "live")


def test_serving_chat_sees_another_process_ingest_on_a_server(tmp_path, chroma_server):
    _serving_chat_sees_another_process_ingest(tmp_path, chroma_server.url, "live-server")
