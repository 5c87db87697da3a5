"""The twenty-first fresh held-out phrasings of `litchat bench conversations` (issue #18, round 23): same shapes and
placeholders as bench/conversation_phrasings_fresh20.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-third round of tuning and before running the benchmark on them (fresh20 is
tuning data from round 23 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: an undergraduate writing a first essay ("my first ever uni essay", "my
tutor said"), a science-communication podcaster ("for the podcast", "listener-friendly"), a hospital pharmacist ("on
the ward", "from the pharmacy"), a biotech investor doing due diligence ("our thesis hinges on", "red flags"), a
retired engineer curious about a field ("old engineer, like to tinker"), a peer reviewer writing a report ("the
manuscript I'm reviewing", "referee report"), a meta-analyst extracting effect sizes ("for my extraction sheet",
"screening step", "per arm"); Australian, Irish, Scottish, Nigerian and Singaporean colloquial English ("reckon",
"cheers", "keen to", "grand", "would you ever", "wee", "them papers", "abeg", "well well", "can or not", "got or
not"); questions phrased as statements with a question mark ("So none of these are about X?"), double questions,
"quick one:", "real quick", "out of curiosity", rhetorical openers ("Here's the thing:"), numbered multi-part messages
where only one part is the act, thanks first and then the request, a typo in the key verb ("sumarise", "fliter",
"serach", "publishd"), British formal ("I should be grateful if"), long polite emails, one- or two-word turns
("Journals?", "Sample sizes?", "{X} instead."), and the topic at the very start ("{X} - anything on that?"). These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh21".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Quick one: what does each of those papers actually show?",
    "Real quick - one sentence on each study you just cited?",
    "Cheers, that's a good start. Reckon you could run through each of those papers and what they found?",
    "Could you give us a wee rundown of each of them papers?",
    "Abeg, break down each of these papers for me, one after the other.",
    "Can summarise each of the papers you listed or not?",
    "So the papers above each found something different? Walk me through them.",
    "What did each of those studies do, and what did each one find?",
    "This is for my first ever uni essay so sorry if this is basic, but what is each of the papers you mentioned"
    " arguing?",
    "I host a science podcast and want to mention these on air - could you give me a listener-friendly sentence on"
    " each of the studies you cited?",
    "From a hospital pharmacy point of view, what does each of those cited studies tell me?",
    "Doing diligence here: for each of the papers in that answer, what's the core claim and how solid does it look?",
    "Retired engineer here, just curious. Could you explain what each of those papers did, as you would to someone"
    " from outside the field?",
    "I'm writing a referee report and need to check the manuscript's citations: what does each of the papers you"
    " listed actually demonstrate?",
    "For my extraction sheet: per study in your answer, the design, the comparison and the main outcome.",
    "Can you sumarise each of the papers you just gave me?",
    "I should be grateful if you would set out, paper by paper, what each of the cited works found.",
    "Dear assistant, thank you very much for the helpful list of papers you sent. I have read the titles with"
    " interest but, not being a specialist, I would appreciate a short paragraph on each of them explaining what the"
    " authors set out to do and what they concluded. With many thanks in advance and kind regards.",
    "Three things: 1) great answer. 2) could you go through each of those papers one at a time? 3) no rush.",
    "Each one, briefly?",
    "Here's the thing: I can't tell these papers apart. What's each of them about?",
    "Grand, thanks. Would you ever give me the gist of each of them studies?",
    "Out of curiosity, how do the papers you cited differ from one another in what they found?",
    "Thanks a lot! Now, what's the main result of every one of those papers?",
]

FILTER = [
    "Quick one: any of these about {X}?",
    "Real quick, which of the papers above touch on {X}?",
    "Reckon any of those papers deal with {X}? Keen to read just those.",
    "Are any of them papers about {X} at all, or no?",
    "Abeg, which of these papers talk about {X}?",
    "These papers, got any on {X} or not?",
    "So none of these are about {X}? Or are some?",
    "Which of these cover {X}, and how many is that?",
    "My essay question is only about {X} - which of the papers you gave me can I actually use for that?",
    "The episode is only on {X}, so which of the studies you just mentioned would fit?",
    "On the ward we only care about {X}: which of the listed studies are relevant to that?",
    "Our thesis hinges on {X}. Which of the papers you surfaced bear on it directly?",
    "Out of those, which ones are about {X}? Just a curious old engineer here.",
    "The manuscript I'm reviewing claims to cover {X}; which of the papers you listed are actually about that?",
    "Screening step: keep only the studies above that report on {X}, please.",
    "Can you fliter those down to the ones on {X}?",
    "I should be grateful if you would indicate which of the foregoing papers concern {X}.",
    "Thank you for the list. Before I go further I need to narrow it: could you please tell me which of those"
    " papers, if any, are concerned with {X}? If none of them are, that is perfectly fine to say. Many thanks.",
    "1. thanks 2. which of the above mention {X}? 3. I'll read those tonight",
    "Only the {X} ones?",
    "{X} - are any of the papers you just listed on that?",
    "Here's the thing: I only need {X}. Which of those results are on it?",
    "Thanks a million. Which of the ones you listed are about {X}, if any?",
    "So only some of these are on {X}? Which ones?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Quick one: the {ord} paper - what's it about?",
    "Reckon you could tell me more about the {ord} study?",
    "Abeg, explain the {ord} paper well well.",
    "The {ord} article, can tell me more or not?",
    "I should be grateful for a fuller account of the {ord} paper.",
    "Thanks! Now, the {ord} study - could you expand on that one?",
    "More on the {nth} one?",
    "Real quick - what did the {nth} study do?",
    "For the podcast: can you tell me the story of the {nth} paper in plain words?",
    "Here's the thing: the {nth} one looks most useful for my essay. What's in it?",
    "[{n}] - tell me more?",
    "Out of curiosity, what's reference {n} about?",
    "Could you go into a bit more detail on citation {n}? I'm a retired engineer, so the maths is fine.",
    "1) thanks 2) what is paper [{n}] about in more detail? 3) no rush",
    "'{title}' - go on, what's the story with that one?",
    "I'm reviewing a manuscript that leans on '{title}'. What does that paper actually do?",
    "Keen to hear more about {title}, if you can.",
    "The {author} paper - is that one worth a wee look? What did they do?",
    "What did {author} et al. actually do? Doing due diligence on a company that cites them.",
    "Tell me more about that one, would you?",
    "Quick one: could you go deeper on that paper?",
    "So that study is the key one? Say more about it.",
    "Pharmacist here - can you unpack that particular study a bit more?",
    "Same paper - more detail, please.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Author names, all of them?"),
    ("authors", "Quick one: who wrote it?"),
    ("authors", "Reckon you could tell me who the authors of those papers are?"),
    ("year", "Out of curiosity, when was it published?"),
    ("year", "How recent are these, year-wise? Can tell or not?"),
    ("year", "I should be grateful if you could give the year of publication of each of the above."),
    ("datasets", "Which data did it use? I'm a meta-analyst, I need the source population."),
    ("datasets", "Abeg, which datasets did these studies use?"),
    ("datasets", "Real quick - what data are those papers built on?"),
    ("results", "So it found a benefit, or not? What was the actual result?"),
    ("results", "For the podcast: what were the main findings of those studies?"),
    ("results", "Thanks, that helps. What was its headline finding, then?"),
    ("numbers", "For my extraction sheet: what was its sample size, and how many per arm?"),
    ("numbers", "How many participants did those trials enrol, roughly?"),
    ("numbers", "Sample sizes?"),
    ("limitations", "Here's the thing: I have to write a referee report. What are its weaknesses?"),
    ("limitations", "What are the limitations of those studies, as the authors see them?"),
    ("limitations", "As an investor I need the red flags: where are these studies weakest?"),
    ("venue", "Where was it publishd?"),
    ("venue", "Which journals did those come out in? Keen to know if they're reputable."),
    ("venue", "Journals?"),
    ("code", "Is its code available anywhere? Old engineer, like to tinker."),
    ("code", "Did any of those groups release code?"),
    ("code", "1) thanks 2) is there source code for these papers? 3) ta"),
    ("funding", "Who paid for it? Due diligence, so conflicts of interest matter."),
    ("funding", "Who funded those studies - any pharma money? I'm a hospital pharmacist, so this matters."),
]

AREA = [
    "Quick one: what does the whole collection say about {X}, broadly?",
    "{X} - what's the overall picture across everything you've got?",
    "Reckon you could sum up the research on {X} across the whole lot?",
    "Could you give us a wee overview of what all the papers here say on {X}?",
    "Abeg, summarise everything this collection get on {X}.",
    "Whole collection on {X}, can summarise or not?",
    "So the literature here is mostly positive on {X}? Give me the overall picture.",
    "What does the body of work here say about {X}, and where do the studies disagree?",
    "I'm writing my first essay and the topic is {X}. Can you give me an overview of what all the research in here"
    " says?",
    "Next episode is on {X}. Give me the big-picture story from the whole collection, something listeners can"
    " follow.",
    "As a hospital pharmacist I'd like the overall evidence on {X} across the whole database, not single papers.",
    "Before we invest: across the whole corpus, what's the overall state of the evidence on {X}?",
    "I'm a retired engineer with time on my hands. What's the general state of knowledge on {X}, going by all your"
    " papers?",
    "For my review I need to judge whether the authors' framing of {X} is fair - what does the collection as a whole"
    " say about it?",
    "Pooling everything in the corpus, what's the overall direction of the evidence on {X}?",
    "Can you summerise all the research on {X} in the collection?",
    "I should be grateful for an overview of the collection's research on {X} as a whole.",
    "Good afternoon. I hope you are well. I am preparing a short talk for a local society and would be most grateful"
    " if you could give me an overview of what the studies in your collection, taken together, say about {X}. A few"
    " paragraphs would be ideal. Thank you for your time.",
    "Two things. 1) Thanks for the last answer. 2) Overall, what does the whole corpus say about {X}?",
    "Big picture on {X}, whole collection?",
    "Here's the thing: I keep hearing about {X}. What does the research here, all of it, actually say?",
    "Ah go on, give me the overall story on {X} from the whole collection.",
    "Out of curiosity, what's the consensus on {X} across all the documents?",
    "Thanks, brilliant. Now could I have a summary of the whole corpus's work on {X}?",
]

NEW_TOPIC = [
    "Quick one: anything on {X}?",
    "Real quick, do you have papers about {X}?",
    "Reckon you've got any studies on {X}?",
    "Any papers on {X} in there, by any chance? Just wondering, like.",
    "Abeg, find me papers on {X}.",
    "Papers on {X}, got or not?",
    "So there's nothing on {X}? Or is there?",
    "Are there any studies on {X}, and which ones are they?",
    "My tutor said I should look at {X} too - can you find me some papers on it?",
    "Different episode now: which papers do you have on {X}?",
    "Another query from the pharmacy: what studies do you hold on {X}?",
    "New target company works on {X}. What papers can you pull on that?",
    "Changing the subject - as an old engineer I've always wondered about {X}. Any papers?",
    "The second manuscript on my desk is about {X}; which papers do you have on that?",
    "Starting a new search: studies on {X}, please.",
    "Can you serach for papers on {X}?",
    "I should be grateful if you could find me papers on {X}.",
    "Hello again, and thank you for your patience with my questions so far. I now have a quite separate question: I"
    " am trying to learn about {X}, and I would be very grateful for a list of any papers in your collection that"
    " deal with it. Thanks ever so much.",
    "1) thanks, all clear 2) what have you got on {X}? 3) that's all for today",
    "{X} instead.",
    "{X} - anything on that?",
    "Here's the thing: I've moved on to {X}. What papers are there?",
    "Thanks so much! Totally different topic: papers on {X}?",
    "Keen to find a few studies on {X} now - what've you got?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
