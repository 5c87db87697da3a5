"""Run the eval set through the public API (rag.api.Litchat) and score it with eval.metrics.

One RunConfig = one retriever + generator + optional setting overrides (fusion, abstain_threshold, ...).
``--compare`` runs several configs over the same questions in one process; each gets its own Litchat on the
same store, so the corpus is embedded once.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Callable, Iterable, Sequence

from eval import metrics as M
from eval.area import score_area, summarise_area
from eval.conversations import run_conversations, summarise_turns, turn_dicts
from eval.questions import Question, gold_ids
from rag.answer.answerability.abstain import should_abstain
from rag.records import Answer, Relevance
from rag.settings import RETRIEVER_NAMES

CUTOFFS = (5, 10)
SWEEP_THRESHOLDS = [round(0.05 * i, 2) for i in range(2, 15)]  # 0.10 .. 0.70
WARMUP_QUESTION = "Which papers study federated learning?"


@dataclass
class RunConfig:
    name: str
    retriever: str
    generator: str
    overrides: dict = field(default_factory=dict)  # other Settings fields, e.g. {"fusion": "weighted"}

    def settings_update(self) -> dict:
        return {"retriever": self.retriever, "generator": self.generator, **self.overrides}


def parse_config(spec: str, generator: str) -> RunConfig:
    """``hybrid``, ``bm25``, ``hybrid+fusion=weighted``, ``hybrid+abstain_threshold=0.3+rrf_k=20`` ..."""
    parts = [p.strip() for p in spec.strip().split("+") if p.strip()]
    if not parts:
        raise ValueError("empty configuration")
    retriever = "hybrid"
    overrides: dict = {}
    for part in parts:
        if "=" in part:
            key, value = (s.strip() for s in part.split("=", 1))
            overrides[key.replace("-", "_")] = value
        elif part in RETRIEVER_NAMES:
            retriever = part
        else:
            raise ValueError(f"bad configuration {spec!r}: {part!r} is neither {'|'.join(RETRIEVER_NAMES)} nor key=value")
    return RunConfig(name=spec.strip(), retriever=retriever, generator=generator, overrides=overrides)


@dataclass
class QuestionResult:
    id: str
    kind: str
    question: str
    gold: list[str]
    ranked: list[str]  # top-10 paper ids of lc.search
    retrieval: dict[str, float]  # recall@5, recall@10, mrr, ndcg@10 (answerable questions only)
    abstained: bool
    cited: list[str]
    answer: str
    keyword_hits: list[bool]
    keyword_accuracy: float | None
    citation_precision: float | None
    citation_recall: float | None
    sentences_cited: int
    sentences_supported: int
    search_seconds: float
    ask_seconds: float
    notice: str | None = None
    judge: float | None = None  # optional LLM-judged faithfulness (0..1)
    relevance: Relevance | None = None  # the chain's abstention signals (Answer.relevance)
    answered: bool = True  # False in retrieval-only runs (no answer metrics)
    area: dict | None = None  # area questions: eval.area.score_area (coverage, opening lines, theme labels)

    def to_dict(self) -> dict:
        """The JSON form: the relevance signals as numbers (Relevance.to_dict), the rest as fields."""
        out = asdict(self)
        out["relevance"] = self.relevance.to_dict() if self.relevance else {}
        return out


@dataclass
class ConfigResult:
    config: RunConfig
    questions: list[QuestionResult]
    summary: dict[str, float | None]
    by_kind: dict[str, dict[str, float | None]]
    abstention_sweep: list[dict] = field(default_factory=list)  # accuracy each abstain_threshold would give
    turns: list[dict] = field(default_factory=list)  # multi-turn conversations, scored per turn (eval.conversations)

    def to_dict(self) -> dict:
        return {"config": asdict(self.config), "summary": self.summary, "by_kind": self.by_kind,
                "abstention_sweep": self.abstention_sweep,
                "best_abstain_threshold": choose_threshold(self.abstention_sweep),
                "questions": [q.to_dict() for q in self.questions], "turns": self.turns}


def score_question(q: Question, gold: set[str], ranked: list[str], answer: Answer,
                   search_s: float, ask_s: float) -> QuestionResult:
    retrieval: dict[str, float] = {}
    if gold:
        for k in CUTOFFS:
            retrieval[f"recall@{k}"] = M.recall_at_k(ranked, gold, k)
        retrieval["mrr"] = M.reciprocal_rank(ranked, gold)
        retrieval["ndcg@10"] = M.ndcg_at_k(ranked, gold, 10)
    cited = list(dict.fromkeys(c.paper.id for c in answer.citations))
    checked = [s for s in answer.sentences if s.citations]
    return QuestionResult(
        id=q.id, kind=q.kind, question=q.question, gold=sorted(gold), ranked=ranked, retrieval=retrieval,
        abstained=answer.abstained, cited=cited, answer=answer.text,
        keyword_hits=M.keyword_hits(answer.text, q.keywords),
        keyword_accuracy=M.keyword_accuracy(answer.text, q.keywords),
        citation_precision=M.citation_precision(cited, gold) if gold else None,
        citation_recall=M.citation_recall(cited, gold),
        sentences_cited=len(checked), sentences_supported=sum(s.supported for s in checked),
        search_seconds=search_s, ask_seconds=ask_s, notice=answer.notice, relevance=answer.relevance,
    )


def score_retrieval_only(q: Question, gold: set[str], ranked: list[str], search_s: float) -> QuestionResult:
    empty = Answer(question=q.question, text="", citations=[], sentences=[], abstained=False, generator="none")
    r = score_question(q, gold, ranked, empty, search_s, 0.0)
    r.answered = False
    return r


def summarise(results: Sequence[QuestionResult]) -> dict[str, float | None]:
    answerable = [r for r in results if r.gold]
    unanswerable = [r for r in results if not r.gold]
    out: dict[str, float | None] = {"questions": len(results)}
    for key in [f"recall@{k}" for k in CUTOFFS] + ["mrr", "ndcg@10"]:
        out[key] = M.mean(r.retrieval.get(key) for r in answerable)
    search_ms = [r.search_seconds * 1000 for r in results]
    out["search_p50_ms"] = M.percentile(search_ms, 50)
    out["search_p95_ms"] = M.percentile(search_ms, 95)
    if not all(r.answered for r in results):
        return out  # retrieval-only run
    out["citation_precision"] = M.mean(r.citation_precision for r in answerable)
    out["citation_recall"] = M.mean(r.citation_recall for r in answerable)
    out["keyword_accuracy"] = M.mean(r.keyword_accuracy for r in results)
    cited = sum(r.sentences_cited for r in results)
    out["supported_rate"] = sum(r.sentences_supported for r in results) / cited if cited else None
    out["abstention_accuracy"] = M.mean(float(M.abstention_correct(r.abstained, bool(r.gold))) for r in results)
    out["abstain_when_unanswerable"] = M.mean(float(r.abstained) for r in unanswerable)
    out["answer_when_answerable"] = M.mean(float(not r.abstained) for r in answerable)
    ask_ms = [r.ask_seconds * 1000 for r in results]
    out["ask_p50_ms"] = M.percentile(ask_ms, 50)
    out["ask_p95_ms"] = M.percentile(ask_ms, 95)
    judged = [r.judge for r in results if r.judge is not None]
    if judged:
        out["judge_faithfulness"] = sum(judged) / len(judged)
    return out


def run_config(lc, config: RunConfig, questions: Sequence[Question], resolved: dict[str, str],
               on_question: Callable[[], None] | None = None, judge=None, answers: bool = True,
               on_result: Callable[[QuestionResult], None] | None = None,
               conversations: Sequence | None = None, conversation_gold: dict[str, str] | None = None
               ) -> ConfigResult:
    """Ask every question through ``lc`` (a Litchat built with the config's settings) and score the answers.
    With ``answers=False`` only retrieval is run and scored. ``conversations`` (eval.conversations) are asked turn
    by turn and their multiturn_* metrics join the summary."""
    lc.search(WARMUP_QUESTION, k=10, retriever=config.retriever)  # load models and indexes before timing
    if answers:
        lc.ask(WARMUP_QUESTION, generator=config.generator)
    results = []
    for q in questions:
        gold = gold_ids(q, resolved)
        t0 = time.perf_counter()
        hits = lc.search(q.question, k=10, retriever=config.retriever)
        t1 = time.perf_counter()
        if not answers:
            results.append(score_retrieval_only(q, gold, [h.paper.id for h in hits], t1 - t0))
            if on_question:
                on_question()
            continue
        answer = lc.ask(q.question, generator=config.generator, mode="area" if q.kind == "area" else "answer")
        t2 = time.perf_counter()
        result = score_question(q, gold, [h.paper.id for h in hits], answer, t1 - t0, t2 - t1)
        if q.kind == "area":
            result.area = score_area(answer, gold)
        if judge is not None and not answer.abstained and answer.citations:
            result.judge = judge.faithfulness(answer)
        results.append(result)
        if on_result:
            on_result(result)
        if on_question:
            on_question()
    by_kind = {}
    for kind in dict.fromkeys(q.kind for q in questions):
        by_kind[kind] = summarise([r for r in results if r.kind == kind])
    sweep = abstention_sweep(results, SWEEP_THRESHOLDS) if answers else []
    summary = summarise(results) if results else {"questions": 0}
    if answers:
        summary.update(summarise_area([r.area for r in results if r.area is not None]))
    turns = []
    if answers and conversations:
        scored = run_conversations(lc, conversations, conversation_gold or {}, config.generator, on_question)
        summary.update(summarise_turns(scored))
        turns = turn_dicts(scored)
    return ConfigResult(config=config, questions=results, summary=summary, by_kind=by_kind,
                        abstention_sweep=sweep, turns=turns)


# --- abstention threshold ------------------------------------------------------------------------------------
def abstention_sweep(results: Sequence[QuestionResult], thresholds: Sequence[float]) -> list[dict]:
    """Abstention accuracy each threshold WOULD give, replaying the chain's rule (rag.answer.answerability.abstain.should_abstain:
    abstain when not found by metadata and relevance score < threshold) on the signals recorded in this run."""

    rows = []
    scored = [r for r in results if r.relevance]
    for t in thresholds:
        correct = abstain_u = answer_a = n_u = n_a = 0
        for r in scored:
            abstained = should_abstain(r.relevance, t)
            correct += M.abstention_correct(abstained, bool(r.gold))
            if r.gold:
                n_a += 1
                answer_a += not abstained
            else:
                n_u += 1
                abstain_u += abstained
        if scored:
            rows.append({"threshold": round(t, 3), "abstention_accuracy": correct / len(scored),
                         "abstain_when_unanswerable": abstain_u / n_u if n_u else None,
                         "answer_when_answerable": answer_a / n_a if n_a else None})
    return rows


def choose_threshold(sweep: Sequence[dict]) -> float | None:
    """Middle of the widest run of thresholds with the best abstention accuracy (robust to small shifts)."""
    if not sweep:
        return None
    best = max(r["abstention_accuracy"] for r in sweep)
    runs, current = [], []
    for r in sweep:
        if r["abstention_accuracy"] == best:
            current.append(r["threshold"])
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    widest = max(runs, key=len)
    return widest[len(widest) // 2]


# --- floors ---------------------------------------------------------------------------------------------------
def check_floors(summary: dict, floors: dict[str, float]) -> list[str]:
    """Messages for every metric below its floor (latencies are never floored: they depend on the machine)."""
    failures = []
    for key, floor in floors.items():
        value = summary.get(key)
        if value is None:
            failures.append(f"{key}: not measured (floor {floor})")
        elif value < floor:
            failures.append(f"{key}: {value:.3f} < floor {floor:.3f}")
    return failures


def iter_configs(specs: Iterable[str], generator: str) -> list[RunConfig]:
    configs = [parse_config(s, generator) for s in specs if s.strip()]
    names = [c.name for c in configs]
    if len(set(names)) != len(names):
        raise ValueError(f"duplicate configurations in {names}")
    return configs
