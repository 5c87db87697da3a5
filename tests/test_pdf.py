"""PDF ingest on PDFs these tests write themselves (reportlab): two columns, ligatures, a running header and a
footer with page numbers, hyphenated line ends, a figure caption, a References section. Real extraction
(pypdfium2), real embedder, real Chroma."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from bench.pdf_fixtures import HEADER, PaperSpec, write_paper_pdf, write_scanned_pdf
from rag.chunking import chunk_paper
from rag.corpus.loader import load_corpus, read_file
from rag.corpus.pdf.extract import LIGATURES
from rag.embedding.encoders import RecordingEmbedder, get_embedder
from rag.ingest import run_ingest
from rag.store import open_store


def plain(text: str) -> str:
    return text.translate(LIGATURES)


@pytest.fixture(scope="module")
def papers_dir(tmp_path_factory) -> tuple[Path, dict[int, tuple[PaperSpec, dict[str, int]]]]:
    folder = tmp_path_factory.mktemp("pdfs")
    made = {}
    for n in range(4):
        spec = PaperSpec.sample(n, body_paragraphs=5)
        made[n] = (spec, write_paper_pdf(folder / f"paper{n}.pdf", spec))
    return folder, made


def body_text(record) -> str:
    return " ".join(s.text for s in record.body if s.kind != "references")


def test_every_sentence_recovered_in_reading_order(papers_dir):
    folder, made = papers_dir
    for n, (spec, _placed) in made.items():
        kind, records, problems = read_file(folder / f"paper{n}.pdf")
        assert kind == "pdf" and not problems and len(records) == 1
        text = body_text(records[0])
        at = 0
        for sentence in spec.sentences():
            found = text.find(plain(sentence), at)
            assert found >= 0, f"paper{n}: not recovered in order: {sentence!r}"
            at = found + 1
        assert records[0].abstract == spec.abstract


def test_hyphenated_words_rejoined_and_ligatures_expanded(papers_dir):
    folder, made = papers_dir
    _kind, records, _ = read_file(folder / "paper0.pdf")
    text = body_text(records[0])
    for word in ("experimentally", "representations", "characteristics", "interpretability", "reproducibility"):
        assert word in text
    assert not re.search(r"[a-z]- [a-z]", text), "a line-end hyphen left in the text"
    assert not re.search("[\ufb00-\ufb06\ufffe\x02]", text)
    assert "influence the final" in text and "flexible" in text


def test_chunks_hold_no_page_chrome_and_no_references(papers_dir):
    folder, _made = papers_dir
    paper = load_corpus([folder / "paper1.pdf"]).papers[0]
    chunks = chunk_paper(paper, 200, 40)
    assert len(chunks) > 5
    for c in chunks:
        assert HEADER not in c.text and "Journal of Fixture" not in c.text
        assert not re.search(r"(^|\s)\d{1,2}\s*$", c.text), f"a page number line left: {c.text[-30:]!r}"
        assert "Journal of Cited Works" not in c.text and "citation parsing" not in c.text
    assert {c.section for c in chunks} >= {"Abstract", "1 Introduction", "2 Methods", "3 Results", "4 Discussion"}
    assert all(c.page is not None for c in chunks if c.section != "Abstract")
    assert max(c.page_end for c in chunks if c.page_end) >= 2
    for c in chunks:  # a chunk over a page break knows where the next page starts inside it
        if c.page is not None and c.page_end != c.page:
            assert c.page_breaks and c.page_breaks[-1][1] == c.page_end and 0 < c.page_breaks[0][0] < len(c.text)


def test_metadata_from_first_page(papers_dir):
    folder, made = papers_dir
    spec = made[2][0]
    paper = load_corpus([folder / "paper2.pdf"]).papers[0]
    assert paper.title == spec.title
    assert paper.authors == spec.authors
    assert paper.doi == spec.doi and paper.arxiv_id == spec.arxiv_id
    assert paper.year == 2000 + int(spec.arxiv_id[:2])
    assert paper.pdf == str((folder / "paper2.pdf").resolve()) and paper.pages >= 2


def test_bad_pdfs_get_one_line_each_and_the_rest_is_ingested(tmp_path, papers_dir):
    folder, _made = papers_dir
    good = tmp_path / "good.pdf"
    good.write_bytes((folder / "paper0.pdf").read_bytes())
    data = good.read_bytes()
    (tmp_path / "truncated.pdf").write_bytes(data[: len(data) // 3])
    (tmp_path / "corrupt.pdf").write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 20)
    write_scanned_pdf(tmp_path / "scan.pdf")
    _encrypted(tmp_path / "locked.pdf")
    result = load_corpus([tmp_path])
    assert [p.title for p in result.papers] == [PaperSpec.sample(0).title]
    by_file = {Path(p.file).name: p.message for p in result.problems}
    assert set(by_file) == {"truncated.pdf", "corrupt.pdf", "scan.pdf", "locked.pdf"}, by_file
    assert "encrypted" in by_file["locked.pdf"]
    assert "no text layer" in by_file["scan.pdf"]
    assert all("\n" not in m for m in by_file.values())


def _encrypted(path: Path) -> None:
    from reportlab.lib import pdfencrypt
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), encrypt=pdfencrypt.StandardEncryption("secret", canPrint=0))
    c.drawString(72, 720, "A secret paper about locked results that nobody may read without the password.")
    c.save()


def test_pdf_and_export_of_the_same_paper_become_one(tmp_path, papers_dir):
    folder, made = papers_dir
    spec = made[3][0]
    (tmp_path / "paper3.pdf").write_bytes((folder / "paper3.pdf").read_bytes())
    export_abstract = "The publisher's abstract of this paper, which the export carries and the PDF does not."
    (tmp_path / "library.jsonl").write_text(json.dumps(
        {"title": spec.title.upper(), "abstract": export_abstract, "doi": f"https://doi.org/{spec.doi}",
         "authors": spec.authors, "year": spec.year}) + "\n")
    papers = load_corpus([tmp_path]).papers
    assert len(papers) == 1
    paper = papers[0]
    assert paper.abstract == export_abstract
    assert paper.body and paper.pdf and len(paper.sources) == 2


@pytest.mark.slow
def test_reingest_embeds_nothing_and_a_body_number_is_cited_with_its_page(tmp_path, papers_dir, make_settings):
    from rag.api import Litchat

    folder, made = papers_dir
    settings = make_settings()
    embedder = RecordingEmbedder(get_embedder(backend="onnx"))  # the default path: bodies through the int8 graph
    store = open_store(settings)
    first = run_ingest(settings, [folder], store, embedder)
    assert first.added == 4 and not first.problems
    before = embedder.texts
    again = run_ingest(settings, [folder], store, embedder)
    assert again.unchanged == 4 and again.embedded_chunks == 0 and embedder.texts == before

    spec, placed = made[2]
    caption = next(p for p in placed if p.startswith("Table 2"))
    page = placed[caption]
    assert page >= 2  # the fixture puts the answer past the first page, so the page is a real check
    number = re.search(r"\d+\.\d", caption).group(0)
    lc = Litchat(settings)
    answer = lc.ask("What held-out accuracy does the traffic flow classifier reach on the reflectance benchmark?")
    assert not answer.abstained, answer.text
    assert number in answer.text and f"[1, p. {page}]" in answer.text, answer.text
    cited = answer.citations[0].paper
    assert cited.title == spec.title
    checks = [s for s in answer.sentences if number in s.text]
    assert checks and checks[0].supported and checks[0].page == page and checks[0].section == "3 Results"
    assert answer.to_dict()["citations"][0]["pages"] == [page]
    for s in answer.sentences:  # the references section is never evidence
        assert "Journal of Cited Works" not in (s.evidence or "")


CHROMIUM = Path("/usr/bin/chromium")


@pytest.mark.browser
def test_a_browser_printed_two_column_page_reads_in_order_without_its_header_and_footer(tmp_path):
    """Chromium's print-to-PDF: CSS columns, and its own running header (date, title) and footer (file URL,
    "1/2" page numbers) on every page."""
    assert CHROMIUM.exists(), "headless Chromium is missing: run `make browser` (make test does)"
    spec = PaperSpec.sample(1, body_paragraphs=5)
    body = "".join(f"<h2>{h}</h2>" + "".join(f"<p>{p}</p>" for p in ps) for h, ps in spec.sections)
    refs = "<h2>References</h2>" + "".join(f"<p>{r}</p>" for r in spec.references)
    page = tmp_path / "paper.html"
    page.write_text(f"<html><head><title>{spec.title}</title><style>body{{font-family:serif;font-size:10pt}}"
                    f".cols{{columns:2;column-gap:18pt;text-align:justify}}</style></head><body>"
                    f"<h1>{spec.title}</h1><p>{', '.join(spec.authors)}</p><p>doi:{spec.doi}</p><h2>Abstract</h2>"
                    f"<p>{spec.abstract}</p><div class='cols'>{body}{refs}</div></body></html>", encoding="utf-8")
    pdf = tmp_path / "paper.pdf"
    subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    f"--print-to-pdf={pdf}", page.as_uri()], check=True, capture_output=True, timeout=120)
    paper = load_corpus([pdf]).papers[0]
    assert paper.title == spec.title and paper.doi == spec.doi and paper.pages >= 2
    text = " ".join(s.text for s in paper.body if s.kind != "references")
    at = 0
    for sentence in spec.sentences():
        found = text.find(plain(sentence), at)
        assert found >= 0, f"not recovered in order: {sentence!r}"
        at = found + 1
    assert "file://" not in text and not re.search(r"\b\d/\d\b", text)
    for chunk in chunk_paper(paper, 200, 40):
        assert spec.title not in chunk.text and "Journal of Cited Works" not in chunk.text


@pytest.mark.slow
def test_long_documents_do_not_drown_abstracts(tmp_path, make_settings):
    """A paper's score is its best passage: a PDF with dozens of chunks on a topic does not outrank the abstract
    that answers the query, and the other papers still come back."""
    from rag.api import Litchat

    for n in (1, 5):  # protein folding, coral bleaching: full text, dozens of chunks each
        write_paper_pdf(tmp_path / f"paper{n}.pdf", PaperSpec.sample(n, body_paragraphs=5))
    rows = [{"title": "Satellite Detection of Coral Bleaching Events",
             "abstract": "We detect coral bleaching events from multispectral satellite images. A classifier trained "
                         "on reef surveys maps bleached reefs across the Pacific.", "year": 2022},
            {"title": "Wind Turbine Wake Modelling", "abstract": "We model the wakes of wind turbines with large "
                                                                 "eddy simulations.", "year": 2020},
            {"title": "Bird Song Recognition", "abstract": "We recognise bird species from their songs with "
                                                           "convolutional networks.", "year": 2019}]
    (tmp_path / "abstracts.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    lc = Litchat(make_settings())
    lc.ingest([tmp_path])
    hits = lc.search("detecting coral bleaching from satellite images", k=4)
    titles = [h.paper.title for h in hits]
    assert titles[0] == "Satellite Detection of Coral Bleaching Events", titles
    assert len(set(titles)) == 4
    pdf_hit = next(h for h in hits if h.paper.pdf)
    assert pdf_hit.passages and len(pdf_hit.passages) <= 3  # best passages shown, not every chunk counted


def test_body_chunks_go_through_the_int8_graph_and_abstracts_through_the_main_one(tmp_path, papers_dir,
                                                                                   make_settings):
    """Full-text bodies (most of a PDF's chunks) are read by the faster int8 graph; abstracts keep the main graph's
    exact vectors (abstract-only corpora are untouched). A re-ingest embeds nothing; turning the body graph off
    re-embeds the full-text papers only, through the main graph."""
    import numpy as np

    folder, _ = papers_dir
    settings = make_settings()
    assert settings.body_onnx_variant() == "int8"
    main = RecordingEmbedder(get_embedder(backend="onnx"))
    store = open_store(settings)
    assert run_ingest(settings, [folder], store, main).added == 4
    papers = load_corpus([folder]).papers
    chunks = {c.id: c for p in papers for c in chunk_paper(p, settings.chunk_tokens, settings.chunk_overlap)}
    abstract = [c for c in chunks.values() if c.section == "Abstract"]
    body = [c for c in chunks.values() if c.section != "Abstract"]
    assert body and abstract and main.texts == len(abstract)  # the main graph read the abstracts only
    got = store.chunks.get(ids=list(chunks), include=["embeddings"])
    stored = dict(zip(got["ids"], np.asarray(got["embeddings"], dtype=np.float32)))
    exact = main.embed([c.embed_text for c in abstract + body])
    cos = {c.id: float(stored[c.id] @ v) for c, v in zip(abstract + body, exact)}
    assert min(cos[c.id] for c in abstract) > 0.99999
    assert max(cos[c.id] for c in body) < 0.99999 and min(cos[c.id] for c in body) > 0.95  # int8: close, not equal

    before = main.texts
    again = run_ingest(settings, [folder], store, main)
    assert again.embedded_chunks == 0 and main.texts == before
    one_graph = make_settings(fulltext_onnx_variant="opt")
    switched = run_ingest(one_graph, [folder], open_store(one_graph), main)
    assert switched.updated == 4 and main.texts == before + len(chunks)
