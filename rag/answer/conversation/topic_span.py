"""The topic a conversational request names, found by what it is not: a request wraps its topic in scaffolding
(request verbs, the words that point back at the papers, research nouns, politeness, how the answer should look),
and the topic is the longest stretch of words that are none of these.

"Can I see only the papers among those that study multi-task learning?" -> "multi-task learning";
"Let's summarise the state of cell growth research." -> "cell growth";
"What's the evidence base on cell proliferation, in a nutshell?" -> "cell proliferation";
"I need only the sparse autoencoders-related ones from that list." -> "sparse autoencoders".

Inside the topic the small words stay ("cancer of the breast", "diet and exercise"); "on / about / regarding /
concerning / into" introduce a topic and end any stretch before them. Of two stretches as long, the later one wins
(English puts the topic after the request: "which of them bring up privacy?").
"""
from __future__ import annotations

import re

from rag.answer.conversation.attributes import asks_an_attribute
from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED
from rag.retrieval.text import content_terms, is_stopword
from rag.text.sentences import turn_sentences

# words that wrap a topic in a request and are never part of it (compared as written, inflections listed: a stem
# would take "learning" for "learn" and "examination" for "examine"): verbs of asking, finding, covering and
# summarising; the papers and the answer pointed back at; how the answer should look; politeness. Words that also
# name topics ("body", "state", "change", "search", "care", "type", "whole") are not here.
_SCAFFOLD = frozenset("""
tell tells show shows give gives find finds look looks looking list lists pull pulls dig see sees seeing
know knows hear learn understand want wants need needs like love wish hope get gets getting bring brings bear bears touch touches
touching say says saying said speak speaks talk talks talking go goes going sort pick keep keeps drop dropping remove dealt
narrow restrict limit select mention mentions mentioning mentioned discuss discusses discussing discussed cover covers
covering covered address addresses addressing concern concerns concerning deal deals dealing involve involves
involving involved examine examines examining investigate investigates investigating explore explores exploring
focus focuses focusing focused relate relates relating pertain pertains consider considers considering tackle
tackles handle handles summarise summarize summarising summarizing summarised summarized summed got gotten synthesise synthesize
describe outline explain elaborate elaborates catch walk put together produce write prepare draft make help mind wonder cite return
retrieve retrieved found gave share provide offer offers move moving switch switching pivot continue ask asking asked asks
paper papers studies research researched literature article articles sources references subset subsets citation citations
publications corpus collection library answer reply hits items ones thing things stuff anything something smth sth
everything overview summary themes synopsis précis precis digest picture landscape gist consensus primer rundown recap nutshell newcomer newcomers
beginner beginners novice layperson layman outsider non-expert colleague overall current main major broad condensed
detailed rest others people researchers findings please pls plz kindly thanks thank ok okay alright hmm great cool fine
nice useful helpful good now next then anyway instead separately specifically particularly actually really exactly
briefly quickly roughly generally broadly simply little detail details further across relevant available known published different
entire viz ie eg cf nb ibid namely
another else previous above
listed cited mentioned along lot bit bunch kind sort way would could should might must shall will may
can do does did has have had is are was were be been being i'd i'm let's what's there's it's that's u r
interested curious leave forget skip ignore back looked searched checked examined explored investigated reported
shown showed show written wrote done told tell say view views snapshot tl dr tldr propose proposes proposed
anyone anybody someone somebody everyone everybody every each one analyse analyses analysed analyze analyzes analyzed apply applies applied develop develops developed introduce
introduces introduced present presents presented evaluate evaluates evaluated assess assesses assessed
conclude concludes concluded appreciate appreciated grateful possible compare compares differ report reports suggest suggests
combine consolidate collate condense distil distill integrate compile recap meet meets satisfy satisfies fulfil
fulfils fulfill fulfills qualify qualifies
""".split())
# scaffolding at a stretch's start, a topic's own word after another ("drug use", "shift work", "case study")
_SCAFFOLD_AT_START = frozenset("use uses using used work works study studied studies field area topic topics "
                               "literature".split())
