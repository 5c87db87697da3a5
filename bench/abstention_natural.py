"""`litchat bench abstention --natural`: the answer-or-abstain rule on questions people wrote for other purposes.

The templated questions of bench/abstention.py are answerable exactly when a paper mentions their topic, the
same notion (rag.retrieval.mentions) a relevance signal could be built from; a signal can then look better there
than it is. These questions were not made from any topic:

- NFCorpus dev queries (titles and questions of NutritionFacts.org pages), asked over the whole NFCorpus:
  answerable, kept when the qrels give the query a directly relevant paper (grade 2); the others are left out (a
  grade-1 paper is only cited by a page the query's page links to). Asked over the seeds (machine learning), all
  unanswerable.
- The seeds eval questions (eval/questions.jsonl, written for the retrieval and answer eval): answerable on the
  seeds unless their kind is "unanswerable"; asked over NFCorpus, all unanswerable.

Nothing is tuned on them: the table reports the rule at today's threshold and at the one fitted on the templated
tuning half.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path

from bench.abstention_figures import Probe, figures
from eval.questions import load_questions

NATURAL = "natural"  # the Probe.half of these questions
DIRECT = 2  # NFCorpus qrels grade of a directly relevant paper


def nfcorpus_dev(folder: Path, indexed: set[str]) -> list[tuple[str, set[str]]]:
    """(text, directly relevant papers among ``indexed``) for each NFCorpus dev query that has one (ids with the
    "nfcorpus-" prefix of bench.conversations.beir_papers)."""
    direct: dict[str, set[str]] = {}
    with (folder / "qrels_dev.tsv").open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if int(row["score"]) >= DIRECT:
                direct.setdefault(row["query-id"], set()).add(f"nfcorpus-{row['corpus-id']}")
    out = []
    with (folder / "queries_dev.jsonl").open(encoding="utf-8") as f:
        for line in f:
            q = json.loads(line)
            gold = direct.get(q["_id"], set()) & indexed
            if gold:
                out.append((q["text"], gold))
    return out


def nfcorpus_queries(folder: Path, indexed: set[str]) -> list[str]:
    """The NFCorpus dev queries with a directly relevant paper among ``indexed``."""
    return [text for text, _ in nfcorpus_dev(folder, indexed)]


def natural_probes(nf_folder: Path, nf_ids: set[str]) -> list[Probe]:
    """NFCorpus queries on NFCorpus ("nfcorpus-full") and on the seeds; seeds eval questions on both."""
    out = []
    for text in nfcorpus_queries(nf_folder, nf_ids):
        out.append(Probe("nfcorpus-full", "NFCorpus dev queries", text, NATURAL, True))
        out.append(Probe("seeds", "NFCorpus dev queries", text, NATURAL, False))
    for q in load_questions():
        out.append(Probe("seeds", "seeds eval questions", q.question, NATURAL, q.answerable))
        out.append(Probe("nfcorpus-full", "seeds eval questions", q.question, NATURAL, False))
    return out


def natural_markdown(found: list[Probe], today: float, fitted: float) -> str:
    """One row per (questions, corpus asked, answerable): the share abstained on at both thresholds."""
    lines = ["Natural questions (not templated, never tuned on; bench/abstention_natural.py): the share abstained on.",
             "", f"| questions | asked over | answerable | abstained at today's {today:.3f} | "
             f"abstained at fitted {fitted:.3f} | questions |", "|---|---|---|---|---|---|"]
    groups = dict.fromkeys((p.topic, p.corpus, p.answerable) for p in found if p.half == NATURAL)
    for topic, corpus, answerable in groups:
        items = [p for p in found if (p.topic, p.corpus, p.answerable) == (topic, corpus, answerable)
                 and p.half == NATURAL]
        share = [sum(p.abstains(t) for p in items) / len(items) for t in (today, fitted)]
        lines.append(f"| {topic} | {corpus} | {'yes' if answerable else 'no'} | {share[0]:.3f} | {share[1]:.3f} | "
                     f"{len(items)} |")
    f = figures([p for p in found if p.half == NATURAL], today)
    lines += ["", f"All natural questions at today's threshold: answerable answered {f.answered:.3f}, unanswerable "
              f"abstained {f.abstained:.3f}, accuracy {f.accuracy:.3f} ({f.n} questions)."]
    return "\n".join(lines)
