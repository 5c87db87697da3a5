"""How a turn was typed, mended before it is read: the slips of fast chat typing that change no word the person
meant but hide the words the interpreter reads by.

- no space after a mark: "ok.so,what did each of those find?one line each" ("example.org", "e.g." and "3.5" stay);
- a word corrected on a line of its own, marked with an asterisk: "What did each of those pavers find?\n*papers" is
  "What did each of those papers find?" (the correction replaces the word nearest to it in spelling; what follows it
  on its line is a comment: "*papers. Autocorrect strikes again");
- a message broken off and begun again: "which of those papers are brb\nback - which of those ...?" is the message
  after "back";
- dropped g's: "Switchin' it up", "lookin' for" are "Switching", "looking";
- a line pasted from a chat client: "dr_k> new search: papers on X", "<dana> which of those ...", "[09:41] me: ...";
- a query typed on the last answer: "SELECT title FROM your_last_answer WHERE topic = 'X';" asks which of those
  are about X;
- a question the asker answers at once ("Do those tell me anything about X? Not really. So what does the entire
  library say about it?"): the question after it, its "it" the first one's topic;
- an action between asterisks before the turn: "*reads the abstract twice* Where is it weakest?";
- markdown emphasis: "_all_ the research on _X_", "**which** of those" (snake_case words stay); a phrase typed as code:
  "Fresh search please: `X`."
- a parenthesis inside a parenthesis: "(completely new (nothing to do with the last))" is "(completely new, nothing
  to do with the last)";
- a numbered list of requests: "Next:\n1. forget those papers\n2. find papers on X" is "Next:\nforget those
  papers.\nfind papers on X." (each item a sentence of its own);
- a request quoted as someone sent it: 'My PI just messaged: "can you find stuff on X?" So, new search - any
  papers?' is the request without its quotation marks (a quoted title stays quoted);
- code before the words that say it: "`summarise(collection, topic)` - i.e. what does all the research on X say?" is
  the question after "i.e." (a code span names no act and no topic the chat can read);
- a numbered list on one line: "1. That paper you just described. 2. More detail on it, please." (the items counted
  up from 1, each opening a sentence) is its items without their numbers;
- emoticons: "new-topic :) - ...", "thanks ;-)" (they end no sentence and name nothing);
- punctuation dictated to speech-to-text: "that's enough on those full stop new topic colon any papers on X question
  mark" is "that's enough on those. new topic: any papers on X?" (only in a turn that dictates a full stop, question
  mark or exclamation mark; "colon" and "period" only before the words that open a request: "colon cancer" stays);
- the scope corrected mid-turn: "What do those papers say about X - no, wait, not those: the whole collection."
  asks the whole collection about X;
- a qualifier cut off as a sentence of its own: "More detail on it, please. Especially who was studied and how." is
  "More detail on it, please, especially who was studied and how."
"""
from __future__ import annotations

import difflib
import re

# a mark run into the next word: ",", ";", "?", "!" between letters; "." only between two words of three letters or more
# that do not spell a web address ("scholar.example.org", "news.example.com") or an abbreviation ("e.g.")
_RUN_ON = re.compile(r"(?<=[A-Za-z])([,;?!])(?=[A-Za-z])|(?<=[a-z]{3})(\.)(?=(?!(?:pdf|txt|csv|json|bib|ris|xml|html?|"
                     r"docx?)\b)[a-z]{3,}\b(?![./]))")
_WEB = re.compile(r"\b[\w\-]+(?:\.[\w\-]+)+(?:/\S*)?")
_SPAN = re.compile(r"`[^`\n]+`")  # code, kept as typed
_TLD = re.compile(r"\.(?:com|org|net|edu|gov|io|ai|ac|uk|de|fr|info|co)\b", re.I)
# "*papers", "*papers. Autocorrect strikes again", "papers*": a correction on a line of its own (not a bullet: "* X")
_CORRECTION = re.compile(r"\n\s*\*([A-Za-z][\w'\-]*)\*?(?:\W[^\n]*)?$|\n\s*([A-Za-z][\w'\-]*)\*(?:\W[^\n]*)?$")
_NEAR = 0.6  # how alike in spelling a corrected word and its correction are (difflib's ratio)
# "brb", "one sec", "hang on" ... then "back", "ok back", "sorry, back": the message starts again after it
_RESTART = re.compile(r"^.*?\b(?:brb|be right back|one sec(?:ond)?|hang on|hold on|gimme a sec)\b[^\n]*\n\s*"
                      r"(?:(?:ok(?:ay)?|sorry|right|so)\W*)*back\b(?:\s+now)?\s*(?:[,:;.!\-\u2013\u2014]+\s*)?", re.I | re.S)
