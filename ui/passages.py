"""Full-text sources in the sources panel: the cited passage with its page and section, and a link that opens the
local PDF at that page (the file served by Gradio from the PDF folders the app allows, ``#page=N``).

Everything from the corpus is escaped (ui.render.esc); the link is built from the stored absolute path only.
"""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from rag.answer.fulltext import evidence_page, locate
from rag.records import Answer, Citation, Paper, Passage


def pdf_href(paper: Paper, page: int | None) -> str | None:
    """The app's URL of the paper's local PDF, opened at ``page``; None when the paper has no local PDF."""
    if not paper.pdf or not Path(paper.pdf).is_absolute():
        return None
    return f"/gradio_api/file={quote(paper.pdf)}" + (f"#page={int(page)}" if page else "")


def pdf_folders(papers: list[Paper]) -> list[str]:
    """The folders of the local PDFs the corpus cites: what the app may serve (nothing else)."""
    return sorted({str(Path(p.pdf).parent) for p in papers if p.pdf and Path(p.pdf).is_absolute()})


def cited_passages(answer: Answer, citation: Citation) -> list[tuple[Passage, list[str]]]:
    """The body passages of the cited paper that hold the answer's evidence, each with its evidence sentences."""
    hit = next((h for h in answer.hits if h.paper.id == citation.paper.id), None)
    if hit is None:
        return []
    found: dict[str, tuple[Passage, list[str]]] = {}
    for s in answer.sentences:
        if s.page is None or s.evidence_paper != citation.paper.id or not s.evidence:
            continue
        passage = locate(s.evidence, hit)
        if passage is not None:
            found.setdefault(passage.chunk_id, (passage, []))[1].append(s.evidence)
    return list(found.values())


def passages_html(answer: Answer, citation: Citation, esc, highlight) -> str:
    """HTML for the cited passages of one source card ("" for an abstract-only paper)."""
    out = []
    for passage, evidence in cited_passages(answer, citation):
        page = evidence_page(evidence[0], passage)  # where the cited sentence is (a passage may cross a page)
        where = " · ".join(x for x in (f"p. {page}" if page else "", passage.section or "") if x)
        href = pdf_href(citation.paper, page)
        link = (f' · <a class="lc-pdf" href="{esc(href)}" target="_blank" rel="noopener noreferrer">'
                f"open the PDF at p. {int(page)}</a>") if href and page else ""
        out.append(f'<div class="lc-passage"><div class="lc-where">{esc(where)}{link}</div>'
                   f'<p class="lc-passage-text">{highlight(passage.text, evidence)}</p></div>')
    return "".join(out)
