"""Eval reports: a terminal table, JSON (everything, per question), Markdown (tables) and a PNG chart."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Sequence

from eval.harness import choose_threshold, ConfigResult

QUALITY = ["recall@5", "recall@10", "mrr", "ndcg@10", "citation_precision", "citation_recall",
           "keyword_accuracy", "supported_rate", "abstention_accuracy"]
LATENCY = ["search_p50_ms", "search_p95_ms", "ask_p50_ms", "ask_p95_ms"]
SHORT = {"citation_precision": "cite P", "citation_recall": "cite R", "keyword_accuracy": "keywords",
         "supported_rate": "supported", "abstention_accuracy": "abstention", "search_p50_ms": "search p50 ms",
         "search_p95_ms": "search p95 ms", "ask_p50_ms": "ask p50 ms", "ask_p95_ms": "ask p95 ms",
         "judge_faithfulness": "judge"}


def _fmt(key: str, value) -> str:
    if value is None:
        return "–"
    if key.endswith("_ms"):
        return f"{value:.0f}"
    if key == "questions":
        return str(int(value))
    return f"{value:.3f}"


def _columns(results: Sequence[ConfigResult]) -> list[str]:
    cols = ["questions"] + QUALITY
    if any("judge_faithfulness" in r.summary for r in results):
        cols.append("judge_faithfulness")
    return cols + LATENCY


def label(r: ConfigResult) -> str:
    answered = all(q.answered for q in r.questions)
    return f"{r.config.name} ({r.config.generator})" if answered else f"{r.config.name} (retrieval only)"


def table_rows(results: Sequence[ConfigResult]) -> tuple[list[str], list[list[str]]]:
    cols = [c for c in _columns(results) if c == "questions" or any(r.summary.get(c) is not None for r in results)]
    header = ["config"] + [SHORT.get(c, c) for c in cols]
    rows = [[label(r)] + [_fmt(c, r.summary.get(c)) for c in cols] for r in results]
    return header, rows


def text_table(results: Sequence[ConfigResult]) -> str:
    header, rows = table_rows(results)
    widths = [max(len(x) for x in col) for col in zip(header, *rows)]
    line = lambda cells: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(r) for r in rows])


MULTITURN = ["multiturn_resolution_accuracy", "multiturn_conversations_resolved", "multiturn_citation_precision",
             "multiturn_within_gold", "multiturn_topic_change_clean", "multiturn_answered", "multiturn_keyword_accuracy"]


AREA = ["area_gold_coverage", "area_opening_line_share", "area_labels_shared", "area_unshared_labels",
        "area_abstentions"]


def area_line(r: ConfigResult) -> str:
    s = r.summary
    return (f"{label(r)} area summaries ({int(s.get('area_questions') or 0)} questions): " +
            ", ".join(f"{k.removeprefix('area_').replace('_', ' ')} {_fmt(k, s.get(k))}" for k in AREA))


def area_markdown(r: ConfigResult) -> str:
    s = r.summary
    rows = [[q.id, f"{q.area['coverage']:.2f}" if q.area["coverage"] is not None else "–", str(q.area["papers"]),
             str(q.area["themes"]), f"{q.area['opening_lines']}/{q.area['lines']}",
             f"{q.area['labels_shared']}/{q.area['labels']}", "yes" if q.area["abstained"] else "no"]
            for q in r.questions if q.area]
    return "\n".join([f"\n## {label(r)}: area summaries\n",
                      "Coverage = gold papers cited; opening lines = per-paper lines that are the abstract's opening "
                      "sentence; labels shared = theme-label phrases found in at least half of the theme's papers "
                      "(eval/area.py).\n",
                      _md([k.removeprefix("area_").replace("_", " ") for k in AREA], [[_fmt(k, s.get(k)) for k in AREA]]),
                      "", _md(["question", "coverage", "papers cited", "themes", "opening lines", "labels shared",
                                "abstained"], rows)])


def multiturn_line(r: ConfigResult) -> str:
    s = r.summary
    return (f"{label(r)} multi-turn: {int(s.get('multiturn_conversations') or 0)} conversations, "
            f"{int(s.get('multiturn_followups') or 0)} follow-ups: " +
            ", ".join(f"{k.removeprefix('multiturn_').replace('_', ' ')} {_fmt(k, s.get(k))}" for k in MULTITURN))


def multiturn_markdown(r: ConfigResult) -> str:
    s = r.summary
    parts = [f"\n## {label(r)}: multi-turn conversations\n",
             f"{int(s.get('multiturn_conversations') or 0)} conversations, {int(s.get('multiturn_followups') or 0)} "
             "follow-up turns (eval/conversations.jsonl). Resolved = the follow-up kind is the expected one and a "
             "referent follow-up resolved to exactly the papers it refers to; within gold = every citation is gold; "
             "topic change clean = a new-topic turn cites none of the previous answer's papers unless they are gold "
             "for the new topic.\n",
             _md([k.removeprefix("multiturn_").replace("_", " ") for k in MULTITURN],
                 [[_fmt(k, s.get(k)) for k in MULTITURN]]), "",
             _md(["turn", "question", "expect", "got", "resolved ok", "cited in gold", "standalone"],
                 [[f"{t['conversation']}.{t['turn']}", t["question"].replace("|", "/"), str(t["expect"] or "–"),
                   str(t["followup"] or "–"), {None: "–", True: "yes", False: "**no**"}[t["resolved_ok"]],
                   f"{len(set(t['cited']) & set(t['gold']))}/{len(t['cited'])}",
                   (t["standalone"] or "").replace("|", "/")[:120]] for t in r.turns])]
    return "\n".join(parts)


def _md(header: list[str], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def markdown(results: Sequence[ConfigResult], command: str, extra: Sequence[str] = ()) -> str:
    """The report; ``extra`` sections (e.g. the latest claims bench figures, from the CLI) go at the end."""
    header, rows = table_rows(results)
    parts = [f"# litchat eval\n\nCommand: `{command}` ({time.strftime('%Y-%m-%d %H:%M')})\n",
             "Retrieval metrics over answerable questions (gold papers), answer metrics over the answers; "
             "latencies are warm wall-clock per question.\n", _md(header, rows)]
    for r in results:
        kinds = list(r.by_kind)
        cols = ["questions"] + QUALITY
        cols = [c for c in cols if c == "questions" or any(v.get(c) is not None for v in r.by_kind.values())]
        parts.append(f"\n## {label(r)} by question kind\n")
        parts.append(_md(["kind"] + [SHORT.get(c, c) for c in cols],
                         [[k] + [_fmt(c, r.by_kind[k].get(c)) for c in cols] for k in kinds]))
        if r.abstention_sweep:
            parts.append(f"\nAbstention threshold sweep (replays the chain's rule on the relevance signals of this run; "
                         f"run used abstain_threshold from settings). Best: **{choose_threshold(r.abstention_sweep)}**\n")
            parts.append(_md(["threshold", "abstention acc", "abstain on unanswerable", "answer on answerable"],
                             [[f"{s['threshold']:.2f}", _fmt("x", s["abstention_accuracy"]),
                               _fmt("x", s["abstain_when_unanswerable"]), _fmt("x", s["answer_when_answerable"])]
                              for s in r.abstention_sweep]))
        if r.summary.get("area_questions"):
            parts.append(area_markdown(r))
        if r.turns:
            parts.append(multiturn_markdown(r))
        misses = [q for q in r.questions if (q.gold and (q.abstained or q.retrieval.get("recall@10", 1) < 1))
                  or (not q.gold and not q.abstained and q.answered)]
        if misses:
            parts.append("\nMisses (answerable: abstained or a gold paper outside the top 10; unanswerable: answered):\n")
            for q in misses:
                what = ("answered" if not q.gold else
                        f"{'abstained, ' if q.abstained else ''}recall@10 {q.retrieval.get('recall@10', 0):.2f}"
                        + (f", cited {len(set(q.cited) & set(q.gold))}/{len(q.gold)} gold" if q.answered else ""))
                parts.append(f"- `{q.id}` {q.question} — {what}")
    parts.extend(extra)
    return "\n".join(parts) + "\n"


def chart(results: Sequence[ConfigResult], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    metrics = [m for m in QUALITY if any(r.summary.get(m) is not None for r in results)]
    n = len(results)
    width = 0.8 / max(n, 1)
    fig, ax = plt.subplots(figsize=(max(9, 1.1 * len(metrics) + 0.3 * n + 4), 4.5))
    for i, r in enumerate(results):
        values = [r.summary.get(m) or 0.0 for m in metrics]
        xs = [j + (i - (n - 1) / 2) * width for j in range(len(metrics))]
        ax.bar(xs, values, width=width, label=label(r))
    ax.set_xticks(range(len(metrics)))
    ax.set_xticklabels([SHORT.get(m, m) for m in metrics], rotation=30, ha="right")
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("score")
    ax.set_title(f"litchat eval ({results[0].summary.get('questions', 0):.0f} questions)" if results else "litchat eval")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_reports(results: Sequence[ConfigResult], out_dir: Path, stem: str, command: str,
                  extra: Sequence[str] = ()) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    data = {"command": command, "date": time.strftime("%Y-%m-%d %H:%M:%S"),
            "results": [r.to_dict() for r in results]}
    paths = [out_dir / f"{stem}.json", out_dir / f"{stem}.md", out_dir / f"{stem}.png"]
    paths[0].write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    paths[1].write_text(markdown(results, command, extra), encoding="utf-8")
    chart(results, paths[2])
    return paths
