"""The wording of a change of topic, written once: the lead-ins that move the chat on ("Next:", "Unrelated, but",
"Forget that,"), the requests for papers on a new topic ("now tell me about X", "anything on X?", "papers that study
X") and a search asked for by its verb ("look up X"); ``change_tail`` gives the new topic. Split from ``acts``
(round 8 of issue #18), which keeps the other acts' wording.
"""
from __future__ import annotations

import re

from rag.answer.conversation.acts import TRAILING
from rag.answer.conversation.antecedent import named_before
from rag.answer.conversation.said_before import REFERS
from rag.answer.conversation.topic_span import without_discourse
from rag.retrieval.query import request_focus
from rag.text.sentences import turn_sentences

# a lead-in that says the chat moves on ("Next:", "Something else -", "Unrelated, but", "Forget that,", "And"),
# after acknowledgements ("ok", "thanks"); what follows it is the new turn
_ACK = r"(?:yes|yeah|yep|ok(?:ay)?|right|sorry|thanks|thank you|great|cool|alright|fine|well|hmm|so|good|nice|interesting)"
# setting the papers on the table aside: "Leave those aside -", "Put that to one side.", "scrap those,", "Moving off
# those -" (a
# punctuation mark or "aside" after it: "drop those that don't mention X" is a filter)
_SET_ASIDE = (r"(?:(?:let'?s |let us )?(?:leav(?:e|ing)|set(?:ting)?|put(?:ting)?|park(?:ing)?|scrap(?:ping)?|"
              r"drop(?:ping)?|ditch(?:ing)?|mov(?:e|ing)\s+(?:off|away\s+from|on\s+from))\s+(?:(?:those|these)(?:\s+(?:papers|ones|studies))?|that|them|this|it|"
              r"the (?:previous|last|earlier|other) "
              r"(?:ones?|papers?|results?|question|topic))(?:(?:\s+(?:aside|to (?:one|the) side|behind|for now|now|"
              r"for a (?:moment|bit|second)))+\b|(?=\s*[,.;:!\-\u2013\u2014\n]))"
              # the other word order: "Setting aside the papers you listed, ...", "Leaving aside those -"
              r"|(?:leav(?:e|ing)|set(?:ting)?|put(?:ting)?)\s+aside\s+(?:those|these|them|that|the (?:\w+\s+)?(?:ones?|"
              r"papers?|studies|results?|list|answer)(?:\s+(?:you|that you|you've)\s+(?:just\s+)?(?:listed|cited|found|"
              r"gave(?: me)?|mentioned|showed|returned))?)(?=\s*[,.;:!\-\u2013\u2014]))")
# turning the papers on the table down: "Not those, sorry - I need X", "No, not these.", "Those aren't it -", "That's not
# what I need:" (a punctuation mark after it: "not those that use X" keeps some of them)
_NOT_THOSE = (r"(?:no\W+)?(?:not\s+(?:those|these|them|that|the ones (?:above|you (?:listed|gave|found)))(?:\s+ones)?|"
              r"(?:those|these|they|that)(?:'re| are|'s| is| were| was)(?:\s+not|n't)\s+(?:it|them|what i (?:need|want|meant|"
              r"asked for|am after|'m after)|quite it|right|relevant)"
              # "None of those are what I need.": every paper on the table set aside, not a filter
              r"|none of (?:those|these|them|the above)(?:\s+(?:papers|ones|studies))?(?:'s| are| is| were| was)\s+"
              r"(?:what (?:i|we) (?:need|want|meant|asked for|am after|'m after|was after|was looking for)|quite it|"
              r"right|relevant|useful|helpful|any (?:good|use)|it))(?=\s*(?:[,.;:!\-\u2013\u2014]|$))")
