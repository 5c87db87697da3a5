"""More labelled phrasings for the act reader (rag.answer.conversation.act_reader), beside ``exemplars`` (which is
full): the benchmark's fresh3 phrasings, held out in round 4 of issue #18 and tuning data from round 5 (this module
is their one home; bench/conversation_phrasings_fresh3.py names them for the benchmark), and a few written in round 5
for the wordings the fresh3 failures showed the reader had no neighbour for (a summary asked as "pull together /
run me through / how does the work look", a filter asked as "the ones concerning X", a follow-up asking for the
upshot or the consensus). The held-out set of round 5 (bench/conversation_phrasings_fresh4.py) is not here and must
never be; the round-5 phrasings were written by the same hand as fresh4, so any close to a fresh4 wording were left
out.
"""
from __future__ import annotations

_F3_FOLLOW_UP = [
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

_F3_FILTER = [
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

_F3_REFERENCE = [  # {ord}, {n}, or the paper in focus
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

_F3_ATTRIBUTE = [  # (attribute, phrasing): "it" means the paper in focus, otherwise the previous answer's papers
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

_F3_AREA = [
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

_F3_NEW_TOPIC = [
    "alright, how about {X}", "Next, I'd like to know what's there on {X}.", "Can you look for work on {X}?",
    "Change of topic: anything about {X}?", "What studies have looked at {X}?", "Do we have papers on {X}?",
    "I'm curious whether there's work on {X}.", "Let's pivot to {X}.", "Anything published on {X}?",
    "What have people found about {X}?", "Could you search for {X} instead?", "{X} - any papers?",
    "Moving along: {X}.", "Are there papers that examine {X}?", "Now something different: research on {X}.",
    "Find me something on {X}.", "What's available on {X}?", "Separately, I'm looking for studies about {X}.",
    "Let's leave that. What about {X}?",
]

FRESH3 = {"follow_up": _F3_FOLLOW_UP, "filter": _F3_FILTER, "reference": _F3_REFERENCE, "attribute": _F3_ATTRIBUTE,
          "area": _F3_AREA, "new_topic": _F3_NEW_TOPIC}

ROUND5 = {
    "follow_up": [
        "Do they agree with each other?", "So what's the takeaway across them?", "What's the overall message there?",
        "Is there any disagreement between those?", "What would you conclude from them together?",
        "Fine - what's the gist of them?",
    ],
    "filter": [
        "Pull out the ones concerning {X}.", "Highlight the ones that bear on {X}.",
        "Does anything in that list speak to {X}?", "Which of your sources has to do with {X}?",
        "Do any of the cited works say something about {X}?", "Which of them get into {X}?",
    ],
    "area": [
        "Pull together the research on {X}.", "Take me through the {X} literature.",
        "Could you synthesise the {X} studies for me?",
        "I'd like the broad strokes of {X} research.", "Recap the state of {X} work.",
    ],
    "new_topic": [
        "Leaving that aside, what's there on {X}?", "On to {X} now.",
        "Anything in here touching on {X}?", "Now I'm wondering about {X}.", "Let's drop that - {X}?",
    ],
}
