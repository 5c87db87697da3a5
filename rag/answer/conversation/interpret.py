"""The turn interpreter: reads a question against the state of the chat as one act (rag.answer.conversation.state).

Rules, first match wins (each act's wording lives once, in ``acts`` and ``resolve``): 1. no earlier answer: an area
summary (its wording or the area mode) or a new question; 2. a filter over the previous answer ("which of these … X?"):
the previous papers that mention X; 3. a reference by position or name ("the second one", "paper [3]", "the MEDFAIR
paper"), with an attribute asked ("who wrote the second one?") an attribute question about it; 4. an area request
("summarise the work on X"): an area summary of X over the corpus, or of the previous papers ("summarise these");
5. an attribute of the papers in focus ("what results do they report?", "which datasets were used?"); 6. "it / this
paper": the paper in focus (not an impersonal "it", nor an "it" standing for a topic the clause before named: "I also
work on X. Is there research on it?"); 7. "they / them / these / both", "tell me more": the previous papers; 8. a
change of topic ("what about X?") or anything else: a new search over the corpus (the earlier papers come back only
when they mention the new topic), read from the one part of the turn that names a topic when no rule could read it.

With a learned act reader (rag.answer.conversation.act_reader), a reading by rule gives way to the reader's act when
the reader is confident enough for that rule (rag.answer.conversation.arbiter) and the turn can be read as that act:
the rules know the wordings they were written for, the reader generalises to wordings nobody wrote a rule for.
"""
from __future__ import annotations

import re
from typing import Sequence

from rag.answer.conversation import acts, topic_change
from rag.answer.conversation.act_reader import ActGuess, ActReader
from rag.answer.conversation.arbiter import consults_reader, on_the_table, takes_readers_act
from rag.answer.conversation.asides import CORPUS_SCOPE, plain_abbreviations, without_asides
from rag.answer.conversation.attributes import is_attribute_words
from rag.answer.conversation.frames import checked_item, reframed, them_as_the_collection, without_scene
from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED, _ordinal, first_few
from rag.answer.conversation.resolve import (_DUMMY_IT, _ELLIPTIC, _GENERIC, _PLURAL, _SINGULAR, _TELL_MORE, Previous,
    _asks_for_papers, _named, _names, _referent, by_author, by_display_title, by_short_name, points_at_several,
    previous_answer, short_name)
from rag.answer.conversation.pointing import mend_pointing_words
from rag.answer.conversation.own_work import restated
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.said_before import (POINTS_BACK, REFERS, area_request_at, area_topic_asked, asked_after_topic,
    asked_over_the_collection, it_as_topic, filter_topic_said_before, last_clause, named_earlier, scoped_topic,
    topic_said_before)
from rag.answer.conversation.state import REFERRING_ACTS, Act, ChatState
from rag.answer.conversation.table import (is_area_of_topic, listed_papers, names_only, names_the_paper, new_terms,
    paper_in_focus, several_places, tell_more_about, whole_title, without_author, without_title)
from rag.answer.conversation.topic_part import by_topic_part, corpus_topic_words, topic_part, without_frame_sentences
from rag.answer.conversation.topic_span import bare_topic, core_topic
from rag.answer.conversation.topic_trim import as_the_corpus_writes, with_topic_as_written
from rag.answer.conversation.typing_slips import typed_as_meant
from rag.answer.intent import is_area, is_claim, is_request
from rag.answer.recency import recency
from rag.retrieval.mentions import matching, phrase_terms
from rag.text.sentences import turn_sentences

BARE_TOPIC_WORDS = 8  # "now tell me about X": a bare topic this short is searched as "Which papers study X?"
# choosing among the papers on the table, no topic: "Which would you recommend I start with?", "..., which should I read?"
_CHOOSING = re.compile(r"(?:^|[,;:.?!\-\u2013]\s*)\W*which(?: one| paper)?\s+(?:would|should|do|could|can)\s+(?:you|i|we)"
                       r"\s+(?:recommend|suggest|read|start|begin|pick|choose|prioriti[sz]e)\b", re.I)
