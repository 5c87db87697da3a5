"""`litchat bench retrieval` end to end on tiny BEIR-layout folders built here (never /work/shared): the real
encoder embeds them once into the cache, the grid is fitted on the tuning sets, every reported set gets its rows
with bootstrap intervals, and a second run reuses the cached vectors."""
from __future__ import annotations

import json

import numpy as np

from bench.retrieval import evaluate
from bench.retrieval.stats import paired_bootstrap

TOPICS = {
    "statin": ("Statins and heart attacks", "Statins lower cholesterol and reduce myocardial infarction risk."),
    "vitd": ("Vitamin D and bones", "Vitamin D supplementation improves bone density in older adults."),
    "sleep": ("Sleep and memory", "Sleep deprivation impairs memory consolidation in students."),
    "coffee": ("Coffee and liver", "Coffee drinking is associated with lower rates of liver cirrhosis."),
    "exercise": ("Exercise and mood", "Aerobic exercise reduces symptoms of depression (MDD) in adults."),
    "salt": ("Salt and blood pressure", "High salt intake raises blood pressure in hypertensive patients."),
}


def _folder(root, name, queries, qrels_name, with_claims=False):
    d = root / name
    d.mkdir()
    (d / "corpus.jsonl").write_text("".join(json.dumps({"_id": k, "title": t, "text": a}) + "\n"
                                            for k, (t, a) in TOPICS.items()))
    (d / queries).write_text("".join(json.dumps({"_id": f"q{k}", "text": f"does {k} matter?"}) + "\n" for k in TOPICS))
    (d / qrels_name).write_text("query-id\tcorpus-id\tscore\n" + "".join(f"q{k}\t{k}\t1\n" for k in TOPICS))
    if with_claims:
        (d / "claims_train.jsonl").write_text("".join(
            json.dumps({"id": i, "claim": a, "cited_doc_ids": [k]}) + "\n" for i, (k, (_, a)) in enumerate(TOPICS.items())))
    return d


def test_bootstrap_interval_brackets_the_mean_difference():
    new, base = np.array([1.0, 0.5, 0.8, 0.9]), np.array([0.5, 0.5, 0.6, 0.9])
    ci = paired_bootstrap(new, base)
    assert ci["delta"] == 0.175 and ci["lo"] <= ci["delta"] <= ci["hi"] and ci["lo"] >= 0


def test_bench_retrieval_runs_on_tiny_sets_and_reuses_its_cache(tmp_path, make_settings):
    from rag.embedding.onnx_runtime import OnnxMiniLMEmbedder

    sf = _folder(tmp_path, "scifact", "queries_test.jsonl", "qrels_test.tsv", with_claims=True)
    nf = _folder(tmp_path, "nfcorpus", "queries_dev.jsonl", "qrels_dev.tsv")
    cache = tmp_path / "cache"
    result = evaluate(make_settings(), OnnxMiniLMEmbedder(), sf, nf, {}, cache, progress=False)
    rows = result["sets"]["scifact-test"]["rows"]
    assert set(rows) >= {"dense (today)", "bm25 (today)", "hybrid (today)", "new ranking (fitted fusion)"}
    assert 0 <= rows["new ranking (fitted fusion)"]["ndcg@10"] <= 1
    assert rows["hybrid (today)"]["ndcg@10"] > 0.5  # each query names its one document's topic
    assert result["chosen"]["fusion"] in ("rrf", "minmax", "zscore")
    assert len(result["fit_table"]) == 60
    files = sorted(p.name for p in cache.iterdir())
    again = evaluate(make_settings(), OnnxMiniLMEmbedder(), sf, nf, {}, cache, progress=False)
    assert sorted(p.name for p in cache.iterdir()) == files  # nothing embedded again
    assert again["sets"] == result["sets"]