# "switchin'", "Lookin'": a word of five letters or more ending in "in'" outside quotation marks
_DROPPED_G = re.compile(r"(?<![\w'\u2018])([A-Za-z][a-z]{2,}in)['\u2019](?![\w'\u2019])")
# a numbered list on one line: "1. That paper. 2. More on it." (the number opens the turn or follows a sentence's end)
_INLINE_NUMBER = re.compile(r"(?:^\s*|(?<=[.?!:;])\s+)\(?(\d{1,2})[.)]\s+(?=[A-Za-z\"'\u201c])")
# an emoticon between spaces: ":)", ":-(", ";)", ":D", ":P", "xD", "^^", "<3"
_EMOTICON = re.compile(r"(?<!\S)(?:[:;=][\-^']?[)(\]\[DPpO/\\|*3]+|\^_?\^|xD+|<3|\(:)(?!\S)")
# punctuation dictated to speech-to-text; a turn dictates when it says a full stop, question mark or exclamation mark
_DICTATING = re.compile(r"\b(?:full stop|question mark|exclamation (?:mark|point))\b", re.I)
_OPENS_REQUEST = (r"(?=\s+(?:any|what|which|who|how|is|are|do|does|did|can|could|would|please|papers?|studies|find|"
                  r"search|look|show|tell|give|list|summari[sz]e|i|we|new|next|now|and|so|ok(?:ay)?|thanks)\b|\s*$)")
_DICTATED = re.compile(r"\s*\b(?:(full stop|question mark|exclamation (?:mark|point)|semicolon|comma)|"
                       r"(colon|period)" + _OPENS_REQUEST + r")\b", re.I)
_MARKS = {"full stop": ".", "period": ".", "question mark": "?", "exclamation mark": "!", "exclamation point": "!",
          "semicolon": ";", "comma": ",", "colon": ":"}
# a qualifier after the end of the sentence it qualifies: "More detail on it, please. Especially who was studied."
_QUALIFIER = re.compile(r"(?<=\w)[.!]\s+(especially|particularly|in particular|specifically|mainly|chiefly|above all|"
                        r"notably)\b", re.I)
# a chat client's nick or time stamp before the message: "dr_k>", "<dana>", "[09:41] me:"
_NICK = re.compile(r"^\s*(?:\[\d{1,2}:\d{2}(?::\d{2})?\]\s*(?:[\w.\-]+:\s+)?)?(?:<[\w.\-]+>|[\w.\-]+>(?!>))\s*|"
                   r"^\s*\[\d{1,2}:\d{2}(?::\d{2})?\]\s*(?:[\w.\-]+:\s+)?")
# a code span and the words that say it in plain language after it ("- i.e.", "i.e.", "that is,", "in words:")
# (a code span asked about, "Which use `torch.compile`?", stays)
_CODE = re.compile(r"`[^`\n]+`\s*(?:[\-\u2013\u2014:,;]\s*)?(?:i\.\s?e\.?|that is|in (?:plain )?(?:words|english)|aka)\s*[,:]?\s*|"
                   r"^\s*`[^`\n]+`\s*[\-\u2013\u2014:]\s*", re.I)
# markdown emphasis around words ("_X_", "**which**", "~~old~~"), not inside one (snake_case, 2*3*4)
_EMPHASIS = re.compile(r"(?<![\w*])(\*\*|\*|__|_|~~)(?=\S)([^*_~\n]+?)(?<=\S)\1(?![\w*])")
# a request typed as a query on the last answer: "SELECT title FROM your_last_answer WHERE topic = 'X';"
_SQL = re.compile(r"^\s*SELECT\s+(?P<field>[\w*]+(?:\s*,\s*[\w*]+)*)\s+FROM\s+(?P<src>[\w.]+)(?:\s+WHERE\s+\w+\s*(?:=|LIKE)\s*"
                  r"['\"](?P<x>[^'\"]+)['\"])?\s*;?", re.I)
