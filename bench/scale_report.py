"""`litchat bench scale`: the Markdown report, the fitted growth curves and the projection to target sizes."""
from __future__ import annotations

import numpy as np

from bench.scale_workers import EMBEDDER_LABEL, K

def markdown(all_rows: list[dict], embedder: str, store_mode: str, seed: int) -> str:
    """The results file's Markdown: the main table, growth, the serving retriever, the ef sweep, projections."""
    rows = [r for r in all_rows if "stopped" not in r]  # complete sizes; a stopped one is reported below
    if not rows:
        return "\n".join(_stopped_lines(all_rows))
    server = store_mode == "server"
    lines = _main_table(rows, embedder, server, seed) + _growth_lines(rows, server)
    if any("hybrid_p50_ms" in r for r in rows):
        lines += _retriever_table(rows, server)
    if any("ef_sweep" in r for r in rows):
        lines += _ef_sweep_table(rows)
    lines += _targets(rows)
    lines += _stopped_lines(all_rows)
    lines += _fit_lines(rows)
    for r in rows:
        if r["queries_with_fewer_than_k_hits"]:
            lines.append(f"WARNING: at {r['size']:,} papers, {r['queries_with_fewer_than_k_hits']} queries got fewer "
                         f"than {K} hits from the store (recall counts them as misses).")
    lines += ["", "RSS during ingest (MB, at 10% / 50% / 100% of the papers): "
              + "; ".join(f"{r['size']:,}: " + " / ".join(str(v) for v in r["rss_mb_during"].values())
                          for r in rows)]
    return "\n".join(lines)


def _main_table(rows: list[dict], embedder: str, server: bool, seed: int) -> list[str]:
    lines = [
        f"Embedder: {EMBEDDER_LABEL[embedder]}. Store: "
        + ("a Chroma server (`chroma run`, 127.0.0.1) in its own process" if server
           else "embedded Chroma (in the ingest process)")
        + f". Synthetic abstracts (rag.synthetic, seed {seed}, 150–300 words). Search: k={K} chunks, warm, "
        f"HNSW ef_search {rows[0].get('ef_search', 100)}; "
        "HNSW = Chroma through store.query_chunks (including its commit check, a second round trip); raw = "
        "Chroma's collection.query alone; exact = NumPy brute-force cosine over "
        "the same vectors.",
        "",
        "| papers | chunks | ingest papers/s | chunks/s | embed s | ingest peak RSS MB | "
        + ("server peak RSS MB | " if server else "")
        + "store on disk MB | HNSW p50 ms | HNSW p95 ms | raw Chroma query p50 ms | exact p50 ms | exact p95 ms | recall@10 |",
        "|" + "---|" * (13 + server),
    ]
    for r in rows:
        lines.append(
            f"| {r['size']:,} | {r['chunks']:,} | {r['papers_per_s']} | {r['chunks_per_s']} | {r['embed_seconds']} | "
            f"{r['peak_rss_mb']} | "
            + (f"{r['server_peak_rss_mb']} | " if server else "")
            + f"{r['store_mb']} | {r['hnsw_p50_ms']} | {r['hnsw_p95_ms']} | {r['chroma_query_p50_ms']} | {r['exact_p50_ms']} | "
            f"{r['exact_p95_ms']} | {r['recall_at_10']} |")
    return lines


def _growth_lines(rows: list[dict], server: bool) -> list[str]:
    if len(rows) < 2:
        return []
    a, b = rows[-2], rows[-1]
    growth = 100 * (b["peak_rss_mb"] - a["peak_rss_mb"]) / a["peak_rss_mb"]
    lines = ["", f"From {a['size']:,} to {b['size']:,} papers ({b['size'] / a['size']:.0f}x): ingest peak RSS "
             f"{a['peak_rss_mb']} → {b['peak_rss_mb']} MB ({growth:+.1f}%); HNSW p50 "
             f"{a['hnsw_p50_ms']} → {b['hnsw_p50_ms']} ms ({b['hnsw_p50_ms'] / a['hnsw_p50_ms']:.2f}x); exact p50 "
             f"{a['exact_p50_ms']} → {b['exact_p50_ms']} ms ({b['exact_p50_ms'] / a['exact_p50_ms']:.2f}x)."]
    if server:
        lines.append(f"Chroma server peak RSS {a['server_peak_rss_mb']} → {b['server_peak_rss_mb']} MB: the "
                     "server holds the HNSW index in memory, so its memory grows with the number of vectors.")
    return lines