# done with the papers on the table: "Yes, that's all I needed on those.", "(I'm) done with these -", "Enough on those.",
# unpunctuated before what comes next: "that's enough on those new search now papers about X"
_DONE_WITH = (r"(?:(?:that'?s|that is|that was)\s+(?:all|everything|enough|plenty)\s+(?:for\s+now\s+|now\s+)?"
              r"(?:(?:i|we)\s+(?:needed|wanted|need|want)\s+)?"
              r"(?:on|about|from|for|with|of|re|to)\s+(?:(?:those|these)(?:\s+(?:papers|ones|studies))?|them|"
              r"that(?: (?:list|lot|set))?)|(?:(?:i'?m|i am|we'?re|we are)\s+)?"
              r"(?:done|finished|through)\s+with\s+(?:those|these|them|that(?: (?:list|lot|set))?)|enough\s+(?:on|about|to|of|with)\s+"
              r"(?:those|these|them)|am\s+i\s+(?:done|finished|through)\s+with\s+(?:those|these|them)\?\s*(?:yes|yep|yeah))"
              r"(?=\s*[,.;:!\-\u2013\u2014\u2192]|\s+(?:new|now|next|different|another)\b)")  # "Am I done with those? Yes."
_MOVE_ON = (r"(?:now|next(?: up| question| topic)?|also|and|then|but|anyway|separately|unrelated(?:ly)?|"
            r"(?:on )?(?:an?|the)? ?(?:(?:entirely|completely|totally|wholly|quite) )?"
            r"(?:different|separate|new|another|other|unrelated) (?:topic|question|subject|note|"
            r"thread|strand|thing|one|matter|query|request|search|tack|direction|track|line of inquiry)|(?:a )?change of (?:topic|subject)|"
            r"something else(?: entirely| altogether| completely)?|one more(?: thing| question)?|"
            r"something (?:completely |totally |entirely |quite )?other(?=\s*[:,.;!\-\u2013\u2014])|"
            r"moving (?:right )?(?:on|along)|"
            r"on(?:\s+|wards?\s+)?to\s+the\s+next(?:\s+(?:thing|topic|question|subject|item|one))?|"
            r"forget (?:about )?(?:(?:that|those|these)(?: list| lot| set| bunch)?|it|(?:the|my) (?:previous|last|earlier|other|first) (?:one|ones|question|"
            r"topic|papers?|answer|query|search)|the (?:papers|ones|studies|works|results|list)(?: above| before| so far)?)|"
            r"never ?mind(?: that)?|(?:changing|switching|shifting) (?:the )?(?:topics?|subjects?|gears|focus|tack|direction|"
            r"course)|(?:a )?change of (?:tack|direction|course)|"
            r"(?:switching|changing|shifting)(?=\s*[:\-\u2013\u2014])|"
            r"(?:switching|changing|shaking|mixing) (?:it|things) up(?: (?:a bit|a little|here|now|again))*|(?:let'?s |let us )?(?:change|switch|shift)(?: the)? "
            r"(?:topics?|subjects?|gears)|"
            r"(?:totally|completely|entirely|something) different(?: (?:topic|subject|question|thing|area))?|instead|"
            # a new thing named twice over: "Different patient, different worry.", "New launch site, different wind:"
            r"(?:new|different|another|next)(?:\s+[a-z]+){1,2},\s+(?:new|different|another|next)(?:\s+[a-z]+){1,2}|"
            + _SET_ASIDE + "|" + _NOT_THOSE + "|" + _DONE_WITH + ")")
# (a short label may open it: "Plan:\nset those papers aside.\nlook for papers on X.")
DROPS_THE_TABLE = re.compile(r"^\W*(?:[A-Za-z][\w'\-]*(?:[ \t]+[\w'\-]+){0,2}[ \t]*:\s*)?(?:" + _ACK + r"\W+)*(?:"
                             r"forget|never ?mind|" + _SET_ASIDE + "|" + _NOT_THOSE + "|" + _DONE_WITH + r")\b", re.I)
