"""What a turn's clause before its request says: whether it points back at the papers on the table, and the new topic
it names when the request itself names none ("I also work on X. Is there research on it here?", "I'm writing my first
essay and the topic is X. Can you give me an overview of what all the research in here says?").
"""
from __future__ import annotations

import re

from rag.answer.conversation import acts
from rag.answer.conversation.antecedent import CLAUSE_BREAK, PAPER_NOUNS
from rag.answer.conversation.asides import CORPUS_SCOPE
from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.resolve import Previous
from rag.answer.conversation.topic_span import core_topic
from rag.answer.conversation.topic_trim import PHRASE_WORDS, corpus_mentions, is_written_phrase, written_phrase
from rag.answer.intent import ASKS_FOR_PAPERS, asks, is_area
from rag.retrieval.mentions import matching, phrase_terms
from rag.text.sentences import turn_sentences

# a filter keeps papers already on the table, so it points back at them: "these", "among them", "the above", "here"
# ("in here" and "studied here" are the corpus: "are there studies on X in here", "X - is that studied here?")
POINTS_BACK = re.compile(r"\b(?:these|those|them|they|the list|above|foregoing|listed|cited|retrieved|(?<!\bin )(?<!studied )(?<!covered )"
                         r"(?<!researched )here|among(?:st)?|ones|your (?:(?:last|previous|earlier|latest) )?(?:answer|list|"
                         r"results|sources|reply|response)|that (?:list|set)|you (?:just )?(?:found|gave|listed|mentioned|cited|sent|"
                         r"named|showed)|previous|so far)\b", re.I)
REFERS = re.compile(r"\b(?:it|its|they|them|their|these|those|(?:this|that) (?:paper|one|study|work)|all (?:of )?(?:this|that))\b",
                    re.I)

_LABEL = re.compile(r"^\W*[A-Za-z][\w\-]*\W*$")  # one word before a colon: "Expected:", "Context:", "Note:"


def it_as_topic(question: str, found: re.Match, previous: Previous, catalog=None) -> tuple[str, str] | None:
    """The clause that says "it", asked of the new topic the clause before names ("I also work on X. Is there research
    on it here?" -> "Is there research on X here?"), and X (the phrase of the corpus the clause holds, when it holds
    one: "Our new product launch is around X."); None when "it" is the paper in focus."""
    if found.group(0).lower() != "it":
        return None
    if (clause := _clause_before(question, found.start())) is None:
        return None
    before, start = clause
    topic = core_topic(acts.TRAILING.sub("", before))
    if catalog is not None and not corpus_mentions(catalog, topic):
        topic = written_phrase(before, catalog) or topic  # "Our new product launch is around X": X
    if not acts.topic_terms(topic) - acts.ATTRIBUTE_WORDS or matching(previous.citations, phrase_terms(topic)) or \
            acts.names_a_paper(topic):
        return None  # no topic ("Query: code OR repository - did it share any?"), or one a paper on the table
        # mentions: "it" is the paper in focus
    return question[start:found.start()] + topic + question[found.end():], topic


def topic_said_before(question: str, at: int, previous: Previous, catalog, new: bool = True) -> str | None:
    """The phrase of the corpus that the clause before position ``at`` (where a request naming no topic starts) names,
    when that clause points at nothing on the table and (``new``) no paper on the table mentions the phrase ("I'm
    writing my first essay and the topic is X. Can you give me an overview of what all the research in here says?":
    X)."""
    clause = _clause_before(question, at)
    if clause is None or catalog is None:
        return None
    phrase = phrase_it_is_about(clause[0], catalog) or written_phrase(clause[0], catalog)  # "our position on X": X
    if phrase is None or new and matching(previous.citations, phrase_terms(phrase)) or acts.names_a_paper(phrase):
        return None
    return phrase


# what an earlier sentence says the papers should be about: "only about X", "limited to X", "the agenda item is X",
# "asked me to look at X", "only interested in X"
_ABOUT = re.compile(r"\b(?:about|on|around|regarding|concerning|covering|cover|covers|into|involv(?:e|es|ed|ing)|raising|"
                    r"(?:limited|restricted|confined) to|(?:item|topic|subject|focus|theme) (?:is|was)|"
                    r"look(?:s|ed|ing)? at|interested in)\s+", re.I)


def filter_topic_said_before(question: str, topic: str, catalog) -> str | None:
    """The phrase of the corpus an earlier sentence says the papers are about, for a filter whose own sentence names
    no topic the corpus writes ("This term's unit is only about X. Which of those papers could I use with my class?",
    "My editor is convinced half of these are about X. Are they? Which of those actually are?", "The team only cares
    about X. Which of those papers can I send them?"); else None."""
    if catalog is None:
        return None
    sentences = turn_sentences(question, questions=True)
    if len(sentences) < 2 or written_phrase(topic, catalog) and topic.lower() in sentences[-1].lower():
        return None
    before = " ".join(sentences[:-1])
    if (said := phrase_it_is_about(before, catalog)) or not _NAMES_NOTHING.search(sentences[-1]):
        return said
    return written_phrase(before, catalog)  # "Two of the babies had X. Which of those papers deal with that?": X


