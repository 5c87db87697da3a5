"""The papers on the table and how a turn names them, for the turn interpreter (``interpret``): the list a
position points into, the paper in focus, whether a topic is new to the table, and a paper named by its title
inside a request (split from ``interpret``, round 10 of issue #18).
"""
from __future__ import annotations

import re

from rag.answer.conversation import acts
from rag.answer.conversation.places import FIRST_FEW, ONWARDS, first_few, onwards
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.resolve import Previous, _coined, _referent, _terms_of, short_name
from rag.answer.conversation.resolve import _GENERIC
from rag.answer.conversation.state import ChatState
from rag.answer.conversation.topic_span import core_topic
from rag.records import Paper
from rag.text.words import fold


def several_places(question: str, listing: list[Paper]) -> Reading | None:
    """"Compare the first two", "the last three papers", "from [2] onwards": those places of the list, read as one
    follow-up (None when the question names no such places, or the list has fewer than two papers)."""
    few, start = first_few(question), onwards(question)
    if few is None and start is None or len(listing) < 2:
        return None
    if few is None:  # "from [2] onwards": that place and every one after it
        papers = listing[min(start, len(listing) - 1):]
    else:
        papers = listing[:few[1]] if few[0] == "first" else listing[-few[1]:]
    r = _referent(question, papers, ONWARDS if few is None else FIRST_FEW, "these papers", "first-few")
    return Reading("follow_up", papers, r.query, r.standalone, "first-few")


def listed_papers(previous: Previous, state: ChatState, catalog) -> list[Paper]:
    """The list a position refers to: the last answer's citations, or, when the last turn was about one paper,
    the list before it ("the second one", then "and the third one?")."""
    if len(previous.citations) > 1 or len(state.turns) < 2:
        return previous.citations
    last = state.turns[-1]
    if last.act in ("reference", "attribute") and len(last.cited) <= 1:
        for turn in reversed(state.turns[:-1]):
            if len(turn.cited) > 1:
                where = catalog.index_of(turn.cited)
                return catalog.get([where[x] for x in turn.cited if x in where])
    return previous.citations


def paper_in_focus(previous: Previous, state: ChatState, catalog) -> Paper:
    focus = state.focus()
    for p in previous.citations:
        if p.id == focus:
            return p
    return previous.citations[0]


def new_terms(topic: str, previous: Previous) -> bool:
    terms = acts.topic_terms(topic) - _GENERIC
    return bool(terms) and not terms <= _terms_of(previous.citations)


def is_area_of_topic(question: str) -> bool:
    return bool(acts.AREA_REQUEST.search(question)) and bool(acts.area_topic(question))


def names_the_paper(question: str, named: list[Paper]) -> bool:
    """Whether an area request's topic is the one paper it names ("Can you summarise <its title> for me?",
    "Summarise MEDFAIR"): that paper, not an area summary."""
    if len(named) != 1:
        return False
    topic = acts.topic_terms(acts.area_topic(question))
    names = [acts.topic_terms(named[0].display_title), acts.topic_terms(short_name(named[0]))]
    return bool(topic) and any(topic <= t and 2 * len(topic) >= len(t) for t in names)


def names_only(question: str, paper: Paper) -> bool:
    """Whether the question asks about nothing but the paper it names: no topic words besides the name ("Tell me
    more about "<its title>""), or its title or short name copied whole inside a request that names no topic of its
    own ("I'd like to hear more about ReeFL.", "Could you summarise <its title>?"); a short name that is a common
    phrase ("Federated Learning: …") may be a topic, a coined one ("ReeFL") or a whole title is the paper; how the
    answer should look is no topic ("in a few sentences", "key points")."""
    rest = without_title(question, [paper])
    if not acts.topic_terms(rest):
        return True
    whole = re.search(re.escape(paper.display_title.rstrip(". ")), question, re.I) or _coined(short_name(paper))
    return bool(whole) and rest != question and not core_topic(_ANSWER_SHAPE.sub(" ", acts._FORMAT.sub(" ", rest)))


def whole_title(question: str, paper: Paper) -> bool:
    """Whether the question quotes the paper's whole title, five words or more: that paper, whatever else the
    question says ("Explain '<its title>' as if I were new to the field" asks for no area summary)."""
    title = paper.display_title.rstrip(". ")
    return len(title.split()) >= 5 and bool(re.search(re.escape(title), question, re.I))


# what the answer about a named paper should be, not a topic beside its name: "<title>: key points?", "explain the
# <title> one", "Describe the <name> paper in a few sentences."
_ANSWER_SHAPE = re.compile(r"\b(?:(?:the\s+)?(?:key|main|central|big)\s+(?:points?|ideas?|takeaways?|messages?)|"
                           r"highlights|one|paper|study|article|"  # "I'd appreciate a brief account of <title>"
                           r"(?:(?:brief|short|quick|concise|fuller?|detailed|little)\s+)*(?:account|description|"
                           r"explanation|synopsis|sketch|rundown))\b", re.I)


def without_title(question: str, papers: list[Paper]) -> str:
    """The question without the title it names a paper by: "What did Effects of X on Y find?" asks for results, not
    for the "effects" in the title."""
    for p in papers[:1]:
        for name in (p.display_title.rstrip(". "), short_name(p)):
            if len(name) > 3:
                question = re.sub(re.escape(name), " ", question, flags=re.I)
    return re.sub(r"\s+", " ", question)


def tell_more_about(question: str) -> bool:
    """"Tell me about <paper>", "I want to learn about <paper>": the paper as a whole, not one attribute of it."""
    return bool(re.match(r"^\W*(?:please\s+)?(?:tell me (?:more )?about|more (?:on|about)|what about|and|(?:i'?d like|"
                         r"i would like|i want|i'?d love|could i|can i|let me)\s+(?:to\s+)?(?:hear|learn|know|read)\s+"
                         r"(?:more\s+)?about)\b", question, re.I))


def without_author(question: str, papers: list[Paper]) -> str:
    """The question without the surname it names a paper by, and the words that make it a paper's name ("Summarise
    Ferianc's paper" asks to summarise that paper, not the work on "Ferianc's")."""
    names = {fold(a.split(",", 1)[0] if "," in a else (a.split() or [""])[-1]) for p in papers for a in p.authors}
    words = re.split(r"(\s+)", question)
    kept = [w for w in words if fold(re.sub(r"(?:['’]s)?\W*$", "", w)) not in names]
    rest = re.sub(r"\s+(?:et al\.?|and (?:colleagues|co-?workers|coauthors))", "", "".join(kept)).strip()
    return re.sub(r"\s+(?:by|from)(?=\s*(?:[.?!,;:]|$))", "", rest)  # "brief me on the work by Ferianc"
