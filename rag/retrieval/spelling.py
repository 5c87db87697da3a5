"""Misspelt query words read as the corpus's own words: "knowlege distilation" searches for "knowledge
distillation".

A query word whose stemmed term no paper contains is compared with the terms the corpus does contain: the terms one
edit away (a letter dropped, added, changed, or two letters swapped) are its candidates, and the one the most
papers use wins. The word in the question is then replaced by the corpus's own spelling of that term closest to
what was typed ("knowlege" -> "knowledge", "modles" -> "models", "contrastve" -> "contrastive"), read from a few
papers that use it. A misspelling that stems like a corpus term ("federeated" -> "feder") is read the same way
when no paper holding the term spells it so (BM25 would find it, the encoder would not). Real words are never
touched, nor numbers, nor words written in capitals (acronyms and names: "CKKS" is no typo of "CKS"). Short words
(under six letters) have too many neighbours among the corpus's terms: they are read only as the chat's own words
("wich of thes" -> "which of these", "tell me mroe about teh second one").

A word the corpus lacks is often not a typo but a topic it does not cover ("quantum" or "photonics" in a
machine-learning library): a word that is, or whose stem is, a whole word of the encoder's English vocabulary
(all-MiniLM-L6-v2's 30k wordpieces, ~20k of them whole words) is never read as another word, and the correction is
reported to the user (rag.answer.chain notes "Read 'knowlege' as 'knowledge'"), so a wrong reading is seen, not
silent.
"""
from __future__ import annotations

import re
import string
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Container

from rag.embedding.export import model_dir
from rag.retrieval.text import content_terms, fold, query_content_terms, words

# Set on the tuning half of `litchat bench typos` (SciFact and NFCorpus queries misspelt by rule): five-letter
# words were misread more often than read back ("borwn" -> "born", "werds" -> "words"), and readings two edits
# away or with another first letter were mostly other words ("treted" -> "tree", "causea" -> "nausea")
MIN_WORD_LENGTH = 6  # words shorter than this have too many neighbours one edit away
SAMPLE_PAPERS = 5  # papers read for the spelling of a corrected term
READINGS_KEPT = 20_000  # words whose reading a speller keeps (a few MB)
MAX_WORD_EDITS = 1  # the corpus's spelling of a corrected term is at most this far from the typed word ...
LONG_WORD = 8  # ... or two edits for a word this long ("recomendation" -> "recommendations")
# the words a chat about papers is made of, misspelt in a hurry; where a typo is one edit from several, the first
# here wins ("thes" is "these", not "the" or "this")
CHAT_WORDS = ("which", "these", "those", "their", "there", "what", "when", "where", "about", "more", "most", "paper",
              "papers", "study", "other", "first", "second", "third", "fourth", "fifth", "last", "tell", "show",
              "list", "give", "compare", "between", "only", "also", "with", "without", "from", "they", "them", "this",
              "that", "than", "then", "the", "does", "and", "for", "any", "all", "one", "ones", "use", "used")
_LETTERS = string.ascii_lowercase
_TO_AMERICAN = {"is": "iz", "our": "or", "tre": "ter", "yse": "yze"}
_AMERICAN = re.compile(r"(?<=\w\w\w)(is(?=(e|ed|es|ing|ation|ations|er|ers)$)|our(?=(s|ed|ing|al)?$)|"
                       r"tre(?=s?$)|yse(?=[sd]?$))")
_WORD = re.compile(r"\b[^\W\d_]{3,}\b", re.UNICODE)  # letters only: "GPT4", "resnet50" are never corrected


@dataclass(frozen=True)
class Spelling:
    """The query as searched, and the words read differently: (as typed, as read)."""
    text: str
    fixes: tuple[tuple[str, str], ...] = field(default=())

    @property
    def note(self) -> str | None:
        """"Read 'knowlege' as 'knowledge'." for the answer's notice, or None when nothing was changed."""
        if not self.fixes:
            return None
        return "Read " + ", ".join(f"'{typed}' as '{read}'" for typed, read in self.fixes) + "."


