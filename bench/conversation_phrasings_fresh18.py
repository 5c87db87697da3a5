"""The eighteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 20): same shapes and
placeholders as bench/conversation_phrasings_fresh17.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twentieth round of tuning and before running the benchmark on them (fresh17 is
tuning data from round 20 on), without reading the interpreter's rules or the earlier rounds' misses first. Written in
registers the earlier sets do not use: a senior PI delegating tersely ("Get me", "Flag the", "Need these by
Friday"), a clinician's questions ("at the bedside", "practice-changing", "patient population"), a patent examiner
("prior art", "disclose", "claims"), journalists ("for a piece I'm writing", "in plain words for readers"), a grant
reviewer ("feasibility", "preliminary data", "track record"), someone pasting part of an abstract ("Background: ...
Methods: ..."), typos together with abbreviations ("wich of thse r abt", "smth", "w/", "abt", "re:"), Socratic
follow-ups ("And what would that imply?", "Why does that matter?"), lists of constraints ("1) ... 2) ... 3) ..."),
and polite refusals of the previous answer ("those aren't what I need", "Thanks, but that's not it"). These lists
are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh18".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Get me a one-liner on each of those.",
    "Need the gist of every paper above by Friday; short is fine.",
    "At the bedside, what would each of these studies change for my patients?",
    "For a piece I'm writing: in plain words for readers, what did each of these teams find?",
    "As a grant reviewer I'd want feasibility signals: what did each of the listed studies actually do?",
    "wat do thse papers do exactly? 1 line ea",
    "smth short abt each of the above pls",
    "And what would those papers imply, taken together?",
    "Why do these studies matter? Go one by one.",
    "For each listed paper: 1) aim 2) method 3) main result. Keep it brief.",
    "Thanks - before I decide, what is each of the listed works really about?",
    "Which of the claims in these papers would count as prior art, paper by paper?",
    "Flag the key takeaway of every paper you just gave me.",
    "What's the patient population and intervention in each of these?",
    "Could you unpack the papers in that answer one at a time?",
    "re: the list above - what's each one's main contribution?",
    "So, in each of those works, what is new compared with earlier work?",
    "Give me the story of each study you cited, as if to a non-specialist.",
    "Go back over those results and tell me what each does differently.",
    "What did the authors of each of those set out to test?",
]

FILTER = [
    "Flag only the ones on {X}.",
    "Which of the above would a clinician treating {X} care about?",
    "For my article: are any of those papers about {X}?",
    "wich of thse r abt {X}?",
    "any of the above w/ {X}? if not just say no",
    "Of the papers you cited, do any disclose anything on {X}?",
    "Narrow that list to work on {X}, please.",
    "Thanks, but I only need the ones among those that address {X}.",
    "Constraints: 1) only papers from your last answer 2) must be about {X}. Which qualify?",
    "Keep just the {X} studies from that set.",
    "Within the results you gave, which touch {X}? Zero is an acceptable answer.",
    "Which of your cited works concern {X}, if any at all?",
    "From what you listed, pick out the {X} ones.",
    "Which of the listed studies enrolled patients with {X}?",
    "Do any of those few papers deal with {X}, or none?",
    "Which items on that list relate to {X}?",
    "Is {X} the subject of any of the papers above?",
    "Limit the earlier results to {X}.",
    "re: your list - which ones involve {X}?",
    "Reviewing those papers only: which of them study {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Get me more on the {ord} one.", "{nth} - need specifics.",
    "Clinically, what does the {ord} study tell me?", "For readers: explain paper [{n}] in plain words.",
    "Does citation {n} disclose its method in detail?", "wat abt the {nth} 1?",
    "Item {n} - why does it matter?", "Thanks, but tell me about the {ord} paper instead.",
    "The {ord} on your list: aim, method, result.",
    "Re: '{title}' - what does it claim?", "Unpack '{title}' for me.",
    "Brief me on the {author} et al. paper.", "What did the {author} team do?",
    "Expand on reference {n}.", "And the {ord} study, what is its design?",
    "Zoom in on the {nth}.",
    "And what would that paper imply?", "Why does this study matter?",
    "Tell me more about it, in plain words.", "Go on about that work.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who are the teams behind these?"), ("authors", "wh0 r the authors of it?"),
    ("authors", "Track record check: who authored those papers?"),
    ("year", "Dates of those papers, please."), ("year", "Which year did it come out? Prior art dates matter."),
    ("year", "how old r these? yrs pls"),
    ("datasets", "Which data did those studies draw on?"),
    ("datasets", "What data was it trained or tested on?"),
    ("datasets", "Any patient registries or public datasets behind these?"),
    ("results", "What outcomes did these papers find?"),
    ("results", "Bottom line of it - what did they find?"),
    ("numbers", "What sample sizes do those studies have?"), ("numbers", "How big was its cohort?"),
    ("limitations", "Where do these papers fall short?"),
    ("limitations", "Any weaknesses the authors concede in it?"),
    ("venue", "Where did it appear?"),
    ("venue", "Which journals carried those papers?"),
    ("code", "Is its source code out there?"), ("code", "Any repos for those papers?"),
    ("funding", "Grant reviewer here: which funders backed those studies?"),
]

AREA = [
    "Get me an overview of {X} across everything we have.",
    "What does the collection as a whole tell a clinician about {X}?",
    "For a feature article: what's the overall picture of {X} research here?",
    "As a reviewer, I need the state of evidence on {X} across all papers - where is it strong, where weak?",
    "ovrview of {X} lit pls, all papers",
    "Background: interest in {X} has grown. Summarise the corpus on it.",
    "Thanks, but those aren't what I need - I want a summary of all the {X} work.",
    "Requirements: 1) whole collection 2) topic {X} 3) a short synthesis.",
    "Synthesise the literature here on {X}.",
    "Prior art on {X}: summarise what the collection discloses overall.",
    "What's the consensus, if any, across the studies on {X}?",
    "Survey {X} for me across all the documents.",
    "In broad terms, where does research on {X} stand in this library?",
    "Summarise {X} as a field, not just the papers above.",
    "What themes run through the {X} papers in the corpus?",
    "Sketch the landscape of {X} work across the library.",
    "Summary of the {X} research, please - all of it, not the earlier list.",
    "How would you characterise the body of work on {X} here?",
    "What do the studies collectively say about {X}?",
    "Write me a short review of {X} using the whole collection.",
]

NEW_TOPIC = [
    "Get me papers on {X}.",
    "Thanks, but those aren't what I need. Anything on {X}?",
    "What does the evidence say on {X}? I see these patients every week.",
    "Prior art search: documents on {X}.",
    "For a story I'm working on, who has published on {X}?",
    "papers abt {X}? thx",
    "smth on {X} pls",
    "Background: {X} is poorly understood. Methods: we searched for studies. Which papers here match?",
    "Constraints: 1) topic {X} 2) any study design. What do you have?",
    "Not those, sorry - I need work on {X}.",
    "Different thread: {X}.",
    "What about studies of {X}?",
    "I'd rather see papers on {X}, if there are any.",
    "Switch to {X}, please.",
    "Is there research here on {X}?",
    "Find me work on {X}.",
    "Which studies look at {X}?",
    "Appreciate it, but that's not it. I'm after {X}.",
    "New question - {X}: what's in the collection?",
    "Pull up anything about {X}.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
