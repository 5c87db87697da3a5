"""Full-text citations as the CLI, the JSON and the sources panel show them: page, section, the local PDF link."""
from __future__ import annotations

from rag.answer.evidence.check import CheckResult
from rag.answer.fulltext import cite_pages, with_passages
from rag.answer.render import format_answer
from rag.records import Answer, Citation, Paper, PaperHit, Passage, SentenceCheck
from ui.render import sources_html

EVIDENCE = "Table 2: the classifier reaches 73.3 percent accuracy on the <b>reflectance</b> benchmark."


def _paper(pdf: str | None = "/data/papers/glacier.pdf") -> Paper:
    return Paper(id="p_1", title="Glacier <i>Melt</i>", display_title="Glacier <i>Melt</i>", authors=["Ada Quinlan"],
                 authors_truncated=False, year=2021, categories=[], abstract="We study glacier melt.", pdf=pdf,
                 pages=9)


def _hit(paper: Paper) -> PaperHit:
    return PaperHit(paper=paper, score=1.0, passages=[
        Passage("p_1:4", f"Results are strong. {EVIDENCE} Other text.", 0.7, page=7, section="3 Results"),
        Passage("p_1:0", "We study glacier melt.", 0.5, section="Abstract")])


def _answer(paper: Paper) -> Answer:
    hit = _hit(paper)
    evidence_hits = with_passages("What accuracy does the classifier reach?", [hit])
    assert EVIDENCE in evidence_hits[0].paper.abstract and hit.paper.abstract == "We study glacier melt."
    sentence = "The classifier reaches 73.3 percent accuracy [1]."
    check = SentenceCheck(text=sentence, citations=[1], supported=True, score=0.9, evidence=EVIDENCE,
                          evidence_paper="p_1")
    result = cite_pages(CheckResult(text=sentence, citations=[Citation(1, evidence_hits[0].paper)],
                                    sentences=[check]), [hit])
    return Answer(question="q", text=result.text, citations=result.citations, sentences=result.sentences,
                  abstained=False, generator="extractive", hits=[hit])


def test_text_json_and_cli_name_the_page():
    answer = _answer(_paper())
    assert answer.text == "The classifier reaches 73.3 percent accuracy [1, p. 7]."
    d = answer.to_dict()
    assert d["check"]["sentences"][0]["page"] == 7 and d["check"]["sentences"][0]["section"] == "3 Results"
    assert d["citations"][0]["pages"] == [7] and d["citations"][0]["pdf"] == "/data/papers/glacier.pdf"
    assert answer.citations[0].paper.abstract == "We study glacier melt."  # the original paper, not the evidence copy
    assert "p. 7 of /data/papers/glacier.pdf" in format_answer(answer)


def test_source_card_shows_the_passage_page_section_and_pdf_link_escaped():
    html = sources_html(_answer(_paper()))
    assert "p. 7 · 3 Results" in html
    assert 'href="/gradio_api/file=/data/papers/glacier.pdf#page=7"' in html
    assert "<mark>Table 2: the classifier reaches 73.3 percent accuracy on the &lt;b&gt;reflectance&lt;/b&gt;" in html
    assert "<b>reflectance</b>" not in html and "<i>Melt</i>" not in html


def test_a_passage_over_a_page_break_cites_the_page_of_the_sentence():
    paper = _paper()
    before = "The first part ends on page seven."
    hit = PaperHit(paper=paper, score=1.0, passages=[
        Passage("p_1:4", f"{before} {EVIDENCE}", 0.7, page=7, section="3 Results",
                page_breaks=f"{len(before) + 1}:8")])
    check = SentenceCheck(text="It reaches 73.3 percent [1].", citations=[1], supported=True, score=0.9,
                          evidence=EVIDENCE, evidence_paper="p_1")
    result = cite_pages(CheckResult(text=check.text, citations=[Citation(1, paper)], sentences=[check]), [hit])
    assert result.text == "It reaches 73.3 percent [1, p. 8]." and result.sentences[0].page == 8


def test_abstract_only_papers_are_untouched():
    paper = _paper(pdf=None)
    hit = PaperHit(paper=paper, score=1.0, passages=[Passage("p_1:0", "We study glacier melt.", 0.5)])
    assert with_passages("glacier", [hit])[0] is hit
    assert "lc-passage" not in sources_html(Answer(question="q", text="x [1].", citations=[Citation(1, paper)],
                                                   sentences=[], abstained=False, generator="extractive",
                                                   hits=[hit]))
