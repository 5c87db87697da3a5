"""How a turn frames its request, read before its act (round 14 of issue #18): the frame says how the person asks,
not what, and its words would otherwise be read as the request's ("It" taken for the paper in focus, "open
questions" for the topic, "(I only need a few)" hiding "which are about X" from the filter's wording).

- a request framed by a dummy "it": "It would be helpful to know which of these address X" is "I'd like to know which
  of these address X", "It would be good to have an overview of X" is "I'd like an overview of X";
- a reaction and the role the person asks in: "Hmm, ok — what ...", "As a reviewer I'd like to see ...", "As a
  supervisor, what ..." (the request after them);
- lettered or numbered parts: "(a) an overview of X research, (b) its main open questions." asks for the first part
  and then about it: the first part names the act, its topic and its papers;
- a second request joined to the first by ", and": "what are the main findings on X, and which methods dominate?",
  "who has written about X here, and what did they find?": the first names the papers, the second asks about them;
- a form, one "key: value" a line ("- topic: X", "- scope: all papers", "- want: summary"): one request, "Summary of X
  across the whole collection";
- a parenthesis: one that points back at the answer ("Keep (from your last answer) only what deals with X") is read at
  the end of its sentence, a personal aside ("(I only need a few)", "(the one I've not heard of)") without it.
"""
from __future__ import annotations

import re
from typing import Iterable

from rag.answer.conversation.acts import AREA_REQUEST
from rag.answer.conversation.places import _ordinal
from rag.answer.conversation.topic_span import core_topic
from rag.answer.intent import asks

# "It would be helpful to know", "it'd be useful to have", "It would be good to know": a dummy subject and how welcome
# the answer would be, then what is asked for (to know an embedded question, or to have / see / get a thing)
_DUMMY_FRAME = re.compile(
    r"^\W*(?:it(?:'d|\s+would|\s+will|\s+might|\s+could)\s+be|would\s+be)\s+(?:(?:really|very|most|extremely|quite|"
    r"so|super|rather)\s+)?(?:helpful|useful|good|great|nice|valuable|handy|interesting|ideal|best|better|"
    r"wonderful|lovely|appreciated)\s+(?:(?:for\s+me|for\s+us)\s+)?to\s+(?P<verb>know|learn|hear|understand|find out|"
    r"see|have|get|receive|read|obtain)\b\s*,?\s*", re.I)
_TO_HAVE = frozenset({"have", "get", "receive", "obtain"})
# a reaction before the request, each word with its punctuation: "Hmm, ok —", "Oh,", "Interesting —", "Right,"
_REACTION = re.compile(r"^\W*(?:(?:hmm+|hm+|oh|ah|ooh|ok(?:ay)?|right|well|interesting|nice|great|cool|alright|fine|good|"
                       r"i see)\s*[,.!;:\-\u2013\u2014]+\s*)+(?=\w)", re.I)
# the role a person asks in: "As a reviewer", "As a clinician I'd ask:", "as a PhD supervisor,"
_ROLE = re.compile(r"^\W*as\s+an?\s+(?:[\w\-]+\s+){0,2}?(?:reviewer|referee|supervisor|examiner|editor|clinician|doctor|"
                   r"physician|nurse|student|researcher|teacher|practitioner|engineer|scientist|statistician|manager|"
                   r"newcomer|beginner|layperson|layman|outsider|epidemiologist|economist|policymaker|reader)\b\s*,?\s*"
                   r"(?:(?:i'?d|i\s+would|i\s+will|i'll|i)\s+(?:ask|want\s+to\s+know|wonder)\s*[:,\-\u2013\u2014]?\s*)?",
                   re.I)
# a part's letter or number: "(a)", "(ii)", "b)", "(3)" at the start of the turn or after a comma, "and" or a semicolon
_PART = r"(?:\(\s*(?:[a-h]|i{1,3}|iv|v|vi|[1-9])\s*\)|(?<![\w(])(?:[a-h]|[1-9])\))"
_FIRST_PART = re.compile(r"^\W*?" + _PART + r"\s*", re.I)
_NEXT_PART = re.compile(r"\s*(?:[,;]\s*|\s+and\s+|\s+)(?:and\s+)?" + _PART + r".*$", re.I | re.S)
# a second request after the first: ", and which methods dominate?", ", and what did they find?" (three words at
# least: ", and which ones?" / ", and if so which?" ask which papers the first one holds); ", and what would really help
# is knowing what each found" asks nothing but that
_SECOND = re.compile(r",\s*and\s+(?=(?:which|what|how|where|who|why|when)\b)(?!what\s+(?:[\w']+\s+){0,3}?(?:is|was|would be|'d be)\b)(?P<tail>\S+(?:\s+\S+){2,}?)\s*[?.!]*\s*$",
                     re.I)
