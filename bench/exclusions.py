"""`litchat bench exclusions`: does a question that leaves a topic out ("Which papers study A other than B?") keep
B's papers out of the answer and still list A's other papers?

Topics come from each corpus (bench.conversations.topics_of: two-word phrases that 2-20 papers mention), never
written by hand. For a topic A, B is another corpus topic that some but not all of A's papers mention, so leaving
B out changes the answer. A paper is on a topic when it mentions it (rag.retrieval.mentions). Measured on the
chat's default answer:

- leaked: the share of cited papers that mention B (wanted 0);
- recall: A's papers without B cited, over min(their number, CAP);
- noted: the answer's note says what it left out.

Topics are split into a tuning and a held-out half by a hash, each half with its own templates; read the held-out
half. The templates were written after the exclusion reader (rag/answer/exclusion.py), the held-out ones without
trying them first.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import click

from bench.conversations import Corpus
from bench.options import ask_every_corpus, corpus_store_options
from bench.results import corpus_halves, print_and_save, stable_hash
from rag.settings import Settings

TUNE_TEMPLATES = ["Which papers study {a} other than {b}?", "Summarise the work on {a}, excluding {b}.",
                  "Besides {b}, what has been done on {a}?"]
HELD_OUT_TEMPLATES = ["Which papers address {a} but not {b}?", "Give me an overview of {a} apart from {b}.",
                      "Are there any papers about {a} that are not about {b}?",
                      "Except for {b}, which studies in my library look at {a}?"]
CAP = 10
PER_CORPUS = 40


@dataclass
class Probe:
    corpus: str
    topic: str
    left_out: str
    question: str
    held_out: bool
    wanted: int  # the topic's papers that do not mention what is left out
    cited: int = 0
    leaked: int = 0  # cited papers that mention what is left out
    cited_wanted: int = 0
    noted: bool = False

    @property
    def recall(self) -> float:
        return min(self.cited_wanted, CAP) / min(self.wanted, CAP)

    @property
    def leak(self) -> float | None:
        return self.leaked / self.cited if self.cited else None



def left_out_topic(corpus: Corpus, topic: str, gold: list[str]) -> str | None:
    """Another corpus topic that some, not all, of the topic's papers mention (and whose words are not the topic's)."""
    words = set(topic.lower().split())
    for other in sorted(corpus.topics, key=lambda t: stable_hash(topic + t)):
        if other == topic or words & set(other.lower().split()):
            continue
        if 0 < len(corpus.containing(other, among=gold)) < len(gold):
            return other
    return None


def probes(name: str, corpus: Corpus, per_corpus: int = PER_CORPUS) -> list[Probe]:
    out = []
    for topic in corpus.topics[:per_corpus]:
        gold = corpus.containing(topic)
        other = left_out_topic(corpus, topic, gold)
        if other is None:
            continue
        held = stable_hash(topic) % 2 == 1
        templates = HELD_OUT_TEMPLATES if held else TUNE_TEMPLATES
        question = templates[stable_hash(topic + "t") % len(templates)].format(a=topic, b=other)
        wanted = len(gold) - len(corpus.containing(other, among=gold))
        out.append(Probe(name, topic, other, question, held, wanted))
    return out


def ask(lc, corpus: Corpus, probe: Probe) -> Probe:
    answer = lc.ask(probe.question)
    cited = [c.paper.id for c in answer.citations]
    gold = set(corpus.containing(probe.topic, among=cited))
    leaked = set(corpus.containing(probe.left_out, among=cited))
    probe.cited, probe.leaked = len(set(cited)), len(leaked)
    probe.cited_wanted = len(gold - leaked)
    probe.noted = "Left out" in (answer.notice or "")
    return probe


def _mean(values: list[float | None]) -> str:
    kept = [v for v in values if v is not None]
    return f"{sum(kept) / len(kept):.3f}" if kept else "–"


def markdown(found: list[Probe]) -> str:
    lines = ["Questions that leave a topic out: the share of cited papers that mention what is left out (leaked, "
             "wanted 0), the recall of the topic's other papers (over at most 10), and the share of answers whose "
             "note says what was left out.", "",
             "| corpus | half | questions | leaked | recall | noted |", "|---|---|---|---|---|---|"]
    for corpus, half, rows in corpus_halves(found):
        if rows:
            lines.append(f"| {corpus} | {half} | {len(rows)} | {_mean([p.leak for p in rows])} | "
                         f"{_mean([p.recall for p in rows])} | {_mean([float(p.noted) for p in rows])} |")
    return "\n".join(lines)


@click.command("exclusions")
@corpus_store_options
@click.option("--per-corpus", type=click.IntRange(min=1), default=PER_CORPUS, show_default=True,
              help="topics per corpus (at most)")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/exclusions.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, docs: int, home: Path | None, per_corpus: int, no_save: bool):
    """Questions that leave a topic out: is it kept out, and is the rest still found?"""
    found = ask_every_corpus(ctx.find_object(Settings), data_dir, docs, home,
                             lambda name, corpus: probes(name, corpus, per_corpus), ask)
    print_and_save("exclusions", found, markdown(found), no_save)
