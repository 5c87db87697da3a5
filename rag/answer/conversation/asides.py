"""What a turn says besides its request: why the person asks ("..., since I have to brief my team on it",
"because that is what i care about", "I want to start a new reading list"), what the answer is for ("for the
introduction of my report", "For another chapter of my thesis", "for a report due Friday"), how it should look ("in a
table: aim, method, outcome", "as bullet points", "bullet points pls:", "w/ a sentence per paper"), and which papers it
does NOT point at ("not the ones you just listed", "forget the previous list", "leaving out the rest", "apart from
all that"). None of it names the topic, the act or the papers asked about, and its words would (a topic "lab meeting
tomorrow", "it" in "a project on it" taken for the paper in focus, "these" in "not these" taken as pointing back), so
the interpreter reads a turn without them (``without_asides``). The answer keeps no format either way: the chat
answers in its own shape.
"""
from __future__ import annotations

import re

from rag.answer.conversation.envelope import without_envelope
from rag.answer.conversation.places import ORDINALS
from rag.answer.conversation.taken_back import after_changed_mind, without_quoted_question

# a reason clause: "since" / "because" with a subject of its own, to the end of its sentence or to a dash, colon or
# ", so" that opens the request ("Moving on, since that covered it - which papers ...?", "X has changed since the
# nineties, so what year was each published?"); "since 2020" and "because of X" have no subject and stay
_SUBJECT = (r"(?:i|i'm|i've|i'd|i'll|im|we|we're|we've|my|our|a|an|the|that|this|it|it's|he|she|they|someone|"
            r"somebody|people)")
_REASON = re.compile(r"\s*[,;\-\u2013\u2014]?\s*\b(?:since|because|cause|'cause|coz)\s+" + _SUBJECT +
                     r"\b(?:(?!\s[\-\u2013\u2014]\s|:\s|,\s*(?:and\s+)?(?:so|hence|therefore)\s)[^.?!;])*", re.I)
# a clause that describes the papers pointed at, between commas, asks nothing of them: "Setting aside the papers you
# listed, which are only a sample, what ..." (not their sample sizes)
_DESCRIBING = re.compile(r"\b(listed|cited|found|gave|mentioned|showed|returned|those|these|them|me)\s*,\s*which\s+"
                         r"(?:are|were)\s+(?!(?:about|on|in|into|regarding|concerning|related|relevant|focused|used)\b)"
                         r"[^,.?!;]*(?=,\s*(?:what|which|how|who|where|when|why|can|could|would|please|summari[sz]e|give|"
                         r"tell|describe)\b)", re.I)
# a question about "it" after the reason clause ("since my project deals with X, any papers on it?"): the reason
# names what "it" is, and stays ("..., since I have to brief my team on it." goes)
_ON_IT = re.compile(r",\s*(?:what|which|who|where|are|is|do|does|did|have|has|any|can|could|would)\b[^,]*\b(?:on|about|"
                    r"regarding|into|covering)\s+(?:it|that|this)\W*$", re.I)
# a purpose clause after the request: ", I want to start a new reading list", "; I have to present them" (a verb
# that asks for something stays: ", I want to know which use X")
_PURPOSE = re.compile(r"\s*[,;]\s*(?:i|we)\s+(?:(?:also|really|just)\s+)?(?:want|need|have|plan|hope|am going|'m going|"
                      r"am about|'m about)\s+to\s+(?!(?:know|see|find|understand|learn|hear|get|read|look|check|"
                      r"compare|focus)\b)[^.?!;]*", re.I)
# what the answer is for: a document or an occasion of the person's ("for my report", "for the introduction of my
# report", "For another chapter of my thesis", "for a report due Friday", "for my lit review")
_DOC = (r"(?:report|thesis|dissertation|review(?: article)?|lit review|literature review|survey|presentation|talk|"
        r"slides|notes|proposal|grant(?: proposal| application)?|application|manuscript|essay|paper|article|lab meeting|meeting|seminar|class|"
        r"course|lecture|team|supervisor|boss|project)")
_PART = r"(?:introduction|intro|chapter|section|background|discussion|related[- ]work(?: section| chapter)?)"
_OWN = r"(?:my|our|the|a|an|another|this|that|next)"
# "for the first paper" / "for the last one" point at a paper on the table: no document of the person's own
_PLACE_WORD = r"(?:" + ORDINALS + r"|top|same|other|above|previous|earlier|cited|listed|\d+(?:st|nd|rd|th)?)"
_FOR = re.compile(r"\s*,?\s*\bfor\s+" + _OWN + r"\s+(?!(?:[\w'\-]+\s+)?" + _PLACE_WORD + r"\b)"
                  r"(?:[\w'\-]+\s+){0,2}?(?:" + _PART + r"(?:\s+(?:section|chapter))?"
                  r"\s+(?:of|in|for)\s+" + _OWN + r"\s+(?:[\w'\-]+\s+){0,1}?" + _DOC + r"|" + _DOC + r"(?:\s+" + _PART + r"(?:\s+(?:section|chapter))?)?)"
                  r"(?:\s+(?:due|next|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday))\b(?:\s+\w+)?)?"
                  r"(?:\s+(?:i|we)(?:'m| am|'re| are)\s+\w+ing)?\b(?!\s+of\b)", re.I)  # "obliged for a survey of X" asks
