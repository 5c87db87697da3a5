"""Long, self-explaining area questions versus their short form, over several corpora.

Topics are mined from each corpus (the long forms its abstracts define with an acronym, "federated learning (FL)",
that 3–25 papers mention); a topic's papers are those whose title or abstract names it (or its acronym). The short
form is the topic alone; long forms wrap it in a researcher's request and a clause that explains it (the corpus's
own definition when one is found: "FL is a paradigm where …", else a generic research-intent clause). Topics and
templates are both split: tuning topics use the tuning templates, held-out topics the held-out ones.
Measured: recall of the topic's papers in the top 10 / 20 (capped at the number of papers), long vs short."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from bench.retrieval.data import RetrievalSet
from rag.retrieval.acronyms import mine_acronyms
from rag.text.sentences import prose_sentences as split_sentences

TUNE_TEMPLATES = [
    "Are there any papers that study {topic}, {clause}?",
    "I'm looking for work on {topic}; {clause}. What has been done?",
    "Can you point me to studies about {topic}, {clause}?",
    "What research exists on {topic}, {clause}?",
]
HELD_OUT_TEMPLATES = [
    "Could you find me papers on {topic}, {clause}? I would like an overview of the approaches.",
    "I am interested in {topic}, {clause}. Which papers in my library address it?",
    "Summarise the literature on {topic}, {clause}.",
    "Are there resources that discuss {topic}, {clause}, and what did they find?",
]
GENERIC_CLAUSES = [
    "including the methods that have been proposed, how they were evaluated and what remains open",
    "in particular what was measured, on which data, and how the results compare",
]
_DEFINES = re.compile(r"^\s*(is|are|refers to|describes|denotes|enables|allows|represents)\s+(.{20,200}?)[.;]?$")
MIN_PAPERS, MAX_PAPERS, MAX_TOPICS = 3, 25, 60


@dataclass
class Pair:
    corpus: str
    topic: str
    short: str
    long: str
    papers: set[str]
    held_out: bool


def _hash(text: str) -> int:
    return int(hashlib.sha1(text.encode()).hexdigest()[:8], 16)


def _definition(docs: list[dict], long_form: str, acronym: str) -> str | None:
    pattern = re.compile(re.escape(long_form) + r"s?\s*\(\s*" + re.escape(acronym) + r"s?\s*\)(.*)", re.I)
    for d in docs:
        for sentence in split_sentences(d.get("text") or ""):
            m = pattern.search(sentence)
            if m:
                defined = _DEFINES.match(m.group(1))
                if defined:
                    return "which " + defined.group(1) + " " + defined.group(2).rstrip(". ")
    return None


def topic_pairs(rs: RetrievalSet) -> list[Pair]:
    docs = rs.docs
    lowered = [((d.get("title") or "") + " " + (d.get("text") or "")) for d in docs]
    folded = [t.lower() for t in lowered]
    pairs: list[Pair] = []
    for acronym, long_form in mine_acronyms(lowered).items():
        if not 2 <= len(long_form.split()) <= 4 or not re.fullmatch(r"[a-z][a-z -]+", long_form):
            continue
        word = re.compile(r"\b" + re.escape(acronym) + r"s?\b")
        papers = {d["_id"] for d, low, raw in zip(docs, folded, lowered) if long_form in low or word.search(raw)}
        if not MIN_PAPERS <= len(papers) <= MAX_PAPERS:
            continue
        held_out = _hash(rs.name + long_form) % 2 == 1
        templates = HELD_OUT_TEMPLATES if held_out else TUNE_TEMPLATES
        clause = _definition(docs, long_form, acronym) or GENERIC_CLAUSES[_hash(long_form) % len(GENERIC_CLAUSES)]
        template = templates[_hash(long_form + "t") % len(templates)]
        pairs.append(Pair(rs.name, long_form, long_form, template.format(topic=long_form, clause=clause), papers,
                          held_out))
        if len(pairs) >= MAX_TOPICS:
            break
    return pairs


def capped_recall(ranked: list[str], papers: set[str], k: int) -> float:
    return len(papers & set(ranked[:k])) / min(k, len(papers))
