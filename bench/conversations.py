"""`litchat bench conversations`: does the chat follow a person's conversation? Hundreds of two- to four-turn
conversations generated from the phrasings in bench/conversation_phrasings.py over three corpora (the seeds, a
slice of SciFact and a slice of NFCorpus), asked through ``Litchat.ask(history=…)`` exactly as the UI and the CLI do.

The gold of every turn comes from the corpus and from the answers themselves, never from the interpreter:
- topics are phrases (two adjacent content words) that 3-20 papers of the corpus contain (2-20 in a corpus under
  300 papers), named by a title or made of words titles use; a paper "contains" a topic when it mentions it as
  rag.retrieval.mentions defines (the words side by side in one sentence of its title or abstract, up to
  inflection, spelling and order: "cancer of the breast" contains breast cancer), the definition the chat uses;
- follow-up: the previous answer's papers; reference: the citation at the position named ("the second one",
  "[3]", "the last one"), or the paper in focus for "it"; attribute: the papers in focus (all of the previous answer's
  for "they", the paper in focus for "it");
- filter ("which of these … X?"): the previous papers containing X; half the filters name a topic none of them
  contains, where the answer must say so plainly (an honest "none") and cite none of them;
- area summary and new topic (a topic the previous answer is not about): a fresh search of the whole corpus; an
  earlier paper cited again without containing the new topic is an off-topic citation.

The phrasings of each act are split into a tuning half and a held-out half (fixed when they were written); both have
since been looked at while tuning, and so has the first fresh list (held out in the second round of tuning), so each
act also has one fresh list per later round, written before it and held out in it, tuning data from the next: fresh2
to fresh13 held out in rounds 3 to 14 (freshN in round N+1), fresh14 to fresh53 in rounds 16 to 55 (freshN in round
N+2), and a fifty-fourth (fresh54, in bench/conversation_phrasings_fresh54.py) that nobody tuned on (the sets:
bench/conversation_splits.py). Every conversation draws its phrasings from one of the fifty-six (tune, old held-out,
fresh, fresh2-54), and the report gives all fifty-six; fresh54 is the figure that says how the chat does on a
person's wording. A fresh4-54 reference may also name the paper (the short name before its title's colon, else its
title, or its first author's surname); a fresh5-54 one may write the place short ("the 3rd").
"""
from __future__ import annotations

import json
import random
import re
import statistics
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import click

from bench import conversation_phrasings as P
from bench.conversation_timing import TurnToTime, time_alone
from bench.conversation_splits import REPORT_ORDER, SPLIT_TITLES, SPLITS, pools_of
from bench.results import save_result
from rag.answer.conversation.interpret import interpret
from rag.api import Litchat
from rag.ingest import run_ingest_papers
from rag.retrieval.mentions import mentions, phrase_terms
from rag.answer.conversation.state import ChatState, extend_history
from rag.records import Paper, Source
from rag.retrieval.text import is_stopword
from rag.settings import REPO_ROOT, Settings

DEFAULT_DATA = REPO_ROOT.parent / "shared" / "bench"
ORDINALS = ["first", "second", "third", "fourth", "fifth"]
NTH_SUFFIX = ["st", "nd", "rd", "th", "th"]  # "2nd", the short form fresh5's {nth} uses
_VAGUE = frozenset("method methods approach approaches paper papers results result study studies propose proposed "
                   "based using used novel new work works show shows model models data also well however results "
                   "different several various large high low first two three can may one recent existing significantly increased "
                   "decreased among higher lower associated related compared including suggest".split())
ACT_CYCLE = ("follow_up", "filter", "reference", "attribute", "area", "new_topic")


@dataclass
class TurnScore:
    corpus: str
    split: str
    act: str
    question: str
    read_as: str | None
    right: bool
    cited: int = 0
    stale: int = 0  # earlier papers cited again without containing the new topic
    off_phrase: int = 0  # cited papers that do not contain the turn's topic phrase
    none_expected: bool = False
    honest_none: bool | None = None
    interpret_ms: float = 0.0  # timed alone after the run (bench.conversation_timing)
    interpret_ms_loaded: float = 0.0  # timed inside the conversation, beside the other threads
    ask_ms: float = 0.0
    gold: list = field(default_factory=list)
    resolved: list = field(default_factory=list)
    cited_ids: list = field(default_factory=list)
    answer_start: str = ""