# a parenthesis, and one that places the request among the papers on the table ("from your last answer", "of the
# list", "among those")
_PARENTHESIS = re.compile(r"\s*\(([^()]*)\)")
_POINTING = re.compile(r"^\s*(?:from|of|in|among(?:st)?|out of|within)\s+(?:these|those|them|the above|(?:your|that|the|"
                       r"this)\s+(?:last\s+|previous\s+)?(?:list|answer|reply|response|results|sources|papers)|"
                       r"the (?:listed|cited|previous) (?:papers|works|studies|ones))\s*$", re.I)
_PERSONAL = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|im|ive|we|we're|we've|my|me|our)\b", re.I)
# a parenthesis that only says how new the question is or that the whole collection is meant: "New topic (completely
# new, nothing to do with the last): ...", "What does the collection (all of it, every paper) say about X?"
_SCOPE_REMARK = re.compile(r"^\s*(?:(?:a|an)\s+)?(?:(?:(?:completely|totally|entirely|quite|something)\s+)?(?:new|different|unrelated|"
                           r"separate|fresh|else)\b|(?:has\s+)?nothing to do with\b|unrelated to\b|not related to\b|"
                           r"all of (?:it|them)\b|every (?:paper|study|single one|one of them)\b|the whole (?:lot|thing|"
                           r"collection|corpus|library)\b|everything\b)", re.I)
# a parenthesis that says which of the papers are meant: "Which of those (the ones on X, I mean) should I read?"
_WHICH_ONES = re.compile(r"^(?:i\.e\.,?|that is,?)?\s*the (?:ones|papers|studies)\s+(?P<on>(?:on|about|with|using|in)\s+"
                         r"[^,]+?)(?:,?\s*(?:i mean|that is|i guess))?\s*$", re.I)


# a request written as a form, one "key: value" a line: "- topic: X\n- scope: all papers\n- want: summary"
_FIELD = re.compile(r"^\s*(?:[-*\u2022]\s*)?([a-z][a-z ]{0,15}?)\s*[:=]\s*(\S.*?)\s*$", re.I)
_TOPIC_KEYS = frozenset("topic subject area field re about theme".split())
_WANT_KEYS = frozenset("want need request task goal ask output looking for".split())
_ALL = re.compile(r"\b(?:all|whole|entire|every|everything|corpus|collection|library|overall|general)\b", re.I)
_BACK = re.compile(r"\b(?:above|these|those|them|previous|prev|last|list|your answer)\b", re.I)
_NOT_JUST = re.compile(r"\(?\bnot\s+(?:just|only|merely)\b[^()]*\)?", re.I)


def _form(text: str) -> str:
    """A form's fields as one request ("summary of X across the whole collection"); ``text`` when it is no form."""
    lines = [line for line in text.splitlines() if line.strip()]
    fields = [_FIELD.match(line) for line in lines]
    if len(lines) < 2 or not all(fields):
        return text
    values = {m.group(1).strip().lower(): m.group(2).strip(" .?!") for m in fields}
    topic = next((v for k, v in values.items() if k in _TOPIC_KEYS), "")
    want = next((v for k, v in values.items() if k in _WANT_KEYS), "")
    if not topic or not want:
        return text
    scope = next((v for k, v in values.items() if k not in _TOPIC_KEYS | _WANT_KEYS), "")
    scope = _NOT_JUST.sub(" ", scope)  # "the whole collection (not just the papers above)": the whole collection
    where = " among the papers above" if _BACK.search(scope) else " across the whole collection" if \
        _ALL.search(scope) else ""
    return f"{want[0].upper()}{want[1:]} of {topic}{where}."


