"""Follow-ups rewritten by a language model: the condense prompt (prompts/condense.txt) sees the conversation with
the previous answer's numbered sources and replies with the numbers of the papers the follow-up is about and the
standalone question:

    Papers: 2            (or "none" for a new topic)
    Question: What does DemoFusion propose?

``parse_condensed`` turns that reply into a Resolution (the papers by id, so retrieval is restricted to them); a
reply that does not follow the format returns None and the deterministic resolver (rag.answer.conversation.resolve) decides,
as it always does for the extractive generator.
"""
from __future__ import annotations

import re
from typing import Sequence

from rag.answer.conversation.resolve import NEW_TOPIC, REFERENT, Previous, Resolution

_PAPERS = re.compile(r"^\W*papers?\s*:\s*(.*)$", re.I)
_QUESTION = re.compile(r"^\W*(?:standalone\s+)?question\s*:\s*(.+)$", re.I)
_ANSWER_CHARS = 400  # of the previous answers' text the prompt shows (their sources list is always shown whole)
HISTORY_TURNS = 4  # the last messages of the conversation the condense prompt shows
QUESTION_MIN_CHARS, QUESTION_MAX_CHARS = 5, 400  # a condensed question outside these is not taken


def history_for_prompt(history: Sequence[dict], previous: Previous | None, turns: int = HISTORY_TURNS) -> str:
    """The last few turns as text; the last assistant turn ends with its numbered sources."""
    recent = list(history)[-turns:]
    last_assistant = max((i for i, m in enumerate(recent) if m.get("role") == "assistant"), default=None)
    lines = []
    for i, m in enumerate(recent):
        text = str(m.get("content", ""))
        if m.get("role") == "assistant":
            text = text.split("\n\nSources:", 1)[0][:_ANSWER_CHARS]
            if i == last_assistant and previous is not None and previous.citations:
                text += "\nSources:\n" + "\n".join(f"[{n}] {p.display_title}"
                                                   for n, p in enumerate(previous.citations, start=1))
        lines.append(f"{m.get('role', 'user')}: {text}")
    return "\n".join(lines)


def parse_condensed(reply: str | None, previous: Previous) -> Resolution | None:
    """The model's reply as a Resolution; None when it does not give a usable question and paper numbers."""
    if not reply:
        return None
    papers_line = question = None
    for line in reply.strip().splitlines():
        if papers_line is None and (m := _PAPERS.match(line)):
            papers_line = m.group(1).strip()
        elif question is None and (m := _QUESTION.match(line)):
            question = m.group(1).strip().strip('"')
    if papers_line is None or not question or not QUESTION_MIN_CHARS <= len(question) <= QUESTION_MAX_CHARS:
        return None
    if re.fullmatch(r"\W*(none|no|-|n/?a)?\W*", papers_line, re.I):
        return Resolution(NEW_TOPIC, [], question, question, "language-model")
    numbers = [int(n) for n in re.findall(r"\d+", papers_line)]
    if not numbers or any(not 1 <= n <= len(previous.citations) for n in numbers):
        return None
    papers = [previous.citations[n - 1] for n in dict.fromkeys(numbers)]
    return Resolution(REFERENT, papers, question, question, "language-model")
