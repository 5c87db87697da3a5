"""Wide tables stay readable in a real browser: the area summary's table at 1280, 1440 and 1600 px has no word broken
inside a cell and no cell narrower than its longest word (it scrolls sideways instead). A word is a run of letters
and digits: a line may still break after the hyphen of "Low-Dimensional", never inside "Anthony"."""
from __future__ import annotations

import os
import shutil

import pytest

from conftest import ARTIFACTS, REPO_ROOT
from ui_harness import ask_in_page, chromium, serve

pytestmark = pytest.mark.slow

AREA = "Summarise the work on diffusion models"
# every word of every cell: is it drawn on more than one line, or wider than its cell?
CELLS_JS = """() => {
  const out = [];
  for (const cell of document.querySelectorAll('#lc-chat table td, #lc-chat table th')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    let widest = 0, broken = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const m of node.textContent.matchAll(/[\\p{L}\\p{N}]+/gu)) {
        const r = document.createRange();
        r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
        const rects = [...r.getClientRects()].filter(x => x.width > 0);
        const tops = new Set(rects.map(x => Math.round(x.top)));
        if (tops.size > 1) broken.push(m[0]);
        widest = Math.max(widest, r.getBoundingClientRect().width);
      }
    }
    const style = getComputedStyle(cell);
    const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    out.push({text: cell.innerText.slice(0, 60), broken, widest, inner});
  }
  return out;
}"""


@pytest.fixture(scope="module")
def app_url(seeded):
    with serve(seeded) as url:
        yield url


@pytest.mark.parametrize("width", [1280, 1440, 1600])
def test_area_table_words_are_never_broken(app_url, width):
    with chromium() as browser:
        page = browser.new_page(viewport={"width": width, "height": 1100})
        page.goto(app_url)
        page.wait_for_selector("#lc-question textarea", timeout=60_000)
        page.locator("#lc-mode label", has_text="Area summary").click()
        ask_in_page(page, AREA)
        page.wait_for_selector("#lc-chat table td", timeout=60_000)
        cells = page.evaluate(CELLS_JS)
        assert len(cells) > 20
        broken = [c for c in cells if c["broken"]]
        assert not broken, broken[:5]
        narrow = [c for c in cells if c["inner"] + 1 < c["widest"]]
        assert not narrow, narrow[:5]
        if width == 1440:
            ARTIFACTS.mkdir(exist_ok=True)
            out = ARTIFACTS / "area_summary.png"
            page.locator("#lc-chat table").last.scroll_into_view_if_needed()
            page.screenshot(path=str(out))
            if os.environ.get("LITCHAT_UPDATE_SCREENSHOT") == "1":
                (REPO_ROOT / "docs").mkdir(exist_ok=True)
                shutil.copyfile(out, REPO_ROOT / "docs" / "screenshot-area.png")
