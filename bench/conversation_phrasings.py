"""How people word each act of a conversation: the phrasings `litchat bench conversations` fills with a corpus's
topics and positions. Written as a person types them, not from the interpreter's patterns.

Each act's list is split by position into a tuning half (places 0, 3, 4, 7, 8, …) and a held-out half (places 1, 2, 5,
6, …); the split
was fixed when the lists were written, before the interpreter was tuned, and the benchmark reports both halves.
Placeholders: {X} a topic phrase, {ord} an ordinal word ("second"), {n} a citation number, {name} a paper's short
name. An attribute phrasing is (attribute, text); a reference phrasing says which position it points at through
{ord}/{n}, or is "it"-style (the paper in focus).
"""
from __future__ import annotations

FIRST = [  # opening questions (not scored as an act: they set the table)
    "Which papers study {X}?", "What papers are there on {X}?", "Find me work about {X}.",
    "Are there any studies of {X}?", "List the papers on {X}.", "What does the corpus have on {X}?",
]

FOLLOW_UP = [
    "Tell me more about them.", "How do these compare with each other?", "What methods do they use?",
    "Can you go into more detail on these?", "What do these papers have in common?", "How do they differ?",
    "What approach does each of them take?", "Explain them in a bit more depth.", "Which of them is most recent?",
    "What are they trying to solve?", "Give me more on those papers.", "Expand on these, please.",
    "Briefly, what does each of these propose?", "What problem do these works address?",
    "So what's the main idea behind them?", "Could you elaborate on those?", "What do they propose?",
    "How are these studies designed?", "Walk me through these papers.", "I'd like more detail about both of those.",
    "What motivates them?", "In plain words, what are these about?", "Say more about them.",
    "Do they agree with each other?", "What's the gist of each one of them?", "What techniques do these rely on?",
    "Can you break these down for me?", "What are their main contributions?", "How novel are these?",
    "Summarise each of them in one line.", "What did these papers set out to do?", "Tell me about their methods.",
    "What makes them different from one another?", "Go on about those.", "What kind of work are these?",
    "Are they theoretical or empirical?", "Describe their approaches.", "What's the story with these papers?",
    "Which of them would you read first?", "Anything else about those?", "More about them please",
    "what are they actually doing", "Give me the key idea of each of those.", "How do they go about it?",
]

FILTER = [
    "Which of these mention {X}?", "Do any of them deal with {X}?", "Which ones talk about {X}?",
    "Among those, which involve {X}?", "Of these papers, which are about {X}?", "Are any of them on {X}?",
    "Only the ones that mention {X}, please.", "Which of them look at {X}?", "Any of those using {X}?",
    "Narrow that down to {X}.", "Just the ones about {X}.", "Which of the papers above discuss {X}?",
    "Keep only those that mention {X}.", "Out of these, which touch on {X}?", "Which of those consider {X}?",
    "Filter them to {X}.", "Do any of these papers use {X}?", "Which of them cover {X}?",
    "From those, which ones study {X}?", "Which ones among them mention {X}?", "Show me only the ones on {X}.",
    "Is any of them about {X}?", "Which of these works bring in {X}?", "Any of these about {X}?",
    "Which of the listed papers mention {X}?", "Of those, which focus on {X}?", "which of them have {X}",
    "Pick out the ones that involve {X}.", "Which of these studies examine {X}?", "Do any of those mention {X}?",
    "Which of them investigate {X}?", "Restrict that to papers mentioning {X}.", "Which of those talk about {X}?",
    "Among these, any on {X}?", "Which of your results mention {X}?", "Are there any among them on {X}?",
    "Of the papers you listed, which deal with {X}?", "Which of those papers address {X}?",
    "Limit it to the ones about {X}.", "Out of those, which concern {X}?", "Which of these papers touch {X}?",
    "Which ones of these involve {X}?",
]

REFERENCE = [  # {ord}: first..fifth or last; {n}: a number; "it": the paper in focus
    "Tell me more about the {ord} one.", "What is the {ord} paper about?", "Can you explain paper [{n}]?",
    "What does [{n}] do?", "More on the {ord} one, please.", "Go deeper into the {ord} paper.",
    "What's the {ord} one proposing?", "Describe source {n}.", "Expand on number {n}.",
    "I'm interested in the {ord} one, what does it do?", "Say more about reference [{n}].",
    "What is paper {n} about?", "The {ord} one sounds interesting, tell me more.", "Explain the {ord} result.",
    "What did the {ord} study do?", "Zoom in on [{n}].", "Could you summarise the {ord} paper?",
    "what about the {ord} one", "And the {ord} one?", "Give me details on citation {n}.",
    "What's in the {ord} article?", "Elaborate on the {ord} work.", "Focus on paper [{n}] please.",
    "How does the {ord} approach work?", "What is [{n}] proposing exactly?", "Tell me about the {ord} source.",
    "Dig into the {ord} one.", "Unpack paper number {n}.", "What's the main point of the {ord} paper?",
    "Break down the {ord} study for me.", "What is the {ord} reference about?", "More about [{n}]?",
    "the {ord} one - what's it about?", "Can you go through the {ord} paper?", "Summarise [{n}] for me.",
    "Talk me through the {ord} one.", "What exactly does the {ord} method do?", "Explain reference {n}.",
    "What does it propose?", "Tell me more about it.", "How does it work?", "What is this paper's main idea?",
]

