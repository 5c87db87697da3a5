"""The wording of each act, written once: the patterns the turn interpreter (``interpret``) reads a question with,
and how a paper "mentions" a topic.

- filter over the previous answer: "which of these / of them / among those / any of them … X?" (its cues in
  ``filter_cues``);
- attribute of the papers in focus: authors, year, venue, datasets, results, numbers, limitations, funding, code
  (their cues in ``attributes``);
- area summary: "summarise / overview of / state of the art on X", restricted to the papers on the table only by
  "these / them / the above";
- change of topic: in ``topic_change``.
"""
from __future__ import annotations

import re

from rag.answer.conversation.antecedent import named_before
from rag.answer.conversation.attributes import ATTRIBUTE_CUES, ATTRIBUTE_ORDER, ATTRIBUTE_WORDS, attribute_of  # noqa: F401
from rag.answer.conversation.filter_cues import (_CHOOSING, _FILTER_WORDS, _SCANNING, _THESE, _TOPIC_VERBS,  # noqa: F401
                                                  FILTER, FILTER_CLAUSES, SUPERLATIVE, chooses_in_filter)
from rag.answer.conversation.places import is_place
from rag.answer.conversation.resolve import _GENERIC as GENERIC
from rag.answer.conversation.topic_span import WHEN, core_topic
from rag.answer.intent import AREA_QUESTION
from rag.retrieval.mentions import spelling
from rag.retrieval.text import content_terms, query_content_terms

# an area request: a verb of summarising, or a request for a summary-like noun ("give me the lay of the land on X",
# "provide an overview of X", "Overview: X"); its topic is what follows the cue, without the words around it
# "survey" asks for one after an article, an adjective or a break ("a quick survey of X", "Survey: X"), not as a noun's
# head ("back from a dive survey", "the national health survey data")
_SURVEY = (r"(?:(?<=\ba )|(?<=\ban )|(?<=\bthe )|(?<=\bquick )|(?<=\bbrief )|(?<=\bshort )|(?<=\bmini )|(?<=\bsystematic )|"
           r"(?<=\bliterature )|(?<=\bgeneral )|(?<=\bbroad )|(?<=[:;,.?!(\-] )|(?<![\w\s\-]))survey(?!\s+(?:data|respondents?|"
           r"participants?|results|questionnaire|design|study|studies|methods?)\b)")
_AREA_NOUN = (r"(?:overview|summary|" + _SURVEY + r"|synthesis|literature review|rundown|round-?up|recap|briefing|"
              r"primer|explainer|write-?up|(?:lay|lie) of the land|(?:big|overall|broad|general|whole) (?:picture|"
              r"evidence|verdict|consensus)|landscape|state of (?:the )?(?:art|research|play|the field|knowledge|evidence))")
_FIELD_LOOKS = r"(?:area|field|literature|research|landscape|work)\s+looks?\b"
_LEAD = (r"(?:^|(?<=[?.!])\s+)\W*(?:(?:can|could|would|will|might|may) you |please |now |ok(?:ay)?,? |and |so,? |then,? |also,? |"
         r"let'?s |let us |briefly,? |in (?:short|brief),? |quickly,? |perhaps |possibly |maybe |kindly |"
         r"(?:broadly|generally|roughly|overall),? (?:speaking,? )?|in (?:broad|general) terms,? |"
         # a polite frame around the request: "I was wondering if you could map out X", "would you be able to"
         r"i (?:was )?wonder(?:ing|ed)? (?:if|whether) you (?:could|might|would|can) |(?:would|could) you be able to |"
         r"i'?d be grateful if you (?:could|would) |(?:could|may|might) i (?:ask|trouble) you to )*")
