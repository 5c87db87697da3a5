"""More labelled phrasings for the act reader (rag.answer.conversation.act_reader), beside ``exemplars``,
``exemplars_round5`` and ``exemplars_round6``: the benchmark's fresh5 phrasings, held out in round 6 of issue #18 and
tuning data from round 7 (this module is their one home; bench/conversation_phrasings_fresh5.py names them for the
benchmark). A fresh5 reference may write the place short ({nth}: "2nd", "3rd", "last"). The held-out set of round 7
(bench/conversation_phrasings_fresh6.py) is not here and must never be.
"""
from __future__ import annotations

_F5_FOLLOW_UP = [
    "and then?", "go on pls", "whats the main idea behind these", "can you explain more about this papers",
    "ok so what do they do and why does it matter", "How do these ones relate to each other?",
    "Tell me a bit more about them, I dont know this area well.", "elaborate",
    "Which of their approaches seems most promising and why?", "Give me the gist of each.",
    "I want to understand better what those works are doing", "what are they about exactly",
    "Could you expand on the papers above, especially their methodology?", "more detail on these plz",
    "so how do those approaches work in practise", "Please explain these studies to me in simple terms.",
    "What do all of them have in common?", "Is there a common thread running through these papers?",
    "summarise them for me", "Hmm, and what are the differences between them?", "Can you contrast these?",
    "Say more about the ones you found.", "what motivates these works",
]

_F5_FILTER = [
    "any of these about {X}?", "which of those r about {X}", "Of the above, which concern {X}?",
    "from that list, which ones study {X}?", "Just the ones on {X} please.", "and which of them look at {X}",
    "Which papers from your last answer are about {X}?", "do any of those papers mention {X} at all?",
    "I need only those that treat {X} - can you tell me which?", "Among the ones you listed, which cover {X}?",
    "Keep only the papers on {X}.", "Is any of these papers dealing with {X}?",
    "wich of these adress {X}", "Of these papers, is there any on {X}, and if so which?",
    "narrow it down to {X}", "Out of the papers above, do some of them work on {X}?",
    "Which among them are related with {X}?", "{X}? any of the above?",
    "Could you pick from those the ones that investigate {X}?", "Are there papers among these about {X}?",
    "which of the ones above is on {X}", "Filter these by {X}.",
]

_F5_REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "and the {nth}?", "what abt the {ord} one then", "tell me abt the {nth} paper", "The {ord} one sounds interesting, "
    "what is it about and what did they find?", "Can you explain the {ord} article in more detail?",
    "say more about the {ord} study pls", "I'd like to know more on the {nth} one.", "What's the {ord} paper's method?",
    "What about number {n}?", "explain [{n}]", "Paper {n} - what does it propose?", "details on {n} please",
    "Could you tell me more about reference [{n}], particularly its results?",
    "What's the paper \"{title}\" about?", "Tell me more on {title}.", "explain the {title} one",
    "What did {author} and colleagues find?", "the {author} et al. paper - what's it about?",
    "What is {author}'s paper proposing?",
    "Can you go deeper into it?", "what does it say exactly", "More about this one please.",
    "And that paper, what's its main finding?",
]

_F5_ATTRIBUTE = [  # (attribute, phrasing): "it" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "how many patients were in these"), ("numbers", "Any numbers reported in it?"),
    ("numbers", "What sample size did they have, roughly?"),
    ("datasets", "which datasets were used in those"), ("datasets", "What data does it build on?"),
    ("datasets", "On what data did they test their methods?"),
    ("limitations", "whats the weaknesses of these studies"), ("limitations", "Does it have some limits or weak points?"),
    ("limitations", "What are the shortcomings the authors mention?"),
    ("authors", "who wrote them"), ("authors", "Who are its authors?"), ("authors", "Whose work are these?"),
    ("year", "what year were they publised"), ("year", "When did it come out?"),
    ("year", "How recent are those papers?"),
    ("results", "what did they find out"), ("results", "What are its main results?"),
    ("results", "So what was the outcome of these studies?"), ("results", "Did they find that it works?"),
    ("funding", "Who funded these studies?"), ("funding", "Was it sponsored by a company?"),
]

_F5_AREA = [
    "summarise {X}", "Give me a summary of research on {X}.", "overview on {X} pls",
    "Summarise the literature about {X}, with the main open problems and where the field is going.",
    "I would like a synthesis about {X}.", "What is the state of the art in {X}?",
    "Can you summarise everything the collection has on {X}, grouped by theme?", "sum up the work on {X}",
    "Please provide an overview of {X} research, including the key results.",
    "{X} - give me the overall picture.", "Write me a mini review on {X}.", "what does the literature say on {X}",
    "Could you characterise the research landscape on {X}?", "Summarize the field of {X}.",
    "I'd like an area summary: {X}.", "tell me the big picture of {X} research",
    "Give an overview of {X} studies and what they conclude.", "Review the work on {X} for me, briefly.",
    "Can I have a summary of the papers about {X}?", "Let's move on - summarise {X} research across the corpus.",
    "What are the main findings on {X}, overall?",
]

_F5_NEW_TOPIC = [
    "{X} ?", "and {X}", "what abt {X}", "Now what about {X}?", "Do you have papers on {X} too?",
    "Lets change topic, what do you have on {X}?", "Other topic: {X}. Which papers?",
    "are there any papers about {X} in here", "Which studies investigate {X}?",
    "Moving on, I'm curious about {X} - is there research on it?", "Find papers on {X}.",
    "I want papers related with {X}.", "What about the topic of {X}, anything?",
    "Next: {X}. What have you got?", "Okay, forget that. Papers on {X}?", "list papers about {X}",
    "Search for {X} please", "Is {X} covered by any paper?", "What works exist regarding {X}?",
    "Something else - which papers deal with {X}?", "Tell me which papers talk about {X}.",
]

FRESH5 = {"follow_up": _F5_FOLLOW_UP, "filter": _F5_FILTER, "reference": _F5_REFERENCE, "attribute": _F5_ATTRIBUTE,
          "area": _F5_AREA, "new_topic": _F5_NEW_TOPIC}
