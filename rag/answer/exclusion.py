"""What a question leaves out: "Which papers use diffusion models for something other than image generation?",
"Besides MEDFAIR, which papers study fairness?", "Summarise the work on federated learning, excluding
personalisation".

The clause leaves the question (the search and the answer read "Which papers use diffusion models?"), and the papers
that name what it leaves out (rag.retrieval.mentions: its words side by side in one sentence, the title counting as
one) leave the answer, which says how many and which. A clause that points back at the chat ("other than these",
"apart from the ones you listed") is the conversation's business (rag.answer.conversation), not read here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from rag.records import PaperHit
from rag.retrieval.mentions import mentions, spelling
from rag.retrieval.query import strip_request
from rag.retrieval.text import query_content_terms

_CUE = (r"(?:other\s+than|apart\s+from|aside\s+from|besides|except(?:\s+for)?|excluding|but\s+not|not\s+including|"
        r"leaving\s+(?:out|aside)|not\s+(?:about|on|related\s+to|concerning|involving))")
# "for something other than X", "on anything but X": the filler before the cue leaves the question with it
_FILLER = (r"(?:\s*,?\s*(?:(?:for|on|in|about|with|to)\s+)?(?:(?:something|anything|things|tasks|purposes|"
           r"applications|uses|areas|domains|problems|topics|settings|data|ones|papers|work|studies)\s+)?)")
_WHAT = r"(?P<what>[^,;:?.!()]+?)"
_END = r"(?=\s*(?:[,;:?.!()]|$))"
_INLINE = re.compile(_FILLER + r"\b" + _CUE + r"\s+" + _WHAT + _END, re.I)
_LEADING = re.compile(r"^\W*(?:besides|apart\s+from|aside\s+from|other\s+than|except\s+for|excluding)\s+" + _WHAT +
                      r"\s*,\s*", re.I)
# what points back at the chat or at a paper in focus, not at a topic
_POINTER = re.compile(r"^(?:the\s+)?(?:these|those|this|that|them|it|its|their|his|her|above|ones?|papers?|"
                      r"what\s+you|all\s+(?:that|this|those|these))\b", re.I)


@dataclass(frozen=True)
class Exclusion:
    rest: str  # the question without the clause
    phrase: str  # what it leaves out, as asked
    terms: frozenset[str]  # its stemmed content words


def exclusion(question: str) -> Exclusion | None:
    """What ``question`` leaves out, or None."""
    for pattern in (_LEADING, _INLINE):
        m = pattern.search(question)
        if m is None:
            continue
        phrase = re.sub(r"^(?:in|on|for|about|with|to)\s+", "", m.group("what").strip(), flags=re.I)
        terms = frozenset(query_content_terms(spelling(phrase)))
        rest = re.sub(r"\s{2,}", " ", question[:m.start()] + " " + question[m.end():]).strip()
        rest = re.sub(r"\s+([?.!,])", r"\1", rest)
        if not terms or _POINTER.match(phrase) or not query_content_terms(strip_request(rest)):
            return None  # "other than these": the chat's; "Which papers are not about X?": no topic left to search
        return Exclusion(rest=rest[:1].upper() + rest[1:], phrase=phrase, terms=terms)
    return None


def leave_out(hits: Sequence[PaperHit], left: Exclusion) -> tuple[list[PaperHit], list[PaperHit]]:
    """(the hits kept, the hits that name what the question leaves out)."""
    kept, dropped = [], []
    for h in hits:
        (dropped if mentions(h.paper, set(left.terms)) else kept).append(h)
    return kept, dropped


def left_out_line(left: Exclusion, dropped: Sequence[PaperHit], shown: int = 3) -> str:
    """What the answer says it left out."""
    if not dropped:
        return f"No retrieved paper names {left.phrase}, so none was left out."
    names = ", ".join(h.paper.display_title for h in dropped[:shown])
    more = f" and {len(dropped) - shown} more" if len(dropped) > shown else ""
    n = len(dropped)
    return f"Left out {n} paper{'s' if n != 1 else ''} on {left.phrase}: {names}{more}."