# a part of the person's own document named at the start: "For another chapter of my thesis I need ..."
_FOR_PART = re.compile(r"^\W*for\s+" + _OWN + r"\s+(?:[\w'\-]+\s+){0,2}?" + _PART + r"(?:\s+(?:section|chapter))?\s+"
                       r"(?:of|in|for)\s+(?:my|our)\s+" + _DOC + r"\s*,?\s*", re.I)
# a part of the person's own document as what is written: "Write the background section of my thesis on X"
_OWN_PART = re.compile(r"\b(?:the|a|my|our)\s+(?:[\w'\-]+\s+)?" + _PART + r"(?:\s+(?:section|chapter))?\s+(?:of|in|for)\s+"
                       r"(?:my|our)\s+" + _DOC + r"\b", re.I)
# how the answer should look: "in a table (with ... / : ...)", "as bullet points", "in bullet points: a, b, c"
_SHAPE = r"(?:(?:a |the )?table|(?:a )?(?:bullet(?:ed)?|numbered) (?:points?|list)|bullets|(?:a )?list|(?:a )?few bullets)"
_FORMAT = re.compile(r"\s*,?\s*\b(?:in|as|into|using)\s+" + _SHAPE + r"(?:\s*:[^.?!]*|\s+(?:with|w/)\s+[^.?!,;]*)?", re.I)
# how plainly to say it, and a simile for the answer's shape, are no part of the request: "in plain words a farmer can
# follow", "in layman's terms", ", like a handover briefing", ", like I'm five"
_PLAINLY = re.compile(r"\s*,?\s*\b(?:in|using|with)\s+(?:plain|simple|simpler|everyday|lay(?:man'?s)?|non-?technical|basic)\s+"
                      r"(?:words|terms|english|language)(?:\s+(?:a|an|that|which|so|my|our|any)\b[^.?!;,]*)?|"
                      r",\s*(?:just\s+)?like\s+(?:a|an|i'?m|i am|you'?re|you are|you'?d|you would)\s+[^.?!;,:]*(?=\s*:|[.?!]*\s*$)",
                      re.I)
# "unrelated to all this" as a lead-in mid-turn: "... and I remembered something unrelated to all this: can you find
# papers on X?"
_UNRELATED_LEAD = re.compile(r"(?<=\s)(?:something\s+)?unrelated\s+to\s+(?:all\s+(?:of\s+)?)?(?:this|that|these|those|them|the above)"
                             r"(?=\s*[:\-\u2013\u2014])", re.I)
# what the answer lets the person do: "Give me a summary of each so I'm ready.", "... so I know what's in each"
# ("so I'd like an overview of X" is the request itself)
_SO_THAT = re.compile(r"\s*,?\s*\bso\s+(?:that\s+)?(?:i|we)(?:'m|'re|'ll|\s+am|\s+are|\s+can|\s+will|\s+know|\s+have|\s+don't|"
                      r"\s+do not|\s+get|\s+understand)\b(?![^.?!;:,]*\b(?:up on|reading on|working on|researching)\s+"
                      r"(?!(?:it|them|these|those|this|that)\b)\w)[^.?!;:,]*", re.I)  # "so I'm reading up on X" names X
# what the person will do after the answer, and an Irish tag that affirms: "..., and then I'll go and have a bath and
# ...", "What does X say, so it does?"
_AFTERWARDS = re.compile(r"\s*,?\s*\band\s+then\s+(?:i|we)(?:'ll|\s+will|\s+can|\s+(?:have|need|want)\s+to|'m\s+going\s+to)\b[^.?!;]*|"
                         r"\s*,?\s*\bso\s+(?:it|i|we|they|he|she|you)\s+(?:does|do|did|is|am|are|was|were|will|has|have)(?=\s*[?.!]|\s*$)",
                         re.I)
# what the person will do with the answer, in a clause of its own after the request: "Tell me more about X; I'll read
# up on it while the kettle boils", "..., we'll go through them later" (its "it" and "them" are what was asked for)
_WILL_DO = re.compile(r"\s*(?:[;,]|\s[\-\u2013\u2014])\s*(?:i|we)(?:'ll|\s+will|'m going to|\s+am going to|'re going to)\s+"
                      r"(?!(?:need|want|have to)\b)[^.?!;]*", re.I)
# a slip corrected at once: "what did the first - no wait, all of them - ...", "summarise X, sorry, Y": the words
# before the correction are no part of the request
_CORRECTED = re.compile(r"(?:\b(?:the\s+)?(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))(?:\s+(?:one|paper))?|"
                        r"\b(?!(?:about|on|of|in|to|for|with|from|by|the|an?|and|or|are|is|those|these|them|it)\b)[\w\-]+)"
                        r"\s*[,\-\u2013\u2014]+\s*(?:no,?\s+wait|wait,?\s+no|no,|sorry,|oops,?|i mean\b,?|"
                        r"scratch that,?|make that|correction:)\s*,?\s*", re.I)
# a deadline before the request: "By noon tomorrow, as a bulleted list: ...", "Before 5pm -", "By Friday:"
_DEADLINE = re.compile(r"^\W*(?:by|before)\s+(?:noon|midday|midnight|tonight|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                       r"the weekend|(?:the\s+)?end of (?:the\s+)?(?:day|week|shift|play)|eod|cob|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)"
                       r"(?:\s+(?:tomorrow|today|tonight|morning|afternoon|evening))?\s*[,;:\-\u2013\u2014]\s*", re.I)