def edits1(word: str) -> set[str]:
    """Every string one deletion, transposition, substitution or insertion away from ``word``."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    changes = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return (deletes | swaps | changes | inserts) - {word}


def corrected_term(term: str, vocabulary: Container[str], document_frequency: Callable[[str], int]) -> str | None:
    """The corpus term one edit from ``term`` that the most papers use (ties: alphabetically first), or None."""
    scored = [(document_frequency(c), c) for c in sorted(edits1(term)) if c in vocabulary]
    df, best = max(scored, key=lambda x: x[0], default=(0, ""))
    return best if df > 0 else None


class Speller:
    """Reads misspelt query words as the corpus's words. ``vocabulary``: the stemmed terms the corpus holds;
    ``document_frequency``: papers holding a term; ``texts_with``: the texts of a few papers holding a term (for its
    spelling). One speller serves one corpus revision: each word's reading is kept (a chat asks the same words again,
    and the chain's question is read again by the search), so the papers' texts are read once a word."""

    def __init__(self, vocabulary: Container[str], document_frequency: Callable[[str], int],
                 texts_with: Callable[[str, int], list[str]]):
        self.vocabulary = vocabulary
        self.document_frequency = document_frequency
        self.texts_with = texts_with
        self._read: dict[str, str | None] = {}

    def __call__(self, query: str) -> Spelling:
        """``query`` with each misspelt word replaced by its reading (see the module docstring)."""
        fixes: list[tuple[str, str]] = []
        pieces: list[str] = []
        last = 0
        for m in _WORD.finditer(query):
            read = self._known_reading(m.group(0))
            if read is not None:
                pieces += [query[last:m.start()], read]
                last = m.end()
                fixes.append((m.group(0), read))
        if not fixes:
            return Spelling(query)
        return Spelling("".join(pieces) + query[last:], tuple(dict.fromkeys(fixes)))

    def _known_reading(self, word: str) -> str | None:
        if word not in self._read:
            if len(self._read) >= READINGS_KEPT:
                self._read.clear()
            self._read[word] = self._reading(word)
        return self._read[word]

    def _reading(self, word: str) -> str | None:
        """The spelling ``word`` is read as, or None when it stays."""
        if any(ch.isupper() for ch in word[1:]):
            return None  # an acronym or a name written with capitals ("ReeFL", "CKKS")
        lower = fold(word)
        read = self._chat_word(lower) if len(word) < MIN_WORD_LENGTH else self._content_word(lower)
        if read is None:
            return None
        return read.capitalize() if word[0].isupper() else read

    def _content_word(self, lower: str) -> str | None:
        terms = list(query_content_terms(lower))
        if len(terms) != 1:
            return None  # a stop or request word
        known = terms[0] in self.vocabulary
        read = self._american(lower) if not known else None  # "quantisation" where the corpus writes "quantization"
        if read is None and not (is_english(lower) or is_english(terms[0])):  # a real word is never misspelt
            read = self._misspelt_surface(lower, terms[0]) if known else self._misspelt_stem(lower, terms[0])
        return read

    def _chat_word(self, lower: str) -> str | None:
        """A short word no paper and no dictionary has, one edit from a word the chat itself is made of ("wich of
        thes", "tell me mroe about teh second one"): read as the first such word of CHAT_WORDS."""
        terms = content_terms(lower)
        if is_english(lower) or (terms and terms[0] in self.vocabulary):
            return None  # "abut" is a word; "moe" a corpus term (mixture of experts)
        return next((w for w in CHAT_WORDS if w[0] == lower[0] and edit_distance(lower, w) == 1), None)

    def _american(self, typed: str) -> str | None:
        american = american_spelling(typed)
        terms = list(query_content_terms(american))
        return american if american != typed and len(terms) == 1 and terms[0] in self.vocabulary else None

    def _misspelt_stem(self, typed: str, term: str) -> str | None:
        """A word no paper uses: the corpus's spelling of the term one edit away, or None when there is none."""
        target = corrected_term(term, self.vocabulary, self.document_frequency)
        if target is None:
            return None
        found = self._spellings(target)
        best = min(found, key=lambda w: (edit_distance(typed, w), -found[w], w)) if found else target
        allowed = MAX_WORD_EDITS + (len(typed) >= LONG_WORD)
        return best if edit_distance(typed, best) <= allowed and best[0] == typed[0] else None

    def _misspelt_surface(self, typed: str, term: str) -> str | None:
        """A misspelling that stems like a corpus term ("federeated" -> "feder"): BM25 finds it, the encoder
        does not. Read as the corpus's spelling one edit away when no paper holding the term writes it as typed
        and the edit is inside the word, not in its ending ("distillations" is no typo of "distillation")."""
        found = self._spellings(term)
        if not found or typed in found:
            return None
        near = [w for w in found if edit_distance(typed, w) == 1 and _common_prefix(typed, w) < len(typed) - 3]
        return max(near, key=lambda w: (found[w], w)) if near else None

    def _spellings(self, term: str) -> Counter:
        """How often each spelling of ``term`` occurs in a few papers that hold it."""
        return Counter(w for text in self.texts_with(term, SAMPLE_PAPERS) for w in words(text)
                       if content_terms(w) == [term])


def _common_prefix(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def edit_distance(a: str, b: str) -> int:
    """Edits from ``a`` to ``b``: insertions, deletions, substitutions and swaps of neighbours (optimal string
    alignment), so that every string in ``edits1(a)`` is one away."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], prev2[j - 2] + 1)
        prev2, prev = prev, row
    return prev[-1]


@lru_cache(maxsize=1)
def _english() -> frozenset[str]:
    """The whole words of the encoder's wordpiece vocabulary (no "##" pieces, no [special] tokens)."""
    lines = (model_dir() / "vocab.txt").read_text(encoding="utf-8").split()
    return frozenset(w for w in lines if w.isalpha() and w.islower())


def american_spelling(word: str) -> str:
    """"quantisation" -> "quantization", "colour" -> "color", "centre" -> "center", "analyse" -> "analyze". A rule,
    not a dictionary ("promise" -> "promize"): it is only asked about words the corpus lacks, and its answer only
    used when the corpus has the American word."""
    return _AMERICAN.sub(lambda m: _TO_AMERICAN[m.group(0)], word)


def is_english(word: str) -> bool:
    """A whole word of the vocabulary, British spellings read as American ("summarise", "colour")."""
    english = _english()
    return word in english or american_spelling(word) in english