# a filter that names its topic only by pointing back at the sentence before: "... deal with that?", "... cover it?"
_NAMES_NOTHING = re.compile(r"\b(?:with|on|about|to|at|into|of|cover|covers|address|mention|discuss)\s+(?:that|it|this)\W*$",
                            re.I)


_THEIR = re.compile(r"\b(?:their|they)\b", re.I)


def asked_over_the_collection(question: str) -> bool:
    """The turn names the whole collection as its scope and does not keep to the papers on the table; its "their"
    and "they" are then the asker's people ("The partnership asked me to explain X at their next meeting. Everything
    in the collection, please.")."""
    return bool(CORPUS_SCOPE.search(question)) and not acts.restricts(_THEIR.sub(" ", question))


def scoped_topic(question: str, catalog) -> str:
    """The topic of a question asked over the whole collection: its own ("What does the whole collection say about
    X?"), or, when its last sentence holds the scope and no phrase of the corpus, the phrase an earlier sentence says
    something is about ("The inspector wants our view on X. Across the whole collection, where does the evidence
    stand?": X), else the phrase of the corpus they write."""
    sentences = turn_sentences(question, questions=True)
    own = core_topic(CORPUS_SCOPE.sub(" ", acts.TRAILING.sub("", question)))  # "X in general according to all the
    # papers you have": X
    if catalog is None:
        return own
    own_phrase = written_phrase(own, catalog)  # looked up once: the corpus look-ups grow with the words squared
    if own_phrase == own or _said_about(own, question):
        return own
    if len(sentences) < 2 or not CORPUS_SCOPE.search(sentences[-1]) or \
            written_phrase(CORPUS_SCOPE.sub(" ", sentences[-1]), catalog):
        return phrase_it_is_about(question, catalog) or own  # "I want the whole collection's view on X, so that ...": X
    before = " ".join(sentences[:-1])  # "Our assessors are coming and X is on their list. Across every paper in the
    # collection, what's the consensus?": the phrase of the corpus its own topic holds, or the sentences before write
    return phrase_it_is_about(before, catalog) or own_phrase or written_phrase(before, catalog) or own


def phrase_it_is_about(text: str, catalog) -> str | None:
    """The first phrase of the corpus that ``text`` says something is about, at most two words after the word saying
    so ("only about X", "limited to X", "our position on X"); None when there is none."""
    for about in _ABOUT.finditer(text):
        after = _WORK_ON.sub("", re.split(r"[.?!;:]", text[about.end():])[0])  # "draw on work about X": X
        phrase = _phrase_at_start(after, catalog) or written_phrase(after, catalog)
        if phrase and not acts.names_a_paper(phrase) and re.match(r"(?:\w+\s+){0,2}" + re.escape(phrase), after, re.I):
            return phrase
    return None


_WORK_ON = re.compile(r"^(?:(?:the|some)\s+)?(?:work|research|studies|literature|papers|evidence)\s+(?:about|on|into|regarding)\s+",
                      re.I)


def _said_about(phrase: str, text: str) -> bool:
    """Whether ``text`` says something is about ``phrase`` in so many words ("what's known about X in general")."""
    return bool(phrase) and re.search(_ABOUT.pattern + re.escape(phrase), text, re.I) is not None


def _phrase_at_start(text: str, catalog) -> str | None:
    """The longest phrase of the corpus that starts ``text`` or one of its next two words ("multi-task learning all
    the way out to the grounds": "multi-task learning", not the longer "learning all the way" a paper also writes)."""
    words = text.split()
    for start in range(min(3, len(words))):
        for end in range(min(len(words), start + PHRASE_WORDS), start + 1, -1):
            part = " ".join(words[start:end]).strip(".,;:!?()\"'")
            if is_written_phrase(part, catalog):
                return part
    return None


# a summary asked of each paper on the table, one by one: the papers, not an area
_OF_EACH = re.compile(r"\beach\s+(?:of\s+(?:those|these|them|the)\b|(?:paper|study|one|article)\b)|\bof\s+each\b|"
                      r"\bevery\s+one\s+of\b|\bone\s+by\s+one\b", re.I)


def area_request_at(question: str) -> int | None:
    """Where the request for an area summary starts in ``question``: at its wording's cue, or at the last clause
    (after a dash, colon or semicolon) when only that clause asks for one and names no topic ("For my review I must
    judge whether the framing of X is fair - what does the collection as a whole say about it?"); None when nothing
    asks for one (nor when it asks of each paper on the table: "Take me through what each of those papers found",
    "What did each find? A quick rundown of each")."""
    if _OF_EACH.search(question) and not CORPUS_SCOPE.search(question):
        return None
    if is_area(question):
        return 0
    if (request := acts.AREA_REQUEST.search(question)) is not None:
        return request.start() + len(request.group(0)) - len(request.group(0).lstrip())
    clause = last_clause(question)
    if clause and acts.AREA_REQUEST.search(question[clause:]) and acts.area_topic(question[clause:]) in ("", "it"):
        return clause
    return None


