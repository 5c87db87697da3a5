"""How long reading a turn takes, timed one turn at a time once the conversations are done.

The benchmark asks its conversations in parallel threads (``--jobs``), so a clock around ``interpret`` inside a
conversation also counts the time the thread waits for the others (the GIL, the two cores): on this machine it read
21-26 ms for work that takes about 5 ms alone. What a turn's reading adds to an answer is its time on a server that is
answering that turn, so each scored turn is read again here, alone, with the history it had, and that is the figure
the report gives beside the clock taken under load.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from rag.answer.conversation.interpret import interpret


@dataclass
class TurnToTime:
    corpus: str
    question: str
    history: list[dict]


def time_alone(turns: list[TurnToTime], chats: dict) -> list[float]:
    """Milliseconds ``interpret`` takes on each turn, one after another, no other thread working; ``chats`` maps a
    corpus name to its ``Litchat``."""
    catalogs = {name: lc.retriever.catalog.get() for name, lc in chats.items()}
    out = []
    for t in turns:
        lc = chats[t.corpus]
        start = time.perf_counter()
        interpret(t.question, t.history, catalogs[t.corpus], reader=lc.chain.act_reader)
        out.append((time.perf_counter() - start) * 1000)
    return out
