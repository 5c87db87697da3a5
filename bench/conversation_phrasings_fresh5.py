"""The fifth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 6): same shapes and
placeholders as bench/conversation_phrasings_fresh4.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the sixth round of tuning, before running the benchmark on them and before opening any
failing turn of fresh4. Held out in round 6; tuning phrasings from round 7 on (bench/conversation_phrasings_fresh6.py
is the held-out set then), and since round 7 also the act reader's exemplars, so their one home is
rag/answer/conversation/exemplars_round7.py (the library cannot read the benchmark); this module names them for the
benchmark, which reports them as "fresh5".
"""
from __future__ import annotations

from rag.answer.conversation.exemplars_round7 import FRESH5 as ACTS

FOLLOW_UP, FILTER, REFERENCE = ACTS["follow_up"], ACTS["filter"], ACTS["reference"]
ATTRIBUTE, AREA, NEW_TOPIC = ACTS["attribute"], ACTS["area"], ACTS["new_topic"]