# a research noun closing a longer stretch: "learning framework work", "the X literature", "the X field"
_TRAILING_NOUN = frozenset("work works research literature field area topic studies papers".split())
# a word that wraps a topic only before "of": "the body of work on X", "the state of X research"
_BEFORE_OF = frozenset("body bulk state range set line field area review".split())  # "a review of X work"
# small words that may sit inside a topic though no stopword list has them: "obesity among children"
_GLUE = frozenset("among amongst versus vs per within without whether".split())
# words that introduce a topic and never sit inside one here
_INTRODUCERS = frozenset("on about regarding concerning into re around wherein".split())  # "the landscape around X"
_SUFFIX = re.compile(r"-(?:related|relevant|focused|themed|oriented)$", re.I)
_WORD = re.compile(r"[\w²\-'’]+")
# a comma, semicolon, colon or a dash between spaces ("new search - X", "X - is that studied here?") ends a stretch
_WORD_OR_BREAK = re.compile(r"(?<=\s)[\-\u2013\u2014](?=\s)|[\w²\-'’]+|[,;:\u2013\u2014]")
_BREAKS = ",;:-\u2013\u2014"
# words that wrap a topic in a request to search, scaffolding only around a bare topic (inside one they are its own:
# "neural architecture search", "query expansion", "new drugs"): "new search - X", "Query the corpus for X.",
# "run a search on X", "Pivoting: X", "oh, and X - is that studied here?"
_SEARCH_WRAP = frozenset("oh ah um uh right new search searches searching query run got pivoting studied covered "
                         "here related relating pertaining".split())  # "papers related with X"
_ASIDE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
# a phrasal verb that weighs evidence: "stack up", "hold up", "pan out", "add up"; "as well" after a topic
_PHRASAL = re.compile(r"\b(?:stack|stacks|stacked|hold|holds|held|pan|pans|panned|add|adds|added)\s+(?:up|out)\b|"
                      r"\bas\s+well\b(?!\s+as\b)", re.I)  # "X as well" is "X too" ("as well as X" joins two)


def is_scaffold(word: str) -> bool:
    """``word`` frames a request ("list", "papers", "summary"), never names its topic alone."""
    return word.lower() in _SCAFFOLD


def core_topic(text: str) -> str:
    """The topic inside ``text`` (a request, or a topic with scaffolding left around it), or "" when every word is
    scaffolding ("tell me more about these")."""
    text = _ASIDE.sub(" ", text)  # "(for images, audio, …)" explains the topic, it is not the topic
    text = _PHRASAL.sub(" ", text)  # "How does the evidence on X stack up?": "stack up" is no topic word
    words = [_SUFFIX.sub("", w) for w in _WORD_OR_BREAK.findall(text)]
    best: tuple[int, int, int] = (0, 0, 0)  # (content words, start, end)
    start = None
    content = 0
    for i, w in enumerate(words + [""]):
        kind = _kind(w, inside=start is not None)
        if _wraps_before_of(words, i) or _after_subject(words, i) or _points_in_the_chat(words, i):
            kind = "scaffold"
        if kind == "content":
            if start is None:
                start, content = i, 0
            content += 1
            end = i + 1
        elif kind == "glue" and start is not None:
            continue
        if kind in ("scaffold", "end") and start is not None:
            end = _drop_trailing_noun(words, start, end)
            count = sum(_kind(x, True) == "content" for x in words[start:end])
            if count > best[0] or count == best[0] and not _tagged_on(words, best[1], start, end):
                best = (count, start, end)
            start = None
    count, s, e = best
    return _RELATED.sub("", " ".join(words[s:e]).strip(" -'")) if count else ""


def _tagged_on(words: list[str], before: int, start: int, end: int) -> bool:
    """The stretch words[start:end] closes the turn after a comma, tagged on to a stretch an "on / about …" introduced
    at ``before``, or that opens the text ("… about X, ar kid?", "X, b'y?"): a word of address, not the topic."""
    lead = [w.lower() for w in words[max(0, before - 2):before] if w.lower() not in ("the", "a", "an")]
    comma = start - 1
    while comma > before and is_stopword(words[comma].lower()):  # "…, me old china?"
        comma -= 1
    return start > before and words[comma] == "," and (not lead or lead[-1] in _INTRODUCERS) and \
        all(w in _BREAKS for w in words[end:])


