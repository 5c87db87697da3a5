"""Fusion fitted on data: every ranking variant of a small grid is scored on the tuning sets (SciFact train claims,
the tuning half of NFCorpus dev), the one with the best mean nDCG@10 across them is chosen; test/held-out
queries are only ever scored with the chosen variant. Per-dataset bests are reported too (not used)."""
from __future__ import annotations

from dataclasses import dataclass

from bench.retrieval.rankers import Variant, run_variant
from bench.retrieval.signals import Signals
from bench.retrieval.stats import per_query

SPAN_WEIGHTS = (0.0, 0.3, 0.5, 0.7, 1.0)
DENSE_WEIGHTS = (0.3, 0.4, 0.5, 0.6, 0.7)
RRF_KS = (20, 60)


def grid() -> list[Variant]:
    out = [Variant(f"rrf k={k} span={s}", span_weight=s, fusion="rrf", rrf_k=k) for s in SPAN_WEIGHTS for k in RRF_KS]
    out += [Variant(f"{how} w={w} span={s}", span_weight=s, dense_weight=w, fusion=how)
            for how in ("minmax", "zscore") for s in SPAN_WEIGHTS for w in DENSE_WEIGHTS]
    return out


@dataclass
class Fitted:
    best: Variant
    table: list[dict]  # every variant: its nDCG@10 on each tuning set and the mean
    per_set_best: dict[str, str]


def fit(tuning: dict[str, tuple[Signals, dict, list[str]]], variants: list[Variant] | None = None) -> Fitted:
    """``tuning``: set name -> (signals, qrels, query ids to score)."""
    table = []
    for v in variants or grid():
        row = {"variant": v.name}
        for name, (sig, qrels, qids) in tuning.items():
            row[name] = round(float(per_query(run_variant(sig, v), qrels, qids).ndcg10.mean()), 4)
        row["mean"] = round(sum(row[n] for n in tuning) / len(tuning), 4)
        row["_v"] = v
        table.append(row)
    best = max(table, key=lambda r: r["mean"])
    per_set = {n: max(table, key=lambda r: r[n])["variant"] for n in tuning}
    for row in table:
        row.pop("_v") if row is not best else None
    chosen = best.pop("_v")
    return Fitted(chosen, table, per_set)
