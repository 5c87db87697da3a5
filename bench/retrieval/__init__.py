"""`litchat bench retrieval`: dense / BM25 / today's hybrid / the new ranking on public retrieval sets, nDCG@10 and
Recall@100 beside published baselines, with a paired bootstrap 95 % interval of each change against today's hybrid.

Sets: SciFact test (reported), SciFact train claims (tuning), NFCorpus dev (tuning half / held-out half), any BEIR
folder given with --extra (reported), and long-vs-short area questions mined from the corpora (longshort.py).
Each corpus is embedded once by our encoder and chunker into a numpy cache (vectors.py); rankings are computed
from the cached signals (signals.py, rankers.py) with the library's own fusion code.
"""
from __future__ import annotations

import json
from typing import NamedTuple
from pathlib import Path

import click
import numpy as np

from bench.context import settings_from
from bench.results import save_result
from bench.retrieval.data import RetrievalSet, beir_set, scifact_train, seeds_set, split_halves
from bench.retrieval.fit import fit
from bench.retrieval.longshort import capped_recall, topic_pairs
from bench.retrieval.rankers import Variant, run_bm25, run_dense, run_hybrid_today, run_variant
from bench.retrieval.report import markdown
from bench.retrieval.signals import bm25_index, bm25_matrix, signals
from bench.retrieval.stats import paired_bootstrap, per_query
from bench.retrieval.vectors import corpus_vectors, query_vectors
from rag.embedding.encoders import embedder_for
from rag.retrieval.acronyms import by_long_form, mine_acronyms
from rag.retrieval.fusion import ranked, reciprocal_rank_fusion
from rag.retrieval.query import topic_head, understand, with_acronyms
from rag.retrieval.tables import MemoryLookup
from rag.settings import REPO_ROOT

SHARED = REPO_ROOT.parent / "shared" / "bench"


class Corpus:
    """One corpus's cached vectors, BM25 index and acronyms; signals for any list of query texts."""

    def __init__(self, rs: RetrievalSet, embedder, settings, cache: Path, progress: bool):
        self.vectors = corpus_vectors(rs, embedder, settings, cache, progress)
        self.bm25 = bm25_index(rs)
        mined = mine_acronyms((d.get("title") or "") + ". " + (d.get("text") or "") for d in rs.docs)
        self.acronyms, self.long_forms = MemoryLookup(mined), MemoryLookup(by_long_form(mined))
        self.embedder, self.cache = embedder, cache

    def rewrite(self, text: str, acronyms: bool = False) -> str:
        return understand(text, self.acronyms if acronyms else None, self.bm25.document_frequency,
                          len(self.vectors.doc_ids))

    def signals(self, qids: list[str], texts: list[str], rewrite: bool = False, acronyms: bool = False,
                acronym_terms: bool = False):
        """``acronym_terms``: BM25 also reads the acronyms of the long forms (rag.retrieval.query.with_acronyms),
        the vector reads the text as it is (what the retriever does)."""
        texts = [self.rewrite(t, acronyms) for t in texts] if rewrite else list(texts)
        lexical = [with_acronyms(t, self.long_forms) for t in texts] if acronym_terms else texts
        return signals(qids, query_vectors(texts, self.embedder, self.cache), self.vectors,
                       bm25_matrix(self.bm25, lexical))


class SetSignals(NamedTuple):
    """One query set's signals under each query reading the report compares."""
    plain: object  # the queries as written
    stripped: object  # request boilerplate stripped (the default rewrite)
    acronyms: object  # stripped, rare acronyms expanded to their long forms (off by default)
    termed: object  # stripped, BM25 also reading the acronyms of the long forms (the default)
    rs: RetrievalSet
    corpus: Corpus
    texts: list[str]


HEAD_WEIGHTS = (0.3, 0.5, 0.7, 0.85)  # the topic head's share, swept on the tuning topics (reported, not fitted)


def with_head(corpus: Corpus, ids: list[str], texts: list[str], run: dict, chosen: Variant, weight: float,
              rrf_k: int) -> dict:
    """The pipeline's topic-head fusion (rag.retrieval.retriever._fused) over cached signals: a query with a
    topic head gets its head's ranking fused in by weighted RRF."""
    heads = {q: h for q, t in zip(ids, texts) if (h := topic_head(t))}
    if not heads or weight <= 0:
        return run
    alone = run_variant(corpus.signals(list(heads), list(heads.values()), rewrite=True), chosen)
    out = dict(run)
    for q in heads:
        out[q] = ranked(reciprocal_rank_fusion([run[q], alone[q]], k=rrf_k, weights=[1 - weight, weight]))[:100]
    return out


