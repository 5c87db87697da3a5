"""The wording of a filter over the papers on the table, written once: how a turn points back at them ("these", "the
above", "the papers you listed", "your sources") and the cues that ask which of them are about a topic ("which of
these … X?", "any of them on X?", "keep X, drop the rest", "Quick filter: X"), and the words around its topic (its
scaffolding, the verbs that relate a paper to a topic, a choice or a superlative among the papers). Split from
``acts`` (round 17 of issue #18; the words in round 28), which reads the filter's topic and keeps the other acts'
wording.
"""
from __future__ import annotations

import re

from rag.retrieval.text import content_terms

# the papers on the table, referred to: a demonstrative, "the above", or a paper noun placed by the last answer
# ("the papers you listed", "the ones in your answer", "that list", "your sources")
_PAPER_NOUN = r"(?:papers|ones|works|studies|articles|results|sources|references|citations|hits|items)"
# the verbs an answer places papers with: "the papers you listed", "the sources you pulled up", "what you've shown me"
_PLACED = (r"(?:'ve|\s+have)?(?:\s+(?:just|already))?\s+(?:listed|cited|found|mentioned|gave|given|showed|shown|returned|retrieved|"
           r"named|pulled up|brought up|turned up|dug up|came up with|surfaced|provided|shared|sent(?: over)?|"
           r"displayed|presented|put up|laid out|offered|suggested|recommended|fetched|produced|posted|printed|"
           r"served up|put forward|brought back|dredged up|rounded up|compiled|collected|gathered|picked(?: out)?)"
           r"(?: me| us)?")
# ("all (of) the papers you displayed": the same papers)
_THESE = (r"(?:all\s+(?:of\s+)?(?=the\b|these\b|those\b|them\b|your\b|that\b|what\b))?"
          r"(?:these|those|them|the above|the ones? above|the (?:listed|cited|previous|above|same|returned|retrieved) "
          + _PAPER_NOUN + r"|(?:these|those) " + _PAPER_NOUN + r"|the " + _PAPER_NOUN + r" (?:above|here|there|you" + _PLACED + r"|in (?:your|the|that) (?:last |previous )?"
          r"(?:answer|list|reply|response))|(?:your|that|the|this) (?:last |previous )?(?:list|answer|reply|response)|"
          r"your (?:last |previous |earlier )?" + _PAPER_NOUN + r"|what you" + _PLACED + r"|"
          r"(?:that|this|the|your) (?:set|bunch|lot|batch|selection|group|collection of papers))")
_SCANNING = (r"^\W*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:scan|search|check|sift|comb|screen|trawl|"
             r"(?:go|look|read) through)\s+(?:through\s+)?" + _THESE + r"\s+for\b")
