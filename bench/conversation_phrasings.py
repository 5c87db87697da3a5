"""How people word each act of a conversation: the phrasings `litchat bench conversations` fills with a corpus's
topics and positions. Written as a person types them, not from the interpreter's patterns.

Each act's list is split by position into a tuning half (places 0, 3, 4, 7, 8, …) and a held-out half (places 1, 2, 5,
6, …); the split
was fixed when the lists were written, before the interpreter was tuned. Both halves have since been looked at while
tuning, so each act also has a fresh held-out list (…_FRESH, written on 2026-12-05 before the second round of
tuning), which was held out in the second round and is tuning data from the third; each act has a second fresh
held-out list (…_FRESH2, written before the third round), held out in the third round and tuning data from the
fourth; the third fresh list (bench/conversation_phrasings_fresh3.py) was held out in round 4 and is tuning data
from round 5, and the fourth (bench/conversation_phrasings_fresh4.py) is never tuned on.
Placeholders: {X} a topic phrase, {ord} an ordinal word ("second"), {n} a citation number, {name} a paper's short
name. An attribute phrasing is (attribute, text); a reference phrasing says which position it points at through
{ord}/{n}, or is "it"-style (the paper in focus).

The lists of rounds 1-3 (tune, fresh, fresh2) have one home, rag.answer.conversation.exemplars, where the learned
act reader is trained on them; the benchmark scores them from there as tuning sets. Only the held-out set of
rounds 4 and 5 live beside the benchmark (conversation_phrasings_fresh3.py, _fresh4.py); fresh4 never goes into the
library.
"""
from __future__ import annotations

from rag.answer.conversation import exemplars

FIRST = [  # opening questions (not scored as an act: they set the table)
    "Which papers study {X}?", "What papers are there on {X}?", "Find me work about {X}.",
    "Are there any studies of {X}?", "List the papers on {X}.", "What does the corpus have on {X}?",
]

ACTS, ACTS_FRESH, ACTS_FRESH2 = exemplars.TUNE, exemplars.FRESH, exemplars.FRESH2
FOLLOW_UP, FILTER, REFERENCE = ACTS["follow_up"], ACTS["filter"], ACTS["reference"]
ATTRIBUTE, AREA, NEW_TOPIC = ACTS["attribute"], ACTS["area"], ACTS["new_topic"]
ATTRIBUTE_FRESH, ATTRIBUTE_FRESH2 = ACTS_FRESH["attribute"], ACTS_FRESH2["attribute"]


def split(phrasings: list) -> tuple[list, list]:
    """(tune, held-out): places i with i % 4 in (0, 3), and the rest (every attribute lands in both halves)."""
    return ([p for i, p in enumerate(phrasings) if i % 4 in (0, 3)],
            [p for i, p in enumerate(phrasings) if i % 4 in (1, 2)])
