"""`litchat bench scifact` on a small BEIR-format corpus the test builds itself (the repo's seed abstracts: each
title is a query whose one relevant document is its abstract), same code path as the full run: the BEIR loader,
our ingest, real Chroma, the real embedder, Litchat.search. Checks metric sanity, not fixed values. The full run
reads the real SciFact through `--data` and stays a benchmark: nothing here reads ../shared."""
import json
from pathlib import Path

import pytest

from bench import scifact as sf

pytestmark = pytest.mark.slow
N_DOCS, N_QUERIES = 80, 30  # written to the BEIR files
MAX_DOCS, MAX_QUERIES = 50, 12  # the subset the tests run on (exercises the loader's subsetting)


def write_beir(folder: Path, seeds_dir: Path) -> Path:
    """corpus.jsonl, queries.jsonl and qrels/test.tsv (BEIR's own layout) from the seed abstracts. The corpus
    carries no titles, so a query (a title) must be matched through its abstract's words and meaning."""
    from rag.corpus import load_corpus

    papers = sorted(load_corpus([seeds_dir]).papers, key=lambda p: (p.title is None, p.id))[:N_DOCS]
    assert len(papers) == N_DOCS and all(p.title for p in papers[:N_QUERIES + 1])  # titled ones first: the queries
    folder.mkdir(parents=True)
    (folder / "qrels").mkdir()
    (folder / "corpus.jsonl").write_text("".join(
        json.dumps({"_id": f"d{i}", "title": "", "text": p.abstract}) + "\n" for i, p in enumerate(papers)))
    # a query without judgements and a judgement of 0 are in real BEIR files too: both are ignored
    (folder / "queries.jsonl").write_text("".join(
        json.dumps({"_id": f"q{i}", "text": p.title}) + "\n" for i, p in enumerate(papers[:N_QUERIES + 1])))
    (folder / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\n" + "".join(
        f"q{i}\td{i}\t1\n" for i in range(N_QUERIES)) + f"q{N_QUERIES - 1}\td{N_DOCS - 1}\t0\n")
    return folder


@pytest.fixture(scope="module")
def beir_dir(tmp_path_factory, seeds_dir):
    return write_beir(tmp_path_factory.mktemp("beir") / "scifact-like", seeds_dir)


@pytest.fixture(scope="module")
def subset(beir_dir):
    return sf.load_scifact(beir_dir, max_docs=MAX_DOCS, max_queries=MAX_QUERIES)


def test_loader_reads_beir_layout_and_flags_bad_lines(beir_dir, tmp_path):
    full = sf.load_scifact(beir_dir)
    assert len(full.docs) == N_DOCS and len(full.order) == N_QUERIES  # the unjudged query is dropped
    assert all(len(full.qrels[q]) == 1 for q in full.order)  # the score-0 judgement is not a relevant document
    bad = tmp_path / "bad"
    bad.mkdir()
    for name in ("corpus.jsonl", "queries.jsonl"):
        (bad / name).write_text((beir_dir / name).read_text())
    (bad / "qrels_test.tsv").write_text("query-id\tcorpus-id\tscore\nq0\td0\n")
    with pytest.raises(Exception, match=r"qrels_test.tsv:2: expected 3 tab-separated fields"):
        sf.load_scifact(bad)
    (bad / "qrels_test.tsv").unlink()
    with pytest.raises(Exception, match=r"qrels_test.tsv: missing"):
        sf.load_scifact(bad)


def test_subset_is_self_contained(subset):
    ids = {d["_id"] for d in subset.docs}
    assert len(subset.docs) == MAX_DOCS
    assert 10 <= len(subset.order) <= MAX_QUERIES
    for qid in subset.order:
        assert set(subset.qrels[qid]) <= ids  # every judged document is in the subset


def test_scifact_bench_subset(subset, tmp_path):
    from rag.settings import Settings

    base = Settings(home=tmp_path / "home")
    home = tmp_path / "scifact-home"
    result = sf.evaluate(base, subset, home, tune=True, progress=False)
    rows = result["rows"]
    assert set(rows) == {"dense", "bm25", "hybrid (defaults)", "hybrid (tuned)"}
    assert result["index"]["papers"] == MAX_DOCS
    for name, row in rows.items():
        for part in ("all", "held_out"):
            m = row[part]
            assert all(0.0 <= v <= 1.0 for v in m.values()), (name, m)
            assert m["recall@100"] >= m["recall@10"] - 1e-9
            # 50 documents, one relevant each: a random ranking scores about 0.06 nDCG@10; every retriever must
            # be far above it
            assert m["ndcg@10"] > 0.3, (name, part, m)
    # the tuned fusion was chosen on the tuning half and is one of the grid's settings
    assert rows["hybrid (tuned)"]["config"] in sf.FUSION_GRID
    assert len(result["grid"]) == len(sf.FUSION_GRID)
    best_tune = max(g["tune"]["ndcg@10"] for g in result["grid"])
    assert any(g["tune"]["ndcg@10"] == best_tune and g["params"] == rows["hybrid (tuned)"]["config"]
               for g in result["grid"])
    md = sf.markdown(result)
    assert "bge-small-en-v1.5" in md and "litchat hybrid (tuned)" in md

    # the vectors are cached in the bench store: indexing again embeds nothing
    again = sf.index(sf.bench_settings(base, home), subset, progress=False)
    assert again["embedded_chunks"] == 0
    assert again["papers"] == MAX_DOCS


def test_metrics_fail_on_wrong_judgements(subset, tmp_path):
    """Scored against another query's judgements, the same runs must collapse (the metrics can fail)."""
    from rag.api import Litchat
    from rag.settings import Settings

    settings = sf.bench_settings(Settings(home=tmp_path / "home"), tmp_path / "scifact-home")
    sf.index(settings, subset, progress=False)
    runs = sf.run_queries(Litchat(settings), subset, "bm25", subset.order)
    right = sf.score(runs, subset, subset.order)
    rotated = sf.SciFactData(docs=subset.docs, queries=subset.queries, order=subset.order,
                             qrels={q: subset.qrels[subset.order[(i + 1) % len(subset.order)]]
                                    for i, q in enumerate(subset.order)})
    wrong = sf.score(runs, rotated, subset.order)
    assert wrong["ndcg@10"] < right["ndcg@10"] / 3
