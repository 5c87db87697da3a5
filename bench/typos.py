"""`litchat bench typos`: does a question with typing mistakes find the papers its correct spelling finds?

Public queries nobody here wrote (BEIR SciFact test, NFCorpus dev) are misspelt by rule: one or two of each query's
content words (five letters or more, no capital after the first letter, not a stop word) get one typing mistake
each (a letter dropped, two letters swapped, a neighbouring key struck instead, a letter doubled), drawn with a
generator seeded by the query's id, so every run asks the same questions. Each query is searched four ways
through ``Litchat.search`` on the same store: as written and misspelt, with the spelling reader
(rag/retrieval/spelling.py) off and on. Reported:

- nDCG@10 for the four (the reader must not lower the written queries' figure, and should bring the misspelt
  ones back towards it);
- restored: the share of misspelt words the reader reads back as the word the query had (or another form of it:
  "proteisn" -> "protein" for "proteins");
- misread: corrections that are not the query's own word (over the corrections made), and written queries
  that were changed at all (a real word read as another).

Queries are split into a tuning and a held-out half by a hash of their id; read the held-out half. The reader's
constants were set on the seeds' own words before this benchmark existed.
"""
from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import click

from bench.retrieval.data import RetrievalSet, beir_set, to_papers
from bench.results import corpus_halves, print_and_save, stable_hash
from eval.metrics import mean, ndcg_at_k
from rag.api import Litchat
from rag.ingest import run_ingest_papers
from rag.retrieval.text import content_terms, is_stopword
from rag.settings import Settings

SETS = {"scifact": ("scifact", "queries_test.jsonl", "qrels_test.tsv"),
        "nfcorpus": ("nfcorpus", "queries_dev.jsonl", "qrels_dev.tsv")}
MIN_LENGTH = 5
MAX_TYPOS = 2
_KEYS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
_WORD = re.compile(r"\b[A-Za-z][a-z]{%d,}\b" % (MIN_LENGTH - 1))  # "Fried" or "fried"; not "DNA", not "mRNA"


@dataclass
class Probe:
    corpus: str
    qid: str
    query: str
    misspelt: str
    held_out: bool
    typos: list[tuple[str, str]] = field(default_factory=list)  # (word, as misspelt)
    ndcg: dict[str, float] = field(default_factory=dict)  # "written/off", "written/on", "misspelt/off", ...
    restored: int = 0  # misspelt words read back as the query's own word
    misread: int = 0  # corrections of the misspelt query that are not its own words
    corrected: int = 0
    written_changed: bool = False
    respell_ms: float = 0.0


def neighbours(letter: str) -> str:
    """The keys left and right of ``letter`` on a QWERTY keyboard."""
    for row in _KEYS:
        i = row.find(letter)
        if i >= 0:
            return row[max(i - 1, 0):i] + row[i + 1:i + 2]
    return ""


def typo(word: str, rng: random.Random) -> str:
    """``word`` with one typing mistake (never the first letter, never the same word)."""
    for _ in range(20):
        i = rng.randrange(1, len(word))
        kind = rng.choice(["drop", "swap", "key", "double"])
        if kind == "drop":
            out = word[:i] + word[i + 1:]
        elif kind == "swap" and i < len(word) - 1:
            out = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        elif kind == "key" and neighbours(word[i]):
            out = word[:i] + rng.choice(neighbours(word[i])) + word[i + 1:]
        else:
            out = word[:i] + word[i] + word[i:]
        if out != word:
            return out
    return word[:-1]


def misspell(query: str, seed: str) -> tuple[str, list[tuple[str, str]]]:
    """The query with one or two content words misspelt, and (word, misspelling) for each."""
    rng = random.Random(stable_hash(seed))
    words = sorted({m.group(0) for m in _WORD.finditer(query) if not is_stopword(m.group(0).lower())})
    chosen = rng.sample(words, min(len(words), rng.choice([1, MAX_TYPOS])))
    typos = [(w, typo(w, rng)) for w in chosen]
    out = query
    for word, wrong in typos:
        out = re.sub(rf"\b{word}\b", wrong, out, count=1)
    return out, typos


def probes(data: RetrievalSet, name: str) -> list[Probe]:
    out = []
    for qid in data.order:
        misspelt, typos = misspell(data.queries[qid], f"{name}:{qid}")
        if typos:
            out.append(Probe(name, qid, data.queries[qid], misspelt, stable_hash(qid) % 2 == 1, typos))
    return out


