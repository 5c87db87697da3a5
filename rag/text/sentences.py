"""Sentence splitting: the one home of it, with two contracts.

- ``prose_sentences(text)``: the sentences of an abstract as strings, white space normalised; abbreviations
  ("e.g.", "et al.") and initials ("J. Smith") do not end a sentence, closing quotes/brackets stay with it. Chunking
  packs these into chunks, so changing it changes every stored chunk (and the index fingerprint should change).
- ``sentence_spans(text)`` / ``sentences(text)``: (start, end) offsets into the text as given (no normalising), for
  answers and abstracts read by the check, the evidence bank and the corpus's coined-name finder: a line break is a
  boundary, and a run of citations after a full stop ("... results. [2]") stays with the sentence before it.
"""
from __future__ import annotations

import re


# --- prose (chunking) ----------------------------------------------------------------------------------------
_PROSE_ABBREVIATIONS = {
    "e.g", "i.e", "et al", "al", "etc", "vs", "fig", "figs", "eq", "eqs", "sec", "no", "cf", "approx", "resp",
    "dr", "prof", "mr", "mrs", "ms", "st", "jr", "sr", "inc", "ltd", "co", "ca", "var", "ref", "refs", "tab",
    "u.s", "e.u", "ph.d", "vol", "pp", "ch", "eds", "ed", "est",
}
# a sentence ends at . ! ? (optionally followed by closing quotes/brackets) before white space and an opening
# character of the next sentence; or at CJK full stops
_BOUNDARY = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9\u0391-\u03a9\u4e00-\u9fff$\\])|(?<=[。！？])\s*")
_LAST_WORD = re.compile(r"([A-Za-z][A-Za-z.]*)\.[\"'”’)\]]*$")


def prose_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (white space normalised), keeping abbreviations such as "e.g." and "et al." inside."""
    text = re.sub(r"\s+", " ", text).strip()
    if not text:
        return []
    sentences: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        candidate = text[start:m.start()].strip()
        last = _LAST_WORD.search(candidate)
        if last and (last.group(1).lower() in _PROSE_ABBREVIATIONS or len(last.group(1)) == 1):
            continue  # "e.g. X", "et al. 2020", an initial "J. Smith": not a boundary
        if candidate:
            sentences.append(candidate + _closing(text, m))
        start = m.end()
    rest = text[start:].strip()
    if rest:
        sentences.append(rest)
    return [s.strip() for s in sentences if s.strip()]


def _closing(text: str, m: re.Match) -> str:
    """The closing quotes/brackets the boundary match swallowed belong to the sentence before it."""
    return text[m.start():m.end()].rstrip()


# --- spans (answers, evidence, coined names) ------------------------------------------------------------------
_SPAN_ABBREVIATIONS = ("e.g.", "i.e.", "et al.", "vs.", "cf.", "Fig.", "fig.", "Eq.", "eq.", "approx.", "resp.", "etc.",
                  "Dr.", "No.", "al.")
_PLACEHOLDER = "\u2060"  # word joiner: stands in for the dot of an abbreviation while splitting


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of ``text``: each line is a boundary, and so is [.!?] before a space and
    a capital/digit/bracket. Abbreviations (e.g., et al.) do not end a sentence; a run of citations right after a
    full stop ("... results. [2]") stays with the sentence before it."""
    protected = text
    for abbr in _SPAN_ABBREVIATIONS:
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
    return [text[a:b] for a, b in sentence_spans(text)]


# --- chat turns ------------------------------------------------------------------------------------------------
def turn_sentences(text: str, questions: bool = False) -> list[str]:
    """The sentences of a chat turn: a full stop or "!" before white space ends one whatever case follows (people
    type "ok. which of these …"), except after an abbreviation or an initial ("what does no. 2 show?", "What did
    Dr. Lee find?", "Smith et al. found what?"); with ``questions``, a question mark before white space too ("Any
    papers on X?? need them for my thesis" is two)."""
    parts = re.split(r"(?<=[.!])\s+", text.strip())
    out: list[str] = []
    for part in parts:
        last = _LAST_WORD.search(out[-1]) if out else None
        if last and (last.group(1).lower() in _PROSE_ABBREVIATIONS or len(last.group(1)) == 1):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return [q for s in out for q in re.split(r"(?<=\?)\s+", s)] if questions else out
