"""The search catalog on disk (BM25 memory-mapped, records and names in sqlite) searches exactly like the same
catalog held in memory, on the seeded corpus: every mode, filters, author and title routing."""
from __future__ import annotations

import numpy as np
import pytest

from rag.records import Filters
from rag.retrieval import build_retriever
from rag.retrieval.catalog import CatalogCache, build_catalog, open_catalog, write_catalog

QUERIES = [
    "benchmarking fairness of medical imaging models",
    "what did Henry Gouk write?",
    "papers by Hospedales on meta-learning",
    "Stuehmer's work on fairness",
    "who wrote MEDFAIR?",
    "tell me about MuPHI",
    "multimodal harm detection in vision-language models",
    "belief updates of language models in long conversations",
    "long-horizon planning with language agents",
    "federated learning with personalised clients",
    "What is the boiling point of ethanol at sea level?",
]
FILTERS = [None, Filters(year_min=2025), Filters(categories=["cs.CV", "cs.LG"]), Filters(author="Hospedales"),
           Filters(year_max=2024, author="li")]


@pytest.fixture(scope="module")
def twins(seeded):
    """Two retrievers over the seeded store: one with its catalog in memory, one opening it from disk."""
    on_disk = build_retriever(seeded.settings, seeded.store, seeded.embedder)
    in_memory = build_retriever(seeded.settings, seeded.store, seeded.embedder)
    in_memory.catalog = CatalogCache(seeded.store, None)  # no folder: built and kept in this process's memory
    assert type(on_disk.catalog.get().papers).__name__ == "SqlitePapers"
    assert type(in_memory.catalog.get().papers).__name__ == "MemoryPapers"
    return in_memory, on_disk


def _view(hits):
    return [(h.paper.id, round(h.score, 6), h.dense_score, h.bm25_score, h.matched_by, h.overlap,
             [p.chunk_id for p in h.passages]) for h in hits]


@pytest.mark.parametrize("mode", ["hybrid", "bm25", "dense"])
def test_disk_catalog_searches_like_the_memory_one(twins, mode):
    in_memory, on_disk = twins
    titled = sorted((p for p in on_disk.store.all_papers() if p.title), key=lambda p: -len(p.title))
    named = [f"what did {titled[0].authors[0]} write on {titled[1].title.lower()}?", titled[0].title, titled[2].title]
    for query in QUERIES + named:
        for filters in FILTERS:
            want = _view(in_memory.search(query, k=8, filters=filters, retriever=mode))
            assert _view(on_disk.search(query, k=8, filters=filters, retriever=mode)) == want, (query, filters)


def test_disk_catalog_tables_match_the_memory_ones(seeded, tmp_path):
    papers = seeded.store.all_papers()
    memory = build_catalog(papers, "r1")
    write_catalog(papers, "r1", tmp_path / "cat")
    disk = open_catalog(tmp_path / "cat")
    assert disk.size == memory.size == len(papers) and disk.revision == "r1"
    everything = list(range(memory.size))
    assert [p.to_dict() for p in disk.get(everything)] == [p.to_dict() for p in memory.get(everything)]
    ids = memory.ids(everything)
    assert disk.ids(everything[::-1]) == ids[::-1] and disk.index_of(ids) == memory.index_of(ids)
    assert len(disk.authors) == len(memory.authors) > 100
    for terms in (["fair"], ["medic", "imag"], ["zzzunknown"], []):
        assert np.array_equal(disk.bm25.scores(terms), memory.bm25.scores(terms))
    assert isinstance(disk.bm25._bm25.scores["data"], np.memmap)  # mapped, not read into this process
    for filters in FILTERS[1:]:
        assert np.array_equal(disk.mask(filters), memory.mask(filters))


def test_a_damaged_catalog_file_is_rebuilt_not_fatal(seeded, tmp_path):
    first = CatalogCache(seeded.store, tmp_path / "cache").get()
    ids = first.ids(range(first.size))
    folder = next((tmp_path / "cache").glob("catalog-*"))
    (folder / "catalog.sqlite").write_bytes(b"not a database" * 100)  # e.g. a disk error
    again = CatalogCache(seeded.store, tmp_path / "cache").get()
    assert again.origin == "built" and again.size == first.size
    assert [p.id for p in again.get(range(again.size))] == ids
    assert CatalogCache(seeded.store, tmp_path / "cache").get().origin == "disk"  # the next process opens it again
