"""URLs in corpus text never leave the page: no image is fetched, no link is rendered, no heading either.

A logging HTTP server on 127.0.0.1 (free port) serves nothing but records every request. Papers whose titles and
abstracts hold Markdown images, Markdown links, raw <img>, autolinks, bare URLs and headings pointing at it are
ingested for real; Chromium asks questions that cite them, opens the corpus tab and waits for the network to be
idle. Not one request may reach the server, and no corpus URL may become an <a> or an <img>.
(Before: ``![px](http://host/p.png)`` in a title made the browser fetch it, with the chat's address as Referer.)
"""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import free_port
from ui_harness import ask_in_page, chromium, serve

pytestmark = [pytest.mark.slow, pytest.mark.browser]


class LoggingServer:
    def __init__(self):
        self.requests: list[str] = []
        log = self.requests

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                log.append(self.path)
                self.send_response(404)
                self.end_headers()

            do_POST = do_HEAD = do_GET

            def log_message(self, *args):
                pass

        self.port = free_port()
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "LoggingServer":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()


def hostile_papers(base: str) -> list[dict]:
    return [
        {"title": f"Quokka tracking ![px]({base}/title.png) with [click]({base}/title-link) collars",
         "authors": [f"Eve [Mallory]({base}/author)", "Quentin Quokka"], "year": 2024, "url": f"{base}/paper",
         "abstract": f"# Quokka heading\nQuokka migration across Rottnest Island is tracked with GPS collars on 40 "
                     f"animals ![tracker]({base}/abstract.png). Our route model predicts quokka migration paths "
                     f"with 91% accuracy, see [the data]({base}/abstract-link) and <{base}/autolink>."},
        {"title": f"Wombat burrows <img src=\"{base}/raw.png\"> measured by lidar",
         "authors": ["Wanda Wombat"], "year": 2023,
         "abstract": f"Wombat burrow depth was measured with lidar at {base}/bare in 12 parks. "
                     f"<a href=\"{base}/html-link\">html link</a> Burrows reach 3 m depth in clay soils. "
                     f"Write to wombat@{base.split('//')[1].split(':')[0]}.org or visit www.wombat-survey.org."},
        {"title": "Sparse attention for long documents", "authors": ["Ada Lovelace"], "year": 2023,
         "abstract": "We make attention sparse so transformers read long documents. Memory falls by 60%."},
    ]


@pytest.fixture(scope="module")
def logging_server():
    with LoggingServer() as server:
        yield server


@pytest.fixture(scope="module")
def hostile_lc(tmp_path_factory, logging_server):
    from rag.api import Litchat
    from rag.settings import Settings

    corpus = tmp_path_factory.mktemp("leak-corpus")
    rows = hostile_papers(f"http://127.0.0.1:{logging_server.port}")
    (corpus / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    lc = Litchat(Settings(home=tmp_path_factory.mktemp("leak-home"), seeds_dir=corpus))
    report = lc.ingest()
    assert report.papers_total == 3 and not report.problems
    return lc


def settle(page) -> None:
    """Every image in the page has loaded or failed (Gradio's event stream keeps the network from going idle): a
    fetch a corpus URL caused would have been sent by now."""
    page.evaluate("""() => Promise.all([...document.images].map(i => i.complete ? null :
        new Promise(done => { i.addEventListener('load', done); i.addEventListener('error', done); })))""")


def test_no_request_leaves_the_page_for_corpus_urls(hostile_lc, logging_server):
    port = str(logging_server.port)
    with serve(hostile_lc) as url, chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        seen: list[str] = []
        page.on("request", lambda r: seen.append(r.url) if f":{port}" in r.url else None)
        page.goto(url)
        page.wait_for_selector("#lc-question textarea", timeout=60_000)
        for question in ("How do quokkas migrate across Rottnest Island?", "How deep are wombat burrows?"):
            ask_in_page(page, question)
            settle(page)
            chat = page.locator("#lc-chat [data-testid='bot']").last
            assert chat.locator("h1, h2, h3, h4, img, a").count() == 0, chat.inner_html()
            assert "[1]" in chat.inner_text()  # our own citations still render
            cited = page.locator("#lc-sources .lc-card").count()
            assert cited >= 1
        shown = page.locator("#lc-chat").inner_text() + page.locator("#lc-sources").inner_text()
        assert f"![px](http://127.0.0.1:{port}/title.png)" in shown  # shown as the text it is
        page.get_by_role("tab", name="Corpus").click()
        page.wait_for_selector("#lc-map img", timeout=60_000)
        settle(page)
        assert "Wombat burrows" in page.locator("body").inner_text()
        links = page.eval_on_selector_all("a[href], img[src], link[href], iframe[src], source[src]",
                                          "els => els.map(e => e.href || e.src)")
        assert [link for link in links if f":{port}" in link or "wombat" in link] == []
        assert page.locator("#lc-chat h1, #lc-chat h2, #lc-sources h1, #lc-sources h2").count() == 0
    assert seen == [] and logging_server.requests == []


def test_exported_markdown_keeps_corpus_urls_inert(hostile_lc):
    from rag.export import to_markdown

    answer = hostile_lc.ask("How do quokkas migrate across Rottnest Island?")
    assert answer.citations
    md = to_markdown(answer)
    for live in ("![px](", "[click](", "](http", "<http", "http://", "<img", "\n# Quokka"):
        assert live not in md, live