@dataclass
class Corpus:
    name: str
    papers: list[Paper]
    text: dict[str, str] = field(default_factory=dict)  # paper id -> lower-cased title + abstract
    topics: list[str] = field(default_factory=list)
    by_id: dict[str, Paper] = field(init=False)

    def __post_init__(self) -> None:
        self.by_id = {p.id: p for p in self.papers}

    def containing(self, phrase: str, among=None) -> list[str]:
        """The papers that mention the phrase, as rag.retrieval.mentions defines it (its words side by side in one
        sentence up to inflection, spelling and word order: "cancer of the breast" mentions breast cancer)."""
        terms = phrase_terms(phrase)
        ids = among if among is not None else self.by_id
        return [i for i in ids if i in self.by_id and mentions(self.by_id[i], terms)]


# --- corpora ------------------------------------------------------------------------------------------------
def beir_papers(path: Path, prefix: str, limit: int) -> list[Paper]:
    out = []
    with path.open(encoding="utf-8") as f:
        for i, line in enumerate(f):
            if len(out) >= limit:
                break
            d = json.loads(line)
            out.append(Paper(id=f"{prefix}-{d['_id']}", title=d.get("title") or None,
                             display_title=d.get("title") or f"{prefix} {d['_id']}", authors=[],
                             authors_truncated=False, year=None, categories=[], abstract=d.get("text") or "",
                             sources=[Source(path.name, i + 1)]))
    return out


def bench_sources(data_dir: Path, docs: int) -> dict[str, list[Paper] | None]:
    """The benchmarks' three corpora: the seeds (None: ingested from seeds/) and the first ``docs`` abstracts of
    SciFact and of NFCorpus under ``data_dir``."""
    sources: dict[str, list[Paper] | None] = {"seeds": None}
    for name in ("scifact", "nfcorpus"):
        path = data_dir / name / "corpus.jsonl"
        if not path.is_file():
            raise click.ClickException(f"{path}: missing (BEIR corpus.jsonl expected; give the folder with --data)")
        sources[name] = beir_papers(path, name, docs)
    return sources


def open_stores(base: Settings, data_dir: Path, docs: int, home: Path | None) -> dict[str, tuple[Litchat, Corpus]]:
    """The three corpora of bench_sources, each a Litchat over its cached store under ``home`` (default:
    <home>/bench-conversations), with its Corpus."""
    home = home or Path(base.home) / "bench-conversations"
    return {name: open_corpus(base, name, home, papers) for name, papers in bench_sources(data_dir, docs).items()}


def open_corpus(base: Settings, name: str, home: Path, papers: list[Paper] | None):
    """A Litchat over the corpus's own cached store (embedded once, reused by later runs)."""
    settings = Settings(**{**base.model_dump(), "home": home / name, "collection": f"conv-{name}",
                           "chroma_url": None})
    lc = Litchat(settings)
    if papers is None:
        lc.ingest()
    else:
        run_ingest_papers(settings, papers, store=lc.store, embedder=lc.embedder, progress=False, remove_missing=True)
    corpus = Corpus(name, lc.papers())
    corpus.text = {p.id: f"{p.title or p.display_title}. {p.abstract}".lower() for p in corpus.papers}
    corpus.topics = topics_of(corpus)
    return lc, corpus


def topics_of(corpus: Corpus, most: int = 80) -> list[str]:
    """Phrases of two content words that 3-20 papers contain, named by a title or made of words that titles use
    (titles name topics; abstracts also hold "findings suggest"), most shared first."""
    df: Counter = Counter()
    for text in corpus.text.values():
        df.update(_bigrams(text))
    in_titles = set().union(*(_bigrams((p.title or "").lower()) for p in corpus.papers))
    title_words = Counter(w for p in corpus.papers for w in set(re.findall(r"[a-z][a-z\-]{2,}", (p.title or "").lower())))
    least = 3 if len(corpus.papers) >= 300 else 2  # a small corpus shares fewer phrases
    # ties broken by the phrase: _bigrams gives sets, whose order changes from one process to the next
    ranked = sorted(df.items(), key=lambda item: (-item[1], item[0]))
    picked = [p for p, n in ranked if least <= n <= 20 and (
        p in in_titles or all(title_words[w] >= 2 for w in p.split()))]
    return [p for p in picked if least <= len(corpus.containing(p)) <= 20][:most]