_AREA_CUE = (
    r"(?:summari[sz]e|synthesi[sz]e|recap|overview|map(?: out)?|sum up|round(?:-| )?up|(?:walk|run|take|talk) (?:me|us) "
    r"through)\b|"
    # how a field looks as a whole: "how does the whole X area look (in this collection)?"
    r"how (?:does|do) (?:the )?(?:whole |entire )?(?=[^?]{1,60}?\b" + _FIELD_LOOKS + r")|"
    r"(?:(?:give|provide|write|produce|prepare|offer|draft|share|get|make|show)(?: me| us)?|i'?d like|i would like|"
    r"i want|i need|(?:can|could) (?:i|we) (?:get|have)|let'?s (?:get|have))\s+(?:(?:an?|the|some|one|my)\s+)?"
    r"(?:[\w\-]+\s+){0,2}?(?:" + _AREA_NOUN + r"|(?:literature )?review)\b|sketch\b|brief (?:me|us) (?:on|about)\b|"
    r"what(?:'s| is| has)(?: been)? (?:done\b|the (?:state of (?:the )?(?:art|research|play)|landscape|literature)\b)|"
    # "what is the current knowledge on X", "what's our present understanding of X"
    r"what(?:'s| is) (?:the|our) (?:current |present |existing )?(?:knowledge|understanding)(?= (?:on|about|of|"
    r"regarding)\b)|"
    # what the work as a whole has settled: "what has been established regarding X", "what have we learnt about X"
    r"what (?:has|have) (?:been |we |researchers |the papers |studies )?(?:established|concluded|learn[et]d?|"
    r"agreed|settled)(?= (?:on|about|of|regarding|concerning|in|for)\b)|"
    r"what (?:does|do|would|can|could) the (?:whole |entire )?(?:corpus|literature|collection|field|research|area|"
    r"body of (?:work|research|literature))(?:,?\s+(?:as a whole|overall|in general|taken together|at large),?)? "
    r"(?:say|have|hold|contain|tell (?:us|me)|conclude|suggest|show)\b|"
    # the verb after the topic: "what does the wider literature on X say?"
    r"what (?:does|do) the (?:whole |entire |wider |broader |general |overall )?(?:literature|research|field|body of "
    r"(?:work|research|literature)) (?:on|about|regarding|concerning|into)\b(?=[^?.!]{1,80}?\s(?:say|conclude|suggest|"
    r"show|tell (?:us|me))\W*$)|"
    r"(?:(?:what are )?the )?(?:main|key|major|recurring|central|common|principal) themes (?=in|of|across|within)|"
    r"(?:what(?:'s| is) )?the "
    r"state of(?= (?:[\w\-]+ ){1,5}(?:research|work|field|literature)\b)|where (?:does|do|is|are) (?:the )?(?:research|"
    r"work|literature|field|evidence|science)(?= (?:on|in|about|into|regarding)\b)|(?:an? )?(?:short|brief|quick|mini|concise) "
    r"review(?= (?:of|on)\b)|"
    r"(?:describe|outline|review|survey|characteri[sz]e)\b(?=\s+the\s+(?:[\w\-]+\s+){0,3}?(?:work|research|"
    r"literature|landscape|field|area|papers|studies)\b)|"
    # "Characterise what's been found on X", "describe what is known about X"
    r"(?:describe|outline|review|survey|characteri[sz]e|sum up)\b(?=\s+what(?:'s| is| has| have)?(?:\s+been)?\s+(?:found|"
    r"known|done|shown|learn[et]d?|established|reported|published)\b)")
AREA_REQUEST = re.compile(
    AREA_QUESTION.pattern + "|" + _LEAD + "(?:" + _AREA_CUE + r"|survey\b)"
    r"|\b" + _AREA_NOUN + r"\s+(?:of|on|about|for|into|regarding|concerning)\b|^\W*" + _AREA_NOUN + r"\s*[:,\-\u2013]"
    r"|\b(?:area|field|landscape|literature) summary\b|\bwhat(?:'s| is)\s+the\s+(?:big|overall|broad|general|whole)\s+(?:picture|evidence|verdict|consensus)\b"
    # the topic first, then the summary it asks for, nothing after but the scope: "X overview whole corpus"
    r"|^\W*\w[^?.!,;:]{0,60}?\s" + _AREA_NOUN + r"(?:\s*,?\s*(?:(?:of|in|across|for)\s+)?(?:the\s+)?(?:whole|entire)\s+"
    r"(?:corpus|collection|library|database|field))?(?:\s*,?\s*(?:please|pls|plz))?\W*$"
    # a topic as a heading, then the summary it asks for: "X - overview", "X: a brief summary, please"
    r"|(?:[:\u2013\u2014]|\s-)\s*(?:(?:an?|the|some|quick|short|brief|general)\s+)*" + _AREA_NOUN +
    r"\b(?:\s*,?\s*(?:please|pls|plz))?\W*$"
    r"|(?:^|(?<=[?.!])\s+)\W*(?:an?|the|some)\s+(?:[\w\-]+\s+)?" + _AREA_NOUN + r"\s+(?:would|will|might|could|"
    r"please)\b", re.I)  # "…? A summary would be great."
