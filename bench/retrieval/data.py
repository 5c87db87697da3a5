"""The public retrieval sets `litchat bench retrieval` runs: one loader, one shape (``RetrievalSet``).

- SciFact test (BEIR): corpus.jsonl, queries_test.jsonl, qrels_test.tsv — reported, never tuned on.
- SciFact train claims (claims_train.jsonl, their ``cited_doc_ids`` as judgements) over the same corpus — tuning.
- NFCorpus dev (BEIR): corpus.jsonl, queries_dev.jsonl, qrels_dev.tsv — tuned on half, reported on the other half.
Any BEIR-layout folder (corpus.jsonl, queries.jsonl, qrels/test.tsv) can be added with ``--extra NAME=DIR``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import click

from bench.jsonl import read_jsonl
from rag.corpus.loader import load_corpus
from rag.records import Paper, Source


@dataclass
class RetrievalSet:
    name: str
    corpus: str  # sets sharing a corpus share its vectors
    docs: list[dict]  # {"_id", "title", "text"}
    queries: dict[str, str]
    qrels: dict[str, dict[str, int]]
    order: list[str] = field(default_factory=list)  # query ids in file order


def read_qrels(path: Path) -> dict[str, dict[str, int]]:
    if not path.is_file():
        raise click.ClickException(f"{path}: missing")
    qrels: dict[str, dict[str, int]] = {}
    for lineno, line in enumerate(path.read_text().splitlines(), start=1):
        parts = line.strip().split("\t")
        if lineno == 1 and not parts[-1].strip().isdigit():
            continue
        if len(parts) != 3:
            raise click.ClickException(f"{path}:{lineno}: expected 3 tab-separated fields")
        if int(parts[2]) > 0:
            qrels.setdefault(parts[0], {})[parts[1]] = int(parts[2])
    return qrels


def beir_set(name: str, folder: Path, queries_file: str, qrels_file: str) -> RetrievalSet:
    docs = read_jsonl(folder / "corpus.jsonl")
    qrels = read_qrels(folder / qrels_file)
    queries, order = {}, []
    for q in read_jsonl(folder / queries_file):
        if q["_id"] in qrels:
            queries[q["_id"]] = q["text"]
            order.append(q["_id"])
    return RetrievalSet(name, corpus=str(folder.resolve()), docs=docs, queries=queries,
                        qrels={q: qrels[q] for q in order}, order=order)


def scifact_train(folder: Path, docs: list[dict]) -> RetrievalSet:
    """SciFact train claims as queries, the documents each cites as its relevant set."""
    ids = {d["_id"] for d in docs}
    queries, qrels, order = {}, {}, []
    for c in read_jsonl(folder / "claims_train.jsonl"):
        cited = {str(d) for d in c.get("cited_doc_ids", [])} & ids
        if cited:
            qid = f"train-{c['id']}"
            queries[qid], qrels[qid] = c["claim"], {d: 1 for d in cited}
            order.append(qid)
    return RetrievalSet("scifact-train", corpus=str(folder.resolve()), docs=docs, queries=queries, qrels=qrels,
                        order=order)


def to_papers(docs: list[dict]) -> list[Paper]:
    return [Paper(id=d["_id"], title=d.get("title") or None, display_title=d.get("title") or f"doc {d['_id']}",
                  authors=[], authors_truncated=False, year=None, categories=[], abstract=d.get("text") or "",
                  sources=[Source("corpus.jsonl", i + 1)]) for i, d in enumerate(docs)]


def split_halves(order: list[str]) -> tuple[list[str], list[str]]:
    """(tuning half, held-out half): even / odd position in the file."""
    return list(order[0::2]), list(order[1::2])


def seeds_set(folder: Path) -> RetrievalSet:
    """Any corpus folder litchat ingests, as documents without queries (for the long-vs-short pairs)."""
    papers = load_corpus([folder]).papers
    docs = [{"_id": p.id, "title": p.title or p.display_title, "text": p.abstract} for p in papers]
    return RetrievalSet(folder.name, corpus=str(folder.resolve()), docs=docs, queries={}, qrels={})