def _rows(sig, sig_u, sig_a, qrels, qids, chosen: Variant, headed: dict, termed: dict) -> dict:
    runs = {"dense (today)": run_dense(sig), "bm25 (today)": run_bm25(sig), "hybrid (today)": run_hybrid_today(sig),
            "dense + sentences": run_dense(sig, chosen.span_weight),
            "new ranking (fitted fusion)": run_variant(sig, chosen),
            "new ranking + request stripping (default)": run_variant(sig_u, chosen),
            "new ranking + stripping + acronyms (off)": run_variant(sig_a, chosen),
            "new ranking + stripping + topic head": headed,
            "new ranking + stripping + topic head + acronym terms (default)": termed}
    base = per_query(runs["hybrid (today)"], qrels, qids)
    rows = {}
    for name, run in runs.items():
        s = per_query(run, qrels, qids)
        rows[name] = {**s.mean(), "vs_hybrid_ndcg@10": paired_bootstrap(s.ndcg10, base.ndcg10),
                      "vs_hybrid_recall@100": paired_bootstrap(s.recall100, base.recall100)}
    return rows


def _longshort(corpora: dict[str, tuple[RetrievalSet, Corpus]], chosen: Variant, settings) -> dict:
    out = {}
    for name, (rs, corpus) in corpora.items():
        pairs = topic_pairs(rs)
        if not pairs:
            continue
        ids = [f"p{i}" for i in range(len(pairs))]
        res = {}
        for form in ("short", "long"):
            texts = [getattr(p, form) for p in pairs]
            plain = corpus.signals(ids, texts)
            stripped = run_variant(corpus.signals(ids, texts, rewrite=True), chosen)
            termed = run_variant(corpus.signals(ids, texts, rewrite=True, acronym_terms=True), chosen)
            runs = [("hybrid (today)", run_hybrid_today(plain)), ("new ranking", run_variant(plain, chosen)),
                    ("new ranking + request stripping", stripped),
                    ("new ranking + stripping + acronyms (off)",
                     run_variant(corpus.signals(ids, texts, rewrite=True, acronyms=True), chosen)),
                    ("new ranking + stripping + topic head",
                     with_head(corpus, ids, texts, stripped, chosen, settings.topic_head_weight, settings.rrf_k)),
                    ("new ranking + stripping + topic head + acronym terms (default)",
                     with_head(corpus, ids, texts, termed, chosen, settings.topic_head_weight, settings.rrf_k))]
            runs += [(f"topic head weight {w}", with_head(corpus, ids, texts, stripped, chosen, w, settings.rrf_k))
                     for w in HEAD_WEIGHTS if w != settings.topic_head_weight]
            for label, run in runs:
                for half, keep in (("tune", False), ("held_out", True)):
                    sel = [i for i, p in zip(ids, pairs) if p.held_out == keep]
                    for k in (10, 20):
                        r = float(np.mean([capped_recall(run[i], pairs[int(i[1:])].papers, k) for i in sel]))
                        res.setdefault(label, {}).setdefault(half, {})[f"{form} recall@{k}"] = round(r, 4)
        out[name] = {"topics": len(pairs), "held_out_topics": sum(p.held_out for p in pairs), "results": res,
                     "examples": [{"short": p.short, "long": p.long, "head": topic_head(p.long),
                                   "papers": len(p.papers)} for p in pairs[:3]]}
    return out