_CUE = re.compile(r"\b(?:" + _AREA_CUE + r"|" + _AREA_NOUN + r"\b)", re.I)
# what stands between the cue and the topic: "of the work on", "everything on", "what's known about", "each of"
_AREA_SCAFFOLD = re.compile(
    r"^(?:\s*(?:[:\-\u2013,]|of|on|in|about|for|around|regarding|concerning|into|across|the|an?|all|everything|"
    r"each(?: one)? of|both of|all of|what(?:'s| is| has)?(?: been)? (?:known|done|published|out there|available)|"
    r"what (?:the (?:whole |entire )?(?:corpus|collection|literature|papers|studies|research)(?: (?:in|of) (?:your|the|this|"
    r"my|our) (?:collection|corpus|library|database))?,?(?: (?:taken together|as a whole|overall|collectively|combined),?)?|"
    r"we|you) (?:has|have|holds?|contains?|says?)|area summary|summary|(?:the )?(?:whole |entire )?(?:corpus|collection|"
    r"library|literature|field)'s (?:take|view|position|verdict|stance|findings?|picture)|"
    r"(?:research|work|works|papers|literature|studies|evidence|field|area|topic)(?=\s+(?:of|on|in|about|for|into|"
    r"regarding|concerning|around)\b))(?=\W|$))+", re.I)
# how the summary should look is not its topic: "in one line", "as bullet points", "briefly"
_FORMAT = re.compile(r"\s*\b(?:(?:in|as|with|using)\s+(?:(?:a|an|one|two|three|a few|few|short|brief|single)\s+)*"
                     r"(?:lines?|sentences?|paragraphs?|bullets?(?: points?)?|points?|words?|table|list)"
                     r"(?:\s+or\s+(?:two|three|so|less|fewer|more))?|one by one|(?:each\s+)?in turn|one (?:after|at) "
                     r"(?:another|the other|a time)|briefly|quickly|in short)\b", re.I)
TRAILING = re.compile(r"\s*(?:,?\s*(?:in|across|from|within|over|using|drawing on) (?:(?:this|the|our|my|your)(?: whole| entire| full)?|whole|entire|full) (?:corpus|"
                       r"collection|library|papers|data ?set)|,?\s*(?:(?:the|this|our|my)\s+)?(?:whole|entire)\s+(?:corpus|"
                       r"collection|library)|,?\s*\b(?:stands?(?= today| now| currently| at present|\W*$)|today|currently|at present|here|please|pls|plz|next|thanks|though|tho|thank you|for me|then|instead|now|overall?|"
                       r"so far|to date|thus far|in (?:the|this) (?:field|area)|btw|by the way|in particular|"
                       r"more (?:widely|broadly|generally)|roughly|broadly|in broad (?:strokes|terms)|"  # "X, roughly"
                       # the corpus as the source: "according to all the papers you have", "according to the corpus"
                       r"according to (?:all (?:of )?)?(?:the |your |this |my )?(?:papers|corpus|collection|library|"
                       r"literature|studies)(?: (?:you|we) (?:have|hold|know)|(?: in)? here| in (?:it|there))?|"
                       r"as a whole|taken together|collectively|all told|in genera?l|as well|too|this time|would (?:help|be (?:great|nice|useful|good))|"
                       r"(?:rather than|instead of) (?:a|an|some|one|the|just)\b[^?.!]*|" + WHEN + r"))+\s*[?.!]*\s*$|"
                       r"\s*[?.!]+\s*$", re.I)