# a yes-no question asking an attribute, then which have it: "Were these evaluated on public benchmarks, and which ones?"
_WHICH_ONES_TAIL = re.compile(r"[,;]?\s*(?:and|if so|if yes|if any)?\s*,?\s*(?:which|what) (?:ones?|papers?|of them)\W*$", re.I)
# papers described by a topic rather than pointed back at: "the papers on X", "what the studies say about X"
_PAPERS_ON = re.compile(r"\bthe (?:papers|studies|works|articles|research|literature)(?: \w+){0,2}? (?:on|about|regarding|"
                        r"concerning|into) (?P<topic>[^?.!]+)", re.I)
_CHOOSES = re.compile(r"^\W*(?:which|what|any|are any|do any|does any|is any|is there any|are there any)\b", re.I)
_ANY = re.compile(r"^\W*any\b(?!\s+(?:on|about|of)\b)", re.I)  # "any conflicts of interest in them?", not "any on X"
_YES_NO = re.compile(r"^\W*(?:do|does|did|have|has|are|is|were|was)\b|"  # and asked inside: "Wanna know if those …"
                     r"^\W*(?:[\w']+\s+){0,4}?(?:know|wonder(?:ing)?|curious|check|see)\s+(?:if|whether)\b", re.I)


def interpret(question: str, history: Sequence[dict], catalog, mode: str = "answer",
              reader: ActReader | None = None) -> Reading:
    """The act of ``question`` given the chat so far (``mode``: the mode the user picked for this turn; ``reader``:
    a learned act reader consulted where the rules are not sure)."""
    previous = previous_answer(history, catalog)
    if previous is None:
        return _fresh(question, mode, first=True)
    state = ChatState.from_history(history)
    question = without_scene(typed_as_meant(question), (p.display_title for p in previous.citations))
    question = without_frame_sentences(them_as_the_collection(plain_abbreviations(checked_item(question))), catalog)
    question = mend_pointing_words(topic_change.without_discourse_but_moving_on(question))
    question = without_asides(restated(reframed(question)))
    reading = _by_rules(question, previous, state, catalog, mode)
    if reader is not None and consults_reader(reading, question, mode):
        guess = reader.read(question)
        if takes_readers_act(reading, guess, catalog):
            reading = _read_as(guess.act, guess, question, previous, state, catalog) or reading
        elif reading.rule == "new-question" and not acts.asked_topic(question) and on_the_table(guess, question):
            reading = _read_as("follow_up", guess, question, previous, state, catalog) or reading
    reading = by_topic_part(reading, question, catalog, lambda part: _new_topic(part, previous))
    reading.previous = previous.citations
    return with_topic_as_written(reading, catalog)  # "What themes run through the X papers?": X


def _by_rules(question: str, previous: Previous, state: ChatState, catalog, mode: str) -> Reading:
    if topic_change.DROPS_THE_TABLE.match(question) and (changed := _topic_change(question, previous)):
        changed.rule = "drops-table"
        return changed  # "Forget those, I want X now", "Leave those aside - X?": whatever pointed back is dropped
    if topic_change.PAPERS_ABOUT.match(question) and not POINTS_BACK.search(question) and (searched := _bare(question)):
        searched.rule = "papers-about"
        return searched  # "Please tell me the papers regarding X": a search for X, not the papers on the table
    for rule in (_filter, _by_position_or_name, _area, _corpus_wide, _attribute, _singular, _plural):
        reading = rule(question, previous, state, catalog)
        if reading is not None:
            return reading
    return _topic_change(question, previous) or _bare(question) or asked_after_topic(question, previous, catalog) or \
        _fresh(question, mode)


def _bare(question: str) -> Reading | None:
    """A topic in nothing but a request, mid-chat ("Moving along: X."): searched for, not checked as a claim."""
    topic = bare_topic(question)
    if not acts.topic_terms(topic) or POINTS_BACK.search(question) or is_area(question) or acts.AREA_REQUEST.search(question):
        return None
    standalone = f"Which papers study {topic}?"
    return Reading("new_topic", [], standalone, standalone, "new-topic-read", topic=topic)


