"""Key phrases that name a group of papers: c-TF-IDF over noun-phrase-like unigrams and bigrams.

A phrase scores by how many of the group's papers use it (its class frequency) times how rare it is in the whole
corpus (inverse document frequency from the search catalog, so "learning" never names a theme and "diffusion
models" does). Stop words, generic research verbs and adjectives ("propose", "novel", "offering", "existing") and
adverbs never become labels; a label must occur in at least half of its group's papers; ties are broken by
coverage and then by where the phrase first occurs, never alphabetically.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from rag.text.words import STOPWORDS, singular

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9\-]*[A-Za-z0-9]|[A-Za-z]")
# web and mail addresses: a code link is no theme
_ADDRESS = re.compile(r"(?:\bhttps?://|\bwww\.)\S+|\b[\w.+-]+@[\w-]+\.[\w.]+|"
                      r"\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|io|net|edu|ai)/\S*", re.I)
# verbs, adjectives and fillers that describe how a paper talks, not what it is about
GENERIC = frozenset("""
accelerate accelerating access achieve achieved achieves achieving acclaimed across address addresses addressing
admit allow allows alternative analyse analyze analysed analyzed analysing analyzing apply applied applies
applying arch available behavior behaviour benchmark-free better beyond broad can challenge challenges challenging
common compare compared comparing competitive comprehensive consider considered considering consistent
consistently crucial current demonstrate demonstrated demonstrates demonstrating design designed develop developed
developing different difficult diverse due effective effectively efficient efficiently empirical empirically
enable enables enabling enhance enhanced enhancing ensure establish evaluate evaluated evaluating evidence
existing experiment experiments experimental explore explored exploring extensive extensively fail fails first
focus focused focuses furthermore general generally given good great high higher highly however identify important
improve improved improvement improvements improves improving include includes including increase increasing
introduce introduced introduces introducing key large larger leverage leverages leveraging limited lower main make
makes making many much multiple need needs notably offer offered offering offers often one outperform
outperforming outperforms particular particularly perform performs popular potential power powerful practical
present presented presents previous prior promising provide provided provides providing question range real-world
reduce reduced reduces remain remains require requires requiring robust scalable several show significant
significantly similar simple single specific state-of-the-art still strong substantial substantially success
successful suggest superior terms therefore three towards two typically unique various via well wide widely within
yet yield yields able additionally aim aims based better called case cases certain despite end even example first
able allows thus upon whether whose
""".split())
# topical only next to another word: "diffusion model", "federated learning task", never "model" alone
BIGRAM_ONLY = frozenset("""
model models framework frameworks evaluation task tasks problem problems technique techniques understanding performance benchmark
""".split())
_ADVERB = re.compile(r"ly$")
MIN_WORD_CHARS = 3  # shorter tokens are not content words
LABEL_MIN_SHARE = 0.5  # a label is shared by at least this share of its group's texts
BIGRAM_BONUS = 1.25  # a two-word phrase names a theme better than one word
OTHER_GROUPS_PENALTY = 0.5  # how much a phrase frequent in the answer's other groups is held back


def _norm(token: str) -> str:
    """One spelling for singular and plural ("models" -> "model"), so a phrase counts once per paper."""
    return singular(token.lower())


def _content(token: str) -> bool:
    t = token.lower()
    return (len(t) >= MIN_WORD_CHARS and t not in STOPWORDS and t not in GENERIC and _norm(t) not in GENERIC
            and not _ADVERB.search(t) and not t.isdigit() and not re.fullmatch(r"[\d\-]+", t))


def phrases_of(text: str) -> dict[str, str]:
    """Candidate phrases of one text: normalised key -> the surface form first seen. Bigrams of two content words
    within a clause; unigrams of content words that are not verb forms ("-ing", "-ed") on their own."""
    out: dict[str, str] = {}
    text = _ADDRESS.sub(" ", text)  # "https://github.com/raman1121/…" names no theme ("https", "com raman1121")
    for clause in re.split(r"[.;:,()\[\]!?\"]", text):
        tokens = _TOKEN.findall(clause)
        for i, tok in enumerate(tokens):
            if not _content(tok):
                continue
            low = tok.lower()
            if not low.endswith(("ing", "ed")) and _norm(low) not in BIGRAM_ONLY and low not in BIGRAM_ONLY:
                out.setdefault(_norm(low), tok if tok.isupper() else low)
            if i + 1 < len(tokens) and _content(tokens[i + 1]):
                nxt = tokens[i + 1]
                if {_norm(low), _norm(nxt.lower())} <= BIGRAM_ONLY:
                    continue
                key = f"{low} {_norm(nxt)}"
                out.setdefault(key, f"{tok if tok.isupper() else low} {nxt if nxt.isupper() else nxt.lower()}")
    return out


@dataclass
class Corpus:
    """Document frequencies of the whole corpus (from the search catalog); ``df(word)`` counts papers with it."""
    df: Callable[[str], int]
    size: int

    def phrase_df(self, key: str) -> int:
        # a bigram occurs in at most as many papers as its rarer word: a safe (never too rare) estimate
        return min((self.df(w) for w in key.split()), default=0)


def label(group_texts: Sequence[str], corpus: Corpus | None, other_texts: Sequence[str] = (),
          n_phrases: int = 2, exclude: Sequence[str] = ()) -> list[str]:
    """The phrases that best name the group: shared by at least half of its texts (all of a single one), rare in
    the corpus, and more frequent here than in ``other_texts`` (the other groups of the same answer). Phrases in
    ``exclude`` (other themes' labels) are not used again. Two texts must share a phrase when they can."""
    per_text = [phrases_of(t) for t in group_texts]
    if not per_text:
        return []
    counts = Counter(k for p in per_text for k in p)
    others = Counter(k for t in other_texts for k in phrases_of(t))
    first_seen: dict[str, int] = {}
    surface: dict[str, str] = {}
    for p in per_text:
        for k, s in p.items():
            first_seen.setdefault(k, len(first_seen))
            surface.setdefault(k, s)
    n = len(per_text)
    need = max(1, math.ceil(n * LABEL_MIN_SHARE))
    total = corpus.size if corpus else n + len(other_texts)

    def score(k: str) -> float:
        coverage = counts[k] / n
        if corpus is not None:
            df = max(corpus.phrase_df(k), counts[k])
        else:
            df = counts[k] + others[k]
        idf = math.log(1 + total / (1 + df))
        contrast = 1.0 - OTHER_GROUPS_PENALTY * (others[k] / max(1, len(other_texts)))
        return coverage * idf * contrast * (BIGRAM_BONUS if " " in k else 1.0)

    taken = {" ".join(w.lower() for w in e.split()[:-1] + [_norm(e.split()[-1])]) for e in exclude if e.strip()}
    candidates = [k for k in counts if counts[k] >= (2 if n == 2 else need) and k not in taken]
    if not candidates:
        candidates = [k for k in counts if counts[k] >= need and k not in taken]
    ranked = sorted(candidates, key=lambda k: (-score(k), -counts[k], first_seen[k]))
    chosen: list[str] = []
    for k in ranked:
        if any(k in c.split() or c in k.split() or k in c or c in k for c in chosen):
            continue  # "diffusion" adds nothing to "diffusion model"
        chosen.append(k)
        if len(chosen) == n_phrases:
            break
    return [surface[k] for k in chosen]


def shares(phrase: str, text: str) -> bool:
    """Does ``text`` use ``phrase`` (singular/plural and case aside)? For checking labels against their papers."""
    keys = phrases_of(text)
    words = phrase.split()
    key = " ".join([w.lower() for w in words[:-1]] + [_norm(words[-1])]) if len(words) > 1 else _norm(phrase)
    if key in keys:
        return True
    return bool(re.search(r"\b" + re.escape(phrase.lower()).replace(r"\ ", r"\W+") + r"s?\b", text.lower()))


def recurring(texts: Sequence[str], corpus: Corpus | None, n_phrases: int = 3, min_share: float = 0.25
              ) -> list[tuple[str, int]]:
    """Phrases that recur across ``texts`` (at least two and ``min_share`` of them), most telling first, with the
    number of texts using each."""
    per_text = [phrases_of(t) for t in texts]
    counts = Counter(k for p in per_text for k in p)
    surface: dict[str, str] = {}
    first_seen: dict[str, int] = {}
    for p in per_text:
        for k, s in p.items():
            surface.setdefault(k, s)
            first_seen.setdefault(k, len(first_seen))
    need = max(2, math.ceil(min_share * len(texts)))
    total = corpus.size if corpus else len(texts)

    def score(k: str) -> float:
        df = max(corpus.phrase_df(k), counts[k]) if corpus else counts[k]
        return counts[k] * math.log(1 + total / (1 + df)) * (BIGRAM_BONUS if " " in k else 1.0)

    ranked = sorted((k for k in counts if counts[k] >= need), key=lambda k: (-score(k), -counts[k], first_seen[k]))
    chosen: list[str] = []
    for k in ranked:
        if any(k in c or c in k for c in chosen):
            continue
        chosen.append(k)
        if len(chosen) == n_phrases:
            break
    return [(surface[k], counts[k]) for k in chosen]
