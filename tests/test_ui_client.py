"""The running app driven through gradio_client as a second, programmatic client: cited answers over the API,
sessions kept apart, login enforced, and `litchat chat` starting a server on an empty store."""
from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conftest import ARTIFACTS, free_port, wait_http
from test_export import parse_bibtex
from ui.render import esc
from ui_harness import serve

pytestmark = pytest.mark.slow

Q1 = "Which papers study fairness in medical imaging?"
Q2 = "Which papers study federated learning?"


@pytest.fixture(scope="module")
def app_url(seeded):
    with serve(seeded) as url:
        yield url


def client(url: str, tmp_path: Path, **kw):
    from gradio_client import Client

    return Client(url, verbose=False, analytics_enabled=False, download_files=str(tmp_path), **kw)


def text_of(message: dict) -> str:
    content = message["content"]
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else json.dumps(content)


def ask(c, question: str):
    chat, sources, bib, md, box = c.predict(question, api_name="/ask")
    return chat, sources, file_of(bib), file_of(md)


def file_of(output) -> Path | None:
    """A download button's output as the client received it (a gr.update with the downloaded path)."""
    value = output.get("value") if isinstance(output, dict) else output
    return Path(value) if value else None


def test_api_answer_is_cited_and_matches_the_facade(app_url, seeded, tmp_path):
    c = client(app_url, tmp_path)
    api = c.view_api(return_format="dict", print_info=False)
    assert "/ask" in api["named_endpoints"]
    expected = seeded.ask(Q1)
    chat, sources, bib, md = ask(c, Q1)
    assert [m["role"] for m in chat] == ["user", "assistant"]
    answer = text_of(chat[-1])
    assert [f"[{c.n}]" in answer for c in expected.citations] == [True] * len(expected.citations)
    for cit in expected.citations:
        assert f'<span class="lc-n">[{cit.n}]</span>' in sources
    entries = parse_bibtex(bib.read_text(encoding="utf-8"))
    assert len(entries) == len(expected.citations)
    assert md.read_text(encoding="utf-8").count("\n- [") == len(expected.citations)


def test_concurrent_sessions_keep_their_own_history(app_url, seeded, tmp_path):
    a, b = client(app_url, tmp_path / "a"), client(app_url, tmp_path / "b")
    with ThreadPoolExecutor(2) as pool:
        fa, fb = pool.submit(ask, a, Q1), pool.submit(ask, b, Q2)
        chat_a, sources_a, _, _ = fa.result(timeout=600)
        chat_b, sources_b, _, _ = fb.result(timeout=600)
    assert [text_of(m) for m in chat_a if m["role"] == "user"] == [Q1]
    assert [text_of(m) for m in chat_b if m["role"] == "user"] == [Q2]
    for sources, q in ((sources_a, Q1), (sources_b, Q2)):  # each answer cites for its own question
        expected = seeded.ask(q).citations
        assert expected
        for cit in expected:
            assert f'<span class="lc-title">{esc(cit.paper.display_title)}</span>' in sources
    # a follow-up continues its own conversation only
    chat_a2, _, _, _ = ask(a, "What do they report?")
    users = [text_of(m) for m in chat_a2 if m["role"] == "user"]
    assert users == [Q1, "What do they report?"]
    # a new chat through the API empties that session only
    a.predict(api_name="/new_chat")
    chat_a3, _, _, _ = ask(a, Q2)
    assert [text_of(m) for m in chat_a3 if m["role"] == "user"] == [Q2]
    chat_b2, _, _, _ = ask(b, Q1)
    assert [text_of(m) for m in chat_b2 if m["role"] == "user"] == [Q2, Q1]


def test_follow_up_in_the_app_answers_about_the_cited_paper(app_url, seeded, tmp_path):
    """The session's history carries the previous answer's citations: "the second one" is its [2]."""
    from rag.answer.conversation.state import extend_history

    first = seeded.ask(Q2)
    assert extend_history([], first)[-1]["citations"] == [c.paper.id for c in first.citations]
    c = client(app_url, tmp_path)
    ask(c, Q2)
    chat, sources, _, _ = ask(c, "Tell me more about the second one.")
    second = first.citations[1].paper
    assert f'<span class="lc-title">{esc(second.display_title)}</span>' in sources
    assert sources.count('<span class="lc-n">') == 1 and "[1]" in text_of(chat[-1])


def test_login_is_required_when_a_username_is_set(seeded, tmp_path):
    from pydantic import SecretStr

    with serve(seeded, username="ada", password=SecretStr("s3cret-pw")) as url:
        with pytest.raises(Exception):
            client(url, tmp_path).predict(Q1, api_name="/ask")
        chat, _, _, _ = ask(client(url, tmp_path, auth=("ada", "s3cret-pw")), Q1)
        assert "[1]" in text_of(chat[-1])
        page = urllib.request.urlopen(url, timeout=30).read().decode("utf-8", "replace")
        assert "s3cret-pw" not in page


def test_litchat_chat_ingests_an_empty_store_then_serves(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "papers.jsonl").write_text(json.dumps({
        "title": "Sparse attention for long documents", "authors": ["Ada Lovelace"], "year": 2023,
        "abstract": "We make attention sparse so transformers read long documents. Memory falls by 60%."}) + "\n",
        encoding="utf-8")
    port = free_port()
    ARTIFACTS.mkdir(exist_ok=True)
    log_path = ARTIFACTS / "litchat_chat.log"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "HF_HUB_OFFLINE": "1",
           "LITCHAT_HOME": str(tmp_path / "home"), "LITCHAT_SEEDS_DIR": str(corpus), "LITCHAT_PORT": str(port)}
    with open(log_path, "w") as log:
        litchat = Path(sys.executable).parent / "litchat"  # the installed console script, as users run it
        proc = subprocess.Popen([str(litchat), "chat"], stdout=log, stderr=subprocess.STDOUT,
                                env=env, cwd=Path(__file__).resolve().parent.parent)
        try:
            wait_http(f"http://127.0.0.1:{port}/", timeout=300, proc=proc)
            from gradio_client import Client

            c = Client(f"http://127.0.0.1:{port}/", verbose=False, analytics_enabled=False,
                       download_files=str(tmp_path))
            chat, sources, _, _, _ = c.predict("How do transformers read long documents?", api_name="/ask")
            assert "Sparse attention for long documents" in sources
        finally:
            proc.terminate()
            proc.wait(30)
    out = log_path.read_text()
    assert "the store is empty: ingesting" in out and "(1 papers" in out, out[-2000:]
