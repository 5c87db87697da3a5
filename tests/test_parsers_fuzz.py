"""Property tests: no parser crashes on any input; every output is a clean record or a clear problem.

Inputs are random text built from the pieces that make the seed pages hard (chrome, author lines, LaTeX,
hyphen breaks, category lines, CJK, stray braces and dollars), real seed lines shuffled and cut, and raw bytes.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from rag.corpus import CorpusProblem, load_corpus
from rag.corpus.authors import split_authors
from rag.corpus.formats.bibtex import parse_bibtex
from rag.corpus.formats.registry import parse_text
from rag.corpus.formats.rows import parse_csv, parse_jsonl
from rag.corpus.latex import delatex
from rag.corpus.formats.layouts import LAYOUTS
from rag.corpus.naming import display_title
from rag.corpus.raw import RawRecord
from rag.corpus.text import GLYPH_CHROME, clean_abstract, clean_text

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
SEED_LINES = [l for f in sorted(SEEDS.glob("*.txt")) for l in f.read_text(encoding="utf-8").split("\n")]


def seed_line(i: int) -> str:
    return SEED_LINES[i]


SEED_LINE = st.integers(0, len(SEED_LINES) - 1).map(seed_line)  # (a short repr, unlike sampled_from)
PIECES = [
    "论文检索", "输入标题、作者或关键词，从 11,272 篇学术成果中精准定位", "PDF ↗", "Read the full abstract ▾", "cs.AI↗",
    "arXiv2026", "Timothy Hospedales", "Machine Learning · Cross-listed from cs.AI", "Deep Learning · Foundation Models",
    "Ada Lovelace, Alan Turing et al. (+3 more)", "All authors Ada Lovelace, Alan Turing, Grace Hopper",
    "Kexin Chu, Yang Zhou and Wei Zhang", "Shu-wen Yang, Chieh-Chi Kao 等", "$\\geq$3B", "$\\sim$3", "FedP$^2$EFT",
    "20\\%-50\\%", "``everything''", "\\url{https://x.org/a}", "\\footnote{see \\url{u}}", "\\emph{x}",
    "$\\mathcal{NP}$", "\\href{https://a.b/c-\n d}{GitHub}", "**Proxy-FDA**", "mini- mizes", "multi-\n", "evidence.We",
    "$", "{", "}", "\\", "$$", "\\frac{a}{", "^", "_", "(SSR}", "We introduce FooNet, a new model.",
    "we propose Prototype Entropy Alignment (PEA), a framework", "( )", "(", ")", "et al.", "等", " · ", "—", "\t",
    "Markov Decision Processes (MDPs)", "@article{k,", "title = {x}", "\"", ",", "\n", "\n\n", " ",
]
TEXT = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=30), SEED_LINE),
                max_size=40).map("".join)
LINES = st.lists(st.one_of(SEED_LINE, st.sampled_from(PIECES), st.text(max_size=40)),
                 max_size=60)
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_clean(record_or_paper, n_lines: int | None = None) -> None:
    r = record_or_paper
    assert r.abstract.strip(), "empty abstract"
    fields = [r.title or "", r.abstract, *r.authors, *r.categories]
    if hasattr(r, "display_title"):
        assert r.display_title.strip(), "display_title not set"
        fields.append(r.display_title)
    for text in fields:
        for chrome in GLYPH_CHROME:
            if chrome != "Cross-listed from":  # chrome of category lines; prose may say it
                assert chrome not in text, (chrome, text)
        assert "\n" not in text
    for category in r.categories:
        assert "Cross-listed from" not in category
    if n_lines is not None and isinstance(r, RawRecord):
        assert 1 <= r.line <= n_lines


@FUZZ
@given(LINES)
def test_every_layout_parser_survives_any_lines(lines):
    for layout in LAYOUTS:
        layout.detect(lines)
        records, issues = layout.parse(lines, "fuzz.txt")
        for r in records:
            assert_clean(r, len(lines))
        for line, message in issues:
            assert message and (line is None or 1 <= line <= len(lines))


@FUZZ
@given(lines=st.lists(SEED_LINE, min_size=1, max_size=60), rnd=st.randoms(use_true_random=False))
def test_shuffled_real_seed_lines_through_load_corpus(lines, rnd, tmp_path_factory):
    rnd.shuffle(lines)
    f = tmp_path_factory.mktemp("fuzz") / "page.txt"
    f.write_text("\n".join(lines), encoding="utf-8")
    res = load_corpus([f])
    for p in res.papers:
        assert_clean(p)
    for p in res.problems:
        assert isinstance(p, CorpusProblem) and str(p).startswith(str(f))
    assert res.papers or res.problems


@FUZZ
@given(TEXT)
def test_text_cleaning_is_total_and_idempotent_on_chrome(text):
    out = clean_text(text)
    assert "\n" not in out and out == out.strip()
    for chrome in GLYPH_CHROME[:-1]:
        assert chrome not in out
    delatex(text)
    clean_abstract(text)
    names, _ = split_authors(text.split("\n")[0])
    assert all(n.strip() for n in names)


@FUZZ
@given(TEXT, st.lists(st.text(max_size=20), max_size=3))
def test_display_title_always_set(abstract, authors):
    abstract = clean_text(abstract) or "x"
    label = display_title(None, abstract, [a for a in authors if a.split()])
    assert label.strip()


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
                           lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3),
                           max_leaves=6)
ROW = st.dictionaries(st.sampled_from(["title", "abstract", "authors", "year", "categories", "Abstract", "x"]),
                      JSON_VALUES, max_size=6)


@FUZZ
@given(st.lists(st.one_of(ROW.map(json.dumps), TEXT.map(lambda t: t.replace("\n", " "))), max_size=8))
def test_jsonl_parser(lines):
    records, issues = parse_text(parse_jsonl, "\n".join(lines), "f.jsonl")
    for r in records:
        assert_clean(r)
    assert all(line is not None and msg for line, msg in issues)


@FUZZ
@given(st.lists(st.lists(TEXT, min_size=1, max_size=5), max_size=6),
       st.sampled_from(["title,abstract,authors,year", "Abstract;Title", "title,year", ""]))
def test_csv_parser(rows, header):
    import csv
    import io
    buf = io.StringIO()
    writer = csv.writer(buf)
    for row in rows:
        writer.writerow(row)
    records, issues = parse_text(parse_csv, header + "\n" + buf.getvalue(), "f.csv")
    for r in records:
        assert_clean(r)
    if "abstract" not in header.lower():
        assert not records and issues and issues[0][0] == 1


@FUZZ
@given(st.lists(st.one_of(
    st.builds(lambda k, t, a, y: f"@article{{{k}, title = {{{t}}}, abstract = {{{a}}}, year = {y}}}",
              st.from_regex(r"[a-z0-9]{1,8}", fullmatch=True), TEXT, TEXT, st.integers(0, 3000)),
    TEXT), max_size=5))
def test_bibtex_parser(chunks):
    records, issues = parse_bibtex("\n".join(chunks), "f.bib")
    for r in records:
        assert_clean(r)
    assert all(msg for _, msg in issues)


@FUZZ
@given(data=st.binary(max_size=400), name=st.sampled_from(["a.txt", "a.jsonl", "a.csv", "a.bib"]))
def test_load_corpus_on_arbitrary_bytes(data, name, tmp_path_factory):
    f = tmp_path_factory.mktemp("bytes") / name
    f.write_bytes(data)
    res = load_corpus([f])
    for p in res.papers:
        assert_clean(p)
    for p in res.problems:
        assert re.match(re.escape(str(f)) + r"(:\d+)?: \S", str(p))
    assert res.papers or res.problems


# --- the export formats (RIS, MEDLINE, PubMed XML, JSON documents): never raise, always a record or an issue ------
EXPORT_PIECES = [
    "TY  - JOUR", "ER  - ", "ER  -", "TI  - ", "AB  - ", "AU  - Fischer, Lena", "A1  - ", "PY  - 2021", "KW  - a; b",
    "DO  - 10.1000/xyz", "UR  - javascript:alert(1)", "UR  - https://arxiv.org/abs/2301.01234v2", "N2  - ",
    "PMID- 123", "TI  - ", "AB  - ", "      continued", "FAU - Fischer, Lena", "AU  - Fischer L", "DP  - 2019 Jul",
    "MH  - *Humans/genetics", "LID - 10.1/x [doi]", "CN  - Group", "<PubmedArticleSet>", "</PubmedArticleSet>",
    "<PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>", "</ArticleTitle>",
    "<Abstract><AbstractText Label=\"METHODS\">", "</AbstractText></Abstract>", "</Article></MedlineCitation>",
    "</PubmedArticle>", "<AuthorList CompleteYN=\"N\"><Author><LastName>X</LastName></Author></AuthorList>",
    "&amp;", "&#xb0;", "<!DOCTYPE x>", "<i>", "</i>", "{\"results\": [", "{\"data\": [", "[", "]", "{", "}", ",",
    "null",
    "\"abstract_inverted_index\": {\"a\": [0], \"b\": [1, -1]}", "\"authors\": [{\"name\": \"A B\"}, {\"given\": 1}]",
    "\"abstract\": \"Some text.\"", "\"externalIds\": {\"DOI\": null, \"ArXiv\": 5}", "\"title\": \"T\"", ":",
]
EXPORT_TEXT = st.lists(st.one_of(st.sampled_from(EXPORT_PIECES), st.sampled_from(PIECES), st.text(max_size=20)),
                       max_size=50).map(lambda parts: "\n".join(parts))


@FUZZ
@given(EXPORT_TEXT)
def test_export_format_parsers_yield_only_clean_records_or_issues(text):
    import io

    from rag.corpus.formats.json_doc import parse_json_document
    from rag.corpus.formats.medline import parse_medline
    from rag.corpus.formats.pubmed_xml import parse_pubmed_xml
    from rag.corpus.formats.ris import parse_ris

    n_lines = len(io.StringIO(text, newline="").readlines()) + 1  # "\r", "\n" and "\r\n" each end a line
    for parser in (parse_ris, parse_medline, parse_pubmed_xml, parse_json_document):
        for item in parser(io.StringIO(text, newline=""), "f"):
            if isinstance(item, RawRecord):
                assert_clean(item)
                assert item.url is None or item.url.startswith(("http://", "https://"))
                assert all(isinstance(k, str) and isinstance(v, str) for k, v in item.ids.items())
            else:
                line, message = item
                assert message and (line is None or 1 <= line <= n_lines + 1), item


@FUZZ
@given(JSON_VALUES)
def test_authors_of_any_json_shape_become_plain_names(value):
    from rag.corpus.fields import parse_authors

    names, _ = parse_authors(value)
    assert all(isinstance(n, str) and n.strip() and "\n" not in n for n in names)
    items = value if isinstance(value, list) else [value]
    reprs = {clean_text(str(v)) for v in items if not isinstance(v, str)}
    assert not reprs & set(names), names  # objects, lists and numbers never show up as their repr


@FUZZ
@given(EXPORT_TEXT, st.integers(1, 9))
def test_json_documents_read_in_small_chunks_equal_one_read(text, chunk):
    import io

    import rag.corpus.formats.json_doc as formats_json

    whole = list(formats_json.parse_json_document(io.StringIO(text, newline=""), "f"))
    saved = formats_json.CHUNK_CHARS
    formats_json.CHUNK_CHARS = chunk
    try:
        assert list(formats_json.parse_json_document(io.StringIO(text, newline=""), "f")) == whole
    finally:
        formats_json.CHUNK_CHARS = saved
