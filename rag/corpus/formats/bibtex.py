"""A small BibTeX reader: @type{key, field = {…} | "…" | 2024 | macro # "…", …}; entries with an abstract
field become records. No dependency; @string macros are expanded, @comment/@preamble ignored."""
from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import TextIO

from rag.corpus.fields import record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord
from rag.corpus.text import clean_text

MONTHS = {m: m for m in ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")}


BLOCK = 1 << 20  # characters read at a time
ENTRY = re.compile(r"@\s*([A-Za-z]+)\s*([{(])")
KEY = re.compile(r"\s*([^,\s}]*)\s*,")
KEY_SO_FAR = re.compile(r"\s*[^,\s}]*\s*\Z")  # a key the end of the text read may have cut
WORD = re.compile(r"[\w.:+/-]+")
BRACE_OR_ESCAPE = re.compile(r"[{}\\]")
QUOTE_BRACE_OR_ESCAPE = re.compile(r'["{}\\]')
FIELD_NAME = re.compile(r"[A-Za-z][\w:.+-]*")


class BibError(ValueError):
    pass


class _NeedMore(BibError):
    """The text ended inside an entry: malformed at the end of the file, else read more and try again."""


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
    while True:
        m = BRACE_OR_ESCAPE.search(text, j)  # jump from one brace to the next (a char-by-char loop was 3x slower)
        if m is None:
            raise _NeedMore("unbalanced braces")
        j = m.start()
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        depth += 1 if ch == "{" else -1
        if depth == 0:
            return text[i + 1:j], j + 1
        j += 1


def _quoted(text: str, i: int) -> tuple[str, int]:
    depth, j = 0, i + 1
    while True:
        m = QUOTE_BRACE_OR_ESCAPE.search(text, j)
        if m is None:
            raise _NeedMore("unterminated quoted value")
        j = m.start()
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == '"' and depth == 0:
            return text[i + 1:j], j + 1
        depth += {"{": 1, "}": -1}.get(ch, 0)
        j += 1


def _value(text: str, i: int, macros: dict[str, str]) -> tuple[str, int]:
    parts: list[str] = []
    while True:
        i = _skip_space(text, i)
        if i >= len(text):
            raise _NeedMore("value missing at end of file")
        ch = text[i]
        if ch == "{":
            part, i = _braced(text, i)
        elif ch == '"':
            part, i = _quoted(text, i)
        else:
            m = WORD.match(text, i)
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
            raise _NeedMore("entry not closed")
        if text[i] == close:
            return fields, i + 1
        m = FIELD_NAME.match(text, i)
        if not m:
            raise BibError(f"expected a field name, found {text[i]!r}")
        name, i = m.group(0).lower(), _skip_space(text, m.end())
        if i >= len(text):
            raise _NeedMore(f"field {name!r} has no '='")
        if text[i] != "=":
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
    """The records and issues of a BibTeX text (for tests and small inputs; files are read by stream_bibtex)."""
    records: list[RawRecord] = []
    issues: list[ParseIssue] = []
    for item in stream_bibtex(io.StringIO(text, newline=""), file):
        (records if isinstance(item, RawRecord) else issues).append(item)
    return records, issues


class _Window:
    """The stream's text from the entry being read on, a block at a time, with line numbers counted as it goes:
    each character is counted once (counting from the start of the text for every entry made the parser
    quadratic: 8 MB took 58 s)."""

    def __init__(self, stream: TextIO):
        self.lines = iter(stream)
        self.text = ""
        self.eof = False
        self._pos, self._line = 0, 1  # line number at text[_pos]

    def line_at(self, pos: int) -> int:
        """Line number of text[pos]; positions asked for never go back."""
        self._line += self.text.count("\n", self._pos, pos)
        self._pos = pos
        return self._line

    def drop(self, pos: int) -> None:
        """Forget the text before ``pos`` (read already)."""
        self.line_at(pos)
        self.text = self.text[pos:]
        self._pos = 0

    def more(self, at_least: int) -> None:
        parts, got = [self.text], 0
        for line in self.lines:
            parts.append(line)
            got += len(line)
            if got >= at_least:
                break
        else:
            self.eof = True
        self.text = "".join(parts)


def stream_bibtex(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    """Records and issues of a BibTeX stream, entry by entry: memory holds one block and the entry being read,
    time grows linearly with the file (an entry cut by a block is read again once with twice the text)."""
    window = _Window(stream)
    window.more(BLOCK)
    macros: dict[str, str] = {}
    pos, found, saw_at = 0, False, False
    while True:
        m = ENTRY.search(window.text, pos)
        if m is None:
            saw_at = saw_at or "@" in window.text
            if window.eof:
                break
            tail = window.text.rfind("@", pos)  # an entry head may be cut by the block's end
            window.drop(tail if tail >= 0 else len(window.text))
            window.more(BLOCK)
            pos = 0
            continue
        found = True
        try:
            items, pos = _entry(window.text, m, macros, file, window.line_at(m.start()), final=window.eof)
        except _NeedMore:
            window.drop(m.start())
            window.more(max(BLOCK, len(window.text)))  # doubling: an unclosed entry is re-read O(log n) times
            pos = 0
            continue
        yield from items
    if not found and not saw_at:
        yield (None, "no BibTeX entries found")


def _entry(text: str, m: re.Match, macros: dict[str, str], file: str, line: int, final: bool
           ) -> tuple[list[RawRecord | ParseIssue], int]:
    """What the entry at ``m`` gives, and where to look for the next one. Raises _NeedMore when the entry runs
    past the text read so far and the stream has more."""
    kind, close = m.group(1).lower(), "}" if m.group(2) == "{" else ")"
    if kind in ("comment", "preamble"):
        return [], m.end()
    i = m.end()
    try:
        if kind == "string":
            fields, end = _fields(text, i, close, macros)
            macros.update(fields)
            return [], end
        key = KEY.match(text, i)
        if not key:
            if not final and KEY_SO_FAR.match(text, i):
                raise _NeedMore("citation key cut by the end of the text read")
            raise BibError("entry has no citation key")
        fields, end = _fields(text, key.end(), close, macros)
    except BibError as e:
        if isinstance(e, _NeedMore) and not final:
            raise
        return [(line, f"malformed BibTeX @{kind} entry ({e}); skipped")], m.end()
    truncated = False
    if "author" in fields:
        names, truncated = split_bib_authors(fields["author"].strip())
        fields["author"] = [clean_text(n) for n in names]
    made = record_from_fields(fields, file, line)
    if isinstance(made, str):
        return [(line, f"@{kind}{{{key.group(1)}}}: {made}")], end
    made.authors_truncated = made.authors_truncated or truncated
    return [made], end
