"""The eleventh fresh held-out phrasings of `litchat bench conversations` (issue #18, round 12): same shapes and
placeholders as bench/conversation_phrasings_fresh10.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the twelfth round of tuning and before running the benchmark on them (fresh10 is tuning
data from round 12 on), without reading the interpreter's rules first. Written in styles the earlier sets do not use:
speech-to-text run-ons without punctuation, typos and misspellings ("whcih", "explian", "litrature"), very long
multi-clause requests, lowercase chat shorthand ("pls", "thx", "w/", "u"), questions framed as a task for a report or
a thesis, second-person commands with a reason clause ("..., since my supervisor mentioned it"), questions that point
at a previous answer indirectly ("the stuff you just listed", "what you showed me"), and asks for the answer's format
("in a table", "as bullet points"). These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh11".
"""
from __future__ import annotations

FOLLOW_UP = [
    "ok so can you tell me more about those papers you just gave me i want to understand what they did",
    "can you go thru the stuff you just listed in a bit more detail", "expalin these papers in more depth plz",
    "put the papers from your last answer in a table with their main idea",
    "bullet points pls: what each of those does",
    "For the related-work chapter of my thesis I need a paragraph on each of the works you just mentioned, can you "
    "draft that?",
    "Walk me through the papers above, since I have to present them at lab meeting tomorrow.",
    "what r the key takeaways from these thx", "how do the aproaches in those papers differ from one another",
    "I've skimmed the titles you showed me but I'd like you to describe each one, say what problem it tackles, how it "
    "goes about it and what it concludes, so I can decide which to read first",
    "give me a short write-up of the things you found, for my report",
    "Compare the listed works in a table: aim, method, outcome.",
    "Summarise the material from your previous reply as bullet points because I want to paste it into my notes.",
    "more detail on the above w/ a sentence per paper",
    "Elaborate on the sources you just cited, I missed what they were about.",
    "what's the gist of each of thsoe studies",
    "right so those papers what do they have to say about the problem overall",
    "so basically what are these about can u break it down for me",
]

FILTER = [
    "which of the ones you just listed are about {X}",
    "of those papers can you tell me which ones actually deal with {X} because that is what i care about",
    "Whcih of these mention {X}?", "only keep the ones w/ {X} pls",
    "I'm writing a thesis chapter on {X} - tell me which of the papers you gave me are usable for it.",
    "Put in a table only those of the above that cover {X}.",
    "List as bullet points the ones among these that discuss {X}.",
    "Filter the stuff you just listed down to {X}, since my review is only about that.",
    "so out of everything you showed me which ones have {X} in them", "any of thoes about {X}?",
    "From the results you gave me a moment ago, which concern {X}? I need to cite only those in my report.",
    "of the papers above - {X} ones only thx",
    "I have to narrow my reading list, so show me just the ones in your last answer that are on {X}.",
    "do any of the listed studies look at {X} or not", "which of the sources you cited focus on {X}",
    "Go through those papers and tell me the ones dealing with {X}, leaving out the rest.",
    "Can you check wich of these papers are relevent to {X}?", "need the {X} subset of those for my lit review",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "can you tell me more about the {ord} one you listed i didnt quite get what it does",
    "explian the {ord} paper pls", "the {nth} one - more info thx",
    "Write a short summary of the {ord} paper for my report.",
    "Describe the {ord} study in bullet points: aim, method, result.",
    "Tell me about the {ord} paper on that list, since it seems closest to my project.",
    "wht does source [{n}] say", "more on ref {n} pls",
    "Give me a paragraph on citation [{n}] for my thesis background section.",
    "Can you break down [{n}] in a table: question, data, findings?",
    "so {title} what is that one about exactly i have not read it", "Summarize {title} in a few bullet points.",
    "I need to cite {title} in my thesis; what does it contribute?",
    "what did {author} and colleagues do in their paper", "Explain {author}'s work from your list, since my "
    "supervisor mentioned it.",
    "tell me more about that one pls", "Go into more detail on this paper because I might build on it.",
    "ok and that paper what did they actually do there", "wat is this paper's main idea",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "who are the authors of the papers you just listed"), ("authors", "can u tell me who wrote it thx"),
    ("year", "put the publication years of these in a table"), ("year", "wat year was it published"),
    ("datasets", "which datsets do those studies use"),
    ("datasets", "I need to describe the data for my report - what dataset does it rely on?"),
    ("results", "list the main findings of the above as bullet points"), ("results", "so what did it find in the end"),
    ("numbers", "what sample sizes did these studies have i need them for a table in my thesis"),
    ("numbers", "Give me the key numbers it reports, since I want to quote them."),
    ("limitations", "what are the limitations of the stuff you just showed me"),
    ("limitations", "any drawbacks to it i should mention in my discussion section?"),
    ("venue", "where were those published, journals or conferences, in a table pls"),
    ("venue", "which jounral is it in"), ("funding", "who funded the studies you just cited"),
    ("code", "do these have code on github or similar w/ links"), ("code", "is its code public? I'd like to rerun it."),
    ("results", "Summarise the outcomes reported in those papers in a table, because I'm comparing them with my own."),
    ("limitations", "Tell me the weaknesses of each of these since my reviewer will ask."),
]

AREA = [
    "can you give me an overview of what the research says about {X} i need it for a presentation next week",
    "sumarize the research on {X}", "overview of {X} pls thx",
    "Write the background section of my thesis on {X}: what does the literature in this corpus show?",
    "For a report I'm writing, summarise the state of research on {X} across the collection.",
    "Give me the main themes of {X} research as bullet points.",
    "summarise the whole {X} area in a table with themes and papers",
    "Tell me what is known about {X} overall, because I am starting a project on it and need the big picture.",
    "whats the state of the art in {X} in a nutshell", "I need a literature overview on {X} w/ the key findings",
    "so i was wondering if you could sum up all the work that's been done on {X} in general not just one paper",
    "Provide a synthesis of studies on {X} for my review article.", "what does the litrature say on {X} overall",
    "Give an area summary of {X}, since I have to brief my team on it.",
    "ok different thing now can you summarise research on {X} as a whole",
    "Draft a paragraph summarising {X} research for the introduction of my report.",
    "broad summary of {X} work across all papers here pls",
    "Could you survey the {X} literature and tell me the main lines of work, the methods people use and what they "
    "have found so far?",
]

NEW_TOPIC = [
    "ok now can you find papers about {X} i also need those", "any papres on {X}", "papers w/ {X}?",
    "For another chapter of my thesis I need studies on {X} - what do you have?",
    "List papers on {X} in a table, I want to start a new reading list.",
    "Find work on {X} for me, since my next section covers that.",
    "different question are there studies looking at {X}", "give me bullet points of the papers on {X}",
    "Search for research on {X} now, forget the previous list.", "Is there anyhting on {X}?",
    "thx. next: {X} studies pls",
    "so apart from all that i'm also looking into {X} do you have anything relevant",
    "I need sources on {X} for a report due Friday; which papers cover it?",
    "Show me studies on {X} because a colleague asked me for references.",
    "right moving on what about {X} research", "what papers talk abuot {X}", "look up {X} in the corpus pls",
    "Now find me the papers about {X}, not the ones you just listed.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
