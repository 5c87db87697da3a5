"""What "that" or "it" stands for when a request for papers points at a topic the clause before it names ("A student
mentioned X - any papers on that?", "My chapter is on X; which of the papers you listed are usable for it?"): read by
the change of topic (rag.answer.conversation.topic_change) and by the filter's topic (``acts.filter_topic``).
"""
from __future__ import annotations

import re

# a request about "that" or "it" after a clause that names the topic: "My postdoc mentioned X - any papers on that?"
_ON_THAT = re.compile(r"(?:[.?!;:,]|\s[\-\u2013\u2014])\s+(?P<ask>[^.?!;:,\u2013\u2014]*?\b(?:on|about|regarding|into|"
                      r"covering|for|to)\s+(?:that|it|this)(?:\s+(?:topic|subject|area|question))?)\W*$", re.I)
_PAPERS_WORD = re.compile(r"\b(?:papers?|stud(?:y|ies)|research|work|articles?|literature|anything|publications?)\b",
                          re.I)
_NAMING = re.compile(r"\b(?:mention(?:ed|s)?|brought up|brings? up|raised?|discuss(?:ed|es)?|asked (?:me |us )?about|"
                     r"talk(?:ed|s)? about|deals? with|dealing with|works? on|working on|heard (?:of|about)|read about|cover(?:s|ed|ing)?|"
                     r"came across|on|about|regarding|concerning|involv(?:es|ing))\s+(?P<x>.+)$", re.I | re.S)
# a sentence end, a semicolon or colon, or a dash between spaces: where a clause of a turn ends
CLAUSE_BREAK = re.compile(r"(?:[.?!;:]|\s[\-\u2013\u2014])\s+")
_WHEN = re.compile(r"\s+(?:yesterday|today|recently|earlier|lately|last (?:week|month|year)|this (?:morning|week))\b.*$",
                   re.I)


def named_before(question: str) -> str | None:
    """The topic a request about "that" / "it" means when the clause before it names one ("A reviewer brought up X.
    Any work on that?", "since my project deals with X, what papers are there on it?", "I'm writing a chapter on X -
    which of the papers you gave me are usable for it?"); None otherwise."""
    m = _ON_THAT.search(question)
    if m is None or not _PAPERS_WORD.search(m.group("ask")):
        return None
    clause = CLAUSE_BREAK.split(question[:m.start()].strip())[-1]
    named = _NAMING.search(clause)
    return _WHEN.sub("", named.group("x")).strip(" ,") if named else None