_BRIEFLY = re.compile(r"\s*,?\s*\bin (?:short|brief|a nutshell|a word|a sentence or two|a sentence)\b(?=\W*$)", re.I)  # "in short"
# a yes or no is all the asker needs, said after the question: "code available for any of those? yes/no is fine"
_YES_NO_FINE = re.compile(r"(?<=[?.!])\s*(?:a |just )?(?:yes ?/ ?no|yes or no|y ?/ ?n)(?: answers?)?"
                          r"(?:\s+(?:is|will be|would be)\s+(?:fine|enough|ok(?:ay)?|plenty)|\s+will do|\s+(?:please|pls))?"
                          r"\s*[.!]?\s*$", re.I)
_FORMAT_FIRST = re.compile(r"^\W*(?:(?:in|as)\s+)?" + _SHAPE + r"(?:\s+(?:pls|please|plz))?\s*[:\-\u2013\u2014]\s*", re.I)
_PER_PAPER = re.compile(r"\s*,?\s*(?:with|w/)\s+(?:a|one)\s+(?:sentence|line|paragraph)\s+(?:per|for|on|about)\s+"
                        r"(?:each\s+)?(?:paper|study|one|work|item|source)\b", re.I)
# saying something has nothing to do with something else (the papers set aside, or the last question: _SAID_UNRELATED)
_UNRELATED_WORDS = r"unrelated to|not related to|(?:has )?nothing to do with|separate from|independent of"
# papers the turn does NOT point at: "not the ones you just listed", "forget the previous list", "leaving out the rest"
_PLACED = r"(?:you(?:'ve| have)?\s+(?:just\s+)?(?:listed|gave|given|showed|shown|mentioned|cited|found)(?:\s+me)?)"
_NOT_THESE = re.compile(
    r"\s*[,;\-\u2013\u2014]?\s*\b(?:not|but not|rather than|instead of|apart from|except|excluding|ignoring|ignore|"
    r"(?:(?:this|it)(?:'s| is) )?(?:" + _UNRELATED_WORDS + r")|"
    r"forget(?:ting)?|never mind|drop(?:ping)?|leaving out|leave out|leave aside|no more of|enough of)\s+(?:about\s+)?(?:"
    r"the rest|the others|the other ones|(?:the|those|these)\s+(?:ones|papers|studies|works)\s+" + _PLACED +
    r"(?:\s+(?:before|earlier|above))?|the (?:previous|last|old|earlier) (?:list|answer|ones|papers|results|lot|batch|set|"
    r"bunch)|"
    r"the above(?:\s+(?:list|answer|ones|papers))?|(?:just |only )?(?:(?:of|from)\s+)?(?:these|those|them)(?:\s+(?:ones|papers|few|two|three|"
    r"four|five|six|seven))?)\b(?=\s*(?:[.?!,;)]|\s[\-\u2013\u2014]|$))", re.I)
# a remark that the turn has nothing to do with a place in the chat, as a clause or a sentence of its own: "Could you
# search for papers on X (a new topic, nothing to do with the last one)?", "... on X? It's unrelated to the last one."
# ("the last one" there is the last question, no paper to point at); not "different from", which compares
_SAID_UNRELATED = re.compile(
    r"(?:(?<=[.?!])\s+|\s*[,;\-\u2013\u2014]\s*|^\W*)(?:(?:it|this|that)(?:'s| is| has)\s+)?(?:(?:completely|totally|entirely)\s+)?"
    r"(?:has\s+)?(?:" + _UNRELATED_WORDS + r"|not connected to|no connection (?:to|with))\s+(?:all\s+(?:of\s+)?)?"
    r"(?:the|those|these|that|this|my|your|our)\s+(?:(?:last|previous|earlier|"
    r"above|prior|other|first)\s+)?(?:one|ones|topic|question|query|search|request|thread|subject|conversation|chat)\b"
    r"(?:\s*[.!](?=\s|$))?(?=\s*(?:[.?!,;:)]|\s[\-\u2013\u2014]|$))", re.I)
# the papers on the table left out, as a sentence after the request: "Fresh search please: X. Leave the previous papers
# out of it."
_LEFT_OUT = re.compile(r"(?<=[.?!])\s+(?:please\s+)?(?:leave|keep)\s+(?:the\s+)?(?:previous|last|earlier|old|other)\s+(?:papers|"
                       r"ones|list|results|lot)\s+out(?:\s+of\s+(?:it|this|that))?(?:,?\s+please)?\s*[.!]?\s*$", re.I)
# every paper beyond the table is the collection's: "pull it all together - every paper, not just those -"
_EVERY_BEYOND = re.compile(r"\bevery\s+(?:single\s+)?(?:paper|study|article)(?=\s*[,;(\-\u2013\u2014]\s*not\s+(?:just|only|merely)\b)",
                           re.I)
# "i also need those": the papers being asked for, not the ones on the table
_NEED_THOSE = re.compile(r"\s*[,;]?\s*\b(?:i|we)\s+(?:also\s+|really\s+)?(?:need|want)\s+(?:those|these|them|that|"
                         r"it)(?:\s+(?:too|as well|also))?\s*(?=[.?!]|$)", re.I)
