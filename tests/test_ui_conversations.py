"""One path: the running app, driven through gradio_client over multi-turn conversations that switch modes, cites
exactly what ``Litchat.ask(history=…)`` cites for the same conversation, turn after turn; and saved chats reopen."""
from __future__ import annotations

import re

import pytest

from rag.answer.conversation.state import extend_history
from ui.render import esc
from ui_harness import serve

pytestmark = pytest.mark.slow

CONVERSATIONS = [
    [("Which papers study federated learning with non-IID data?", "answer"),
     ("Summarise the work on diffusion models", "area"),
     ("Tell me more about the second one.", "answer")],
    [("Which papers study fairness in medical imaging?", "answer"),
     ("Which of these use chest X-ray data?", "answer"),
     ("What results do they report?", "answer")],
    [("Which papers study federated learning?", "area"),
     ("Which of these papers use diffusion models?", "answer"),
     ("Who wrote the first one?", "answer"),
     ("What about sparse autoencoders?", "area")],
]
_TITLE = re.compile(r'<span class="lc-n">\[(\d+)\]</span>\s*<span class="lc-title">(.*?)</span>', re.S)


@pytest.fixture(scope="module")
def app_url(seeded):
    with serve(seeded) as url:
        yield url


def client(url, tmp_path):
    from gradio_client import Client

    return Client(url, verbose=False, analytics_enabled=False, download_files=str(tmp_path))


def cited_in_panel(sources_html: str) -> list[tuple[int, str]]:
    return [(int(n), title) for n, title in _TITLE.findall(sources_html)]


@pytest.mark.parametrize("turns", CONVERSATIONS, ids=[f"conversation-{i}" for i in range(len(CONVERSATIONS))])
def test_the_app_and_the_api_cite_the_same_papers(app_url, seeded, tmp_path, turns):
    c = client(app_url, tmp_path)
    history: list[dict] = []
    for question, mode in turns:
        _, sources, _, _, _ = c.predict(question=question, mode=mode, api_name="/ask")
        expected = seeded.ask(question, history=history, mode=mode)
        history = extend_history(history, expected)
        assert cited_in_panel(sources) == [(x.n, esc(x.paper.display_title)) for x in expected.citations], question
        assert f'data-act="{expected.act}"' in sources, question  # the panel says how the turn was read


def test_a_saved_chat_reopens_with_its_sources_and_is_deleted(app_url, seeded, tmp_path):
    c = client(app_url, tmp_path)
    question, mode = CONVERSATIONS[1][0]
    _, sources, _, _, _ = c.predict(question=question, mode=mode, api_name="/ask")
    saved = [s for s in seeded.chats.list() if s.title == question]
    assert saved, "the answered turn was saved"
    chat_id = saved[0].id
    other = client(app_url, tmp_path)  # another session opens it
    chat, reopened, _, _, _ = other.predict(chat_id, api_name="/open_chat")
    assert cited_in_panel(reopened) == cited_in_panel(sources)
    # the reopened chat continues with its structured state: "the first one" is its [1]
    _, follow, _, _, _ = other.predict(question="Tell me more about the first one.", api_name="/ask")
    assert [t for _, t in cited_in_panel(follow)] == [cited_in_panel(sources)[0][1]]
    other.predict(chat_id, api_name="/delete_chat")
    assert chat_id not in {s.id for s in seeded.chats.list()}
