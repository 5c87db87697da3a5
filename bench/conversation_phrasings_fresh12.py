"""The twelfth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 13): same shapes and
placeholders as bench/conversation_phrasings_fresh11.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the thirteenth round of tuning and before running the benchmark on them (fresh11 is
tuning data from round 13 on), without re-reading the interpreter's rules first. Written in styles the earlier sets do
not use: questions a supervisor or reviewer would ask ("Has anyone here looked at X?", "What's the evidence base for
X in this collection?"), hedged academic English ("It would be helpful to know which of the aforementioned..."),
quoted terms ('papers on "X"'), two requests in one message ("which of these use X, and what did they find?"),
numbered or lettered follow-ups ("(b) the third paper - what is it about?"), messages that open with a reaction
("Interesting.", "Hmm, ok -"), second-language phrasing unlike fresh10's ("explain me", "say me which", "In which
year it was published?", "search me papers which treat X"), and questions with a parenthetical aside. These lists are
never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh12".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Interesting. Can you say more about what these papers actually do?",
    "Hmm, ok — and what is the common thread running through those?",
    "It would be helpful to know, in somewhat more detail, what each of the aforementioned works contributes.",
    "As a reviewer I'd ask: what evidence does each of these papers bring?",
    "What do these papers find, and how do their methods compare?",
    "(a) what does each of these propose and (b) how well does that work?",
    "Please explain me these papers a bit more.",
    "Can you say me what the papers of your answer are treating?",
    "The papers you gave (I haven't opened any yet) — what are they about?",
    "So what's the \"big idea\" behind each of those?",
    "Oh nice, that's more than I expected. What do they each contribute?",
    "Would you be so kind as to elaborate on the works listed above?",
    "If I had to defend these in front of a committee, what should I know about each?",
    "How do they differ in approach, and which seems strongest?",
    "I'm curious (purely for background) what these works set out to do.",
    "Ok wait — the papers above, in plain words, please?",
    "For each of the listed works: the problem, the approach, the take-home message.",
    "Good. Now give me a bit more depth on all of them.",
    "I'd be grateful for a fuller account of the studies in your previous reply (no need to be brief).",
]

FILTER = [
    "Has anyone in this list looked at {X}?",
    "Which of these papers use {X}, and what did they find?",
    "Interesting. Are any of those concerned with \"{X}\"?",
    "Hmm, ok — which ones here touch on {X}?",
    "It would be helpful to know which of the aforementioned studies address {X}.",
    "(c) among the listed papers, the ones on {X}?",
    "Can you say me which of these are treating {X}?",
    "Of the papers you gave (I only need a few), which are about {X}?",
    "Which of those, if any, have something on '{X}'?",
    "What is the evidence on {X} among these papers specifically?",
    "I wonder whether any of the studies above deal with {X} - could you check?",
    "Narrow these down to the {X} ones and say in a line what each does.",
    "Please, from this list I want only papers where {X} is studied.",
    "Oh, that's a lot. Just the ones mentioning {X}, then.",
    "Might I ask which of the works you cited bear on {X}?",
    "Keep (from your last answer) only what deals with {X}.",
    "Do any of them report on {X}, and if so which?",
    "Which of these would count as work on {X}?",
    "Out of the listed works — '{X}' ones only, please.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "(b) the {ord} paper — what is it about?", "(ii) the {nth} one: main point?",
    "Interesting. What does the {ord} paper argue?", "Please explain me the {ord} work of the list.",
    "The {ord} one (the one I've not heard of) — what's it about?", "And the {nth} item on that list, briefly?",
    "Hmm, ok — tell me more about [{n}].", "It would be helpful to have a short summary of reference [{n}].",
    "What does paper [{n}] find, and how does it go about it?", "Ok — source {n}, in two sentences?",
    "So what is \"{title}\" about, roughly?", "I'd appreciate a brief account of {title}, if possible.",
    "Hmm. {title} — what does it propose, and does it work?",
    "What did {author} et al. actually show?", "Can you say me what {author} has done in this paper?",
    "Interesting — can you expand on that one?", "What's the main argument of this paper, in a nutshell?",
    "(d) and that paper's approach?",
    "As a reviewer I'd want to know more about this one: what exactly does it do?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Interesting. Who are the authors behind these?"),
    ("authors", "Who wrote it (just the names, please)?"),
    ("year", "It would be helpful to know the years in which the aforementioned papers appeared."),
    ("year", "In which year it was published?"),
    ("datasets", "Which data have they used in these studies?"), ("datasets", "(b) its data — which dataset?"),
    ("results", "Hmm, ok — what did these studies find, and how strong is the evidence?"),
    ("results", "What are its \"main results\", in short?"),
    ("numbers", "Which numbers do those papers report (sample sizes, effect sizes, that kind of thing)?"),
    ("numbers", "How big was its sample?"),
    ("limitations", "As a reviewer, what weaknesses would I point out in these papers?"),
    ("limitations", "Its limitations (if the authors admit any)?"),
    ("venue", "Where did these appear — which journals or conferences?"),
    ("venue", "In which journal it appeared?"), ("funding", "Who paid for these studies (funding, grants)?"),
    ("code", "Has anyone released code for these papers?"), ("code", "Is there a repository for its code?"),
    ("results", "It would be good to know what the listed studies concluded."),
    ("year", "Are these recent? Give me the publication year of each."),
]

AREA = [
    "What's the evidence base for {X} in this collection?",
    "Give me an overview of '{X}' research here, please.",
    "It would be helpful to have an overview of the literature on {X} as a whole.",
    "Interesting. Now summarise the research on \"{X}\" in general.",
    "Hmm, ok — what does the field as a whole say about {X}?",
    "Summarise the {X} literature and tell me where the gaps are.",
    "Please make me a summary of all the works about {X}.",
    "What is the state of the knowledge about {X} in this corpus?",
    "Give me the big picture on {X} (not individual papers, the whole area).",
    "As a supervisor I'd ask: what does the corpus as a whole tell us about {X}?",
    "(a) an overview of {X} research, (b) its main open questions.",
    "I would appreciate a synthesis of what has been published on {X}.",
    "Across the whole collection, what are the main findings on {X}, and which methods dominate?",
    "Ok, switching gears — an area summary for '{X}', please.",
    "Could you perhaps outline the research landscape around {X}?",
    "Summarise what the papers here, taken together, say on {X}.",
    "What would a review of {X} work in this library conclude?",
    "Overview please: {X} (the whole field, as covered here).",
]

NEW_TOPIC = [
    "Has anyone here looked at {X}?", "Interesting. Separately, are there papers on \"{X}\"?",
    "Hmm, ok — what about {X}, anything on that?",
    "It would be helpful to know whether the collection contains work on {X}.",
    "Find papers on {X} and tell me which is the most recent.", "(c) a different matter: studies about {X}?",
    "Is there some work about {X} in here?", "Please search me papers which treat {X}.",
    "Which papers (in the whole corpus, not just these) discuss {X}?", "Papers on '{X}' — do we have any?",
    "What do we have on {X}? (Asking for a grant proposal.)",
    "Another topic: who has written about {X} here, and what did they find?",
    "Might there be any studies concerning {X}?", "Right, next up: {X} papers.",
    "As a reviewer I'd like to see the papers dealing with {X}.", "Is {X} covered anywhere in the collection?",
    "OK, new question — what research exists on {X}?", "Oh, and one more thing: are there papers about {X}?",
    "Where in this library would I find work on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