# a connective that adds to what was said, with what it adds to: "so apart from all that", "besides those", "on top
# of this" (the turn asks for something new: "so apart from all that i'm also looking into X ...")
_BESIDES = re.compile(r"^\W*(?:(?:so|and|ok|okay|right|also)\s*,?\s*)*(?:apart from|aside from|besides|on top of|"
                      r"in addition to|other than)\s+(?:all\s+)?(?:that|this|those|these|them|the above)\b\s*,?\s*", re.I)
# thanks before the request, as a sentence of its own: "thx. next: X studies pls", "Thanks! X?"
# a tag particle or a form of address closing a clause asks nothing of its own: "Run me through them one by one, nuh.",
# "anything on X, eh?", "the rundown on each of those papers, kid"
_TAG = re.compile(r"\s*,\s*(?:nuh|eh|lah|leh|lor|innit|na|sha|abi|o|ya|yeah|mate|bro|brah|bruh|bruv|da|kid|dude|buddy|pal|boss|guys|folks)\s*(?=[?.!]|$|\s[\-\u2013\u2014]\s)", re.I)
# the whole corpus named as the scope of a question: "across all papers", "in the corpus", "in the literature"
CORPUS_SCOPE = re.compile(r"\b(?:(?:the|your|this|my|our)\s+(?:whole|entire|full)\s+(?:corpus|collection|database|library)\b|"
                          r"(?:across|in|throughout|over|from)\s+(?:all(?: of)?(?: the)?|the (?:whole|entire)|the|this|"
                          r"my|our)\s+(?:(?:available|indexed|whole|entire)\s+)?(?:papers|corpus|collection|database|"
                          r"literature|library|field)\b|"
                          r"(?:every|each|all(?: of)?(?: the)?)\s+(?:papers?|stud(?:y|ies)|articles?)\s+(?:you|u)\s+"
                          r"(?:have|hold|index|keep|store)\b)", re.I)  # "every paper you have": the collection
_THANKS = re.compile(r"^\W*(?:thx|thanks|thank you|thank u|ty|cheers|many thanks)(?:\s+(?:a lot|so much))?\s*[.!,;:]+\s*", re.I)
# a greeting before the request and a sign-off after it, as sentences of their own: "Hello again! ...", "... Thanks,
# bye!", "... Cheers, see you tomorrow."
_GREETING = re.compile(r"^\W*(?:hello|hi|hey|hiya|howdy|good\s+(?:morning|afternoon|evening)|morning)(?:\s+(?:again|there|all|"
                       r"team|friend|bot))?\s*[!.,]+\s*(?=\w)", re.I)
_SIGN_OFF = re.compile(r"(?<=[.?!])\s+(?:(?:thanks|thank you|thx|ty|cheers|ta|much appreciated)(?:\s+(?:a lot|so much|again|"
                       r"in advance))?[\s,!.]*)?(?:(?:bye|goodbye|see (?:you|ya)|later|talk soon|ttyl)(?:\s+(?:for now|"
                       r"tomorrow|later|soon))?[\s!.]*)?$(?<=\S)", re.I)
# a mark given to the last answer before the request, as a sentence of its own: "9/10 for that last one. Now, ...",
# "7/10, decent list.", "A+ for that." (its "last one" is no place on the table)
_RATING = re.compile(r"^\W*(?:\d{1,2}(?:\.\d)?\s*/\s*(?:10|5|100)\b|[A-F][+\-]?(?=\s+(?:for|on)\b)|(?:top|full) marks\b|"
                     r"(?:five|four|three|\d)\s+stars?\b)[^.!?\n]*[.!?\n]+\s*(?=\S)", re.I)
# a remark that calls the request a new search: "Papers on X, please - a new search.", "X papers (new topic)", "Any
# papers on X? Different topic."
# (typed as a search-engine query too: "X papers new search")
_NEW_SEARCH = re.compile(r"(?:\s*(?:[,;(]|\s[\-\u2013\u2014])|(?<=[.?!])\s+|(?:(?<=papers)|(?<=studies))\s+)\s*"
                         r"(?:(?:this is|it's|that's|as)\s+)?(?:a\s+)?(?:brand[\s\-]new|new|"
                         r"fresh|separate|different)\s+(?:search|question|query|topic|request|subject)\s*\)?"
                         r"(?:\s*,?\s*(?:please|pls|plz|thanks))?(?=\s*[.?!]|\s*$)",
                         re.I)
# asking whether asking is all right: "If it's not too much trouble, could you ...", "if that's ok:" (its "it" is no paper)
_IF_ALL_RIGHT = re.compile(r"^\W*if\s+(?:it|that)(?:'s|\s+is|\s+isn't|'s not|\s+is not)\s+(?:not\s+|no\s+)?(?:too much\s+)?(?:of\s+a\s+)?"
                           r"(?:trouble|bother|problem|ok|okay|alright|all right|possible|fine)(?:\s+(?:for|with)\s+you)?"
                           r"\s*[,:;\-\u2013\u2014]\s*", re.I)
