"""Experiment (#19): the shipped evidence model (rag/answer/evidence/verifier.py, a MiniLM cross-encoder trained on
SciFact TRAIN claims) as a re-ranker of the default ranking's top K.

A paper's rerank signal is the max over its abstract sentences (rag.text.sentences, >= 3 words, as the evidence
bank reads them) of either 1 - P(NEUTRAL) (calibrated) or the larger non-neutral logit, for (query, sentence). It is
fused with the first-stage score: (1 - w) * z(first stage) + w * z(signal), z over the top K; ranks below K stay.

Tuning (K, w, signal), mean nDCG@10 over: the 121 SciFact train claims the verifier held out while training
(scripts/train_verifier.py's own split, seed 13) and the NFCorpus dev tuning half. Reported: SciFact test, its
claims citing no abstract a train claim cites, NFCorpus dev held-out half; paired bootstrap against the default.

    python -m bench.retrieval.verifier_rerank --cache /tmp/exp-retr/cache --logits /tmp/rerank-logits
"""
from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bench.jsonl import read_jsonl
from bench.retrieval import SHARED, Corpus
from bench.retrieval.data import beir_set, scifact_train, split_halves
from bench.retrieval.rankers import CANDIDATES, Variant, pooled_scores, run_variant
from bench.retrieval.signals import Signals, top_ids
from bench.retrieval.stats import paired_bootstrap, per_query
from rag.answer.evidence.verifier import Verifier, calibrated
from rag.embedding.encoders import embedder_for
from rag.retrieval.fusion import normalised_fusion
from rag.settings import Settings
from rag.text.sentences import sentences

KS = (10, 20, 30)
WEIGHTS = tuple(round(0.1 * i, 1) for i in range(11))
SIGNALS = ("1-P(neutral)", "max non-neutral logit")
VERIFIER_SEED, VERIFIER_HOLDOUT = 13, 0.15  # scripts/train_verifier.py build(): the claims it did not train on


@dataclass
class Stage:
    """The default ranking of one query: its top 100 ids and the fused first-stage score of each."""
    ids: list[str]
    scores: np.ndarray


def first_stage(sig: Signals, v: Variant) -> dict[str, Stage]:
    """bench.retrieval.rankers.run_variant for normalised fusion, keeping the fused scores."""
    at = {d: i for i, d in enumerate(sig.doc_ids)}
    out = {}
    for n, q in enumerate(sig.qids):
        d_list = top_ids(sig.chunk[n], sig.doc_ids, CANDIDATES)
        b_list = top_ids(sig.bm25[n], sig.doc_ids, CANDIDATES, valid=sig.bm25[n] > 0)
        cand, score = pooled_scores(sig, n, v, d_list, b_list, at)
        order = np.argsort(-score, kind="stable")[:100]
        out[q] = Stage([sig.doc_ids[i] for i in cand[order]], score[order])
    return out


def verifier_held_out_claims(folder: Path) -> set[str]:
    """The train claims scripts/train_verifier.py held out (same seed, order and share), as bench query ids."""
    claims = read_jsonl(folder / "claims_train.jsonl")
    order = sorted(claims, key=lambda c: c["id"])
    random.Random(VERIFIER_SEED).shuffle(order)
    return {f"train-{c['id']}" for c in order[:int(len(order) * VERIFIER_HOLDOUT)]}


def doc_sentences(docs: list[dict]) -> dict[str, list[str]]:
    out = {}
    for d in docs:
        text = d.get("text") or ""
        found = [s for s in sentences(text) if len(s.split()) >= 3]
        out[d["_id"]] = found or [text.strip() or d.get("title") or "-"]
    return out


