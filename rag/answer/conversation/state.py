"""The state of a chat, typed: what every earlier turn asked, how it was read, and which papers it cited.

The chain, the UI, the CLI and the benchmarks pass a conversation as a history of messages (Gradio's messages
format, ``{"role": "user"|"assistant", "content": str}``); an assistant message carries the structured part of its
turn beside the text: ``"citations"`` (paper ids in [n] order), and, when the chain produced it, ``"act"``,
``"focus"`` and ``"mode"``. ``ChatState.from_history`` reads that history into turns; nothing here parses rendered
text (an assistant message without ``"citations"`` is read back by ``resolve.previous_answer`` from its plain
"Sources:" list, for callers that only kept the text).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Sequence, get_args

from rag.answer.render import format_answer
from rag.records import Answer

Act = Literal["new_topic", "follow_up", "filter", "reference", "attribute", "area"]
ACTS: tuple[str, ...] = get_args(Act)
Attribute = Literal["authors", "year", "venue", "datasets", "results", "numbers", "limitations", "funding", "code"]
ATTRIBUTES: tuple[str, ...] = get_args(Attribute)
Mode = Literal["answer", "area"]
REFERRING_ACTS = frozenset({"follow_up", "filter", "reference", "attribute"})  # answered from papers on the table


@dataclass
class Turn:
    """One question and its answer."""
    question: str
    cited: list[str] = field(default_factory=list)  # paper ids the answer cited, in [n] order
    act: Act | None = None  # how the question was read (None: not known, e.g. a history written by hand)
    standalone: str = ""  # the question made standalone
    focus: str | None = None  # the paper in focus after this turn (the one paper it was about, else its first)
    mode: Mode = "answer"

    def history_items(self, answer_text: str) -> list[dict]:
        """This turn as the two history messages the chain reads back."""
        return [{"role": "user", "content": self.question},
                {"role": "assistant", "content": answer_text, "citations": list(self.cited), "act": self.act,
                 "focus": self.focus, "mode": self.mode, "standalone": self.standalone}]


@dataclass
class ChatState:
    turns: list[Turn] = field(default_factory=list)

    @classmethod
    def from_history(cls, history: Sequence[dict]) -> "ChatState":
        """Turns from a message history; a user message without an answer after it is dropped."""
        turns: list[Turn] = []
        question: str | None = None
        for m in history:
            role = m.get("role")
            if role == "user":
                question = str(m.get("content", ""))
            elif role == "assistant" and question is not None:
                ids = m.get("citations")
                act = m.get("act")
                turns.append(Turn(question=question, cited=[x for x in ids if isinstance(x, str)]
                                  if isinstance(ids, list) else [],
                                  act=act if act in ACTS else None, standalone=str(m.get("standalone") or ""),
                                  focus=m.get("focus") if isinstance(m.get("focus"), str) else None,
                                  mode="area" if m.get("mode") == "area" else "answer"))
                question = None
        return cls(turns)

    @property
    def last(self) -> Turn | None:
        return self.turns[-1] if self.turns else None

    def focus(self) -> str | None:
        """The paper in focus: the last turn's, else its first citation."""
        last = self.last
        if last is None:
            return None
        return last.focus or (last.cited[0] if last.cited else None)


def turn_of(answer: Answer) -> Turn:
    """The structured part of an answered turn (what the next turn is read against)."""
    cited = [c.paper.id for c in answer.citations]
    one = answer.act in ("reference", "attribute") and len(answer.resolved_papers) == 1
    focus = answer.resolved_papers[0]["id"] if one else (cited[0] if cited else None)
    return Turn(question=answer.question, cited=cited, act=answer.act if answer.act in ACTS else None,
                standalone=answer.standalone_question or answer.question, focus=focus,
                mode="area" if answer.mode == "area" else "answer")


def extend_history(history: Sequence[dict], answer: Answer) -> list[dict]:
    """``history`` with this answer's turn appended: the one way the UI, the CLI and the benchmarks keep a chat."""
    return list(history) + turn_of(answer).history_items(format_answer(answer))
