"""Words: accent/case folding, the stop words of answers, and content words.

Two notions of "word that carries meaning" exist on purpose, each with one home:
- ``content_words`` (here): lower-cased, crudely singularised, answer stop words removed. The answer check,
  the extractive composer and abstention compare a sentence with a question by these.
- ``rag.retrieval.text.content_terms``: English-stemmed, BM25's stop list. What the index holds and the
  retrieval overlap signals count.
"""
from __future__ import annotations

import re
import unicodedata

# letters NFKD does not decompose, spelled out for name matching ("Møller" ~ "Moller", "Łukasz" ~ "Lukasz")
_TRANSLITERATE = str.maketrans({"ß": "ss", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "æ": "ae", "Æ": "ae",
                                "œ": "oe", "Œ": "oe", "đ": "d", "Đ": "d", "ı": "i", "þ": "th", "ð": "d",
                                "’": "'", "‘": "'"})
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9\-]+")


def fold(text: str, transliterate: bool = False) -> str:
    """Case- and accent-insensitive form: "Stühmer" -> "stuhmer", "XUE" -> "xue".

    ``transliterate`` also spells out the letters NFKD keeps whole ("ø" -> "o", "æ" -> "ae"): retrieval matches
    typed names with it. Paper ids hash the plain form (rag.corpus.identity), so the plain form must not change.
    """
    if text.isascii():
        return text.lower()
    if transliterate:
        text = text.translate(_TRANSLITERATE)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


STOPWORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being below between both
but by can could did do does doing down during each few for from further had has have having he her here hers how i
if in into is it its itself just me more most my no nor not now of off on once only or other our out over own same
she should so some such than that the their them then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours
paper papers work works study studies research researcher researchers article articles corpus literature
find found findings show shows shown tell give list mention mentions describe described propose proposed method
methods approach approaches result results use used using based new novel recent recently please summarise summarize
summary overview anything something does do did know known report reports reported say says said write wrote written
author authors
""".split())


def word_set(text: str) -> set[str]:
    """Every word of ``text`` (two letters or more, stopwords kept), folded: the wording of a chat turn."""
    return set(_WORD_RE.findall(fold(text)))


def content_words(text: str) -> set[str]:
    """Lower-cased words that carry meaning (no stopwords, no 1-2 letter words), crudely singularised."""
    words = set()
    for w in _WORD_RE.findall(text.lower()):
        if w in STOPWORDS or len(w) < 3:
            continue
        words.add(singular(w))
    return words


def singular(w: str) -> str:
    """A crude singular of a lower-cased word ("studies" -> "study", "models" -> "model"; "class", "corpus" kept)."""
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w
