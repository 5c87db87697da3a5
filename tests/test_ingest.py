"""Incremental ingest with the real embedder and a real Chroma store.

Encoder work is counted by wrapping the real embedder (every text that reaches MiniLM is counted), not by mocking
any of our code."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rag.chunking import chunk_paper
from rag.embedding.encoders import RecordingEmbedder, get_embedder
from rag.embedding.lazy import window_check
from rag.ingest import run_ingest, run_ingest_papers
from rag.records import Paper
from rag.store import open_store

TOPICS = ["fairness in medical imaging", "graph neural networks for molecules", "speech recognition in noise",
          "continual learning without forgetting", "protein structure prediction", "robot grasping from pixels",
          "causal discovery from time series", "retrieval augmented question answering"]


def record(i: int, extra: str = "") -> dict:
    topic = TOPICS[i % len(TOPICS)]
    return {"title": f"A study of {topic} number {i}",
            "abstract": f"We study {topic} in setting {i}. Our method improves accuracy by {i + 2}.5 points over "
                        f"strong baselines. {extra}".strip(),
            "authors": [f"Alice Author{i}", f"Bob Writer{i}"], "year": 2015 + i % 10}


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


@pytest.fixture(scope="module")
def embedder():
    return RecordingEmbedder(get_embedder())  # the real encoder, counting what it is asked to encode


@pytest.fixture
def corpus(tmp_path) -> Path:
    folder = tmp_path / "corpus"
    folder.mkdir()
    write_jsonl(folder / "a.jsonl", [record(i) for i in range(3)])
    write_jsonl(folder / "b.jsonl", [record(i) for i in range(3, 5)])
    return folder


def ingest(settings, paths, embedder):
    before = embedder.texts
    report = run_ingest(settings, paths, open_store(settings), embedder)
    return report, embedder.texts - before


def consistent(settings) -> None:
    """Every paper record has exactly its chunks, no chunk lacks a record, nothing pending."""
    store = open_store(settings)
    records = store.record_metadata()
    assert store.chunk_counts() == {pid: meta["n_chunks"] for pid, meta in records.items()}
    assert store.count_chunks() == sum(meta["n_chunks"] for meta in records.values())
    assert store.pending() == []


def test_second_run_embeds_nothing_and_edits_are_re_embedded(make_settings, corpus, embedder):
    settings = make_settings()
    report, encoded = ingest(settings, [corpus], embedder)
    assert (report.added, report.updated, report.removed, report.unchanged) == (5, 0, 0, 0)
    assert report.papers_total == 5 and report.problems == []
    assert encoded == report.embedded_chunks == open_store(settings).count_chunks() > 0
    consistent(settings)

    calls = embedder.n_calls
    report, encoded = ingest(settings, [corpus], embedder)
    assert encoded == 0 and embedder.n_calls == calls and report.embedded_chunks == 0
    assert (report.added, report.updated, report.removed, report.unchanged) == (0, 0, 0, 5)
    assert report.summary().startswith("nothing to embed")

    rows = [record(i) for i in range(3)]
    rows[1] = record(1, extra="A new closing sentence about calibration.")
    write_jsonl(corpus / "a.jsonl", rows)
    report, encoded = ingest(settings, [corpus], embedder)
    edited = [p for p in open_store(settings).all_papers() if "calibration" in p.abstract]
    assert len(edited) == 1
    assert (report.added, report.updated, report.removed, report.unchanged) == (0, 1, 0, 4)  # titled: same id
    assert encoded == len(chunk_paper(edited[0], settings.chunk_tokens, settings.chunk_overlap,
                                      fits=window_check(embedder)))
    assert open_store(settings).count_papers() == 5
    consistent(settings)


def test_removed_file_papers_go_and_other_paths_are_left_alone(make_settings, corpus, tmp_path, embedder):
    settings = make_settings()
    ingest(settings, [corpus], embedder)
    other = write_jsonl(tmp_path / "other.jsonl", [record(7)])
    report, _ = ingest(settings, [other], embedder)  # another path: adds, does not wipe the corpus folder's papers
    assert (report.added, report.removed, report.kept) == (1, 0, 5)
    assert open_store(settings).count_papers() == 6

    (corpus / "b.jsonl").unlink()
    report, encoded = ingest(settings, [corpus], embedder)
    assert (report.removed, report.unchanged, encoded) == (2, 3, 0)
    titles = {p.title for p in open_store(settings).all_papers()}
    assert titles == {record(i)["title"] for i in (0, 1, 2, 7)}
    consistent(settings)


def test_a_file_that_turns_bad_keeps_its_stored_papers(make_settings, corpus, embedder):
    settings = make_settings()
    ingest(settings, [corpus], embedder)
    (corpus / "b.jsonl").write_bytes(b"\xff\xfe\x00binary\x00junk" * 50)
    report, encoded = ingest(settings, [corpus], embedder)
    assert report.problems and all("b.jsonl" in str(p) for p in report.problems)
    assert (report.removed, report.kept, report.unchanged, encoded) == (0, 2, 3, 0)
    assert open_store(settings).count_papers() == 5

    (corpus / "b.jsonl").unlink()  # gone for real now: removed
    report, _ = ingest(settings, [corpus], embedder)
    assert report.removed == 2 and report.problems == []


def test_a_missing_path_removes_nothing(make_settings, corpus, tmp_path, embedder):
    settings = make_settings()
    ingest(settings, [corpus], embedder)
    report, _ = ingest(settings, [tmp_path / "typo"], embedder)
    assert report.problems and report.removed == 0
    assert open_store(settings).count_papers() == 5


def test_index_fingerprint_change_re_embeds_everything(make_settings, corpus, embedder):
    ingest(make_settings(), [corpus], embedder)
    changed = make_settings(chunk_tokens=64, chunk_overlap=16)
    report, encoded = ingest(changed, [corpus], embedder)
    assert (report.updated, report.unchanged) == (5, 0) and encoded == report.embedded_chunks > 0
    report, encoded = ingest(changed, [corpus], embedder)
    assert encoded == 0
    consistent(changed)


def test_moved_copy_updates_sources_without_embedding(make_settings, corpus, embedder):
    settings = make_settings()
    ingest(settings, [corpus], embedder)
    rows = [record(i) for i in range(3)]
    write_jsonl(corpus / "a.jsonl", [rows[2], rows[0], rows[1]])  # same papers, other lines
    report, encoded = ingest(settings, [corpus], embedder)
    assert encoded == 0 and report.unchanged == 5
    stored = {p.title: p for p in open_store(settings).all_papers()}
    assert [(s.file, s.line) for s in stored[rows[2]["title"]].sources] == [("a.jsonl", 1)]


def test_in_memory_papers_stream_in_batches(make_settings, embedder):
    settings = make_settings(ingest_batch_papers=3)
    papers = [Paper(id=f"g_{i}", title=f"Generated {i}", display_title=f"Generated {i}", authors=["Gen Erator"],
                    authors_truncated=False, year=2020, categories=["cs.AI"],
                    abstract=f"Generated abstract {i} about {TOPICS[i % 8]}.") for i in range(7)]
    calls = embedder.n_calls
    report = run_ingest_papers(settings, (p for p in papers), open_store(settings), embedder)
    assert report.added == 7 and report.embedded_chunks == 7
    assert embedder.n_calls - calls == 3  # one encoder call a batch of 3 papers: 3 + 3 + 1
    report = run_ingest_papers(settings, iter(papers[:4]), open_store(settings), embedder, remove_missing=True)
    assert (report.removed, report.unchanged, report.embedded_chunks) == (3, 4, 0)
    consistent(settings)


def test_every_seed_chunk_fits_the_encoder_window(seeds_dir, embedder):
    from rag.corpus import load_corpus

    fits = window_check(embedder)
    assert fits is not None
    tokenizer = embedder.model.tokenizer
    longest = 0
    for paper in load_corpus([seeds_dir]).papers:
        for chunk in chunk_paper(paper, 200, 40, fits=fits):
            n = len(tokenizer(chunk.embed_text, verbose=False)["input_ids"])
            longest = max(longest, n)
            assert n <= embedder.max_seq_length, chunk.id
    assert longest > 150  # the budget is actually used


def test_stored_vectors_are_the_embedded_text_vectors(make_settings, corpus, embedder):
    settings = make_settings()
    ingest(settings, [corpus], embedder)
    store = open_store(settings)
    paper = store.all_papers()[0]
    chunk = chunk_paper(paper, settings.chunk_tokens, settings.chunk_overlap, fits=window_check(embedder))[0]
    vec = embedder.inner.embed([chunk.embed_text])[0]
    hit = store.query_chunks(vec, k=1)[0]
    assert hit.chunk_id == chunk.id and hit.text == chunk.text
    assert hit.score == pytest.approx(1.0, abs=1e-3)
    assert np.isclose(np.linalg.norm(vec), 1.0, atol=1e-4)
