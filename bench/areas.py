"""`litchat bench areas`: does an area question that explains its topic find the topic's papers as its short form does?

A researcher writes "Summarise the work on federated learning, where many clients train a shared model without
pooling their data": the explaining clause says what the topic is, it does not narrow it. The answer should list
the papers "Summarise the work on federated learning" lists. Topics come from each corpus
(bench.conversations.topics_of: two-word phrases that 2-20 papers mention), never written by hand; a topic's papers
are those that mention it (rag.retrieval.mentions). The explaining clause is mined from the corpus: the words that
follow the topic in one of its papers' sentences ("federated learning enables many clients to ..." -> "where
enables many clients to ..."), else a generic research-intent clause. Topics are split into a tuning and a held-out
half by a hash; each half has its own templates and clause openers. Measured, on the chat's default answer:

- recall: the topic's papers cited, over min(its papers, CAP);
- on topic: the share of cited papers that mention the topic.

A fourth form, "described", names no topic at all: the topic is replaced by a description mined the same way (the
mined clause without the topic's own words and acronym, after a half's own lead-in: "Summarise the work on
approaches that enables many clients to train a shared model"). Topics without a mined clause have no described
form (a generic clause describes nothing).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import click

from bench.conversations import Corpus
from bench.options import ask_every_corpus, corpus_store_options
from bench.results import corpus_halves, print_and_save, stable_hash
from rag.retrieval.mentions import phrase_terms
from rag.settings import Settings
from rag.text.sentences import prose_sentences
from rag.retrieval.text import content_terms

TUNE_TEMPLATES = ["Summarise the work on {t}{c}.", "Which papers study {t}{c}?", "What has been done on {t}{c}?"]
HELD_OUT_TEMPLATES = ["Give me an overview of the research on {t}{c}.",
                      "I'm interested in {t}{c}. Which papers in my library address it?",
                      "Are there any papers about {t}{c}?"]
TUNE_OPENERS = [", where", ", which covers", " - including"]
HELD_OUT_OPENERS = [", i.e.", ", by which I mean", "; that is,"]
# written after the first run and before the second fix, for every topic (a third form, "fresh"): openers no rule
# was written for
FRESH_OPENERS = [", in other words", ", to be specific,", " - that is to say", ". By this I mean",
                 ", so studies where", " (I mean work in which"]
GENERIC_CLAUSES = ["the methods that have been proposed, how they were evaluated and what remains open",
                   "what was measured, on which data, and how the results compare"]
CLAUSE_WORDS = (4, 14)  # content words the mined clause has at least, words it keeps at most
CAP = 10  # recall is over at most this many of the topic's papers
PER_CORPUS = 40


@dataclass
class Probe:
    corpus: str
    topic: str
    form: str  # "short", "long", "fresh" (the long form with a FRESH_OPENERS opener) or "described" (no topic)
    question: str
    held_out: bool
    papers: int  # the topic's papers in the corpus
    cited: int = 0
    cited_gold: int = 0

    @property
    def recall(self) -> float:
        return min(self.cited_gold, CAP) / min(self.papers, CAP)

    @property
    def on_topic(self) -> float | None:
        return self.cited_gold / self.cited if self.cited else None



def mined_clause(corpus: Corpus, topic: str, gold: list[str]) -> str | None:
    """The words that follow the topic in one of its papers' sentences, when there are enough of them."""
    pattern = re.compile(re.escape(topic) + r"s?\b\s*(?:\([^()]*\))?[\s,;:]*(?!(?:and|or|but)\b)(\w.*)", re.I)
    for paper_id in sorted(gold, key=stable_hash):
        for sentence in prose_sentences(corpus.by_id[paper_id].abstract or ""):
            m = pattern.search(sentence)
            tail = m.group(1).strip(" ,;:.()") if m else ""
            words = tail.split()[:CLAUSE_WORDS[1]]
            if len(content_terms(" ".join(words))) >= CLAUSE_WORDS[0]:
                return " ".join(words).rstrip(",;:")
    return None


# a sentence that defines its topic: "X (…) is a …", "X, a …,", "X refers to …", or says what it does ("X enables
# many clients to …", "X, which affects …"): the description is what follows, after a lead for a verb
_NOUNED = r"(?:,\s*(?=an?\s)|,?\s*(?:which|that)?\s*(?:is|are|refers? to|denotes?|means|remains?|represents?|" \
          r"constitutes?|has (?:emerged|become) as|have (?:emerged|become) as)\s+)((?:an?|the|one)\s.*)"
_VERBED = r",?\s*(?:which\s+|that\s+)?((?:enables?|allows?|aims?|uses?|involves?|provides?|offers?|affects?|" \
          r"is characteri[sz]ed by|are characteri[sz]ed by|has been|have been|can|learns?|trains?|generates?|" \
          r"produces?|increases?|reduces?)\s.*)"
TUNE_LEADS = ["approaches that", "what", "work where the subject"]
HELD_OUT_LEADS = ["methods that", "the kind of thing that", "the area that"]