def _bigrams(text: str) -> set[str]:
    words = re.findall(r"[a-z][a-z\-]{2,}", text)
    return {f"{a} {b}" for a, b in zip(words, words[1:])
            if not (is_stopword(a) or is_stopword(b) or a in _VAGUE or b in _VAGUE)}


# --- conversations ------------------------------------------------------------------------------------------
def run_conversation(lc, corpus: Corpus, split: str, pools: dict, i: int, rng: random.Random
                     ) -> list[tuple[TurnScore, TurnToTime]]:
    topic = corpus.topics[i % len(corpus.topics)]
    history: list[dict] = []
    answer = lc.ask(P.FIRST[i % len(P.FIRST)].format(X=topic), history=history)
    history = extend_history(history, answer)
    scores = []
    for j in range(1 + i % 3):
        act = ACT_CYCLE[(i + j) % len(ACT_CYCLE)]
        prev = [c.paper.id for c in answer.citations]
        if act in ("reference",) and len(prev) < 2 or act in ("follow_up", "filter", "attribute") and not prev:
            act = "new_topic"
        question, gold, expect_none, new_topic = make_turn(act, corpus, pools[act], prev, history, topic, rng)
        catalog = lc.retriever.catalog.get()
        t = time.perf_counter()
        interpret(question, history, catalog, reader=lc.chain.act_reader)
        interpret_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        answer = lc.ask(question, history=history)
        ask_ms = (time.perf_counter() - t) * 1000
        scores.append((score(corpus, split, act, question, answer, prev, gold, expect_none, new_topic,
                             interpret_ms, ask_ms), TurnToTime(corpus.name, question, history)))
        history = extend_history(history, answer)
        topic = new_topic or topic
    return scores


def make_turn(act: str, corpus: Corpus, pool: list, prev: list[str], history: list[dict], topic: str,
              rng: random.Random):
    """(question, gold paper ids, whether an honest "none" is expected, the new topic if the turn changes it)."""
    phrasing = rng.choice(pool)
    if act == "follow_up":
        return phrasing, prev, False, None
    if act == "attribute":
        _, text = phrasing
        focus = ChatState.from_history(history).focus()
        return text, ([focus] if in_focus(text) else prev), False, None
    if act == "reference":
        if "{" not in phrasing:  # "it": the paper in focus
            return phrasing, [ChatState.from_history(history).focus()], False, None
        if "{title}" in phrasing or "{author}" in phrasing:
            question, gold = named_reference(corpus, phrasing, pool, prev, rng)
            return question, gold, False, None
        k = rng.randrange(min(len(prev), 5) + 1)
        last = k == min(len(prev), 5)
        index = len(prev) - 1 if last else k
        word = "last" if last else ORDINALS[k]
        if "{n}" in phrasing:
            return phrasing.format(n=index + 1), [prev[index]], False, None
        nth = "last" if last else f"{k + 1}{NTH_SUFFIX[k]}"
        return phrasing.format(ord=word, nth=nth), [prev[index]], False, None
    if act == "filter":
        inside = [t for t in corpus.topics if 0 < len(corpus.containing(t, prev)) < len(prev)]
        outside = [t for t in corpus.topics if not corpus.containing(t, prev) and t != topic]
        if inside and (rng.random() < 0.5 or not outside):
            x = rng.choice(inside)
            return phrasing.format(X=x), corpus.containing(x, prev), False, x
        x = rng.choice(outside)
        return phrasing.format(X=x), corpus.containing(x), True, x
    z = rng.choice([t for t in corpus.topics if t != topic and not corpus.containing(t, prev)] or corpus.topics)
    return phrasing.format(X=z), corpus.containing(z), False, z


def in_focus(text: str) -> bool:
    """Whether an attribute phrasing asks about the paper in focus: "it" or "its" ("Who are its authors?"), unless
    "they" or "these" name the papers as its subject ("Did they find that it works?"); the dummy subject of "It would
    be helpful to know ..." names no paper ("... the years in which the aforementioned papers appeared")."""
    text = _DUMMY_IT.sub(" ", text)
    return bool(re.search(r"\b(?:it|its)\b", text, re.I)) and not re.search(
        r"\b(?:they|them|their|these|those)\b", text, re.I)


_DUMMY_IT = re.compile(r"\bit(?:'d|\s+would|\s+will|\s+might|\s+could)\s+be\s+(?:\w+\s+)?\w+\s+to\b", re.I)


