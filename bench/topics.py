"""`litchat bench topics`: does an area or list answer say so when no paper covers the topic as a whole?

"Summarise the work on speech recognition" over a corpus with papers on speech and papers on recognition, but none
on speech recognition, must not read "6 papers in the corpus are on this topic". Topics come from each corpus
(bench.conversations.topics_of: two-word phrases 3-20 papers mention), never written by hand:

- present: a topic some papers mention, and "<topic A> in <topic B>" where some paper mentions both;
- absent: "<topic A> in <topic B>" where no paper mentions both (each half is in the corpus), and a topic of
  another corpus that no paper here mentions.

An answer is *honest* about an absent topic when it abstains or says that no paper covers the topic as a whole
(Answer.topic_cover); on a present topic that is a false denial. Topics are split into a tuning and a held-out
half by a hash, each half with its own question templates; the held-out half is what to read.
"""
from __future__ import annotations

import random
import re
from dataclasses import asdict, dataclass
from pathlib import Path

import click

from bench.abstention_natural import nfcorpus_dev
from bench.conversations import Corpus, beir_papers, open_corpus, open_stores
from bench.options import corpus_store_options
from bench.results import corpus_halves, save_result, stable_hash
from rag.settings import Settings

TUNE_TEMPLATES = ["Summarise the work on {t}.", "Which papers study {t}?", "What has been done on {t} here?"]
HELD_OUT_TEMPLATES = ["Give me an overview of the research on {t}.", "Which papers in my library address {t}?",
                      "Are there any papers about {t}?"]
KINDS = ("present", "present-pair", "absent-pair", "absent-foreign")
PER_KIND = 40  # questions per corpus and kind (at most)
NATURAL_WORDS = 6
_HOW = re.compile(r"^(how|why|what|when|which|who|can|do|does|is|are|should)\b", re.I)


@dataclass
class Probe:
    corpus: str
    kind: str  # one of KINDS
    topic: str
    question: str
    held_out: bool
    honest: bool = False  # abstained or said no paper covers the topic as a whole
    cited: int = 0
    gold_cited: bool | None = None  # natural topics: a directly relevant paper is cited


def _held_out(topic: str) -> bool:
    return stable_hash(topic) % 2 == 1


def _probe(corpus: str, kind: str, topic: str) -> Probe:
    held = _held_out(topic)
    templates = HELD_OUT_TEMPLATES if held else TUNE_TEMPLATES
    template = templates[stable_hash(topic + "t") % len(templates)]
    return Probe(corpus, kind, topic, template.format(t=topic), held)


def pairs(corpus: Corpus, rng: random.Random, per_kind: int = PER_KIND) -> tuple[list[str], list[str]]:
    """("A in B" phrases some paper mentions both halves of, those no paper does); halves share no word."""
    topics = corpus.topics
    found: dict[str, set[str]] = {t: set(corpus.containing(t)) for t in topics}
    both, neither = [], []
    candidates = [(a, b) for a in topics for b in topics if a != b and not set(a.split()) & set(b.split())]
    rng.shuffle(candidates)
    for a, b in candidates:
        shared = found[a] & found[b]
        if shared and len(both) < per_kind:
            both.append(f"{a} in {b}")
        elif not shared and len(neither) < per_kind:
            neither.append(f"{a} in {b}")
    return both, neither


def probes(corpora: dict[str, Corpus], seed: int = 7, per_kind: int = PER_KIND) -> list[Probe]:
    out = []
    for name, corpus in corpora.items():
        rng = random.Random(f"{seed}-{name}")
        both, neither = pairs(corpus, rng, per_kind)
        foreign = [t for other, c in corpora.items() if other != name for t in c.topics
                   if not corpus.containing(t)]
        rng.shuffle(foreign)
        for kind, topics in (("present", corpus.topics[:per_kind]), ("present-pair", both),
                             ("absent-pair", neither), ("absent-foreign", foreign[:per_kind])):
            out += [_probe(name, kind, t) for t in topics]
    return out