# a preface of the person's own before the request, closed by "but": "I hope this isn't a silly question, and I know
# it's nothing to do with what we were just looking at, but ...", "I know you've done a lot for me this morning, but if
# you don't mind: ...", "Not being funny, but ..." (its "it" and "the last thing" point at no paper)
_PREFACE = re.compile(r"^\W*(?:(?:i|we)\s+(?:hope|know|realise|realize|promise|appreciate|understand|suppose|guess)\b[^?:]*?|"
                      # a concession first: "It's not that I don't trust the list, but ...", "I'm not saying ..., but"
                      r"(?:(?:it'?s|it is)\s+not\s+that|not\s+that|i'?m\s+not\s+saying|i am not saying|don'?t get me wrong|"
                      r"like (?:you did|before|last time))\b[^?:]*?|"  # and a comparison: "Like you did for X, but ..."
                      r"not being funny|no offen[cs]e(?: meant| intended)?|with (?:all )?(?:due )?respect)\s*,?\s+(?:but|yet)\s*,?\s+"
                      r"(?:(?:if you don't mind|if it's not too much (?:trouble|bother)|if you could)\s*[:,]?\s*)?(?=\w)", re.I)
# what such a preface is about: the asking itself, never a topic ("I guess X is popular, but which of these use it?"
# keeps X)
_ABOUT_THE_ASKING = re.compile(r"\b(?:questions?|ask(?:ing|ed)?|things?|a lot|loads|random|silly|stupid|naive|daft|dumb|"
                               r"nothing to do|unrelated|off[\s\-]topic|something else|busy|help(?:ed|ful)?|bother|trouble|"
                               r"time|today|morning|already|promise|last|again|funny|offen[cs]e|respect|long shot|"
                               r"useful|good|trust|like (?:you did|before|last time)|(?:the|that|your) (?:list|answer))\b",
                               re.I)
# when the answer is needed, said after the request: "... Not being funny, but I need it for Monday.", "We need them by
# Friday." (its "it" is the paper asked about)
_NEEDED_BY = re.compile(r"(?<=[.?!])\s+(?:(?:not being funny|no offen[cs]e|honestly|tbh|fyi|just so you know)\s*,?\s*"
                        r"(?:but\s+)?)?(?:i|we)\s+(?:really\s+|do\s+)?need\s+(?:it|this|that|them|these|those)\s+(?:for|by|"
                        r"before)\b[^.?!]*[.!]*(?=\s*$)", re.I)
# a hedge before the request, ending in "but" or a stop: "Perhaps a long shot, but ...", "I could be wrong, but ...",
# "Sorry if this is a naive question -", "Not sure this is covered, but", "Correct me if I'm wrong, but"
_HEDGE = re.compile(
    r"^\W*(?:(?:(?:this|that|it)(?:'s|\s+is|\s+(?:may|might|could)\s+be)\s+|perhaps\s+|maybe\s+|possibly\s+|"
    r"(?:sorry|apologies),?\s+(?:if\s+)?(?:this\s+is\s+)?|just\s+)*(?:a|an|just\s+a)?\s*(?:(?:bit\s+of\s+a|rather\s+a)\s+)?"
    r"(?:long\s+shot|(?:naive|silly|stupid|dumb|basic|obvious|odd|strange|newbie|beginner'?s?|quick)(?:\s+question)?|"
    r"outside\s+(?:the|your|this)\s+(?:corpus|collection|scope)|out\s+of\s+scope)"
    r"|i\s+(?:could|might|may|can)\s+be\s+(?:wrong|mistaken|misremembering|misreading|confused|off base|way off|"
    r"in\s+the\s+wrong\s+place)(?:\s+(?:here|about this|for this))?"
    r"|correct\s+me\s+if\s+i'?m\s+wrong|(?:i'?m\s+)?not\s+sure\s+(?:if|whether)\s+(?:this|that|it)\s+is\s+"
    r"(?:covered|relevant|in\s+scope|here))"
    r"\s*(?:,\s*but|\s+but|[,;:.!\-\u2013\u2014])\s+(?=\w)", re.I)
_SPACES = re.compile(r"\s+([,.?!;:])|\s{2,}")
# a scope note that widens the question to the whole corpus rather than pointing back: "not just the ones above",
# "(not merely the ones cited)", "not only those you listed", "beyond the ones you gave me"
_NOT_ONLY_THESE = re.compile(
    r"\s*[,;\-\u2013\u2014]?\s*\(?\s*\b(?:and\s+)?(?:not\s+(?:just|only|merely|simply|solely|limited\s+to)|beyond|"
    r"(?:there(?:'s|\s+is)\s+)?no\s+need\s+to\s+(?:stick|keep|limit|restrict|confine)(?:\s+(?:yourself|it))?|"
    r"(?:do\s+not|don't|needn't)\s+(?:stick|keep|limit|restrict|confine)(?:\s+(?:yourself|it))?)\s+"
    r"(?:to\s+)?(?:the\s+(?:(?:cited|listed|above|previous)\s+)?ones?|those|these|them|the\s+above|your\s+(?:(?:last|previous|"
    r"earlier)\s+)?(?:answer|list|reply|results)|the\s+(?:(?:cited|listed|above|"
    r"previous)\s+)?(?:papers|studies|works|results)|what\s+you)\b"
    r"(?:\s+(?:you(?:'ve)?|just|above|cited|listed|shown|given|gave|showed|mentioned|found|here|before|earlier|so far|"
    r"from before|me|named|returned|retrieved|discussed))*\s*\)?", re.I)