FILTER = re.compile(
    r"\b(?:which|what|how many)(?:\s+(?:ones?|papers?|studies|works|articles))?\s+(?:of|among(?:st)?|from|out of|in)\s+"
    + _THESE + r"\b"
    r"|\b(?:any|none|some|are any|is any|do any|does any|did any|have any|has any|are there any|is there any|"
    r"is there one|is there anything|anything|anyone|anybody|someone)(?:\s+(?:one|paper|study|article|work))?\s+(?:(?:of|among(?:st)?|from)\s+(?:"
    + _THESE + r"|there|here)|in\s+(?:" + _THESE + r"|there))\b"  # "anything in here" is the corpus: a new search
    # a paper noun placed by the last answer: "Does any paper above talk about X?", "do any articles you cited …"
    r"|\b(?:any|a|one|some|which|what)\s+(?:of\s+the\s+)?(?:papers?|stud(?:y|ies)|works?|articles?|sources?|"
    r"references?|results)\s+(?:(?:listed|cited|shown|mentioned|returned|retrieved)\b(?:\s+(?:above|here))?|above|so far|"
    r"there|here\b(?!\s+in\b)|(?:that\s+)?you" + _PLACED + r")"
    # asking whether the table holds papers on X asks which: "Are there papers among these about X?"
    r"|\b(?:are|is)\s+there\s+(?:any\s+|some\s+|an?\s+|one\s+)?(?:papers?|studies|study|works?|articles?|ones?)\s+"
    r"(?:of|among(?:st)?|in|from)\s+" + _THESE + r"\b"
    r"|\b(?:among(?:st)?|out of|of|from)\s+the\s+" + _PAPER_NOUN + r"(?:\s+(?:listed|cited|above|shown|mentioned|returned|"
    r"retrieved))?\s*,\s*(?:which|what|any)\b"
    # ("what each of the above papers does": the verb of each of them, no question which)
    r"|(?<!\beach )(?<!\bevery one )\b(?:among(?:st)?|of|out of|from)\s+" + _THESE + r"\s*,?\s*(?:which|what|who|how many|are|is|do|does|did|"
    r"any(?:thing|one)?|some(?:thing|one)?|only|list|show|keep|name|pick)\b"
    r"|\b(?:within|in)\s+" + _THESE + r"\s*,?\s*(?:which|any(?:thing|one)?|some(?:thing|one)?|only)\b"
    # a topic asked about, then the papers on the table as where to look: "What is the evidence on X among these
    # papers specifically?", "what is known about X in those studies?"
    # ("say more about every paper in that answer": all of them, no topic)
    r"|\b(?:on|about|regarding|concerning|into)\s+(?!(?:every|each|all)\b)[^?.!]{1,60}?\s+(?:among(?:st)?|in|within|across)\s+" + _THESE +
    r"(?:\s+(?:specifically|in particular|particularly|alone|only))?\s*[?.!]*\s*$"
    # "of the above, X only": pointing back, then the one topic to keep
    r"|^\W*(?:among(?:st)?|of|out of|from|within|in)\s+" + _THESE + r"\s*[,:;\-\u2013\u2014]\s*[^?]{1,60}?\s(?:only|alone)"
    r"(?:\s*,?\s*(?:please|pls|plz|thanks))?(?:\W+which)?\W*$"
    # the list pointed back at as a whole, then the one topic to keep: "same list, only X", "the above results + X
    # only", "that list but just X", "Those papers. X only. Which?"
    r"|^\W*(?:the\s+)?(?:same|above|previous|last|that|this|your|these|those)\s+(?:list|results|papers|ones|set|hits|"
    r"sources)\s*(?:[,:;+&.\-\u2013\u2014]+\s*|\s(?:but|and|with|plus)\s+)(?:(?:only|just)\s+[^?.!]{1,50}|[^?.!]{1,50}?\s"
    r"(?:only|alone))(?:\s*,?\s*(?:please|pls|plz))?(?:\W+which)?\W*$"
    # "from these, the X ones?", "among the above: X?": pointing back, then nothing but the topic asked about
    r"|^\W*(?:among(?:st)?|of|out of|from|within|in)\s+" + _THESE + r"\s*[,:;\-\u2013\u2014]\s*(?!(?:tell|summari[sz]e|"
    r"explain|describe|give|show|what|which|how|why|who|when|where|do|does|did|are|is|can|could|would|please|and|but|so)"
    r"\b)(?:the\s+)?[^?.!,;]{1,50}?(?:\s+(?:ones|papers|studies|articles|works))?\s*\?\s*$"
    # the table named first, then whether it holds any on X: "These papers, got any on X or not?", "Those - any about X?"
    r"|^\W*" + _THESE + r"\s*[,:;\-\u2013\u2014]\s*(?:(?:do|does|have|has)\s+(?:you|they|it)\s+)?(?:got\s+|have\s+|has\s+|"
    r"are there\s+|is there\s+)?any\s+(?:on|about|regarding|concerning|with|using|that)\b"
    r"|\b(?:which|what) ones\b|\bwhich one (?:of|among)\b"
    # each paper of the list that is on X: "Identify each paper in the foregoing list that concerns X"
    r"|\b(?:each|every|any|the)\s+(?:papers?|stud(?:y|ies)|articles?|works?|ones?)\s+(?:in|on|from)\s+(?:the|that|this|"
    r"your)\s+(?:[\w\-]+\s+)?(?:list|answer|reply|response|results)\s+(?:that|which)\s+(?!(?:you|i|we)\b)"
    r"|\b(?:subset|portion|part|selection)\s+of\s+" + _THESE + r"\b"  # "need the X subset of those"
    r"|^\W*(?:and\s+|so\s+)?" + _THESE + r"\s*[\-\u2013\u2014:,;]+\s*(?:which|what|any|do any|are any|is any)\b"
    # a yes-no question over the papers on the table asks which of them: "Do the papers above say anything on X?"
    r"|\b(?:do|does|did|have|has|are|is)\s+" + _THESE + r"\b[^?]{0,40}?\b(?:any|anything|anyone|something)\b"
    # whether the papers on the table hold work on X asks which do: "Do the papers above include work on X?"
    r"|\b(?:do|does|did)\s+" + _THESE + r"\s+(?:include|contain|cover|feature|have)\s+(?:any\s+)?(?:work|papers?|"
    r"studies|research|ones?)\s+(?:on|about|regarding|concerning|into|related to|dealing with)\b"
    r"|\b(?:narrow|filter|cut|trim|restrict|limit|strip|pare|whittle)\b[^?]{0,20}?\b(?:down |it |them |these |those |that |the list )?"
    r"(?:to|by)\b"
    r"|\b(?:narrow|filter|cut|trim|restrict|limit)\s+(?:down\s+)?" + _THESE + r"\s+(?:down\s+)?(?:to|by)\b"  # "the previous results"
    r"|^\W*(?:please\s+)?(?:filter|sift|screen|triage)\s+(?:" + _THESE + r")\b"  # "Filter those (contacts): which … X?"
    # "cut the current results down to X": the list on the table, named by its place in the chat
    r"|\b(?:narrow|filter|cut|trim|restrict|limit|pare)\s+(?:down\s+)?(?:the\s+)?(?:current|present|latest|last|previous|earlier|prior|above|"
    r"same)\s+(?:results|list|papers|set|hits|sources|ones)\s+(?:down\s+)?(?:to|by)\b"
    # an imperative with the topic after it: "filter: X", "narrow - X", "filter for X"
    r"|^\W*(?:(?:quick|quickly|now|so|ok(?:ay)?|and|then|just|please|pls|another|one more|a)\s+)*(?:filter|narrow|restrict|"
    r"limit|subset)(?:\s+(?:by|to)\s+(?=\w)|(?:\s+(?:by|to))?\s*(?:[:\-\u2013\u2014]\s*(?=[\w(\"'\u201c])|\s(?:for|on)\b))"
    # the papers on the table said to hold X, then which: "one of these is on X, I think - which, if any?"
    r"|\b(?:these|those|them|the above)\b[^?]{1,80}?[,;:\-\u2013\u2014]\s*(?:and\s+)?which(?:\s+ones?)?\s*,?\s*"
    r"(?:if\s+any|if\s+so|then)?\W*$"
    r"|\b(?:keep|show|list|give|pick|pick out|pull out|pull|separate(?: out)?|extract|isolate|select|single out|tell me)\s+(?:me\s+)?"
    r"(?:(?:from|of|out of|among(?:st)?)\s+" + _THESE + r"\s+)?(?:only\s+|just\s+)?"
    r"(?:the ones|those|the papers|these|the studies|ones)(?:\s+(?:from|of|in|out of|among(?:st)?|within)\s+" + _THESE +
    r")?\s+(?:that|which|who|about|on|with|where|related|relevant|"  # "pick out the ones from that list that …"
    r"concerned|connected|linked|\w+ing)\b"  # "Pick out the ones relating to X"
    r"|\b(?:keep|show|list|give me)\s+(?:me\s+)?(?:only|just)\b|\b(?:only|just)\s+(?:keep|show|list|give|include)\b"
    # "I'm only interested in the papers there that cover X", "just the papers in that set that look at X, please"
    r"|\bonly\s+(?:interested\s+in|care\s+about)\s+(?:the\s+)?(?:papers|ones|studies)\s+(?:there|here|above|listed)\s+"
    r"(?:that|which|on|about)\b|\b(?:just|only)\s+(?:the\s+)?(?:papers|ones|studies)\s+(?:in|from|of)\s+(?:that|this|your)\s+"
    r"(?:set|list|lot|batch|answer)\s+(?:that|which|on|about)\b"
    r"|\bonly (?:the )?ones\b|\bjust (?:the )?ones\b|\b(?:only|just)\s+(?:those|these)\b"
    r"|^\W*(?:(?:are|is)\s+(?:there\s+)?)?any(?:thing)?\b[^?]{1,50}?\b(?:among(?:st)?|in)\s+(?:these|those|them|the above|there|"
    r"(?:that|this|the|your) (?:set|bunch|lot|batch|selection|group))\b"
    # "Are there X studies in that set?", "the X ones out of that lot": papers on X inside a set pointed back at
    r"|^\W*(?:are|is)\s+there\b[^?]{1,50}?\b(?:among(?:st)?|in)\s+" + _THESE + r"\b"
    r"|(?<!\bthe )\bones?\s+(?:out of|from|among(?:st)?|in)\s+" + _THESE + r"\b"  # "the ones in your answer" only points
    # searching the papers on the table for X: "Scan those for X", "check these for X", "search them for X"
    r"|" + _SCANNING +
    # "just X from those", "Only the X papers, please.": keeping only the papers on X
    r"|^\W*(?:just|only)\b[^?.!;]{1,50}?\b(?:from|of|among(?:st)?|in|out of)\s+" + _THESE + r"\b"  # one sentence
    r"|^\W*(?:just|only)\s+(?:the\s+)?[^?,.!;]{1,50}?\s+(?:papers|ones|studies|articles|works)\b"  # "only X ones pls"
    # "i just want the ones…", "I need only the studies that treat X"
    r"|\b(?:(?:only|just)\s+(?:want|need|care about)|(?:want|need|care about)\s+(?:only|just))\s+(?:the\s+)?"
    r"(?:ones|those|papers|studies|works|articles)\b"
    # "pick out the X papers from that": the papers on X taken out of the table
    r"|\b(?:keep|show|list|give|pick|pull|separate|extract|isolate|select|single|fish|sort)(?:\s+out)?\s+(?:me\s+)?"
    r"(?:only\s+|just\s+)?the\s+[^?,]{1,50}?\s+" + _PAPER_NOUN + r"\s+(?:from|of|out of|among(?:st)?|in)\s+(?:that|this|"
    + _THESE + r")\b"
    r"|^\W*(?:do(?:es)?\s+)?any(?:\s+of\s+(?:them|these|those))?\s+(?:mention|discuss|cover|involve|address|concern)s?\b"
    # dropping the papers that do not mention X keeps the ones that do: "Drop the ones not about X"
    r"|\b(?:drop|remove|exclude|discard|eliminate|get rid of|leave out|throw out|filter out|skip)\s+(?:all\s+)?"
    r"(?:the\s+)?(?:ones|those|these|papers|studies|works|articles|any|anything)\b[^?]{0,30}?(?:\bnot\b|n't\b)"
    # removing all but X keeps X: "Drop everything except the X papers", "Weed out everything not on X"
    # "keep X, drop rest", "keep only X": an imperative to keep a topic ("keep it short" keeps no topic)
    r"|^\W*(?:(?:ok(?:ay)?|so|now|then|and|just|please|pls)\W+)*keep\s+(?!(?:it|them|this|that|things|going|on|up|in\s+mind|"
    r"track|me|us|in\s+touch)\b|\w+ing\W*$)(?:only\s+|just\s+)?[^,;.?!]{1,50}?(?:\s+(?:ones|papers|only))?\s*(?:[,;.\-\u2013\u2014]\s*(?:and\s+)?"
    r"(?:drop|ditch|lose|remove|bin|skip|ignore|forget|toss)\b|\W*$)"
    r"|\b(?:drop|remove|exclude|discard|eliminate|get rid of|ditch|bin|lose|ignore|skip|(?:leave|throw|filter|weed|strip|"
    r"cut|sort)\s+out)\s+(?:everything|all|anything|the rest|whatever|every (?:paper|study|one))\b[^?]{0,20}?"
    r"\b(?:except|but|other than|apart from|besides|not)\b",
    re.I)