_LEAD_IN = re.compile(r"^\W*(?:(?:" + _ACK + "|" + _MOVE_ON + r")\b[\s,.:;!\-\u2013\u2014\u2192]*)+", re.I)
_MOVES_ON = re.compile(r"\b" + _MOVE_ON + r"\b", re.I)
TOPIC_CHANGE = re.compile(
    r"^\W*(?:"
    r"(?:now |next )?(?:let'?s |let us )?(?:switch(?:ing)?|chang(?:e|ing)|mov(?:e|ing)|turn(?:ing)?|pivot(?:ing)?|"
    r"shift(?:ing)?|go(?:ing)?|jump(?:ing)?)\s+(?:now\s+)?(?:gears\s+|topics?\s+|focus\s+)?(?:on\s+)?"
    r"(?:from\s+[^,.;:?!]{1,40}?\s+)?(?:to|over to|towards?)\b|(?:now |next )?(?:let'?s |let us )(?:talk|look|"
    r"focus|turn|move on|dig|look at|consider|discuss|explore|try)(?:\s+(?:about|at|on|to|into))?|(?:now |next )?"
    r"(?:tell|show) me (?:about|something about|what the corpus has on|the papers on|papers on)|moving on(?:\s+to)?|"
    r"(?:what|how) about|what of|(?:the )?same (?:question|query|request|thing),?\s+(?:but\s+)?(?:now\s+)?(?:for|about|on|"
    r"regarding|with))\s*(?P<tail>.*)$", re.I | re.S)


# the politeness before a request, in any order: "Please can you …", "could you kindly …", "pls"
_POLITE = (r"^\W*(?:(?:(?:can|could|would|will|might|may) you|please|pls|plz|kindly|i (?:was )?wonder(?:ing|ed)? (?:if|whether) "
           r"you (?:could|might|would|can)|it(?:'d|\s+would|\s+might|\s+could|\s+will|\s+may)?\s+(?:really\s+|also\s+)?"
           r"help(?:\s+(?:me|us))?\s+to\s+know(?:\s+(?:if|whether))?)\s+)*")
# papers described by what they do with the topic: "papers that study X", "studies looking at X"
_STUDYING = (r"(?:(?:that|which|who)\s+)?(?:stud(?:y|ies|ying)|discuss(?:es|ing)?|cover(?:s|ing)?|address(?:es|ing)?|"
             r"investigat(?:e|es|ing)|examin(?:e|es|ing)|treat(?:s|ing)?|explor(?:e|es|ing)|tackl(?:e|es|ing)|"
             r"look(?:s|ing)? (?:at|into)|deal(?:s|ing)? with|focus(?:es|ing)? on)")
# a request for papers on a topic with no question word of its own ("I'd like to know about X", "anything on X",
# "I'm curious about X", "can you find studies on X?")
TOPIC_REQUEST = re.compile(
    _POLITE + r"(?:"
    r"(?:i'?m|i am|we'?re|we are)\s+(?:\w+\s+)?(?:curious|interested|keen)|"
    r"(?:i|we)(?:'d| would)? (?:\w+ )?(?:like|want|need|wish|hope) to (?:know|learn|read|hear|find out|understand|"
    r"see|explore|look)(?: more)?(?: (?:the|some|any|all(?: the)?) (?:papers|studies|work|research|articles|literature))?|"
    # whether the collection holds work on it: "I'd like to know whether the collection contains work on X"
    r"(?:(?:i|we)(?:'d| would)? (?:\w+ )?(?:like|want|need|wish) to know |tell me |i wonder |i'?m wondering )?"
    r"(?:whether|if) (?:the |this |our |my )?(?:corpus|collection|library|database) (?:contains|has|holds|includes|"
    r"covers|offers)(?: any(?:thing)?)?(?: (?:work|papers|studies|research|articles|literature))?|what(?:'?s| is) (?:known|out there|available)|what do (?:we|you) (?:have|know)|"
    # whether the collection holds any: "Do you hold anything on X?", "does the library have any studies about X?"
    r"(?:do|does) (?:you|the (?:corpus|collection|library)) (?:have|hold|contain|include|cover) (?:any(?:thing)?|some)"
    r"(?: (?:papers|studies|work|research|articles|literature))?|"
    r"anything|any (?:work|papers?|studies|research|results|articles)|(?:are there|is there|there (?:is|are)) (?:any )?"
    r"(?:papers|studies|works?|articles|research|literature)|(?:find|show|give|get|list|look up|look for|search for|search|pull up|dig up|point (?:me|us) (?:to|towards|at))"
    r"(?: me| us)? (?:some |any |the )?(?:papers|studies|work|research|articles|literature)|"
    r"(?:papers|studies|research|work|articles)|(?:what|which) (?:papers|studies|research|works?|articles|literature|"
    r"publications) (?:is|are|do (?:we|you) have|exists?|(?:is|are) there|(?:is|are) available)|"
    # "Which papers (in the whole corpus) discuss X?": asked mid-chat, a search for X
    r"(?:what|which) (?:papers|studies|works|articles|publications)(?:\s*\([^()]*\))?(?=\s+" + _STUDYING + r"\s))\s+"
    r"(?:about|on|in|regarding|concerning|into|of|for|covering|dealing with|at|" + _STUDYING + r")\s+(?P<tail>.+)$",
    re.I | re.S)
