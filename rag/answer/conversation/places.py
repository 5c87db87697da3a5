"""Places in the last answer's list: "the second one", "[3]", "#2", "details on 2", "the last paper", and the places
that are several papers ("from the first to the last of them", "the first two", "[1], [2] etc."). Read by the
resolver (rag.answer.conversation.resolve) and the interpreter."""
from __future__ import annotations

import re

_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                  "eighth": 8, "ninth": 9, "tenth": 10, "former": 1, "last": -1, "latter": -1, "final": -1}
_NOUN = r"(?:one|paper|work|study|article|source|reference|citation|entry|result|method|approach|model)"
# "the last few years", "the first time": a span of time, not a place in the list; "the last answer", "my last
# message", "the last lot", "the last topic": a turn of the chat or its whole list, not a paper; "before the second half", "at first
# glance", "in the first place", "the last page": a part of something else, not a place in the list
_NOT_A_PLACE = (r"(?![\-\u2010](?!(?:listed|mentioned|cited|named|ranked|placed)\b)\w|\s+(?:(?:few|couple(?: of)?|several|\d+|two|three|four|five|ten)\s+)?(?:years?|decades?|months?|weeks?|"
                r"days?|times?)\b|\s+(?:answer|reply|response|message|turn|question|query|search|round|lot|batch|bunch|list|set|"
                r"group|selection|topic|subject|thread|theme|clause|section|point|step|requirement|criterion)s?\b|"
                r"\s+(?:half|halves|quarter|period|innings|lap|leg|stage|part|chapter|page|"
                r"paragraph|sentence|line|session|shift|draft|attempt|try|go|look|glance|thought|impression|coffee|cup|"
                r"course|lecture|meeting|slide|act|scene|verse|place)\b)")
_LATER = "second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"  # the ordinal words after "first"
_NTH = r"\d{1,2}(?:st|nd|rd|th)"  # a place written short: "2nd", "10th"
_WORD = "first|" + _LATER + "|last|final"
ORDINALS = _WORD  # the words that name a place in the list, for the modules that read around one
_ORDINAL = re.compile(r"\b(?:the|that)\s+(" + _WORD + r"|(\d{1,2})(?:st|nd|rd|th))" + _NOT_A_PLACE + r"(?:\s+" + _NOUN +
                      r")?\b|\bthe\s+(former|latter)\b"
                      r"|^\W*(?:and\s+|ok(?:ay)?,?\s+|now\s+)?(" + _WORD + "|" + _NTH + r")\s+" + _NOUN + r"\b"
                      # the article dropped after a preposition or "is": "regarding fourth paper", "more on 2nd one",
                      # "about what is 3rd paper?"
                      r"|(?:(?<=\bregarding )|(?<=\babout )|(?<=\bon )|(?<=\bre )|(?<=\bof )|(?<=\bfor )|(?<=\bis ))"
                      r"(" + _WORD + "|" + _NTH + r")\s+" + _NOUN + r"\b"
                      # a place alone before a dash or the end: "4th - need specifics.", "Third?", "2nd: results?" ("First,"
                      # and "Last:" open a request more often than they point)
                      r"|^\W*(" + _LATER + "|" + _NTH + r")(?=\s*(?:[\-\u2013\u2014?!.]|$))|^\W*(" + _NTH + r")(?=\s*[:,;])"
                      # a place asked for alone, politely: "5th pls, short", "last one please" ("First please" opens)
                      r"|^\W*(" + _LATER + "|last|" + _NTH + r")(?=(?:\s+(?:one|paper))?\s+(?:please|pls|plz)\b)",
                      re.I)  # "fourth one please", "3rd one: key results?"
_NUMBERED = re.compile(r"\b(?:paper|source|reference|citation|ref\.?|number|no\.?|item|entry|record)\s*#?\s*\[?(\d{1,2})\]?(?!\w)"
                       r"|\[(\d{1,2})\]|(?<![\w#])#\s?(\d{1,2})\b", re.I)  # "[3]", "#3"
# a citation number standing alone as the object of a request: "details on 2 please", "what about 3?", "explain 4",
# "and 5?", "2?" (not "type 2", "phase 3", "top 5 papers": a number only after these words, or as the whole turn)
_BARE_NUMBER = re.compile(r"(?:^\W*|\b(?:on|about|of|for|re|to|and|explain|describe|summari[sz]e|detail|details|open|"
                          r"read|check|item|entry|see)\s+)\(?(\d{1,2})\)?(?=\s*(?:,?\s*(?:please|pls|plz|then|too|now|"
                          r"again|thanks|thx))?\s*[?.!]*\s*$)", re.I)

