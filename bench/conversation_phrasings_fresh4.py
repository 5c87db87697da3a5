"""The fourth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 5): same shapes and
placeholders as bench/conversation_phrasings.py ({X} a topic, {ord} an ordinal word or "last", {n} a citation number;
an attribute phrasing is (attribute, text) and says "it" only when it means the paper in focus; a reference phrasing
without a placeholder points at the paper in focus). New here: a reference may name the paper instead of its place,
by its title ({title}: the short name before a title's colon when it has one, else the whole title) or by its first
author's surname ({author}; only where the paper has authors).

Written on 2026-12-05 before the fifth round of tuning, before running the benchmark on them or opening any failing
turn of fresh3. Held out in round 5; tuning phrasings from round 6 on (bench/conversation_phrasings_fresh5.py is the
held-out set then), and since round 6 also the act reader's exemplars, so their one home is
rag/answer/conversation/exemplars_round6.py (the library cannot read the benchmark); this module names them for the
benchmark, which reports them as "fresh4".
"""
from __future__ import annotations

from rag.answer.conversation.exemplars_round6 import FRESH4 as ACTS

FOLLOW_UP, FILTER, REFERENCE = ACTS["follow_up"], ACTS["filter"], ACTS["reference"]
ATTRIBUTE, AREA, NEW_TOPIC = ACTS["attribute"], ACTS["area"], ACTS["new_topic"]