# a request for papers on a topic that points back at nothing is a search, not a filter: "Please tell me the papers
# regarding X", "could you show me some studies about X" ("show me only the ones about X" keeps some of the table)
PAPERS_ABOUT = re.compile(r"^\W*(?:(?:please|kindly|pls)\s+)?(?:(?:can|could|would|will|might) you\s+)?(?:please\s+|kindly\s+)?"
                          r"(?:tell|show|give|list|find|get|send|share)(?:\s+(?:me|us))?\s+(?:the|some|all(?: the)?|any)\s+"
                          r"(?:papers|studies|works|articles|literature|research|publications)\s+(?:on|about|regarding|"
                          r"concerning|into|related to|relating to|dealing with|that|which)\b", re.I)
# a search asked for by its verb, the topic as its object: "Could you look up X?", "search the corpus for X", "find X"
TOPIC_LOOKUP = re.compile(_POLITE + r"(?:look up|look for|find(?: me| us)?|(?:(?:a|one)\s+)?(?:quick\s+)?new\s+search\s+(?:on|for|"
                          r"about|into)|search"
                          r"(?: (?:the|this|my) (?:corpus|collection|library))?(?: for)?|dig up|pull up)\s+(?P<tail>.+)$",
                          re.I | re.S)
# whether anyone has worked on a topic, or who has: "Has anyone here looked at X?", "who has written about X here"
ANYONE = re.compile(_POLITE + r"(?:(?:has|have|did)\s+(?:anyone|anybody|someone|somebody|any\s+(?:authors?|researchers?|"
                    r"groups?))|who(?:'s|\s+has|\s+have)?)(?:\s+(?:here|in\s+(?:the|this|my|our)\s+(?:corpus|collection|"
                    r"library)))?\s+(?:ever\s+|already\s+|actually\s+)?(?:(?:looked|worked|written|published|reported|"
                    r"focused)\s+(?:at|on|about|into)|studied|researched|investigated|examined|explored|tackled|addressed)"
                    r"\s+(?P<tail>.+)$", re.I | re.S)
# whether the collection holds work on a topic, asked yes or no: "is X studied anywhere in the collection?", "Has X
# been researched here?" (a search for X, not a claim to check)
STUDIED = re.compile(r"^\W*(?:is|are|has|have|was|were)\s+(?P<tail>.+?)\s+(?:ever\s+|been\s+|at all\s+)*(?:studied|"
                     r"researched|covered|discussed|addressed|investigated|examined|explored|looked at|dealt with|"
                     r"treated|mentioned|considered|tackled)\b(?:\s+(?:at all|anywhere|here|in\b.*))*\W*$", re.I | re.S)
