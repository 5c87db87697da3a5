"""`litchat bench scifact` on a small SciFact subset (≈200 abstracts and their queries), same code path as the full
run: our ingest, real Chroma, the real embedder, Litchat.search. Checks metric sanity, not fixed values."""
from pathlib import Path

import pytest

from rag.bench import scifact as sf

DATA = sf.DEFAULT_DATA
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def subset():
    if not (DATA / "corpus.jsonl").is_file():
        pytest.fail(f"SciFact data missing at {DATA}")  # the data ships with the team's shared folder
    return sf.load_scifact(DATA, max_docs=200, max_queries=20)


def test_subset_is_self_contained(subset):
    ids = {d["_id"] for d in subset.docs}
    assert len(subset.docs) == 200
    assert 10 <= len(subset.order) <= 20
    for qid in subset.order:
        assert set(subset.qrels[qid]) <= ids  # every judged document is in the subset


def test_scifact_bench_subset(subset, tmp_path):
    from rag.settings import Settings

    base = Settings(home=tmp_path / "home")
    home = tmp_path / "scifact-home"
    result = sf.evaluate(base, subset, home, tune=True, progress=False)
    rows = result["rows"]
    assert set(rows) == {"dense", "bm25", "hybrid (defaults)", "hybrid (tuned)"}
    assert result["index"]["papers"] == 200
    for name, row in rows.items():
        for part in ("all", "held_out"):
            m = row[part]
            assert all(0.0 <= v <= 1.0 for v in m.values()), (name, m)
            assert m["recall@100"] >= m["recall@10"] - 1e-9
            # 200 documents: a random ranking scores about 0.02 nDCG@10; every retriever must be far above it
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
    assert again["papers"] == 200


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
