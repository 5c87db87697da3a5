"""PaperStore on a real embedded Chroma (vectors made up here: the store does not care where they come from),
plus the faults: corrupted or missing store, unreachable server."""
from __future__ import annotations

import numpy as np
import pytest

from rag.chunking import chunk_paper
from rag.records import Paper, Source
from conftest import free_port
from rag.store import Rebuild, StoreError, open_store

DIM = 384


def make_paper(i: int, year: int | None = 2020, categories=("cs.LG",), abstract: str | None = None) -> Paper:
    text = abstract or (f"Paper {i} studies topic {i}. It reports result {i}. "
                        + " ".join(f"Sentence {j} of paper {i} adds detail." for j in range(i % 4)))
    return Paper(id=f"p_{i:04d}", title=f"Title {i}", display_title=f"Title {i}", authors=[f"Author {i}"],
                 authors_truncated=False, year=year, categories=list(categories), abstract=text,
                 sources=[Source("corpus.jsonl", i + 1)])


def unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.normal(size=(n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def write(store, paper: Paper, rng) -> np.ndarray:
    chunks = chunk_paper(paper, budget=32, overlap=0)
    vecs = unit(rng, len(chunks))
    store.write_paper(paper, chunks, vecs)
    return vecs


@pytest.fixture
def store(make_settings):
    return open_store(make_settings())


def test_write_read_count_and_manifest(store):
    rng = np.random.default_rng(0)
    assert store.count_papers() == 0 and store.all_papers() == [] and store.manifest() == {}
    papers = [make_paper(i) for i in range(6)]
    for p in papers:
        write(store, p, rng)
    assert store.count_papers() == 6
    assert store.count_chunks() == sum(len(chunk_paper(p, 32, 0)) for p in papers)
    assert store.all_papers() == sorted(papers, key=lambda p: (p.display_title.casefold(), p.id))
    assert [p.id for p in store.get_papers(["p_0003", "nope", "p_0001"])] == ["p_0003", "p_0001"]
    assert store.get_papers(["p_0002"])[0] == papers[2]  # round trip, sources included
    assert store.manifest() == {p.id: p.content_hash() for p in papers}
    assert store.chunk_counts() == {p.id: len(chunk_paper(p, 32, 0)) for p in papers}


def test_query_scores_are_cosine_and_paper_filter_applies(store):
    rng = np.random.default_rng(1)
    vecs = {}
    for i, (year, cats) in enumerate([(2019, ["cs.CV"]), (2021, ["cs.LG", "stat.ML"]), (None, ["cs.CL"])]):
        p = make_paper(i, year=year, categories=cats, abstract=f"Only sentence of paper {i}.")
        vecs[p.id] = write(store, p, rng)[0]
    q = vecs["p_0001"]
    hits = store.query_chunks(q, k=3)
    assert hits[0].chunk_id == "p_0001:0" and hits[0].paper_id == "p_0001"
    assert hits[0].score == pytest.approx(1.0, abs=1e-4)
    for h in hits:
        assert h.score == pytest.approx(float(vecs[h.paper_id] @ q), abs=1e-4)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert {h.paper_id for h in store.query_chunks(q, 3, where={"paper_id": {"$in": ["p_0002"]}})} == {"p_0002"}


def test_exact_scoring_of_named_papers_matches_the_filtered_query(store):
    rng = np.random.default_rng(4)
    vectors = {}
    for i in range(8):
        p = make_paper(i)
        for chunk, vec in zip(chunk_paper(p, budget=32, overlap=0), write(store, p, rng)):
            vectors[chunk.id] = vec
    q = unit(rng, 1)[0]
    wanted = ["p_0003", "p_0006", "p_0007", "no-such-paper"]
    exact = store.score_chunks_of(q, wanted, k=50)
    expected = sorted((cid for cid in vectors if cid.split(":")[0] in wanted), key=lambda c: -float(vectors[c] @ q))
    assert [h.chunk_id for h in exact] == expected and len(expected) >= 3
    for h in exact:
        assert h.score == pytest.approx(float(vectors[h.chunk_id] @ q), abs=1e-5) and h.text
    filtered = store.query_chunks(q, 50, where={"paper_id": {"$in": wanted}})
    assert [h.chunk_id for h in filtered] == [h.chunk_id for h in exact]
    assert [h.chunk_id for h in store.score_chunks_of(q, wanted, k=2)] == expected[:2]
    assert store.score_chunks_of(q, [], k=5) == [] and store.score_chunks_of(q, ["nope"], k=5) == []


def test_paper_vector_is_the_normalised_mean_of_its_chunks(store):
    rng = np.random.default_rng(2)
    p = make_paper(3)
    vecs = write(store, p, rng)
    assert len(vecs) > 1
    ids, matrix = store.paper_embeddings()
    mean = vecs.mean(axis=0)
    assert ids == [p.id] and matrix.shape == (1, DIM)
    np.testing.assert_allclose(matrix[0], mean / np.linalg.norm(mean), atol=1e-5)


def test_revision_changes_with_content_and_rewrite_replaces_chunks(store):
    rng = np.random.default_rng(3)
    r0 = store.revision()
    long = make_paper(3)
    write(store, long, rng)
    r1 = store.revision()
    assert r1 != r0 and store.revision() == r1  # stable while nothing changes
    short = make_paper(3, abstract="Now a single short sentence.")
    write(store, short, rng)  # same id, fewer chunks: the old ones must go
    assert store.count_chunks() == 1 and store.count_papers() == 1
    assert store.get_papers([short.id])[0].abstract == "Now a single short sentence."
    assert store.revision() != r1
    store.delete_papers([short.id])
    assert store.count_papers() == 0 and store.count_chunks() == 0 and store.pending() == []


def test_a_changed_ef_search_reaches_an_existing_store_and_keeps_its_data(make_settings):
    rng = np.random.default_rng(3)
    first = open_store(make_settings(hnsw_ef_search=100))
    write(first, make_paper(1), rng)
    assert first.chunks.configuration["hnsw"]["ef_search"] == 100
    reopened = open_store(make_settings(hnsw_ef_search=250))
    for collection in (reopened.chunks, reopened.papers):
        assert collection.configuration["hnsw"]["ef_search"] == 250
        assert collection.configuration["hnsw"]["space"] == "cosine"
    assert reopened.count_papers() == 1 and reopened.get_papers(["p_0001"])[0] == make_paper(1)


def test_another_fingerprint_marks_papers_for_re_embedding(make_settings):
    rng = np.random.default_rng(4)
    write(open_store(make_settings()), make_paper(1), rng)
    other = open_store(make_settings(chunk_tokens=300))
    assert other.manifest() == {"p_0001": ""}  # never equals a content hash -> re-embedded


def test_corrupted_store_gives_one_clear_message_and_rebuild_works(make_settings):
    settings = make_settings()
    write(open_store(settings), make_paper(1), np.random.default_rng(5))
    from chromadb.api.client import SharedSystemClient

    SharedSystemClient.clear_system_cache()  # as a fresh process would
    (settings.chroma_path / "chroma.sqlite3").write_bytes(b"\x00garbage" * 5000)
    with pytest.raises(StoreError) as err:
        open_store(settings)
    message = str(err.value)
    assert str(settings.chroma_path) in message and "litchat ingest --rebuild" in message
    assert "\n" not in message
    Rebuild.begin(settings).finish()  # an empty rebuild
    fresh = open_store(settings)
    assert fresh.count_papers() == 0


def test_store_path_that_is_a_file_is_reported(make_settings):
    settings = make_settings()
    settings.chroma_path.parent.mkdir(parents=True)
    settings.chroma_path.write_text("not a directory")
    with pytest.raises(StoreError, match="not a directory.*--rebuild"):
        open_store(settings)
    Rebuild.begin(settings).finish()  # an empty rebuild
    assert open_store(settings).count_papers() == 0


def test_missing_store_directory_is_an_empty_store(make_settings):
    settings = make_settings()
    assert not settings.chroma_path.exists()
    store = open_store(settings)
    assert store.count_papers() == 0 and store.query_chunks(np.ones(DIM, dtype=np.float32), 5) == []


def test_unreachable_server_names_the_address(make_settings):
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    with pytest.raises(StoreError) as err:
        open_store(make_settings(chroma_url=url))
    assert url in str(err.value) and "cannot reach" in str(err.value)


def test_store_from_an_older_layout_asks_for_a_rebuild_instead_of_reading_empty(make_settings):
    import chromadb

    settings = make_settings()
    settings.chroma_path.mkdir(parents=True)
    client = chromadb.PersistentClient(str(settings.chroma_path))
    old = client.get_or_create_collection(f"{settings.collection}-papers", embedding_function=None)
    old.add(ids=["p_old"], embeddings=[[0.1] * 384], documents=['{"id": "p_old"}'], metadatas=[{"hash": "x"}])
    del client
    with pytest.raises(StoreError) as err:
        open_store(settings)
    assert "older litchat" in str(err.value) and "--rebuild" in str(err.value)
    Rebuild.begin(settings).finish()  # an empty rebuild
    assert open_store(settings).count_papers() == 0


def test_identifiers_round_trip_and_a_record_stored_before_them_reads_back_without(store):
    import dataclasses
    import json

    rng = np.random.default_rng(3)
    with_ids = dataclasses.replace(make_paper(1), doi="10.1016/j.rse.2021.112345", arxiv_id="2301.01234",
                                   url="https://example.org/p1", ids={"pmid": "32345678", "openalex": "W1"})
    plain = make_paper(2)
    write(store, with_ids, rng)
    write(store, plain, rng)
    got = {p.id: p for p in store.all_papers()}
    assert got[with_ids.id] == with_ids and got[plain.id].doi is None and got[plain.id].ids == {}
    assert store.papers.get(where={"doi": "10.1016/j.rse.2021.112345"})["ids"] == [with_ids.id]  # flat, filterable
    # a record written by litchat before identifiers existed: no doi/arxiv_id/url/ids keys in its JSON
    old = {k: v for k, v in plain.to_dict().items() if k not in ("doi", "arxiv_id", "url", "ids")}
    meta = store.papers.get(ids=[plain.id], include=["metadatas"])["metadatas"][0]
    store.papers.update(ids=[plain.id], metadatas=[{**meta, "record": json.dumps(old)}])
    back = store.get_papers([plain.id])[0]
    assert back == plain and back.doi is None and back.arxiv_id is None and back.url is None and back.ids == {}


def test_sources_key_changes_with_identifiers_only_when_a_paper_has_some():
    import dataclasses

    from rag.store import sources_key

    plain = make_paper(1)
    assert sources_key(plain) == sources_key(dataclasses.replace(plain))
    with_doi = dataclasses.replace(plain, doi="10.1/abcd.1")
    assert sources_key(with_doi) != sources_key(plain)  # a DOI found later refreshes the record (no re-embedding)
    assert with_doi.content_hash() == plain.content_hash()
