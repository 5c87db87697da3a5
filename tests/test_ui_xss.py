"""HTML and script in a paper's title, authors, categories or abstract are shown as text and never run.

A tmp corpus with hostile fields is ingested for real (Chroma + embedder), the app serves it, Chromium asks about
the paper and opens the corpus tab; the page must show the markup literally and ``window.__xss`` must stay unset.
"""
from __future__ import annotations

import json

import pytest

from ui_harness import ask_in_page, chromium, serve

pytestmark = [pytest.mark.slow, pytest.mark.browser]

HOSTILE = {
    "title": 'Quokka <script>window.__xss=1</script> migration <img src=x onerror="window.__xss=1"> ${window.__xss=1}',
    "authors": ['Eve <b onmouseover="window.__xss=1">Mallory</b>', "Quentin Quokka"],
    "year": 2024,
    "categories": ["<svg onload=window.__xss=1>Ecology"],
    "doi": '10.1000/quokka"><script>window.__xss=1</script>',  # a link is made, but only ever to https://doi.org
    "url": "javascript:window.__xss=1",
    "abstract": ("Quokka migration across Rottnest Island <script>window.__xss=1</script> is tracked with GPS collars "
                 "on 40 animals. Our route model <img src=x onerror=\"window.__xss=1\"> predicts quokka migration "
                 "paths with 91% accuracy. Template text ${window.__xss=1} and "
                 "{{constructor.constructor('window.__xss=1')()}} must stay plain text."),
}
CALM = [
    {"title": "Sparse attention for long documents", "authors": ["Ada Lovelace"], "year": 2023,
     "categories": ["NLP"], "abstract": "We make attention sparse so transformers read long documents. "
                                        "Memory falls by 60% at equal accuracy."},
    {"title": "Coral reef bleaching from satellite images", "authors": ["Grace Hopper"], "year": 2022,
     "categories": ["Remote Sensing"], "abstract": "Satellite images reveal coral bleaching. A classifier "
                                                   "detects bleached reefs with 88% precision."},
]


@pytest.fixture(scope="module")
def hostile_lc(tmp_path_factory):
    from rag.api import Litchat
    from rag.settings import Settings

    corpus = tmp_path_factory.mktemp("hostile-corpus")
    (corpus / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in [HOSTILE, *CALM]) + "\n",
                                         encoding="utf-8")
    lc = Litchat(Settings(home=tmp_path_factory.mktemp("hostile-home"), seeds_dir=corpus))
    report = lc.ingest()
    assert report.papers_total == 3 and not report.problems
    return lc


def test_markup_in_corpus_text_is_shown_literally_and_never_runs(hostile_lc):
    paper = next(p for p in hostile_lc.papers() if "Quokka" in (p.title or ""))
    assert "<script>" in paper.abstract and "onerror" in paper.title  # the store keeps the text as given
    with serve(hostile_lc) as url, chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.goto(url)
        page.wait_for_selector("#lc-question textarea", timeout=60_000)
        question = "How do quokkas migrate across Rottnest Island?"
        ask_in_page(page, question)

        card = page.locator("#lc-sources .lc-card").first
        assert card.locator(".lc-title").inner_text() == paper.display_title
        assert card.locator(".lc-abstract").inner_text() == paper.abstract
        assert card.locator(".lc-authors").inner_text() == ", ".join(paper.authors)
        assert card.locator(".lc-cat").first.inner_text() == paper.categories[0]
        chat = page.locator("#lc-chat [data-testid='bot']").last.inner_text()
        assert "<script>window.__xss=1</script>" in chat or '<img src=x onerror="window.__xss=1">' in chat, chat
        # nothing of it became markup: no injected elements anywhere in the page
        injected = "script, img, svg, [onerror], [onload], [onmouseover], .lc-authors b"
        assert page.locator(", ".join(f"#lc-sources {s}" for s in injected.split(", "))).count() == 0
        assert page.locator(", ".join(f"#lc-chat .message-content {s}" for s in injected.split(", "))).count() == 0
        links = page.locator("#lc-sources a[href]")
        assert links.count() >= 1 and all(links.nth(i).get_attribute("href").startswith("https://")
                                          for i in range(links.count()))

        page.get_by_role("tab", name="Corpus").click()
        page.wait_for_selector("#lc-map img", timeout=60_000)
        table = page.inner_text("#lc-corpus-table")
        assert paper.display_title in table
        page.get_by_role("tab", name="Chat").click()
        page.locator(".lc-example").first.wait_for()
        page.wait_for_timeout(1000)  # give any injected handler time to fire

        assert page.evaluate("typeof window.__xss") == "undefined"
        assert not dialogs
