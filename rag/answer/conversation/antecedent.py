"""What "that" or "it" stands for when a request for papers points at a topic the clause before it names ("A student
mentioned X - any papers on that?", "My chapter is on X; which of the papers you listed are usable for it?"): read by
the change of topic (rag.answer.conversation.topic_change) and by the filter's topic (``acts.filter_topic``).
"""
from __future__ import annotations

import re

# a request about "that" or "it" after a clause that names the topic: "My postdoc mentioned X - any papers on that?"
_ASK = (r"\b(?:on|about|regarding|into|covering|for|to|with|address(?:es)?|tackle|cover|discuss|examine|study|mention)"
        r"\s+(?:that|it|this)(?:\s+(?:topic|subject|area|question))?)\W*$")
_ON_THAT = re.compile(r"(?:[.?!;:,]|\s[\-\u2013\u2014])\s+(?P<ask>[^.?!;:,\u2013\u2014]*?" + _ASK, re.I)
# the same ask after a dash between spaces: "…, and I promised someone something on X - could you find papers on that?"
_ON_THAT_NEAR = re.compile(r"\s-\s+(?P<ask>(?:(?!\s-\s)[^.?!;:,\u2013\u2014])*?" + _ASK, re.I)
# the words a request for papers names them by ("any work on it", "anything about that")
PAPER_NOUNS = r"(?:papers?|stud(?:y|ies)|research|work|articles?|literature|anything|publications?)"
# ("which of those …"; "can you search for it?" asks for papers too)
SEARCH_FOR = r"search(?:ing)? (?:for|on)"  # a request for papers by its verb: "can you search for X / for it?"
_PAPERS_WORD = re.compile(r"\b(?:" + PAPER_NOUNS + r"|(?:of|among) (?:these|those|them)|" + SEARCH_FOR + r"|"
                          r"look(?:ing)? (?:for|into))\b", re.I)
_NAMING = re.compile(r"\b(?:mention(?:ed|s)?|brought up|brings? up|raised?|discuss(?:ed|es)?|asked (?:me |us )?about|"
                     r"talk(?:ed|s)? about|deals? with|dealing with|works? on|working on|heard (?:of|about)|read about|cover(?:s|ed|ing)?|"
                     r"came across|on|about|regarding|concerning|involv(?:e|es|ed|ing))\s+(?P<x>.+)$", re.I | re.S)
# a topic as the subject of what matters: "X is what my supervisor cares about", "X is the only bit we need"
_SUBJECT_FIRST = re.compile(r"^\W*(?P<x>[A-Za-z][\w'\-]*(?:\s+[\w'\-]+){0,4}?)\s+(?:is|are)\s+(?:exactly\s+|really\s+)?"
                            r"(?:what|all|the\s+(?:only\s+|main\s+|one\s+)?(?:thing|bit|part|topic|area|focus|point))\b",
                            re.I)
_THAT_IS = re.compile(r"^\W*(?:that|this|it)(?:'s|\s+is|\s+was)\b", re.I)  # "X - that's all we care about"
# a sentence end, a semicolon or colon, or a dash between spaces: where a clause of a turn ends
CLAUSE_BREAK = re.compile(r"(?:[.?!;:]|\s[\-\u2013\u2014])\s+")
_WHEN = re.compile(r"\s+(?:yesterday|today|recently|earlier|lately|last (?:week|month|year)|this (?:morning|week))\b.*$",
                   re.I)


def named_before(question: str) -> str | None:
    """The topic a request about "that" / "it" means when the clause before it names one ("A reviewer brought up X.
    Any work on that?", "since my project deals with X, what papers are there on it?", "I'm writing a chapter on X -
    which of the papers you gave me are usable for it?"); None otherwise."""
    return _named_before(question, _ON_THAT) or _named_before(question, _ON_THAT_NEAR)


def _named_before(question: str, ask: re.Pattern) -> str | None:
    """The topic the clause before ``ask`` (a request about "that" / "it") names, or None."""
    m = ask.search(question)
    if m is None or not _PAPERS_WORD.search(m.group("ask")):
        return None
    clauses = CLAUSE_BREAK.split(question[:m.start()].strip())
    named = _NAMING.search(clauses[-1])
    if named is None:
        return _subject_named(clauses)
    return _WHEN.sub("", named.group("x")).strip(" ,")


def _subject_named(clauses: list[str]) -> str | None:
    """The topic a clause names as its subject ("X is what my supervisor cares about"), or the short clause before
    one that says so of it ("X - that's the only bit our panel cares about"); None otherwise."""
    if _THAT_IS.match(clauses[-1]):
        return clauses[-2].strip(" \"'") if len(clauses) > 1 and 1 <= len(clauses[-2].split()) <= 5 else None
    said = _SUBJECT_FIRST.match(clauses[-1])
    return said.group("x").strip() if said else None