# a lead-in that says the turn is unrelated to the papers on the table names them only to set them aside: "Unrelated
# to the above: X?", "Separate from those papers - X", "Fresh question, unrelated to the last one: X?" (read as
# "Unrelated: X?", a change of topic)
_UNRELATED_TO = re.compile(r"^\W*(?:(?:hi|hello|hey|hiya)(?:\s+again)?\W+)?"
                           r"(?:(?:ok(?:ay)?|right|so|now|and|but|also)\W+)*(?:(?:[\w']+\s+)?"
                           r"(?:question|ticket|query|topic|thing|request|matter|subject)\s*[,:\-\u2013\u2014]\s*)?"
                           r"(?:something\s+)?(?:unrelated|"
                           r"separate(?:ly)?|independent(?:ly)?|(?:totally |completely |entirely )?different)\s+(?:to|from|of)\s+(?:all\s+)?(?:the above|that|this|those|these|them|"
                           r"(?:the|those|these) (?:previous |last |earlier |above )?(?:ones?|papers?|studies|list|answer|"
                           r"question|topic|results)|what you (?:said|listed|found|gave|cited|showed))(?:\s+(?:papers|ones|"
                           r"studies))?\b", re.I)
# asking to be answered back is no part of the request: "... and revert", "and get back to me", "and report back"
_REPORT_BACK = re.compile(r"\s*,?\s*\band\s+(?:revert|report back|get back|come back)(?:\s+to\s+(?:me|us))?"
                          r"(?:\s+(?:asap|soon|please|pls|later))*\b", re.I)
# Latin abbreviations: "e.g." and "i.e." open an example or a restatement of what was just asked, read without it
# ("What has been written on X, e.g. trials or reviews?"); "viz.", "cf.", "N.B." and "ibid." name nothing the
# words around them do not; "re:" is "regarding"
_EG_IE = re.compile(r"\s*[,;(\-\u2013\u2014]?\s*\b(?:e\.\s?g|i\.\s?e)\b\.?,?\s+[^.?!;)]*\)?", re.I)
_VIZ_TAIL = re.compile(r"\s*,\s*viz\.\s+(?!(?:what|which|who|how|why|where|when|whether|the ones)\b)[^.?!;:,]*"
                       r"(?=[.?!]*\s*$)", re.I)  # "..., viz. aim and outcome.": the same
# a parenthesis that names the topic a turn points at: "the topic (that's X)", "the subject (i.e. X)"
_TOPIC_NAMED = re.compile(r"\bthe\s+(?:topic|subject|field|area|theme)\s*\(\s*(?:that's|that is|i\.e\.,?|namely|which is)"
                          r"\s+([^()]+?)\s*\)", re.I)
_ABBREVIATION = re.compile(r"\b(?:viz|cf|n\.\s?b|ibid)\.(?:\s*[,:;\-\u2013\u2014])?(?=\s|$)", re.I)
_RE = re.compile(r"\bre:\s*", re.I)
# chat shorthand for the words of a request: "summ of X lit" is "summary of X literature"
_SHORT_FORMS = {"summ": "summary", "summ.": "summary", "lit": "literature", "lit.": "literature", "ur": "your", "u": "you",
                # Caribbean and West African English: "Which of dem papers deal wid X?", "What di second paper seh?"
                "dem": "those", "dese": "these", "dey": "they", "di": "the", "dis": "this", "dat": "that",
                "wid": "with", "seh": "say", "yuh": "you", "'pon": "on", "ting": "thing",
                # Hawaiian Pidgin, Irish and Ulster English ("Da 4th one", "the research yous have", "Which o' dem is
                # 'bout X?"), and the pointing words of Spanish and French mixed into English ("de esos papers",
                # "lesquels de ces papers sont about X")
                "da": "the", "yous": "you", "youse": "you", "o'": "of", "'bout": "about", "esos": "those",
                "esas": "those", "estos": "these", "estas": "these", "ces": "these", "lesquels": "which",
                "lesquelles": "which", "sont": "are", "solo": "only",
                # Belizean Kriol: "Which one a dehn papers da about X?" ("which of those papers are about X?")
                "dehn": "those"}
# Filipino English: the request prefix "pa-" ("Pa-summarize", "pa-explain") is "please", "naman (po)" only softens
_FILIPINO = re.compile(r"(?<![\w\-])[Pp]a-(?=[a-z]{4})|\s+naman(?:\s+po)?\b")
# chat and dialect spellings, in lower case or capitalised, never in capitals ("U-shaped", "DAT" the transporter, "DEM"
# stay)
_CHAT = re.compile(r"(?<![\w\-'])(?:ur|u|dem|dehn|dese|dey|di|dis|dat|wid|seh|yuh|'pon|ting|da(?=\s+\w)|yous|youse|o'|'bout|esos|esas|estos|estas|ces|"
                   r"lesquels|lesquelles|sont|solo)(?![\w\-'])", re.I)
