"""Plain-text cleaning shared by every parser: page chrome, broken lines, missing spaces, markup."""
from __future__ import annotations

import re
import unicodedata

from rag.corpus.latex import delatex
from rag.text.lines import join_lines
from rag.text.words import fold

# Lines that are page furniture, never paper content (matched on the stripped line).
CHROME_LINES = [
    re.compile(r"^论文检索$"),
    re.compile(r"^输入标题、作者或关键词"),
    re.compile(r"^Read the full abstract\s*▾?$", re.I),
    re.compile(r"^arXiv subjects$", re.I),
    re.compile(r"^Publications and source records attributed to\b", re.I),
    re.compile(r"^At least \d[\d,]*\s*records", re.I),
    re.compile(r"^PDF\s*↗$"),
    re.compile(r"^[\w.-]+↗$"),  # a bare category link such as "cs.AI↗"
]
# Fragments that may be glued to content and must be cut out of it.
CHROME_PREFIXES = re.compile(r"^\s*(?:PDF\s*↗\s*)+")
CHROME_SUFFIXES = re.compile(r"\s*(?:Read the full abstract\s*▾?)\s*$", re.I)
# Strings that must never survive into a field (used by tests and the fuzz checks).
CHROME_STRINGS = ("论文检索", "输入标题", "PDF ↗", "Read the full abstract", "↗", "▾", "Cross-listed from",
                  "At least 19 records", "Publications and source records")
GLYPH_CHROME = ("论文检索", "PDF ↗", "Read the full abstract", "↗", "▾", "Cross-listed from")  # never in any field

# A hyphen at a line end or before a space that is a suspended compound ("inner- and outer-loop"), not a break.
SUSPENDED_NEXT = {"and", "or", "nor", "to", "as", "vs", "versus", "but", "than", "through", "via", "with", "&"}


def is_chrome(line: str) -> bool:
    s = line.strip()
    return any(p.search(s) for p in CHROME_LINES)


def strip_chrome(text: str) -> str:
    if "PDF" in text[:40]:
        text = CHROME_PREFIXES.sub("", text)
    if "Read the full abstract" in text[-40:] or "read the full abstract" in text[-40:].lower():
        text = CHROME_SUFFIXES.sub("", text)
    return text


_BROKEN_WORD = re.compile(r"(?<![\w-])([a-z]{2,})- ([a-z]{2,})\b")


def _fix_word_breaks(text: str) -> str:
    """'mini- mizes' (a word broken by the source) → 'minimizes'; 'inner- and outer' stays."""
    def repl(m: re.Match) -> str:
        nxt = m.group(2)
        if nxt.lower() in SUSPENDED_NEXT:
            return m.group(0)
        return m.group(1) + nxt
    return _BROKEN_WORD.sub(repl, text) if "- " in text else text


_GLUED_STOP = re.compile(r"(?<=[a-z%)\]0-9][a-z%)\]])\.(?=[A-Z][a-z]+)")
_GLUED_TOKEN = re.compile(r"(?<!\S)\S*?[a-z%)\]]\.[A-Z][a-z]\S*")


def _fix_missing_spaces(text: str) -> str:
    """'evidence.We' → 'evidence. We' (not inside URLs, file names or abbreviations such as 'cs.AI')."""
    def fix_token(m: re.Match) -> str:
        tok = m.group(0)
        if "/" in tok or "@" in tok or "www." in tok or "http" in tok:
            return tok
        return _GLUED_STOP.sub(". ", tok)
    return _GLUED_TOKEN.sub(fix_token, text)


def normalize_space(text: str) -> str:
    if "\u200b" in text or "\ufeff" in text:
        text = text.replace("\u200b", "").replace("\ufeff", "")
    return " ".join(text.split())


_GLYPH_CHROME = re.compile(r"PDF\s*↗|Read the full abstract\s*▾?|[↗▾]|论文检索", re.I)


def clean_text(text: str) -> str:
    """One field (title or abstract) made clean and readable."""
    if not text:
        return ""
    text = unicodedata.normalize("NFC", text)
    text = strip_chrome(normalize_space(text))
    if "↗" in text or "▾" in text or "论文检索" in text or "ead the full abstract" in text:
        text = _GLYPH_CHROME.sub(" ", text)
    text = delatex(text)
    text = _fix_word_breaks(text)
    text = _fix_missing_spaces(text)
    return normalize_space(strip_chrome(text))


def clean_abstract(lines: list[str] | str) -> str:
    if isinstance(lines, str):
        lines = lines.split("\n")
    return clean_text(join_lines([l for l in lines if not is_chrome(l)]))


def normalize_key(text: str) -> str:
    """Letters and digits only, folded, single-spaced: for ids and duplicate keys."""
    return " ".join(re.findall(r"\w+", fold(text)))


def is_abstract_line(line: str) -> bool:
    """Prose long enough to be (the start of) an abstract rather than a title, name or category line."""
    s = strip_chrome(line.strip())
    words = s.split()
    if len(s) >= 200 and len(words) >= 25:
        return True
    return len(words) >= 12 and bool(re.search(r"[.!?)\]]$", s)) and bool(re.search(r"[a-z]{3,} [a-z]{3,}", s))


def split_categories(line: str) -> list[str]:
    """'Machine Learning · Cross-listed from cs.AI' → ['Machine Learning', 'cs.AI']; 'cs.AI↗' → ['cs.AI']."""
    out: list[str] = []
    for part in re.split(r"\s+·\s+|\s*↗\s*|\s*▾\s*", line.strip()):
        part = clean_text(re.sub(r"Cross-listed from\s*", " ", part, flags=re.I)).strip(" ·,;")
        if part and part not in out:
            out.append(part)
    return out
