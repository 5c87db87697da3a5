"""Chats that last: saved turn by turn in SQLite, continued from the CLI with --conversation, and a process killed
in the middle of a turn loses none of the turns it had finished."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rag.answer.conversation.state import extend_history
from rag.chats import ChatStore

REPO = Path(__file__).resolve().parents[1]
Q1 = "Which papers study federated learning?"


def test_turns_are_saved_listed_reopened_and_deleted(seeded, tmp_path):
    store = ChatStore(tmp_path / "chats.sqlite")
    first = seeded.ask(Q1)
    chat = store.create()
    store.append(chat, first, extend_history([], first))
    second = seeded.ask("Tell me more about the second one.", history=store.history(chat))
    store.append(chat, second, extend_history([], second))
    # a new store object (as after a restart) reads the same chat back
    again = ChatStore(tmp_path / "chats.sqlite")
    [summary] = again.list()
    assert summary.title == Q1 and summary.turns == 2
    history = again.history(chat)
    assert [m["role"] for m in history] == ["user", "assistant"] * 2
    assert history[1]["citations"] == [c.paper.id for c in first.citations]
    assert [t.answer["question"] for t in again.turns(chat)] == [Q1, "Tell me more about the second one."]
    assert second.resolved_papers[0]["id"] == first.citations[1].paper.id
    again.delete(chat)
    assert again.list() == [] and again.history(chat) == []


def _cli(home: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "cli", "--home", str(home), "ask", "--json", *args]


def _env():
    return {**os.environ, "PYTHONPATH": str(REPO), "HF_HUB_OFFLINE": "1"}


@pytest.mark.slow
def test_cli_continues_a_saved_conversation_and_a_killed_turn_loses_nothing(seeded):
    home = seeded.settings.home
    name = f"kill-test-{time.time_ns()}"
    out = subprocess.run(_cli(home, "--conversation", name, Q1), capture_output=True, text=True, env=_env(),
                         cwd=REPO, timeout=600)
    assert out.returncode == 0, out.stderr
    first = json.loads(out.stdout)
    # the second turn is killed while it runs: the finished first turn is still there, and no half turn
    proc = subprocess.Popen(_cli(home, "--conversation", name, "What results do they report?"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env(), cwd=REPO)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    store = ChatStore(home / "chats.sqlite")
    chat = store.by_name(name)
    assert chat is not None and len(store.turns(chat)) == 1
    # continued after the "crash": the follow-up reads the saved first turn
    out = subprocess.run(_cli(home, "--conversation", name, "Tell me more about the second one."),
                         capture_output=True, text=True, env=_env(), cwd=REPO, timeout=600)
    assert out.returncode == 0, out.stderr
    second = json.loads(out.stdout)
    assert second["act"] == "reference"
    assert [r["id"] for r in second["resolved_papers"]] == [first["citations"][1]["id"]]
    assert len(store.turns(chat)) == 2


@pytest.mark.slow
def test_a_process_killed_between_commits_keeps_every_committed_turn(seeded, tmp_path):
    """A writer process that commits turns in a loop is killed with SIGKILL; every turn it reported committed is
    in the database, which opens cleanly."""
    answer = seeded.ask(Q1)
    dump = tmp_path / "answer.json"
    dump.write_text(json.dumps(answer.to_dict()))
    script = (
        "import json, sys\n"
        "from rag.chats import ChatStore\n"
        "from rag.records import Answer\n"
        "store = ChatStore(sys.argv[1])\n"
        "chat = store.create(name='loop')\n"
        "d = json.load(open(sys.argv[2]))\n"
        "a = Answer(question=d['question'], text=d['answer'], citations=[], sentences=[], abstained=False,"
        " generator='extractive')\n"
        "n = 0\n"
        "while True:\n"
        "    n = store.append(chat, a, [{'role': 'user', 'content': a.question},"
        " {'role': 'assistant', 'content': a.text, 'citations': []}])\n"
        "    print(n, flush=True)\n")
    db = tmp_path / "chats.sqlite"
    proc = subprocess.Popen([sys.executable, "-c", script, str(db), str(dump)], stdout=subprocess.PIPE, text=True,
                            env=_env(), cwd=REPO)
    reported = 0
    deadline = time.time() + 120
    while reported < 20 and time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        reported = int(line)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    assert reported >= 20
    store = ChatStore(db)
    assert len(store.turns(store.by_name("loop"))) >= reported