# "of those" in Spanish, "those papers" and the copula in Hawaiian Pidgin ("Which of dose papers stay about X?", "what
# stay inside dat paper?"; "dose" alone is a dose)
_MIXED = ((re.compile(r"\bde (?=(?:esos|esas|estos|estas|ces)\b)"), "of "),
          (re.compile(r"\bdose(?=\s+(?:papers|ones|studies|articles)\b)"), "those"),
          (re.compile(r"(?<=\bwhat )stay\b|\bstay(?= about\b)"), "are"),
          # Kriol "which one a dehn" is "which of those", its copula "da" before what a paper is about is "are"
          (re.compile(r"\b(which)\s+one\s+a(?=\s+(?:dehn|dem)\b)", re.I), r"\1 of"),
          (re.compile(r"\bda(?=\s+(?:about|'bout|bout|on|pon)\b)"), "are"),
          # Doric and Scots: "Fit does a' the research on X say, ower the hale collection?", "hiv ye ony papers on X?"
          # ("fit" opens a question only before its verb; "hiv" is HIV but before "ye")
          (re.compile(r"^(\W*)fit(?=\s+(?:does|do|did|is|are|was|were|has|have)\b)", re.I), r"\1what"),
          (re.compile(r"\bhiv(?=\s+ye\b)", re.I), "have"), (re.compile(r"\bye\b(?=\s+ony\b)|(?<=\bhave )ye\b"), "you"),
          # "Fit anes o' thae papers are aboot X, loon? Jist them.", "That's thon deen. Fit papers hiv ye on X?"
          (re.compile(r"(^\W*|[.?!]\s+)fit(?=\s+(?:papers|studies|articles|anes|ones)\b)", re.I), r"\1which"),
          (re.compile(r"\banes\b"), "ones"), (re.compile(r"\bthae\b"), "those"), (re.compile(r"\bjist\b"), "just"),
          (re.compile(r"\bthon\b"), "that"), (re.compile(r"(?<=\bthat )deen\b"), "done"),
          (re.compile(r"\s*,\s*(?:loon|quine)\b(?=\s*[?.!,]|$)"), ""),
          (re.compile(r"\bony\b"), "any"), (re.compile(r"\ba'(?=\s)"), "all"), (re.compile(r"\bower\b"), "over"),
          (re.compile(r"\bhale\b(?=\s+(?:collection|corpus|library|lot|thing)\b)"), "whole"),
          (re.compile(r"^(\W*)richt\b", re.I), r"\1right"),
          # Shetland, Scots and Geordie: "Whit does da whole collection say aboot X, taken aa tagidder?", "ony mair
          # papers fae the list?" ("whit" is "what" before its verb or at the start; "aa" is "all" only before together)
          (re.compile(r"^(\W*)whit\b|\bwhit(?=\s+(?:does|do|did|is|are|was|were|has|have|aboot|about)\b)", re.I),
           lambda m: (m.group(1) or "") + ("What" if m.group(0).strip()[:1] == "W" else "what")),
          (re.compile(r"\baboot\b"), "about"), (re.compile(r"\b(?:tagidder|thegither|tegither)\b"), "together"),
          (re.compile(r"\baa(?=\s+together\b)"), "all"), (re.compile(r"\bmair\b"), "more"),
          (re.compile(r"\bnoo\b"), "now"),
          (re.compile(r"\bfrae\b|\bfae(?=\s+(?:the|da|that|this|yer|your|my)\b)"), "from"),
          # a doubting "even" asks the same: "Do you even have anything on X?"
          (re.compile(r"\b(you|we)\s+even\s+(?=(?:have|hold|got|cover)\b)", re.I), r"\1 "))
# a turn in capitals is shouted, not an acronym: "THAT ONE. MORE DETAIL PLEASE."
_SHOUTED = re.compile(r"^[^a-z]*[A-Z][^a-z]*$")
_SOTA = re.compile(r"(?<![\w\-])(?:the\s+)?sota(?=\s+(?:on|in|for|of|regarding|about|re)\b)", re.I)
_SHORT = re.compile(r"(?<![\w\-])(?:summ|lit)\b\.?(?![\w\-])", re.I)


def _spelt_out(found: re.Match) -> str:
    word = found.group(0)
    if word.isupper() or word.lower() != word and word != word.capitalize():
        return word  # "DAT", "DEM", "U shaped": an acronym, a letter or a name
    plain = _SHORT_FORMS[word.lower()]
    return plain.capitalize() if word[:1].isupper() else plain


# the words after "i.e." as the whole turn when those before it ask nothing: "git checkout -b new-topic - i.e. leave
# those behind and search for papers on X"
_IE_ASKS = re.compile(r"^(?P<head>[^?\n]*?)\s*[,;:(\-\u2013\u2014]?\s*\bi\.\s?e\.?,?\s+(?P<tail>(?:leave|forget|drop|set|"
                      r"search|find|look|show|tell|give|list|summari[sz]e|what|which|who|how|any|are|is|do|does|can|"
                      r"could|please|i (?:want|need))\b.*)$", re.I | re.S)
_HEAD_ASKS = re.compile(r"\b(?:which|what|who|how|where|when|why|any|find|search|show|tell|give|list|summari[sz]e|"
                        r"compare|look|papers?|studies|works?|those|these|them|ones?|it|this|that|above|restrict|limit|"
                        r"narrow|keep|only|just|filter|sort|rank|drop|remove|exclude)\b", re.I)


def _asked_after_ie(text: str) -> str:
    found = _IE_ASKS.match(text)
    if found is None or _HEAD_ASKS.search(found.group("head")):
        return text
    tail = found.group("tail")
    return tail[0].upper() + tail[1:]


