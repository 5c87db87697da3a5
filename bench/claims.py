"""`litchat bench claims`: does abstention (and evidence choice) hold up on data nobody here wrote?

SciFact's dev claims are asked as questions (extractive generator, through ``Litchat.ask``) over its abstracts. A
seeded half of the claims lose their cited abstracts: the store keeps every abstract (embedded once, cached under
<home>/bench-scifact, shared with `bench scifact`) and the dropped ones are excluded with a ``paper_ids`` filter, so
nothing is re-embedded per run. A claim is

- unanswerable: none of its cited abstracts remain;
- answerable: an abstract with annotated evidence (SUPPORT / CONTRADICT) remains;
- not enough info: a cited abstract remains but has no rationale (reported apart: abstaining there is not wrong).

The claims are split into two seeded halves; every figure is printed for both, the held-out half being the honest
one, and the split is written into the results file. Three decisions are compared on the same answers:

- the chain's own: claims abstain by the answerability model (rag/answer/answerability/model.py) below a threshold
  calibrated on the kept corpus with probe claims drawn from its own abstracts (no SciFact claim used);
- the answerability score with its threshold chosen on the tune half (the best a fitted number could do);
- the relevance rule every question used before (score below settings.abstain_threshold, fitted on the seeds).

``--fit`` first fits the model's weights on the tune half (answerable vs unanswerable claims) and writes them to
rag/answer/answerability/answerability.json, then runs the bench with them.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from pathlib import Path

import click

from bench.context import settings_from
from bench.results import RESULTS_DIR, save_result
from bench.scifact import DEFAULT_DATA, SciFactData, bench_settings, index
from rag.answer.answerability.model import best_accuracy_threshold, fit, load_model, FEATURES, MODEL_PATH
from rag.api import Litchat
from rag.records import Filters

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


def kept_filter(kept: set[str]):
    return Filters(paper_ids=sorted(f"scifact-{d}" for d in kept))


def ask_all(lc, claims: list[Claim], kept: set[str], sentences: dict[str, list[str]]) -> dict[str, dict]:
    filters = kept_filter(kept)
    rows = {}
    for c in claims:
        a = lc.ask(c.text, filters=filters, generator="extractive")
        # what the answer would cite had the chain not abstained (for the rules that would have answered)
        cited_by = lc.ask(c.text, filters=filters, generator="extractive", abstain=False) if a.abstained else a
        highlighted = []
        for s in cited_by.sentences:
            if s.evidence and s.evidence_paper:
                d = s.evidence_paper.removeprefix("scifact-")
                highlighted.append({"doc": d, "index": sentence_index(s.evidence, sentences.get(d, []))})
        rel, claim = a.relevance, a.relevance.claim if a.relevance else None
        rows[c.id] = {"abstained": a.abstained, "score": float(round(rel.score, 4)) if rel else 0.0,
                      "answerability": round(claim.answerability, 4) if claim else None, "claim": claim is not None,
                      "weak": bool(claim and claim.weak),
                      "signals": dict(claim.signals) if claim else {},
                      "cited": [x.paper.id.removeprefix("scifact-") for x in cited_by.citations],
                      "top10": [h.paper.id.removeprefix("scifact-") for h in a.hits[:10]],
                      "highlighted": highlighted}
    return rows


def auc(pos: list[float], neg: list[float]) -> float | None:
    if not pos or not neg:
        return None
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def metrics(claims: list[Claim], rows: dict[str, dict], kinds: dict[str, str], qids: list[str],
            threshold: float | None = None, key: str = "answerability") -> dict:
    """Figures over ``qids``. With ``threshold``, abstention is re-decided as rows[q][key] < threshold (what that
    rule would do); otherwise the chain's own decision is used. The AUC is that of ``key``."""
    by_id = {c.id: c for c in claims}

    def value(q):
        v = rows[q].get(key)
        return float("-inf") if v is None else v

    def abstains(q):
        return value(q) < threshold if threshold is not None else rows[q]["abstained"]

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
                auc([value(q) for q in ans], [value(q) for q in una])),
            "highlighted_rationale_share": rate(hl_ok, len(hl)), "highlighted_gold_sentences": len(hl),
            "nei_abstain_rate": rate(sum(abstains(q) for q in nei), len(nei)),
            # the chain's middle ground: answered with a "weak evidence" warning (None for re-decided rules)
            "weak_rate_unanswerable": None if threshold is not None else rate(
                sum(rows[q].get("weak", False) and not rows[q]["abstained"] for q in una), len(una)),
            "weak_rate_answerable": None if threshold is not None else rate(
                sum(rows[q].get("weak", False) and not rows[q]["abstained"] for q in ans), len(ans))}