# what only says that a topic is new, no topic itself: "What I need now is something unrelated: papers on X"
_NO_TOPIC = (r"(?:(?:some|any)thing\s+(?:else|unrelated|different|new|separate)|(?:an?\s+)?(?:different|new|separate|"
             r"unrelated|fresh)\s+(?:topic|question|subject|thing|search|query|matter))\b")
# the topic one meant, said after a correction: "Sorry, wrong topic before - I actually wanted X", "what I really
# wanted was X" (not "I meant: which of these ...?", a question of its own)
CORRECTED = re.compile(r"(?:^|[\-\u2013\u2014:;,.!]\s*)(?:(?:what\s+)?(?:i|we)\s+(?:really|actually)|what\s+(?:i|we))\s+"
                       r"(?:wanted|meant|was after|were after|was looking for|need(?:ed)?|want)(?:\s+(?:now|next|today|here))?"
                       r"(?:\s+(?:was|is))?\s+"
                       r"(?:(?:papers?|studies|work|research|articles)\s+(?:on|about)\s+)?(?P<tail>(?!(?:which|what|who|how|"
                       r"to|these|those|them|the (?:papers|ones)|it|that|this)\b)(?!" + _NO_TOPIC + r")\w[^.?!;:]*)", re.I)
_QUESTION = re.compile(r"^\W*(?:which|what|who|whom|whose|how|why|when|where|is|are|do|does|did|can|could|has|"
                       r"have|was|were|any)\b", re.I)


def change_tail(question: str) -> str | None:
    """The new topic of "now tell me about X", "what about X?", "switching to X", "anything on X?", "I'm curious
    about X", "papers that study X", "is X studied anywhere here?", "any X papers?", or whatever follows a lead-in
    that moves on ("Next: X", "Unrelated, but what about X?"); a question after such a lead-in is kept whole
    ("Different question: what work is there on X?"), without the sentences after it ("... on X? I need it for a
    grant."). Such a request may follow a short label ("diff q: any papers on X") or a remark ("Hmm, not my area.
    What about X?"), or ask about "that" after a clause that names X ("A student mentioned X - any papers on that?").
    None without such wording."""
    lead = _LEAD_IN.match(question)
    rest = _NEEDED.sub("", question[lead.end():]) if lead else question  # "A new search is needed, for X."
    m = _request(rest)
    if m is None and lead and _MOVES_ON.search(lead.group(0)) and (label := _FOR_WHOM.match(rest)):
        rest = rest[label.end():]  # "New topic for the store's plan: papers on X?", "Unrelated question from Y: X?"
        m = _request(rest)
    if m is None and not (lead and _MOVES_ON.search(lead.group(0)) and rest.strip()):
        later = next((m for start in _later_starts(question) if (m := _request(_after_lead_in(question[start:])))),
                     None) or CORRECTED.search(question)
        if later is None:
            return named_before(question)
        m = later
    if m:
        rest = _after_lead_in(m.group("tail"))  # "Turning to a separate matter, any papers on X?": past the matter
        m = TOPIC_REQUEST.match(rest)  # "what about papers on X?"
        rest = m.group("tail") if m else rest
    rest = _AFTER_THE_QUESTION.split(rest, maxsplit=1)[0]
    parts = _AFTER_THE_STATEMENT.split(rest, maxsplit=1)
    rest = parts[0] if len(parts) == 2 and len(parts[1].split()) <= 2 else rest  # "X. Execute.": X
    needs = _NEEDS_TO_LEARN.search(rest)  # "Unrelated, but a giraffe arrives next month and I need to read up on X": X
    rest = rest[needs.end():] if needs else rest
    return TRAILING.sub("", _REASK.sub("", _ORDERING.sub("", rest))).strip(" ,:;-")


