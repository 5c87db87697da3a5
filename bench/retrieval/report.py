"""The markdown of `litchat bench retrieval`: per set a table of systems with bootstrap intervals, the published
baselines beside them (with their sources), the fitted fusion, and the long-vs-short area questions."""
from __future__ import annotations

# Published figures (BEIR test splits). BM25: Thakur et al., "BEIR" (NeurIPS 2021 datasets track), Table 2 /
# appendix (Anserini BM25 over title + text). all-MiniLM-L6-v2: the MTEB retrieval results of
# sentence-transformers/all-MiniLM-L6-v2 (MTEB leaderboard; NFCorpus scored on its TEST split, ours on dev).
PUBLISHED = {
    "scifact-test": [("BM25 (BEIR paper)", "0.665", "0.908"), ("all-MiniLM-L6-v2 (MTEB)", "0.645", "–")],
    "nfcorpus-dev held-out half": [("BM25 (BEIR paper, test split)", "0.325", "0.250"),
                                   ("all-MiniLM-L6-v2 (MTEB, test split)", "0.316", "–")],
    "nfcorpus-dev all": [("BM25 (BEIR paper, test split)", "0.325", "0.250"),
                         ("all-MiniLM-L6-v2 (MTEB, test split)", "0.316", "–")],
}


def _ci(d: dict) -> str:
    return f"{d['delta']:+.3f} [{d['lo']:+.3f}, {d['hi']:+.3f}]"


def _set_table(label: str, s: dict) -> list[str]:
    lines = [f"### {label} ({s['queries']} queries, {s['docs']:,} documents; {s.get('with_topic_head', 0)} with a "
             f"topic head, {s.get('with_acronym_terms', 0)} naming a long form the corpus defines)", "",
             "| system | nDCG@10 | Recall@100 | Δ nDCG@10 vs hybrid (today) [95 % CI] | Δ Recall@100 [95 % CI] |",
             "|---|---|---|---|---|"]
    for name, r in s["rows"].items():
        same = name == "hybrid (today)"
        lines.append(f"| {name} | {r['ndcg@10']:.3f} | {r['recall@100']:.3f} | "
                     f"{'' if same else _ci(r['vs_hybrid_ndcg@10'])} | {'' if same else _ci(r['vs_hybrid_recall@100'])} |")
    for name, ndcg, rec in PUBLISHED.get(label, []):
        lines.append(f"| published: {name} | {ndcg} | {rec} | | |")
    return lines + [""]


def _longshort(ls: dict) -> list[str]:
    lines = ["## Long, self-explaining area questions vs their short form", "",
             "Recall of a topic's papers (those naming it) in the top 10 / 20, capped at the number of papers; "
             "held-out = topics and templates not used while choosing anything.", "",
             "| corpus | topics (held-out) | system | half | short @10 | long @10 | short @20 | long @20 |",
             "|---|---|---|---|---|---|---|---|"]
    for corpus, c in ls.items():
        for system, halves in c["results"].items():
            for half, r in halves.items():
                lines.append(f"| {corpus} | {c['topics']} ({c['held_out_topics']}) | {system} | {half} | "
                             f"{r['short recall@10']:.3f} | {r['long recall@10']:.3f} | {r['short recall@20']:.3f} | "
                             f"{r['long recall@20']:.3f} |")
    lines += ["", "Examples:", ""]
    for corpus, c in ls.items():
        for e in c["examples"][:2]:
            lines.append(f"- {corpus}: short `{e['short']}` / long `{e['long']}` / topic head `{e.get('head')}` "
                         f"({e['papers']} papers)")
    return lines + [""]


def markdown(result: dict) -> str:
    ch = result["chosen"]
    lines = ["Today = chunk vectors (200-token chunks with title context) + BM25, RRF k=60. New = a paper's dense "
             "score mixes its best chunk with its best late-chunked sentence vector, fused with BM25 by the "
             "fitted rule; '+ request stripping' also strips request boilerplate (the default), '+ acronyms' "
             "also expands rare corpus-defined acronyms (off by default), '+ topic head' also searches a long question's "
             "topic head alone (the words before a clause that explains the topic) and fuses the two rankings by "
             "weighted RRF (the default; 'topic head weight w' rows: other shares, tuning half only to choose), "
             "'+ acronym terms' also gives BM25 the acronym of each long form the query names that the corpus "
             "defines ('large language models' -> 'LLMs'; the vector reads the query as it is; the default). "
             "Intervals: paired bootstrap over queries (2,000 resamples).", "",
             f"Chosen on the tuning sets (SciFact train claims, NFCorpus dev tuning half; mean nDCG@10 across them): "
             f"fusion={ch['fusion']}, dense_weight={ch['dense_weight']}, span_weight={ch['span_weight']}, "
             f"rrf_k={ch['rrf_k']}. Per-set bests (not used): "
             + "; ".join(f"{k}: {v}" for k, v in result["per_set_best"].items()) + ".", ""]
    for label, s in result["sets"].items():
        lines += _set_table(label, s)
    lines += _longshort(result["long_vs_short"])
    top = sorted(result["fit_table"], key=lambda r: -r["mean"])[:12]
    keys = [k for k in top[0] if k not in ("variant", "mean")]
    lines += ["## Fusion grid (tuning sets only), best 12 by mean nDCG@10", "",
              "| variant | " + " | ".join(keys) + " | mean |", "|---" * (len(keys) + 2) + "|"]
    lines += [f"| {r['variant']} | " + " | ".join(f"{r[k]:.4f}" for k in keys) + f" | {r['mean']:.4f} |" for r in top]
    lines += ["", "Embedding seconds (once, cached): " +
              ", ".join(f"{k} {v}" for k, v in result["embedding_seconds"].items())]
    return "\n".join(lines)
