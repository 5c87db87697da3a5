"""Plain-text rendering of an Answer (CLI, chat history) and reading the sources list back (for follow-ups)."""
from __future__ import annotations

import re

from rag.records import Answer, Citation, Stance

# what source_line() writes, read back: "[n] title — authors (year)"; a title may itself hold " — "
# ("Lin et al. — zero-shot sketch retrieval"), so only the last " — authors (year)" is cut off
_SOURCE_LINE = re.compile(r"^\s*\[(\d+)\]\s+(.+?)(?:\s+—\s+[^—]*\((?:\d{4}|n\.d\.)\))?\s*$")


def source_line(c: Citation) -> str:
    p = c.paper
    line = f"[{c.n}] {p.display_title} — {p.short_authors()} ({p.year or 'n.d.'})"
    if c.pages:  # full text: the pages cited, in the local PDF
        line += f"; {'p.' if len(c.pages) == 1 else 'pp.'} {', '.join(map(str, c.pages))} of {p.pdf}"
    return line


def format_answer(answer: Answer) -> str:
    parts = [answer.text.strip()]
    if answer.stance is not None and answer.stance.papers:
        parts.append(stance_text(answer.stance))
    if answer.citations:
        parts.append("Sources:\n" + "\n".join(source_line(c) for c in answer.citations))
    if answer.notice:
        parts.append(f"Note: {answer.notice}")
    return "\n\n".join(parts)


def stance_text(stance: Stance, width: int = 20) -> str:
    """The stance tally: a text meter (support share of the papers that take a side) and each side's papers with
    the sentence that decides it."""
    sup, con = stance.side("SUPPORT"), stance.side("CONTRADICT")
    sided = len(sup) + len(con)
    filled = round(width * len(sup) / sided) if sided else 0
    meter = f"[{'+' * filled}{'-' * (width - filled)}]" if sided else "[" + " " * width + "]"
    lines = [f"Stance of the {len(stance.papers)} closest papers: {len(sup)} support, {len(con)} contradict, "
             f"{len(stance.side('NEUTRAL'))} neutral {meter}"]
    for sign, side in (("+ supports", sup), ("- contradicts", con)):
        for p in side:
            lines.append(f"  {sign}: {p.paper.display_title} ({p.paper.year or 'n.d.'}), "
                         f"p={max(p.support, p.contradict):.2f}: \"{p.sentence}\"")
    return "\n".join(lines)


def parse_source_line(line: str) -> tuple[int, str] | None:
    """(n, title) of a line written by source_line(), or None for any other line."""
    m = _SOURCE_LINE.match(line)
    return (int(m.group(1)), m.group(2).strip()) if m else None


_LABEL = re.compile(r"\*\*(.+?)\*\*")
_MARK = re.compile(r"\[(\d+)(?:,[^\]]*)?\]")


def parse_labels(text: str) -> list[tuple[int, str]]:
    """(n, title) for each bold paper label of an answer's own text ("**MEDFAIR** (Zong et al., n.d.): … [1]."),
    numbered by the first citation mark after it, before the next label: the papers of an answer passed back
    without its sources list (``Answer.text`` as a chat turn's content)."""
    labels = list(_LABEL.finditer(text))
    found = []
    for label, following in zip(labels, labels[1:] + [None]):
        mark = _MARK.search(text, label.end(), following.start() if following else len(text))
        if mark:
            found.append((int(mark.group(1)), label.group(1).strip()))
    return found


def cited_titles(text: str) -> list[str]:
    """Titles of the sources listed under a rendered answer, in citation order (else its bold paper labels)."""
    titles = [parsed[1] for line in text.splitlines() if (parsed := parse_source_line(line))]
    return titles or _LABEL.findall(text)