# a topic never opens nor ends with how papers relate to it: "papers related with X", "studies relating to X", "X
# related papers" -> X
_RELATED = re.compile(r"^(?:related|relating|relevant|pertaining|connected|linked)\s+(?:to|with)\s+(?=\w)|"
                      r"(?<=\w)\s+(?:related|relevant|focused|oriented|themed)$", re.I)


# a pronoun subject: the word after it (past an adverb) is its verb, never a topic ("I missed what they were about")
_SUBJECTS = frozenset("i we you they i've we've you've they've i'd we'd you'd they'd".split())
_ADVERBS = frozenset("also just really still only actually already".split())
# "the whole body of work on X": "whole" before a word that wraps a topic only before "of" ("whole-genome" stays)
_WHOLE = frozenset("whole full entire".split())
_COLLECTIONS = frozenset("collection corpus library database".split())


# a pointing subject and its auxiliary: the "-ing" word after them is their verb ("which of these are treating X")
_POINTING_SUBJECTS = frozenset("these those they which ones".split())
_BE = frozenset("are is were was".split())


def _wraps_before_of(words: list[str], i: int) -> bool:
    """Whether words[i] wraps the topic after an "of": "the body of X", "the whole body of X"; or says how much of
    the collection: "what does the full collection say?"."""
    def before_of(j: int) -> bool:
        return j + 1 < len(words) and words[j].lower() in _BEFORE_OF and words[j + 1].lower() == "of"
    whole = i < len(words) and words[i].lower() in _WHOLE
    return before_of(i) or whole and (before_of(i + 1) or i + 1 < len(words) and words[i + 1].lower() in _COLLECTIONS)


# a place in the chat, never a topic: "what I needed on the last topic", "the previous question", "the other list"
_CHAT_PLACES = frozenset("last previous earlier prior first other same".split())
_CHAT_NOUNS = frozenset("topic topics question questions subject thing search query list answer lot".split())


def _points_in_the_chat(words: list[str], i: int) -> bool:
    return i + 1 < len(words) and words[i].lower() in _CHAT_PLACES and words[i + 1].lower() in _CHAT_NOUNS


def _after_subject(words: list[str], i: int) -> bool:
    before = [w.lower() for w in words[max(0, i - 2):i]]
    if i < len(words) and len(before) == 2 and before[0] in _POINTING_SUBJECTS and before[1] in _BE and \
            words[i].lower().endswith("ing"):
        return True
    return bool(before) and (before[-1] in _SUBJECTS or len(before) == 2 and before[-1] in _ADVERBS
                             and before[0] in _SUBJECTS)


def _kind(word: str, inside: bool) -> str:
    """"content", "glue" (a small word that may sit inside a topic) or "scaffold" ("end" past the last word)."""
    if not word:
        return "end"
    if word in _BREAKS:
        return "scaffold"
    low = word.lower().replace("’", "'").strip("'")
    if low in _INTRODUCERS or low in _SCAFFOLD or (not inside and low in _SCAFFOLD_AT_START):
        return "scaffold"
    return "glue" if low in _GLUE or is_stopword(low) or not content_terms(low) else "content"


def _drop_trailing_noun(words: list[str], start: int, end: int) -> int:
    """The stretch's end without a closing research noun ("work" only after two words: "shift work")."""
    last = words[end - 1].lower()
    if last in _TRAILING_NOUN and end - start >= (3 if last in ("work", "works") else 2):
        return end - 1
    return end


_AUXILIARIES = frozenset("would could should might must shall will may can do does did has have had is are was were be "
                         "been being".split())


def bare_topic(text: str) -> str:
    """The topic of a request that wraps nothing but a topic ("Moving along: X.", "What have people found about
    X?", "I'm curious whether there's work on X."), or "" when the words around the topic say more (a claim, a
    question about the topic: "Does X reduce Y?", "What are the risks of X?")."""
    topic = core_topic(text)
    if not topic:
        return ""
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(text)]
    span = _WORD.findall(topic)
    at = next((i for i in range(len(words) - len(span) + 1) if words[i:i + len(span)] == span), None)
    if at is None:
        return ""
    around = words[:at] + words[at + len(span):]
    kinds = ["scaffold" if w.lower() in _SEARCH_WRAP else _kind(w, inside=False) for w in around]
    if "content" in kinds:
        return ""
    wrapped = any(k == "scaffold" and w.lower() not in _AUXILIARIES for w, k in zip(around, kinds))
    return topic if wrapped else ""


