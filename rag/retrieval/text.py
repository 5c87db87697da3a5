"""Text normalisation shared by BM25, filters and metadata routing: one tokenizer, one accent folding."""
from __future__ import annotations

import re
import threading
from functools import lru_cache

from rag.text.words import fold as fold_text

_WORD = re.compile(r"\w\w+", re.UNICODE)
NAME_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
# German transliteration: "Stühmer" folds to "stuhmer", "Stuehmer" must too. Only inside a word, so that
# "Xue" stays "xue" (and does not collide with "Xu").
_TRANSLIT = re.compile(r"([aou])e(?=[a-z])")

# Words that ask for papers rather than describe their content ("which papers study X?").
# Connectives that carry no topic: "In contrast, reinforcement learning ..." stems to {contrast, reinforc, learn}, so
# without this a paper saying "in contrast" reads as one on contrastive learning, and "In general, ..." as one on
# generalisation ("contrastive" and "contrast", "generalization" and "general" share their stems)
DISCOURSE = re.compile(r"\b(?:(?:in|by) contrast|in (?:addition|particular|general|fact|turn|summary|short)|"
                       r"on the other hand|to this end|in order to|as a result)\b")
QUERY_META_WORDS = frozenset(
    "paper papers article articles work works publication publications corpus study studies research "
    "write wrote written writes author authors authored coauthored co publish published publishes worked working "
    "contributed find show list listed tell give summarise summarize summary anything something everything "
    "please know main document documents discuss discusses discussed discussing".split()
)




def fold(text: str) -> str:
    """Lower-case, accents stripped, letters such as ø and ß spelled out: "Stühmer" -> "stuhmer", "XUE" -> "xue"."""
    return fold_text(text, transliterate=True)


def name_tokens(text: str) -> list[str]:
    """Tokens for comparing person names: folded, German ue/oe/ae collapsed ("Stuehmer" == "Stühmer")."""
    return [_TRANSLIT.sub(r"\1", t) for t in NAME_TOKEN.findall(fold(text))]


def words(text: str) -> list[str]:
    """Folded word tokens (two or more characters), not stemmed, stop words kept."""
    return _WORD.findall(fold(text))


def _topic_words(text: str) -> list[str]:
    """``words`` without the discourse connectives, whose nouns stem like topic words."""
    return _WORD.findall(DISCOURSE.sub(" ", fold(text)))


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from bm25s.stopwords import STOPWORDS_EN_PLUS

    return frozenset(STOPWORDS_EN_PLUS)


_stemmer_local = threading.local()  # PyStemmer objects are not thread-safe


def _stemmer():
    stemmer = getattr(_stemmer_local, "stemmer", None)
    if stemmer is None:
        import Stemmer

        stemmer = _stemmer_local.stemmer = Stemmer.Stemmer("english")
    return stemmer


def is_stopword(word: str) -> bool:
    return word in _stopwords()


def content_terms(text: str) -> list[str]:
    """English-stemmed tokens without stop words: what BM25 indexes and what the overlap signal counts."""
    stop = _stopwords()
    return _stemmer().stemWords([w for w in _topic_words(text) if w not in stop])


def query_content_terms(text: str) -> set[str]:
    """The content terms of a question, without words that only ask for papers ("which papers ...")."""
    stop = _stopwords()
    kept = [w for w in _topic_words(text) if w not in stop and w not in QUERY_META_WORDS]
    return set(_stemmer().stemWords(kept))