# the filter's scaffolding, removed to leave its topic: "which of these" / "use" / "papers" / "?"
_FILTER_WORDS = frozenset(
    "which what how many are any is do does did have has list show me give keep name tell only just filter narrow "
    "find pick select of among amongst from in out between these those them the above ones one listed cited "
    "previous same papers works studies articles sources results you found mentioned gave your answer reply list "
    "down it that to by cut trim restrict limit who there was were returned retrieved named response references "
    "citations hits items last drop remove exclude discard eliminate get rid leave throw skip not don't doesn't "
    "aren't isn't dont doesnt there here please kindly thanks thank care caring want wants need needs single interested qualify qualifies fit fits "
    "count counts match matches apply applies set bunch batch selection lot pull separate extract isolate alone "
    "within everything except apart besides rest whatever weed bin ditch lose strip hit hits centre centres "
    "center centers centred centered analyse analyses analyze analyzes pulled brought turned dug surfaced shown "
    "others toss lowkey highkey honestly tbh ngl kinda sorta literally basically like "
    "you've ve specifically particularly exactly mainly primarily directly explicitly maybe perhaps possibly probably likely "
    "certainly surely definitely yes yeah yep quick wherein matter matters "
    "quickly subset current sent"
    .split())
# choosing among the papers is a follow-up about all of them, not a filter: "which of them would you read first?"
_CHOOSING = frozenset(content_terms(
    "would should could you your i me my we us read reading first start begin pick choose recommend suggest prefer "
    "trust worth most least top rank skip advise go"))
