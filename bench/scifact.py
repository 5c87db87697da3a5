"""`litchat bench scifact`: our retrieval on BEIR SciFact (5,183 abstracts, 300 test queries), beside published figures.

The abstracts go through OUR pipeline (chunker, MiniLM embedder, Chroma store, BM25, fusion) via the index helper's
in-memory ingest into a cache store (<home>/bench-scifact), so the vectors are computed once and reused by later
runs. Queries go through ``Litchat.search`` exactly as a user's would, for dense, BM25 and hybrid.

Fusion is tuned honestly: the 300 queries are split in two halves (even / odd position in the file); every fusion
setting is scored on the tuning half, the best one is chosen there and reported on the held-out half and on all
300. The tuned hybrid is what `hybrid (tuned)` shows; `hybrid (defaults)` uses settings as they are.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import click

from bench.context import settings_from
from bench.results import save_result
from eval.metrics import mean, ndcg_at_k, recall_at_k
from rag.api import Litchat
from rag.ingest import run_ingest_papers
from rag.records import Paper, Source
from rag.settings import REPO_ROOT, RETRIEVER_NAMES, Settings

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "bench" / "scifact"
# the files read, under either name: the team's flat copy, or the layout BEIR's own zip unpacks to
LAYOUT = {"corpus": ("corpus.jsonl",), "queries": ("queries_test.jsonl", "queries.jsonl"),
          "qrels": ("qrels_test.tsv", "qrels/test.tsv")}
PUBLISHED = [  # BEIR SciFact test, nDCG@10 (Recall@100 where the source gives it)
    {"system": "BM25 (BEIR paper, Anserini)", "ndcg@10": "0.665", "recall@100": "0.908"},
    {"system": "BM25 (MTEB / other runs)", "ndcg@10": "0.679", "recall@100": "–"},
    {"system": "all-MiniLM-L6-v2 (MTEB)", "ndcg@10": "≈0.645", "recall@100": "–"},
    {"system": "bge-small-en-v1.5 (MTEB)", "ndcg@10": "0.713", "recall@100": "–"},
]
# fusion grid searched on the tuning half
FUSION_GRID = [{"fusion": "rrf", "rrf_k": k} for k in (5, 10, 20, 40, 60)] + \
              [{"fusion": "weighted", "dense_weight": w} for w in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)]


@dataclass
class SciFactData:
    docs: list[dict]  # {"_id", "title", "text"}
    queries: dict[str, str]  # query id -> text (only queries with judgements)
    qrels: dict[str, dict[str, int]]  # query id -> {doc id: relevance}
    order: list[str] = field(default_factory=list)  # query ids in file order


def load_scifact(data_dir: Path, max_docs: int | None = None, max_queries: int | None = None,
                 first_docs: int | None = None) -> SciFactData:
    """Read corpus.jsonl, the queries (queries_test.jsonl or BEIR's queries.jsonl) and the test judgements
    (qrels_test.tsv or BEIR's qrels/test.tsv). With ``max_docs``, keep the first queries whose relevant documents
    all fit, plus other documents up to ``max_docs`` (a small corpus for tests). With ``first_docs``, keep the
    first N documents of the file and the queries judged entirely within them."""
    data_dir = Path(data_dir)
    found = {}
    for role, names in LAYOUT.items():
        found[role] = next((data_dir / n for n in names if (data_dir / n).is_file()), None)
        if found[role] is None:
            raise click.ClickException(f"{data_dir / names[0]}: missing (SciFact BEIR test split expected in "
                                       f"{data_dir}: {' or '.join(names)})")
    qrels_file = found["qrels"]
    qrels: dict[str, dict[str, int]] = {}
    for lineno, line in enumerate(qrels_file.read_text().splitlines(), start=1):
        parts = line.split("\t")
        if lineno == 1 and not parts[-1].strip().isdigit():
            continue  # header
        if len(parts) != 3:
            raise click.ClickException(f"{qrels_file}:{lineno}: expected 3 tab-separated fields")
        qid, did, score = parts
        if int(score) > 0:
            qrels.setdefault(qid, {})[did] = int(score)
    queries, order = {}, []
    for line in found["queries"].read_text().splitlines():
        if line.strip():
            q = json.loads(line)
            if q["_id"] in qrels:
                queries[q["_id"]] = q["text"]
                order.append(q["_id"])
    docs = [json.loads(line) for line in found["corpus"].read_text().splitlines() if line.strip()]
    if first_docs is not None:
        docs = docs[:first_docs]
        ids = {d["_id"] for d in docs}
        order = [q for q in order if set(qrels[q]) <= ids]
        queries = {q: queries[q] for q in order}
        qrels = {q: qrels[q] for q in order}
    elif max_docs is not None:
        keep: set[str] = set()
        chosen = []
        for qid in order:
            need = set(qrels[qid])
            if len(keep | need) > max_docs // 2 or (max_queries and len(chosen) >= max_queries):
                continue
            keep |= need
            chosen.append(qid)
        for d in docs:
            if len(keep) >= max_docs:
                break
            keep.add(d["_id"])
        docs = [d for d in docs if d["_id"] in keep]
        order = chosen
        queries = {q: queries[q] for q in order}
        qrels = {q: qrels[q] for q in order}
    return SciFactData(docs=docs, queries=queries, qrels=qrels, order=order)


def to_papers(data: SciFactData):
    return [Paper(id=f"scifact-{d['_id']}", title=d.get("title") or None,
                  display_title=d.get("title") or f"SciFact {d['_id']}", authors=[], authors_truncated=False,
                  year=None, categories=[], abstract=d["text"], sources=[Source("corpus.jsonl", i + 1)])
            for i, d in enumerate(data.docs)]


def doc_id(paper_id: str) -> str:
    return paper_id.removeprefix("scifact-")


def bench_settings(base, home: Path):
    """The bench's store, with candidate pools deep enough for Recall@100."""

    return Settings(**{**base.model_dump(), "home": home, "collection": "scifact", "chroma_url": None,
                       "k_dense": max(base.k_dense, 300), "k_bm25": max(base.k_bm25, 200)})


def index(settings, data: SciFactData, progress: bool = True, exact: bool = True) -> dict:
    """Embed and store the abstracts that are not in the cache store yet (our chunker, embedder and store)."""

    lc = Litchat(settings)
    t0 = time.perf_counter()
    report = run_ingest_papers(settings, to_papers(data), store=lc.store, embedder=lc.embedder, progress=progress,
                               remove_missing=exact)
    return {"seconds": round(time.perf_counter() - t0, 1), "papers": lc.store.count_papers(),
            "chunks": lc.store.count_chunks(), "embedded_chunks": getattr(report, "embedded_chunks", None)}


def run_queries(lc, data: SciFactData, mode: str, qids: Sequence[str], k: int = 100) -> dict[str, list[str]]:
    return {qid: [doc_id(h.paper.id) for h in lc.search(data.queries[qid], k=k, retriever=mode)] for qid in qids}


def score(runs: dict[str, list[str]], data: SciFactData, qids: Sequence[str]) -> dict[str, float]:
    return {
        "ndcg@10": mean(ndcg_at_k(runs[q], data.qrels[q], 10) for q in qids),
        "recall@10": mean(recall_at_k(runs[q], data.qrels[q], 10) for q in qids),
        "recall@100": mean(recall_at_k(runs[q], data.qrels[q], 100) for q in qids),
    }


def split_halves(order: Sequence[str]) -> tuple[list[str], list[str]]:
    return list(order[0::2]), list(order[1::2])


def evaluate(base_settings, data: SciFactData, home: Path, tune: bool = True, progress: bool = True,
             exact: bool = True) -> dict:

    settings = bench_settings(base_settings, home)
    indexed = index(settings, data, progress=progress, exact=exact)
    tune_q, held_q = split_halves(data.order)
    all_q = list(data.order)
    lc = Litchat(settings)
    rows: dict[str, dict] = {}
    timings: dict[str, float] = {}
    for mode in RETRIEVER_NAMES:
        t0 = time.perf_counter()
        runs = run_queries(lc, data, mode, all_q)
        timings[mode] = (time.perf_counter() - t0) / max(len(all_q), 1)
        label = "hybrid (defaults)" if mode == "hybrid" else mode
        rows[label] = {"all": score(runs, data, all_q), "held_out": score(runs, data, held_q),
                       "config": {k: getattr(settings, k) for k in ("fusion", "rrf_k", "dense_weight")}
                       if mode == "hybrid" else {}}
    grid = []
    if tune:
        for params in FUSION_GRID:
            s = Settings(**{**settings.model_dump(), **params})
            tuned_lc = Litchat(s)
            runs = run_queries(tuned_lc, data, "hybrid", all_q)
            grid.append({"params": params, "tune": score(runs, data, tune_q), "held_out": score(runs, data, held_q),
                         "all": score(runs, data, all_q)})
        best = max(grid, key=lambda g: g["tune"]["ndcg@10"])
        rows["hybrid (tuned)"] = {"all": best["all"], "held_out": best["held_out"], "config": best["params"],
                                  "chosen_on": f"tuning half ({len(tune_q)} queries), nDCG@10 {best['tune']['ndcg@10']:.4f}"}
    return {"docs": len(data.docs), "queries": len(all_q), "tune_queries": len(tune_q), "held_out_queries": len(held_q),
            "index": indexed, "rows": rows, "grid": grid,
            "search_ms_per_query": {m: round(t * 1000, 1) for m, t in timings.items()},
            "settings": {"embed_model": settings.embed_model, "chunk_tokens": settings.chunk_tokens,
                         "chunk_overlap": settings.chunk_overlap, "k_dense": settings.k_dense,
                         "k_bm25": settings.k_bm25}}


def markdown(result: dict) -> str:
    searched = result["index"]["papers"]
    lines = [f"SciFact (BEIR test): {result['docs']:,} abstracts, {result['queries']} queries"
             f"{f' (searched store holds {searched:,} abstracts)' if searched != result['docs'] else ''}; "
             f"our pipeline ({result['settings']['embed_model']}, chunks of {result['settings']['chunk_tokens']} "
             f"tokens, Chroma + BM25). Held-out = the {result['held_out_queries']} queries NOT used to choose fusion.",
             "", "| system | nDCG@10 (all) | Recall@100 (all) | nDCG@10 (held-out half) | Recall@100 (held-out) | settings |",
             "|---|---|---|---|---|---|"]
    for name, row in result["rows"].items():
        cfg = ", ".join(f"{k}={v}" for k, v in row.get("config", {}).items())
        lines.append(f"| litchat {name} | {row['all']['ndcg@10']:.3f} | {row['all']['recall@100']:.3f} | "
                     f"{row['held_out']['ndcg@10']:.3f} | {row['held_out']['recall@100']:.3f} | {cfg} |")
    for p in PUBLISHED:
        lines.append(f"| published: {p['system']} | {p['ndcg@10']} | {p['recall@100']} | | | |")
    if result["grid"]:
        lines += ["", "Fusion grid (hybrid), nDCG@10 on the tuning half / held-out half:", "",
                  "| fusion | tune nDCG@10 | held-out nDCG@10 | all Recall@100 |", "|---|---|---|---|"]
        for g in result["grid"]:
            p = ", ".join(f"{k}={v}" for k, v in g["params"].items())
            lines.append(f"| {p} | {g['tune']['ndcg@10']:.3f} | {g['held_out']['ndcg@10']:.3f} | "
                         f"{g['all']['recall@100']:.3f} |")
    ix = result["index"]
    lines += ["", f"Index: {ix['papers']:,} papers, {ix['chunks']:,} chunks ({ix['seconds']} s this run; cached "
                  f"vectors are reused). Search ms/query: " +
              ", ".join(f"{m} {v}" for m, v in result["search_ms_per_query"].items()) + "."]
    return "\n".join(lines)


@click.command("scifact")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="folder with corpus.jsonl, queries(_test).jsonl, qrels_test.tsv or qrels/test.tsv")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
@click.option("--no-tune", is_flag=True, help="skip the fusion grid")
@click.option("--max-docs", type=int, default=None, help="a smaller corpus (first queries whose documents fit)")
@click.option("--max-queries", type=int, default=None, help="with --max-docs: at most this many queries")
@click.option("--first-docs", type=int, default=None,
              help="only the first N abstracts (reusing the cached store) and the queries judged within them")
@click.pass_context
def COMMAND(ctx, data_dir, as_json, no_tune, max_docs, max_queries, first_docs):
    """nDCG@10 and Recall@100 of dense, BM25 and hybrid on SciFact, beside published figures."""

    base = settings_from(ctx)
    data = load_scifact(data_dir, max_docs=max_docs, max_queries=max_queries, first_docs=first_docs)
    home = Path(base.home) / ("bench-scifact" if max_docs is None else f"bench-scifact-{max_docs}")
    # the full run makes the cache store hold exactly the corpus; a --first-docs run only adds what it lacks
    result = evaluate(base, data, home, tune=not no_tune, progress=not as_json, exact=first_docs is None)
    md = markdown(result)
    name = "scifact" + (f"-first{first_docs}" if first_docs else f"-{max_docs}" if max_docs else "")
    save_result(name, result, md)
    click.echo(json.dumps(result, indent=1) if as_json else md)