# a verb that says what a summary should do, not a topic word ("learning", "imaging" are topics)
_SHAPING = (r"(?:covering|including|focusing|highlighting|emphasi[sz]ing|touching|discussing|listing|explaining|"
            r"comparing|contrasting|summari[sz]ing|noting|mentioning|addressing|pointing|paying|giving|showing|"
            r"citing|outlining|describing|detailing|drawing|relying|based|using|taking)")
# what the summary should cover is not its topic: "X, covering the main findings", "X, grouped by theme", "X with ..."
_TRAILING_CLAUSE = re.compile(r"\s*(?:,\s*(?:" + _SHAPING + r"|with|including|especially|particularly|notably|grouped|organi[sz]ed|"
                              r"sorted|ordered|and (?:what|where|how|which|why|its?|their|the))\b|\s(?:covering|including|"
                              r"highlighting|with (?:the|its|their|a|an) (?:main|key|major|most)|focusing on|"
                              r"and (?:what|where|how|which|why))\b|\s*(?:[:;]|\s[\-\u2013\u2014])\s*(?:the\s+)?(?:(?:main|key|"
                              r"major|open|common|recurring|central|important)\s+)?(?:themes?|gaps?|findings?|trends?|"
                              r"problems?|questions?|challenges?|directions?|debates?|results?|ideas?|points?)\b).*$",
                              re.I | re.S)
_TRAILING_NOUN = re.compile(r"(?<=\w)\s+(?:research|literature|papers|studies)$", re.I)  # "the X literature"
# every paper the last answer placed: "every paper you listed", "each study in your answer", "all of the ones you found"
_EVERY = (r"(?:every|each|all)\s+(?:(?:single|one)\s+)?(?:of\s+the\s+)?(?:papers?|stud(?:y|ies)|articles?|ones?|works?|sources?)\s+"
          r"(?:(?:that\s+)?you(?:'ve| have)?\s+(?:just\s+)?(?:listed|found|gave|cited|mentioned|returned|shared|sent|showed|pulled "
          r"up)|(?:in|on|from)\s+(?:your|the|that|this)\s+(?:last\s+|previous\s+)?(?:list|answer|reply|response))")
_EVERY_LISTED = re.compile(r"^\W*(?:(?:of|on|for)\s+)?" + _EVERY + r"\b", re.I)
RESTRICTED = re.compile(r"\b(?:these|those|them|they|their|the above|the ones? above|the (?:listed|cited|same) papers|"
                        r"(?:this|that|your) (?:list|answer|set)|what you (?:found|listed|cited)|" + _EVERY + "|" + _THESE + r")\b",
                        re.I)


def restricts(question: str) -> bool:
    """Whether an area request keeps to the papers on the table ("summarise these", "an overview of what you
    found", "a rundown of every paper you listed"); what it asks the summary to cover does not ("an overview of X and
    what they conclude"), nor "them" after a sentence that names its topic ("What are the main themes in research on
    X? Summarise them.")."""
    if not RESTRICTED.search(_TRAILING_CLAUSE.sub("", question)):
        return False
    cue = ([None] + list(_CUE.finditer(question)))[-1]  # the last: "What are the main themes in X? Summarise them."
    if cue and _EVERY_LISTED.match(question[cue.end():]):
        return True  # "Back from a dive. Give me a rundown of every paper you listed": whatever the sentence before says
    return not (cue and _topic_before(question, cue.start()))


def _topic_before(question: str, at: int, statement: bool = False) -> str:
    """The topic the sentences before an area cue name ("What are the key findings across the X papers?
    Summarise."), unless they point back at the papers on the table themselves; a statement names it too when the
    cue asks about "the field" (``statement``: "I'm new to X; an overview of the field?")."""
    before = _sentence_before(question, at)
    if not before or RESTRICTED.search(before):
        return ""
    before = _NEWCOMER.sub(" ", before)  # "I'm new to X": new to the topic, not "new X"
    return _asked_topic(before) or (core_topic(before) if before.rstrip().endswith("?") or statement else "")


# an aspect of the papers on the table: "the methodology behind these", "the findings of those, please"
_ASPECT_OF_THESE = re.compile(r"^\W*(?:the\s+)?(?:[\w\-]+\s+){0,3}?(?:of|behind|in|across|from|within|underlying|for)\s+"
                              r"(?:all\s+(?:of\s+)?|each\s+of\s+)?(?:" + _THESE + r"|they|their)\b"
                              r"(?:\s*,?\s*(?:(?:would|could|will|can) you|please|pls))?\W*$", re.I)