# a superlative in "which of these …?" chooses among the papers, whatever it ranks them by: "which of them seems
# the most promising?", "which one has the largest sample?"
# the most, least ... ("at least one of these", "at most two", "most of what you listed") counts, it ranks nothing
SUPERLATIVE = re.compile(r"\b(?:(?<!\bat )(?:most|least)(?!\s+of\b)|best|worst|strongest|weakest|largest|biggest|smallest|newest|latest|"
                         r"oldest|earliest|highest|lowest|greatest|simplest|fastest|clearest|closest|"
                         r"(?:more|less) (?:\w+ )?than the others)\b", re.I)
_TOPIC_VERBS = frozenset(content_terms(
    "use uses using used called titled entitled mention mentions mentioning mentioned study studies studied studying deal deals dealing dealt "
    "involve involves involving address addresses addressing discuss discusses discussing focus focuses focusing "
    "look looks looking consider considers considering apply applies applying employ employs employing work works "
    "working talk talks concern concerns concerning cover covers covering rely relies relying include includes "
    "including evaluate evaluates evaluated evaluating test tests tested testing tackle tackles handle handles "
    "explore explores exploring examine examines investigate investigates investigating related relate relates "
    "relevant pertain pertains actually specifically particular particularly something anything stuff based "
    "come comes coming crop crops feature features featured featuring appear appears appearing figure figures "
    "mentioning apply leverage leverages leveraging adopt adopts propose proposes rely touch touches touching "
    "report reports reporting give gives giving provide provides providing offer offers offering have has show shows bring brings "
    "recent newest latest oldest earliest best worst strongest weakest largest biggest smallest important "
    "treat treats treating relevant interesting influential promising popular cited convincing reliable useful practical good better "
    "paper papers work works study studies article articles source sources ones one "
    # how the papers relate to one another, asked of all of them: "in which ways do these papers disagree?"
    "differ differs disagree disagrees agree agrees compare compares contrast contrasts overlap overlaps"))
# where a turn's clauses part: sentences, a dash, and ", and also, ..." before a second ask ("Which of those are about
# X, and also, could you say in a line why each one counts?")
FILTER_CLAUSES = re.compile(r"(?<=[.?!;:])\s+|\s+[\-\u2013\u2014]\s+|\s*,\s*and\s+also\b[\s,]*")


def chooses_in_filter(question: str) -> bool:
    """A superlative in the turn's first filtering clause ("which of these is the best on X?"): choosing among the
    papers, not filtering them; one in a later clause ranks what the filter keeps ("Of those papers, which deal with X -
    and of those, which one does so most directly?")."""
    clauses = [c for c in FILTER_CLAUSES.split(question.strip()) if c]
    filtering = [c for c in clauses if FILTER.search(c)][:1] or clauses
    return any(SUPERLATIVE.search(c) for c in filtering)
