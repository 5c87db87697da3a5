"""The UI's pure parts: answer and sources rendering (escaping, evidence highlights, unsupported marks), example
questions from the real seeds, the paper table and the PCA projection of the corpus map."""
from __future__ import annotations

import io
import re

import numpy as np
import pytest

from rag.records import Answer, Citation, Paper, PaperHit, SentenceCheck
from ui.corpus_view import map_figure, paper_rows, pca_2d
from ui.examples import example_questions
from ui.render import answer_markdown, highlight, sources_html


def paper(pid: str, title: str, abstract: str, authors=("Ada Lovelace",), year=2024, cats=("NLP",)) -> Paper:
    return Paper(id=pid, title=title, display_title=title, authors=list(authors), authors_truncated=False,
                 year=year, categories=list(cats), abstract=abstract)


P1 = paper("p1", "Sparse <b>attention</b>", "Attention is costly. We make it sparse & fast: memory falls by 60%. "
                                           "<img src=x onerror=alert(1)> ends here.")
P2 = paper("p2", "Reef watch", "Satellites see coral bleaching. A classifier finds reefs with 88% precision.",
           authors=("Grace Hopper",), cats=("Remote Sensing",))


def checked_answer() -> Answer:
    text = ("Sparse attention cuts memory by 60% [1]. It also cures cancer [2]. ⚠ unsupported (low similarity)")
    return Answer(
        question="What does sparse attention save?", text=text,
        citations=[Citation(1, P1), Citation(2, P2)],
        sentences=[SentenceCheck("Sparse attention cuts memory by 60% [1].", [1], True, 0.81,
                                 evidence="We make it sparse & fast: memory falls by 60%.", evidence_paper="p1"),
                   SentenceCheck("It also cures cancer [2].", [2], False, 0.12, reason="low similarity")],
        abstained=False, generator="extractive", hits=[PaperHit(P1, 1.0), PaperHit(P2, 0.5),
                                                       PaperHit(paper("p3", "Other", "Other."), 0.1)],
        timings={"total": 0.2})


def test_answer_markdown_flags_unsupported_sentences_and_lists_sources():
    md = answer_markdown(checked_answer())
    assert "<mark>**⚠ unsupported**</mark> _(low similarity)_" in md
    assert "1. Sparse \\<b\\>attention\\</b\\> — Ada Lovelace, 2024" in md  # Markdown-escaped: shown as text
    assert "2. Reef watch — Grace Hopper, 2024" in md


def test_sources_panel_escapes_text_highlights_evidence_and_marks_the_check():
    html = sources_html(checked_answer())
    assert "<b>attention</b>" not in html and "Sparse &lt;b&gt;attention&lt;/b&gt;" in html
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "<mark>We make it sparse &amp; fast: memory falls by 60%.</mark>" in html
    assert "1 of 2 cited sentences supported" in html and "1 unsupported" in html
    assert '<li class="lc-bad">' in html and "(unsupported: low similarity)" in html
    assert "Also retrieved, not cited (1)" in html


def test_abstention_lists_the_nearest_papers():
    a = Answer(question="Who won the world cup?", text="The corpus does not cover this.", citations=[],
               sentences=[], abstained=True, generator="extractive", nearest=[Citation(1, P2)])
    html = sources_html(a)
    assert "does not answer" in html and "Reef watch" in html


def test_highlight_tolerates_whitespace_and_merges_overlaps():
    text = "One  two three. Four five."
    assert highlight(text, ["two three.", "One two"]) == "<mark>One  two three.</mark> Four five."
    assert highlight("a <b>", ["<b>"]) == "a <mark>&lt;b&gt;</mark>"


def test_examples_come_from_the_seed_corpus(seeds_dir):
    from rag.corpus import load_corpus

    papers = load_corpus([seeds_dir]).papers
    examples = example_questions(papers)
    assert len(examples) >= 3
    corpus_text = " ".join(" ".join([p.display_title, *p.authors, *p.categories]) for p in papers).lower()
    templates = r"Summarise the research on (.+)|What results does (.+) report\?|Which papers study (.+)\?|" \
                r"What did (.+) work on\?"
    for question, mode in examples:
        m = re.fullmatch(templates, question)
        assert m, question
        subject = next(g for g in m.groups() if g)
        assert subject.lower() in corpus_text, question  # a category, coined paper name or author of the corpus
    assert any(m == "area" for _, m in examples)
    assert example_questions([]) == []