# the field a sentence before named, pointed at: "the field", "this area", "the topic"
_THE_FIELD = re.compile(r"^\W*(?:(?:of|on|about|for|in)\s+)?(?:the|this|that|my)\s+(?:whole\s+)?(?:field|area|topic|"
                        r"subject|domain|literature)\W*$", re.I)
_NEWCOMER = re.compile(r"\b(?:i'?m|i am|we'?re|we are)\s+(?:(?:quite|fairly|very|pretty|rather|completely|totally)\s+)?"
                       r"new\s+to\b", re.I)


_IN_THESE = re.compile(r"\b(?:of|in|among(?:st)?|from|within|across)\s+" + _THESE + r"\b", re.I)


def attribute_before_these(question: str) -> bool:
    """Whether what a question asks for before it points at the papers on the table is an attribute and nothing
    else ("Are there weaknesses in those studies I should be aware of?", "any funding info in these?"): a question
    about the attribute of all of them, not a filter by a topic; "Are there X studies in that set?" names a topic."""
    pointer = _IN_THESE.search(question)
    before = question[:pointer.start()] if pointer else ""
    cue = attribute_of(before)
    return bool(cue) and not topic_terms(ATTRIBUTE_CUES[cue].sub(" ", before)) - ATTRIBUTE_WORDS


def attribute_topic(question: str) -> set[str]:
    """What the question asks about beyond the attribute and the referring words."""
    return query_content_terms(question) - ATTRIBUTE_WORDS - _TOPIC_VERBS


def filter_topic(question: str) -> str:
    """The X of "which of these … X?": the question without the filter's scaffolding and the verbs before and after X
    ("which of these papers deal with X, if any?"); inside X every word stays ("nutrition examination survey",
    "cancer of the breast"). Of several sentences or clauses, the X of the first that asks the filter and names one:
    "Do any of those look at X? Happy to hear none.", "My work is on X, so most of what you listed is off-topic;
    could you pick out the ones on X?"."""
    named = named_before(question)  # "I'm writing on X - which of the papers you gave me are usable for it?"
    if named and filter_terms(named):
        return core_topic(named)
    quoted = _QUOTED.findall(question)  # 'Filter: (the list above) AND "X" - what is left?': the one quoted phrase
    if len(quoted) == 1 and filter_terms(quoted[0]):
        return quoted[0].strip()
    kept = _ONES_ON.search(question)  # "of those papers, only the ones on X get a seat at my table": X
    if kept and filter_terms(core_topic(kept.group("x"))):
        return core_topic(kept.group("x"))
    clauses = [c for c in FILTER_CLAUSES.split(question.strip()) if c]
    for clause in clauses if len(clauses) > 1 else ():
        topic = _topic_of(clause) if FILTER.search(clause) and not _FIGURATIVE.search(clause) else ""
        if filter_terms(topic):
            return topic
    return _topic_of(question)


# what a filter does not mean is no part of its topic: "which of those are on X, not new ones", "X rather than
# something else", "X, as opposed to merely citing it"; nor is the reply it allows ("X none is a fine answer") or a
# reminder of the papers it means ("Of the papers you listed, and I mean only those, which ...")
_NOT_OTHERS = re.compile(r",?\s*\b(?:(?:and\s+)?not\s+(?:the\s+|any\s+)?(?:new|other|different|more|additional|further|"
                         r"fresh)\s+(?:ones?|papers?|studies|works?|results?|articles?)\b|(?:rather than|as opposed to|"
                         r"instead of)\b[^.?!;]*)|,?\s*\bnone (?:is|would be|being) (?:a |an )?(?:fine|ok|okay|good|"
                         r"acceptable|valid|possible)\b(?:\s+answer)?|,\s*(?:and\s+)?i\s+mean\s+(?:only\s+)?(?:those|these|"
                         r"them|the ones (?:above|listed))(?:\s+only)?\s*(?=,)", re.I)
