"""The twenty-third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 25): same shapes and
placeholders as bench/conversation_phrasings_fresh22.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-fifth round of tuning and before running the benchmark on them (fresh22 is
tuning data from round 25 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a museum curator ("the exhibit label", "the exhibition catalogue"), a
veterinary surgeon ("Vet here, between consults", "in clinic"), a school governor ("the governors' meeting", "away
day"), a union rep ("our members", "a grievance came in"), a pharmaceutical sales rep ("prescribers", "sales call",
"product launch"), a climate activist ("our campaign", "campaign flyer"), a chess coach ("move by move", "pruning
candidate moves", "an opening survey"), a chef curious about food science ("in kitchen terms", "changing courses"),
a PhD examiner ("the external examiner", "the candidate", "the thesis under examination"), a science-fiction fan
("big sci-fi nerd", "rabbit hole"); Highland Scots, Ghanaian, Malaysian, New Zealand, Texan and Boston
Irish-American colloquial English ("aye", "och", "I'm after", "is it that", "chale", "ei", "oo", "I beg", "small",
"lah", "ah", "got talk about", "short short also can", "kia ora", "sweet as", "chur", "yeah nah", "heaps",
"howdy", "y'all", "fixin' to", "walkin'", "shoot", "wicked", "gimme", "kid"); openers "Quick sanity check",
"Out of interest" and "Apologies if obvious"; the rhetorical "wouldn't you say"; the same question asked twice in
different words in one turn ("I mean, ...", "Or put another way, ...", "In other words, ..."); a turn that quotes the
bot's previous line first; a typo corrected on a second line with "*"; to-do items with an empty checkbox ("[ ] ...");
conditional requests ("If any of those papers are about {X}, list just those."); negative framing ("I don't suppose
you have anything on {X}?"); and tag questions ending "or no?", "yeah?", "right?". These lists are never tuned on
and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh23".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Cataloguing these for an exhibit label: could you describe what each of the papers you just listed found?",
    "Vet here, between consults. What did each of those studies show? A line or two per paper is plenty.",
    "I sit on a school governing body and have to brief the others. Can you summarise each paper in that list in"
    " turn?",
    "I'm a union rep and our members will ask what the evidence says. Take me through every one of those studies,"
    " please.",
    "Before my sales call with the consultant on Monday: what does each of those papers actually report?",
    "For our campaign newsletter - could you break down what each of those studies is about?",
    "Like reviewing a game move by move: go through those papers one at a time and tell me what each did.",
    "I cook for a living and I'm curious about the science. What is each of those papers about, in kitchen terms?",
    "As the external examiner I need to know the literature the candidate leans on. Give me an account of each of"
    " the papers above.",
    "Big sci-fi nerd here, so humour me - what did each of those papers actually do?",
    "I'm after reading your list. What is each of those papers about, then?",
    "Chale, please explain each of those papers to me, one after the other.",
    "Can explain each of the papers you listed one by one ah? Short short also can lah.",
    "Kia ora - sweet as, could you go through each of those papers and say what they found?",
    "Howdy! Mind walkin' me through every one of those papers, one at a time?",
    "Wicked helpful list. Now gimme the rundown on each of those papers, kid.",
    "Quick sanity check before I cite them: what does each of those papers actually claim?",
    "Out of interest, what did each study on that list set out to do?",
    "Apologies if obvious, but could you briefly describe every paper in that list?",
    "What's in each of those papers? I mean, could you summarise them one by one?",
    "\"Here are the papers I found.\" - great, so what does each of them say?",
    "Could you go trhough each of those papers in turn?\n*through",
    "[ ] read every paper from that list - first, tell me what each one covers",
    "You can give me a short summary of each of those papers, yeah?",
]

FILTER = [
    "The exhibit is only about {X}. Which of the papers you listed would fit it?",
    "Which of those studies involve {X}? That's what I see in clinic.",
    "Our governors' meeting is focused on {X}. Which of the papers above address it?",
    "Which of those studies cover {X}? That's the issue our members raised.",
    "Which of the papers you cited bring up {X}? Those are the ones I can discuss with prescribers.",
    "Which of those papers are about {X}? I only want those for the campaign.",
    "Prune that list like candidate moves: which ones deal with {X}?",
    "Which of those studies touch on {X}? That's the bit that matters in my kitchen.",
    "Of the papers you just gave, which bear on {X}? The thesis under examination is about that.",
    "Which of those papers have anything to do with {X}? That's the premise of a story I love.",
    "Aye, and which of those is it that deal with {X}?",
    "Please, among those papers, which ones talk about {X}? Ei, the list is long oo.",
    "Which one of those got talk about {X} ah?",
    "Yeah nah, too many. Which of those are about {X}?",
    "Which of those papers y'all gave me are about {X}?",
    "Which of those are wicked relevant to {X}, kid?",
    "Quick sanity check: which of the papers you listed are actually on {X}?",
    "Out of interest, are any of the studies above about {X}? Which ones?",
    "Apologies if obvious, but which of those papers concern {X}?",
    "Which of these are about {X}? Or put another way, which of the listed papers cover that topic?",
    "[ ] shortlist the papers above that deal with {X} - which are they?",
    "If any of those papers are about {X}, list just those.",
    "I don't suppose any of those papers are about {X}? Which, if so?",
    "Some of those papers are on {X}, right? Which ones?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Out of interest, what's the {ord} paper about?",
    "Chur. Tell me more about the {ord} study, bro.",
    "Howdy - what's the story with the {ord} paper y'all listed?",
    "Chale, the {ord} paper - please explain it to me small.",
    "The {ord} one ah, can tell me more about it?",
    "As the examiner I'd like more on the {ord} paper: what did it do, and how?",
    "Quick sanity check on the {nth} paper: what is it actually about?",
    "The {nth} study sounds like something out of a sci-fi novel. Tell me more?",
    "[ ] dig into the {nth} paper - what's it about?",
    "It's the {nth} paper I'm after. What is in it?",
    "Paper [{n}] is the one our members need. Can you go into detail on it?",
    "Apologies if obvious, but what is [{n}] about?",
    "Vet here: could you go into more depth on [{n}]?",
    "What's [{n}] about? Like, what is that paper actually saying?",
    "'{title}' - that one. Could you tell me more about it for the exhibit?",
    "I don't suppose you could say more about {title}?",
    "You listed {title}, right? What's that one about?",
    "The {author} paper comes up in every sales call. What does it actually show?",
    "If the {author} study is the one I think it is, tell me more about it.",
    "That looks like the key paper, wouldn't you say? Tell me more about it.",
    "Could you expand on that paper? Say more about it, in other words.",
    "Och, that's the one. Tell me more about it now.",
    "For the governors' briefing, go into that single study in more detail.",
    "Same paper, more depth please - it matters for our climate campaign.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who are its authors? I need them for the museum label."),
    ("authors", "Y'all know who wrote those papers?"),
    ("authors", "Out of interest, who were the authors behind those studies?"),
    ("year", "What year did it come out, yeah?"),
    ("year", "Chale, when were those papers published?"),
    ("year", "Quick sanity check - what's its publication year?"),
    ("datasets", "What data was it based on? Asking as a vet."),
    ("datasets", "What data did those studies draw on, lah?"),
    ("datasets", "[ ] check which datasets those papers used - what were they?"),
    ("results", "What did it find, in words I could put on a campaign flyer?"),
    ("results", "Apologies if obvious, but what did those studies actually conclude?"),
    ("results", "Did it find anything useful or no? What was the result?"),
    ("numbers", "How many participants did it have? As an examiner I always ask."),
    ("numbers", "How big were the samples in those studies, heaps or just a few?"),
    ("numbers", "If it reports a sample size, what is it?"),
    ("limitations", "What are its limitations? I'd rather know before I pitch it to a GP."),
    ("limitations", "Those studies aren't perfect, wouldn't you say? What are their weaknesses?"),
    ("limitations", "Aye, and what are the shortcomings of it, would you say?"),
    ("venue", "Which journal is it in? The exhibition catalogue needs a reference."),
    ("venue", "Where'd those get published? Which journals, kid?"),
    ("venue", "I don't suppose you know where it was published?"),
    ("code", "Is there released code for it? I'd like to try running it myself."),
    ("code", "Those papers - any of them share their code, yeah?"),
    ("code", "Did those studies make their code public? Is the code out there, I mean?"),
    ("funding", "Who paid for it? Our members will ask whether the employer funded it."),
    ("funding", "Kia ora, who funded those studies?"),
]

AREA = [
    "We're planning an exhibition on {X}. Could you give me an overview of what all the research in your collection"
    " says about it?",
    "Summarise the research on {X} across all your papers - I get asked about it in clinic every week.",
    "For the governors' away day: what does the body of research here say about {X} overall?",
    "Our union is drafting a position on {X}. Can you sum up the evidence across the whole collection?",
    "Give me the overall picture of {X} from everything in your library - I need to be accurate with prescribers.",
    "What does the whole collection say about {X}, taken together? I want the full picture for our campaign.",
    "Like an opening survey in chess: give me an overview of all the work on {X} you have.",
    "Food-science question: what does the research in your collection as a whole say about {X}?",
    "As an examiner I need the state of the field. Summarise all the work on {X} across your documents.",
    "Big-picture overview of {X} across all your papers, please - as a sci-fi fan I want to know where the field"
    " stands.",
    "Aye, what is it the research here says about {X} on the whole? Sum it up for me.",
    "Please I beg, summarise everything your collection has on {X}.",
    "Overall what the research say about {X} ah? Summarise for me lah.",
    "Sweet as. Could you give me an overview of the whole body of research on {X}?",
    "Fixin' to write up {X}. What do all y'all's papers say about it, overall?",
    "Gimme the wicked big picture on {X} across the whole collection.",
    "Quick sanity check: what's the overall consensus on {X} across everything you hold?",
    "Out of interest, how would you summarise the research on {X} as a whole?",
    "Apologies if obvious - what's the general state of the research on {X} in your collection?",
    "What does the collection say about {X} overall? In other words, can you summarise the field?",
    "[ ] get an overview of all the literature on {X} in here - can you do that?",
    "If your collection has a body of work on {X}, summarise it for me as a whole.",
    "I don't suppose you could summarise all the research on {X} across your collection?",
    "The research on {X} mostly points one way, wouldn't you say? Summarise the whole body of it for me.",
]

NEW_TOPIC = [
    "Different exhibit, different subject: have you any papers on {X}?",
    "Next patient is a different story. Any studies on {X}?",
    "Separate agenda item: find me papers about {X}.",
    "Another grievance came in, this one about {X}. What papers do you have on that?",
    "Our new product launch is around {X}. Can you pull papers on it?",
    "Moving on to our next campaign - papers on {X}, please.",
    "New opening, so to speak: find me studies on {X}.",
    "Changing courses: any research on {X}?",
    "Another thesis on my desk is about {X}. What papers can you find?",
    "Totally different rabbit hole: anything on {X}? It came up in a novel I'm reading.",
    "Och, something else entirely now. Have you papers on {X}?",
    "Ei, let me ask another thing: please, do you have papers on {X}?",
    "Another topic lah - you got any papers on {X}?",
    "Chur. Heaps different now - got any research on {X}?",
    "Well, shoot, new question: y'all got papers on {X}?",
    "Switchin' gears, kid - find me papers on {X}.",
    "Quick sanity check on something unrelated: do you hold any papers about {X}?",
    "Out of interest, and nothing to do with the above - any papers on {X}?",
    "Apologies if obvious, but is there anything in your collection on {X}?",
    "Have you got papers on {X}? I mean, can you search for studies on that?",
    "[ ] new search: papers on {X}",
    "If there are any papers on {X}, list them.",
    "I don't suppose you have anything on {X}?",
    "You'd have some papers on {X} too, yeah? Find them for me.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
