"""Load test: 8 chat sessions at once through gradio_client against ONE `litchat chat` process (loopback only).

Each session asks about its own known seed paper, then two follow-ups that do not name it (they only make sense
with the session's own history). Checks: no session sees another's turns, every answer cites the session's paper,
the app keeps answering a probe while loaded. A fixed number of turns: the test ends by itself. Prints p50/p95
latency and the error count, and writes them to test-artifacts/load.json (figures, not timed assertions).
"""
from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from conftest import ARTIFACTS, free_port, wait_http

LITCHAT = str(Path(sys.executable).with_name("litchat"))  # the installed entry point
TARGETS = ["MuPHI", "MEDFAIR", "CheXGenBench", "MedVision", "FairTune", "VLGuard", "Proxy-FDA", "MoCHA"]
FOLLOW_UPS = ["What data or benchmark did they evaluate it on?", "What problem does that work address?"]
CLIENT_TIMEOUT = {"timeout": 600}  # seconds; the CPUs are shared, so a slow answer is a figure, not an error
CITED_TITLE = re.compile(r'id="lc-src-\d+"><summary>.*?<span class="lc-title">(.*?)</span>', re.S)


def cited_titles(sources_html: str) -> list[str]:
    return [html.unescape(t) for t in CITED_TITLE.findall(sources_html)]


def user_turns(chat: list) -> list[str]:
    out = []
    for m in chat:
        role = m.get("role") if isinstance(m, dict) else None
        if role == "user":
            content = m.get("content")
            if isinstance(content, list):  # gradio 6 messages: [{"type": "text", "text": ...}]
                content = " ".join(c.get("text", "") for c in content if isinstance(c, dict))
            out.append(html.unescape(str(content)))
    return out


def run_session(url: str, name: str, title: str) -> dict:
    from gradio_client import Client

    client = Client(url, verbose=False, httpx_kwargs=CLIENT_TIMEOUT)  # its own session (own gr.State)
    questions = [f"What is {name} and what does it find?", *FOLLOW_UPS]
    turns = []
    for q in questions:
        t0 = time.perf_counter()
        try:
            chat, sources, *_ = client.predict(q, None, None, [], "", "extractive", "answer", api_name="/ask")
            turns.append({"question": q, "seconds": time.perf_counter() - t0, "chat": chat,
                          "cited": cited_titles(sources), "error": None})
        except Exception as e:  # counted, and the test fails on it below
            turns.append({"question": q, "seconds": time.perf_counter() - t0, "chat": [], "cited": [],
                          "error": f"{type(e).__name__}: {e}"})
    client.close()
    return {"name": name, "title": title, "questions": questions, "turns": turns}


@pytest.fixture(scope="module")
def app_url(seeded):
    """`litchat chat` in its own process, over the seeded store (which it only reads)."""
    port = free_port()
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "load_app.log", "w")
    proc = subprocess.Popen([LITCHAT, "--home", str(seeded.settings.home), "chat",
                             "--host", "127.0.0.1", "--port", str(port), "--generator", "extractive"],
                            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "LITCHAT_USERNAME": ""})
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_http(url, timeout=600, proc=proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def test_eight_sessions_at_once_keep_their_own_history_and_citations(app_url, seeded):
    papers = seeded.papers()
    titles = {}
    for name in TARGETS:
        matches = [p for p in papers if name.lower() in (p.display_title + " " + p.abstract).lower()]
        assert len(matches) == 1, name
        titles[name] = matches[0].display_title

    probe_latencies: list[float] = []
    probe_errors: list[str] = []
    stop = threading.Event()

    def probe() -> None:  # a ninth user who only lists papers: the app must keep answering
        from gradio_client import Client

        c = Client(app_url, verbose=False, httpx_kwargs=CLIENT_TIMEOUT)
        while not stop.is_set():
            t0 = time.perf_counter()
            try:
                c.predict("benchmark", api_name="/papers")
                probe_latencies.append(time.perf_counter() - t0)
            except Exception as e:
                probe_errors.append(f"{type(e).__name__}: {e}")
            stop.wait(0.5)
        c.close()

    prober = threading.Thread(target=probe, daemon=True)
    started = time.perf_counter()
    prober.start()
    with ThreadPoolExecutor(max_workers=len(TARGETS)) as pool:
        sessions = list(pool.map(lambda n: run_session(app_url, n, titles[n]), TARGETS))
    wall = time.perf_counter() - started
    stop.set()
    prober.join(60)

    latencies = [t["seconds"] for s in sessions for t in s["turns"]]
    errors = [f"{s['name']}: {t['error']}" for s in sessions for t in s["turns"] if t["error"]]
    figures = {"sessions": len(sessions), "turns": len(latencies), "errors": len(errors),
               "p50_s": round(float(np.percentile(latencies, 50)), 2),
               "p95_s": round(float(np.percentile(latencies, 95)), 2),
               "max_s": round(max(latencies), 2), "wall_s": round(wall, 1),
               "throughput_turns_per_s": round(len(latencies) / wall, 2),
               "probe_calls": len(probe_latencies), "probe_errors": len(probe_errors),
               "probe_p95_s": round(float(np.percentile(probe_latencies, 95)), 2) if probe_latencies else None}
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "load.json").write_text(json.dumps(
        {"figures": figures, "sessions": [{k: v for k, v in s.items() if k != "turns"} |
                                          {"turns": [{k: v for k, v in t.items() if k != "chat"}
                                                     for t in s["turns"]]} for s in sessions]}, indent=2))
    print(f"\nload: {figures}")

    assert not errors, errors
    assert probe_latencies and not probe_errors, f"the app did not answer the probe while loaded: {probe_errors}"
    for s in sessions:
        final_chat = s["turns"][-1]["chat"]
        assert user_turns(final_chat) == s["questions"], f"{s['name']} sees turns that are not its own"
        for t in s["turns"]:
            assert s["title"] in t["cited"], f"{s['name']}: {t['question']!r} cited {t['cited']}"
