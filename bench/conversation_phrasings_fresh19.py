"""The nineteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 21): same shapes and
placeholders as bench/conversation_phrasings_fresh18.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-first round of tuning and before running the benchmark on them (fresh18 is
tuning data from round 21 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a systematic reviewer's PICO and screening wording ("P: ...; I: ...",
"inclusion criterion", "risk-of-bias form"), a teacher preparing a lecture ("one slide's worth", "second-year
undergrads", "teaching {X} next term"), a manager asking for a decision ("Decision time:", "before I commit budget",
"brief my director"), a librarian ("records", "holdings", "indexed under", "the reading list"), English as Dutch,
Scandinavian, Polish and Spanish speakers often write it ("tell me shortly", "for every of these papers", "Which from
these", "you have some articles regarding"), telegraphic notes ("above list, {X} only", "Big picture only: {X}, all
documents."), dictated run-ons without punctuation that differ from the earlier ones ("okay forget the list what I
really want is"), a leading aside or a trailing justification ("Side note, my committee meets tomorrow - ...", "...,
since that's the one my supervisor flagged"), hedged questions ("I might be wrong, but ...", "Correct me if I'm
wrong, but ..."), comparative asks ("where do they agree and where do they differ?", "which is the most recent and
which the oldest?"), a user who restates the topic ("the {X} literature as a whole, I mean"), and a few emoji. These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh19".
"""
from __future__ import annotations

FOLLOW_UP = [
    "P, I, C and O for each of the studies above, please.",
    "For a systematic review I'm screening: what population and outcome does each of those papers report?",
    "I'm teaching this next week - give me one slide's worth on each of the papers you listed.",
    "Bottom line for a decision: what does each of these studies say, and should I care?",
    "Librarian here, cataloguing: a short abstract-style note for each record you returned, please.",
    "each paper above: aim + finding. telegraph style ok",
    "okay so now go down that list and for every paper tell me what they did and what came out of it because I have to"
    " explain it to my boss",
    "I might be wrong, but these seem to overlap - what does each one actually contribute?",
    "How do these papers compare with one another in what they found?",
    "Can you tell me shortly what is each of these papers about?",
    "Please write for every paper from the list a short description.",
    "Side note, my committee meets tomorrow - what's the main point of each of those papers?",
    "Walk me through all of them, since I'll be asked about every single one.",
    "Just so I don't misread them: what's the core claim in each of the works above?",
    "Going paper by paper, what evidence does each one bring?",
    "No ranking needed; just summarise each of the cited papers.",
    "each one of those, in a sentence 🙏",
    "Compare the papers in your answer: where do they agree and where do they differ?",
    "Before I commit budget to this, tell me what every one of these studies showed.",
    "these papers all of them what are they about in short",
    "Correct me if I'm wrong, but you cited several studies - could you go through them individually?",
    "Teaching note: how would you explain each of these papers to second-year undergrads?",
]