def best_threshold(rows: dict[str, dict], kinds: dict[str, str], qids: list[str], key: str = "answerability"
                   ) -> float:
    """The threshold on rows[q][key] with the best abstention accuracy on ``qids``."""

    def values(kind):
        return [rows[q][key] if rows[q].get(key) is not None else float("-inf") for q in qids if kinds[q] == kind]
    return best_accuracy_threshold(values("answerable"), values("unanswerable"))


def fit_model(rows: dict[str, dict], kinds: dict[str, str], tune: list[str], provenance: str):
    """Answerability weights fitted on the tune half's answerable and unanswerable claims."""
    import numpy as np


    used = [q for q in tune if kinds[q] != "nei" and rows[q]["signals"]]
    X = np.array([[rows[q]["signals"][f] for f in FEATURES] for q in used], dtype=float)
    y = np.array([kinds[q] == "answerable" for q in used], dtype=float)
    model = fit(X, y)
    model.provenance = f"{provenance}; {int(y.sum())} answerable and {int(len(y) - y.sum())} unanswerable tune claims"
    return model


def evaluate(base_settings, data_dir: Path, home: Path, progress: bool = True, limit: int | None = None,
             probes: int = 40, fit_to: Path | None = None, provenance: str = "") -> dict:
    """The bench; with ``fit_to``, the answerability weights are first fitted on the tune half and written there."""

    data, claims, sentences = load_claims(data_dir)
    settings = bench_settings(base_settings, home).model_copy(update={"claim_probes": probes})
    indexed = index(settings, data, progress=progress, exact=True)
    p = plan(claims, {str(d["_id"]) for d in data.docs})
    asked = claims if limit is None else claims[:limit]
    qids = [c.id for c in asked]
    lc = Litchat(settings)
    judge = lc.chain.judge
    fitted = None
    if fit_to is not None:
        judge.pin(None)
        rows = ask_all(lc, asked, p["kept_docs"], sentences)  # signals do not depend on the weights
        fitted = fit_model(rows, p["kinds"], [q for q in p["tune"] if q in rows], provenance)
        Path(fit_to).write_text(json.dumps(fitted.to_dict(), indent=1) + "\n")
        judge.model = load_model(fit_to)
    t0 = time.perf_counter()
    cal = judge.calibration(kept_filter(p["kept_docs"]))  # probes from the kept abstracts only
    calibration_s = time.perf_counter() - t0
    judge.pin(cal)
    t0 = time.perf_counter()
    rows = ask_all(lc, asked, p["kept_docs"], sentences)
    seconds = time.perf_counter() - t0
    judge.pin(None)
    tune = [q for q in p["tune"] if q in rows]
    held = [q for q in p["held_out"] if q in rows]
    t = best_threshold(rows, p["kinds"], tune)
    old = settings.abstain_threshold
    return {
        "claims": len(qids), "docs": len(data.docs), "kept_docs": len(p["kept_docs"]), "seed": SEED,
        "index": indexed, "ask_ms_per_claim": round(seconds * 1000 / max(len(qids), 1), 1),
        "model": judge.model.to_dict(), "fitted_now": fitted is not None, "budget": settings.claim_false_abstention,
        "model_file": str(fit_to or MODEL_PATH),
        "current_rule": {"threshold": round(cal.threshold, 4), "calibration": cal.to_dict(),
                         "calibration_seconds": round(calibration_s, 1),
                         "tune": metrics(claims, rows, p["kinds"], tune),
                         "held_out": metrics(claims, rows, p["kinds"], held)},
        "threshold_chosen_on_tune": {"threshold": round(t, 4),
                                     "tune": metrics(claims, rows, p["kinds"], tune, t),
                                     "held_out": metrics(claims, rows, p["kinds"], held, t)},
        "relevance_rule": {"threshold": old,
                           "tune": metrics(claims, rows, p["kinds"], tune, old, key="score"),
                           "held_out": metrics(claims, rows, p["kinds"], held, old, key="score")},
        "split": {"tune": tune, "held_out": held, "dropped_claims": p["dropped_claims"],
                  "dropped_docs": p["dropped_docs"]},
        "kinds": {q: p["kinds"][q] for q in qids}, "rows": rows,
    }


FIGURES = [("abstention_accuracy", "abstention accuracy"), ("abstain_rate_unanswerable", "abstain rate, unanswerable"),
           ("false_abstention_rate", "false abstention"), ("gold_cited_rate", "gold abstract cited (of answerable)"),
           ("hit@10", "retrieval hit@10"), ("score_auc", "AUC of the abstention score"),
           ("highlighted_rationale_share", "highlighted support = annotated rationale"),
           ("nei_abstain_rate", "abstain rate, not-enough-info (apart)"),
           ("weak_rate_unanswerable", "answered with a weak-evidence warning, unanswerable"),
           ("weak_rate_answerable", "answered with a weak-evidence warning, answerable")]