def _read_as(act: Act, guess: ActGuess, question: str, previous: Previous, state: ChatState, catalog
             ) -> Reading | None:
    """The turn read as ``act`` (the reader's), or None when it cannot be (no topic to filter by, no paper on the
    table, ...)."""
    cited = previous.citations
    if act in REFERRING_ACTS and not cited:
        return None
    if act in ("new_topic", "area") and REFERS.search(question) and not _DUMMY_IT.search(question):
        named = named_earlier(question, previous, catalog) or _request_clause(question)  # "... on it": X
        if named is None:
            return None  # "How much faster is it?": a pronoun keeps the turn on the papers on the table
        question = named
    if act == "filter":
        topic = as_the_corpus_writes(acts.filter_topic(question), catalog)
        if not POINTS_BACK.search(question) or acts.chooses_in_filter(question) or acts.attribute_of(question) \
                or not acts.filter_terms(topic):
            return None
        standalone = f"Which of the {len(cited)} papers in the last answer mention {topic}?"
        return Reading("filter", matching(cited, phrase_terms(topic)), question, standalone, "filter-read", topic=topic)
    if act == "reference":
        if _ordinal(question, len(cited)) is not None or first_few(question):
            return _by_position_or_name(question, previous, state, catalog)
        if points_at_several(question) and (not _SINGULAR.search(question) or re.search(r"\b(?:each|every)\b", question, re.I)):
            return None  # "explain more about this papers", "each paper and its claim": all of them
        focus = paper_in_focus(previous, state, catalog)
        r = _referent(question, [focus], _SINGULAR, "this paper", "singular")
        return Reading("reference", [focus], r.query, r.standalone, "reference-read")
    if act == "attribute":
        singular = _SINGULAR.search(question) and not points_at_several(question)
        papers = [paper_in_focus(previous, state, catalog)] if singular else list(cited)
        r = _referent(question, papers, _SINGULAR if singular else _PLURAL,
                      "this paper" if len(papers) == 1 else "these papers", "attribute")
        return Reading("attribute", papers, r.query, r.standalone, "attribute-read",
                       attribute=acts.attribute_of(question) or guess.attribute)
    if act == "follow_up":
        topic = core_topic(question)
        if topic and topic.lower() == question.strip(" ?.!").lower() and not matching(cited, phrase_terms(topic)):
            return None  # "time series?": a topic no paper on the table mentions, asked bare, is a search for it
        r = _referent(question, cited, _PLURAL, "these papers" if len(cited) > 1 else "this paper", "plural")
        standalone = r.standalone if _PLURAL.search(question) else f"{question.strip()} ({_names(cited)})"
        return Reading("follow_up", cited, r.query, standalone, "follow-up-read")
    if act == "area":
        topic = area_topic_asked(question, previous, catalog)
        topic = topic or core_topic(topic_change.change_tail(question) or "") or core_topic(question)  # "Next: X"
        if not acts.topic_terms(topic) or acts.names_a_paper(topic):
            return None
        standalone = f"Summarise the work on {topic}"
        return Reading("area", [], standalone, standalone, "area-read", topic=topic)
    return _new_topic(question, previous)


def _request_clause(question: str) -> str | None:
    """The last clause of the turn that asks about a topic it names with no pronoun of its own ("Whatever it was we
    just covered, have you got anything on X?", "… Different topic: any papers on X?"); None when none does ("How
    much faster is it?", "any papers on it?") or it names the collection as its scope ("… Anything in here?")."""
    starts = [m.end() for m in _CLAUSE_START.finditer(question)]
    clauses = [question[i:] for i in reversed(starts)]
    return next((c for c in clauses if not REFERS.search(c) and acts.asked_topic(c) and not CORPUS_SCOPE.search(c)),
                None)


_CLAUSE_START = re.compile(r",\s+(?:(?:but|yet|so)\s+)?|\s+(?:but|yet)\s+|[:;]\s+|\s[\-\u2013\u2014]\s+")