FILTER = [
    "Screen those against my inclusion criterion, condition = {X}. Which pass?",
    "PICO check - which of the studies above have {X} as the population or the intervention?",
    "For my lecture I only want the ones dealing with {X}; which of them are those?",
    "Decision needed: of the papers you listed, which concern {X}? If none, tell me straight.",
    "Among the records just retrieved, which would be indexed under {X}?",
    "above list, {X} only",
    "so from those papers you just gave me which ones are actually about {X} I only care about that",
    "I might be wrong, but I think some of these deal with {X} - which ones?",
    "Which from these papers are about {X}?",
    "From this list, give me only the papers which are on the subject {X}, please.",
    "Of these, which would I use for the {X} part of my talk?",
    "Compared with the rest of that list, which papers focus on {X}?",
    "Which of those are on {X} - the {X} question itself, I mean, not something adjacent?",
    "Asking because my section is on {X}: which of your results fit?",
    "Just the {X} subset of those, if there is one.",
    "Before we move on - do any of the papers above involve {X}? None is a fine answer.",
    "Can you sort out from those the ones that handle {X}?",
    "which of them cover {X}? a yes/no per paper is fine",
    "Manager question: which of these studies are relevant to {X}, and which can I ignore?",
    "Would any of the listed works qualify as {X} studies?",
    "Out of the answer you just gave, isolate whatever relates to {X}.",
    "Apply one filter to the previous results: topic {X}.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "For the lecture I'd use the {ord} study - what does it show?", "PICO of the {ord} paper, please.",
    "Decision-wise, does the {ord} one matter? Summarise it.", "Record {n} - give me its abstract in your words.",
    "{nth} pls, short", "okay the {ord} one you mentioned what is that one about exactly",
    "I might be wrong, but the {ord} paper looks most relevant - what's in it?",
    "Please, the paper number {n}, what it is about?",
    "Of the list, tell me about the {nth} only, since that's the one my supervisor flagged.",
    "Side question - the {ord} reference, what did they do there?",
    "The {nth} item: study design and main finding, in two lines.",
    "Say more about '{title}', I'll be teaching from it.", "'{title}' - worth reading in full? What does it do?",
    "That {author} paper - what's it about?", "{author} et al.: summary please, since I'm citing them.",
    "Citation [{n}]: tell me more, because the abstract confused me.", "Regarding [{n}], what was the main question?",
    "I might be wrong, but that paper seems key - say more?", "Teaching from this one - can you expand on it?",
    "okay and that study what else can you tell me about it", "Please explain more this paper.",
    "More detail on that one, for the decision memo.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I need to cite the paper properly on my lecture slides."),
    ("authors", "Author names for those, please - the librarian needs them for the reading list."),
    ("authors", "I might be wrong, but weren't these by the same group? Who are the authors?"),
    ("year", "When was it published? Trying to judge if the evidence is still current."),
    ("year", "Years of publication for those, telegraph style."),
    ("year", "Comparing the cited papers, which is the most recent and which the oldest?"),
    ("datasets", "PICO aside, which datasets or cohorts did those studies use?"),
    ("datasets", "What data is behind it, please? Is from hospital or public?"),
    ("datasets", "for every of these papers which data they are using"),
    ("results", "Decision time: what did it find, in one line?"),
    ("results", "What did those studies conclude, compared with one another?"),
    ("results", "main findings of the above papers - quick"),
    ("numbers", "How many participants did it enrol? The risk-of-bias form asks for n."),
    ("numbers", "so how many people or samples were in those studies roughly"),
    ("numbers", "Sample sizes: which of these had the biggest one?"),
    ("limitations", "What are its weak points? I have to defend the choice to my manager."),
    ("limitations", "Correct me if I'm wrong, but those designs have limits - which do the authors themselves admit?"),
    ("limitations", "limitations of these papers, briefly"),
    ("venue", "Which journal published it? Our library may not subscribe."),
    ("venue", "Where were those papers published - journals or conferences?"),
    ("code", "Did those authors release code? I would want to reuse the pipeline."),
    ("code", "is its code available somewhere"),
    ("funding", "Who paid for it? Conflicts of interest matter for my review."),
    ("funding", "Funding sources behind these studies, for the risk-of-bias table."),
]

AREA = [
    "P: any population; I: {X}; O: whatever was measured - summarise what the whole collection says.",
    "I'm preparing a lecture on {X}: give me the big picture across all the papers you have.",
    "Decision support: across the entire library, is the evidence on {X} strong enough to act on? Summarise.",
    "What do our holdings as a whole say about {X}? An overview, not a list.",
    "{X}: state of the field, whole corpus, brief.",
    "okay forget the list what I really want is a summary of everything this collection has on {X} the big picture",
    "I might be wrong, but I think the corpus has a lot on {X} - could you summarise that body of work?",
    "How is the research about {X} in this collection, in general? Please make a summary.",
    "Compared across all studies here, where do findings on {X} agree and where do they disagree?",
    "Side note, I'm new to this field - what is known overall about {X} from these documents?",
    "Summarise the collection's work on {X} - the {X} literature as a whole, I mean, not single papers.",
    "Give me the lay of the land on {X} across every paper here, since I'm writing the background section.",
    "Across the corpus, what are the main lines of evidence about {X}?",
    "teaching {X} next term - overall summary of the literature we hold?",
    "Big picture only: {X}, all documents.",
    "If I had to brief my director on {X}, what would the whole collection tell me?",
    "What has been established so far about {X}, judging by all the papers here?",
    "A narrative synthesis on {X} from the entire set, please.",
    "Could you tell in general what the documents say about {X}?",
    "Zooming out from those papers: what's the overall picture of {X} in the library?",
    "Across everything indexed, summarise the findings and open questions on {X}.",
    "What's the general take of this collection on {X}? Just the overview, I'll dig in later.",
]

NEW_TOPIC = [
    "New PICO: population with {X}. Which studies do we have?",
    "Next lecture is on {X} - which papers could I assign?",
    "Before I sign off on this: what studies do we have on {X}?",
    "Please retrieve the records on {X}.",
    "{X}: list studies.",
    "okay different thing now I need papers about {X} whatever you have",
    "I might be wrong, but I think there is work on {X} in here - can you find it?",
    "Please, you have some articles regarding {X}?",
    "Moving on, since that covered it - which papers deal with {X}?",
    "Show me studies on {X}; I'm drafting an aim on the topic.",
    "Side topic: {X}. Anything?",
    "Anything on {X}? Studies of {X}, I mean, any design.",
    "How about {X} instead? Which articles cover that?",
    "Search again, this time for {X}.",
    "My manager wants to know what exists on {X}. Which papers?",
    "🔍 searching: {X} work",
    "Which documents discuss {X}? Unrelated to the above.",
    "Leaving those aside, I'd like literature on {X}.",
    "Could you look for studies where {X} is the main subject?",
    "Topic change, sorry: what have people published on {X}?",
    "For the reading list, anything on {X} please.",
    "Now {X}: which papers, if any?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
