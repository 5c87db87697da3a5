"""The third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 4): same shapes and
placeholders as bench/conversation_phrasings.py ({X} a topic, {ord} an ordinal word or "last", {n} a citation number;
an attribute phrasing is (attribute, text) and says "it" only when it means the paper in focus; a reference phrasing
without {ord}/{n} points at the paper in focus).

Written on 2026-12-05 before the fourth round of tuning, before running the benchmark on them or opening any failing
turn: the _FRESH2 lists were held out in the third round and are tuning phrasings from the fourth on. These lists
were held out in round 4 and are tuning phrasings from round 5 on (bench/conversation_phrasings_fresh4.py is the
held-out set then); the benchmark reports them as "fresh3". Since round 5 they are also the act reader's
exemplars, so their one home is rag/answer/conversation/exemplars_round5.py (the library cannot read the
benchmark); this module names them for the benchmark.
"""
from __future__ import annotations

from rag.answer.conversation.exemplars_round5 import FRESH3 as ACTS

FOLLOW_UP, FILTER, REFERENCE = ACTS["follow_up"], ACTS["filter"], ACTS["reference"]
ATTRIBUTE, AREA, NEW_TOPIC = ACTS["attribute"], ACTS["area"], ACTS["new_topic"]