# what the asker needs to learn, after the news that makes them ask: "... arrives next month and I need to read up on X"
# or the work they start on it: "I'm starting a new piece of work on X"
_NEEDS_TO_LEARN = re.compile(r"(?:^|,|\band|\bso)\s*(?:(?:i|we)\s+(?:need|want|have|would\s+like|'d\s+like|must)\s+to\s+(?:read\s+"
                             r"up\s+on|learn\s+(?:more\s+)?about|look\s+into|find\s+out\s+about|get\s+up\s+to\s+speed\s+on)|(?:i'?m|"
                             r"i\s+am|we'?re|we\s+are)\s+(?:starting|beginning|planning|writing)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:piece\s+"
                             r"of\s+work|project|study|review|paper|report|chapter)\s+(?:on|about|into))\s+"
                             r"(?!(?:it|them|these|those|this|that)\b)", re.I)


# "any X papers", "got any X studies btw?": a request for papers on X
_ANY_X_PAPERS = re.compile(r"^\W*(?:(?:have (?:you|u) |(?:you|u) )?got |do (?:you|u) have |(?:are|is) there |have (?:you|u) )?"
                           r"any\s+(?P<tail>(?!(?:of|on|about|more|other|such)\b).+?)\s+(?:papers?|stud(?:y|ies)|work|"
                           r"research|articles?|literature)\W*$", re.I | re.S)
# the sentences after a question are no part of its topic: "... study X? I need to check a grant's references."
_AFTER_THE_QUESTION = re.compile(r"(?<=\?)\s+(?=\S)")
# a word or two as a sentence of their own after the topic: "New search: X. Execute.", "... X. Thanks!"
_AFTER_THE_STATEMENT = re.compile(r"(?<=[a-z0-9][.!])\s+(?=[A-Z])")
# where a request may start after a short label ("diff q:", "Quick one on another subject:") or after a remark
_LABEL = re.compile(r"^\W*(?:[\w'\-]+\s+){0,5}[\w'\-]+\s*:\s+(?=\S)")
_SENTENCE_START = re.compile(r"(?<=[.?!])\s+(?=\S)")
# whom or what a new topic is for, before a colon: "for the co-op meeting:", "from a student midwife:"
_FOR_WHOM = re.compile(r"^\s*(?:(?:question|topic|subject|search|query|matter|one|thing)\s+)?(?:for|from|on behalf of|"
                       r"regarding|re)\s+(?:[\w'\-]+\s+){0,5}[\w'\-]+\s*:\s+(?=\S)", re.I)
_COLON = re.compile(r"(?<=\w):\s+(?=\S)")


def _request(text: str) -> re.Match | None:
    """The wording of a request for papers on a topic, its topic as the group "tail"."""
    return TOPIC_CHANGE.match(text) or TOPIC_REQUEST.match(text) or TOPIC_LOOKUP.match(text) or \
        STUDIED.match(text) or ANYONE.match(text) or _ANY_X_PAPERS.match(TRAILING.sub("", text))


# a lead-in said in the passive: "A new search is needed, this time for papers on X."
_NEEDED = re.compile(r"^\s*(?:is|are|would be)\s+(?:needed|wanted|required|called for)\b[\s,:;\-\u2013\u2014]*", re.I)


def _after_lead_in(text: str) -> str:
    """``text`` after a lead-in that moves on: "Something else entirely - papers on X" -> "papers on X"."""
    lead = _LEAD_IN.match(text)
    return text[lead.end():] if lead and _MOVES_ON.search(lead.group(0)) else text


def _later_starts(question: str) -> list[int]:
    label = _LABEL.match(question)
    colons = [m.end() for m in _COLON.finditer(question)]  # "What I need now is something unrelated: papers on X"
    starts = ([label.end()] if label else []) + sorted(colons + [m.end() for m in _SENTENCE_START.finditer(question)])
    return list(dict.fromkeys(starts))  # a short label's colon is tried once


# the order the papers should come in is no part of the topic: "X research, most recent first", "X, oldest first"
_ORDERING = re.compile(r"\s*,?\s*\b(?:the\s+)?(?:most recent|newest|latest|oldest|earliest)(?:\s+(?:ones?|papers?))?\s+"
                       r"first\b", re.I)


