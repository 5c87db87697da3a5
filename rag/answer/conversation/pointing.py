"""The few words a turn points back at the papers on the table with ("these", "those", "them", "they", "their",
"above", "among"), and the question words and verb that ask which of them ("which", "what", "address"), read
through a one-letter typo: "which of thse talk about X?", "more on thsoe please", "wich of these adress X?".

A person types fast in a chat; these words are a small closed set, so a word one edit away from one of them (a
letter dropped, added, changed, or two letters swapped; the first letter as typed) is read as that word, unless it
is itself a common word ("then", "there", "whose", "along", "witch", "wheat": CLOSE_WORDS). Every other word is left
as it was typed: topics are matched with their own spelling tolerance (rag.retrieval.mentions).
"""
from __future__ import annotations

import re

POINTING = ("these", "those", "them", "they", "their", "above", "among")
ASKING = ("which", "what", "address", "addresses")  # "wich of these adress X?"
# real words one edit from a pointing word: never mended
CLOSE_WORDS = frozenset("""the thee then there thy thew theme theses thesis throe thus theirs thin than that this tho
abode abide along amongst amount thence theft witch winch whish whet whit wheat wham whats whatt
adders addressed addressee""".split())
_WORD = re.compile(r"[A-Za-z]+")


def mend_pointing_words(text: str) -> str:
    """``text`` with each one-letter typo of a pointing-back word written as that word."""
    return _WORD.sub(lambda m: _mended(m.group(0)), text)


def _mended(word: str) -> str:
    low = word.lower()
    if low in POINTING or low in ASKING or low in CLOSE_WORDS or not 3 <= len(low) <= 9:
        return word
    for target in POINTING + ASKING:
        if low[0] == target[0] and _one_edit(low, target):
            return target.capitalize() if word[0].isupper() else target
    return word


def _one_edit(a: str, b: str) -> bool:
    """Whether a and b (different) are one insertion, deletion, substitution or swap of neighbours apart."""
    if abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:] or (i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i]
                                          and a[i + 2:] == b[i + 2:])
    return a[i + 1:] == b[i:] if len(a) > len(b) else a[i:] == b[i + 1:]
