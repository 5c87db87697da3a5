"""`litchat bench abstention`: does the chat say so when the corpus holds no paper on what a "which papers …"
question asks about, and answer when it does? Measured on questions nobody wrote by hand.

Three corpora (the seeds, and the first N abstracts of SciFact and of NFCorpus). Each corpus gets:
- answerable questions, on topics its papers mention (bench.conversations.topics_of);
- unanswerable ones, on topics of the other two corpora that none of its papers mentions. "Mentions" is
  rag.retrieval.mentions, the definition the chat and the conversation bench use.

Every topic is put into a dozen question templates. Templates and topics are each split into halves by a fixed rule.
A threshold is chosen on the tuning templates × tuning topics. It is reported on the held-out templates × held-out
topics, which share neither with the tuning half.

Each question is asked once, through the full chain, with the abstention threshold set above every score. A turn
the rule may abstain on then reports would_abstain. The decision at any threshold can then be read from
the recorded signals.
"""
from __future__ import annotations

import zlib
from pathlib import Path

import click

from bench.abstention_figures import Probe, citations, figures, fit, naming
from bench.abstention_natural import natural_markdown, natural_probes
from bench.conversations import DEFAULT_DATA, Corpus, beir_papers, open_corpus, open_stores
from bench.results import save_result
from rag.records import Answer
from rag.retrieval.mentions import names, phrase_terms
from rag.settings import Settings

TEMPLATES = [
    "Which papers study {t}?", "Are there any papers on {t}?", "Which papers use {t}?",
    "What work has been done on {t}?", "Find me papers about {t}.", "Which papers discuss {t}?",
    "Is there research on {t} in this collection?", "List the papers that address {t}.",
    "Which studies look at {t}?", "I'm looking for work on {t}.", "Do any of the papers deal with {t}?",
    "Show me the papers about {t}.",
]
UNANSWERABLE_PER_CORPUS = 60  # topics borrowed from the other corpora (those none of this corpus's papers mention)
EVERY_DOCUMENT = 10 ** 9  # --natural asks NFCorpus's queries over all of its abstracts


def _half(text: str) -> int:
    return zlib.crc32(text.encode()) % 2


def probes(corpora: dict[str, Corpus]) -> list[Probe]:
    """Answerable and unanswerable questions per corpus, kept where template and topic fall in the same half."""
    out = []
    for name, corpus in corpora.items():
        borrowed = [t for other, c in corpora.items() if other != name for t in c.topics]
        missing = [t for t in dict.fromkeys(borrowed) if not corpus.containing(t)][:UNANSWERABLE_PER_CORPUS]
        for topic, answerable in [(t, True) for t in corpus.topics] + [(t, False) for t in missing]:
            gold = corpus.containing(topic) if answerable else []  # once a topic, not once a template
            for i, template in enumerate(TEMPLATES):
                if i % 2 == _half(topic):
                    out.append(Probe(name, topic, template.format(t=topic), ("tune", "held_out")[i % 2], answerable,
                                     gold=list(gold)))
    return out


def ask(lc, probe: Probe) -> None:
    """One question through the chain, answered even where it would abstain (abstain=False), so the citations of
    an answer at any threshold are known."""
    answer = lc.ask(probe.question, abstain=False)
    rel = answer.relevance
    probe.cited = [c.paper.id for c in answer.citations]
    probe.naming = quoted_naming(answer, set(probe.gold), phrase_terms(probe.topic))
    if rel is None:  # read from the records of papers the question names: never abstained on
        probe.eligible = False
        return
    probe.dense, probe.overlap = rel.dense, rel.overlap
    if rel.claim is not None:
        probe.fixed = rel.would_abstain
    probe.eligible = rel.would_abstain


def quoted_naming(answer: Answer, gold: set[str], terms: set[str]) -> int:
    """How many cited papers of ``gold`` the answer quotes with a sentence naming the topic (the abstract sentence
    each answer sentence rests on, so a paper's title on the bullet does not count)."""
    paper_of = {c.n: c.paper.id for c in answer.citations}
    named = {paper_of.get(n) for s in answer.sentences if names(s.evidence or s.text, terms) for n in s.citations}
    return len(named & gold)


