"""The few words a turn points back at the papers on the table with ("these", "those", "them", "they", "their",
"above", "among"), the question words and verb that ask which of them ("which", "what", "address"), and the cue
words of a topic or an attribute ("about", "datasets", "journal"), read through a one-letter typo: "which of thse talk about X?", "more on thsoe please", "wich of these adress X?", "any
paprs on X?"; and a contraction typed without its apostrophe ("whats known about X") with it, "abt" as "about".

A person types fast in a chat; these words are a small closed set, so a word one edit away from one of them (a
letter dropped, added, changed, or two letters swapped; the first letter as typed) is read as that word, unless it
is itself a common word ("then", "there", "whose", "along", "witch", "wheat": CLOSE_WORDS). Every other word is left
as it was typed: topics are matched with their own spelling tolerance (rag.retrieval.mentions).
"""
from __future__ import annotations

import re

from rag.retrieval.spelling import edit_distance

POINTING = ("these", "those", "them", "they", "their", "above", "among")
ASKING = ("which", "what", "address", "addresses", "papers")  # "wich of these adress X?", "any paprs on X?"
# the words that introduce a topic or name an attribute asked of the table: "what papers talk abuot X", "which
# datsets do those studies use", "which jounral is it in", "relevent to X", "is there anyhting on X"
CUES = ("about", "dataset", "datasets", "journal", "journals", "literature", "relevant", "anything")
# real words one edit from a pointing word: never mended
CLOSE_WORDS = frozenset("""the thee then there thy thew theme theses thesis throe thus theirs thin than that this tho
abode abide along amongst amount abort abbot abut about's thence theft witch winch whish whet whit wheat wham whats whatt
adders addressed addressee paper papery pacers pagers pavers payers pipers pampers""".split())
# a contraction typed without its apostrophe ("whats known about X", "dont"): written with it, so the wording of
# the acts (which spells "what's", "don't") reads it; "im", "id", "ill" stay (IM, ID and "ill" are words of topics)
APOSTROPHES = {"whats": "what's", "thats": "that's", "whos": "who's", "hows": "how's", "wheres": "where's",
               "lets": "let's", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't",
               "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "cant": "can't", "wont": "won't",
               "youre": "you're", "theyre": "they're", "ive": "I've",
               "abt": "about"}  # a chat's shorthand for the word that introduces a topic: "what abt X"
# a learned word that points back as "above" does: "which of the aforementioned studies address X", "what each of
# the aforementioned works contributes" ("the above studies", "the above works"), "of the foregoing", "the aforesaid
# studies", "the abovementioned papers"
PLAIN = {"aforementioned": "above", "foregoing": "above", "aforesaid": "above", "abovementioned": "above",
         "aforenamed": "above", "prev": "previous"}  # "re: prev list": a note's shorthand for "previous"
_WORD = re.compile(r"[A-Za-z]+")
# a rough count of the papers pointed at says nothing of which: "Put those seven or eight aside.", "Not the eight or
# so papers above", "the 6-odd studies you listed" (an exact count, "those two papers", stays)
_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen)"
_ROUGH_COUNT = re.compile(r"\b(those|these|the|all)(?:\s+(?:about|around|roughly|approximately|some|maybe|"
                          r"perhaps))?\s+" + _COUNT + r"(?:\s+or\s+(?:so|" + _COUNT + r")|-?odd|-?ish)(?=[\s,.;:!?]|$)",
                          re.I)


def mend_pointing_words(text: str) -> str:
    """``text`` with each one-letter typo of a pointing-back word written as that word, "this" or "that" before a
    plural noun as "these" or "those" (a learner's "From this papers, which …"), "above-mentioned" as "above", without
    a rough count of the papers it points at."""
    text = _THIS_PLURAL.sub(_these, _ABOVE_NAMED.sub("above", text))  # "this papers": these; "above-mentioned": above
    return _ROUGH_COUNT.sub(r"\1", _WORD.sub(lambda m: _mended(m.group(0)), text))


_THIS_PLURAL = re.compile(r"\b(this|that)(\s+(?:papers|studies|articles|ones|publications|entries|reports)\b)", re.I)
_PLURAL_OF = {"this": "these", "that": "those"}
_ABOVE_NAMED = re.compile(r"\b(?:above|afore)[\s\-]+(?:mentioned|named|said|listed|cited)\b", re.I)


def _these(m: re.Match) -> str:
    plural = _PLURAL_OF[m.group(1).lower()]
    return (plural.capitalize() if m.group(1)[0].isupper() else plural) + m.group(2)


def _mended(word: str) -> str:
    low = word.lower()
    if low in PLAIN:
        return PLAIN[low]
    if low in APOSTROPHES:
        mended = APOSTROPHES[low]
        return mended[0].upper() + mended[1:] if word[0].isupper() else mended
    if low in POINTING or low in ASKING or low in CUES or low in CLOSE_WORDS or not 3 <= len(low) <= 10:
        return word
    for target in POINTING + ASKING + CUES:
        if low[0] == target[0] and edit_distance(low, target) == 1:
            return target.capitalize() if word[0].isupper() else target
    return word
