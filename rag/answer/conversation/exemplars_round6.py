"""More labelled phrasings for the act reader (rag.answer.conversation.act_reader), beside ``exemplars`` and
``exemplars_round5``: the benchmark's fresh4 phrasings, held out in round 5 of issue #18 and tuning data from round 6
(this module is their one home; bench/conversation_phrasings_fresh4.py names them for the benchmark). A fresh4
reference may name the paper by its title ({title}) or its first author's surname ({author}); the reader fills
those slots from TITLE_FILLS and AUTHOR_FILLS. The held-out set of round 6 (bench/conversation_phrasings_fresh5.py)
is not here and must never be.
"""
from __future__ import annotations

_F4_FOLLOW_UP = [
    "tell me more", "Could you please elaborate on the papers you just listed? I'm particularly interested in how "
    "they go about it.", "how do they compare", "what do they actually propose?",
    "Interesting. Walk me through them one by one.", "can u explain these in more detail",
    "What problem are these papers trying to solve?", "and how were they evaluated?",
    "Summarize each of them in a sentence or two.", "What's novel about these works?", "why should I care about these ones?",
    "If I only had time for one of these, which should I read?", "Explain them as if I'd just started in the field.",
    "what are the key ideas in them", "How do their approaches differ from one another?",
    "Can you say more about what these studies did?", "ok go on", "Please give me a fuller account of those papers.",
    "Do these build on each other?", "In plain words, what are these saying?",
    "I'd like a deeper dive into the papers above.", "more on thsoe please",
]

_F4_FILTER = [
    "of those, which deal with {X}?", "Among them, are there any that look at {X}?",
    "Out of these, which mention {X}?", "any of these about {X}", "Which ones in that list are relevant to {X}?",
    "Can you narrow those down to the ones on {X}?", "Only show me the ones about {X}.",
    "{X} - do any of the papers you just cited touch on that?",
    "Of the papers you listed, I only care about {X}. Which are they?", "do any of them discuss {X}",
    "Filter that list to {X}, please.", "Is there one among those that studies {X}?",
    "From the above, which papers have something on {X}?", "which of thse talk about {X}",
    "Would you mind telling me which of those papers involve {X}?", "Restrict those to {X}.",
    "Among these studies, which investigate {X}?", "Are any of the listed papers concerned with {X}?",
    "Which of the above focus on {X}, if any?", "I'm only interested in {X} - which of these fit?",
    "Pick out the ones from that answer that deal with {X}.",
]

_F4_REFERENCE = [  # {ord}, {n}, {title} or {author}; the last ones point at the paper in focus
    "tell me more about the {ord} one", "What does the {ord} paper do exactly?",
    "I'm intrigued by the {ord} result, can you elaborate?", "Could you summarise the {ord} paper for me?",
    "{ord} one - what's it about?", "And the {ord} study, what did it show?", "Zoom in on the {ord} reference.",
    "what is the {ord} article proposing", "Explain paper {n} to me.", "What's in [{n}]?",
    "Can you go over reference {n} in more depth?", "more on [{n}] pls", "I'd like details on the paper cited as [{n}].",
    "What's the key contribution of [{n}]?", "#{n}: what's the method?",
    "Tell me more about \"{title}\".", "What did the {title} paper find?", "Can you summarise {title} for me?",
    "What did {author} et al. do?", "Tell me about the {author} paper.",
    "So what is it proposing, concretely?", "can you elaborate on that paper", "Tell me more about that one.",
    "What's this paper's main point?",
]

_F4_ATTRIBUTE = [  # (attribute, phrasing): "it" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "What were the sample sizes in these studies?"), ("numbers", "how big were the cohorts"),
    ("numbers", "Does it give any effect sizes?"), ("numbers", "What percentages do they report?"),
    ("datasets", "what data did they all use"), ("datasets", "Which datasets does it rely on?"),
    ("datasets", "Were these evaluated on public benchmarks, and which ones?"),
    ("datasets", "What kind of participants or data were used in these?"),
    ("limitations", "What limitations do the authors of these papers acknowledge?"),
    ("limitations", "any caveats with it?"), ("limitations", "Are there known problems with these studies' methods?"),
    ("authors", "who are the authors on these, please?"), ("authors", "Who wrote it?"),
    ("authors", "Can you list the authors of those papers?"),
    ("year", "When were these published?"), ("year", "what year is it from"), ("year", "how old r these papers"),
    ("results", "So what did they conclude in the end?"), ("results", "What were the key findings of these studies, briefly?"),
    ("results", "What did it show?"), ("results", "Did these studies find a significant effect?"),
    ("funding", "Were these studies industry-funded?"),
]

_F4_AREA = [
    "give me an overview of {X}", "What's known about {X}?", "catch me up on {X}",
    "Could you summarise what the corpus says about {X}, please?", "{X}: summarize the research for me",
    "I'd love a broad synthesis of the work on {X}, covering the main findings and open questions.",
    "overview of {X} research pls", "summarize the litterature on {X}",
    "What do we know so far about {X}? A summary would help.", "Put together a short review of the papers on {X}.",
    "Can you give me the big picture on {X}?", "Brief me on {X}.", "What does the research on {X} say overall?",
    "Synthesise the findings on {X} in a few paragraphs.", "Give me a state-of-the-art summary for {X}.",
    "I need a quick primer on the {X} literature.", "Now summarise everything on {X} across the collection.",
    "Can you write an area summary on {X}?", "What are the main themes in {X} research?",
    "Let's switch to an overview: {X}.", "Survey the papers on {X} for me.",
]

_F4_NEW_TOPIC = [
    "what about {X}?", "ok now {X}", "Do you have anything that covers {X}?", "Now let's look at {X} - which papers cover it?",
    "Which papers discuss {X}?", "Any work on {X} at all?", "I'm also interested in {X}. What's there?",
    "Show me papers about {X}.", "Switching gears, are there studies on {X}?", "hmm, {X}?", "papers on {X} pls",
    "Different question: what research exists on {X}?", "Is there anything in the corpus regarding {X}?",
    "Could you find papers dealing with {X}, please?", "Search {X}.", "How about studies of {X}?",
    "Tell me about research on {X} instead.", "Another thing: I'd like to read up on {X}.", "Who has published on {X}?",
    "What's been published about {X}?", "Now, {X} - what do you have?",
]

FRESH4 = {"follow_up": _F4_FOLLOW_UP, "filter": _F4_FILTER, "reference": _F4_REFERENCE, "attribute": _F4_ATTRIBUTE,
          "area": _F4_AREA, "new_topic": _F4_NEW_TOPIC}

# what a reference's {title} and {author} slots are filled with: short names, whole titles, surnames
TITLE_FILLS = ["MEDFAIR", "Attention Is All You Need", "Dietary fiber intake and risk of colorectal cancer", "ReeFL",
               "Sleep duration and insulin resistance in adolescents", "SFBD"]
AUTHOR_FILLS = ["Zong", "Smith", "Nakamura", "Garcia", "Okafor", "Lee"]