_FIGURATIVE = re.compile(r"\b(?:so to speak|as it were|figuratively|metaphorically)\b", re.I)  # "Filter those contacts, so to speak"
_ONES_ON = re.compile(r"\b(?:the\s+)?(?:ones?|papers?|studies|articles)(?:\s+(?:there|here|above))?\s+(?:on|about|regarding|"
                     r"concerning|covering|dealing with|(?:that|which)\s+(?:cover|discuss|address|deal\s+with|look\s+at))"
                     r"\s+(?P<x>[^,.;:?!]+?)(?=\s+(?:get|gets|go|goes|make|makes|stay|stays|deserve|deserves|earn|earns|win|wins|"
                     r"should|would|can|will|need|needs|belong|belongs|count|counts|qualify|qualifies|matter|matters)\b|\s*[,.;:?!]|"
                     r"\s*$|\s+(?:from|in|of|among|out\s+of)\s+(?:that|this|the|your|those|these)\b|\s+[\-\u2013\u2014]\s)", re.I)
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201c\u201d?.!]{2,60})[\"\u201d]")


def _topic_of(question: str) -> str:
    question = TRAILING.sub("", _NOT_OTHERS.sub(" ", question))
    words = re.findall(r"[\w²\-']+", _OPINION.sub(" ", re.sub(_SCANNING, "", question, flags=re.I)))
    start = next((i for i, w in enumerate(words) if not _scaffold(w) or _noun_before_topic(words, i)), len(words))
    end = len(words)  # after X, a verb is scaffolding only before more of it: "X discussed in any of them"
    while end > start and (_scaffold(words[end - 1], verbs=False) or end < len(words) and _scaffold(words[end - 1])):
        if words[end - 1].lower() in _ANSWER_NOUNS and end - 2 >= start and not _scaffold(words[end - 2]):
            break  # "immune response", "results list": part of X, not "in your response"
        end -= 1
    end = _OR_NONE.search(" ".join(words[start:end])) and start + len(re.findall(r"\S+", _OR_NONE.split(
        " ".join(words[start:end]))[0])) or end  # "X or is it none of them": X
    text = re.sub(r"[\s\-]+(?:related|relevant|focused|oriented|themed)$", "", " ".join(words[start:end]).strip(" -'"),
                  flags=re.I)  # "which of these are X related": X
    return core_topic(re.sub(r"^(?:a|an|the|any|some|about|on|with|for|to|into)\s+", "", text, flags=re.I))


# an opinion around the filter and a count of papers are no part of its topic: "I suspect at least one of these
# deals with X", "I'd guess that two of them cover X"
_OPINION = re.compile(r"^\W*(?:i|we)(?:'d| would)?\s+(?:\w+ly\s+)?(?:think|suspect|guess|believe|reckon|imagine|assume|"
                      r"expect|bet|feel|figure)\s+(?:that\s+)?|\bat\s+(?:least|most)\b", re.I)
# the answer "none" allowed for after the topic: "... about X or is it none of them", "X, or not"
_OR_NONE = re.compile(r"\s+(?:or|if)\s+(?:(?:is|are)\s+(?:it|there)\s+|there\s+(?:is|are)\s+|maybe\s+)?(?:none|not|no\s+one|nothing|neither|any)\b.*$",
                      re.I)
_ANSWER_NOUNS = frozenset("response answer reply list results sources items hits references citations".split())


_NOMINAL = re.compile(r"(?:tion|sion|ment|ance|ence)s?$", re.I)


def _noun_before_topic(words: list[str], i: int) -> bool:
    """A noun made of a topic verb that opens a compound ("examination survey", "application programming
    interfaces"): the topic's word, not the filter's verb ("a discussion of X" stays scaffolding)."""
    return bool(_NOMINAL.search(words[i])) and i + 1 < len(words) and words[i + 1].lower() != "of" and \
        not _scaffold(words[i + 1])


def _scaffold(word: str, verbs: bool = True) -> bool:
    return word.lower() in _FILTER_WORDS or set(content_terms(word)) <= (_TOPIC_VERBS if verbs else set()) | _CHOOSING \
        | {""}