def without_discourse(text: str) -> str:
    """``text`` without the statements before its request that name no topic ("Let's leave that. What about X?",
    "OK, got it. Which of these …?") and the remarks about the asker after it (``without_remarks``); the text itself
    when nothing else is left."""
    sentences = turn_sentences(text)
    if len(sentences) > 1 and _ELLIPTIC_ASK.match(sentences[-1]):  # "… doesn't say what each found. Can you?"
        sentences = sentences[:-1]  # the sentence before is the request
    while len(sentences) > 1 and not core_topic(sentences[0]) and not _ONLY_POINTS.match(sentences[0]) and \
            not _ORDINAL_OR_NUMBERED.search(sentences[0]) and not _ASKS_OF_THEM.search(sentences[0]) and \
            not asks_an_attribute(sentences[0]):
        sentences = sentences[1:]  # ("Tell me more about paper [3]. ..." picks a paper; "Kindly tell me what each of
        # these found. Please do the needful." and "We would like to know what each study found. Could it be done
        # study by study?" ask)
    return without_remarks(" ".join(sentences))


# when something is due is no part of a topic: "a meeting about X at three", "X by Friday", "X tomorrow"
WHEN = (r"(?:(?:at|by|before|after|until|till)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
        r"noon|midday|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)|(?:at|by|before|after|until|till|on|for)\s+(?:mon|tues|wednes|"
        r"thurs|fri|satur|sun)day|tomorrow|tonight|this (?:morning|afternoon|evening|week)|next week)")  # not "for one"
# an ask with nothing of its own after the sentence that says what is wanted: "Can you?", "Could you do that?"
_ELLIPTIC_ASK = re.compile(r"^\W*(?:(?:so|and|but)\s+)?(?:(?:can|could|would|will)\s+you(?:\s+(?:do|manage)\s+(?:that|it)"
                           r")?(?:\s+please)?|please|any chance|is that possible|one\s+(?:at\s+a\s+time|by\s+one)|"
                           r"(?:paper|study)\s+by\s+(?:paper|study)|in\s+turn)\W*$", re.I)  # or only how: "one at a time..."
# a sentence asking something of the papers on the table: "Kindly tell me what each of these papers has found."
_ASKS_OF_THEM = re.compile(r"\b(?:tell|give|show|explain|describe|summari[sz]e|list|walk|take|run)\b[^.?!]*\b(?:these|those|"
                           r"them|each)\b", re.I)
# a sentence that only points at a paper or at them all: "That one. More detail please.", "The third one!"
_ONLY_POINTS = re.compile(r"^\W*(?:this|that|the\s+[\w\-]+)\s+(?:one|paper|study|article)\W*$|"  # or them all: "Those papers."
                       r"^\W*(?:these|those)\s+(?:ones|papers|studies|articles)\W*$", re.I)
# a remark about the asker after the question ("What does the evidence say on X? I see these patients every week."):
# it says why they ask, and its words ("these patients") point at nothing on the table
_ABOUT_THE_ASKER = re.compile(r"^\W*(?:i|i'm|im|i've|i'd|i'll|we|we're|we've|my|our|it's for|this is for)\b", re.I)


def without_remarks(text: str) -> str:
    """``text`` without the statements about the asker after a question that names its topic; the text itself
    otherwise ("Which of these are relevant? My thesis is on X." keeps the sentence that names X)."""
    asked, _, after = text.strip().partition("? ")
    if not after or not core_topic(asked):
        return text
    rest = turn_sentences(after)
    kept = [s for s in rest if s.rstrip().endswith("?") or not _ABOUT_THE_ASKER.match(s)]
    return text if len(kept) == len(rest) else " ".join([asked + "?"] + kept)
