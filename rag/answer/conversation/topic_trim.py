"""A topic as the corpus writes it: when no paper mentions the whole stretch a request's words gave as its topic,
the longest part of it that some paper mentions.

A request's topic carries the asker's words around the corpus's ("Is graph neural the subject of any of these?" ->
"graph neural the subject"; "which enrolled patients with saturated fat?" -> "enrolled patients with saturated
fat"); no list of phrasings can hold them all, but the corpus knows its own phrases. The part kept has two content
words at least (one word is too loose to stand for a topic: "quantum annealing", mentioned nowhere, stays whole and
gets its honest "none"), starts and ends with a content word, and of two parts as long the later one wins (English
puts the topic last). A topic whose words some paper has in one sentence is never changed.
"""
from __future__ import annotations

from dataclasses import replace
from functools import reduce

import numpy as np

from rag.answer.conversation.acts import topic_terms
from rag.answer.conversation.reading import Reading
from rag.answer.conversation.topic_span import is_scaffold
from rag.retrieval.mentions import in_one_sentence, mentions, phrase_terms
from rag.retrieval.text import content_terms, is_stopword

MIN_WORDS = 2  # content words a trimmed topic keeps
PAPERS_CHECKED = 40  # papers holding every word of a part that are read for a mention of it
_MAX_WORDS = 10  # a longer stretch is no topic phrase; left as it is
PHRASE_WORDS = 6  # the longest stretch of a whole turn read as a phrase of the corpus
_QUANTITIES = frozenset("even one two three few several many much lot lots whole half least".split())  # "even one"
# never the edge of a topic phrase: words of order, the conjunction that opens a reported question ("asked me whether
# X was worth worrying about") and prepositions ("how we handle X across all our treatment works")
_ORDER_WORDS = frozenset("next last previous same other whether across through throughout within among amongst between "
                         "via per towards toward upon along around beyond despite during".split())
_AS_ASKED = frozenset({"new-question", "language-model"})  # readings whose topic is the question itself


def corpus_mentions(catalog, phrase: str) -> bool:
    """Some paper of the corpus mentions ``phrase`` (its words close together in one sentence), judged on the first
    PAPERS_CHECKED papers that hold all its words."""
    return _some_paper(catalog, phrase, mentions)


def as_the_corpus_writes(topic: str, catalog) -> str:
    """``topic`` itself when some paper has all its words in one sentence (or there is no corpus to ask), else its
    longest part of at least MIN_WORDS content words that some paper mentions (the later of two as long), else
    ``topic``. A topic whose words share a sentence somewhere is the asker's own ("non-IID federated learning":
    cutting "non-IID" would drop its most telling word)."""
    words = topic.split()
    if catalog is None or not 2 < len(words) <= _MAX_WORDS or _some_paper(catalog, topic, in_one_sentence):
        return topic
    return _longest_written(words, len(words) - 1, catalog) or topic


def written_phrase(text: str, catalog) -> str | None:
    """The longest stretch of ``text`` (at most PHRASE_WORDS words, at least MIN_WORDS content words, starting and
    ending with one, one of them a word that can name a topic) that some paper mentions, the later of two as long;
    None when there is none or no corpus ("aim on the topic" names none: its words are the asker's)."""
    words = [w for w in (w.strip(".,;:!?()\"'") for w in text.split()) if w]
    return _longest_written(words, PHRASE_WORDS, catalog, _naming) if catalog is not None else None


def is_written_phrase(text: str, catalog) -> bool:
    """Whether ``text`` as a whole is what ``written_phrase`` would find in it (``written_phrase(text) == text``),
    without looking at its shorter stretches."""
    words = [w for w in (w.strip(".,;:!?()\"'") for w in text.split()) if w]
    return catalog is not None and " ".join(words) == text and MIN_WORDS <= len(words) <= PHRASE_WORDS and \
        _is_phrase(words) and _naming(words) and corpus_mentions(catalog, text)


def _naming(part: list[str]) -> bool:
    return bool(topic_terms(" ".join(w for w in part if not is_scaffold(w) and w.lower() not in _QUANTITIES)))


def _longest_written(words: list[str], longest: int, catalog, naming=lambda part: True) -> str | None:
    for size in range(min(longest, len(words)), MIN_WORDS - 1, -1):
        for start in range(len(words) - size, -1, -1):
            part = words[start:start + size]
            if _is_phrase(part) and naming(part) and corpus_mentions(catalog, " ".join(part)):
                return " ".join(part)
    return None


def with_topic_as_written(reading: Reading, catalog) -> Reading:
    """An area or new-topic reading whose topic phrase is cut to what the corpus writes ("What themes run through the
    time series papers in the corpus?" -> "time series"), in its topic and the questions retrieval and people see;
    any other as it is (a question searched as asked has no topic phrase to cut)."""
    if reading.act not in ("area", "new_topic") or reading.rule in _AS_ASKED or not reading.topic or \
            reading.topic not in reading.query:
        return reading
    topic = as_the_corpus_writes(reading.topic, catalog)
    if topic == reading.topic:
        return reading
    return replace(reading, topic=topic, query=reading.query.replace(reading.topic, topic),
                   standalone=reading.standalone.replace(reading.topic, topic))


def _some_paper(catalog, phrase: str, test) -> bool:
    terms = phrase_terms(phrase)  # what ``test`` reads (one spelling); the postings hold words as BM25 indexed them
    postings = [catalog.bm25.postings(t) for t in set(content_terms(phrase))]
    if not terms or not postings or any(len(p) == 0 for p in postings):
        return False
    together = reduce(np.intersect1d, postings)[:PAPERS_CHECKED]
    return any(test(p, terms) for p in catalog.get(together.tolist()))


def _is_phrase(words: list[str]) -> bool:
    """Starts and ends with a content word (not a word of order: "X for the next product" ends at X) and holds
    MIN_WORDS of them."""
    return _is_content(words[0]) and _is_content(words[-1]) and sum(map(_is_content, words)) >= MIN_WORDS and \
        words[0].lower() not in _ORDER_WORDS and words[-1].lower() not in _ORDER_WORDS


def _is_content(word: str) -> bool:
    return bool(content_terms(word)) and not is_stopword(word.lower())