# "the whole X area": the area is all of X ("whole" stays in "whole genome sequencing", with no area noun after it)
_IT_FIRST = re.compile(r"^\W*it\b(?!\s*(?:'s|is|was)\b)", re.I)  # "it would help with context", not "it's X"
_WHOLE = re.compile(r"^\W*(?:the\s+)?(?:whole|entire)\s+(?=.+?\s(?:area|field|literature|domain|topic)\b)", re.I)


def area_topic(question: str) -> str:
    """The topic an area request names ("Summarise the work on diffusion models in this corpus" -> "diffusion
    models"); empty when it names none ("Summarise these", "Summarise each of them in one line"). An "it" after the
    cue stands for the topic the words before the cue name: "My project will involve X, which I know nothing about,
    so I'd like an overview of what the collection says about it" -> X."""
    topic = _area_topic(question)
    cue = _CUE.search(question)
    if (not topic or names_a_paper(topic)) and cue and re.search(r"\bit\b", question[cue.end():], re.I):
        return _antecedent(question[:cue.start()]) or topic
    return topic


# what an "it" after an area cue stands for: the topic the last "on / about / involve …" before the cue introduces,
# up to a comma or a stop ("My thesis is on X, so could you summarise it?"); none when those words point at a paper
_INTRODUCED = re.compile(r"\b(?:on|about|into|regarding|concerning|involves?|involving|studying|researching|new to|interested in|"
                         r"working with)\s+([^,;.?!\-\u2013\u2014]+?)\s*(?=[,;.?!]|\s[\-\u2013\u2014]|$)", re.I)
_POINTS_AT_A_PAPER = re.compile(r"\b(?:it|its|this|that|these|those|the above|the (?:\w+ )?(?:paper|study|article|one))\b", re.I)


def _antecedent(before: str) -> str:
    named = [m.group(1) for m in _INTRODUCED.finditer(before) if topic_terms(m.group(1))]  # not "new to me"
    if not named or _POINTS_AT_A_PAPER.search(named[-1]):
        return ""
    return core_topic(named[-1])


def _area_topic(question: str) -> str:
    cue = _CUE.search(question)
    rest = question[cue.end():] if cue else question
    if cue and _EVERY_LISTED.match(rest):
        return ""  # "a rundown of every paper you listed": the table, whatever the sentence before names
    rest = _ASKED_AGAIN.split(_FORMAT.sub("", rest).strip(), maxsplit=1)[0]  # "X? Summarise it.", a bullet, "X - just sum up"
    rest = re.split(r"\s+" + _FIELD_LOOKS, rest, maxsplit=1)[0]  # "how does the X area look, main results": X
    # "an overview of the field" after a sentence that names it: "I'm new to X; can you give me an overview of the
    # field?", "I work on X. Could you summarise the area?"
    field = _THE_FIELD.match(_TRAILING_CLAUSE.sub("", rest))  # "the whole area, drawing on every paper": the field
    rest = _WHOLE.sub("", _AREA_SCAFFOLD.sub("", rest, count=1))
    rest = _TRAILING_NOUN.sub("", TRAILING.sub("", _TRAILING_CLAUSE.sub("", rest)).strip(" ,:;-"))
    if _ASPECT_OF_THESE.match(rest):
        return ""  # "Summarise the methodology behind these": the papers on the table, not a topic
    if _IT_FIRST.match(rest):
        return "it"  # "A summary of what the whole collection says about it would help": what "it" stands for
    rest = rest if RESTRICTED.fullmatch(rest.strip()) or names_a_paper(rest) else core_topic(rest)
    if (not rest.strip() or RESTRICTED.fullmatch(rest.strip()) or names_a_paper(rest)) and cue and \
            _sentence_before(question, cue.start()):
        return _topic_before(question, cue.start(), statement=bool(field))  # "What's known on X? Summarise them."
    head = _HEAD_TOPIC.match(question[:cue.start()]) if cue else None
    if (not rest.strip() or field) and head and not RESTRICTED.search(head.group(1)):
        return core_topic(head.group(1))  # "X - overview of the field", "X: a summary, please"
    named = _asked_topic(question[:cue.start()]) if field and cue else ""
    if named:
        return named  # "I'm writing a paper on X and I need a summary of the whole area": X
    return "" if RESTRICTED.fullmatch(rest.strip()) else rest


