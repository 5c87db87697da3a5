"""Split a paper's abstract into sentence-aware chunks under a tiktoken (cl100k_base) budget.

Chunks never cut a sentence unless that one sentence is longer than the budget (then it is cut between words);
consecutive chunks overlap by whole sentences. The text that is *embedded* carries the paper's title and authors
as context ("Title. Authors: A, B, C et al.\n\nchunk"); the text that is *stored and shown* is the chunk alone.
An optional ``fits`` check (the embedder's own tokenizer) makes sure title + authors + chunk fit the encoder's
window (MiniLM reads 256 wordpieces): a chunk that does not fit is split again with a smaller budget.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from rag.records import Paper
from rag.text.sentences import prose_sentences
from rag.text.tokens import count_tokens, decode, encode

CONTEXT_TITLE_TOKENS = 40  # the title in the embedded context is cut to this many tokens
CONTEXT_AUTHORS = 3  # authors named in the embedded context (then "et al.")
MIN_BUDGET = 16  # below this a chunk is not split further to fit the encoder window


@dataclass(frozen=True)
class Chunk:
    id: str  # "<paper id>:<n>"
    paper_id: str
    n: int  # 0-based position in the paper
    text: str  # stored and shown
    embed_text: str  # what the encoder reads: context + text
    page: int | None = None  # full text: the PDF page the chunk starts on (1-based)
    page_end: int | None = None  # … and the page it ends on
    section: str | None = None  # full text: the section heading ("3 Results"); "Abstract" for the abstract
    page_breaks: tuple[tuple[int, int], ...] = ()  # full text: (offset in text, page) where a new page starts

    def location(self) -> dict:
        """What a full-text chunk adds to its stored metadata (nothing for an abstract-only paper)."""
        out: dict = {}
        if self.page is not None:
            out["page"] = self.page
            out["page_end"] = self.page_end or self.page
        if self.section:
            out["section"] = self.section
        if self.page_breaks:  # Chroma metadata holds scalars: "412:8;903:9"
            out["page_breaks"] = ";".join(f"{o}:{p}" for o, p in self.page_breaks)
        return out


def _cut_long_sentence(sentence: str, budget: int) -> list[str]:
    """A sentence longer than the budget, cut between words into pieces of at most ``budget`` tokens."""
    pieces: list[str] = []
    current: list[str] = []
    for word in sentence.split(" "):
        trial = " ".join(current + [word])
        if current and count_tokens(trial) > budget:
            pieces.append(" ".join(current))
            current = [word]
        else:
            current.append(word)
    if current:
        pieces.append(" ".join(current))
    # a single "word" over budget (e.g. a huge formula without spaces): cut by tokens
    out: list[str] = []
    for piece in pieces:
        tokens = encode(piece)
        if len(tokens) <= budget:
            out.append(piece)
        else:
            out.extend(decode(tokens[i:i + budget]) for i in range(0, len(tokens), budget))
    return out


# --- chunks --------------------------------------------------------------------------------------------------
def chunk_text(text: str, budget: int, overlap: int) -> list[str]:
    """Pack whole sentences into chunks of at most ``budget`` tokens; each chunk after the first starts with the
    last sentences of the previous one, as many as fit in ``overlap`` tokens (never the whole previous chunk)."""
    units: list[tuple[str, int]] = []
    for sentence in prose_sentences(text):
        n = count_tokens(sentence)
        if n <= budget:
            units.append((sentence, n))
        else:
            units.extend((piece, count_tokens(piece)) for piece in _cut_long_sentence(sentence, budget))
    chunks: list[str] = []
    current: list[tuple[str, int]] = []
    size = 0
    fresh = 0  # units in `current` that are not overlap from the previous chunk
    for unit in units:
        sep = 1 if current else 0  # a joining space is about one token
        if current and size + sep + unit[1] > budget and fresh:
            chunks.append(" ".join(u[0] for u in current))
            current = _overlap_tail(current, overlap)
            size = sum(u[1] for u in current) + max(len(current) - 1, 0)
            fresh = 0
            sep = 1 if current else 0
            while current and size + sep + unit[1] > budget:  # overlap must leave room for the new sentence
                dropped = current.pop(0)
                size -= dropped[1] + (1 if current else 0)
                sep = 1 if current else 0
        current.append(unit)
        size += sep + unit[1]
        fresh += 1
    if fresh:
        chunks.append(" ".join(u[0] for u in current))
    return chunks


def _overlap_tail(units: list[tuple[str, int]], overlap: int) -> list[tuple[str, int]]:
    tail: list[tuple[str, int]] = []
    size = 0
    for unit in reversed(units[1:]):  # never carry the whole chunk over
        if size + unit[1] > overlap:
            break
        tail.insert(0, unit)
        size += unit[1] + 1
    return tail


def embed_context(paper: Paper) -> str:
    """Title (or display title) and the first authors: what the encoder reads before each chunk."""
    title = (paper.title or paper.display_title or "").strip()
    tokens = encode(title)
    if len(tokens) > CONTEXT_TITLE_TOKENS:
        title = decode(tokens[:CONTEXT_TITLE_TOKENS]).rstrip() + "…"
    parts = [title.rstrip(".") + "."] if title else []
    if paper.authors:
        parts.append("Authors: " + paper.short_authors(CONTEXT_AUTHORS) + ".")
    return " ".join(parts)


def chunk_paper(paper: Paper, budget: int, overlap: int, fits: Callable[[str], bool] | None = None) -> list[Chunk]:
    """The paper's chunks, ids ``<paper id>:<n>``. ``fits(embed_text)`` (optional) says whether the encoder reads
    the whole embedded text; chunks that do not fit are re-split with smaller budgets."""
    context = embed_context(paper)
    texts: list[str] = []
    for text in chunk_text(paper.abstract, budget, overlap) or [""]:
        texts.extend(_fit(text, context, budget, overlap, fits))
    located: list[Located] = []
    if paper.body:  # full text: the abstract's chunks are labelled, then the sections' chunks with their pages
        located = [Located(t, section="Abstract") for t in texts if t]
        located += body_chunks(paper, context, budget, overlap, fits)
    elif not any(texts):  # no abstract: the title/authors alone still make the paper findable
        texts = [""]
    if not located:
        located = [Located(t) for t in texts]
    return [
        Chunk(id=f"{paper.id}:{n}", paper_id=paper.id, n=n, text=loc.text,
              embed_text=f"{context}\n\n{loc.text}".strip() if loc.text else context or paper.display_title,
              page=loc.page, page_end=loc.page_end, section=loc.section, page_breaks=loc.page_breaks)
        for n, loc in enumerate(located)
    ]


@dataclass(frozen=True)
class Located:
    """A chunk's text and, for full text, where it sits: pages, section, page breaks inside it."""
    text: str
    page: int | None = None
    page_end: int | None = None
    section: str | None = None
    page_breaks: tuple[tuple[int, int], ...] = ()


