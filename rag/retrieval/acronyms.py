"""Acronyms and their long forms as the corpus defines them: "large language models (LLMs)" -> LLM = large language
model. Mined once per catalog (at ingest) with the Schwartz–Hearst rule: the long form is the few words before
the parenthesis whose first word starts with the acronym's first letter and which contain its letters in order."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Iterable

_DEFINITION = re.compile(r"((?:[\w-]+\s+){1,8})\(\s*([A-Z][A-Za-z0-9-]{1,9}?)(s?)\s*\)")
MIN_SHARE = 0.6  # an acronym defined in several ways keeps its main long form only if it has this share
MAX_ACRONYMS = 50_000


def _long_form(words: list[str], acronym: str) -> str | None:
    letters = [c.lower() for c in acronym if c.isalpha()]
    if len(letters) < 2 or sum(c.isupper() for c in acronym) < 2:
        return None
    for n in range(1, min(len(words), len(letters) + 2) + 1):
        candidate = words[-n:]
        if candidate[0][:1].lower() != letters[0]:
            continue
        text = " ".join(candidate).lower()
        at = 0
        for c in letters:  # the acronym's letters appear in order
            at = text.find(c, at)
            if at < 0:
                break
            at += 1
        else:
            if len(candidate) >= max(2, len(letters) - 2):
                return " ".join(candidate)
    return None


def _singular(long_form: str, plural: bool) -> str:
    """"large language models" defined as "(LLMs)" -> "large language model"; "(HPV)" keeps "virus"."""
    return long_form[:-1] if plural and long_form.endswith("s") and not long_form.endswith("ss") else long_form


def mine_acronyms(texts: Iterable[str]) -> dict[str, str]:
    """acronym -> its most common long form (lower case, singular) over ``texts``."""
    seen: dict[str, Counter] = defaultdict(Counter)
    for text in texts:
        for m in _DEFINITION.finditer(text or ""):
            long = _long_form(m.group(1).split(), m.group(2))
            if long:
                seen[m.group(2)][_singular(long.lower(), bool(m.group(3)))] += 1
    out = {}
    for acronym, forms in seen.items():
        form, count = forms.most_common(1)[0]
        if count / sum(forms.values()) >= MIN_SHARE:
            out[acronym] = form
    return dict(sorted(out.items(), key=lambda kv: -sum(seen[kv[0]].values()))[:MAX_ACRONYMS])


def by_long_form(acronyms: dict[str, str]) -> dict[str, str]:
    """long form -> acronym (the most common acronym of a long form that several define)."""
    out: dict[str, str] = {}
    for acronym, long_form in acronyms.items():  # most common first (mine_acronyms)
        out.setdefault(long_form, acronym)
    return out
