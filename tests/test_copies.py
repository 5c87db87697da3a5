"""A paper held twice under two ids (a Zotero library's duplicate items, NFCorpus's repeated abstracts) is cited
once: an answer that cites both copies reads as a mistake."""
from __future__ import annotations

from rag.api import Litchat
from rag.ingest import run_ingest_papers
from rag.records import Paper


def _paper(pid: str, title: str, abstract: str) -> Paper:
    return Paper(id=pid, title=title, display_title=title, authors=["Ann Smith"], authors_truncated=False,
                 year=2021, categories=[], abstract=abstract)


COFFEE = ("Coffee and cardiovascular mortality", "Habitual coffee consumption was associated with a lower risk of "
          "cardiovascular mortality in a cohort of 40,000 adults followed for ten years.")
OTHERS = [("Tea and stroke", "Green tea intake was associated with fewer strokes in older women."),
          ("Sleep and blood pressure", "Short sleep raised night-time blood pressure in shift workers."),
          ("Salt and hypertension", "Lower salt intake reduced systolic blood pressure by 5 mmHg.")]


def test_a_paper_held_twice_is_cited_once(make_settings):
    settings = make_settings()
    lc = Litchat(settings)
    papers = [_paper("copy-a", *COFFEE), _paper("copy-b", *COFFEE)]
    papers += [_paper(f"other-{i}", t, a) for i, (t, a) in enumerate(OTHERS)]
    run_ingest_papers(settings, papers, store=lc.store, embedder=lc.embedder)
    assert lc.paper_count() == 5  # both copies are stored: nothing is dropped at ingest
    a = lc.ask("Is coffee consumption associated with cardiovascular mortality?", abstain=False)
    cited = [c.paper.id for c in a.citations]
    assert len([pid for pid in cited if pid.startswith("copy-")]) == 1
    assert sum(h.paper.id.startswith("copy-") for h in a.hits) == 1