def plain_abbreviations(text: str) -> str:
    """``text`` without Latin abbreviations and the examples or restatements they open (but "the topic (i.e. X)" is
    X), "re:" as "regarding", chat shorthand spelt out ("summ", "lit"); the text itself when nothing with a word of its
    own would be left."""
    asked = _asked_after_ie(text)
    out = _RE.sub("regarding ", _ABBREVIATION.sub("", _EG_IE.sub("", _VIZ_TAIL.sub("", _TOPIC_NAMED.sub(r"\1", asked)))))
    if _SHOUTED.match(out) and len(out.split()) >= 3:
        out = out.lower()
    for pattern, plain in _MIXED:
        out = pattern.sub(plain, out)
    out = _CHAT.sub(_spelt_out, _SHORT.sub(lambda m: _SHORT_FORMS[m.group(0).lower()], out))
    out = _FILIPINO.sub(lambda m: "please " if m.group(0).lower().startswith("pa") else "", out)
    out = _SOTA.sub("the state of the art", out)  # "What's SOTA on X?": the state of the art (not "SOTA methods")
    out = _SPACES.sub(lambda m: m.group(1) or " ", out).strip(" ,;:-\u2013\u2014")
    return out if re.search(r"[A-Za-z]{3}", out) and out != text else text


def without_asides(text: str) -> str:
    """``text`` without its reason and purpose clauses, its format request and the papers it says it does not mean;
    ``text`` itself when nothing with a word of its own would be left."""
    out = without_envelope(text)
    out = _SIGN_OFF.sub("", _NEW_SEARCH.sub("", _RATING.sub("", _GREETING.sub("", _YES_NO_FINE.sub("", out)))))
    out = after_changed_mind(without_quoted_question(out))
    out = _LEFT_OUT.sub("", _SAID_UNRELATED.sub("", _EVERY_BEYOND.sub("every paper in the collection", out)))
    out = _NEEDED_BY.sub("", _without_preface(_IF_ALL_RIGHT.sub("", out)))
    out = _FOR_PART.sub("", _BESIDES.sub("", _HEDGE.sub("", _THANKS.sub("", _UNRELATED_TO.sub("Unrelated", _MENTION.sub(
        "", _TAG.sub("", out)))))))
    out = _NOT_THESE.sub(lambda m: m.group(0) if _opens(out, m.start()) and not _ENOUGH.match(m.group(0)) else "", out)
    out = _CORRECTED.sub("", _UNRELATED_LEAD.sub("something else", out))  # slips and lead-ins first
    out = _FORMAT_FIRST.sub("", _DEADLINE.sub("", _DESCRIBING.sub(r"\1", out)))
    for pattern in _ASIDES:
        if pattern is not _REASON or not _ON_IT.search(out):  # "since my project deals with X, any papers on it?"
            out = pattern.sub("", out)
    if out == text:
        return text
    out = _SPACES.sub(lambda m: m.group(1) or " ", out).strip(" ,;:-\u2013\u2014")
    out = re.sub(r"(?<=[?!])\.+(?=\s|$)", "", out)  # "Which study X? Unrelated to the above.": no "?." left
    if not re.search(r"[A-Za-z]{3}", out):
        return text
    return out[0].upper() + out[1:] if text[:1].isupper() else out


# a scope it does not keep to is no part of the turn: "Summarise X, without restricting to the earlier answer" (its
# "last" / "earlier" answer is no paper's place)
_UNRESTRICTED = re.compile(r"\s*,?\s*\bwithout\s+(?:restricting|limiting|confining|keeping)\b[^.?!;]*", re.I)
# "(all of them, not just the first)": every paper, no place
_NOT_ONLY_FIRST = re.compile(r"\s*,?\s*\bnot\s+(?:just|only|merely|simply)\s+the\s+(?:first|top|last)(?:\s+(?:one|paper|study|"
                             r"two|three|few|results?|answer|list|ones|papers))?\b", re.I)
# a doubt tagged onto the question: "Did any share their code, or is that a fib?", ", or am I dreaming?"
_DOUBT = re.compile(r"\s*,?\s*\bor\s+(?:is\s+that|was\s+that|would\s+that\s+be|am\s+i)\b[^.?!;,]*(?=\?\s*$)", re.I)
# the asides without_asides removes, in this order
_ASIDES = (_REASON, _PURPOSE, _FOR, _OWN_PART, _PER_PAPER, _FORMAT, _BRIEFLY, _PLAINLY, _AFTERWARDS, _WILL_DO, _SO_THAT,
           _NEED_THOSE, _NOT_ONLY_THESE, _REPORT_BACK, _UNRESTRICTED, _NOT_ONLY_FIRST, _DOUBT)
# the assistant addressed by name is no part of the turn: "@litchat search X", "@bot, which of these ..."
_MENTION = re.compile(r"^\s*@[\w\-.]+[\s,:;]*")
_ENOUGH = re.compile(r"\W*(?:no more|enough)\b", re.I)  # "Enough of the previous list - X": no request of its own


def _without_preface(text: str) -> str:
    """``text`` after its preface (``_PREFACE``), unless the request after it asks about "it" the preface names ("I
    know little about X, but any papers on it?")."""
    found = _PREFACE.match(text)
    if found is None or _ON_IT.search(", " + text[found.end():]) or not _ABOUT_THE_ASKING.search(found.group(0)):
        return text
    return text[found.end():]


def _opens(text: str, at: int) -> bool:
    """Whether ``at`` opens its sentence: "Never mind those. X?" drops the table, a request of its own."""
    return not re.search(r"[A-Za-z]", re.split(r"[.?!]\s", text[:at])[-1])