def _retriever_table(rows: list[dict], server: bool) -> list[str]:
    lines = ["", "The whole retriever as a serving process runs it (dense via Chroma + BM25 over every paper + RRF "
             "fusion + author/title routing; 8 papers; new questions, warm; the hash embedder encodes a question "
             "in ~0.1 ms, MiniLM adds its encoder time), in its own process. The search catalog (records, BM25, "
             "author/title names) is built by the ingest worker, as `litchat ingest` does, into files the "
             "serving process opens: BM25 memory-mapped, records read per query. Client RSS is the serving "
             f"process's resident memory after 10 warm-up searches and after {rows[0].get('queries', 200)} "
             "more (2 searches each):", "",
             "| papers | catalog build s (ingest) | catalog on disk MB | first search s (opens catalog) | "
             "hybrid p50 ms | hybrid p95 ms | BM25 alone p50 ms | client RSS after warm-up MB | "
             "client RSS after queries MB (anon + file) | client peak RSS MB |"
             + (" server RSS MB |" if server else ""),
             "|" + "---|" * (10 + server)]
    lines += [f"| {r['size']:,} | {r.get('catalog_build_s', '–')} | {r.get('catalog_mb', '–')} | "
              f"{r['retriever_build_s']} | {r['hybrid_p50_ms']} | {r['hybrid_p95_ms']} | "
              f"{r['bm25_p50_ms']} | {r.get('client_rss_mb_after_warmup', '–')} | "
              f"{r.get('client_rss_mb_after_queries', '–')} ({r.get('client_rss_anon_mb_after_queries', '–')} + "
              f"{r.get('client_rss_file_mb_after_queries', '–')}) | {r['retriever_peak_rss_mb']} |"
              + (f" {r.get('server_rss_mb', '–')} |" if server else "")
              for r in rows if "hybrid_p50_ms" in r]
    return lines


def _ef_sweep_table(rows: list[dict]) -> list[str]:
    lines = ["", "HNSW search breadth (ef_search) against recall, same store and queries (a restart between "
             "values):", "", "| papers | ef_search | HNSW p50 ms | HNSW p95 ms | recall@10 | worst query |",
             "|---|---|---|---|---|---|"]
    return lines + [f"| {r['size']:,} | {e['ef_search']} | {e['hnsw_p50_ms']} | {e['hnsw_p95_ms']} | "
                    f"{e['recall_at_10']} | {e['recall_at_10_min']} |" for r in rows for e in r.get("ef_sweep", [])]


def _stopped_lines(rows: list[dict]) -> list[str]:
    lines = []
    for r in rows:
        if "stopped" not in r:
            continue
        lines += ["", f"Stopped at {r['size']:,} papers ({r['stopped']}): "
                  + (f"{r['ingested_papers']:,} papers ingested in {r['ingest_seconds_so_far']} s "
                     f"({r['papers_per_s_so_far']} papers/s so far, ingest RSS {r['ingest_rss_mb_last']} MB); "
                     if r.get("ingested_papers") else "")
                  + f"store on disk {r['store_mb']} MB"
                  + (f", server RSS {r['server_rss_mb']} MB (peak {r['server_peak_rss_mb']} MB)."
                     if "server_rss_mb" in r else ".")]
    return lines