def _new_topic(question: str, previous: Previous) -> Reading:
    """A fresh search: a change of topic's wording, else the topic a statement asks about ("Let me ask about X.",
    "I'd like papers about X now.": a request, not a claim to check) asked as "Which papers study X?"."""
    changed = _topic_change(question, previous)
    if changed is not None:
        return changed
    bare = _bare(question)
    if bare is not None:
        return bare
    topic = acts.asked_topic(question)
    if topic and (is_claim(question) or is_request(question)) and len(topic.split()) <= BARE_TOPIC_WORDS:
        standalone = f"Which papers study {topic}?"
        return Reading("new_topic", [], standalone, standalone, "new-topic-read", topic=topic)
    return Reading("new_topic", [], question, question, "new-question", topic=question)


def _fresh(question: str, mode: str, first: bool = False) -> Reading:
    """A search of the whole corpus: an area summary when the mode or the wording asks for one (a chat's first
    question keeps the narrower wording of rag.answer.intent, as before there was a chat)."""
    if mode == "area" or is_area(question) or (not first and acts.AREA_REQUEST.search(question)):
        topic = acts.area_topic(question) or question.strip(" ?.!")
        standalone = question if is_area(question) else f"Summarise the work on {topic}"
        return Reading("area", [], standalone, standalone, "area", topic=topic, first=first)
    return Reading("new_topic", [], question, question, "new-question", topic=question, first=first)