def score_queries(verifier: Verifier, texts: dict[str, str], stages: dict[str, Stage], sents: dict[str, list[str]],
                  qids: list[str], k: int, path: Path) -> dict:
    """Per query: logits (pairs, 3) of (query, sentence) for the top-k papers' sentences, the owner paper of each
    pair, and the wall ms of scoring it. Cached in ``path`` (npz per set), so a rerun scores nothing."""
    if path.is_file():
        z = np.load(path, allow_pickle=True)
        return z["data"].item()
    data = {}
    for n, q in enumerate(qids):
        docs = stages[q].ids[:k]
        owner = [i for i, d in enumerate(docs) for _ in sents[d]]
        pairs = [(texts[q], s) for d in docs for s in sents[d]]
        t0 = time.perf_counter()
        logits = verifier.logits(pairs)
        data[q] = {"logits": logits, "owner": np.asarray(owner), "ms": 1000 * (time.perf_counter() - t0)}
        if n % 25 == 0:
            print(f"    {path.stem}: {n}/{len(qids)} queries, {len(pairs)} pairs, {data[q]['ms']:.0f} ms", flush=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez(path, data=np.asarray(data, dtype=object))
    return data


def paper_signal(entry: dict, k: int, how: str, temperature: float) -> np.ndarray:
    logits, owner = entry["logits"], entry["owner"]
    if how == SIGNALS[0]:
        per_pair = 1 - calibrated(logits, temperature)[:, 2]
    else:
        per_pair = logits[:, :2].max(1)
    out = np.full(k, -np.inf)
    np.maximum.at(out, owner, per_pair)
    return out


def reranked(stages: dict[str, Stage], scored: dict, k: int, w: float, how: str, temperature: float) -> dict:
    out = {}
    for q, st in stages.items():
        if q not in scored or w <= 0:
            out[q] = st.ids
            continue
        top = min(k, len(st.ids))
        sig = paper_signal(scored[q], 30, how, temperature)[:top]
        fused = normalised_fusion([st.scores[:top], sig], [1 - w, w], "zscore")
        order = np.argsort(-fused, kind="stable")
        out[q] = [st.ids[i] for i in order] + st.ids[top:]
    return out


def tune(tuning: dict[str, tuple], temperature: float) -> tuple[dict, list[dict]]:
    """``tuning``: name -> (stages, scored, qrels, qids). Every (K, w, signal): nDCG@10 per set and the mean."""
    table = []
    for how in SIGNALS:
        for k in KS:
            for w in WEIGHTS:
                row = {"signal": how, "K": k, "w": w}
                for name, (stages, scored, qrels, qids) in tuning.items():
                    run = reranked({q: stages[q] for q in qids}, scored, k, w, how, temperature)
                    row[name] = round(float(per_query(run, qrels, qids).ndcg10.mean()), 4)
                row["mean"] = round(float(np.mean([row[n] for n in tuning])), 4)
                table.append(row)
    return max(table, key=lambda r: r["mean"]), table


def _compare(stages: dict, scored: dict, qrels: dict, qids: list[str], best: dict, temperature: float) -> dict:
    base = per_query({q: stages[q].ids for q in qids}, qrels, qids)
    new = per_query(reranked({q: stages[q] for q in qids}, scored, best["K"], best["w"], best["signal"], temperature),
                    qrels, qids)
    return {"queries": len(qids), "default": base.mean(), "rerank": new.mean(),
            "ndcg@10": paired_bootstrap(new.ndcg10, base.ndcg10),
            "recall@100": paired_bootstrap(new.recall100, base.recall100)}


def _cost(scored: dict, k: int) -> dict:
    pairs30 = np.asarray([len(e["owner"]) for e in scored.values()])
    pairs_k = np.asarray([int((e["owner"] < k).sum()) for e in scored.values()])
    ms = np.asarray([e["ms"] for e in scored.values()])
    per_pair = ms.sum() / max(pairs30.sum(), 1)
    return {"queries": len(ms), "pairs_per_query_top30": round(float(pairs30.mean()), 1),
            f"pairs_per_query_top{k}": round(float(pairs_k.mean()), 1), "ms_per_pair": round(float(per_pair), 2),
            "ms_per_query_top30_median": round(float(np.median(ms)), 1),
            f"ms_per_query_top{k}_est": round(float(pairs_k.mean() * per_pair), 1)}


def _sets(scifact: Path, nfcorpus: Path, cache: Path):
    settings = Settings()
    sf_test = beir_set("scifact-test", scifact, "queries_test.jsonl", "qrels_test.tsv")
    sf_train = scifact_train(scifact, sf_test.docs)
    nf = beir_set("nfcorpus-dev", nfcorpus, "queries_dev.jsonl", "qrels_dev.tsv")
    embedder = embedder_for(settings)
    sf_corpus, nf_corpus = (Corpus(sf_test, embedder, settings, cache, True), Corpus(nf, embedder, settings, cache, True))
    v = Variant("default", span_weight=settings.span_weight, dense_weight=settings.dense_weight, fusion=settings.fusion)
    out = {}
    for rs, corpus in ((sf_test, sf_corpus), (sf_train, sf_corpus), (nf, nf_corpus)):
        texts = [rs.queries[q] for q in rs.order]
        sig = corpus.signals(rs.order, texts, rewrite=True)  # the default: request stripping on
        stages = first_stage(sig, v)
        assert all(stages[q].ids == r for q, r in run_variant(sig, v).items()), "first stage != bench default"
        out[rs.name] = (rs, stages)
    return out, v


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--scifact", type=Path, default=SHARED / "scifact")
    p.add_argument("--nfcorpus", type=Path, default=SHARED / "nfcorpus")
    p.add_argument("--cache", type=Path, required=True, help="bench retrieval's vector cache")
    p.add_argument("--logits", type=Path, required=True, help="folder caching the verifier's logits per set")
    p.add_argument("--out", type=Path, default=None, help="write the figures here as JSON")
    a = p.parse_args()
    sets, v = _sets(a.scifact, a.nfcorpus, a.cache)
    verifier = Verifier(threads=1, batch_size=64)  # 1 thread measured faster than 2 on the shared, busy cores
    (sf_test, sf_stages), (sf_train, tr_stages), (nf, nf_stages) = (sets[n] for n in ("scifact-test", "scifact-train",
                                                                                       "nfcorpus-dev"))
    held = [q for q in sf_train.order if q in verifier_held_out_claims(a.scifact)]
    nf_tune, nf_held = split_halves(nf.order)
    cited = {d for q in sf_train.qrels.values() for d in q}
    unseen = [q for q in sf_test.order if not set(sf_test.qrels[q]) & cited]
    sf_sents, nf_sents = doc_sentences(sf_test.docs), doc_sentences(nf.docs)
    score = lambda rs, st, sents, qids, name: score_queries(verifier, rs.queries, st, sents, qids, 30, a.logits / f"{name}.npz")
    tr_scored = score(sf_train, tr_stages, sf_sents, held, "scifact-train-verifier-held-out")
    nf_tune_scored = score(nf, nf_stages, nf_sents, nf_tune, "nfcorpus-dev-tune")
    t = verifier.temperature
    best, table = tune({"scifact-train (verifier held out)": (tr_stages, tr_scored, sf_train.qrels, held),
                        "nfcorpus-dev tune half": (nf_stages, nf_tune_scored, nf.qrels, nf_tune)}, t)
    print("chosen on tuning sets:", best, flush=True)
    te_scored = score(sf_test, sf_stages, sf_sents, sf_test.order, "scifact-test")
    nf_held_scored = score(nf, nf_stages, nf_sents, nf_held, "nfcorpus-dev-held-out")
    report = {"default": v.__dict__, "chosen": best, "tuning_table": table,
              "tuning_per_set_best": {n: max(table, key=lambda r: r[n]) for n in
                                      ("scifact-train (verifier held out)", "nfcorpus-dev tune half")},
              "reported": {"scifact-test": _compare(sf_stages, te_scored, sf_test.qrels, sf_test.order, best, t),
                           "scifact-test unseen abstracts": _compare(sf_stages, te_scored, sf_test.qrels, unseen, best, t),
                           "nfcorpus-dev held-out half": _compare(nf_stages, nf_held_scored, nf.qrels, nf_held, best, t),
                           "scifact-train (verifier held out, tuning)": _compare(tr_stages, tr_scored, sf_train.qrels,
                                                                                 held, best, t),
                           "nfcorpus-dev tune half (tuning)": _compare(nf_stages, nf_tune_scored, nf.qrels, nf_tune,
                                                                       best, t)},
              "cost": {"scifact-test": _cost(te_scored, best["K"]), "nfcorpus-dev held-out": _cost(nf_held_scored, best["K"])}}
    text = json.dumps(report, indent=1)
    if a.out:
        a.out.write_text(text)
    print(json.dumps({k: report[k] for k in ("chosen", "tuning_per_set_best", "reported", "cost")}, indent=1))


if __name__ == "__main__":
    main()
