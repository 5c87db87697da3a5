"""What a turn takes back before its request: a request it replaces with another ("Which of those mention X? Actually
no, forget that list - what does the collection as a whole say about it?") and someone else's question it quotes before
asking its own ('My director's email: "Do those show any benefit?" So what did those studies find?'). Read by
``asides.without_asides``; a slip put right within the clause ("the third - no wait, the second one") is
``asides._CORRECTED``'s.
"""
from __future__ import annotations

import re

# a request taken back and another put in its place: "Which of those mention X? Actually no, forget that list - what
# does the collection as a whole say about it?", "Tell me more about the first - actually no, never mind those. ..."
_CHANGED_MIND = re.compile(r"(?:[.?!]\s+|\s[\-\u2013\u2014]\s+)(?:actually,?\s+no|no,?\s+actually|on second thoughts?|"
                           r"scratch that)\b[\s,.!:;\-\u2013\u2014]*", re.I)
_TAKEN_BACK_TOPIC = re.compile(r"\b(?:mentions?|about|on|regarding|concerning|covers?|deals? with|uses?)\s+"
                               r"(?P<x>[^?.!;:,\-\u2013\u2014]+)", re.I)
_ABOUT_IT = re.compile(r"\b(about|on|regarding|concerning)\s+(?:it|that)\b(?!\s+(?:list|lot|one|paper))", re.I)


def after_changed_mind(text: str) -> str:
    """``text`` from the request that replaces one it takes back, its "about it" read as the topic the one taken back
    named; ``text`` itself when it takes nothing back."""
    marks = list(_CHANGED_MIND.finditer(text))
    if not marks or not re.search(r"[A-Za-z]{3}", text[marks[-1].end():]):
        return text
    before, after = text[:marks[-1].start()], text[marks[-1].end():]
    named = list(_TAKEN_BACK_TOPIC.finditer(before))
    if named and _ABOUT_IT.search(after):
        after = _ABOUT_IT.sub(lambda m: f"{m.group(1)} {named[-1].group('x').strip()}", after, count=1)
    return after[0].upper() + after[1:]

# someone else's question quoted before the person's own: 'My director's email: "Do those show any benefit?" So what
# did those studies find?' asks what the last question asks
_QUOTED_QUESTION = re.compile(r"[\"\u201c][^\"\u201c\u201d]{3,}?\?[\"\u201d]")
_OWN_QUESTION = re.compile(r"^\W*(?:so\W+)?(?:what|which|who|how|where|when|did|do|does|are|were|is)\s+"
                           r"(?:[^\s\"\u201c\u201d]+\s+){2,}[^\s\"\u201c\u201d]*\?\s*$", re.I)


def without_quoted_question(text: str) -> str:
    """``text`` without the one question it quotes when a question of its own, of four words or more, follows it."""
    quoted = list(_QUOTED_QUESTION.finditer(text))
    if len(quoted) != 1 or not _OWN_QUESTION.search(text[quoted[0].end():]):
        return text
    return text[:quoted[0].start()] + text[quoted[0].end():]