def evaluate(settings, embedder, scifact_dir: Path, nfcorpus_dir: Path, extras: dict[str, Path], cache: Path,
             progress: bool = True, seeds_dir: Path | None = None) -> dict:
    sf_test = beir_set("scifact-test", scifact_dir, "queries_test.jsonl", "qrels_test.tsv")
    sf_train = scifact_train(scifact_dir, sf_test.docs)
    nf = beir_set("nfcorpus-dev", nfcorpus_dir, "queries_dev.jsonl", "qrels_dev.tsv")
    corpora = {"scifact": (sf_test, Corpus(sf_test, embedder, settings, cache, progress)),
               "nfcorpus": (nf, Corpus(nf, embedder, settings, cache, progress))}
    for name, folder in extras.items():
        rs = beir_set(name, folder, "queries.jsonl", "qrels/test.tsv")
        corpora[name] = (rs, Corpus(rs, embedder, settings, cache, progress))
    pair_corpora = dict(corpora)
    if seeds_dir is not None:  # the seed papers: no judged queries, long-vs-short pairs only
        seeds = seeds_set(seeds_dir)
        pair_corpora["seeds"] = (seeds, Corpus(seeds, embedder, settings, cache, progress))
    sig = {}
    for rs, corpus_name in ((sf_test, "scifact"), (sf_train, "scifact"), (nf, "nfcorpus"),
                            *[(corpora[n][0], n) for n in extras]):
        corpus = corpora[corpus_name][1]
        texts = [rs.queries[q] for q in rs.order]
        sig[rs.name] = SetSignals(corpus.signals(rs.order, texts), corpus.signals(rs.order, texts, rewrite=True),
                                  corpus.signals(rs.order, texts, rewrite=True, acronyms=True),
                                  corpus.signals(rs.order, texts, rewrite=True, acronym_terms=True), rs, corpus, texts)
    nf_tune, nf_held = split_halves(nf.order)
    fitted = fit({"scifact-train": (sig["scifact-train"].plain, sf_train.qrels, sf_train.order),
                  "nfcorpus-dev tune half": (sig["nfcorpus-dev"].plain, nf.qrels, nf_tune)})
    reported = {"scifact-test": ("scifact-test", sf_test.order), "nfcorpus-dev held-out half": ("nfcorpus-dev", nf_held),
                "nfcorpus-dev all": ("nfcorpus-dev", nf.order)}
    reported.update({n: (n, corpora[n][0].order) for n in extras})
    sets = {}
    for label, (key, qids) in reported.items():
        s, s_u, s_a, s_t, rs, corpus, texts = sig[key]
        headed = with_head(corpus, rs.order, texts, run_variant(s_u, fitted.best), fitted.best,
                           settings.topic_head_weight, settings.rrf_k)
        termed = with_head(corpus, rs.order, texts, run_variant(s_t, fitted.best), fitted.best,
                           settings.topic_head_weight, settings.rrf_k)
        sets[label] = {"queries": len(qids), "docs": len(rs.docs), "with_topic_head": sum(
                           1 for q, t in zip(rs.order, texts) if q in set(qids) and topic_head(t)),
                       "rows": _rows(s, s_u, s_a, rs.qrels, qids, fitted.best, headed, termed),
                       "with_acronym_terms": sum(1 for q, t in zip(rs.order, texts)
                                                 if q in set(qids) and with_acronyms(t, corpus.long_forms) != t)}
    return {"chosen": fitted.best.__dict__ | {"extra": None}, "fit_table": fitted.table,
            "per_set_best": fitted.per_set_best, "sets": sets, "long_vs_short": _longshort(pair_corpora, fitted.best, settings),
            "embedding_seconds": {n: round(c.vectors.seconds, 1) for n, (_, c) in pair_corpora.items()},
            "settings": {"chunk_tokens": settings.chunk_tokens, "chunk_overlap": settings.chunk_overlap}}


def _extras(values: tuple[str, ...]) -> dict[str, Path]:
    out = {}
    for v in values:
        name, _, folder = v.partition("=")
        if not folder:
            raise click.BadParameter(f"{v!r}: expected NAME=DIR (a BEIR folder)", param_hint="--extra")
        out[name] = Path(folder)
    return out


@click.command("retrieval")
@click.option("--scifact", "scifact_dir", type=click.Path(file_okay=False, path_type=Path), default=SHARED / "scifact",
              show_default=True, help="BEIR SciFact folder with claims_train.jsonl")
@click.option("--nfcorpus", "nfcorpus_dir", type=click.Path(file_okay=False, path_type=Path),
              default=SHARED / "nfcorpus", show_default=True, help="BEIR NFCorpus folder with the dev split")
@click.option("--extra", multiple=True, help="NAME=DIR: another BEIR folder (corpus.jsonl, queries.jsonl, qrels/test.tsv)")
@click.option("--cache", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="vector cache folder (default: <home>/cache/bench-retrieval)")
@click.option("--seeds", "seeds_dir", type=click.Path(file_okay=False, path_type=Path), default=REPO_ROOT / "seeds",
              show_default=True, help="a corpus folder used for the long-vs-short pairs only ('' to skip)")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def COMMAND(ctx, scifact_dir, nfcorpus_dir, extra, cache, seeds_dir, as_json):
    """nDCG@10 / Recall@100 of dense, BM25, today's hybrid and the new ranking, with bootstrap intervals."""
    settings = settings_from(ctx)
    cache = cache or Path(settings.home) / "cache" / "bench-retrieval"
    result = evaluate(settings, embedder_for(settings), scifact_dir, nfcorpus_dir, _extras(extra), cache,
                      progress=not as_json, seeds_dir=seeds_dir if seeds_dir and str(seeds_dir) not in ("", ".") else None)
    md = markdown(result)
    save_result("retrieval", result, md)
    click.echo(json.dumps(result, indent=1) if as_json else md)