def named_reference(corpus: Corpus, phrasing: str, pool: list, prev: list[str], rng: random.Random):
    """A reference by name: the short name before a title's colon (else the whole title) or the first author's
    surname (when no other previous paper has the same) of one of the first five previous papers; ("question",
    [that paper])."""
    pid = prev[rng.randrange(min(len(prev), 5))]
    paper = corpus.by_id[pid]
    surname = paper.authors[0].split()[-1] if paper.authors else ""
    shared = sum(1 for q in prev if corpus.by_id[q].authors and corpus.by_id[q].authors[0].split()[-1] == surname)
    if "{author}" in phrasing and (not paper.authors or shared > 1):
        # BEIR papers have no authors, and a surname that leads two of the papers names neither: by title instead
        phrasing = rng.choice([p for p in pool if "{title}" in p])
    head = paper.display_title.split(":", 1)[0].strip()
    title = head if ":" in paper.display_title and 1 <= len(head.split()) <= 3 else paper.display_title.rstrip(".")
    return phrasing.format(title=title, author=surname), [pid]


def score(corpus: Corpus, split: str, act: str, question: str, answer, prev: list[str], gold: list[str],
          expect_none: bool, topic: str | None, interpret_ms: float, ask_ms: float) -> TurnScore:
    cited = [c.paper.id for c in answer.citations]
    resolved = [r["id"] for r in answer.resolved_papers]
    s = TurnScore(corpus.name, split, act, question, answer.act, False, cited=len(cited), none_expected=expect_none,
                  interpret_ms_loaded=interpret_ms, ask_ms=ask_ms, gold=gold, resolved=resolved, cited_ids=cited,
                  answer_start=answer.text[:160])
    if act in ("follow_up", "attribute"):
        s.right = set(resolved) == set(gold) and bool(cited) and set(cited) <= set(gold)
    elif act == "reference":
        s.right = resolved == gold and cited == gold
    elif act == "filter" and not expect_none:
        s.right = set(resolved) == set(gold) and set(cited) <= set(gold) and bool(cited)
    else:
        with_topic = set(corpus.containing(topic, cited)) if topic else set()
        s.stale = sum(1 for p in cited if p in prev and p not in with_topic)
        s.off_phrase = sum(1 for p in cited if p not in with_topic)
        if act == "filter":
            s.honest_none = answer.text.lstrip().lower().startswith("none of") and not set(cited) & set(prev)
            s.right = bool(s.honest_none)
        else:
            s.right = not resolved and s.stale == 0 and bool(with_topic) and answer.act in ("area", "new_topic")
    return s


# --- the report ---------------------------------------------------------------------------------------------
def summarise(scores: list[TurnScore]) -> dict:
    out: dict = {}
    for split in SPLITS:
        rows = {}
        if not any(s.split == split for s in scores):
            continue
        for act in ACT_CYCLE:
            ts = [s for s in scores if s.split == split and s.act == act]
            if not ts:
                continue
            fresh = [s for s in ts if s.act in ("area", "new_topic") or s.none_expected]
            nones = [s for s in ts if s.none_expected]
            rows[act] = {"turns": len(ts), "right_papers": _share(sum(s.right for s in ts), len(ts)),
                         "read_as_act": _share(sum(s.read_as == act for s in ts), len(ts)),
                         "off_topic_stale": _share(sum(s.stale for s in fresh), sum(s.cited for s in fresh)),
                         "cited_without_topic_phrase": _share(sum(s.off_phrase for s in fresh),
                                                              sum(s.cited for s in fresh)),
                         "honest_none": _share(sum(bool(s.honest_none) for s in nones), len(nones))}
        out[split] = rows
    out["interpret_ms_p50"] = round(statistics.median(s.interpret_ms for s in scores), 2)
    out["interpret_ms_p50_loaded"] = round(statistics.median(s.interpret_ms_loaded for s in scores), 2)
    seeds = [s.ask_ms for s in scores if s.corpus == "seeds"]
    out["ask_ms_p50_seeds"] = round(statistics.median(seeds), 1) if seeds else None
    out["turns"] = len(scores)
    return out


def _share(n: int, d: int) -> float | None:
    return round(n / d, 4) if d else None