# the topic named first, as a heading, then the request for its summary after a dash or a colon: "X - overview"
# where the words after an area cue stop naming its topic: a sentence's end, the next bullet, or the request said
# again after a dash ("Overall picture on X from the full collection - simply summarise everything")
_ASKED_AGAIN = re.compile(r"[?.!](?:\s|$)|\n\s*[\u2022*\-\u00b7]|\s[\-\u2013\u2014]\s+(?=(?:(?:just|simply|please|now|and)\s+)*"
                          r"(?:summari[sz]e|give|tell|list|show|sum)\b)", re.I)
_HEAD_TOPIC = re.compile(r"^\W*([^?.!;:\-\u2013\u2014]*\w[^?.!;:\-\u2013\u2014]*?)\s*(?:[:\u2013\u2014]|\s-)?\s*"
                         r"(?:(?:a|an|the|some|quick|short|brief|general)\s+)*$", re.I)


# what a question asks about: what follows its first "on / about / regarding / into" (else "in"), without the
# trailing words: "What are the main themes in research on X" -> X, "Broadly, what has the corpus got on X" -> X
_ASKED_ABOUT = re.compile(
    r"^\W*how (?:has|have|is|are|was|were) (.+?) (?:been )?(?:studied|researched|investigated|examined|explored|"
    r"addressed|approached|tackled|measured|modell?ed|treated)\b|"
    r"\b(?:on(?!\s+(?:my|our)\b)|about|regarding|concerning|into)\s+(.+)$|"  # not "on my break": no topic
    r"\bin\s+(.+)$", re.I | re.S)  # "How has X been studied?" -> X


def _sentence_before(question: str, end: int) -> str:
    """The sentences of the question before the one that starts at ``end`` (empty when the cue opens it)."""
    stops = [i for i, c in enumerate(question[:end]) if c in "?.!;"]
    return question[:stops[-1] + 1] if stops else ""


def _asked_topic(sentence: str) -> str:
    m = _ASKED_ABOUT.search(sentence.strip().rstrip("?.!"))
    if not m:
        return ""
    rest = _AREA_SCAFFOLD.sub("", next(g for g in m.groups() if g), count=1)
    rest = _DEVELOPED.sub("", _TRAILING_NOUN.sub("", TRAILING.sub("", rest).strip(" ,:;-")))
    return "" if RESTRICTED.fullmatch(rest.strip()) or names_a_paper(rest) else core_topic(rest)


_DEVELOPED = re.compile(r"\s+(?:has |have )?(?:developed|evolved|progressed|changed|advanced)(?: over time)?$", re.I)
# a "topic" that is the paper in focus: "Summarise it", "walk me through its method", "this paper's results"
_THE_PAPER = re.compile(r"^\W*(?:it|its|it's|this|that|this one|that one|the (?:paper|study|article|one))\b", re.I)


def names_a_paper(topic: str) -> bool:
    """Whether an area request's "topic" only points at the paper in focus ("it", "its method")."""
    return bool(_THE_PAPER.match(topic))


def asked_topic(question: str) -> str:
    """What a question asks about when no cue names its topic: what follows its first "on / about / regarding /
    into" (else "in"): "Pull together what the papers say on X" -> X; empty when there is none."""
    for sentence in re.split(r"(?<=[?.!])\s+", question.strip()):
        topic = _asked_topic(sentence)
        if topic:
            return topic
    return ""


# what an answer should be shaped as is no topic to filter by: "breakdown of those", "a rundown of these, please"
ANSWER_SHAPES = frozenset(content_terms(
    "breakdown breakdowns rundown overview overviews summary summaries gist explanation explanations description "
    "descriptions synopsis recap walkthrough elaboration info information takeaway takeaways"))


def filter_terms(topic: str) -> set[str]:
    """The words of a filter's topic that can select papers: no generic word, answer shape or place ("the 1st")."""
    return set() if is_place(topic) else topic_terms(topic) - GENERIC - ANSWER_SHAPES


def topic_terms(text: str) -> set[str]:
    """The stemmed words that name a topic: no verbs of studying, no generic words ("models", "data")."""
    return query_content_terms(spelling(text)) - _TOPIC_VERBS - GENERIC

