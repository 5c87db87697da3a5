"""From grouped copies to final Paper records: combine fields, name, give stable ids."""
from __future__ import annotations

from rag.corpus.identity import disambiguate, paper_id
from rag.corpus.merge import group_copies
from rag.corpus.naming import display_title
from rag.corpus.raw import RawRecord
from rag.records import Paper, Source


def _best_authors(copies: list[RawRecord]) -> tuple[list[str], bool]:
    """The full list where any copy has one (longest uncut list), else the longest cut list."""
    full = [c for c in copies if c.authors and not c.authors_truncated]
    cut = [c for c in copies if c.authors and c.authors_truncated]
    if full:
        return max(full, key=lambda c: len(c.authors)).authors, False
    if cut:
        return max(cut, key=lambda c: len(c.authors)).authors, True
    return [], any(c.authors_truncated for c in copies)


def combine(copies: list[RawRecord]) -> Paper:
    """One Paper from copies of it. The abstract comes from the titled copy (the fuller record), else the longest."""
    primary = max(copies, key=lambda c: c.rank)
    title = primary.title or next((c.title for c in copies if c.title), None)
    authors, truncated = _best_authors(copies)
    categories: list[str] = []
    for c in copies:
        categories += [x for x in c.categories if x not in categories]
    year = primary.year or next((c.year for c in copies if c.year), None)
    sources = sorted({Source(c.file, c.line) for c in copies}, key=lambda s: (s.file, s.line))
    ordered = [primary] + [c for c in copies if c is not primary]
    ids: dict[str, str] = {}
    for c in ordered:  # a duplicate keeps the identifiers of every copy (the primary's win a clash)
        ids.update({k: v for k, v in c.ids.items() if k not in ids})
    return Paper(id=paper_id(title, primary.abstract), title=title,
                 display_title=display_title(title, primary.abstract, authors), authors=list(authors),
                 authors_truncated=truncated, year=year, categories=categories, abstract=primary.abstract,
                 sources=sources, doi=next((c.doi for c in ordered if c.doi), None),
                 arxiv_id=next((c.arxiv_id for c in ordered if c.arxiv_id), None),
                 url=next((c.url for c in ordered if c.url), None), ids=ids, **_full_text(ordered))


def _full_text(ordered: list[RawRecord]) -> dict:
    """The full text of the first copy that has one (a PDF)."""
    pdf = next((c for c in ordered if c.body), None) or next((c for c in ordered if c.pdf), None)
    return {"body": pdf.body, "pdf": pdf.pdf, "pages": pdf.pages} if pdf is not None else {}


def build_papers(records: list[RawRecord]) -> list[Paper]:
    papers = [combine(group) for group in group_copies(records)]
    seen: set[str] = set()
    for p in papers:
        if p.id in seen:
            p.id = disambiguate(p.id, p.abstract)
        seen.add(p.id)
    return papers
