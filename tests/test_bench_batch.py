"""`litchat bench batch` on the seed abstracts written as a BEIR corpus by the test: the chunks are ingest's own
(chunked, spanned), each batch size runs in its own interpreter with the real ONNX encoder, and the vectors do
not depend on the batch size. Checks shape and sanity, never a speed."""
import json

import pytest

from bench.batch import ingest_texts, markdown, measure
from rag.corpus import load_corpus
from rag.settings import Settings

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def beir_corpus(tmp_path_factory, seeds_dir):
    folder = tmp_path_factory.mktemp("batch-beir")
    papers = load_corpus([seeds_dir]).papers[:12]
    (folder / "corpus.jsonl").write_text("".join(
        json.dumps({"_id": p.id, "title": p.title or "", "text": p.abstract}) + "\n" for p in papers))
    return folder


def test_texts_are_ingests_chunks_with_spans_inside_them(beir_corpus, tmp_path):
    texts, spans = ingest_texts(beir_corpus, 9, Settings(home=tmp_path))
    assert len(texts) == len(spans) == 9
    for text, sentence_spans in zip(texts, spans):
        assert sentence_spans, text[:80]
        assert all(0 <= a < b <= len(text) for a, b in sentence_spans)
        assert [a for a, _ in sentence_spans] == sorted(a for a, _ in sentence_spans)


def test_each_size_runs_in_its_own_process_and_gives_the_same_vectors(beir_corpus, tmp_path):
    settings = Settings(home=tmp_path)
    texts, spans = ingest_texts(beir_corpus, 7, settings)
    result = measure(texts, spans, [2, 5], rounds=2, settings=settings)
    runs = result["runs"]
    assert [(r["round"], r["batch_size"]) for r in runs] == [(1, 2), (1, 5), (2, 5), (2, 2)]  # order rotates
    assert all(r["chunks"] == 7 and r["chunks_per_s"] > 0 and r["peak_rss_mb"] > 50 for r in runs)
    assert min(result["min_cos_vs_largest"].values()) > 0.9999
    table = markdown(result)
    assert "| 2 |" in table and "| 5 |" in table