_ON_THE_TABLE = re.compile(r"last|listed|answer|previous|above|those|these|results|shown|cited", re.I)
# a question the asker answers at once, then the question they mean: "Do those papers tell me anything about X? Not
# really. So what does the entire library say about it?"
_SELF_ANSWERED = re.compile(r"^[^?]*\b(?:about|on|regarding)\s+(?P<x>[^?,]{2,60})\?\s*(?:no|nope|not really|not much|hardly)\b"
                            r"[^.?!]*[.!]\s+(?P<rest>\S.*)$", re.I | re.S)
_ABOUT_IT = re.compile(r"\b(about|on|regarding)\s+(?:it|that)\b", re.I)
# an action typed between asterisks before the turn: "*reads the abstract twice* Sounds too good. Where is it weakest?"
_ACTION = re.compile(r"^\s*\*[a-z]+s\s+[a-z' ,\-]{1,60}\*\s+(?=\S)")  # ("*clicks on FedP²EFT*" names a paper: kept)
# a plain phrase typed as code: "Fresh search please: `X`."
_PLAIN_CODE = re.compile(r"`([A-Za-z][\w \-']*)`")
# the scope corrected mid-turn: "What do those papers say about X - no, wait, not those: the whole collection."
_SCOPE_CORRECTED = re.compile(r"\s*[\-\u2013\u2014,;]?\s*\b(?:no|sorry|oops)\W+(?:wait\W+)?(?:i\s+mean\W+)?not\s+(?:those|these|"
                              r"them)(?:\s+(?:papers|ones))?\s*[:,;\-\u2013\u2014]\s*(?:i\s+mean\s+)?(?:the\s+)?(?:whole|entire|"
                              r"full)\s+(?:collection|corpus|library)\s*(?=[.!?]|$)", re.I)
_POINTING = re.compile(r"\b(?:(?:those|these)\s+(?:papers|ones|studies)|those|these|them|they)\b", re.I)
# an item of a numbered list on a line of its own: "1. forget those papers", "2) find papers on X", "(3) thanks"
_NUMBERED_ITEM = re.compile(r"^[ \t]*\(?\d{1,2}[.)][ \t]+(\S.*?)[ \t]*$", re.M)
# a checklist the turn points into keeps its numbers: "1. Titles ✓\n2. Main finding of each ✗\nNumber 2 next"
_CHECKLIST = re.compile(r"[\u2713\u2714\u2717\u2718\u2610\u2611\u2612]|\b(?:number|item|no\.|point|step)\s*\d|#\d",
                        re.I)
# a request in quotation marks: '"can you find stuff on X?"', '“any papers on X?”' (not a quoted title: it opens
# with words that ask)
_QUOTED_REQUEST = re.compile(r"[\"\u201c]((?:(?:can|could|would|will) you|please|find|look|search|pull|get|dig|"
                             r"is there|are there|have you|do you|got|any)\b[^\"\u201d\n]*)[\"\u201d]", re.I)
# a parenthesis inside a parenthesis: "(completely new (nothing to do with the last))"
_NESTED = re.compile(r"\(([^()]*)\(([^()]*)\)([^()]*)\)")


def typed_as_meant(text: str) -> str:
    """``text`` with its typing slips mended (see the module docstring); ``text`` itself when it has none."""
    text = _answered_by_the_asker(_NICK.sub("", _as_asked(_ACTION.sub("", text)), count=1))
    text = _scope_corrected(_QUOTED_REQUEST.sub(r"\1", _without_code(text)))
    text = _with_correction(_restarted(_DROPPED_G.sub(r"\1g", _as_punctuated(_without_emoticons(text)))))
    text = _QUALIFIER.sub(lambda m: ", " + m.group(1).lower(), _inline_items(_items_as_sentences(text)))
    return _run_ons_spaced(_flat_parentheses(_PLAIN_CODE.sub(r"\1", _EMPHASIS.sub(r"\2", text))))


def _items_as_sentences(text: str) -> str:
    """A numbered list's items without their numbers, each ended as a sentence; ``text`` itself when it holds no
    list of two items or more, or a checklist the turn points into."""
    if len(_NUMBERED_ITEM.findall(text)) < 2 or _CHECKLIST.search(text):
        return text
    return _NUMBERED_ITEM.sub(lambda m: m.group(1) + ("" if m.group(1)[-1] in ".?!:;" else "."), text)


