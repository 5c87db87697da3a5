"""The same paper met in several exports (RIS, PubMed, OpenAlex, Semantic Scholar) is one paper, joined by its DOI,
arXiv id or PMID, with every copy's identifiers kept; identifiers never join different papers."""
from __future__ import annotations

from rag.corpus.formats.json_doc import parse_json_document
from rag.corpus.formats.medline import parse_medline
from rag.corpus.formats.pubmed_xml import parse_pubmed_xml
from rag.corpus.formats.ris import parse_ris
from rag.corpus.papers import build_papers
from rag.corpus.raw import RawRecord
from test_corpus_export_formats import parse


def all_fixture_records() -> list[RawRecord]:
    records = []
    for name, parser in [("zotero.ris", parse_ris), ("pubmed.nbib", parse_medline), ("pubmed.xml", parse_pubmed_xml),
                         ("openalex.json", parse_json_document), ("s2.json", parse_json_document)]:
        records += parse(parser, name)[0]
    return records


def test_a_paper_in_several_exports_is_one_paper_with_every_copys_identifiers():
    records = all_fixture_records()
    papers = build_papers(records)
    assert len(records) == 16 and len(papers) == 13
    reef = next(p for p in papers if p.title.startswith("Coral reef bleaching"))
    # RIS says 2021, PubMed 2020 (print vs e-pub): the shared DOI joins them anyway
    assert {(s.file, s.line) for s in reef.sources} == {("zotero.ris", 1), ("pubmed.nbib", 38)}
    assert reef.doi == "10.1016/j.rse.2021.112345" and reef.ids == {"pmid": "32345678"}
    assert reef.url.startswith("https://www.sciencedirect.com/")
    gut = next(p for p in papers if p.title.startswith("Gut microbiome"))
    assert len(gut.sources) == 2 and gut.ids == {"pmid": "31234567", "pmcid": "PMC6620000",
                                                 "openalex": "W3000000002", "mag": "2955555555"}
    llm = next(p for p in papers if p.title.startswith("Large language models summarise"))
    assert len(llm.sources) == 2 and llm.arxiv_id == "2111.01234" and llm.ids["corpus_id"] == "244000001"
    assert llm.authors == ["Ada Lovelace", "Grace Hopper", "Alan Turing"] and not llm.authors_truncated


def rec(title, abstract, **kw) -> RawRecord:
    return RawRecord(file=kw.pop("file", "a.jsonl"), line=kw.pop("line", 1), abstract=abstract, title=title, **kw)


def test_identifiers_never_merge_different_papers():
    same_title_other_doi = [rec("Introduction", "This issue collects papers on soil.", doi="10.1/soil.1"),
                            rec("Introduction", "This issue collects papers on bees.", doi="10.1/bees.2", line=2)]
    assert len(build_papers(same_title_other_doi)) == 2  # editorials share a title, not a DOI
    book_doi = [rec("Chapter one: soils", "Soils hold carbon in many forms.", doi="10.1/book.1"),
                rec("Chapter two: bees", "Bees pollinate most crops worldwide.", doi="10.1/book.1", line=2)]
    assert len(build_papers(book_doi)) == 2  # a book's DOI on each chapter does not join different titles
    other_pmid = [rec("Bees and heat", "Bees learn slower when cold.", ids={"pmid": "1"}),
                  rec("Bees and heat", "Bees learn slower when cold.", ids={"pmid": "2"}, line=2)]
    assert len(build_papers(other_pmid)) == 2
    untitled = [rec("Bees and heat", "Bees learn slower when cold, we find.", doi="10.1/bees", year=2020),
                rec(None, "A different wording of the same paper's abstract.", doi="10.1/BEES", year=2021,
                    file="b.jsonl")]
    (merged,) = build_papers(untitled)
    assert merged.title == "Bees and heat" and merged.doi == "10.1/bees" and len(merged.sources) == 2