def markdown(summary: dict, conversations: int, corpora: dict[str, int]) -> str:
    lines = [f"{conversations} conversations ({summary['turns']} scored turns after the first) over "
             + ", ".join(f"{k} ({v} papers)" for k, v in corpora.items()) + ". Right papers: the turn resolved to "
             "and cited exactly its gold papers (new topic / area: a fresh search citing the topic and no stale "
             "earlier paper; a filter with no match: an honest \"none\"). Off-topic (stale): earlier papers cited "
             "after a topic change without mentioning the new topic, per citation. A paper mentions a topic when the "
             "topic's words stand side by side in one sentence of its title or abstract, up to inflection, spelling "
             "and word order (rag.retrieval.mentions; the chat uses the same definition).", ""]
    for split in [s for s in REPORT_ORDER if s in summary]:
        lines += [f"### {SPLIT_TITLES[split]}", "",
                  "| act | turns | right papers | read as the act | off-topic (stale) | cited not mentioning the topic "
                  "| honest none |", "|---|---|---|---|---|---|---|"]
        for act, r in summary[split].items():
            lines.append(f"| {act} | {r['turns']} | {_pct(r['right_papers'])} | {_pct(r['read_as_act'])} | "
                         f"{_pct(r['off_topic_stale'])} | {_pct(r['cited_without_topic_phrase'])} | "
                         f"{_pct(r['honest_none'])} |")
        lines.append("")
    lines.append(f"Interpreting a turn: p50 {summary['interpret_ms_p50']} ms, every scored turn read again alone after "
                 f"the run ({summary['interpret_ms_p50_loaded']} ms timed inside the conversations, beside the other "
                 "threads). Extractive ask on the seeds (follow-up "
                 f"turns): p50 {summary['ask_ms_p50_seeds']} ms.")
    return "\n".join(lines)


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f} %"


@click.command("conversations")
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_DATA,
              show_default=True, help="folder holding scifact/ and nfcorpus/ (BEIR corpus.jsonl each)")
@click.option("--docs", type=click.IntRange(min=50), default=500, show_default=True,
              help="documents of SciFact and of NFCorpus indexed (the first N of each file)")
@click.option("--per-corpus", type=click.IntRange(min=1), default=50, show_default=True,
              help="conversations per corpus and per set of phrasings (tune, old held-out, fresh, fresh2-54)")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="where the benchmark's stores are cached [default: <home>/bench-conversations]")
@click.option("--split", "splits", type=click.Choice(SPLITS), multiple=True,
              help="only these sets of phrasings [default: all fifty-six]")
@click.option("--turns", "turns_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="also write every scored turn (question, gold, resolved, cited) to this JSON Lines file")
@click.option("--jobs", type=click.IntRange(min=1), default=3, show_default=True,
              help="conversations asked in parallel threads (one per corpus and half)")
@click.option("--no-save", is_flag=True, help="print only (do not write bench/results/conversations.*)")
@click.pass_context
def COMMAND(ctx, data_dir: Path, docs: int, per_corpus: int, home: Path | None, splits: tuple[str, ...],
            turns_file: Path | None, jobs: int, no_save: bool):
    """Hundreds of generated conversations, scored per act on tuning and fresh held-out phrasings."""
    base = ctx.find_object(Settings)
    opened = open_stores(base, data_dir, docs, home)
    sizes = {name: len(corpus.papers) for name, (_, corpus) in opened.items()}
    tasks = [(c, name, s, split) for c, name in enumerate(opened) for s, split in enumerate(SPLITS)
             if not splits or split in splits]

    def run(task) -> list[tuple[TurnScore, TurnToTime]]:
        c, name, s, split = task
        lc, corpus = opened[name]
        pools = pools_of(split)
        rng = random.Random(1000 * c + s)
        out = [t for i in range(per_corpus) for t in run_conversation(lc, corpus, split, pools, i, rng)]
        click.echo(f"{name} {split}: {per_corpus} conversations", err=True)
        return out

    with ThreadPoolExecutor(max_workers=jobs) as pool:  # the answer path is thread-safe (the UI serves in threads)
        done = [t for part in pool.map(run, tasks) for t in part]
    scores = [s for s, _ in done]
    for s, ms in zip(scores, time_alone([t for _, t in done], {name: lc for name, (lc, _) in opened.items()})):
        s.interpret_ms = ms
    if turns_file:
        turns_file.write_text("".join(json.dumps(s.__dict__) + "\n" for s in scores))
    summary = summarise(scores)
    md = markdown(summary, per_corpus * len(set(splits) or SPLITS) * len(opened), sizes)
    click.echo(md)
    if not no_save:
        save_result("conversations", {"summary": summary}, md)
