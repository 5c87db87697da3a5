"""Shared reading of blank-line separated pages: the non-empty, non-chrome lines and where abstracts are."""
from __future__ import annotations

from statistics import median

from rag.corpus.text import is_abstract_line, is_chrome


def paragraphs(lines: list[str]) -> list[tuple[int, str]]:
    """(1-based line, stripped text) of every non-empty line that is not page chrome."""
    return [(i + 1, l.strip()) for i, l in enumerate(lines) if l.strip() and not is_chrome(l)]


def groups_before_abstracts(paras: list[tuple[int, str]]) -> list[tuple[list[tuple[int, str]], tuple[int, str]]]:
    """Each abstract with the non-abstract lines between it and the previous abstract."""
    out = []
    pending: list[tuple[int, str]] = []
    for para in paras:
        if is_abstract_line(para[1]):
            out.append((pending, para))
            pending = []
        else:
            pending.append(para)
    return out


def typical_gap(paras: list[tuple[int, str]]) -> float:
    """Median number of header lines (authors, categories…) before an abstract; 0 when there are no abstracts."""
    groups = groups_before_abstracts(paras)
    return median(len(g) for g, _ in groups) if groups else 0


def trailing_lines(paras: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Lines after the last abstract (an author or category line whose abstract is missing)."""
    last = max((k for k, (_, text) in enumerate(paras) if is_abstract_line(text)), default=-1)
    return paras[last + 1:]
