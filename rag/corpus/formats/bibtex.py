"""A small BibTeX reader: @type{key, field = {…} | "…" | 2024 | macro # "…", …}; entries with an abstract
field become records. No dependency; @string macros are expanded, @comment/@preamble ignored."""
from __future__ import annotations

import re

from rag.corpus.fields import record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_text

MONTHS = {m: m for m in ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")}


class BibError(ValueError):
    pass


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and (text[i].isspace() or text[i] == "%"):
        if text[i] == "%":  # comment to end of line
            while i < len(text) and text[i] != "\n":
                i += 1
        else:
            i += 1
    return i


def _braced(text: str, i: int) -> tuple[str, int]:
    depth, j = 0, i
    while j < len(text):
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j], j + 1
        j += 1
    raise BibError("unbalanced braces")


def _quoted(text: str, i: int) -> tuple[str, int]:
    depth, j = 0, i + 1
    while j < len(text):
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == '"' and depth == 0:
            return text[i + 1:j], j + 1
        j += 1
    raise BibError("unterminated quoted value")


def _value(text: str, i: int, macros: dict[str, str]) -> tuple[str, int]:
    parts: list[str] = []
    while True:
        i = _skip_space(text, i)
        if i >= len(text):
            raise BibError("value missing at end of file")
        ch = text[i]
        if ch == "{":
            part, i = _braced(text, i)
        elif ch == '"':
            part, i = _quoted(text, i)
        else:
            m = re.compile(r"[\w.:+/-]+").match(text, i)
            if not m:
                raise BibError(f"unexpected {ch!r} where a value should be")
            word, i = m.group(0), m.end()
            part = word if word.isdigit() else macros.get(word.lower(), MONTHS.get(word.lower(), word))
        parts.append(part)
        i = _skip_space(text, i)
        if i < len(text) and text[i] == "#":
            i += 1
            continue
        return "".join(parts), i


def _fields(text: str, i: int, close: str, macros: dict[str, str]) -> tuple[dict[str, str], int]:
    fields: dict[str, str] = {}
    while True:
        i = _skip_space(text, i)
        if i < len(text) and text[i] == ",":
            i += 1
            continue
        if i >= len(text):
            raise BibError("entry not closed")
        if text[i] == close:
            return fields, i + 1
        m = re.compile(r"[A-Za-z][\w:.+-]*").match(text, i)
        if not m:
            raise BibError(f"expected a field name, found {text[i]!r}")
        name, i = m.group(0).lower(), _skip_space(text, m.end())
        if i >= len(text) or text[i] != "=":
            raise BibError(f"field {name!r} has no '='")
        fields[name], i = _value(text, i + 1, macros)


def split_bib_authors(value: str) -> tuple[list[str], bool]:
    """'A and {B and C} and others' → (['A', 'B and C'], True): 'and' splits only outside braces."""
    names: list[str] = []
    depth, start, i = 0, 0, 0
    while i < len(value):
        ch = value[i]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif depth == 0 and value[i:i + 5].lower() == " and ":
            names.append(value[start:i])
            start = i = i + 5
            continue
        i += 1
    names.append(value[start:])
    names = [" ".join(n.split()) for n in names if n.strip()]
    truncated = bool(names) and names[-1].lower() == "others"
    if truncated:
        names = names[:-1]
    return [_bib_name(n) for n in names], truncated


def _bib_name(name: str) -> str:
    """'Hospedales, Timothy' → 'Timothy Hospedales'."""
    if name.startswith("{") and name.endswith("}") and name.count("{") == 1:
        return name  # a braced name is literal ("{World Health Organization}")
    parts = [p.strip() for p in name.split(",")]
    if len(parts) == 2 and all(parts):
        return f"{parts[1]} {parts[0]}"
    if len(parts) == 3 and all(parts):  # von Last, Jr, First
        return f"{parts[2]} {parts[0]} {parts[1]}"
    return name.strip()


def parse_bibtex(text: str, file: str) -> tuple[list[RawRecord], list[ParseIssue]]:
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    macros: dict[str, str] = {}
    for m in re.finditer(r"@\s*([A-Za-z]+)\s*([{(])", text):
        line = text.count("\n", 0, m.start()) + 1
        kind, close = m.group(1).lower(), "}" if m.group(2) == "{" else ")"
        if kind in ("comment", "preamble"):
            continue
        i = m.end()
        try:
            if kind == "string":
                fields, _ = _fields(text, i, close, macros)
                macros.update(fields)
                continue
            key = re.compile(r"\s*([^,\s}]*)\s*,").match(text, i)
            if not key:
                raise BibError("entry has no citation key")
            fields, _ = _fields(text, key.end(), close, macros)
        except BibError as e:
            issues.append((line, f"malformed BibTeX @{kind} entry ({e}); skipped"))
            continue
        truncated = False
        if "author" in fields:
            names, truncated = split_bib_authors(fields["author"].strip())
            fields["author"] = [clean_text(n) for n in names]
        made = record_from_fields(fields, file, line)
        if isinstance(made, str):
            issues.append((line, f"@{kind}{{{key.group(1)}}}: {made}"))
        else:
            made.authors_truncated = made.authors_truncated or truncated
            records.append(made)
    if not records and not issues and "@" not in text:
        issues.append((None, "no BibTeX entries found"))
    return records, issues
