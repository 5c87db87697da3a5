"""The tenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 11): same shapes and
placeholders as bench/conversation_phrasings_fresh9.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the eleventh round of tuning and before running the benchmark on them (fresh9 is tuning
data from round 11 on). Written to vary style away from the earlier sets towards how researchers type in a chat:
hedged and polite requests ("could you perhaps", "if possible", "sorry if this is basic"), abrupt fragments,
non-native English ("is any of these paper about", "related with", "talk on"), a question embedded after a sentence
of context ("I am writing a review about X.", "My supervisor asked me about these."), and Title Case Typing. These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh10".
"""
from __future__ import annotations

FOLLOW_UP = [
    "sorry if this is basic, but what do these papers actually show?",
    "I am reading these for my thesis. Can you explain them more detailed?",
    "These seem relevant to my project - could you say a little more about each?", "ok. more detail on those",
    "Please can you describe these studies more?", "what methods are used in them, in general terms",
    "i dont fully understand these, explain pls", "Could you perhaps go through each of them briefly?",
    "How Do These Compare?", "My supervisor asked me about these. What would you say are their main contributions?",
    "what is the strength of each of these works?", "summarise them one by one",
    "Tell me more about the papers you mentioned, if possible.",
    "If I can read only one of these, which should it be and why?", "is there a consensus among these studies?",
    "I would appreciate a deeper explanation of those results.", "more on these, thanks",
    "what do they have in common and where do they differ",
]

FILTER = [
    "I'm only interested in {X} - could you tell me which of these are relevant?",
    "From this list, please keep just the papers about {X}.", "which of them is dealing with {X}?",
    "Which Of These Discuss {X}?", "only {X} ones pls", "is any of these paper about {X}?",
    "Sorry, could you narrow these to {X}?", "Remove the ones that aren't about {X}.",
    "I need only the studies that treat {X} from those you gave.", "are some of the above related with {X}?",
    "My focus is {X}. Which of these papers fit?", "those mentioning {X} - which?",
    "Could you point out which of the previous results look at {X}?", "Which of your results here talk on {X}?",
    "exclude anything not about {X}", "Among these, is there something on {X} maybe?",
    "pick out the {X} papers from that", "Do any of the ones you found address {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Could you tell me a bit more about the {ord} one, please?", "{ord} paper - what is it about exactly?",
    "i want to know more about the {nth} one", "Please explain the {ord} study to me in simple words.",
    "What Is The {nth} Paper Doing?", "the {ord} result looks interesting, could you summarise it?",
    "Can you explain reference [{n}] more?", "what is in source {n}?", "Please detail citation {n}.",
    "about [{n}]: what method do they use?",
    "I'm interested in {title}. What does it do?", "could you explain {title} a little?",
    "Tell me about the paper {title}, please.", "I'd like to know what {author} et al. found.",
    "{author}'s study - main conclusions?",
    "Could you go deeper into this paper?", "What is the main contribution of that one?",
    "i would like more details on this study please", "say more about that article",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "what was the n in each of these, roughly?"), ("numbers", "How many participants did it have?"),
    ("numbers", "Do these report any p-values or confidence intervals?"),
    ("datasets", "On which data were these studies based?"), ("datasets", "what data does it use, if I may ask?"),
    ("limitations", "are there any weaknesses in these papers I should know about?"),
    ("limitations", "What would you say its limitations are?"),
    ("authors", "Who wrote these papers, please?"), ("authors", "Who are the people that wrote it?"),
    ("year", "From which years are these?"), ("year", "it is from which year?"),
    ("results", "So what did these find, in short?"), ("results", "What is its main result?"),
    ("venue", "In which journals did these appear?"), ("venue", "where did it get published"),
    ("funding", "Do you know who paid for these studies?"), ("funding", "Was it industry-funded or public money?"),
    ("code", "is the code for these available somewhere?"), ("code", "Did they release its code?"),
]

AREA = [
    "Could you please give me an overview of research on {X}?",
    "I am writing a review about {X}. Can you summarise what is known?", "summary of {X} literature",
    "What Is Known About {X}? Please Summarise.",
    "I would like to understand the {X} field in general - can you summarise it?",
    "Give me the big themes in {X} research.", "what does the research generally say on {X}, in summary",
    "Could you write a short narrative review on {X}?", "Briefly, what is the current knowledge on {X}?",
    "summarize {X} studies overall pls", "For my introduction section, I need an overview of {X}. Can you help?",
    "Main findings across {X} papers?", "What's the general picture in {X} work? summarise",
    "overall summary on {X} topic please", "Please synthesise the main results of {X} research.",
    "Can you give an overview of the studies about {X}, in a few paragraphs?",
    "I'd appreciate a general summary of the evidence on {X}.",
]

NEW_TOPIC = [
    "Thanks. Now, do you have papers on {X}?", "another question: {X}, any papers?", "Can you look for {X} too?",
    "What about papers concerning {X}?", "Let's move on. I'm looking for studies on {X}.", "search {X} pls",
    "Are there some works about {X}?", "OK next one: {X}", "Do You Have Any Studies About {X}?",
    "I also work on {X}. Is there research on it here?", "could you find me articles on {X} please",
    "Ok, forget that. What's there on {X}?", "now {X} papers please",
    "My colleague is interested in {X} - do you have something?", "what studies exist about {X}?",
    "Switching topic: {X} studies?", "Is there any paper discussing {X}?",
    "I'd like to find research on {X}, if any exists.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
