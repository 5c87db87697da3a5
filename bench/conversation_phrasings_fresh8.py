"""The eighth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 9): same shapes and
placeholders as bench/conversation_phrasings_fresh7.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the ninth round of tuning and before running the benchmark on them (fresh7 is tuning
data from round 9 on). Written to vary style widely: clipped notes, polite long requests, lower case with typos,
questions that start with a discourse word ("hm", "wait", "also"), non-native word order, and verbs not used before.
These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them
as "fresh8".
"""
from __future__ import annotations

FOLLOW_UP = [
    "hm, can you elaborate on those?", "What approach does each of these take?", "walk me thru these papers",
    "Would you go over the findings of these in more depth?", "what's the big picture from these results",
    "For each of those, what's the key contribution?", "flesh those out a bit", "how solid is the evidence in these?",
    "wait, what exactly do these studies find?", "I need more depth on the papers you just gave.",
    "what are these papers trying to solve", "Can you contrast these studies with one another?",
    "so what's the main point of all this?", "give me a longer explanation of these",
    "How do the authors of these papers support their claims?", "ok go deeper",
    "Please break down what these works did.", "and why do these matter?",
    "what experiments do they run, roughly", "Any common thread across these papers?",
]

FILTER = [
    "which among these mention {X}?", "are any of those about {X}", "keep only the ones on {X}",
    "Can you tell me which of these papers discuss {X}?", "of the above, {X} only", "Any of these studying {X}?",
    "restrict those to {X} please", "which ones here are about {X}", "Of what you just listed, what concerns {X}?",
    "I only want the ones dealing with {X} from that list.", "whch of them mention {X}",
    "Does any paper above talk about {X}?", "show me just the {X} papers out of these",
    "Within these results, which involve {X}?", "the ones about {X}, which are they?",
    "Among the papers you cited, are there ones on {X}?", "filter: {X}", "which of your sources relate to {X}?",
    "out of those, anything regarding {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "the {ord} one - gist please?", "give me the gist of the {nth} paper", "Can you explain the {ord} result?",
    "what did the {ord} paper actually do", "{nth} one: key results?", "Expand on the {ord} paper please.",
    "what is the {nth} article about", "I'm curious about the {ord} one, say more.",
    "what's written in [{n}] then?", "Tell me more about reference {n}.", "paper {n} pls explain", "What does [{n}] conclude?",
    "Summarise \"{title}\" for me.", "what's {title} about?", "I'd like to hear more about {title}.",
    "the {author} paper, what did it find?", "What did {author} and colleagues do?",
    "more on that paper please", "what are the details of this one?", "Can you tell me more about it?",
    "What's the main idea of this study?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "what sample sizes did these have?"), ("numbers", "Does it report effect sizes?"),
    ("numbers", "any hard numbers in these papers"),
    ("datasets", "what data do those papers use"), ("datasets", "Which dataset does it rely on?"),
    ("limitations", "What are the shortcomings of these studies?"), ("limitations", "does it have drawbacks?"),
    ("authors", "who are the authors of these?"), ("authors", "who's behind it?"),
    ("year", "how recent are these studies?"), ("year", "What year was it published?"),
    ("results", "what were the results of these papers"), ("results", "What does it find, in short?"),
    ("venue", "where were those published?"), ("venue", "which journal is it in"),
    ("funding", "Who funded these?"), ("funding", "was it funded by industry?"),
    ("code", "is their code on github?"), ("code", "Any source code released for these studies?"),
]

AREA = [
    "overview of {X} research please", "Could you give me a summary of the literature on {X}?",
    "summarize everything the corpus holds regarding {X}", "i need a field summary on {X}",
    "What's the state of the art on {X}? Give me an overview.", "area summary: {X}",
    "Please write me a short overview of the {X} literature.", "what does the literature say about {X} overall",
    "Give an overview of studies on {X}, grouped by theme.", "summarise the body of work on {X}",
    "I'd like a survey of {X} papers in the collection.", "broad summary of {X} work?",
    "Can you outline the research landscape for {X}?", "what are the key findings in {X} research overall?",
    "hm, new thing: summarise {X} research", "A literature overview on {X}, please.",
    "Overview the main {X} papers for me", "How would you summarise the {X} field?",
]

NEW_TOPIC = [
    "hmm and for {X}?", "how about {X} instead, got anything", "Now show me papers about {X}.", "papers on {X} at all?",
    "different question: what's there on {X}?", "Any articles about {X}?", "pls search for {X} next",
    "Let's switch to {X}. What do you have?", "ok new topic, {X}", "Is there anything here about {X}?",
    "also, papers on {X} please", "I'm now interested in {X}. Any studies?", "find {X} papers",
    "Which papers cover {X}, if any?", "Leave those aside - what about {X}?", "get me studies on {X}",
    "are there any studies on {X} in here", "Can you search the corpus for {X}?", "what's on file about {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