def test_paper_table_search_and_cited_first():
    rows = paper_rows([P1, P2], "")
    assert [r[1] for r in rows] == ["Reef watch", "Sparse <b>attention</b>"]  # same year: by title
    assert [r[1] for r in paper_rows([P1, P2], "coral 88%")] == ["Reef watch"]
    cited = paper_rows([P1, P2], "", cited={"p1": 1})
    assert cited[0][0] == "[1]" and cited[0][-1] == "p1"


def test_pca_matches_the_covariance_eigenvectors():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 20)) * np.linspace(5, 0.1, 20)
    xy = pca_2d(x)
    centered = x - x.mean(0)
    w, v = np.linalg.eigh(np.cov(centered, rowvar=False))
    ref = centered @ v[:, ::-1][:, :2]
    for k in range(2):
        assert np.allclose(np.abs(xy[:, k]), np.abs(ref[:, k]), atol=1e-8)
    assert xy[:, 0].var() >= xy[:, 1].var()
    assert pca_2d(np.zeros((0, 384))).shape == (0, 2)
    assert pca_2d(np.ones((1, 384))).shape == (1, 2)


@pytest.mark.parametrize("n", [1, 3, 40])
def test_map_figure_rings_cited_papers(n):
    rng = np.random.default_rng(1)
    papers = {f"p{i}": paper(f"p{i}", f"T{i}", "A.", cats=(f"cat{i % 12}$x$",)) for i in range(n)}
    ids = list(papers)
    fig = map_figure(ids, pca_2d(rng.normal(size=(n, 8))), papers, {ids[0]: 1})
    ax = fig.axes[0]
    assert any(t.get_text() == "[1]" for t in ax.texts)
    labels = ax.get_legend_handles_labels()[1]
    assert "cited in the last answer" in labels
    buf = io.BytesIO()
    fig.savefig(buf, format="png")  # renders: "$" in category names must not break mathtext
    assert buf.getvalue()[:4] == b"\x89PNG"


def test_sources_panel_links_the_doi_else_arxiv_else_an_http_url_and_never_a_script():
    import dataclasses

    from ui.render import paper_card

    with_doi = dataclasses.replace(P2, doi="10.1016/j.rse.2021.112345", arxiv_id="2301.01234")
    html = paper_card(with_doi, n=1, evidence=[])
    assert ('<a class="lc-link" href="https://doi.org/10.1016/j.rse.2021.112345" target="_blank" '
            'rel="noopener noreferrer nofollow">doi:10.1016/j.rse.2021.112345</a>') in html
    assert 'href="https://arxiv.org/abs/2301.01234"' in paper_card(dataclasses.replace(P2, arxiv_id="2301.01234"),
                                                                   n=1, evidence=[])
    own_url = paper_card(dataclasses.replace(P2, url="https://example.org/p?a=1&b=2"), n=None, evidence=[])
    assert "<a " not in own_url and "https://example.org/p?a=1&amp;b=2" in own_url  # the corpus's host: text only
    for bad in ("javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>"):
        assert "<a " not in paper_card(dataclasses.replace(P2, url=bad), n=1, evidence=[])
    hostile = paper_card(dataclasses.replace(P2, doi='10.1000/x"><script>alert(1)</script>'), n=1, evidence=[])
    assert "<script>" not in hostile and 'href="https://doi.org/10.1000/x%22%3E%3Cscript%3Ealert(1)%3C/script"' \
        in hostile
    assert "<a " not in paper_card(P2, n=1, evidence=[])  # no identifiers: no link


def test_paper_table_finds_a_paper_by_its_doi_arxiv_id_or_pmid():
    import dataclasses

    reef = dataclasses.replace(P2, doi="10.1016/j.rse.2021.112345", arxiv_id="2301.01234", ids={"pmid": "32345678"})
    for query in ("10.1016/j.rse.2021.112345", "2301.01234", "32345678"):
        assert [r[1] for r in paper_rows([P1, reef], query)] == ["Reef watch"], query