# a new topic asked again about with a pronoun: "Now let's look at X - which papers cover it?" (X, not the papers)
_REASK = re.compile(r"\s*(?:[\-\u2013\u2014,;:]|[?.!]\s)\s*(?:which|what|who|are there|is there|do you have|have you got|"
                    r"any|anything|where)\b[^.!?]*?\b(?:it|that|this)\b\W*$", re.I)


def moves_on(question: str) -> bool:
    """Whether the turn opens with a lead-in that moves the chat on ("Separately,", "Unrelated, but", "New topic:")."""
    lead = _LEAD_IN.match(question)
    return bool(lead and _MOVES_ON.search(lead.group(0)))


def without_discourse_but_moving_on(question: str) -> str:
    """``question`` without the statements before its request that name no topic (``without_discourse``), but
    keeping a lead-in that moves the chat on, and points at nothing, before a request that says "here" or "there"
    ("moving on. anything in there on X?": "in there" is then the collection, not the list); from a later sentence
    that starts a new search on (``from_a_new_start``)."""
    question = from_a_new_start(question)
    kept = without_discourse(question)
    dropped = question[:question.rfind(kept)] if question.endswith(kept) else ""
    if _LEAD_IN.fullmatch(dropped) and _MOVES_ON.search(dropped) and not REFERS.search(dropped) and \
            HERE_WORDS.search(kept) and not moves_on(kept):
        return dropped + kept
    return kept


# a sentence that starts a new search: "Quickly, a new search: X.", "New topic for the co-op meeting: what have you got
# on X?", "Right, something different - X?", "Now I have a completely other question: X?" (at most two words
# before what says so after a "but", and "I have")
_STARTS_ANEW = re.compile(r"^\W*(?:(?:but|and|so)\s+)?(?:[\w']+\W+){0,2}?(?:(?:i|we)\s+(?:have|'ve\s+got|got)\s+)?"
                          r"(?:(?:(?:an?|the|my)\s+)?(?:(?:entirely|completely|totally)\s+)?"
                          r"(?:new|different|separate|fresh|unrelated|another|other)\s+(?:topic|search|question|subject|query|"
                          r"request|thread|matter)|change of (?:topic|subject)|(?:switching|changing) (?:topics?|subjects?|"
                          r"gears)|moving on|something (?:else|different))\b", re.I)


def from_a_new_start(question: str) -> str:
    """``question`` from its last sentence after the first that starts a new search and points at nothing, when
    nothing before it asks anything ("The swell's dropped, so those will do. Quickly, a new search: X." is the new
    search: the statements before it closed the last answer); ``question`` itself otherwise."""
    sentences = turn_sentences(question, questions=True)
    for i in range(len(sentences) - 1, 0, -1):
        if _STARTS_ANEW.match(sentences[i]) and not REFERS.search(sentences[i]):
            at = question.rfind(sentences[i])
            return question[at:] if at > 0 and "?" not in question[:at] else question
    return question


HERE_WORDS = re.compile(r"\b(?:here|in\s+there)\b", re.I)  # after moving on, the collection: "anything in there"


def asks_if_studied(question: str) -> bool:
    """Whether the question asks yes or no if the collection studies a topic ("Unrelated, but is X studied anywhere
    in the collection?", "Has anybody in the corpus studied X?"): a search for X, whatever scope it names."""
    lead = _LEAD_IN.match(question)
    rest = question[lead.end():] if lead else question
    return bool(STUDIED.match(rest) or ANYONE.match(rest))


def is_question(text: str) -> bool:
    """A question of its own ("which papers study X?"), not a bare topic nor a request for papers on one ("have you
    anything on X?" is a search for X)."""
    return bool(_QUESTION.match(text)) and not (_ASKS_FOR_ANY.match(text) and request_focus(text))


_ASKS_FOR_ANY = re.compile(r"^\W*(?:have|has|got|do you have|are there|is there|any)\b", re.I)
