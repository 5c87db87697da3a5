"""Soak: a real `litchat chat` process (its own TMPDIR, a copy of the seeded store) answers well over a hundred
scripted turns from several gradio_client sessions, with New chat in between. Files and folders under its TMPDIR and its
RSS must stay within fixed bounds: nothing grows per answer or per session (issue 12)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conftest import ARTIFACTS, free_port, wait_http

pytestmark = pytest.mark.slow

QUESTIONS = ["Which papers study fairness in medical imaging?", "Which papers study federated learning?",
             "What does MEDFAIR benchmark?", "Which papers use reinforcement learning?",
             "How are vision-language models evaluated for harm?", "Which papers study speech recognition?"]
SESSIONS = 4  # gradio_client sessions asking in parallel
WARM_TURNS = 10  # a session's turns before the baseline is taken
TURNS = 36  # a session's turns in all (SESSIONS * TURNS answers; was 60: the bounds below keep its sensitivity)
NEW_CHAT_EVERY = 3  # 8 New chats a session after warm-up (7 with the former 60 turns, every 7th)
MAX_TMP_ENTRIES = 40  # files + folders under the server's TMPDIR at any measurement
MAX_TMP_GROWTH = 2 * SESSIONS * 3  # after warm-up: at most a session's live export (folder + 2 files) each
RSS_GROWTH_MB_PER_ANSWER = 0.6  # after warm-up (120 MB over the former 200 answers; measured: 6 MB over 200)
MAX_RSS_GROWTH_MB = RSS_GROWTH_MB_PER_ANSWER * SESSIONS * (TURNS - WARM_TURNS)


def tmp_entries(root: Path) -> list[str]:
    return sorted(str(Path(d, n).relative_to(root)) for d, dirs, files in os.walk(root) for n in dirs + files)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def run_turns(url: str, session: int, first: int, last: int) -> int:
    from gradio_client import Client

    c = Client(url, verbose=False, analytics_enabled=False, download_files=False)
    answered = 0
    for turn in range(first, last):
        if turn and turn % NEW_CHAT_EVERY == 0:
            c.predict(api_name="/new_chat")
        chat, sources, bib, md, box = c.predict(QUESTIONS[(turn + session) % len(QUESTIONS)], api_name="/ask")
        answered += bool(chat) and chat[-1]["role"] == "assistant"
    return answered


def test_hundreds_of_turns_leave_tmp_and_rss_bounded(seeded, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(seeded.settings.home, home)
    tmpdir = tmp_path / "server-tmp"
    tmpdir.mkdir()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "GRADIO_TEMP_DIR"}
    env.update({"TMPDIR": str(tmpdir), "HF_HUB_OFFLINE": "1", "GRADIO_ANALYTICS_ENABLED": "False",
                "LITCHAT_GENERATOR": "extractive", "PYTHONPATH": str(Path(__file__).resolve().parent.parent)})
    ARTIFACTS.mkdir(exist_ok=True)
    with open(ARTIFACTS / "soak_chat.log", "w") as log:
        proc = subprocess.Popen([sys.executable, "-m", "cli", "--home", str(home), "chat", "--port", str(port)],
                                stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            url = f"http://127.0.0.1:{port}/"
            wait_http(url, timeout=300, proc=proc)
            with ThreadPoolExecutor(SESSIONS) as pool:  # warm-up: every code path and cache has run once
                assert sum(pool.map(lambda s: run_turns(url, s, 0, WARM_TURNS), range(SESSIONS))) \
                    == SESSIONS * WARM_TURNS
            base_entries, base_rss = tmp_entries(tmpdir), rss_mb(proc.pid)
            with ThreadPoolExecutor(SESSIONS) as pool:  # new sessions: the warm-up's were never closed
                answered = sum(pool.map(lambda s: run_turns(url, s, WARM_TURNS, TURNS), range(SESSIONS)))
            assert answered == SESSIONS * (TURNS - WARM_TURNS)
            entries, rss = tmp_entries(tmpdir), rss_mb(proc.pid)
        finally:
            proc.terminate()
            proc.wait(30)
    report = (f"{SESSIONS * TURNS} turns: TMPDIR entries {len(base_entries)} -> {len(entries)}, "
              f"RSS {base_rss:.0f} -> {rss:.0f} MB\nnew entries: {sorted(set(entries) - set(base_entries))[:40]}")
    print(report)
    assert len(entries) <= MAX_TMP_ENTRIES, report
    assert len(entries) - len(base_entries) <= MAX_TMP_GROWTH, report
    assert rss - base_rss <= MAX_RSS_GROWTH_MB, report
