"""Plain-text rendering of an Answer (CLI, chat history) and reading the sources list back (for follow-ups)."""
from __future__ import annotations

import re

from rag.records import Answer, Citation

_SOURCE_LINE = re.compile(r"^\s*\[(\d+)\]\s+(.+?)(?:\s+—\s+.*)?$")


def source_line(c: Citation) -> str:
    p = c.paper
    line = f"[{c.n}] {p.display_title} — {p.short_authors()} ({p.year or 'n.d.'})"
    if c.pages:  # full text: the pages cited, in the local PDF
        line += f"; {'p.' if len(c.pages) == 1 else 'pp.'} {', '.join(map(str, c.pages))} of {p.pdf}"
    return line


def format_answer(answer: Answer) -> str:
    parts = [answer.text.strip()]
    if answer.citations:
        parts.append("Sources:\n" + "\n".join(source_line(c) for c in answer.citations))
    if answer.notice:
        parts.append(f"Note: {answer.notice}")
    return "\n\n".join(parts)


def cited_titles(text: str) -> list[str]:
    """Titles of the sources listed under a rendered answer, in citation order (else its bold paper labels)."""
    titles = [m.group(2).strip() for line in text.splitlines() if (m := _SOURCE_LINE.match(line))]
    return titles or re.findall(r"\*\*(.+?)\*\*", text)
