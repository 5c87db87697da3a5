"""Broken lines back into running text: the one line joiner, with a named rule for a hyphen at a line's end.

- ``"keep"`` (web pages, exports): the hyphen stays and the next line follows without a space ("state-of-" /
  "the-art" -> "state-of-the-art"), except before "and" / "or" / "to" ("inner-" / "and outer" keeps the space);
  words a page broke by a hyphen and a space are mended later, by the corpus cleaner.
- ``"broken-word"`` (PDF text layers): a hyphen before a lower-case letter is a word broken across the line end
  ("experi-" / "ments" -> "experiments"), and so is pdfium's soft-hyphen mark (``SOFT_HYPHEN``), always.
"""
from __future__ import annotations

import re
from typing import Iterable, Literal

HyphenRule = Literal["keep", "broken-word"]
SOFT_HYPHEN = "\ufffe"  # pdfium's mark for a hyphen it judged to be a line-end hyphenation
_KEPT_HYPHEN = re.compile(r"\w-$")
_LIST_WORD = re.compile(r"(?:and|or|to)\b")


def join_lines(lines: Iterable[str], hyphen: HyphenRule = "keep") -> str:
    out = ""
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        out = _join(out, line, hyphen) if out else line
    return out.replace(SOFT_HYPHEN, "") if hyphen == "broken-word" else out


def _join(out: str, line: str, hyphen: HyphenRule) -> str:
    if hyphen == "keep":
        glued = _KEPT_HYPHEN.search(out) and not _LIST_WORD.match(line)
        return out + line if glued else f"{out} {line}"
    if out.endswith(SOFT_HYPHEN):
        return out[:-1] + line
    if out.endswith("-") and len(out) > 1 and out[-2].isalpha() and line[:1].islower():
        return out[:-1] + line
    return f"{out} {line}"
