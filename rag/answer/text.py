"""Plain-text helpers shared by the generators, the check and abstention: sentences, numbers, content words."""
from __future__ import annotations

import re

# [3], [1, 2], [1][2] (the brackets may hold several numbers)
CITATION_RE = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
_NUMBER_RE = re.compile(r"(?<![\w.])[-−]?\d+(?:[.,]\d+)*(?:\s*%)?")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9\-]+")
_ABBREVIATIONS = ("e.g.", "i.e.", "et al.", "vs.", "cf.", "Fig.", "fig.", "Eq.", "eq.", "approx.", "resp.", "etc.",
                  "Dr.", "No.", "al.")
_PLACEHOLDER = "\u2060"  # word joiner: stands in for the dot of an abbreviation while splitting

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


def content_words(text: str) -> set[str]:
    """Lower-cased words that carry meaning (no stopwords, no 1-2 letter words), crudely singularised."""
    words = set()
    for w in _WORD_RE.findall(text.lower()):
        if w in STOPWORDS or len(w) < 3:
            continue
        words.add(_singular(w))
    return words


def _singular(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def split_sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of ``text``: each line is a boundary, and so is [.!?] before a space and
    a capital/digit/bracket. Abbreviations (e.g., et al.) do not end a sentence; a run of citations right after a
    full stop ("... results. [2]") stays with the sentence before it."""
    protected = text
    for abbr in _ABBREVIATIONS:
        protected = protected.replace(abbr, abbr[:-1] + _PLACEHOLDER)
    spans: list[tuple[int, int]] = []
    pos = 0
    for line in protected.split("\n"):
        line_start = pos
        pos += len(line) + 1
        start = 0
        for m in re.finditer(r"[.!?](?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])*(?=\s+[\"'(\[*]?[A-Z0-9])", line):
            end = m.end()
            _add_span(spans, line, line_start, start, end)
            start = end
        _add_span(spans, line, line_start, start, len(line))
    return spans


def _add_span(spans: list[tuple[int, int]], line: str, offset: int, start: int, end: int) -> None:
    piece = line[start:end]
    lead = len(piece) - len(piece.lstrip())
    trail = len(piece.rstrip())
    if trail > lead:
        spans.append((offset + start + lead, offset + start + trail))


def sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in split_sentences(text)]