# quantity -> (label, how it grows): "linear" fits a + b·N, "log" fits a + b·log10(N), "power" fits a·N^b
FITTED = {"papers_per_s": ("ingest papers/s", "power"), "store_mb": ("store on disk MB", "linear"),
          "hybrid_p50_ms": ("hybrid search p50 ms", "log"), "hybrid_p95_ms": ("hybrid search p95 ms", "log"),
          "hnsw_p50_ms": ("HNSW query p50 ms", "log"), "bm25_p50_ms": ("BM25 alone p50 ms (scans postings)", "linear"),
          "catalog_mb": ("search catalog on disk MB", "linear"), "catalog_build_s": ("catalog build s", "linear"),
          "catalog_build_peak_rss_mb": ("ingest peak RSS while building the catalog MB", "linear"), "server_rss_mb": ("Chroma server RSS MB", "linear"),
          "client_rss_mb_after_queries": ("serving process RSS MB", "linear")}


def fit(rows: list[dict], key: str, form: str) -> tuple[float, float] | None:
    """Least-squares (a, b) of key = a + b·x, x = N or log10(N), over the rows that have it (≥ 2 sizes)."""
    points = [(r["size"], r[key]) for r in rows if isinstance(r.get(key), (int, float))]
    if len({n for n, _ in points}) < 2:
        return None
    x = np.asarray([n if form == "linear" else np.log10(n) for n, _ in points], dtype=float)
    y = np.asarray([v for _, v in points], dtype=float)
    b, a = np.polyfit(x, np.log10(y) if form == "power" else y, 1)
    return (10 ** float(a), float(b)) if form == "power" else (float(a), float(b))


def at_size(a: float, b: float, form: str, n: float) -> float:
    return a + b * n if form == "linear" else a + b * np.log10(n) if form == "log" else a * n ** b


def _fit_lines(rows: list[dict]) -> list[str]:
    out = []
    for key, (label, form) in FITTED.items():
        got = fit(rows, key, form)
        if got is None:
            continue
        a, b = got
        line = f"{a:.4g}·N^{b:.3f}" if form == "power" else \
            f"{a:.4g} {'+' if b >= 0 else '−'} {abs(b):.4g}·{'N' if form == 'linear' else 'log10(N)'}"
        out.append(f"| {label} | {line} | {at_size(a, b, form, 1e6):,.1f} | {at_size(a, b, form, 1e7):,.1f} |")
    if not out:
        return []
    return ["", "Fitted lines over the measured sizes (N = papers) and where they lead (an extrapolation, not a "
            "measurement):", "", "| quantity | fit | at 1M | at 10M |", "|---|---|---|---|", *out]


def _targets(rows: list[dict]) -> list[str]:
    """The issue's targets at 100k papers, checked against this run's figures (when it has both rows)."""
    by_size = {r["size"]: r for r in rows}
    big, mid = by_size.get(100_000), by_size.get(10_000)
    if not big:
        return []
    checks = [("search p50 < 50 ms warm (store HNSW query)", big["hnsw_p50_ms"] < 50, f"{big['hnsw_p50_ms']} ms"),
              ("recall@10 ≥ 0.98 of exact", big["recall_at_10"] >= 0.98, str(big["recall_at_10"]))]
    if "hybrid_p50_ms" in big:
        checks.append(("hybrid search p50 < 50 ms warm (whole retriever)", big["hybrid_p50_ms"] < 50,
                       f"{big['hybrid_p50_ms']} ms"))
    if "client_rss_mb_after_queries" in big:
        checks.append(("serving process RSS ≤ 400 MB after warm-up", big["client_rss_mb_after_queries"] <= 400,
                       f"{big['client_rss_mb_after_queries']} MB"))
    if mid:
        growth = 100 * (big["peak_rss_mb"] - mid["peak_rss_mb"]) / mid["peak_rss_mb"]
        checks.append(("ingest peak RSS growth 10k → 100k < 20 %", growth < 20, f"{growth:+.1f} %"))
    return ["", "Targets at 100,000 papers:", ""] + [f"- {'PASS' if ok else 'FAIL'} {what}: {value}"
                                                      for what, ok, value in checks]