# a request for papers on a condition, then for "them": "If there are any papers on X, list them." -> "List the papers
# on X." ("them" are the papers the condition names, not the ones on the table)
_IF_ANY = re.compile(r"^\W*if (?:there (?:are|is)|there's|you (?:have|hold)|you've got) (?:any )?(?P<papers>papers|studies|"
                     r"articles|works|publications|research) (?P<x>(?:on|about|regarding|into) [^,;]+?),\s*(?:please\s+)?"
                     r"(?P<verb>list|show|give me|send|name|share|find)\s+(?:them|those|it)(?:\s+(?:please|pls))?\W*$", re.I)

# a sentence saying the collection holds many papers, then a request about "them": "So you've got plenty of papers.
# Across all of them, what's the overall picture on X?" ("them" are the collection's papers, not the ones on the table)
_HOLDS_MANY = re.compile(
    r"^\W*(?:(?:so|well|ok(?:ay)?|now|right|look|alright)\W+)*(?:you(?:'ve| have)?(?:\s+got)?|you\s+hold|there(?:'s| are| is)|"
    r"your\s+(?:collection|library|corpus|database)\s+(?:has(?:\s+got)?|holds|contains))\s+(?:(?:plenty|lots|loads|a lot|"
    r"many|so many|hundreds|thousands|tons|heaps|a bunch|a ton|quite a few|a good number|a fair few)\s+(?:of\s+)?)"
    r"(?:papers|studies|articles|abstracts|publications)(?:\s+(?:in\s+)?(?:here|in\s+(?:your|the|this)\s+(?:collection|"
    r"library|corpus|database))|\s+(?:on|about)\s+(?:this|that|the|your|my)\s+(?:topic|subject|question|area))?"
    r"(?:\s*[.!;:]+[\"'\u201d\u2019]?|[\"'\u201d\u2019]\s*[.!;:]*)(?:\s*[\-\u2013\u2014])?\s+(?P<rest>\S.*)$", re.I | re.S)
_WHICH_OF_THEM = re.compile(r"\b(which|what)\s+(?:ones?\s+)?of\s+(?:them|these|those)\b", re.I)
_THEM = re.compile(r"\b(?:(?:all|each|every one|any)\s+of\s+them|them all|they all|them|they|these|those)\b", re.I)


# the assistant's papers as the scope of an area request: "what's the overall picture on X across your papers?"
_ACROSS_YOURS = re.compile(r"\b(across|throughout|over)\s+(?:all\s+(?:of\s+)?)?your\s+(?:papers|studies|collection|"
                           r"library|corpus|sources)\b", re.I)


# the whole collection named in the turn: its "they" / "them" are the collection's papers
_WHOLE_COLLECTION = re.compile(r"\b(?:(?:the|your)\s+)?(?:whole|entire|full)\s+(?:collection|corpus|library|database)\b|"
                               r"\b(?:the|your)\s+(?:collection|corpus|library)\s+as\s+a\s+whole\b|"
                               r"\b(?:every|each)\s+(?:single\s+)?(?:paper|study|article)\s+(?:you\s+(?:have|hold|know|"
                               r"'ve\s+got|have\s+got)|in\s+(?:the|your)\s+(?:collection|corpus|library))\b", re.I)
_NOT_ONLY = re.compile(r"\bnot\s+(?:just|only)\b|\b(?:of|from|among)\s+(?:these|those|them)\b", re.I)
_NOT_ONLY_ONE = re.compile(r"\bnot\s+(?:just|only)\s+(?:this|that|the)\s+(?:paper|one|study|article)\b", re.I)
_THEY = re.compile(r"\b(?:they|them)\b", re.I)
# the collection named, then "it" as what speaks: "whole collection\nwhat does it (all) say about X"
_IT_SAYS = re.compile(r"\bit(?:\s+all)?(?=\s+(?:say|says|show|shows|suggest|suggests|hold|holds|contain|contains|tell|tells)\b)",
                      re.I)