_ORDINAL_OR_NUMBERED = re.compile(_ORDINAL.pattern + "|" + _NUMBERED.pattern + r"|(?<=\s)\d{1,2}(?=\W*$)", re.I)


# a range of places is several papers, not one: "from the first to the last of them", "the 2nd through the 4th"
_PLACE = r"(?:" + _WORD + "|" + _NTH + r"|\[\d{1,2}\])"
# a place and nothing else ("1st", "the 4th one"): never a topic to filter by ("tell me about the 1st only")
_PLACE_ONLY = re.compile(r"^\W*(?:the\s+)?" + _PLACE + r"(?:\s+" + _NOUN + r")?\W*$", re.I)
_RANGE = re.compile(r"(?<!\w)(?:the\s+)?" + _PLACE + r"(?:\s+" + _NOUN + r")?\s*(?:to|through|thru|till|until|[\-\u2013])\s*"
                    r"(?:the\s+)?" + _PLACE + r"(?!\w)", re.I)


# the first or last few places are several papers, not the first or last one: "compare the first two", "the last
# three papers", "the top 2"
_FEW = {"two": 2, "three": 3, "four": 4, "five": 5}
FIRST_FEW = re.compile(r"\b(?:the\s+)?(first|top|last)\s+(two|three|four|five|[2-5])(?!\s+(?:years?|decades?|months?|"
                        r"weeks?|days?|times?|sentences?|lines?|words?|authors?)\b)(?:\s+(?:papers|ones|studies|works|"
                        r"articles|sources|of (?:them|these|those))\b)?", re.I)


# a place and every one after it: "from [1] onwards", "from the second paper on", "starting with the 3rd onward"
ONWARDS = re.compile(r"\b(?:from|starting (?:with|at|from))\s+(?:the\s+)?(" + _PLACE + r"|\d{1,2})(?:\s+" + _NOUN +
                     r")?\s+on(?:wards?)?\b", re.I)


def is_place(text: str) -> bool:
    """``text`` is a place in the list and nothing else ("1st", "the 4th one")."""
    return bool(_PLACE_ONLY.match(text))


def onwards(question: str) -> int | None:
    """The 0-based place every paper from which the question means ("from [2] onwards": 1); None otherwise."""
    m = ONWARDS.search(question)
    if m is None:
        return None
    n = _place_number(m.group(1).strip("[]").lower())
    return max(n, 1) - 1 if n != -1 else None


def _place_number(word: str) -> int:
    """1-based place of "3", "3rd", "third" (-1: "last", "latter"); 1 for a word that names none."""
    if word.isdigit():
        return int(word)
    return int(word[:-2]) if word[:1].isdigit() else _ORDINAL_WORDS.get(word, 1)


def first_few(question: str) -> tuple[str, int] | None:
    """("first" or "last", how many) for "the first two", "the last 3 papers"; None otherwise."""
    m = FIRST_FEW.search(question)
    if m is None:
        return None
    count = m.group(2).lower()
    return ("last" if m.group(1).lower() == "last" else "first"), _FEW.get(count) or int(count)


# citation numbers given as examples of the papers meant, not one place: "[1], [2] etc.", "[1], [2], ..."
_SEVERAL_NUMBERS = re.compile(r"\[\d{1,2}\](?:\s*(?:,|and)\s*\[\d{1,2}\])+\s*,?\s*(?:etc\b|and so on|\.\.\.|\u2026)", re.I)


def _ordinal(question: str, count: int) -> int | None:
    """0-based index into the previous citations, or None when the question points at no citation by position (nor
    at one when it names a range of places: "from the first to the last of them")."""
    if _RANGE.search(question) or first_few(question) or onwards(question) is not None:
        return None  # several places: "from the first to the last of them", "the first two"
    if _SEVERAL_NUMBERS.search(question):
        return None  # "the sources (see [1], [2] etc.)": every paper, the numbers are examples
    m = _NUMBERED.search(question)
    if m:
        n = int(m.group(1) or m.group(2) or m.group(3))
        return min(max(n, 1), count) - 1 if count else 0
    m = _ORDINAL.search(question)
    if not m:
        bare = _BARE_NUMBER.search(question)  # "details on 2 please": a citation only when there is one that far
        return int(bare.group(1)) - 1 if bare and 1 <= int(bare.group(1)) <= count else None
    n = _place_number(next((g for g in m.groups() if g), "").lower())  # the first group that matched names the place
    if not count:
        return 0
    return count - 1 if n == -1 else min(n, count) - 1
