"""Answer-text helpers shared by the generators and the check: citations, numbers, markup.

Sentences, content words and folding live in rag.text."""
from __future__ import annotations

import re

# [3], [1, 2], [1][2] (the brackets may hold several numbers)
CITATION_RE = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
_NUMBER_RE = re.compile(r"(?<![\w.])[-−]?\d+(?:[.,]\d+)*(?:\s*%)?")



def citations_in(text: str) -> list[int]:
    """Every cited number, in order of appearance (duplicates kept)."""
    return [int(n) for m in CITATION_RE.finditer(text) for n in re.split(r"\s*[,;]\s*", m.group(1))]


def strip_citations(text: str) -> str:
    text = CITATION_RE.sub("", text)
    return re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"[ \t]{2,}", " ", text)).strip()


def strip_markup(text: str) -> str:
    """Markdown emphasis, list bullets and our own warning markers out, for embedding and number checks."""
    text = re.sub(r"⚠[^\n]*", "", text)
    text = re.sub(r"^\s*(?:[-*+]|\d+\.)\s+", "", text)
    text = re.sub(r"^\*\*[^*\n]+\*\*(?:\s*\([^()\n]*\))?:\s+", "", text)  # a "**Title** (Author, year):" label
    return text.replace("**", "").replace("__", "").replace("`", "").strip()


def numbers_in(text: str) -> set[str]:
    """Numbers as written, normalised ("88.7 %" -> "88.7%", "1,000" -> "1000", "−3" -> "-3")."""
    out = set()
    for m in _NUMBER_RE.finditer(text):
        tok = m.group(0).replace(" ", "").replace("−", "-")
        if re.fullmatch(r"-?\d{1,3}(,\d{3})+(%?)", tok):
            tok = tok.replace(",", "")
        out.add(tok.rstrip(".,"))
    return out


def number_core(tok: str) -> str:
    """The numeric value of a token without sign or percent, so "88.7%" matches "88.7" and "$88.7\\%$"."""
    return tok.lstrip("-").rstrip("%")
