"""Author lines: recognise them, split them into names, and notice when a list was cut."""
from __future__ import annotations

import re

from rag.corpus.text import clean_text

PARTICLES = {"van", "von", "de", "der", "den", "da", "di", "del", "della", "la", "le", "du", "dos", "das", "bin",
             "al", "el", "ter", "ten", "y", "zu", "mac", "st."}
_MORE = re.compile(r"\s*\(\+\s*\d+\s*more\)\s*$", re.I)
_ET_AL = re.compile(r"\s*,?\s*(?:et\s+al\.?|等(?:人)?|and others)\s*$", re.I)
_ALL_AUTHORS = re.compile(r"^\s*All authors\s*:?\s*", re.I)


def _name_ok(name: str) -> bool:
    tokens = name.split()
    if not 1 <= len(tokens) <= 6:
        return False
    caps = 0
    for t in tokens:
        if t.lower() in PARTICLES:
            continue
        if not re.match(r"^[^\W\d_][\w'’.\-]*$", t):
            return False
        if t[0].isupper():
            caps += 1
        else:
            return False
    return caps >= 1


def split_authors(line: str) -> tuple[list[str], bool]:
    """'A, B and C et al. (+6 more)' → (['A', 'B', 'C'], True). Returns names in page order."""
    s = _ALL_AUTHORS.sub("", line.strip())
    truncated = False
    while True:
        m = _MORE.search(s) or _ET_AL.search(s)
        if not m:
            break
        s, truncated = s[:m.start()], True
    s = s.strip().rstrip(",;")
    if not s:
        return [], truncated
    parts = re.split(r"\s*;\s*|\s*,\s*(?:and\s+)?|\s+and\s+|\s+&\s+", s)
    names = [clean_text(p).strip(" ,;") for p in parts if p.strip()]
    return [n for n in names if n], truncated


def is_full_list_line(line: str) -> bool:
    return bool(_ALL_AUTHORS.match(line))


def has_cut_marker(line: str) -> bool:
    s = line.strip()
    return bool(_MORE.search(s) or _ET_AL.search(s))


def looks_like_author_line(line: str) -> bool:
    """A comma/'and'-separated list of capitalised personal names (1-6 words each), nothing else."""
    s = line.strip()
    if not s or len(s) > 2000 or s.endswith((".", "?", "!", ":")) and not has_cut_marker(s):
        return False
    if re.search(r"[:?!()\[\]{}$\\|/=<>0-9]", _MORE.sub("", s)):
        return False
    names, _ = split_authors(s)
    return bool(names) and all(_name_ok(n) for n in names)
