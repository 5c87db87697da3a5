"""`litchat bench claims`: does abstention (and evidence choice) hold up on data nobody here wrote?

SciFact's dev claims are asked as questions (extractive generator, through ``Litchat.ask``) over its abstracts. A
seeded half of the claims lose their cited abstracts: the store keeps every abstract (embedded once, cached under
<home>/bench-scifact, shared with `bench scifact`) and the dropped ones are excluded with a ``paper_ids`` filter, so
nothing is re-embedded per run. A claim is

- unanswerable: none of its cited abstracts remain;
- answerable: an abstract with annotated evidence (SUPPORT / CONTRADICT) remains;
- not enough info: a cited abstract remains but has no rationale (reported apart: abstaining there is not wrong).

The claims are split into two seeded halves: the abstention threshold is chosen on the tune half (best abstention
accuracy) and every figure is printed for both halves, the held-out half being the honest one. The split is written
into the results file.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from pathlib import Path

import click

from rag.bench.scifact import DEFAULT_DATA, SciFactData, bench_settings, index

SEED = 10


@dataclass
class Claim:
    id: str
    text: str
    cited: list[str]  # corpus doc ids
    evidence: dict[str, set[int]]  # doc id -> rationale sentence indices (SUPPORT or CONTRADICT)


def _read_jsonl(path: Path) -> list[dict]:
    if not path.is_file():
        raise click.ClickException(f"{path}: missing (SciFact claims expected there)")
    rows = []
    for lineno, line in enumerate(path.read_text().splitlines(), start=1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise click.ClickException(f"{path}:{lineno}: not JSON ({e.msg})")
    return rows


def load_claims(data_dir: Path) -> tuple[SciFactData, list[Claim], dict[str, list[str]]]:
    data_dir = Path(data_dir)
    docs = _read_jsonl(data_dir / "corpus.jsonl")
    sentences = {str(r["_id"]): r["sentences"] for r in _read_jsonl(data_dir / "corpus_sentences.jsonl")}
    claims = []
    for r in _read_jsonl(data_dir / "claims_dev.jsonl"):
        ev = {str(d): {i for e in sets for i in e["sentences"]} for d, sets in (r.get("evidence") or {}).items()}
        claims.append(Claim(str(r["id"]), r["claim"], [str(d) for d in r.get("cited_doc_ids") or []], ev))
    data = SciFactData(docs=docs, queries={c.id: c.text for c in claims}, qrels={}, order=[c.id for c in claims])
    return data, claims, sentences


def plan(claims: list[Claim], all_docs: set[str], seed: int = SEED) -> dict:
    """Which claims lose their abstracts, the resulting kept corpus, each claim's kind, and the tune/held-out split."""
    rng = random.Random(seed)
    ids = [c.id for c in claims]
    dropped_claims = set(rng.sample(ids, len(ids) // 2))
    dropped_docs = {d for c in claims if c.id in dropped_claims for d in c.cited}
    kept = all_docs - dropped_docs
    kinds = {}
    for c in claims:
        remaining = [d for d in c.cited if d in kept]
        if not remaining:
            kinds[c.id] = "unanswerable"
        elif any(d in kept and c.evidence.get(d) for d in c.evidence):
            kinds[c.id] = "answerable"
        else:
            kinds[c.id] = "nei"
    order = list(ids)
    random.Random(seed + 1).shuffle(order)
    tune = sorted(order[: len(order) // 2], key=ids.index)
    held = sorted(order[len(order) // 2:], key=ids.index)
    return {"dropped_claims": sorted(dropped_claims, key=ids.index), "dropped_docs": sorted(dropped_docs),
            "kept_docs": kept, "kinds": kinds, "tune": tune, "held_out": held}


def sentence_index(evidence: str, sentences: list[str]) -> int | None:
    """Index of our highlighted evidence sentence in SciFact's sentence list (exact, else best word overlap)."""
    ev = " ".join(evidence.split())
    for i, s in enumerate(sentences):
        if " ".join(s.split()) == ev:
            return i
    words = set(ev.lower().split())
    best, best_i = 0.0, None
    for i, s in enumerate(sentences):
        sw = set(s.lower().split())
        j = len(words & sw) / max(len(words | sw), 1)
        if j > best:
            best, best_i = j, i
    return best_i if best >= 0.5 else None


def ask_all(lc, claims: list[Claim], kept: set[str], sentences: dict[str, list[str]]) -> dict[str, dict]:
    from rag.records import Filters

    filters = Filters(paper_ids=sorted(f"scifact-{d}" for d in kept))
    rows = {}
    for c in claims:
        a = lc.ask(c.text, filters=filters, generator="extractive")
        highlighted = []
        for s in a.sentences:
            if s.evidence and s.evidence_paper:
                d = s.evidence_paper.removeprefix("scifact-")
                highlighted.append({"doc": d, "index": sentence_index(s.evidence, sentences.get(d, []))})
        rows[c.id] = {"abstained": a.abstained, "score": float(a.relevance.get("score", 0.0)),
                      "cited": [x.paper.id.removeprefix("scifact-") for x in a.citations],
                      "top10": [h.paper.id.removeprefix("scifact-") for h in a.hits[:10]],
                      "highlighted": highlighted}
    return rows


def auc(pos: list[float], neg: list[float]) -> float | None:
    if not pos or not neg:
        return None
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def metrics(claims: list[Claim], rows: dict[str, dict], kinds: dict[str, str], qids: list[str],
            threshold: float | None = None) -> dict:
    """Figures over ``qids``. With ``threshold``, abstention is re-decided as score < threshold (what the tuned
    rule would do); otherwise the chain's own decision is used."""
    by_id = {c.id: c for c in claims}

    def abstains(q):
        return rows[q]["score"] < threshold if threshold is not None else rows[q]["abstained"]

    una = [q for q in qids if kinds[q] == "unanswerable"]
    ans = [q for q in qids if kinds[q] == "answerable"]
    nei = [q for q in qids if kinds[q] == "nei"]
    gold = {q: {d for d in by_id[q].evidence if by_id[q].evidence[d]} for q in ans}
    correct = sum(abstains(q) for q in una) + sum(not abstains(q) for q in ans)
    answered = [q for q in ans if not abstains(q)]
    cited_gold = [q for q in answered if gold[q] & set(rows[q]["cited"])]
    hl = [(q, h) for q in answered for h in rows[q]["highlighted"] if h["doc"] in gold[q]]
    hl_ok = sum(h["index"] is not None and h["index"] in by_id[q].evidence[h["doc"]] for q, h in hl)

    def rate(a, b):
        return round(a / b, 4) if b else None

    return {"claims": len(qids), "unanswerable": len(una), "answerable": len(ans), "nei": len(nei),
            "abstention_accuracy": rate(correct, len(una) + len(ans)),
            "abstain_rate_unanswerable": rate(sum(abstains(q) for q in una), len(una)),
            "false_abstention_rate": rate(sum(abstains(q) for q in ans), len(ans)),
            "gold_cited_rate": rate(len(cited_gold), len(ans)),
            "gold_cited_of_answered": rate(len(cited_gold), len(answered)),
            "hit@10": rate(sum(bool(gold[q] & set(rows[q]["top10"])) for q in ans), len(ans)),
            "score_auc": (lambda v: round(v, 4) if v is not None else None)(
                auc([rows[q]["score"] for q in ans], [rows[q]["score"] for q in una])),
            "highlighted_rationale_share": rate(hl_ok, len(hl)), "highlighted_gold_sentences": len(hl),
            "nei_abstain_rate": rate(sum(abstains(q) for q in nei), len(nei))}


def best_threshold(rows: dict[str, dict], kinds: dict[str, str], qids: list[str]) -> float:
    """The score threshold with the best abstention accuracy on ``qids`` (midpoint between neighbouring scores)."""
    pts = sorted({rows[q]["score"] for q in qids if kinds[q] != "nei"})
    cands = [pts[0] - 1e-6] + [(a + b) / 2 for a, b in zip(pts, pts[1:])] + [pts[-1] + 1e-6] if pts else [0.0]
    una = [q for q in qids if kinds[q] == "unanswerable"]
    ans = [q for q in qids if kinds[q] == "answerable"]

    def acc(t):
        return sum(rows[q]["score"] < t for q in una) + sum(rows[q]["score"] >= t for q in ans)
    return max(cands, key=acc)


def corpus_calibration(lc, kept: set[str], probes: int = 60):
    """The abstention threshold calibrated on the kept corpus itself (probe questions drawn from it; no claims)."""
    from rag.answer.abstain import calibrate
    from rag.records import Filters

    ids = sorted(f"scifact-{d}" for d in kept)
    papers = [p for p in lc.papers() if p.id in set(ids)]

    def search(q, exclude):
        keep = [i for i in ids if i != exclude]
        return lc.search(q, k=lc.settings.k, filters=Filters(paper_ids=keep))
    return calibrate(search, papers, probes=probes)


def evaluate(base_settings, data_dir: Path, home: Path, progress: bool = True, limit: int | None = None,
             probes: int = 60) -> dict:
    from rag.api import Litchat

    data, claims, sentences = load_claims(data_dir)
    settings = bench_settings(base_settings, home)
    indexed = index(settings, data, progress=progress, exact=True)
    p = plan(claims, {str(d["_id"]) for d in data.docs})
    asked = claims if limit is None else claims[:limit]
    qids = [c.id for c in asked]
    lc = Litchat(settings)
    t0 = time.perf_counter()
    rows = ask_all(lc, asked, p["kept_docs"], sentences)
    seconds = time.perf_counter() - t0
    tune = [q for q in p["tune"] if q in rows]
    held = [q for q in p["held_out"] if q in rows]
    t = best_threshold(rows, p["kinds"], tune)
    cal = corpus_calibration(lc, p["kept_docs"], probes=probes)
    return {
        "claims": len(qids), "docs": len(data.docs), "kept_docs": len(p["kept_docs"]), "seed": SEED,
        "index": indexed, "ask_ms_per_claim": round(seconds * 1000 / max(len(qids), 1), 1),
        "current_rule": {"threshold": settings.abstain_threshold,
                         "tune": metrics(claims, rows, p["kinds"], tune),
                         "held_out": metrics(claims, rows, p["kinds"], held)},
        "threshold_chosen_on_tune": {"threshold": round(t, 4),
                                     "tune": metrics(claims, rows, p["kinds"], tune, t),
                                     "held_out": metrics(claims, rows, p["kinds"], held, t)},
        "calibrated_to_corpus": {"threshold": round(cal.threshold, 4), "calibration": cal.to_dict(),
                                 "tune": metrics(claims, rows, p["kinds"], tune, cal.threshold),
                                 "held_out": metrics(claims, rows, p["kinds"], held, cal.threshold)},
        "split": {"tune": tune, "held_out": held, "dropped_claims": p["dropped_claims"],
                  "dropped_docs": p["dropped_docs"]},
        "kinds": {q: p["kinds"][q] for q in qids}, "rows": rows,
    }


FIGURES = [("abstention_accuracy", "abstention accuracy"), ("abstain_rate_unanswerable", "abstain rate, unanswerable"),
           ("false_abstention_rate", "false abstention"), ("gold_cited_rate", "gold abstract cited (of answerable)"),
           ("hit@10", "retrieval hit@10"), ("score_auc", "AUC of the abstention score"),
           ("highlighted_rationale_share", "highlighted support = annotated rationale"),
           ("nei_abstain_rate", "abstain rate, not-enough-info (apart)")]


def markdown(result: dict) -> str:
    cur, tun = result["current_rule"], result["threshold_chosen_on_tune"]
    cal = result.get("calibrated_to_corpus") or {"threshold": "–", "tune": {}, "held_out": {}}
    h = cur["held_out"]
    lines = [f"SciFact dev claims as questions: {result['claims']} claims over {result['docs']:,} abstracts, "
             f"{result['kept_docs']:,} kept (a seeded half of the claims lose their cited abstracts, seed "
             f"{result['seed']}). Held-out half: {h['unanswerable']} unanswerable, {h['answerable']} answerable, "
             f"{h['nei']} not-enough-info. Extractive generator, {result['ask_ms_per_claim']} ms/claim.", "",
             f"| figure | current rule (threshold {cur['threshold']}) tune | held-out | threshold {tun['threshold']} "
             f"chosen on tune: tune | held-out | calibrated to the corpus ({cal['threshold']}): tune | held-out |",
             "|---|---|---|---|---|---|---|"]

    lines.insert(1, "Calibrated to the corpus: the threshold separating probe questions drawn from the kept "
                    "abstracts, scored with and without their own abstract (no claim used).")
    lines.insert(1, "")

    def f(v):
        return "–" if v is None else f"{v:.3f}"
    for key, label in FIGURES:
        lines.append(f"| {label} | {f(cur['tune'][key])} | {f(cur['held_out'][key])} | {f(tun['tune'][key])} | "
                     f"{f(tun['held_out'][key])} | {f(cal['tune'].get(key))} | {f(cal['held_out'].get(key))} |")
    return "\n".join(lines)


@click.command("claims")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="folder with corpus.jsonl, claims_dev.jsonl, corpus_sentences.jsonl")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
@click.option("--limit", type=int, default=None, help="ask only the first N claims (a quick look)")
@click.option("--probes", type=int, default=60, show_default=True,
              help="probe questions drawn from the corpus to calibrate the abstention threshold")
@click.pass_context
def COMMAND(ctx, data_dir, as_json, limit, probes):
    """Abstention and evidence choice on SciFact claims whose abstracts are (or are not) in the corpus."""
    from rag.bench.results import save_result
    from rag.cli import settings_from

    base = settings_from(ctx)
    result = evaluate(base, data_dir, Path(base.home) / "bench-scifact", progress=not as_json, limit=limit,
                      probes=probes)
    md = markdown(result)
    save_result("claims" if limit is None else f"claims-first{limit}", result, md)
    click.echo(json.dumps({k: v for k, v in result.items() if k not in ("rows",)}, indent=1) if as_json else md)