def them_as_the_collection(text: str) -> str:
    """``text`` without a sentence saying the collection holds many papers, its "them" after it read as the collection:
    "So you've got plenty of papers. Across all of them, what's X?" -> "Across all the papers in the collection, what's
    X?"; an area request across "your papers" is across the collection's, "they" in a turn naming the whole
    collection are its papers, and "it" that says or holds something is the collection; ``text`` itself otherwise."""
    if AREA_REQUEST.search(text) and _ACROSS_YOURS.search(text):
        return _ACROSS_YOURS.sub(r"\1 all the papers in the collection", text)
    if _WHOLE_COLLECTION.search(text) and not _NOT_ONLY.search(text) and _THEY.search(text):
        # "all of the papers / what do they say about X / the whole collection"
        return _THEY.sub("all the papers in the collection", text, count=1)
    if _WHOLE_COLLECTION.search(text) and not _NOT_ONLY_ONE.search(text) and _IT_SAYS.search(text):  # "Not just
        # the papers you listed - I mean the entire collection. What does it say about X?": "it" is the collection
        return _IT_SAYS.sub("the whole collection", text, count=1)
    held = _HOLDS_MANY.match(text)
    if held is None or not _THEM.search(held.group("rest")):
        return text
    rest = held.group("rest")
    return _WHICH_OF_THEM.sub(r"\1 papers", rest, count=1) if _WHICH_OF_THEM.search(rest) else \
        _THEM.sub("all the papers in the collection", rest, count=1)


def reframed(text: str) -> str:
    """``text`` as its request: a form's fields as one request, without a dummy "it" frame, a role, the parts after
    the first and a personal aside; a parenthesis that points back read at the end of its sentence. ``text`` itself
    when nothing of it would stay."""
    if (asked := _IF_ANY.match(text)) is not None:
        return f"{asked.group('verb').capitalize()} the {asked.group('papers')} {asked.group('x')}."
    out = _parentheses(_parts(_ROLE.sub("", _REACTION.sub("", _form(text), count=1), count=1)))
    frame = _DUMMY_FRAME.match(out)
    if frame:
        lead = "I'd like " if frame.group("verb").lower() in _TO_HAVE else f"I'd like to {frame.group('verb').lower()} "
        out = lead + out[frame.end():]
    second = _SECOND.search(out)
    if second and len(out[:second.start()].split()) >= 4:
        out = out[:second.start()] + ("?" if out.rstrip().endswith("?") else ".")
    out = re.sub(r"\s{2,}", " ", out).strip()
    if out == text or not re.search(r"[A-Za-z]{3}", out):
        return text
    return out[0].upper() + out[1:] if text.lstrip("(\"' ")[:1].isupper() else out


def _parts(text: str) -> str:
    """The first of lettered or numbered parts, without its letter: "(a) X, (b) Y" -> "X"."""
    first = _FIRST_PART.match(text)
    if not first:
        return text
    rest = text[first.end():]
    return _NEXT_PART.sub("", rest).rstrip(" ,;") + ("?" if text.rstrip().endswith("?") else "")


def _parentheses(text: str) -> str:
    """A parenthesis that points back moved to the end of the text, one saying which papers are meant kept as the
    words after the pointing word, a personal aside left out; a parenthesis that asks what nothing outside it asks
    is the request ("Those are a mixed bag (I only want the ones on X - which are they?)." -> "Those are a mixed bag.
    I only want the ones on X - which are they?")."""
    found, outside = _PARENTHESIS.findall(text), _PARENTHESIS.sub(" ", text).strip()
    if len(found) == 1 and found[0].rstrip().endswith("?") and "?" not in outside and not asks(outside):
        return f"{outside.rstrip(' .')}. {found[0].strip()}" if outside.strip(" .") else found[0].strip()
    moved = []

    def place(m: re.Match) -> str:
        inner = m.group(1).strip()
        if which := _WHICH_ONES.match(inner):
            return " " + which.group("on")  # "Which of those on X should I read?"
        if _POINTING.match(inner):
            moved.append(inner)
            return ""
        return "" if _PERSONAL.search(inner) or _SCOPE_REMARK.match(inner) else m.group(0)

    out = _PARENTHESIS.sub(place, text)
    if moved:
        end = re.search(r"\s*[?.!]*\s*$", out)
        out = out[:end.start()] + ", " + ", ".join(moved) + out[end.start():]
    return re.sub(r"\s+([,.?!;:])", r"\1", out)


_MARKS = "\u2713\u2714\u2717\u2718\u2610\u2611\u2612"  # ✓ ✔ ✗ ✘ ☐ ☑ ☒
_OPEN_MARKS = "\u2717\u2718\u2610"  # ✗ ✘ ☐ (and "[ ]"): not done yet
_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)]\s*|[-*\u2022]\s*)?(?P<lead>[" + _MARKS + r"]|\[[ xX]?\])?\s*(?P<text>.*?)\s*"
                   r"(?P<end>[" + _MARKS + r"])?\s*$")