def area_topic_asked(question: str, previous: Previous, catalog) -> str:
    """The topic of a turn read as an area request: the phrase of the corpus the clause before the last names when
    that last clause names no topic ("We're reviewing how we handle X across our works. What does everything in the
    collection add up to?": X), else the topic its request, or its question, asks about."""
    at = last_clause(question)
    if at is not None and not acts.topic_terms(core_topic(question[at:])):
        if (said := topic_said_before(question, at, previous, catalog)) is not None:
            return said
    return acts.area_topic(question) if acts.AREA_REQUEST.search(question) else acts.asked_topic(question)


def last_clause(question: str) -> int | None:
    """Where the clause after the last break of ``question`` starts; None when nothing breaks it."""
    breaks = list(CLAUSE_BREAK.finditer(question.rstrip()))
    return breaks[-1].end() if breaks else None


def asked_after_topic(question: str, previous: Previous, catalog) -> Reading | None:
    """A request for papers that names no topic, after a clause that names a new one ("Pivoting: we're exploring X for
    the next product. Find me papers."): a search for that topic."""
    at = last_clause(question)
    request = question[at:] if at is not None else ""
    if not (asks(request) and ASKS_FOR_PAPERS.search(request)) or acts.topic_terms(request) or POINTS_BACK.search(request):
        return None
    topic = topic_said_before(question, at, previous, catalog)
    if topic is None:
        return None
    standalone = f"Which papers study {topic}?"
    return Reading("new_topic", [], standalone, standalone, "new-topic-read", topic=topic)


def _clause_before(question: str, at: int) -> tuple[str, int] | None:
    """The clause that ends at the last break before position ``at``, and where the clause after that break starts,
    unless the clause points back at the papers on the table (a pronoun, "these", an ordinal); None too when no break
    comes before ``at``."""
    breaks = list(CLAUSE_BREAK.finditer(question[:at]))
    if not breaks:
        return None
    before = question[:breaks[-1].start()]
    before = before[breaks[-2].end():] if len(breaks) > 1 else before
    if _refers(before) or POINTS_BACK.search(before) or _ORDINAL_OR_NUMBERED.search(before) or \
            _LABEL.match(before) and breaks[-1].group(0).startswith(":"):
        return None  # "Expected: a summary of every paper in it": a label, no clause
    return before, breaks[-1].end()


def _refers(clause: str) -> bool:
    """Whether ``clause`` has a pronoun that can point at the table: not an "it" four words or more into it, which
    stands for what the clause said before it ("a farmer asked me whether X was worth worrying about and I fudged
    it")."""
    return any(m.group(0).lower() != "it" or len(clause[:m.start()].split()) < 4 for m in REFERS.finditer(clause))


# papers named by their topic, then "they" / "them" for those papers: "If the collection has more than a handful of
# papers on X, summarise what they say - all of them"
_PAPERS_ON = re.compile(r"\b" + PAPER_NOUNS + r"\s+(?:on|about|regarding|into|concerning)\s+", re.I)
_THEY = re.compile(r"\b(?:they|them)\b", re.I)


def they_named_earlier(question: str, previous: Previous, catalog) -> str | None:
    """The turn with its "they" / "them" read as the papers on the phrase of the corpus that "papers on" before them
    names, when no paper on the table mentions that phrase; None otherwise (or when something else points back)."""
    theys = list(_THEY.finditer(question))
    named = _PAPERS_ON.search(question)
    if not theys or named is None or named.end() > theys[0].start() or catalog is None:
        return None
    phrase = written_phrase(question[named.end():theys[0].start()], catalog)
    if not phrase or matching(previous.citations, phrase_terms(phrase)) or acts.names_a_paper(phrase):
        return None
    said = _THEY.sub(f"the papers on {phrase}", question)
    return None if REFERS.search(said) or POINTS_BACK.search(said) else said


def named_earlier(question: str, previous: Previous, catalog) -> str | None:
    """The turn with its "it" or its "they" read as what the words before name (``it_named_earlier``,
    ``they_named_earlier``), or None."""
    return it_named_earlier(question, previous, catalog) or they_named_earlier(question, previous, catalog)


def it_named_earlier(question: str, previous: Previous, catalog) -> str | None:
    """The turn with its one "it" read as the phrase of the corpus the words before it name, when no paper on the
    table mentions that phrase ("I was thinking about X all morning and now I want papers on it. Got any?": X); None
    when "it" can be the paper in focus or something else points back."""
    its = list(re.finditer(r"\bit\b", question, re.I))
    if len(its) != 1 or catalog is None:
        return None
    it = its[0]
    phrase = written_phrase(question[:it.start()], catalog)
    if not phrase or matching(previous.citations, phrase_terms(phrase)) or acts.names_a_paper(phrase):
        return None
    said = question[:it.start()] + phrase + question[it.end():]
    return None if REFERS.search(said) or POINTS_BACK.search(said) else said
