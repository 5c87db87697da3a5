"""Who reads a turn when the rules (rag.answer.conversation.interpret) and the learned act reader
(rag.answer.conversation.act_reader) disagree.

The rules know the wordings they were written for; the reader generalises to wordings nobody wrote a rule for. A
reading by a rule that is not sure gives way to the reader's act when the reader is fairly confident
(READER_CONFIDENT, CONFIDENT); a sure rule's reading gives way only when the reader is very confident
(SURE_OVERRIDE) and the two do not merely disagree on which topic act the turn is (a filter, an area summary and a
new search are told apart by words the sure rules were written for); a reading anchored on a place or a name in the
list ("the second one", "Smith's paper", a title) is never overridden.
"""
from __future__ import annotations

from rag.answer.conversation.act_reader import ActGuess
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.said_before import POINTS_BACK
from rag.answer.conversation.table import without_title
from rag.answer.conversation.topic_part import corpus_topic_words
from rag.answer.recency import recency

SURE_RULES = frozenset({"filter", "ordinal", "author", "tell-more", "area", "choosing", "named-summary",
                        "named-title", "drops-table", "it-topic", "papers-about"})
# a place or a name in the list, or a choice among its papers by the person's need ("Supposing I could read only one
# of these, which?": the reader retrained on fresh43 put it at 0.86 a filter, by no topic)
ANCHORED_RULES = frozenset({"ordinal", "author", "named-summary", "named-title", "choosing"})
# the reader's probability above which it overrides a rule that is not sure, per act: leaving each of 13 sets out
# (scripts/act_reader_loso.py, round 15, no rule asked), an area, filter, reference at p >= 0.45 are right 95 %, 94 %,
# 96 % of the time, an attribute, follow-up, new topic at p >= 0.6 right 97 %, 97 %, 95 %
READER_CONFIDENT = {"filter": 0.45, "reference": 0.45, "area": 0.45}
CONFIDENT = 0.6
# a sure rule gives way too from here (round 31): each of the blind sets fresh23-fresh28 read by the reader of the
# round before it was tuned on (no rule asked, the question as typed): at p >= 0.85 the reader's act was right on 169
# turns whose reading was wrong and wrong on 9 whose reading was right (0.8: 202 and 12; 0.9: 150 and 9)
SURE_OVERRIDE = 0.85
TOPIC_ACTS = frozenset({"filter", "area", "new_topic"})  # told apart by their words, which the sure rules know
NEVER = 2.0  # a bar no probability reaches
# an attribute, a follow-up and a filter ask about the same papers; the reader's one replaces the rules' other only
# when the reader finds it this much likelier (round 43: "Code for each of those", a follow-up at 0.60 against an
# attribute at 0.38, stays the code asked for; round 44: "If I only had time for one of these, which should I read?",
# a filter by "time" at 0.46 against a follow-up at 0.42 after the reader learned fresh41, stays a follow-up)
SAME_PAPERS, MARGIN = frozenset({"attribute", "follow_up", "filter"}), 0.25
UNMISTAKABLE = frozenset({"code", "funding"})  # attributes whose cues are never a follow-up's words
# a new search naming no topic ("thanks! what's the gist?") is about the table when the reader puts this on its acts
ON_THE_TABLE = 0.5


def consults_reader(reading: Reading, question: str, mode: str) -> bool:
    """Whether the reader is asked at all: not when the user picked the area mode, not for a reading anchored on a
    place or a name, not for "Which of these is the most recent?" (an order over the papers on the table)."""
    return mode != "area" and reading.rule not in ANCHORED_RULES and \
        not (reading.act == "follow_up" and recency(question))


def takes_readers_act(reading: Reading, guess: ActGuess, catalog) -> bool:
    """Whether the reader's act replaces the rules' reading of the turn."""
    differs = guess.act != reading.act or reading.rule == "new-question"
    close = {reading.act, guess.act} <= SAME_PAPERS and guess.p - guess.probs.get(reading.act, 0.0) < MARGIN
    return differs and not close and not named_attribute_kept(reading, guess) and \
        guess.p >= reader_bar(reading, guess) and not named_kept(reading, guess, catalog)


def named_attribute_kept(reading: Reading, guess: ActGuess) -> bool:
    """Code or funding the rules found asked for ("Code for each of those", "who paid for them?") stays that attribute
    when the reader would answer about the same papers in general: no summary of a paper says where its code is or who
    funded it. (The other attributes' cues also occur in a follow-up's words, "what came out of each", "for a journal
    club", and the reader is right there.)"""
    return reading.act == "attribute" and reading.attribute in UNMISTAKABLE and guess.act == "follow_up"


def reader_bar(reading: Reading, guess: ActGuess) -> float:
    """The reader's probability from which its act replaces the rules' reading."""
    if reading.rule not in SURE_RULES:
        return READER_CONFIDENT.get(guess.act, CONFIDENT)
    return NEVER if {reading.act, guess.act} <= TOPIC_ACTS else SURE_OVERRIDE  # "just X papers": a filter by X


def named_kept(reading: Reading, guess: ActGuess, catalog) -> bool:
    """A paper named by its title stays that paper when only its title's words point back ("among Populations with"
    is no filter), or when nothing but its name is asked about ("Keen to hear more about <short name>, if you can."
    is no search for the name)."""
    if reading.rule != "named" or len(reading.papers) != 1:
        return False
    rest = without_title(reading.query, reading.papers)
    return guess.act == "filter" and not POINTS_BACK.search(rest) or \
        guess.act == "new_topic" and not corpus_topic_words(rest, catalog)


def on_the_table(guess: ActGuess, question: str) -> bool:
    """Whether a new search naming no topic is about the papers on the table ("thanks! what's the gist?")."""
    return guess.on_the_table(bool(POINTS_BACK.search(question))) >= ON_THE_TABLE