def checked_item(text: str) -> str:
    """The item of a checklist the turn asks for, as the turn: "1. Papers found ✓\\n2. What each of them says ✗\\nDo
    number 2" -> "What each of them says"; the one item not ticked yet when the turn picks none; ``text`` itself
    when it holds no checklist (two lines or more with a tick mark in one at least)."""
    lines = [line for line in text.splitlines() if line.strip()]
    items = [(m, line) for line in lines if (m := _ITEM.match(line)) and (m.group("lead") or m.group("end"))]
    if len(lines) < 2 or not items:
        return text
    item_lines = {line for _, line in items}
    at = _ordinal(" ".join(line for line in lines if line not in item_lines), len(items))  # "Do number 2", "the second one"
    if at is not None:
        chosen = items[at][0]
    else:
        open_items = [m for m, _ in items if (m.group("lead") or m.group("end")).strip("[]") in _OPEN_MARKS + " "]
        chosen = open_items[0] if len(open_items) == 1 else None
    return chosen.group("text").strip() if chosen is not None and chosen.group("text").strip() else text


# a scene set before a colon, then the request: "From two thousand feet you see every field at once: what does the
# whole collection say about X?", "New launch site, different wind: papers on X?" (three words or more, no question,
# no word that points at the papers on the table, labels an act or asks)
_LEAD = re.compile(r"^\s*(?P<lead>[^:?.!\n]{8,120}?)\s*:\s+(?P<rest>\S.*)$", re.S)  # one sentence, no more
_ACTS_OR_POINTS = re.compile(r"\b(?:these|those|them|they|it|its|this|that|above|list|papers?|ones?|stud(?:y|ies)|"
                             r"articles?|sources?|results|topics?|question|search|filter|summary|overview|summari[sz]e|"
                             r"collection|corpus|library|"  # "Whole corpus, please: what does it say about X?"
                             r"(?:other|separate|unrelated)\s+(?:area|field|subject|thread|line)|"
                             r"new|different|another|else|switch(?:ing)?|chang(?:e|ing)|instead|altogether|"
                             r"which|what|who|how|why|only|just|first|second|third|last|#?\d+|re|regarding|about|on)\b",
                             re.I)


# the last answer's words quoted back first: 'You said those were "just a few examples". I want the rest: ...', 'You
# called these "the most relevant" - to the last topic, sure. Now I need papers on X.' (one sentence)
_SAID = re.compile(r"^\s*(?:so,?\s+|ok(?:ay)?,?\s+)?you\s+(?:said|called|described|labell?ed|wrote|mentioned|claimed|"
                   r"told\s+me)\b[^.?!\n]*?(?:[\"\u201d'\u2019][^.?!\n]*?)?(?:[.!]|\s[\-\u2013\u2014])"
                   r"\s+(?P<rest>\S.*)$", re.S | re.I)  # '… . <request>', or '… - <request>' 
_WANTS = re.compile(r"\b(?:i|we)(?:'d|\s+would)?\s+(?:need|want|like|am\s+after|'m\s+after|(?:am|'m)\s+looking\s+for)\b",
                    re.I)  # a need stated asks as a question does: "Now I need papers on X."


def _head(title: str) -> str:
    """A title's words before its colon, lower-cased (never empty: a blank title is one space)."""
    return title.lower().split(":")[0].strip() or " "


def without_scene(question: str, titles: Iterable[str]) -> str:
    """The request after a scene set before a colon, or after the last answer's words quoted back, when the request
    names a topic of its own; ``question`` itself otherwise ("I work on X: which of these are relevant?" keeps its
    first part: the request names no topic; 'You called them "relevant". Why?' keeps it too), and when the part
    before the colon is in the title of a paper on the table ("Profiles of X: Results from Y - what does it
    propose?")."""
    if (said := _SAID.match(question)) is not None and core_topic(rest := said.group("rest")) and \
            (asks(rest) or _WANTS.search(rest)):
        return rest
    found = _LEAD.match(question)
    if found is None or len(found.group("lead").split()) < 3 or _ACTS_OR_POINTS.search(found.group("lead")):
        return question
    lead = found.group("lead").strip(" '\"\u2018\u2019\u201c\u201d").lower()
    if any(lead in title.lower() or lead.endswith(_head(title)) for title in titles):
        return question  # the titles are read only when a scene is found; "... wants to read <title with a colon>"
    rest = found.group("rest")
    return rest if asks(rest) and core_topic(rest) else question