def _inline_items(text: str) -> str:
    """A numbered list typed on one line without its numbers; ``text`` itself when its numbers do not count up
    from 1 over two items or more, or it is a checklist the turn points into."""
    numbers = [int(m.group(1)) for m in _INLINE_NUMBER.finditer(text)]
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)) or _CHECKLIST.search(text):
        return text
    return _INLINE_NUMBER.sub(lambda m: " " if m.start() else "", text).strip()


def _without_emoticons(text: str) -> str:
    out = _EMOTICON.sub("", text)
    return re.sub(r"[ \t]{2,}", " ", out).strip() if out != text else text


def _as_punctuated(text: str) -> str:
    """A dictated turn with its spoken punctuation written as marks; ``text`` itself when it dictates none."""
    if not _DICTATING.search(text):
        return text
    return _DICTATED.sub(lambda m: _MARKS[(m.group(1) or m.group(2)).lower()], text)


def _flat_parentheses(text: str) -> str:
    while (found := _NESTED.search(text)) is not None:
        inner = ", ".join(p.strip(" ,") for p in found.groups() if p.strip(" ,"))
        text = text[:found.start()] + f"({inner})" + text[found.end():]
    return text


def _without_code(text: str) -> str:
    """``text`` without its code spans when words of its own are left ("`show(paper=3)` - i.e. tell me more about
    paper [3]"); ``text`` itself otherwise."""
    if "`" not in text:
        return text
    out = _CODE.sub("", text).strip()
    return out[:1].upper() + out[1:] if re.search(r"[A-Za-z]{3}", out) else text


def _run_ons_spaced(text: str) -> str:
    """``text`` with a space after each mark run into the next word, outside web addresses and code spans."""
    kept = [m.span() for m in _SPAN.finditer(text)] + ([m.span() for m in _WEB.finditer(text)] if _TLD.search(text) else [])
    return _RUN_ON.sub(lambda m: m.group(0) if any(a <= m.start() < b for a, b in kept) else m.group(0) + " ", text)


def _as_asked(text: str) -> str:
    """A query typed on the last answer as the request it makes: "SELECT title FROM your_last_answer WHERE topic =
    'X'; which papers does that return?" asks which of those papers are about X; "SELECT journal FROM
    the_papers_you_just_listed; - I only need where each was published." asks each one's journal."""
    found = _SQL.match(text)
    if found is None or not _ON_THE_TABLE.search(found.group("src")):
        return text
    if found.group("x"):
        return f"Which of those papers are about {found.group('x')}?"
    rest = text[found.end():].strip(" -\u2013\u2014;")
    return f"What is the {found.group('field').replace('_', ' ')} of each of those papers?" + (f" {rest}" if rest else "")


def _answered_by_the_asker(text: str) -> str:
    """The question after one the asker answers at once, its "it" as the first one's topic: "Do those papers tell me
    anything about X? Not really. So what does the entire library say about it?" asks the library about X."""
    found = _SELF_ANSWERED.match(text)
    if found is None or not _ABOUT_IT.search(found.group("rest")):
        return text
    return _ABOUT_IT.sub(lambda m: f"{m.group(1)} {found.group('x')}", found.group("rest"), count=1)


def _scope_corrected(text: str) -> str:
    """``text`` with the papers it first pointed at read as the whole collection, when a correction says so ("What do
    those papers say about X - no, wait, not those: the whole collection." asks the collection about X)."""
    found = _SCOPE_CORRECTED.search(text)
    if found is None or not _POINTING.search(text[:found.start()]):
        return text
    before = _POINTING.sub("the papers in the whole collection", text[:found.start()], count=1)
    return before + text[found.end():]


def _with_correction(text: str) -> str:
    found = _CORRECTION.search(text)
    if found is None:
        return text
    word, before = found.group(1) or found.group(2), text[:found.start()]
    if re.search(r"(?<![\w'])" + re.escape(word) + r"(?![\w'])", before, re.I):
        return before  # the word is there already (respelt, or typed again): the correction line says nothing more
    words = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r"[A-Za-z][\w'\-]*", before)]
    scored = [(difflib.SequenceMatcher(None, w.lower(), word.lower()).ratio(), start, end)
              for start, end, w in words if w.lower() != word.lower()]
    best = max(scored, default=None)
    if best is None or best[0] < _NEAR:
        return text
    _, start, end = best
    return before[:start] + word + before[end:]


def _restarted(text: str) -> str:
    found = _RESTART.match(text)
    return text[found.end():] if found and re.search(r"[A-Za-z]{3}", text[found.end():]) else text