def natural_probes(folder: Path, indexed: set[str]) -> list[tuple[Probe, set[str]]]:
    """NFCorpus dev queries that name a topic in a few words ("Cinnamon for Diabetes", "Organic Milk and Prostate
    Cancer"; no question, at most NATURAL_WORDS words) asked as "Which papers study <it>?" over the whole NFCorpus,
    with the papers the qrels call directly relevant (in ``indexed``). Written by NutritionFacts.org, not here."""
    out = []
    for text, gold in nfcorpus_dev(folder, indexed):
        text = text.strip()
        if "?" not in text and len(text.split()) <= NATURAL_WORDS and not _HOW.match(text):
            probe = Probe("nfcorpus-full", "natural", text, f"Which papers study {text.lower()}?", _held_out(text))
            out.append((probe, gold))
    return out


def ask(lc, probe: Probe) -> Probe:
    return ask_scored(probe, lc.ask(probe.question))


def ask_scored(probe: Probe, answer) -> Probe:
    cover = answer.topic_cover
    probe.honest = answer.abstained or bool(cover and not cover["whole"])
    probe.cited = len(answer.citations)
    return probe


def ask_natural(base: Settings, data_dir: Path, home: Path) -> list[Probe]:
    full = beir_papers(data_dir / "nfcorpus" / "corpus.jsonl", "nfcorpus", 10 ** 6)
    lc, _ = open_corpus(base, "nfcorpus-full", home, full)
    asked = []
    for probe, gold in natural_probes(data_dir / "nfcorpus", {p.id for p in full}):
        answer = lc.ask(probe.question)
        ask_scored(probe, answer)
        probe.gold_cited = bool(gold & {c.paper.id for c in answer.citations})
        asked.append(probe)
    return asked


def natural_markdown(found: list[Probe]) -> str:
    """Natural topics have directly relevant papers: a notice there is worth reading (its words are literal)."""
    lines = ["NFCorpus dev topics (natural, over the whole NFCorpus; every one has a directly relevant paper):", "",
             "| half | topics | said not covered as a whole (or abstained) | a directly relevant paper cited | "
             "noticed yet a relevant paper cited |", "|---|---|---|---|---|"]
    for held in (False, True):
        items = [p for p in found if p.held_out == held]
        if items:
            n = len(items)
            lines.append(f"| {'held-out' if held else 'tune'} | {n} | {sum(p.honest for p in items) / n:.3f} | "
                         f"{sum(bool(p.gold_cited) for p in items) / n:.3f} | "
                         f"{sum(p.honest and bool(p.gold_cited) for p in items) / n:.3f} |")
    return "\n".join(lines)


def markdown(found: list[Probe]) -> str:
    lines = ["Share of questions answered as *not covered as a whole* (abstained, or the answer says no paper "
             "covers the topic): wanted high on absent topics, low on present ones.", "",
             "| corpus | half | " + " | ".join(KINDS) + " |", "|---|---|" + "---|" * len(KINDS)]
    for corpus, half, rows in corpus_halves(found):
        lines.append(f"| {corpus} | {half} | " + _cells(rows) + " |")
    return "\n".join(lines)


def _cells(rows: list[Probe]) -> str:
    """One cell a kind of topic: the share said not covered, and how many questions."""
    cells = []
    for kind in KINDS:
        items = [p for p in rows if p.kind == kind]
        cells.append(f"{sum(p.honest for p in items) / len(items):.3f} ({len(items)})" if items else "–")
    return " | ".join(cells)


@click.command("topics")
@corpus_store_options
@click.option("--per-kind", type=click.IntRange(min=1), default=PER_KIND, show_default=True,
              help="questions per corpus and kind of topic (at most)")
@click.option("--natural", is_flag=True, help="also NFCorpus dev topics over the whole NFCorpus (embedded once)")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/topics.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, docs: int, home: Path | None, per_kind: int, natural: bool, no_save: bool):
    """Area and list questions on topics the corpus covers, in part, or not at all."""
    base = ctx.find_object(Settings)
    home = home or Path(base.home) / "bench-conversations"
    opened = open_stores(base, data_dir, docs, home)
    found = [ask(opened[p.corpus][0], p) for p in probes({n: c for n, (_, c) in opened.items()}, per_kind=per_kind)]
    md = markdown(found)
    if natural:
        asked = ask_natural(base, data_dir, home)
        md += "\n\n" + natural_markdown(asked)
        found += asked
    click.echo(md)
    if not no_save:
        save_result("topics", {"probes": [asdict(p) for p in found]}, md)
