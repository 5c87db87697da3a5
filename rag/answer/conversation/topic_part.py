"""The part of a turn that names its topic, when the turn's other parts only frame it.

People put the request for a new search inside words of their own: a label before it ("Topic change, sorry: what
have people published on X?", "Side topic: X. Anything?"), a lead-in ("Moving on - which papers deal with X?"), a
sentence after it ("Show me studies on X; I'm drafting an aim on the topic."), an aside between commas ("For the
reading list, anything on X please."). No list of phrasings holds them all, but the corpus tells the topic from the
frame: of the turn's parts (split at its sentences, colons, semicolons and dashes, else at its commas), the one that
holds a phrase some paper writes is the request; the others hold none. A turn with two such parts ("For adults with
X, does Y help?") is read whole.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from rag.answer.conversation.acts import AREA_REQUEST, attribute_of, topic_terms
from rag.answer.conversation.antecedent import PAPER_NOUNS, SEARCH_FOR, named_before
from rag.answer.conversation.asides import CORPUS_SCOPE
from rag.answer.conversation.attributes import asks_an_attribute
from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.resolve import _PLURAL, points_at_several
from rag.answer.conversation.said_before import POINTS_BACK, REFERS
from rag.answer.conversation.topic_change import DROPS_THE_TABLE, change_tail, moves_on
from rag.answer.conversation.topic_trim import corpus_mentions, written_phrase
from rag.answer.intent import asks, is_area
from rag.answer.recency import recency
from rag.retrieval.query import request_focus
from rag.retrieval.text import content_terms
from rag.text.sentences import turn_sentences

_BREAKS = re.compile(r"\s*[:;]\s+|\s+[\-\u2013\u2014]\s+")  # colons, semicolons, dashes between spaces
_CLAUSES = re.compile(r"\s*,\s+")  # an aside between commas, when nothing else breaks the turn
# the end of a lead-in that a colon closes: "Before I trust any of them: what did each of those studies measure?"
_LABEL_END = re.compile(r"(?<=:)\s+")
# a filter's imperative as a label: "Narrow: (the list) AND X", "Filter those contacts, so to speak: which … X?"
_FILTER_LABEL = re.compile(r"^\W*(?:please\s+)?(?:filter|narrow|restrict|limit|subset|sift|screen)\b[^.?!:]*:\s*$", re.I)
# a message written as numbered parts: "1) thanks 2) what is paper [3] about? 3) no rush", "Two things. 1. … 2. …"
_NUMBER = re.compile(r"(?:^|(?<=[\s.:!?]))\(?(?P<n>[1-9])[).]\s+")
_FRAMING = " .,;:!?\"'"
_EVERY_PAPER = re.compile(r"\b(?:each|every|all)\b", re.I)  # "What did each of those papers show?": no one place
# a request for papers on a topic: "Are there papers on X?", "Is there anything on X?", "X next - what have you got?",
# "can you search for X?"
_FOR_PAPERS_ON = re.compile(r"\b(?:" + PAPER_NOUNS + r"|something|anything)\s+(?:on|about|regarding|into|concerning|"
                            r"covering)\b|\bwhat (?:do you have|have you got|(?:do )?you(?:'ve)? got|has been (?:published|written|done))\b|"
                            r"\bwhat(?:'s| is) (?:out )?there\b|"
                            # "can you search for X?" (not "search for it / them": the papers on the table)
                            r"\b" + SEARCH_FOR + r"\s+(?!(?:it|that|this|them|those|these|more)\b)", re.I)
# what an area request asks of a topic, never the topic itself: "sum up the evidence", "the whole body of it"
_SUMMARY_WORDS = frozenset(content_terms("evidence whole body picture state overall consensus"))


@dataclass(frozen=True)
class TopicPart:
    """The part of a turn that names its topic, and the phrase of the corpus it holds."""
    text: str
    phrase: str

    @property
    def is_bare(self) -> bool:
        """The part is its phrase and nothing else ("Side topic: X. Anything?")."""
        return self.text.strip(_FRAMING).lower() == self.phrase.lower()


def without_frame_sentences(question: str, catalog) -> str:
    """``question`` without the statements before its first question (one pointing at the papers on the table) and
    the remarks after its last (one naming a phrase of the corpus), when they hold no phrase the corpus writes, no
    order and no request for a summary ("ok deadline is in 6 hours and I haven't read ANY of these. what does each
    one find??", "Is there anything on X? Even one paper would help.", "any papers on X?? need them for my thesis
    intro"): their words ("them", "these", "hours") say why or how the person asks, and would be read as pointing at
    the table or as its topic."""
    if catalog is None:
        return question
    if (parts := numbered_parts(question)) is not None:
        kept = [p for p in parts[1:] if not _remark(p, catalog)]
        return " ".join(parts[:1] + kept) if kept and len(kept) < len(parts) - 1 else question
    sentences = [p for s in _sentences(question) for p in _LABEL_END.split(s)]  # "Before I trust any of them: …?"
    questions = [i for i, s in enumerate(sentences) if s.rstrip().endswith("?")]
    if len(sentences) < 2 or not questions:
        return _after_remarks(sentences, catalog) or question
    first, last = questions[0], questions[-1]
    before, asked, after = sentences[:first], sentences[first:last + 1], sentences[last + 1:]
    request = " ".join(asked)
    names_a_phrase = bool(written_phrase(request, catalog))
    # about the listed papers ("they" after "That study:" are its authors); a question about "it" may take its topic
    # from before: "X is all we need. Which cover it?"
    if points_at_several(request) and points_at_several(question) and not named_before(question):
        before = _unless_framing(before, catalog, places=not _EVERY_PAPER.search(request))
    elif names_a_phrase and _searches_afresh(request):
        remarks = _before_labels(before)  # a label that leads into the request stays ("... New topic: papers on X?")
        # "Those helped with the grant. Are there papers on X?": a remark first (not "<title>: <subtitle>"); "Earlier I
        # asked about a handful of papers. What does the collection say about X?": statements naming nothing it has
        labels = before[len(remarks):]
        if _only_remarks(remarks):
            before = labels
        elif not any(moves_on(s) for s in remarks):  # "Onto the next thing. Anything in there on X?" moves on
            before = _unless_framing(remarks, catalog) + labels
    if names_a_phrase and not named_before(question):  # naming its topic (a question naming none may take it from
        # after; "X too, surely? It's a separate question - find papers on it." ends on the request about X)
        after = _unless_framing(after, catalog)
    kept = [*before, *asked, *after]
    return question if len(kept) == len(sentences) else " ".join(kept)


def _after_remarks(sentences: list[str], catalog) -> str | None:
    """The last sentence of a turn that asks nothing before it, when it asks afresh for papers on a phrase of the
    corpus ("Those are noted. For the methods section I need work on X.", "Good, the first three are what I needed.
    Let's move to X."): the remarks before it ("those", "the first three") point at nothing asked; else None."""
    *before, request = sentences
    if len(sentences) < 2 or any(asks(s) for s in before) or not written_phrase(request, catalog):
        return None
    return request if _remarks_on_the_table(before) and _searches_afresh(request) else None


def _before_labels(before: list[str]) -> list[str]:
    """The sentences before a request without the labels that lead into it ("Completely new topic for another class:")."""
    end = len(before)
    while end and before[end - 1].rstrip().endswith(":"):
        end -= 1
    return before[:end]


def _only_remarks(sentences: list[str]) -> bool:
    """Statements (no question, no label) that point at the papers on the table without dropping them."""
    return all(s.rstrip().endswith((".", "!")) for s in sentences) and _remarks_on_the_table(sentences)


def _remarks_on_the_table(remarks: list[str]) -> bool:
    """Whether the remarks before a request point at the papers on the table ("Those helped with the grant.", "the
    first three are what I needed"), without dropping them ("None of those are what I need." reads as it is); a lead
    that moves on and points at nothing ("Onto the next thing. Anything in there on X?") stays."""
    said = " ".join(remarks)
    points = POINTS_BACK.search(said) or _PLURAL.search(said) or _ORDINAL_OR_NUMBERED.search(said)
    return bool(points) and not DROPS_THE_TABLE.match(said)


def _searches_afresh(request: str) -> bool:
    """The request asks for papers on a topic or moves on to one, and points at nothing on the table ("Could you find
    papers on X?", "Is there anything on X?", "I need work on X.", "Let's move to X.")."""
    asked = _FOR_PAPERS_ON.search(request) or request_focus(request) or change_tail(request) or \
        is_area(request) or AREA_REQUEST.search(request) or CORPUS_SCOPE.search(request)  # "what does the
    # collection as a whole say about X?", "What does everything in the collection say about X?"
    unpointed = _IT_ALL.sub(" ", request)  # "... in the library on X, and what does it all say?": the library
    return bool(asked) and not (
        POINTS_BACK.search(request) or REFERS.search(unpointed) and not named_before(request)  # "X - anything on it?"
        or _ORDINAL_OR_NUMBERED.search(request))


_IT_ALL = re.compile(r"\bit\s+all\b", re.I)


def numbered_parts(question: str) -> list[str] | None:
    """The parts of a message its writer numbered 1), 2), … in order, after the words before the first (empty when
    none), or None when it is not numbered so."""
    marks = list(_NUMBER.finditer(question))
    if len(marks) < 2 or [int(m.group("n")) for m in marks] != list(range(1, len(marks) + 1)):
        return None
    ends = [m.start() for m in marks[1:]] + [len(question)]
    parts = [question[:marks[0].start()]] + [question[m.end():end] for m, end in zip(marks, ends)]
    return [parts[0].strip()] + [p.strip() for p in parts[1:] if p.strip(_FRAMING)]


def _remark(part: str, catalog) -> bool:
    """A numbered part that only says thanks or goodbye: it asks nothing, points at no paper and names no phrase of
    the corpus, order or summary ("thanks, all clear", "no rush", "that's all for today")."""
    return not (asks(part) or _unless_framing([part], catalog) or POINTS_BACK.search(part) or _PLURAL.search(part)
                or _ORDINAL_OR_NUMBERED.search(part))


def _unless_framing(sentences: list[str], catalog, places: bool = True) -> list[str]:
    """``sentences`` when one of them holds a phrase of the corpus, an order ("the newest first"), a place ("Entry 2:";
    not when ``places`` is False: the request asks about every paper, so "the first chain" is none of the list's)
    or asks for a summary ("A summary would be great.") or for what the papers say of an attribute ("I would want to
    know, for each paper, what are its conclusions."), else none."""
    keep = any(written_phrase(s, catalog) or recency(s) or is_area(s) or AREA_REQUEST.search(s)
               or asks_an_attribute(s)
               or places and _ORDINAL_OR_NUMBERED.search(s) or _FILTER_LABEL.match(s) for s in sentences)
    return sentences if keep else []


def by_topic_part(reading: Reading, question: str, catalog, read: Callable[[str], Reading]) -> Reading:
    """``reading`` of a turn no rule could read (searched as asked) or read with a topic of two words or more that no
    paper writes ("Show me studies on X; I'm drafting an aim on the topic." -> "drafting an aim"), read again from
    the turn's one part that names a phrase of the corpus: that part read alone by ``read`` when a rule reads it, a
    search for the phrase when the part is nothing else, else ``reading`` as it was; a turn searched as asked whose
    words besides one phrase of the corpus only frame it ("So there's nothing on X? Or is there?") is a search for
    the phrase. An area stays an area. A topic of one word no paper uses is read again only from a part that asks
    for papers or a summary on its own ("... back in the mews. Different quarry now: find me papers on X."): else the
    word may be the asker's new topic, one the corpus lacks."""
    if catalog is None:
        return reading
    unread, lone = _unread(reading, catalog), _lone_unknown_word(reading, catalog)
    part = topic_part(question, catalog) if unread or lone else None
    if not unread and (part is None or not _asks_on_its_own(part.text, reading.act)):
        return reading
    again, topic = None, None
    if part is not None and reading.act == "area":
        topic = part.phrase  # an area asked for: the one phrase of the corpus the turn names is what it is on
    elif part is not None:
        again = read(part.text)
        searched = part.is_bare or _searches_afresh(part.text) or _asked_after(question, part)  # "Noo, somethin
        # different: hes du ony papers on X?", "A teacher stopped me in the corridor about X - can you find anything?"
        topic = again.topic if again.rule != "new-question" else part.phrase if searched else None
    if topic is None and reading.rule == "new-question":
        again, topic = None, framed_phrase(question, catalog)
    if topic is None:
        return reading
    if reading.act == "area":
        return Reading("area", [], *[f"Summarise the work on {topic}"] * 2, "area-read", topic=topic)
    if again is not None and again.rule != "new-question":
        return again
    return Reading("new_topic", [], *[f"Which papers study {topic}?"] * 2, "new-topic-read", topic=topic)


# a request for papers that names no topic of its own: "can you find anything?", "anything in the library?"
_BARE_ASK = re.compile(r"^\W*(?:(?:so|and)\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:(?:find|dig\s+up|turn\s+up|"
                       r"pull\s+up|show|get|have\s+you\s+got|got|is\s+there|are\s+there)\s+)?(?:me\s+)?(?:anything|something|"
                       r"any\s+(?:papers?|studies|work))(?:\s+(?:here|there|in\s+(?:the|my|this)\s+(?:library|collection|"
                       r"corpus)))?(?:\s+please)?\W*$", re.I)


def _asked_after(question: str, part: TopicPart) -> bool:
    """The part ends on its phrase as what something is about, and the rest of the turn after it only asks for
    papers: "A teacher stopped me in the corridor about X - can you find anything?"."""
    after = question[question.find(part.text) + len(part.text):].strip(_FRAMING + "-\u2013\u2014")
    ends_on_it = re.search(rf"\b(?:about|on|regarding|concerning)\s+{re.escape(part.phrase)}\W*$", part.text, re.I)
    return bool(ends_on_it and _BARE_ASK.match(after))


def framed_phrase(question: str, catalog) -> str | None:
    """The phrase of the corpus ``question`` names when its other words only frame it: no other word some paper
    uses that could name a topic, no attribute, order or summary asked ("Keen to find a few studies on X now -
    what've you got?", not "What did the studies on X find?" nor "Does X improve Y?")."""
    phrase = written_phrase(question, catalog)
    if phrase is None:
        return None
    rest = " ".join(question.replace(phrase, " ").split())
    if attribute_of(rest) or recency(rest) or is_area(rest) or AREA_REQUEST.search(rest):
        return None
    return None if corpus_topic_words(rest, catalog) else phrase


def corpus_topic_words(text: str, catalog) -> list[str]:
    """The words of ``text`` that could name a topic and that some paper of the corpus uses ("keen", "hear" in "Keen
    to hear more about" are the asker's, not the corpus's)."""
    return [w for w in text.split() if topic_terms(w) and _known(w, catalog)]


def _lone_unknown_word(reading: Reading, catalog) -> bool:
    """An area or new topic read as one word no paper uses ("Which papers study mews?")."""
    topic = reading.topic or ""
    return reading.act in ("area", "new_topic") and reading.rule != "new-question" and \
        len(content_terms(topic)) == 1 and not corpus_mentions(catalog, topic)


def _asks_on_its_own(part: str, act: str) -> bool:
    """``part`` asks for papers on its topic (a new topic) or for a summary (an area)."""
    return bool(is_area(part) or AREA_REQUEST.search(part)) if act == "area" else _searches_afresh(part)


def _unread(reading: Reading, catalog) -> bool:
    if reading.rule == "new-question":
        return True
    topic = reading.topic or ""
    if reading.act == "area" and topic and (not corpus_topic_words(topic, catalog) or
                                            set(content_terms(topic)) <= _SUMMARY_WORDS):
        return True  # "Summarise for me lah.", "sum up the evidence": no topic of the corpus
    return reading.act in ("area", "new_topic") and len(content_terms(topic)) >= 2 and \
        not corpus_mentions(catalog, topic) and written_phrase(topic, catalog) is None


def topic_part(question: str, catalog) -> TopicPart | None:
    """The one part of ``question`` holding a phrase some paper writes, when the question has other parts and none of
    them holds one; else None (one part only, several naming topics, or none). Split at commas, the other parts must
    use only words the corpus uses ("In adults with diabetes, does X help?" over papers that never say "diabetes"
    asks about something the corpus lacks)."""
    for splitter in (_BREAKS, _CLAUSES):
        parts = [p for s in _sentences(question) for p in splitter.split(s) if p.strip(_FRAMING)]
        if len(parts) < 2:
            continue
        named = [(p, phrase) for p in parts if (phrase := written_phrase(p, catalog))]
        if len(named) == 1 and (splitter is _BREAKS or all(_known(p, catalog) for p in parts if p != named[0][0])):
            return TopicPart(*named[0])
        if named:
            return None
    return None


def _sentences(text: str) -> list[str]:
    return [s for s in turn_sentences(text, questions=True) if s.strip(_FRAMING)]


def _known(text: str, catalog) -> bool:
    """Every content word of ``text`` is in some paper of the corpus."""
    return all(len(catalog.bm25.postings(t)) for t in set(content_terms(text)))
