"""The export formats researchers have: RIS, PubMed MEDLINE (.nbib) and XML, OpenAlex and Semantic Scholar JSON.

Each format is read from a small real-shaped fixture (tests/fixtures/formats/) for its titles, abstracts, authors,
years, keywords and identifiers, and from a broken variant for its problem lines; authors given as objects anywhere
become plain names; the same paper met in several formats is merged by its DOI/arXiv id/PMID with every copy's
identifiers kept.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag.corpus.fields import record_from_fields
from rag.corpus.formats.json_doc import parse_json_document
from rag.corpus.formats.medline import parse_medline
from rag.corpus.formats.pubmed_xml import parse_pubmed_xml
from rag.corpus.formats.ris import parse_ris
from rag.corpus.raw import RawRecord
from rag.identifiers import link_for, normalize_arxiv, normalize_doi, safe_url

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "formats"


def parse(parser, name: str) -> tuple[list[RawRecord], list[tuple[int | None, str]]]:
    records, issues = [], []
    with open(FIXTURES / name, encoding="utf-8-sig", newline="") as stream:
        for item in parser(stream, name):
            (records if isinstance(item, RawRecord) else issues).append(item)
    return records, issues


def by_title(records: list[RawRecord]) -> dict[str, RawRecord]:
    return {r.title.rstrip("."): r for r in records}


# --- RIS ------------------------------------------------------------------------------------------------------
def test_ris_reads_titles_abstracts_repeated_authors_keywords_and_identifiers():
    records, issues = parse(parse_ris, "zotero.ris")
    assert issues == [] and len(records) == 4
    reef, sparse, quokka, energy = records
    assert reef.title == "Coral reef bleaching detected from Sentinel-2 time series" and reef.line == 1
    assert reef.authors == ["Lena Fischer", "Chidi Okafor", "Anneke van der Berg"]  # "Last, First", repeated AU
    assert reef.abstract.endswith("reaching 0.87 balanced accuracy.") and "with a per-pixel" in reef.abstract
    assert reef.year == 2021 and reef.categories == ["remote sensing", "coral reefs", "Sentinel-2"]
    assert reef.doi == "10.1016/j.rse.2021.112345" and reef.url.startswith("https://www.sciencedirect.com/")
    # Mendeley/EndNote tags: T1, A1, N2, Y1 "2019///"; an arXiv UR gives the arXiv id (version dropped)
    assert sparse.title == "Sparse attention for long scientific documents" and sparse.year == 2019
    assert sparse.authors == ["Ada Lovelace", "Alan M. Turing"] and sparse.abstract.startswith("Transformers read")
    assert sparse.arxiv_id == "1904.01234" and sparse.categories == ["transformers", "efficiency"]
    assert quokka.doi == "10.1071/wr19123"  # "https://doi.org/10.1071/WR19123": resolver dropped, lower-cased
    assert quokka.url is None  # UR javascript:alert(1) is never kept
    assert energy.url == "https://example.org/reports/llm-energy" and energy.doi is None


def test_ris_problems_name_their_lines_and_the_other_records_are_read():
    records, issues = parse(parse_ris, "broken.ris")
    assert issues == [
        (1, "text outside a record (RIS records start with 'TY  - '); skipped"),
        (2, "'A letter without an abstract': no abstract; skipped"),
        (8, "record has no 'ER  -' before the next 'TY  -'; read up to there"),
    ]
    assert [r.title for r in records] == ["Soil carbon under no-till farming", "Wind turbine noise and bat activity"]
    assert [r.line for r in records] == [8, 13]


# --- PubMed MEDLINE -------------------------------------------------------------------------------------------
def test_medline_reads_continuations_full_author_names_mesh_and_ids():
    records, issues = parse(parse_medline, "pubmed.nbib")
    assert issues == [] and len(records) == 3
    gut, reef, sleep = records
    assert gut.title == "Gut microbiome diversity predicts response to influenza vaccination in older adults"  # no "."
    assert gut.abstract.startswith("BACKGROUND: Vaccine responses decline with age. METHODS: We sequenced stool "
                                   "samples of 212 adults")  # continuation lines joined
    assert gut.authors == ["Lena Fischer", "Piotr J Kowalski"]  # FAU, not the short AU beside it
    assert gut.year == 2019 and gut.line == 1
    assert gut.categories == ["Aged", "Gastrointestinal Microbiome", "Humans", "Influenza Vaccines", "microbiome",
                              "vaccination"]  # MeSH without "*" and "/subheading", then OT keywords
    assert gut.doi == "10.1371/journal.pone.0219876" and gut.ids == {"pmid": "31234567", "pmcid": "PMC6620000"}
    assert reef.doi == "10.1016/j.rse.2021.112345" and reef.year == 2020 and reef.line == 38  # DOI from AID
    assert sleep.authors == ["JA Smith", "K Brown", "Sleep Study Group"]  # AU only (old record) + CN
    assert sleep.year == 1998  # DP "1998 Dec-1999 Jan"


def test_medline_problems_name_their_lines_and_the_other_records_are_read():
    records, issues = parse(parse_medline, "broken.nbib")
    assert issues == [(1, "'Comment on: vitamin D and winter colds': no abstract; skipped"),
                      (12, "not a MEDLINE line (expected a tag like 'TI  - '); line skipped")]
    (vitd,) = records
    assert vitd.line == 7 and vitd.authors == ["Chidi Okafor"] and vitd.abstract.endswith("compared with placebo.")


# --- PubMed XML -----------------------------------------------------------------------------------------------
def test_pubmed_xml_joins_labelled_sections_and_reads_authors_and_ids():
    records, issues = parse(parse_pubmed_xml, "pubmed.xml")
    assert issues == [] and len(records) == 3
    coral, llm, trees = records
    assert coral.title == "Heat tolerance of Acropora corals is heritable"  # inline <i> kept as text, no "."
    assert coral.abstract == ("BACKGROUND: Marine heatwaves bleach reef-building corals. METHODS: We bred 48 "
                              "Acropora families and exposed larvae to 32 °C. RESULTS: Heat tolerance had a "
                              "heritability of 0.49 (95% CI 0.31-0.66). CONCLUSIONS: Selective breeding could help "
                              "reefs adapt.")
    assert coral.authors == ["Jan Stühmer", "Chidi Okafor Jr", "Reef Genomics Consortium"]
    assert coral.year == 2022 and coral.line == 4
    assert coral.categories == ["Anthozoa", "Hot Temperature", "coral bleaching"]
    assert coral.doi == "10.1038/s41586-022-00001-x" and coral.ids == {"pmid": "35550001", "pmcid": "PMC9100001"}
    assert llm.authors == ["Ada Lovelace", "G Hopper"] and llm.authors_truncated  # CompleteYN="N"
    assert llm.year == 2021 and llm.arxiv_id == "2111.01234"  # MedlineDate "2021 Nov-Dec"; ArticleId arxiv
    assert trees.abstract.startswith("Street blocks with 40% canopy")  # "UNLABELLED" is not shown


def test_pubmed_xml_problems_name_lines_and_a_truncated_file_keeps_what_came_before():
    records, issues = parse(parse_pubmed_xml, "broken.xml")
    assert issues == [(3, "'Erratum: wrong axis labels in Figure 2': no abstract; skipped"),
                      (29, "malformed XML (no element found); rest of file skipped")]
    assert [r.title for r in records] == ["Bees learn flower colours faster in warm weather"]


def test_xml_that_is_not_pubmed_is_named():
    import io
    items = list(parse_pubmed_xml(io.StringIO("<?xml version='1.0'?>\n<rss><channel/></rss>\n"), "feed.xml"))
    assert items == [(2, "not PubMed XML (root <rss>, expected <PubmedArticleSet>); file skipped")]


# --- OpenAlex -------------------------------------------------------------------------------------------------
def test_openalex_response_abstracts_are_rebuilt_from_the_inverted_index():
    records, issues = parse(parse_json_document, "openalex.json")
    assert issues == [] and len(records) == 3
    rag_paper, gut, glacier = records
    assert rag_paper.abstract == ("Language models invent facts. Retrieving PubMed abstracts before answering cut "
                                  "unsupported claims models by half.")
    assert rag_paper.authors == ["Lena Fischer", "Piotr Kowalski"] and rag_paper.year == 2022
    assert rag_paper.categories == ["Topic Modeling", "Computer science", "Hallucination"]  # weak concepts left out
    assert rag_paper.doi == "10.48550/arxiv.2203.05555" and rag_paper.arxiv_id == "2203.05555"
    assert rag_paper.ids == {"openalex": "W4200000001"} and rag_paper.line == 4
    assert gut.ids == {"openalex": "W3000000002", "pmid": "31234567", "mag": "2955555555"}
    assert glacier.abstract.endswith("lost 60% their area.") and glacier.doi is None  # positions in index order


def test_openalex_json_lines_go_through_the_same_fields():
    rows = [json.loads(line) for line in (FIXTURES / "openalex.jsonl").read_text(encoding="utf-8").splitlines()]
    owls, otters = [record_from_fields(row, "openalex.jsonl", n) for n, row in enumerate(rows, 1)]
    assert owls.title == "Owls hunt by sound in complete darkness" and owls.doi == "10.5555/oa.0020"
    assert owls.abstract == "Barn owls caught mice in total darkness in 9 of 10 trials."
    assert otters.authors == ["Grace Hopper", "A. Turing"]  # an authorship without an author object: its raw name


def test_openalex_problems_name_the_entry():
    records, issues = parse(parse_json_document, "openalex_broken.json")
    assert issues == [(2, "entry 1: 'An editorial with no abstract': no abstract; skipped"),
                      (4, "entry 2: expected a JSON object, found str; skipped")]
    assert [r.title for r in records] == ["Night light pollution delays bird song"]


# --- Semantic Scholar -----------------------------------------------------------------------------------------
def test_semantic_scholar_authors_objects_become_names_and_external_ids_are_kept():
    records, issues = parse(parse_json_document, "s2.json")
    assert issues == [] and len(records) == 3
    dapt, llm, beaver = records
    assert dapt.authors == ["Lena Fischer", "Chidi Okafor"]
    assert dapt.doi == "10.18653/v1/2020.acl-main.447" and dapt.arxiv_id == "2004.10964"
    assert dapt.ids["corpus_id"] == "215416146" and dapt.ids["s2"] == "649def34f8be52c8b66281af98ae884c09aef38b"
    assert dapt.categories == ["Computer Science", "Linguistics"] and dapt.year == 2020
    assert dapt.url == "https://www.semanticscholar.org/paper/649def34f8be52c8b66281af98ae884c09aef38b"
    assert llm.ids["pmid"] == "35550002" and llm.authors == ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
    assert beaver.year == 2022  # "year": null, publicationDate "2022-08-01"


def test_semantic_scholar_batch_nulls_and_withheld_abstracts_are_named():
    records, issues = parse(parse_json_document, "s2_broken.json")
    assert issues == [(2, "entry 1: 'A paper whose abstract Semantic Scholar withholds': no abstract; skipped"),
                      (5, "entry 2: expected a JSON object, found null; skipped")]
    assert [r.doi for r in records] == ["10.5555/12345678"]


def test_malformed_json_document_names_line_and_column():
    import io
    items = list(parse_json_document(io.StringIO('{"data": [\n{"title": "A", "abstract": "Fine text here."},\n'
                                                 '{"title": "B", "abstract": }\n]}'), "x.json"))
    assert isinstance(items[0], RawRecord) and items[0].line == 2
    assert items[1] == (3, "malformed JSON (Expecting value at column 28); rest of file skipped")


# --- authors as objects, anywhere ---------------------------------------------------------------------------
@pytest.mark.parametrize("authors, names", [
    ([{"authorId": "1", "name": "Lena Fischer"}], ["Lena Fischer"]),  # the issue's S2 JSON line
    ([{"given": "Ada", "family": "Lovelace"}, {"family": "Hopper"}], ["Ada Lovelace", "Hopper"]),  # CSL-JSON
    ([{"author": {"display_name": "Heather Piwowar"}}], ["Heather Piwowar"]),  # OpenAlex authorship
    ([{"creatorType": "author", "firstName": "Alan", "lastName": "Turing"}], ["Alan Turing"]),  # Zotero API
    ([{"literal": "World Health Organization"}], ["World Health Organization"]),
    ({"name": "Grace Hopper"}, ["Grace Hopper"]),
    (["Ada Lovelace", {"name": "Alan Turing"}, None, 7, {"affiliation": "x"}], ["Ada Lovelace", "Alan Turing"]),
])
def test_authors_given_as_objects_become_plain_names(authors, names):
    made = record_from_fields({"title": "T", "abstract": "Some abstract text.", "authors": authors}, "a.jsonl", 1)
    assert made.authors == names
    assert not any("{" in a or "'" in a for a in made.authors)


def test_csl_json_fields_and_identifiers():
    made = record_from_fields({"type": "article-journal", "title": "Moss on roofs", "abstract": "Moss grows.",
                               "author": [{"family": "Okafor", "given": "Chidi"}],
                               "issued": {"date-parts": [[2019, 5]]}, "DOI": "10.5555/ABC.1",
                               "URL": "https://example.org/moss"}, "zotero.json", 3)
    assert made.authors == ["Chidi Okafor"] and made.year == 2019
    assert made.doi == "10.5555/abc.1" and made.url == "https://example.org/moss"


# --- identifiers ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("given, doi", [
    ("10.1000/XYZ.123", "10.1000/xyz.123"), ("https://doi.org/10.1000/xyz", "10.1000/xyz"),
    ("http://dx.doi.org/10.1000/xyz.", "10.1000/xyz"), ("doi: 10.1000/xyz", "10.1000/xyz"),
    ("DOI 10.1000/xyz", "10.1000/xyz"), ("not a doi", None), ("10.1/x", None), (None, None), (12, None),
])
def test_doi_spellings(given, doi):
    assert normalize_doi(given) == doi


@pytest.mark.parametrize("given, arxiv", [
    ("2301.01234", "2301.01234"), ("arXiv:2301.01234v3", "2301.01234"), ("https://arxiv.org/abs/2301.01234v2",
                                                                          "2301.01234"),
    ("https://arxiv.org/pdf/2301.01234.pdf", "2301.01234"), ("hep-th/9901001", "hep-th/9901001"),
    ("10.48550/arXiv.2301.01234", "2301.01234"), ("1234", None), ("https://example.org/abs/2301.01234", None),
])
def test_arxiv_spellings(given, arxiv):
    assert normalize_arxiv(given) == arxiv


def test_only_http_urls_are_kept_and_links_prefer_doi_then_arxiv():
    assert safe_url("https://example.org/a?b=1") == "https://example.org/a?b=1"
    for bad in ("javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.org", "ftp://x.org/a",
                "https://exa mple.org", "https://x.org/\nx", "vbscript:x", ""):
        assert safe_url(bad) is None, bad
    assert link_for("10.1000/x<y>", "2301.01234", "https://x.org") == "https://doi.org/10.1000/x%3Cy%3E"
    assert link_for(None, "2301.01234", "https://x.org") == "https://arxiv.org/abs/2301.01234"
    assert link_for(None, None, "https://x.org/p") == "https://x.org/p"
    assert link_for(None, None, "javascript:alert(1)") is None


def test_sici_dois_keep_their_brackets_and_prose_punctuation_goes():
    assert normalize_doi("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0") == \
        "10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0"
    assert normalize_doi("(see doi:10.1000/xyz).") == "10.1000/xyz"


# --- read as streams, recognised as saved ---------------------------------------------------------------------
class CountingLines:
    """A text stream that counts the lines handed out (to see how far a parser has read)."""

    def __init__(self, lines):
        self.lines, self.read = lines, 0

    def __iter__(self):
        for line in self.lines:
            self.read += 1
            yield line


@pytest.mark.parametrize("parser, record, per", [
    (parse_ris, "TY  - JOUR\nTI  - Paper {i}\nAB  - Abstract number {i} says something.\nER  - \n\n", 5),
    (parse_medline, "PMID- {i}\nTI  - Paper {i}.\nAB  - Abstract number {i} says\n      something.\n\n", 5),
    (parse_pubmed_xml, "<PubmedArticle><MedlineCitation><PMID>{i}</PMID><Article><ArticleTitle>Paper {i}"
                       "</ArticleTitle>\n<Abstract><AbstractText>Abstract number {i} says something.</AbstractText>"
                       "</Abstract></Article></MedlineCitation></PubmedArticle>\n", 2),
])
def test_stream_parsers_yield_each_record_before_reading_the_rest(parser, record, per):
    n = 2000
    head = ["<PubmedArticleSet>\n"] if parser is parse_pubmed_xml else []
    tail = ["</PubmedArticleSet>\n"] if parser is parse_pubmed_xml else []
    lines = head + [line + "\n" for i in range(n) for line in record.format(i=i).split("\n")[:-1]] + tail
    stream = CountingLines(lines)
    items = parser(stream, "big")
    first = next(items)
    assert isinstance(first, RawRecord) and first.title == "Paper 0" and first.abstract.startswith("Abstract number 0")
    assert stream.read <= len(head) + 2 * per  # not the whole file: the first record came out as soon as it ended
    rest = list(items)
    assert len(rest) == n - 1 and all(isinstance(r, RawRecord) for r in rest) and rest[-1].title == f"Paper {n - 1}"


def test_exports_saved_as_txt_with_crlf_and_a_bom_are_recognised(tmp_path):
    from rag.corpus import load_corpus

    ris = (FIXTURES / "zotero.ris").read_text(encoding="utf-8")
    (tmp_path / "zotero-export.txt").write_bytes(b"\xef\xbb\xbf" + ris.replace("\n", "\r\n").encode("utf-8"))
    (tmp_path / "pubmed-fischer-set.txt").write_text((FIXTURES / "pubmed.nbib").read_text(encoding="utf-8"),
                                                     encoding="utf-8")
    res = load_corpus([tmp_path])
    assert res.problems == []
    assert sorted((Path(f.file).name, f.kind, f.records) for f in res.files) == [
        ("pubmed-fischer-set.txt", "medline", 3), ("zotero-export.txt", "ris", 4)]
    reef = next(p for p in res.papers if p.title.startswith("Coral reef"))
    assert len(reef.sources) == 2 and reef.abstract.endswith("0.87 balanced accuracy.")


@pytest.mark.parametrize("chunk", [1, 2, 3, 5, 8, 13, 64, 1000])
def test_json_documents_read_in_chunks_of_any_size_give_the_same_records_and_problems(chunk, monkeypatch):
    import rag.corpus.formats.json_doc as formats_json

    names = ["openalex.json", "openalex_broken.json", "s2.json", "s2_broken.json"]
    whole = {name: parse(parse_json_document, name) for name in names}
    monkeypatch.setattr(formats_json, "CHUNK_CHARS", chunk)
    for name in names:
        assert parse(parse_json_document, name) == whole[name], name
    import io
    bad = '{"meta": {"count": 12345},\n "results": [\n{"title": "A", "abstract": "Fine text here."},\n{"title": 1e}]}'
    items = list(parse_json_document(io.StringIO(bad), "x.json"))
    assert isinstance(items[0], RawRecord) and items[0].line == 3 and items[0].title == "A"
    assert items[1][0] == 4 and items[1][1].startswith("malformed JSON (")
    assert list(parse_json_document(io.StringIO('[{"title": "A", "abstract": "Text."}'), "cut.json"))[1] == \
        (1, "malformed JSON (the list of papers is not closed with ']'); entries before it were read")
    one = list(parse_json_document(io.StringIO('{"title": "One", "abstract": "A single paper object.",\n'
                                               '"authors": [{"name": "Lena Fischer"}], "year": 2020}'), "one.json"))
    assert [(r.title, r.authors, r.year) for r in one] == [("One", ["Lena Fischer"], 2020)]


def test_field_map_applies_to_json_documents(tmp_path):
    from rag.corpus import load_corpus

    f = tmp_path / "export.json"
    f.write_text(json.dumps({"items": [{"heading": "Moss on roofs", "summary_text": "North roofs grow moss.",
                                        "creators": [{"lastName": "Okafor", "firstName": "Chidi"}]}]}),
                 encoding="utf-8")
    assert [str(p) for p in load_corpus([f]).problems] == [f"{f}:1: entry 1: no abstract; skipped"]
    (p,) = load_corpus([f], field_map={"abstract": "summary_text", "title": "heading"}).papers
    assert (p.title, p.abstract, p.authors) == ("Moss on roofs", "North roofs grow moss.", ["Chidi Okafor"])


def test_pubmed_xml_entity_bombs_and_external_entities_are_refused_not_expanded():
    import io

    def article(title: str) -> str:
        return ("<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>"
                f"{title}</ArticleTitle><Abstract><AbstractText>Some text.</AbstractText></Abstract></Article>"
                "</MedlineCitation></PubmedArticle></PubmedArticleSet>\n")

    laughs = '<!ENTITY a0 "lol">' + "".join(f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 10))
    bomb = f'<?xml version="1.0"?>\n<!DOCTYPE PubmedArticleSet [{laughs}]>\n' + article("&a9;")
    (issue,) = parse_pubmed_xml(io.StringIO(bomb), "bomb.xml")
    assert issue[0] == 3 and issue[1].startswith("malformed XML (") and "rest of file skipped" in issue[1]
    ext = ('<?xml version="1.0"?>\n<!DOCTYPE PubmedArticleSet [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
           + article("&x;"))
    assert list(parse_pubmed_xml(io.StringIO(ext), "ext.xml")) == [
        (3, "malformed XML (undefined entity &x;); rest of file skipped")]


def test_zotero_csv_keeps_doi_and_url_columns(tmp_path):
    from rag.corpus import load_corpus

    f = tmp_path / "zotero.csv"
    f.write_text('"Key","Item Type","Publication Year","Author","Title","DOI","Url","Abstract Note","Manual Tags"\n'
                 '"ABCD1234","journalArticle","2021","Fischer, Lena; Okafor, Chidi","Coral reef bleaching",'
                 '"10.1016/J.RSE.2021.112345","https://www.sciencedirect.com/x","Reefs bleach in heatwaves.",'
                 '"coral; remote sensing"\n', encoding="utf-8")
    res = load_corpus([f])
    (p,) = res.papers
    assert res.problems == [] and p.authors == ["Lena Fischer", "Chidi Okafor"]
    assert (p.doi, p.url, p.categories) == ("10.1016/j.rse.2021.112345", "https://www.sciencedirect.com/x",
                                            ["coral", "remote sensing"])