def markdown(found: list[Probe], today: float, fitted: float, docs: int) -> str:
    lines = [f"{len(found)} questions: {len(TEMPLATES)} templates × topics per corpus (seeds, the first {docs} "
             "abstracts of SciFact and of NFCorpus); answerable = a paper of the corpus mentions the topic "
             "(rag.retrieval.mentions), unanswerable = a topic of another corpus none of its papers mentions. "
             "Tuning and held-out halves share no template and no topic; thresholds are chosen on tuning "
             "(best balanced accuracy).", "",
             "| corpus | half | rule | threshold | answerable answered | unanswerable abstained | accuracy | questions |",
             "|---|---|---|---|---|---|---|---|"]
    rules = [("today's threshold", today), ("fitted on tuning", fitted)]
    for corpus in ["all", *dict.fromkeys(p.corpus for p in found)]:
        for half in ("tune", "held_out"):
            items = [p for p in found if p.half == half and corpus in ("all", p.corpus)]
            for label, threshold in rules:
                f = figures(items, threshold)
                lines.append(f"| {corpus} | {half} | {label} | {threshold:.3f} | {f.answered:.3f} | "
                             f"{f.abstained:.3f} | {f.accuracy:.3f} | {f.n} |")
    lines += ["", "Answerable questions answered at today's threshold: the cited papers against the papers that "
              "mention the topic, and the share of those cited papers quoted with a sentence that names the topic "
              "(the abstract sentence an answer sentence rests on).", "",
              "| corpus | half | citation precision | citation recall | quoted naming the topic | answers |",
              "|---|---|---|---|---|---|"]
    for corpus in ["all", *dict.fromkeys(p.corpus for p in found)]:
        for half in ("tune", "held_out"):
            items = [p for p in found if p.half == half and corpus in ("all", p.corpus)]
            precision, recall, n = citations(items, today)
            quoted = naming(items, today)
            lines.append(f"| {corpus} | {half} | {precision:.3f} | {recall:.3f} | {quoted:.3f} | {n} |")
    return "\n".join(lines)


def summary(found: list[Probe], threshold: float) -> dict[str, dict[str, dict]]:
    """corpus ("all" too) -> half -> the figures at ``threshold``."""
    out: dict[str, dict[str, dict]] = {}
    for corpus in ["all", *dict.fromkeys(p.corpus for p in found)]:
        for half in ("tune", "held_out"):
            f = figures([p for p in found if p.half == half and corpus in ("all", p.corpus)], threshold)
            out.setdefault(corpus, {})[half] = {**f.__dict__, "balanced": f.balanced}
    return out


@click.command("abstention")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="folder holding scifact/ and nfcorpus/ (BEIR corpus.jsonl each)")
@click.option("--docs", type=click.IntRange(min=50), default=400, show_default=True,
              help="documents of SciFact and of NFCorpus indexed (the first N of each file)")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="where the corpora's stores are cached (the conversation bench's are reused) "
                   "[default: <home>/bench-conversations]")
@click.option("--natural", is_flag=True, help="also ask questions people wrote (NFCorpus dev queries over the whole "
              "NFCorpus, the seeds eval questions), each over its own corpus and the other")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/abstention.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, docs: int, home: Path | None, natural: bool, no_save: bool):
    """Answer or abstain on templated "which papers …" questions, answerable and not, over three corpora."""
    base = ctx.find_object(Settings)
    today = base.abstain_threshold
    probing = Settings(**{**base.model_dump(), "abstain_threshold": 1.01})
    home = home or Path(base.home) / "bench-conversations"
    opened = open_stores(probing, data_dir, docs, home)
    found = probes({name: corpus for name, (_, corpus) in opened.items()})
    asked = found
    if natural:
        everything = beir_papers(data_dir / "nfcorpus" / "corpus.jsonl", "nfcorpus", EVERY_DOCUMENT)
        opened["nfcorpus-full"] = open_corpus(probing, "nfcorpus-full", home, everything)
        asked = found + natural_probes(data_dir / "nfcorpus", {p.id for p in everything})
    with click.progressbar(asked, label="asking", file=click.get_text_stream("stderr")) as bar:
        for probe in bar:
            ask(opened[probe.corpus][0], probe)
    fitted = fit([p for p in found if p.half == "tune"])
    md = markdown(found, today, fitted, docs)
    if natural:
        md += "\n\n" + natural_markdown(asked, today, fitted)
    click.echo(md)
    if not no_save:
        save_result("abstention", {"fitted": fitted, "today": today, "figures": summary(found, today)}, md)
