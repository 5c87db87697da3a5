"""The one rendering rule for untrusted text (corpus titles, authors, abstracts, passages, and answers made from
them): it is shown, never interpreted. Every place that puts such text on a page, in a Markdown file or on a
terminal goes through one of these, and only our own formatting (citations, emphasis, links we build from
identifiers) is left live:

- ``as_html``: for HTML (the sources panel, notices): ``< > & " '`` as entities, and ``$ { } ` `` too (no template
  or LaTeX syntax is read by the page).
- ``as_markdown``: for Markdown (the chat message, the exported answer): every character Markdown reads as
  structure is backslash-escaped, so no image, link, heading, list, table or emphasis comes from the text; ``:``
  after a scheme, ``www.`` and ``@`` are escaped too, so no bare URL or e-mail address becomes an autolink; ``<``
  and ``&`` are escaped, so no raw HTML or entity is read either.
- ``defang_markdown``: for Markdown that carries our structure (an answer's bold labels, the area table) around
  untrusted text: structure stays, but every construct that would fetch, link or inject is neutralised: raw HTML
  and <autolinks> (``<``), entities, inline and reference links and images (``](``, ``][``, a ``[`` opening a
  line), bare URLs and e-mail addresses, ATX and setext headings.
- ``for_terminal``: for the CLI: control characters (C0 but tab and newline, DEL, C1: ESC sequences that retitle
  or recolour a terminal, NUL) and bidirectional overrides (U+202A–U+202E, U+2066–U+2069, which reorder what the
  reader sees) are removed; ``for_terminal_json`` writes them as ``\\uXXXX`` escapes instead (lossless JSON).
"""
from __future__ import annotations

import html
import re

_TEMPLATE_CHARS = str.maketrans({"$": "&#36;", "{": "&#123;", "}": "&#125;", "`": "&#96;"})
_MD_PUNCT = re.compile(r"""([\\`*_\[\]()<>#|!~{}$&"'^=+@])""")  # read as structure somewhere in Markdown/GFM
_SCHEME = re.compile(r":(?=//)")  # http://… would become an autolink
_MD_BULLET = re.compile(r"^(\s*)-", re.MULTILINE)  # a list item or a setext underline
_MD_NUMBERED = re.compile(r"^(\s*\d+)([.)])", re.MULTILINE)  # an ordered list item
_WWW = re.compile(r"(?i)\b(www)\.")
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def as_html(text: str | None) -> str:
    return html.escape(text or "", quote=True).translate(_TEMPLATE_CHARS)


def as_markdown(text: str | None) -> str:
    escaped = _MD_PUNCT.sub(r"\\\1", text or "")
    escaped = _SCHEME.sub(r"\\:", _WWW.sub(r"\1\\.", escaped))
    escaped = _MD_BULLET.sub(r"\1\\-", escaped)
    return _MD_NUMBERED.sub(r"\1\\\2", escaped)


_DEFANG = [
    (re.compile(r"<"), r"\\<"),
    (re.compile(r"&(?=#?\w+;)"), r"\\&"),
    (re.compile(r"\]([(\[])"), r"\\]\1"),
    (re.compile(r"^( {0,3})\[", re.MULTILINE), r"\1\\["),
    (re.compile(r"^( {0,3})#", re.MULTILINE), r"\1\\#"),
    (re.compile(r"^( {0,3})([=-])(?=[=\-\s]*$)", re.MULTILINE), r"\1\\\2"),
    (re.compile(r":(?=//)"), r"\\:"),
    (re.compile(r"(?i)\b(www)\."), r"\1\\."),
    (re.compile(r"@"), r"\\@"),
]


def defang_markdown(text: str | None) -> str:
    out = text or ""
    for pattern, replacement in _DEFANG:
        out = pattern.sub(replacement, out)
    return out


def for_terminal(text: str) -> str:
    return _TERMINAL_UNSAFE.sub("", text)


def for_terminal_json(text: str) -> str:
    """JSON text with every terminal-unsafe character (only possible inside its strings) as a \\uXXXX escape."""
    return _TERMINAL_UNSAFE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)
