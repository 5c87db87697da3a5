"""Multi-turn eval: conversations of two or three turns over the seeds (eval/conversations.jsonl), scored per turn.

One JSON object a line, one line a turn; lines sharing a "conversation" value are one conversation, in file order
(the same file feeds `litchat ask --batch eval/conversations.jsonl`). Fields:

- ``question``; ``expect``: null on a first turn, "referent" (about papers already on the table) or "new_topic";
- ``gold``: the papers a right answer cites, as distinctive text resolved like eval/questions.jsonl, or
  "@prev" (every paper the previous turn's answer cited), "@prev:N" (its citation [N]), "@prev:last";
- ``refers_to`` (referent turns): the papers the follow-up must be resolved to, in the same notation;
- ``act`` (optional): the act the turn must be read as (rag.answer.conversation.state.Act); a "filter" turn's
  ``refers_to`` are the previous papers that match (empty: none does, and the answer must say so);
- ``keywords`` (optional): strings the answer must contain.

Per follow-up turn: resolved right (the chain's ``followup`` is the expected kind and a referent turn's
``resolved_papers`` are exactly ``refers_to``), citation precision against the gold, all citations within the gold,
and for a topic change whether it cited any of the previous answer's papers that are not gold for the new topic.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

import time

from eval import metrics as M
from eval.questions import GoldError, papers_matching
from rag.answer.conversation.state import extend_history
from rag.records import Answer, Paper

CONVERSATIONS_FILE = Path(__file__).resolve().parent / "conversations.jsonl"
EXPECT = (None, "referent", "new_topic")


@dataclass
class Turn:
    line: int
    question: str
    expect: str | None
    gold: list[str]
    refers_to: list[str] = field(default_factory=list)
    keywords: list = field(default_factory=list)
    act: str | None = None


@dataclass
class Conversation:
    id: str
    turns: list[Turn]


@dataclass
class TurnResult:
    conversation: str
    turn: int  # 1-based
    question: str
    expect: str | None
    followup: str | None
    standalone: str | None
    resolved: list[str]  # paper ids the chain resolved the follow-up to
    refers_to: list[str]  # paper ids it should have
    gold: list[str]
    cited: list[str]
    previous_cited: list[str]
    abstained: bool
    resolved_ok: bool | None  # None on first turns
    citation_precision: float | None
    within_gold: bool | None  # every citation is gold (None when nothing is cited)
    topic_change_clean: bool | None  # new-topic turns: no previous paper cited unless gold for the new topic
    keyword_accuracy: float | None
    seconds: float


def load_conversations(path: Path = CONVERSATIONS_FILE) -> list[Conversation]:
    by_id: dict[str, Conversation] = {}
    for n, raw in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        try:
            d = json.loads(raw)
            turn = Turn(line=n, question=d["question"], expect=d.get("expect"), gold=list(d["gold"]),
                        refers_to=list(d.get("refers_to", [])), keywords=list(d.get("keywords", [])),
                        act=d.get("act"))
            cid = str(d["conversation"])
        except (json.JSONDecodeError, KeyError, TypeError) as e:
            raise ValueError(f"{path}:{n}: bad turn: {e.__class__.__name__}: {e}") from None
        conv = by_id.setdefault(cid, Conversation(cid, []))
        first = not conv.turns
        if turn.expect not in EXPECT:
            raise ValueError(f"{path}:{n}: expect must be null, \"referent\" or \"new_topic\", not {turn.expect!r}")
        if first != (turn.expect is None):
            raise ValueError(f"{path}:{n}: {cid}: the first turn expects null, later turns referent or new_topic")
        if not turn.gold or (turn.act != "filter" and (turn.expect == "referent") != bool(turn.refers_to)):
            raise ValueError(f"{path}:{n}: {cid}: needs gold papers, and refers_to exactly on referent turns")
        if first and any(ref.startswith("@") for ref in turn.gold):
            raise ValueError(f"{path}:{n}: {cid}: a first turn has no previous answer to point at")
        conv.turns.append(turn)
    return list(by_id.values())


def resolve_conversation_gold(conversations: Sequence[Conversation], papers: Sequence[Paper]) -> dict[str, str]:
    """Every literal gold / refers_to reference → paper id; GoldError lists those that do not name one paper."""
    resolved, problems = {}, []
    for conv in conversations:
        for t in conv.turns:
            for ref in t.gold + t.refers_to:
                if ref.startswith("@") or ref in resolved:
                    continue
                found = papers_matching(ref, papers)
                if len(found) == 1:
                    resolved[ref] = found[0].id
                else:
                    problems.append(f"{conv.id} (line {t.line}): {ref!r} matches {len(found)} papers")
    if problems:
        raise GoldError("\n".join(problems))
    return resolved


def _ids(refs: Sequence[str], resolved: dict[str, str], previous: list[str]) -> list[str]:
    out: list[str] = []
    for ref in refs:
        if ref == "@prev":
            out += previous
        elif ref.startswith("@prev:"):
            which = ref.split(":", 1)[1]
            n = len(previous) if which == "last" else int(which)
            if 1 <= n <= len(previous):
                out.append(previous[n - 1])
        else:
            out.append(resolved[ref])
    return list(dict.fromkeys(out))


def score_turn(conv: str, i: int, t: Turn, answer: Answer, resolved_gold: dict[str, str], previous: list[str],
               seconds: float) -> TurnResult:
    cited = list(dict.fromkeys(c.paper.id for c in answer.citations))
    gold = _ids(t.gold, resolved_gold, previous)
    refers = _ids(t.refers_to, resolved_gold, previous)
    resolved = [r["id"] for r in answer.resolved_papers]
    follow_up = t.expect is not None
    ok = None
    if t.act is not None:
        ok = answer.act == t.act and set(resolved) == set(refers)
    elif follow_up:
        ok = answer.followup == t.expect and (t.expect != "referent" or (bool(refers) and set(resolved) == set(refers)))
    clean = None
    if t.expect == "new_topic":
        clean = not [p for p in cited if p in previous and p not in gold]
    return TurnResult(
        conversation=conv, turn=i, question=t.question, expect=t.expect, followup=answer.followup,
        standalone=answer.standalone_question, resolved=resolved, refers_to=refers, gold=gold, cited=cited,
        previous_cited=list(previous), abstained=answer.abstained, resolved_ok=ok,
        citation_precision=M.citation_precision(cited, gold),
        within_gold=set(cited) <= set(gold) if cited else None, topic_change_clean=clean,
        keyword_accuracy=M.keyword_accuracy(answer.text, t.keywords), seconds=seconds)


def run_conversations(lc, conversations: Sequence[Conversation], resolved_gold: dict[str, str], generator: str,
                      on_turn=None) -> list[TurnResult]:
    """Ask every conversation through ``lc``, each turn with the previous turns (and their citations) as history."""
    results = []
    for conv in conversations:
        history: list[dict] = []
        previous: list[str] = []
        for i, t in enumerate(conv.turns, start=1):
            start = time.perf_counter()
            answer = lc.ask(t.question, history=list(history), generator=generator)
            results.append(score_turn(conv.id, i, t, answer, resolved_gold, previous, time.perf_counter() - start))
            previous = [c.paper.id for c in answer.citations]
            history = extend_history(history, answer)
            if on_turn:
                on_turn()
    return results


def summarise_turns(results: Sequence[TurnResult]) -> dict[str, float | None]:
    follow = [r for r in results if r.expect is not None]
    by_conv: dict[str, list[TurnResult]] = {}
    for r in follow:
        by_conv.setdefault(r.conversation, []).append(r)
    topic = [r for r in follow if r.expect == "new_topic"]
    return {
        "multiturn_conversations": float(len({r.conversation for r in results})),
        "multiturn_followups": float(len(follow)),
        "multiturn_resolution_accuracy": M.mean(float(bool(r.resolved_ok)) for r in follow),
        "multiturn_conversations_resolved": M.mean(float(all(r.resolved_ok for r in turns))
                                                   for turns in by_conv.values()),
        "multiturn_citation_precision": M.mean(r.citation_precision for r in follow),
        "multiturn_within_gold": M.mean(None if r.within_gold is None else float(r.within_gold) for r in follow),
        "multiturn_topic_change_clean": M.mean(float(bool(r.topic_change_clean)) for r in topic),
        "multiturn_answered": M.mean(float(not r.abstained) for r in follow),
        "multiturn_keyword_accuracy": M.mean(r.keyword_accuracy for r in follow),
    }


def turn_dicts(results: Sequence[TurnResult]) -> list[dict]:
    return [asdict(r) for r in results]
