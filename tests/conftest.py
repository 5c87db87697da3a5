"""Shared fixtures. Real parts only: a real Chroma store, the real packaged embedder, a real llama.cpp server.

This file is shared by every test module: add fixtures with small, self-contained edits.
"""
from __future__ import annotations

import json

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
# importing the library makes it offline and its OpenMP threads wait passively (rag/offline.py), before any other
# import; the servers and CLI processes the tests start inherit both
import rag  # noqa: E402,F401
from rag.answer.conversation.interpret import interpret  # noqa: E402
from rag.answer.conversation.state import extend_history  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent
SEEDS_DIR = REPO_ROOT / "seeds"
ARTIFACTS = REPO_ROOT / "test-artifacts"  # screenshots, logs (git-ignored)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, timeout: float = 120.0, proc: subprocess.Popen | None = None) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"process for {url} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError:
            time.sleep(0.1)  # poll interval (a server up sooner is used sooner)
    raise TimeoutError(f"{url} did not answer within {timeout}s")


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    return SEEDS_DIR


@pytest.fixture
def make_settings(tmp_path):
    """Settings with a private data directory; keyword overrides on top."""
    from rag.settings import Settings

    def make(**overrides):
        overrides.setdefault("home", tmp_path / "home")
        return Settings(**overrides)

    return make


@pytest.fixture(scope="session")
def seeded(tmp_path_factory):
    """A Litchat whose embedded store holds the ingested seeds. Shared by the session: do not modify it."""
    from rag.api import Litchat
    from rag.settings import Settings

    home = tmp_path_factory.mktemp("seeded-home")
    # its openai generator points at a loopback port where nothing listens (not the default 8080, which may be
    # taken on a developer's machine)
    closed = f"http://127.0.0.1:{free_port()}/v1"
    lc = Litchat(Settings(home=home, seeds_dir=SEEDS_DIR, openai_base_url=closed))
    report = lc.ingest()
    assert report.papers_total > 100, report
    return lc


FL = "Which papers study federated learning with non-IID data?"  # the first turn of the interpreter tests' chat


@pytest.fixture(scope="session")
def table(seeded):
    """(catalog, history after the federated-learning list, its cited papers): the chat the turn-interpreter tests
    read their turns against, asked once."""
    first = seeded.ask(FL)
    assert len(first.citations) >= 3
    return seeded.retriever.catalog.get(), extend_history([], first), [c.paper for c in first.citations]


@pytest.fixture(scope="session")
def read_as_chat(table, seeded):
    """How the chat reads a turn after the federated-learning list, its act reader included ("X" in the turn stands
    for "diffusion models", a topic of the seeds no listed paper is on)."""
    catalog, history, _ = table
    return lambda question: interpret(question.replace("X", "diffusion models"), history, catalog,
                                      reader=seeded.chain.act_reader)


def assert_searched_afresh(r, question: str, acts: tuple[str, ...] = ("new_topic", "area")):
    """The turn ``question`` was read (``r``) as a search of the whole corpus for X (diffusion models, as
    ``read_as_chat`` fills it) with no paper of the table kept."""
    assert r.act in acts and r.topic.lower() == "diffusion models" and not r.papers, (question, r.act, r.rule, r.topic)


def read(question: str, table, mode: str = "answer"):
    """How the turn interpreter reads ``question`` after the federated-learning list (``table``)."""
    catalog, history, _ = table
    return interpret(question, history, catalog, mode)


def beir_from_seeds(seeded, folder: Path, n: int = 60) -> Path:
    """BEIR-style scifact/ and nfcorpus/ folders (corpus.jsonl) made of the first ``n`` seeds, for the benchmarks'
    end-to-end tests (the same ids each time, so their stores are embedded once a session)."""
    for name in ("scifact", "nfcorpus"):
        (folder / name).mkdir(parents=True)
        with (folder / name / "corpus.jsonl").open("w") as f:
            for i, p in enumerate(seeded.papers()[:n]):
                f.write(json.dumps({"_id": f"{name}{i}", "title": p.title or p.display_title, "text": p.abstract})
                        + "\n")
    return folder


def llm_unavailable() -> str | None:
    """Why the language-model tests cannot run here (llama_cpp not importable, or no SmolLM2 GGUF), else None."""
    from rag.answer.generators.local_gen import missing_runtime
    from rag.gguf import smollm2_gguf

    missing = missing_runtime()
    if missing:
        return f"llama_cpp is not importable ({missing})"
    try:
        smollm2_gguf()
    except FileNotFoundError as e:
        return f"no SmolLM2 GGUF: {e}"
    return None


# what a test uses -> the marker it gets (pyproject.toml registers them; `make test-fast` leaves them out)
LLM_FIXTURES = {"llm_server"}
BROWSER_FIXTURES = {"page", "browser"}
SLOW_FIXTURES = {"chroma_server"}  # starts a Chroma server process


def pytest_collection_modifyitems(config, items):
    """Mark by what a test needs: a language model (llm), a browser (browser). A module that drives Chromium
    without a fixture says so itself (pytestmark)."""
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if names & LLM_FIXTURES:
            item.add_marker(pytest.mark.llm)
            item.add_marker(pytest.mark.slow)
        if names & BROWSER_FIXTURES:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
        if names & SLOW_FIXTURES:
            item.add_marker(pytest.mark.slow)


def pytest_runtest_setup(item):
    """A test that needs the language model fails, naming what is missing, where it cannot run (`make test`
    builds it with `make local`; `make test-fast` leaves these tests out): a skipped test proves nothing."""
    if item.get_closest_marker("llm") and (why := llm_unavailable()):
        pytest.fail(f"needs a language model: {why} (run `make local`)", pytrace=False)


@pytest.fixture(scope="session")
def llm_server():
    """A real llama.cpp OpenAI-compatible server (SmolLM2-135M-Instruct) on 127.0.0.1. Yields its base URL.
    Tests that use it are marked ``llm`` and fail, with the reason, where llama_cpp or the GGUF is missing."""
    from rag.gguf import smollm2_gguf

    port = free_port()
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "llama_server.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(smollm2_gguf()), "--host", "127.0.0.1",
         "--port", str(port), "--n_ctx", "2048", "--model_alias", "smollm2"],
        stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        wait_http(f"{base}/models", timeout=180, proc=proc)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory):
    """A real Chroma server (`chroma run` from the chromadb package) on 127.0.0.1 with a private data directory.
    Yields the running ChromaServer (``.url``, ``.path``, ``.stop()``); stopped after the module."""
    from bench.chroma_server import ChromaServer

    ARTIFACTS.mkdir(exist_ok=True)
    server = ChromaServer(tmp_path_factory.mktemp("chroma-server") / "data", ARTIFACTS / "chroma_server.log")
    try:
        yield server
    finally:
        server.stop()