def markdown(result: dict) -> str:
    cur, tun, old = result["current_rule"], result["threshold_chosen_on_tune"], result["relevance_rule"]
    h, cal = cur["held_out"], cur["calibration"]
    model = result["model"]
    weights = ", ".join(f"{f} {w:+.2f}" for f, w in zip(model["features"], model["weights"]))
    lines = [f"SciFact dev claims as questions: {result['claims']} claims over {result['docs']:,} abstracts, "
             f"{result['kept_docs']:,} kept (a seeded half of the claims lose their cited abstracts, seed "
             f"{result['seed']}). Held-out half: {h['unanswerable']} unanswerable, {h['answerable']} answerable, "
             f"{h['nei']} not-enough-info. Extractive generator, {result['ask_ms_per_claim']} ms/claim.", "",
             f"- **chain**: what `litchat ask` does. A claim's answerability score (logistic over standardised "
             f"signals: {weights}; fitted on the tune half{' in this run' if result['fitted_now'] else ''}, "
             f"`{Path(result['model_file']).name}`) is compared with two cuts calibrated on the kept corpus "
             f"({cal['probes']} probe claims drawn from its own abstracts, scored with and without their abstract; "
             f"no SciFact claim used; {cur['calibration_seconds']} s): below {cal['floor']:.3f} (what "
             f"{result['budget']:.0%} of the probes with their abstract score below) it abstains; below "
             f"{cur['threshold']} (the best separation of the probes) it answers with a weak-evidence warning.",
             f"- **fitted threshold**: the same score, threshold {tun['threshold']} chosen on the tune half.",
             f"- **relevance rule**: the rule every question used before, relevance below {old['threshold']} "
             f"(fitted on the seeds eval).", "",
             "| figure | chain: tune | chain: held-out | fitted threshold: tune | held-out | relevance rule: tune | "
             "held-out |", "|---|---|---|---|---|---|---|"]

    def f(v):
        return "–" if v is None else f"{v:.3f}"
    for key, label in FIGURES:
        if key.startswith("weak") and cur["held_out"].get(key) is None:
            continue
        lines.append(f"| {label} | {f(cur['tune'][key])} | {f(cur['held_out'][key])} | {f(tun['tune'][key])} | "
                     f"{f(tun['held_out'][key])} | {f(old['tune'][key])} | {f(old['held_out'][key])} |")
    return "\n".join(lines)


@click.command("claims")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="folder with corpus.jsonl, claims_dev.jsonl, corpus_sentences.jsonl")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
@click.option("--limit", type=int, default=None, help="ask only the first N claims (a quick look)")
@click.option("--probes", type=int, default=40, show_default=True,
              help="probe claims drawn from the kept corpus to calibrate the abstention threshold")
@click.option("--fit", "fit_to", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="first fit the answerability weights on the tune half and write them to this file "
                   "(rag/answer/answerability/answerability.json is the one litchat uses)")
@click.pass_context
def COMMAND(ctx, data_dir, as_json, limit, probes, fit_to):
    """Abstention and evidence choice on SciFact claims whose abstracts are (or are not) in the corpus."""
    import sys


    base = settings_from(ctx)
    result = evaluate(base, data_dir, Path(base.home) / "bench-scifact", progress=not as_json, limit=limit,
                      probes=probes, fit_to=fit_to,
                      provenance=f"`litchat bench claims --fit` on {time.strftime('%Y-%m-%d')}, seed {SEED}: "
                                 f"{' '.join(sys.argv[1:])}")
    md = markdown(result)
    save_result("claims" if limit is None else f"claims-first{limit}", result, md)
    click.echo(json.dumps({k: v for k, v in result.items() if k not in ("rows",)}, indent=1) if as_json else md)


def claims_section(path: Path | None = None) -> str:
    """The latest `litchat bench claims` figures (abstention and evidence on SciFact), if that bench has been run."""
    path = path or RESULTS_DIR / "claims.json"
    if not path.is_file():
        return "\n## SciFact claims (abstention that transfers)\n\nNot run yet: `litchat bench claims --data ../shared/bench/scifact`.\n"
    saved = json.loads(path.read_text())
    meta = saved.get("meta", {})
    return (f"\n## SciFact claims (abstention that transfers)\n\nFrom `{path.name}`, made by `{meta.get('command', '?')}` "
            f"({meta.get('date', '?')}); not re-run by the eval.\n\n{markdown(saved['result'])}\n")