def _filter(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    if not acts.FILTER.search(question) or not previous.citations or _CHOOSING.search(question) or \
            topic_change.moves_on(question) and not POINTS_BACK.search(topic_change.HERE_WORDS.sub(" ", question)):
        return None  # "Separately, I need X for a grant; which papers here would help?": "here" is the corpus
    head = _WHICH_ONES_TAIL.split(question)[0]
    if head != question and _YES_NO.match(head) and not acts.FILTER.search(head) and acts.attribute_of(head):
        return None  # "Were these evaluated on public benchmarks, and which ones?": an attribute
    topic = _filter_topic(question, previous, catalog)
    if not acts.filter_terms(topic) or acts.chooses_in_filter(question) or is_attribute_words(topic, question):
        return None  # "which of these is the best?"; "Where were these published - any in top journals?"; "fall short"
    if (_YES_NO.match(question) or _ANY.match(question)) and acts.attribute_before_these(question) or \
            _YES_NO.match(question) and acts.attribute_of(topic) or _ANY.match(question) and acts.attribute_of(question):
        return None  # "Do these have any notable weaknesses?", "Are there weaknesses in those …?": an attribute
    matched = matching(previous.citations, phrase_terms(topic))  # every word of the phrase
    n = len(previous.citations)
    standalone = f"Which of the {n} papers in the last answer mention {topic}?"
    return Reading("filter", matched, question, standalone, "filter", topic=topic)


def _filter_topic(question: str, previous: Previous, catalog) -> str:
    """The filter's topic as the corpus writes it, else the phrase said before ("We work on X - which are relevant?")."""
    topic = as_the_corpus_writes(acts.filter_topic(question), catalog)
    topic = filter_topic_said_before(question, topic, catalog) or topic  # "The unit is on X. Which suit my class?"
    if catalog is None or corpus_topic_words(topic, catalog) or (at := last_clause(question)) is None:
        return topic
    return topic_said_before(question, at, previous, catalog, new=False) or topic


def _by_position_or_name(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    if (said := topic_change.named_before(question)) and new_terms(said, previous):
        return None  # "The second manuscript on my desk is about X; which papers do you have on that?": X
    listing = listed_papers(previous, state, catalog)
    if several := several_places(question, listing):  # "compare the first two": several places, one reading
        return several
    titled = by_display_title(question, listing)  # "Diverticular disease. The first of the Western …": a title
    n = _ordinal(without_title(question, titled) if titled else question, len(listing))
    if n is not None and listing:
        r = _referent(question, [listing[n]], _ORDINAL_OR_NUMBERED, "this paper", "ordinal")
    else:
        named = _named(question, catalog) or titled or by_short_name(question, listing)
        rule = "named"
        if not named:
            named, rule = by_author(question, listing), "author"
        if not named:
            return None
        rest = without_title(question, named) if len(named) == 1 else question
        if is_area_of_topic(without_author(rest, named) if rule == "author" else rest):  # not its title's, author's
            if not names_the_paper(question, named):
                return None
            rule = "named-summary"  # "Can you summarise <its title> for me?": that paper
        elif rule == "named" and len(named) == 1 and (names_only(question, named[0]) or whole_title(question, named[0])):
            rule = "named-title"  # "Tell me more about "<its title>"": nothing but the paper's name asked about
        r = _referent(question, named, _ORDINAL_OR_NUMBERED, "this paper", rule)
        r.query = question
    attribute = None if r.rule == "named-summary" else acts.attribute_of(without_title(question, r.papers))
    act = "attribute" if attribute and not tell_more_about(question) else "reference"
    return Reading(act, r.papers, r.query, r.standalone, r.rule, attribute=attribute if act == "attribute" else None)


def _area(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    whole = is_area(question) or acts.AREA_REQUEST.search(question) is not None
    at = area_request_at(question)
    if at is None:
        return None
    topic = acts.area_topic(question) if whole else ""  # a last clause asking alone names no topic (area_request_at)
    it = re.search(r"\bit\b", question)
    if topic in ("", "it") and it and (new := it_as_topic(question, it, previous, catalog)):
        topic = new[1]  # "I have to write the X section tonight. What does the collection say about it?": X
    if not topic:  # "I'm writing my first essay and the topic is X. Can you give me an overview of the research?"
        topic = topic_said_before(question, at, previous, catalog) or _part_naming_new(question, previous, catalog) \
            or asked_over_the_collection(question) and scoped_topic(question, catalog) or ""  # "every paper in the collection"
    if acts.names_a_paper(topic):
        return None  # "Summarise it", "walk me through its method": the paper in focus
    if not topic or acts.restricts(question) and (not acts.topic_terms(topic) - acts.ATTRIBUTE_WORDS or  # "outcomes"
                                                  matching(previous.citations, phrase_terms(topic))):
        if not previous.citations:
            return None
        standalone = f"Summarise {_names(previous.citations)}"
        return Reading("area", list(previous.citations), standalone, standalone, "area-of-previous")
    standalone = f"Summarise the work on {topic}"
    return Reading("area", [], standalone, standalone, "area", topic=topic)


def _part_naming_new(question: str, previous: Previous, catalog) -> str:
    """The phrase of the corpus that the one part of a turn pointing at nothing on the table names, when no paper on
    the table mentions it ("P: any population; I: X; O: whatever was measured - summarise what the whole collection
    says."); empty otherwise."""
    part = None if REFERS.search(question) or POINTS_BACK.search(question) else topic_part(question, catalog)
    return part.phrase if part and not matching(previous.citations, phrase_terms(part.phrase)) else ""


def _corpus_wide(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    """A question about a topic over the whole corpus ("What are the major findings on X across all papers?", "How
    do the papers on X look as a whole?" when the papers on the table are not on X): an area summary of X, not a
    question about the papers on the table."""
    if topic_change.asks_if_studied(question):
        return None  # "is X studied anywhere in the collection?": a search for X (a change of topic)
    described = None if _CHOOSES.match(question) else _PAPERS_ON.search(question)
    described_topic = core_topic(described.group("topic")) if described else ""
    if described_topic and new_terms(described_topic, previous):
        topic = described_topic  # "How do the papers on X look as a whole?": the corpus's
    elif asked_over_the_collection(question):
        topic = scoped_topic(question, catalog)
    else:
        return None
    if not acts.topic_terms(topic) or acts.names_a_paper(topic):
        return None
    standalone = f"Summarise the work on {topic}"
    return Reading("area", [], standalone, standalone, "corpus-wide", topic=topic)


def _attribute(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    attribute = acts.attribute_of(question)
    asked = [s for s in turn_sentences(question, questions=True) if s.rstrip().endswith("?")]
    if attribute is None or not previous.citations or asked and not acts.attribute_of(" ".join(asked)):
        return None  # "The new grant we're writing is around X. Can you dig out papers on it?": no funding asked
    singular = _SINGULAR.search(question) and not points_at_several(question)
    extra = acts.attribute_topic(question) - _GENERIC
    if not (singular or _PLURAL.search(question)) and extra and not matching(previous.citations, extra):
        return None  # "what datasets exist for speech recognition?": a new question
    papers = [paper_in_focus(previous, state, catalog)] if singular else list(previous.citations)
    r = _referent(question, papers, _SINGULAR if singular else _PLURAL,
                  "this paper" if len(papers) == 1 else "these papers", "attribute")
    return Reading("attribute", papers, r.query, r.standalone, "attribute", attribute=attribute)


def _singular(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    found = _SINGULAR.search(question)
    if not found or points_at_several(question) or not previous.citations:
        return None
    focus = paper_in_focus(previous, state, catalog)
    if found.group(0).lower() in ("it", "it's") and _DUMMY_IT.search(question):
        return None  # "Is it true that diffusion models memorise?": a dummy "it" that points at nothing
    tail = topic_change.change_tail(question[:found.start()]) or topic_change.named_before(question)
    if tail and new_terms(tail, previous):
        return None  # "Now let's look at X - which papers cover it?": "it" is the new topic X
    asked = topic_change.TOPIC_REQUEST.match(question)
    if asked and new_terms(asked.group("tail"), previous):
        return None  # "papers that study X": a request for papers on X, "that study" points at nothing
    rewritten = it_as_topic(question, found, previous, catalog)
    if rewritten is not None:
        reading = _by_rules(rewritten[0], previous, state, catalog, "answer")
        if reading.rule == "new-question":  # "Is there research on X here?": a search for X, not that sentence
            standalone = f"Which papers study {rewritten[1]}?"
            reading = Reading("new_topic", [], standalone, standalone, "it-topic", topic=rewritten[1])
        reading.rule = "it-topic"
        return reading
    r = _referent(question, [focus], _SINGULAR, "this paper", "singular")
    return Reading("reference", [focus], r.query, r.standalone, "singular")


def _plural(question: str, previous: Previous, state: ChatState, catalog) -> Reading | None:
    cited = previous.citations
    if not cited:
        return None
    if _PLURAL.search(question):
        r = _referent(question, cited, _PLURAL, "these papers" if len(cited) > 1 else "this paper", "plural")
        rule = "choosing" if _CHOOSING.search(question) else "plural"  # "..., which should I read?" is sure
        return Reading("follow_up", cited, r.query, r.standalone, rule)
    if _CHOOSING.search(question):
        return Reading("follow_up", cited, question, f"{question.strip()} ({_names(cited)})", "choosing")
    if _TELL_MORE.match(question):
        return Reading("follow_up", cited, "What do these papers propose and show?",
                       f"Tell me more about {_names(cited)}.", "tell-more")
    m = _ELLIPTIC.match(question)
    if m:
        tail = m.group(1).strip(" ?.!")
        topic = acts.topic_terms(tail)
        if not topic or matching(cited, topic):
            query = f"What about these papers' {tail}?" if tail else "What do these papers propose and show?"
            return Reading("follow_up", cited, query, f"What about {_names(cited)}: {tail}?", "elliptic-same-topic")
    return None


def _topic_change(question: str, previous: Previous) -> Reading | None:
    tail = topic_change.change_tail(question)
    if tail is None or not acts.topic_terms(tail):
        return None
    if topic_change.is_question(tail):  # "Different question: which papers study X?": that question
        standalone = tail[0].upper() + tail[1:] + "?"
        tail = core_topic(tail) or tail
    elif core_topic(tail) and core_topic(tail) != tail:  # "Next, I'd like to know what's there on X": X
        tail = core_topic(tail)
        standalone = f"Which papers study {tail}?"
    elif _asks_for_papers(previous.question) or len(tail.split()) <= BARE_TOPIC_WORDS:
        standalone = f"Which papers study {tail}?"
    else:
        standalone = question
    order = recency(question)
    if order and not recency(standalone):  # "Different query - X, most recent first": the order kept
        standalone = f"{standalone.rstrip('?. ')}, {order} first?"
    if is_area(standalone) or acts.AREA_REQUEST.search(standalone):  # "New question: the state of X research?"
        return Reading("area", [], standalone, standalone, "topic-change", topic=acts.area_topic(standalone) or tail)
    return Reading("new_topic", [], standalone, standalone, "topic-change", topic=tail)


__all__ = ["Reading", "interpret", "short_name"]
