"""The ninth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 10): same shapes and
placeholders as bench/conversation_phrasings_fresh8.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the tenth round of tuning and before running the benchmark on them (fresh8 is tuning
data from round 10 on). Written to vary style away from the earlier sets: British spellings and idiom ("analyse",
"centre", "that lot", "lie of the land"), terse notes with colons and dashes, imperatives ("weed out", "sift",
"query"), pasted titles with a question tacked on, "no."/"item"/"entry" for a citation number, and questions about
study design, sponsors and repositories. These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh9".
"""
from __future__ import annotations

FOLLOW_UP = [
    "what's each one's angle?", "Give me a two-line précis of each of those.", "ELI5 these papers",
    "Summarise the methodology behind these, would you?", "how do these hang together?",
    "Expound on those, please.", "Could you characterise the study designs in these?",
    "Which of these is the most rigorous, in your view?", "what did these folks actually do",
    "Go through the list again but in more depth.", "I'm after a bit more colour on those studies.",
    "hmm these look useful - what's in them?", "any tensions or contradictions between these?",
    "Lay out the rationale behind these works.", "alright, expand on what you just pulled up",
    "Could you critique these studies for me?", "what are the practical implications of these papers",
    "Talk about these a bit more, cheers.", "how do these lot tackle it, methodologically?",
]

FILTER = [
    "which of the listed ones concern themselves with {X}?", "re {X}: which of those?",
    "Weed out everything not on {X}.", "cut the list down to {X}", "Hang on, which of these relate to {X} specifically?",
    "any {X}-related papers in that lot?", "From what you've shown me, which centre on {X}?",
    "Drop everything except the {X} papers.", "I'm after the ones about {X} - which of the above?",
    "of the papers listed, whcih cover {X}", "Are there {X} studies in that set?",
    "Scan those for {X} and tell me which hit.", "Which of the sources you pulled up analyse {X}?",
    "Could you sift those for anything on {X}?", "the {X} ones out of that lot pls",
    "Does {X} come up in any of these papers?", "Just those concerned with {X} from your last reply, please.",
    "among the above: {X}?", "Which results there deal specifically with {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "What's the story with the {ord} one?", "go into detail on the {nth}", "Could you precis the {ord} paper?",
    "the {nth} looks relevant - what's its method?", "whats the {ord} one's main claim",
    "I'd like a proper summary of the {ord} study, please.",
    "Elaborate on item {n}.", "what does no. {n} show?", "[{n}] in more detail?", "Can you unpack entry #{n}?",
    "\"{title}\" - what's that one about?", "Give me a synopsis of {title}.", "{title}: key points?",
    "Summarise {author}'s paper.", "what was the {author} study about?",
    "Can you elaborate on this one's approach?", "what else is in that paper?",
    "Tell me more about this particular study.", "How did they do it in that paper?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "How many subjects were enrolled in these?"), ("numbers", "what's its sample size?"),
    ("numbers", "Quote me the main statistics from these studies."),
    ("datasets", "What's the underlying data for these?"), ("datasets", "what dataset was it trained on"),
    ("limitations", "What are the weak spots in these studies?"),
    ("limitations", "Any criticisms one could make of its methodology?"),
    ("authors", "Who penned these?"), ("authors", "whose lab did it come out of?"),
    ("year", "What's the date on these papers?"), ("year", "when's it from"),
    ("results", "What did these demonstrate?"), ("results", "what's its bottom line?"),
    ("venue", "which outlets published these?"), ("venue", "Was it a conference paper or a journal article?"),
    ("funding", "What were the funding sources for these studies?"), ("funding", "who sponsored it?"),
    ("code", "Have these got public code repos?"), ("code", "is its implementation open source?"),
]

AREA = [
    "Literature review, {X}, please.", "Give me the lie of the land on {X}.",
    "write up a summary of {X} research for me", "I'm new to {X}; can you give me an overview of the field?",
    "Overview, please: what's the research on {X} saying?", "Summarise the corpus's holdings on {X}.",
    "Can you do me a roundup of {X} papers?", "What are the main schools of thought on {X}? Summarise them.",
    "survey {X} for me", "How does the evidence on {X} stack up overall? Summarise it.",
    "a summary of the {X} field pls", "Give me an executive summary of {X} research.",
    "Overview of {X}: main findings and gaps", "Can you synthesise everything on {X}?",
    "Characterise what's been found on {X}, overall.", "Prepare a primer on {X} from the corpus.",
    "Okay, big-picture summary of {X} please", "What are the key debates in {X}? Overview please.",
]

NEW_TOPIC = [
    "Right, {X} now - anything?", "Have you anything on {X}?", "run a search on {X}", "Could you dig up studies on {X}?",
    "Pivoting: {X}", "Never mind those. {X}?", "new search - {X}", "I'd now like to see work on {X}.",
    "Any literature regarding {X} in the collection?", "Which papers concern {X}?", "Bring up studies on {X}.",
    "What have you got about {X}?", "Query the corpus for {X}.", "Different area: {X}. Papers?",
    "oh, and {X} - is that studied here?", "ok scrap that, show me {X} papers", "Whats there re {X}",
    "Is {X} researched anywhere in here?", "Pivoting to {X} now.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