ATTRIBUTE = [  # (attribute, phrasing): about the papers in focus ("they" = the previous answer's papers)
    ("results", "What results do they report?"), ("authors", "Who wrote these?"),
    ("year", "When were they published?"), ("datasets", "What datasets do they use?"),
    ("limitations", "What are their limitations?"), ("numbers", "What numbers do they give?"),
    ("results", "What did they find?"), ("authors", "Who are the authors of those papers?"),
    ("year", "What year are these from?"), ("datasets", "Which data were they evaluated on?"),
    ("limitations", "Any weaknesses in these studies?"), ("numbers", "How much do they improve, in numbers?"),
    ("results", "What are the main findings?"), ("authors", "Who is behind these papers?"),
    ("year", "How recent are they?"), ("datasets", "What data did these studies rely on?"),
    ("limitations", "What are the drawbacks of these approaches?"), ("numbers", "Give me the figures they report."),
    ("results", "What outcomes did these studies show?"), ("authors", "Which researchers wrote them?"),
    ("year", "What's the publication year of each?"), ("datasets", "Which benchmarks were they tested on?"),
    ("limitations", "What shortcomings do they admit?"), ("numbers", "Any quantitative results from them?"),
    ("results", "So what did they conclude?"), ("authors", "Who authored each of them?"),
    ("year", "When did these come out?"), ("datasets", "What datasets were used in these papers?"),
    ("limitations", "Where do these approaches fall short?"), ("numbers", "What accuracy do they reach?"),
    ("results", "What were their results?"), ("authors", "Whose work is this?"),
    ("year", "What years were these published in?"), ("datasets", "What kind of data did they train on?"),
    ("limitations", "What caveats do they mention?"), ("numbers", "What are the key numbers?"),
    ("results", "What did these papers show?"), ("authors", "Can you name the authors?"),
    ("year", "Are these recent papers? Which years?"), ("datasets", "On which datasets were these evaluated?"),
    ("limitations", "What problems remain with these methods?"), ("numbers", "By how much do they beat baselines?"),
    ("results", "Did it work? What are the results?"), ("authors", "who wrote it"),
    ("year", "When was it published?"), ("results", "What does it find?"),
]

AREA = [  # {X}: a topic to summarise over the whole corpus, mid-chat
    "Summarise the work on {X}.", "Give me an overview of {X}.", "Can you summarize the research on {X}?",
    "What's the state of the art on {X}?", "Overview of {X} in this corpus, please.",
    "Now summarise what the corpus has on {X}.", "Give me a summary of the literature on {X}.",
    "Survey the papers about {X}.", "Could you give an overview of research on {X}?",
    "Summarize {X} for me.", "What has been done on {X}?", "Summarise the papers on {X}.",
    "I'd like an area summary of {X}.", "Give me the lay of the land on {X}.", "Sum up the work on {X}.",
    "Can you map out the research on {X}?", "Please summarise the literature about {X}.",
    "Provide an overview of work on {X}.", "What's been done in {X}? Summarise it.", "Overview: {X}.",
    "OK, summarise the work on {X} in the corpus.", "Now give me an overview of {X}.",
    "Summarise research into {X}.", "What is the landscape of {X} research here?",
    "Give me a rundown of the {X} papers.", "Can I get an overview of {X}?", "Summarise everything on {X}.",
    "Please give me a survey of {X}.", "Describe the research on {X}.", "Walk me through the work on {X}.",
    "What is the literature on {X}?", "Round up the research on {X}.", "Summary of work on {X}, please.",
    "An overview of {X} would help.", "summarize the {X} literature", "Outline the research on {X}.",
    "Review the work on {X}.", "Let's get an overview of {X}.", "And summarise {X} as well.",
    "Summarise what's known about {X}.", "Give me an overview of the papers about {X}.",
    "What does the literature say about {X}? Summarise.",
]

NEW_TOPIC = [  # {X}: a different topic, asked after the first answer
    "What about {X}?", "Now tell me about {X}.", "Switching topics: which papers study {X}?",
    "Different question: what work is there on {X}?", "How about {X}?", "Let's talk about {X}.",
    "Which papers look at {X}?", "Moving on, anything on {X}?", "OK, and what about {X}?",
    "Are there papers on {X}?", "Now I'm curious about {X}.", "Let's look at {X} instead.",
    "Changing the subject: {X}?", "What does the corpus have on {X}?", "Any work on {X}?",
    "On a different note, papers about {X}?", "Next: {X}.", "Tell me about {X}.",
    "Show me papers on {X}.", "Can you find studies on {X}?", "I'd like to know about {X}.",
    "Let's switch to {X}.", "And {X}?", "New topic: {X}.", "What research exists on {X}?",
    "Which studies deal with {X}?", "Now let's move on to {X}.", "Something else: {X}?",
    "What do we have on {X}?", "Let's turn to {X}.", "Find papers about {X}.", "Anything about {X}?",
    "Unrelated, but what about {X}?", "Let's change gears to {X}.", "How about papers on {X}?",
    "What is known about {X}?", "Are there any studies of {X}?", "Then what about {X}?",
    "Which works address {X}?", "Give me papers on {X}.", "What papers discuss {X}?", "Papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}


def split(phrasings: list) -> tuple[list, list]:
    """(tune, held-out): places i with i % 4 in (0, 3), and the rest (every attribute lands in both halves)."""
    return ([p for i, p in enumerate(phrasings) if i % 4 in (0, 3)],
            [p for i, p in enumerate(phrasings) if i % 4 in (1, 2)])