SKIPPED_KINDS = ("references", "acknowledgements")  # never indexed: never retrieved nor cited as evidence


def body_chunks(paper: Paper, context: str, budget: int, overlap: int, fits: Callable[[str], bool] | None
                ) -> list[Located]:
    """Each chunk of the paper's full text with its first and last page, section heading and the page breaks
    inside it; References left out. Chunks never span two sections."""
    out: list[Located] = []
    for section in paper.body:
        if section.kind in SKIPPED_KINDS:
            continue
        text = re.sub(r"\s+", " ", section.text).strip()
        cursor = 0
        for piece in chunk_text(text, budget, overlap):
            for part in _fit(piece, context, budget, overlap, fits):
                start = _find(text, part, cursor)
                cursor = max(cursor, start)
                breaks = tuple((o - start, p) for o, p in section.pages if start < o < start + len(part))
                out.append(Located(part, section.page_at(start), section.page_at(start + len(part) - 1),
                                   section.heading or None, breaks))
    return out


def _find(text: str, part: str, cursor: int) -> int:
    """Where ``part`` starts in ``text`` at or after ``cursor`` (its first words, as chunking may re-space)."""
    head = part[:60]
    at = text.find(head, cursor)
    if at < 0:
        at = text.find(head)
    return at if at >= 0 else cursor


def _fit(text: str, context: str, budget: int, overlap: int, fits: Callable[[str], bool] | None) -> list[str]:
    if fits is None or not text or fits(f"{context}\n\n{text}") or budget <= MIN_BUDGET:
        return [text]
    smaller = max(MIN_BUDGET, int(budget * 0.75))
    out: list[str] = []
    for piece in chunk_text(text, smaller, min(overlap, smaller // 4)):
        out.extend(_fit(piece, context, smaller, overlap, fits))
    return out
