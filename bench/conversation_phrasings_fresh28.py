"""The twenty-eighth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 30): same shapes and
placeholders as bench/conversation_phrasings_fresh27.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the thirtieth round of tuning and before running the benchmark on them (fresh27 is
tuning data from round 30 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a harbour pilot ("the
pilot launch", "bring alongside", "the whole chart, not one buoy"), a locksmith ("a lockout job", "lock the others
out", "a master key", "a weak pin"), a sign-language interpreter ("my hands need a rest", "fingerspell"), a choir
director ("the sopranos", "all voices together", "a new piece on the stand"), a customs officer ("declare", "the
manifest", "held at the border", "a spot check"), a wildlife photographer ("in a hide", "crop out", "wide-angle",
"changing lens"), a prison librarian ("the wings", "a request slip", "the lads on B wing"), a hot-air balloon pilot
("the dawn flight", "drop the ballast", "the basket"), a dental hygienist ("the patient's rinsing", "a full
check-up"), a bell-ringer ("practice night", "stand the rest", "the full peal, not call changes"); Shetland,
Pittsburghese, Liberian, Bermudian, Gibraltarian (Llanito), Mauritian and lightly Cockney rhyming-slang English
("du", "peerie", "dem", "whit", "aa", "tagidder", "hes", "yinz", "n'at", "redd up", "my man", "I beg you",
"small-small", "oh", "bie", "ace", "vale", "bueno", "en fin", "solo esos", "otro tema", "ki manyer", "ayo", "enn ti",
"a butcher's", "use your loaf", "porkies", "Adam and Eve it", "the dog and bone"); the request as the reply to an
imagined objection ("I know, I know, you already gave me the titles. But ..."); numbered checklists with ticks
("1. List ✓\n2. ... ✗"); a bot persona name ("Hey Lit, ..."); the hedge "not sure this is the right place but";
present and past tense mixed; the object before the verb ("Those papers - each one's main finding, please."); a
parenthetical naming the topic; comparisons with a search engine ("Unlike Google, ..."); a time limit ("In under a
minute"); "lads", "folks" and "team" as address; and one-word turns ("Publication-years?", "Headcount?",
"{X}-only."). These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark
reports them as "fresh28".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Just brought a tanker through the breakwater and I'm on the pilot launch home. What did each of those papers"
    " find?",
    "Waiting on a lockout job, the customer's late. Run me through each of those papers and what each one showed.",
    "Between interpreting assignments, my hands need a rest anyway. Tell me what each of those papers is about, one by"
    " one.",
    "Rehearsal break, the sopranos are on their tea. Go through the papers you listed, each with its main finding.",
    "Declare each of those for me, so to speak - what is every paper on that list about and what did it find?",
    "Sat in a hide waiting for otters, so I've time. Take those papers one at a time and tell me what each found.",
    "The library cart has done its round of the wings. Now: what did each of those papers conclude?",
    "Balloon's packed away after the dawn flight. Could you summarise every paper you just listed?",
    "Patient's rinsing. Quick scale and polish of each of those papers for me - a line on what each found.",
    "Practice night finished early. Ring through those papers in order and tell me what each one says.",
    "Dat's a fine list. Noo, whit did each o' dem papers find, du kens?",
    "Yinz found a bunch there. What'd each of them papers find n'at?",
    "My man, I beg you, tell me what each of those papers found, small-small.",
    "Ace list, bie. What's each of those papers about, then?",
    "Vale, vale. Y ahora, what did each of those papers find? One by one, eh.",
    "Ayo, so many! Ki manyer, can you explain each of those papers, what each one found?",
    "Had a butcher's at that list. Now what's each of them papers actually found, then?",
    "I know, I know, you already gave me the titles. But titles aren't findings - what did each paper actually find?",
    "1. Papers found ✓\n2. What each of them says ✗\nDo number 2, please.",
    "Hey Lit, walk me through each of those papers - a sentence or two on each.",
    "Not sure this is the right place to ask but could you summarise each of the papers you just listed?",
    "Those papers - each one's main finding, please.",
    "Unlike Google, you've actually read these. So what does each of those papers say?",
    "In under a minute, team: what did each of those papers find?",
]

FILTER = [
    "Which of those papers touch on {X}? Bring only those alongside.",
    "Which of those papers deal with {X}? Lock the others out.",
    "Of those papers, which ones are about {X}? I'm interpreting a talk on it next week.",
    "Which of those papers are about {X}? Only those make the concert programme.",
    "Which of the papers you listed are about {X}? Those go through; the rest are held at the border.",
    "Crop out everything except {X}: which of those papers are on that?",
    "Which of those papers cover {X}? A resident on C wing asked specifically, lads.",
    "Drop the ballast: out of those papers, keep only the ones on {X}.",
    "Of those papers, which concern {X}? Just those - I've a patient in five.",
    "Which of those papers are about {X}? Stand the rest, as we'd say in the tower.",
    "Whit eens o' dem papers is on {X}? Dunna gie me da rest.",
    "Which of them papers are about {X}? Redd up the rest.",
    "Which of those papers talking about {X}, my man? Only those ones oh.",
    "Which of those are about {X}, bie? Just them.",
    "Bueno, which of those are about {X}? Solo esos, the rest fuera.",
    "Among those papers, which ones are on {X}? Only those, merci.",
    "Use your loaf: which of those papers are about {X}? No porkies, just those.",
    "Yes, the whole list was useful, but I only need a few. Which of those are on {X}?",
    "1. List ✓\n2. Narrow it to {X} ✗\nDo step 2: which of those papers are on {X}?",
    "Hey Lit, which of those papers deal with {X}?",
    "Which of those (the ones on {X}, I mean) should I read? Just those.",
    "Unlike Google, you can filter by meaning: which of those papers are really about {X}?",
    "The ones on {X} - pick those out of that list for me.",
    "{X}-only.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Take me alongside the {ord} paper - what's it about in detail?",
    "The {ord} one - can you open that up for me? What's inside it?",
    "Whit's da {ord} paper aboot, du?",
    "Hey Lit, tell me more about the {ord} paper.",
    "That {ord} paper - explain, please, and properly.",
    "I was reading your list and I'm stuck on the {ord} one. What did it do?",
    "The {nth} one's the soloist I want to hear. What's that paper about?",
    "Tell me about the {nth} one n'at - what's it about?",
    "✓ list\n✗ details on the {nth} paper\nDo the second bit.",
    "In under a minute: what's the {nth} paper about?",
    "Item [{n}] on the manifest - what's that paper about?",
    "My man, number {n} - what that paper talking about? I beg you explain it.",
    "Bueno, and [{n}]? Tell me about that one, vale?",
    "Might be the wrong place to ask, but could you expand on paper {n}?",
    "Tell me about {title} - one of the lads on B wing requested it.",
    "More about {title} (the one I think is most relevant to me), please.",
    "What's {title} about, bie? More detail, please.",
    "Zoom in on the {author} paper - what's it about?",
    "Have a butcher's at the {author} paper for me - what's in it?",
    "Before we come down: tell me more about that paper, in more detail.",
    "Let's go deeper on that paper, like a proper clean below the gumline.",
    "Ring that one again: explain that paper in more depth.",
    "Ayo, this one is interesting. Explain more about that paper, merci.",
    "Google would just give me a link. You tell me more about that paper instead.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Hey Lit, who wrote it?"),
    ("authors", "Customs form needs names: who are the authors of those papers?"),
    ("authors", "Who wrote dem papers, du?"),
    ("year", "When was it published? Year only - I'm holding the camera with my other hand."),
    ("year", "Publication-years?"),
    ("year", "Those papers - what years did they come out?"),
    ("datasets", "Which datasets did it use? I log every source, same as the prison library catalogue."),
    ("datasets", "What data was it built on n'at?"),
    ("datasets", "Not sure this is the right place but: what datasets were those studies based on?"),
    ("results", "What did it find? Quick, the patient's sitting up."),
    ("results", "My man, what did it find? Tell me oh."),
    ("results", "Unlike a search engine you can read them - so what did those studies find?"),
    ("numbers", "How many subjects did it have? I count heads like a choir register."),
    ("numbers", "How many people were in each of those studies, bie?"),
    ("numbers", "Headcount?"),
    ("limitations", "What are its limitations? Every lock has a weak pin."),
    ("limitations", "Ki manyer - what are its weaknesses?"),
    ("limitations", "Where do those studies fall short? In under a minute, please."),
    ("venue", "Which journal was it published in, vale?"),
    ("venue", "Where were those papers published - which journals, lads?"),
    ("venue", "Which journal did it appear in? I'm noting it in the pilotage log."),
    ("code", "Did it release any code? Asking from the basket, we've just landed."),
    ("code", "Did any of those papers share their code, or is that a porky?"),
    ("code", "1. Papers ✓\n2. Code for each of those ✗\nHow about number 2?"),
    ("funding", "Who funded it? I'll have to fingerspell the funder's name later, so spell it out."),
    ("funding", "Who paid for those studies? We're fundraising for new bell ropes, so I notice these things."),
]

AREA = [
    "Give me the whole chart, not one buoy: what does the collection as a whole say about {X}?",
    "Master key question: across every paper you have, what's the overall take on {X}?",
    "I'm interpreting at a conference on {X} next week. What does the research in the collection say overall?",
    "All voices together: summarise what the whole collection says on {X}.",
    "Full inspection, not a spot check: what does all the research on {X} in the collection say?",
    "Wide-angle shot, please: an overview of everything your papers say about {X}.",
    "Our reading group inside wants to discuss {X}. What does the collection's research say, overall?",
    "View from a thousand feet up: what does all the research on {X} add up to?",
    "Full check-up on {X}: summarise what all the papers in the collection say.",
    "The full peal, not call changes: what's the overall picture on {X} across the whole collection?",
    "Du kens a lot, so: whit does aa da research on {X} say, taken aa tagidder?",
    "What's all the research yinz got on {X} say, overall n'at?",
    "My man, what all the papers on {X} saying? The whole collection, I beg you.",
    "Bie, what does the whole collection say about {X}? Big picture.",
    "En fin, what does the collection say about {X} overall? Todo, not one paper, vale?",
    "What is the overall view on {X} across all the papers? Enn ti summary, merci.",
    "Adam and Eve it or not, I've never looked into {X}. What does all the research in the collection say?",
    "I know it's a broad ask, but I'd rather have the whole field than one paper: what does all the research on {X}"
    " say?",
    "Checklist:\n✓ coffee\n✗ overview of all the research on {X} in the collection\nTick the second one for me?",
    "Hey Lit, what's the overall picture on {X} across everything you've got?",
    "Summarise the whole collection's take on the topic (that's {X}), please.",
    "Unlike Google, you can actually synthesise: what does the collection as a whole say about {X}?",
    "In under a minute, give me an overview of all the research on {X}.",
    "Folks, I read a bit on {X} last year and now I'm lost. What did all the research in the collection conclude?",
]

NEW_TOPIC = [
    "Next ship's waiting outside the harbour. New subject: papers on {X}?",
    "Different lock, different key: have you got anything on {X}?",
    "Switching languages, so to speak - do you have papers on {X}?",
    "New piece on the stand: find me papers on {X}.",
    "Next in the queue: anything on {X} in the collection?",
    "Changing lens: papers on {X}, please.",
    "New request slip from the wing: any papers on {X}?",
    "Wind's changed, and so has my question: do you have studies on {X}?",
    "Next patient, next question: search for papers on {X}.",
    "Different method altogether: any papers on {X}?",
    "Noo something else - hes du ony papers on {X}?",
    "Yinz got any papers on {X}? Different topic.",
    "My man, another thing now: papers on {X}, you get some?",
    "Swapping subjects, bie - anything on {X}?",
    "Vale, otro tema: papers on {X}?",
    "Ayo, another subject now - papers on {X}, do you have?",
    "On the dog and bone with my sister, she asks: any papers on {X}?",
    "Yes, I'm changing the subject again. Any papers on {X}?",
    "☐ search for papers on {X}\nThat's the next item.",
    "Hey Lit, new search: {X}.",
    "Not sure this is the right place but - do you have any papers on {X}?",
    "I'd normally just Google this, but: any papers on {X} in the collection?",
    "Papers on {X} - find me some.",
    "I was thinking about {X} all morning and now I want papers on it. Got any?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
