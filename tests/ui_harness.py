"""Running the real Gradio app for the UI tests: on a free loopback port, in this process, with a real Litchat."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from conftest import free_port, wait_http

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]


@contextmanager
def serve(lc, **settings_overrides) -> Iterator[str]:
    """Build the app for ``lc`` and serve it on 127.0.0.1:<free port>; yields the base URL."""
    from ui.app import build_app, launch

    settings = lc.settings.model_copy(update={"host": "127.0.0.1", "port": free_port(), **settings_overrides})
    demo = build_app(lc)
    launch(demo, settings, prevent_thread_lock=True)
    url = f"http://127.0.0.1:{settings.port}/"
    try:
        wait_http(url, timeout=60)
        yield url
    finally:
        demo.close()


@contextmanager
def chromium() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def ask_in_page(page, question: str, timeout_ms: int = 180_000) -> None:
    """Type a question, press Enter and wait until the final answer's sources panel is rendered."""
    before = page.locator("#lc-chat [data-testid='bot']").count()
    page.fill("#lc-question textarea", question)
    page.press("#lc-question textarea", "Enter")
    page.wait_for_function(
        "n => document.querySelectorAll(\"#lc-chat [data-testid='bot']\").length > n", arg=before,
        timeout=timeout_ms)
    # the sources panel is replaced when the final (checked) Answer arrives
    page.wait_for_function(
        "q => { const s = document.querySelector('#lc-sources .lc-sources');"
        " return s && s.dataset.question === q; }", arg=question, timeout=timeout_ms)
