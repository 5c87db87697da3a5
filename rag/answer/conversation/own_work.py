"""A topic named in a statement about one's own work, then asked about with no topic of its own (issue #18, round 20):
"I'm a nurse researching X; what does the library hold?", "We are launching a study on X in our group. Which papers
exist?", "since my supervisor wants a chapter on X: which papers address it?", "I'm drafting the introduction of a
review on X; could you summarise what the entire corpus says about it?". The question is about X: it is restated as
a search for X ("Which papers study X?") or, when it asks for a summary, an area summary of X. Before this, the whole
turn (the statement's words and all) was the search, or the statement was dropped as a reason clause, and the topic
was the person ("nurse researching X") or their document ("the introduction of a review").
"""
from __future__ import annotations

import re

from rag.answer.conversation.acts import RESTRICTED, attribute_of, topic_terms
from rag.answer.conversation.antecedent import PAPER_NOUNS
from rag.answer.conversation.asides import without_asides
from rag.answer.conversation.filter_cues import FILTER
from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED
from rag.answer.conversation.topic_span import core_topic

# the person or their group, then (within the clause) what they work on: "I'm a clinician working on X", "my thesis
# committee wants a section on X", "We're starting a project on X in my lab"
_STATEMENT = re.compile(
    r"^\W*(?:[\w'\-]+,?\s+){0,3}?(?:since\s+|because\s+|as\s+)?(?:i|i'm|im|i am|i've|we|we're|we are|we've|my|our)\s+"
    r"[^;:.?!]*?\b(?:on|about|into|regarding|concerning|researching|studying|investigating)\s+(?P<topic>[^;:.?!]+?)"
    r"\s*(?:[;:.?!]|\s[\-\u2013\u2014])\s+(?P<ask>.+)$", re.I | re.S)
# where the work happens or what it is for is no part of its topic: "X in my lab", "X for our grant"
_WHERE = re.compile(r"\s+(?:in|at|for|with|within)\s+(?:my|our|the|a)\s+(?:own\s+)?(?:lab|group|team|department|unit|"
                    r"clinic|hospital|institute|company|project|thesis|grant)\b.*$", re.I)
# pointing at the papers on the table or at one of them: the statement then is about them, not a new topic
_POINTING = re.compile(r"\b(?:its|this (?:paper|study|one)|that (?:paper|study|one)|first|second|third|last one)\b",
                       re.I)
# a question with nothing of its own to search: "what does the library hold?", "Which papers exist?", "which papers
# address it?", "could you summarise what the entire corpus says about it?"
_ASK_WORDS = topic_terms("library collection corpus database hold holds exist exists entire whole say says could would "
                         "can suggest recommend offer offers contain contains published available there have has "
                         "summarise summarize overview summary synthesis literature research")
_SUMMARY = re.compile(r"\b(?:summari[sz]e|summary|overview|synthesi[sz]e|synthesis|review (?:what|the)|what (?:does|do) "
                      r"(?:the )?(?:whole |entire )?(?:collection|corpus|library|literature|research|evidence)(?: \w+)? say)\b",
                      re.I)  # "what does the whole collection actually say?": an area summary of the topic named
_OF_IT_ALONE = re.compile(r"\bit\b", re.I)  # a question about "it" and not for papers is about the thing named
_FOR_PAPERS = re.compile(r"\b(?:" + PAPER_NOUNS + r"|which|any)\b", re.I)
# what the statement says of its topic is no part of it: "I think the research on X is mostly positive" -> X
_SAYS_OF_IT = re.compile(r"\s+(?:is|are|was|were|seems?|looks?|has been|have been)\s+.*$", re.I | re.S)


def restated(question: str) -> str:
    """``question`` asked of the topic its statement about one's own work names ("Which papers study X?",
    "Summarise the work on X"); ``question`` itself when it is not such a turn."""
    m = _STATEMENT.match(question)
    if m is None:
        return question
    statement, ask = question[:m.start("ask")], m.group("ask")
    if RESTRICTED.search(statement) or _POINTING.search(statement) or _ORDINAL_OR_NUMBERED.search(statement) \
            or RESTRICTED.search(re.sub(r"\bthere\b", "", ask)) or FILTER.search(ask) or topic_terms(ask) - _ASK_WORDS:
        return question  # "I want to ask about the fourth paper. What's it about?": the statement points at a paper
    if attribute_of(m.group("topic")) or _OF_IT_ALONE.search(ask) and not _FOR_PAPERS.search(ask) \
            and not _SUMMARY.search(ask):
        return question  # "I want the caveats: where is it weakest?": an attribute; "Our plan might draw on <a
        # title>. What's it about?": the paper named
    topic = core_topic(without_asides(_WHERE.sub("", _SAYS_OF_IT.sub("", m.group("topic")))))  # "X for a report": X
    if not topic_terms(topic):
        return question
    return f"Summarise the work on {topic}" if _SUMMARY.search(ask) else f"Which papers study {topic}?"