def open_store(base: Settings, data: RetrievalSet, home: Path) -> tuple[Litchat, Litchat]:
    """(spelling off, spelling on) over one store of the set's corpus, ingested once into ``home``."""
    settings = Settings(**{**base.model_dump(), "home": home, "collection": "typos", "chroma_url": None,
                           "spelling": False})
    off = Litchat(settings)
    run_ingest_papers(settings, to_papers(data.docs), store=off.store, embedder=off.embedder, progress=True,
                      remove_missing=True)
    return off, Litchat(Settings(**{**settings.model_dump(), "spelling": True}))


def ask(off: Litchat, on: Litchat, data: RetrievalSet, p: Probe) -> Probe:
    qrels = data.qrels[p.qid]
    t = time.perf_counter()  # before the searches: a word's first reading (the speller keeps it afterwards)
    fixes = dict(on.retriever.respell(p.misspelt).fixes)
    p.respell_ms = (time.perf_counter() - t) * 1000
    for text, label in ((p.query, "written"), (p.misspelt, "misspelt")):
        for lc, state in ((off, "off"), (on, "on")):
            ranked = [h.paper.id for h in lc.search(text, k=10)]
            p.ndcg[f"{label}/{state}"] = ndcg_at_k(ranked, qrels, 10)
    wanted = {wrong: word for word, wrong in p.typos}
    p.corrected = len(fixes)
    p.restored = sum(1 for wrong, read in fixes.items() if _same_term(wanted.get(wrong), read))
    p.misread = sum(1 for wrong, read in fixes.items() if not _same_term(wanted.get(wrong), read))
    p.written_changed = bool(on.retriever.respell(p.query).fixes)
    return p


def _same_term(word: str | None, read: str) -> bool:
    """Read back as the query's word or another form of it ("proteisn" -> "protein" for "proteins")."""
    return word is not None and content_terms(word) == content_terms(read)


def markdown(found: list[Probe]) -> str:
    lines = ["Public queries misspelt by rule (one or two words a query, one mistake a word), searched as written and "
             "misspelt with the spelling reader off and on: nDCG@10, the share of misspelt words read back as the "
             "query's own word, corrections that are not the query's word (over corrections made), written queries "
             "changed at all, and the reader's p50 time (a query's first reading; words met before are kept).", "",
             "| corpus | half | queries | written, off | written, on | misspelt, off | misspelt, on | restored | "
             "misread | written changed | p50 ms |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    lines += [_row(corpus, half, rows) for corpus, half, rows in corpus_halves(found) if rows]
    return "\n".join(lines)


def _row(corpus: str, half: str, rows: list[Probe]) -> str:
    n = {key: mean(p.ndcg[key] for p in rows) for key in ("written/off", "written/on", "misspelt/off", "misspelt/on")}
    words = sum(len(p.typos) for p in rows)
    corrected = sum(p.corrected for p in rows)
    times = sorted(p.respell_ms for p in rows)
    return (f"| {corpus} | {half} | {len(rows)} | {n['written/off']:.3f} | {n['written/on']:.3f} | "
            f"{n['misspelt/off']:.3f} | **{n['misspelt/on']:.3f}** | {sum(p.restored for p in rows) / words:.3f} | "
            f"{sum(p.misread for p in rows) / max(corrected, 1):.3f} | "
            f"{mean(float(p.written_changed) for p in rows):.3f} | {times[len(times) // 2]:.1f} |")


@click.command("typos")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, exists=True, path_type=Path), required=True,
              help="folder holding scifact/ and nfcorpus/ (BEIR corpus.jsonl, queries and qrels each)")
@click.option("--set", "names", type=click.Choice(list(SETS)), multiple=True, help="sets to run [default: all]")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="where the stores are cached [default: <home>/bench-typos]")
@click.option("--max-queries", type=click.IntRange(min=1), default=None, help="first N misspelt queries a set")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/typos.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, names: tuple[str, ...], home: Path | None, max_queries: int | None, no_save: bool):
    """Misspelt public queries: does the spelling reader find what the written query finds?"""
    base = ctx.find_object(Settings)
    home = home or base.home / "bench-typos"
    found: list[Probe] = []
    for name in names or SETS:
        folder, queries, qrels = SETS[name]
        data = beir_set(name, data_dir / folder, queries, qrels)
        off, on = open_store(base, data, home / name)
        found += [ask(off, on, data, p) for p in probes(data, name)[:max_queries]]
    print_and_save("typos", found, markdown(found), no_save)
