"""Fit the numbered sources into the model's window, counted with tiktoken (cl100k_base)."""
from __future__ import annotations

from dataclasses import dataclass

from rag.records import Paper, PaperHit
from rag.text.tokens import count_tokens, decode, encode


def cut_to_tokens(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` tokens, at the last sentence end when there is one in the second half."""
    tokens = encode(text)
    if len(tokens) <= limit:
        return text
    cut = decode(tokens[:max(limit, 0)])
    stop = cut.rfind(". ")
    return (cut[:stop + 1] if stop > len(cut) // 2 else cut.rstrip()) + " …"


@dataclass
class Source:
    n: int
    paper: Paper
    text: str  # the (possibly cut) abstract given to the model

    def render(self) -> str:
        p = self.paper
        year = p.year or "n.d."
        return f"[{self.n}] {p.display_title} ({p.short_authors()}, {year})\n{self.text}"


def fit_sources(hits: list[PaperHit], budget_tokens: int, min_tokens_each: int = 60) -> list[Source]:
    """As many of the best hits as fit ``budget_tokens`` (at least ``min_tokens_each`` of abstract each); short
    abstracts go in whole and the rest of the budget is shared fairly among the long ones (water-filling)."""
    for n in range(len(hits), 0, -1):
        chosen = hits[:n]
        headers = [count_tokens(Source(i, h.paper, "").render()) + 2 for i, h in enumerate(chosen, start=1)]
        room = budget_tokens - sum(headers)
        if room < n * min_tokens_each:
            continue
        needs = [count_tokens(h.paper.abstract) for h in chosen]
        give = _water_fill(needs, room)
        return [Source(i, h.paper, cut_to_tokens(h.paper.abstract, g))
                for i, (h, g) in enumerate(zip(chosen, give), start=1)]
    return []


def _water_fill(needs: list[int], room: int) -> list[int]:
    give = [0] * len(needs)
    left, remaining = room, len(needs)
    for i in sorted(range(len(needs)), key=lambda j: needs[j]):
        share = left // remaining
        give[i] = min(needs[i], share)
        left -= give[i]
        remaining -= 1
    return give
