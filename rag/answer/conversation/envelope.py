"""What wraps a request without being part of it: a letter's salutation and close, where the asker is ("(in a meeting,
typing under the table)"), and what the asker sets aside before asking ("Leaving the methods aside, ..."). Read off a
turn before its asides (``asides.without_asides``), which keep their own sign-offs and greetings.
"""
from __future__ import annotations

import re

# a letter's salutation and its close: "Dear Sir or Madam,\n", "To whom it may concern:"; "... Yours faithfully,\nMargaret
# Hale", "... Kind regards, Tom" (after the end of a sentence; the name, capitalised, may be left out)
_SALUTATION = re.compile(r"^\s*(?:dear\s+[^\n,:;.?!]{1,40}?|to whom it may concern)\s*(?:[,:;!]\s*|\n\s*)(?=\S)", re.I)
_CLOSE = re.compile(r"(?<=[.?!])\s+(?i:yours(?:\s+(?:faithfully|sincerely|truly))?|(?:kind|best|warm|warmest|with)\s+"
                    r"(?:regards|wishes)|regards|sincerely|all the best|many thanks|thanks(?: again)?|cheers|best)"
                    r"\s*[,.!]?\s*(?:[A-Z][\w.'\-]*(?:[ \t]+[A-Z][\w.'\-]*){0,2}[.!]?)?\s*$")
# where the asker is, in a parenthesis before the request: "(in a meeting, typing under the table) which of those ...?"
# (not one that moves on or points: "(new topic) any papers on X?", "(the second one) what did it find?")
_SITUATION = re.compile(r"^\s*\((?![^)]*\b(?:new|different|another|other|topic|search|question|forget|those|these|them|"
                        r"it|one|paper|papers|first|second|third|last|\d+)\b)[^()\n]{3,80}\)\s*(?=\w)", re.I)
# what the asker sets aside before asking: "Leaving the methods aside, what did it find?" (not the papers on the table:
# "Leaving those aside, ..." sets the list aside)
_LEFT_ASIDE = re.compile(r"^\W*(?:leaving|setting|putting)\s+(?:the\s+|its\s+|their\s+)?(?!(?:those|these|them|that|this|it|"
                         r"papers?|studies|ones?|list|answer|previous|last|earlier|other)\b)(?:[\w\-]+\s+){1,2}?aside\s*"
                         r"[,:\-\u2013\u2014]\s*", re.I)


def without_envelope(text: str) -> str:
    """``text`` without a letter's salutation and close, a leading parenthesis saying where the asker is and a
    leading "leaving X aside" (the close first: a letter's sign-off name would hide the close)."""
    out = _SALUTATION.sub("", _CLOSE.sub("", text))
    return _LEFT_ASIDE.sub("", _SITUATION.sub("", out))
