"""The third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 4): same shapes and
placeholders as bench/conversation_phrasings.py ({X} a topic, {ord} an ordinal word or "last", {n} a citation number;
an attribute phrasing is (attribute, text) and says "it" only when it means the paper in focus; a reference phrasing
without {ord}/{n} points at the paper in focus).

Written on 2026-12-05 before the fourth round of tuning, before running the benchmark on them or opening any failing
turn: the _FRESH2 lists were held out in the third round and are tuning phrasings from the fourth on. These lists
were held out in round 4 and are tuning phrasings from round 5 on (bench/conversation_phrasings_fresh4.py is the
held-out set then); the benchmark reports them as "fresh3".
"""
from __future__ import annotations

FOLLOW_UP = [
    "ok, and how exactly do they do that?", "Can you tell me a little more about each of these?",
    "hm, what's the core argument in those?", "Would you mind expanding on these papers a bit?",
    "What's the methodology across these?", "So which of those is the most thorough?",
    "I'd appreciate a more detailed explanation of those works.", "How do those papers approach the question?",
    "What are these papers really about?", "Can you contrast the approaches here?",
    "And what's the upshot of all this?", "Go a level deeper on these, please.",
    "Where do these papers agree and where do they differ?", "What's the bottom line from those studies?",
    "Could you give me the main argument of each?", "Is there a consensus among these?",
    "Sounds good, can you tell me more about those papers?", "What ideas drive this work?",
    "How would you describe these to a colleague?", "keep going",
]

FILTER = [
    "anything among them on {X}?", "Do any of those papers get into {X}?", "Of what you found, what concerns {X}?",
    "I need only the {X}-related ones from that list.", "Can you tell which of these include {X}?",
    "Which of the retrieved papers bear on {X}?", "Keep the ones that discuss {X} and drop the rest.",
    "Is {X} covered by any of these papers?", "Please tell me which of these results are about {X}.",
    "Would any of these count as work on {X}?", "Out of that set, which relate to {X}?",
    "Just those that address {X}, thanks.", "which papers from your last answer cover {X}",
    "Are any of the studies you mentioned focused on {X}?", "Sort out the ones concerning {X} for me.",
    "Any of these specifically on {X}?", "ok and which of them bring up {X}?",
    "Can I see only the papers among those that study {X}?", "Do the papers above say anything about {X}?",
]

REFERENCE = [  # {ord}, {n}, or the paper in focus
    "What's the {ord} paper's main finding?", "Tell me about the {ord} of those.",
    "Can you expand on the {ord} one you listed?", "Let's focus on the {ord} paper.",
    "i want to know more about the {ord} one", "The {ord} study - can you summarise it?",
    "What approach does the {ord} article take?", "Please explain the {ord} paper in more detail.",
    "Give me the gist of the {ord} source.", "Could we look at the {ord} one more closely?",
    "What's paper [{n}] trying to show?", "Tell me about [{n}], please.", "More detail on source [{n}]?",
    "what's #{n} all about", "Can you explain what paper number {n} does?", "[{n}] - what did they find?",
    "Regarding [{n}], what's the approach?", "What does it conclude?",
    "Can you tell me a bit more about this one?", "Could you explain that one further?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it" means the paper in focus, otherwise the previous answer's papers
    ("results", "What did those papers end up finding?"), ("results", "main results of these, please"),
    ("results", "What did it find in the end?"),
    ("authors", "Do you know who wrote these?"), ("authors", "author list for them?"),
    ("authors", "Whose paper is it?"),
    ("year", "Which years do these date from?"), ("year", "dates of publication for these?"),
    ("year", "Is it a recent paper?"),
    ("datasets", "What datasets were these papers evaluated against?"),
    ("datasets", "Which data did the authors work with in these studies?"),
    ("datasets", "Which dataset was it tested on?"),
    ("limitations", "Do these have any notable weaknesses?"), ("limitations", "What are the limits of those studies?"),
    ("limitations", "Where does it fall short?"),
    ("numbers", "Can you quote some numbers from these?"),
    ("numbers", "How many participants did these studies include?"), ("numbers", "What numbers did it get?"),
]

AREA = [
    "What's the general picture of research on {X}?", "I'm writing a review - can you summarise the literature on {X}?",
    "Overall, what has been found about {X}? Please summarise.", "Can you do a literature summary on {X}?",
    "summarise {X} work across the corpus", "Give me a condensed overview of the {X} studies.",
    "What's the current consensus on {X}? Summarise the research.", "An overview of the {X} field would be useful.",
    "Please describe the body of work on {X}.", "Run me through the literature on {X}.",
    "What are the major findings on {X} across all papers?", "Please produce a short review of the {X} studies.",
    "How do the papers on {X} look as a whole?", "Can you pull the {X} research together into a summary?",
    "Do an overview of {X} for me.", "Summarise {X} for a newcomer.",
    "What's the evidence base on {X}, in a nutshell?", "Let's summarise the state of {X} research.",
]

NEW_TOPIC = [
    "alright, how about {X}", "Next, I'd like to know what's there on {X}.", "Can you look for work on {X}?",
    "Change of topic: anything about {X}?", "What studies have looked at {X}?", "Do we have papers on {X}?",
    "I'm curious whether there's work on {X}.", "Let's pivot to {X}.", "Anything published on {X}?",
    "What have people found about {X}?", "Could you search for {X} instead?", "{X} - any papers?",
    "Moving along: {X}.", "Are there papers that examine {X}?", "Now something different: research on {X}.",
    "Find me something on {X}.", "What's available on {X}?", "Separately, I'm looking for studies about {X}.",
    "Let's leave that. What about {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