def defining_clause(corpus: Corpus, topic: str, gold: list[str], lead: str) -> str | None:
    """What one of the topic's papers says the topic is ("irritable bowel syndrome is a common gastrointestinal
    disorder …" -> "a common gastrointestinal disorder …"; "X enables …" -> "<lead> enables …"), without the topic's
    own words and its acronym, when enough content words are left. A noun description is preferred."""
    head = r"\b" + re.escape(topic) + r"s?\b\s*(?:\([^()]*\))?\s*"
    return (_describe(corpus, topic, gold, re.compile(head + _NOUNED, re.I), "")
            or _describe(corpus, topic, gold, re.compile(head + _VERBED, re.I), lead + " "))


def _describe(corpus: Corpus, topic: str, gold: list[str], pattern: re.Pattern, lead: str) -> str | None:
    terms = phrase_terms(topic)
    acronym = "".join(w[0] for w in re.findall(r"\w+", topic)).lower()
    for paper_id in sorted(gold, key=stable_hash):
        for sentence in prose_sentences(corpus.by_id[paper_id].abstract or ""):
            m = pattern.search(sentence)
            if not m:
                continue
            words = [w for w in m.group(1).split()[:CLAUSE_WORDS[1]] if not (set(content_terms(w)) & terms)
                     and w.strip("()[],;:.").lower().rstrip("s") != acronym]
            text = " ".join(words).strip(" ,;:.()")
            if len(content_terms(text)) >= CLAUSE_WORDS[0]:
                return lead + text
    return None


def probes(name: str, corpus: Corpus, per_corpus: int = PER_CORPUS) -> list[Probe]:
    out: list[Probe] = []
    for topic in corpus.topics[:per_corpus]:
        gold = corpus.containing(topic)
        held = stable_hash(topic) % 2 == 1
        templates, openers = (HELD_OUT_TEMPLATES, HELD_OUT_OPENERS) if held else (TUNE_TEMPLATES, TUNE_OPENERS)
        template = templates[stable_hash(topic + "t") % len(templates)]
        mined = mined_clause(corpus, topic, gold)
        clause = mined or GENERIC_CLAUSES[stable_hash(topic) % len(GENERIC_CLAUSES)]
        opener = openers[stable_hash(topic + "o") % len(openers)]
        fresh = FRESH_OPENERS[stable_hash(topic + "f") % len(FRESH_OPENERS)]
        fresh_tail = f"{fresh} {clause}" + (")" if fresh.startswith(" (") else "")
        for form, tail in (("short", ""), ("long", f"{opener} {clause}"), ("fresh", fresh_tail)):
            out.append(Probe(name, topic, form, template.format(t=topic, c=tail), held, len(gold)))
        leads = HELD_OUT_LEADS if held else TUNE_LEADS
        description = defining_clause(corpus, topic, gold, leads[stable_hash(topic + "d") % len(leads)])
        if description:
            out.append(Probe(name, topic, "described", template.format(t=description, c=""), held, len(gold)))
    return out


def ask(lc, corpus: Corpus, probe: Probe) -> Probe:
    answer = lc.ask(probe.question)
    cited = {c.paper.id for c in answer.citations}
    probe.cited = len(cited)
    probe.cited_gold = len(set(corpus.containing(probe.topic, among=cited)))
    return probe


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else float("nan")


def _arrows(forms: list[list[Probe]], attr: str) -> str:
    values = [[getattr(p, attr) for p in ps] for ps in forms]
    return " → ".join(f"{_mean([v for v in vs if v is not None]):.3f}" for vs in values)


def markdown(found: list[Probe]) -> str:
    lines = ["Recall of the topic's papers in the answer (over at most 10 of them) and the share of cited papers on "
             "the topic, short form → long, self-explaining form of the same question → the long form with an "
             "opener from FRESH_OPENERS; then the described form (the topic replaced by a mined description; "
             "topics with one) beside the short form of the same topics.", "",
             "| corpus | half | topics | recall short → long → fresh | on topic short → long → fresh | described "
             "topics | recall short → described | on topic short → described |",
             "|---|---|---|---|---|---|---|---|"]
    for corpus, half, rows in corpus_halves(found):
        forms = [[p for p in rows if p.form == form] for form in ("short", "long", "fresh")]
        if not forms[0]:
            continue
        desc = [p for p in rows if p.form == "described"]
        paired = [[p for p in forms[0] if p.topic in {d.topic for d in desc}], desc]
        cells = [_arrows(ps, attr) for ps in (forms, paired) for attr in ("recall", "on_topic")]
        lines.append(f"| {corpus} | {half} | {len(forms[0])} | {cells[0]} | {cells[1]} | {len(desc)} | {cells[2]} | "
                     f"{cells[3]} |")
    return "\n".join(lines)


@click.command("areas")
@corpus_store_options
@click.option("--per-corpus", type=click.IntRange(min=1), default=PER_CORPUS, show_default=True,
              help="topics per corpus (at most)")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/areas.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, docs: int, home: Path | None, per_corpus: int, no_save: bool):
    """Area questions that explain their topic, against their short form."""
    found = ask_every_corpus(ctx.find_object(Settings), data_dir, docs, home,
                             lambda name, corpus: probes(name, corpus, per_corpus), ask)
    print_and_save("areas", found, markdown(found), no_save)
