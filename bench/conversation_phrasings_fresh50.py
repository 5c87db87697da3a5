"""The fiftieth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 52): same shapes and
placeholders as bench/conversation_phrasings_fresh49.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the fifty-second round of tuning and before running the benchmark on them (fresh49 is
tuning data from round 52 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a commercial beekeeper, a prison psychologist, a railway
track engineer working night possessions, a hospice community palliative care nurse, a glaciologist at a polar research
station or a rugby club's physiotherapist would type, in contexts neither fresh48 nor fresh49 uses (suited up between
hive inspections in an out-apiary, the regional bee inspector, varroa and chalkbrood, the honey packer, swarm season,
the beekeepers' association winter talk, a foulbrood standstill notice and the apple grower the bees pollinate for; a
wing on lockdown, a parole board report, the safer custody meeting, the offending behaviour programme, a case
formulation, the governor, the probation officer and the psychology team's journal club; the lineside cabin at half one
in the morning waiting for the possession, the route asset manager, ballast renewals, a broken rail report, railhead
treatment in autumn, switches and crossings, the derailment investigation panel and the track section managers; parked
between home visits, the syringe driver guidance, the hospice's medical director and MDT, the bereavement team, a
patient leaflet and the gold standards framework meeting with a GP practice; the station's boot room waiting for the
weather, the station leader, the ice core drilling plan, borehole temperatures, the winter team, the resupply flight and
the science coordinator; the touchline at half time, the head coach, the return-to-play protocol, the club doctor,
pre-season screening of the academy players, a hamstring question and the union's medical panel), in shapes neither
uses: a question and answer with the answer left open ("Q: ... A:"), a markdown table to fill in ("| paper | what it
found |"), a multiple-choice question ("(a) ... (b) ... (c) ..."), an instruction with its own else ("If any ..., list
just those. If none are, say so"), a pasted chat log with times ("[06:52] me: ..."), a TL;DR that opens the turn,
markdown strikethrough taking back the first request ("~~...~~"), a hypothetical ("If you had to brief ..."), a turn
resumed after a break ("Back from lunch - where were we?") and a rhetorical question before the request ("You know what
would help?"). The other half are registers neither uses: Irish, Indian and Welsh English ("grand", "so", "would you
ever", "at all", "I'm not after"; "kindly", "what all", "itself", "only", "the same", "give a brief"; "butt", "tidy",
"lush", "there's lovely", "by there", "mind", "isn't it"), a Spanish speaker's English ("of what it treats", "I would
like that you", "with these I am served") and a Chinese speaker's English ("is talking what", "can help me", "no problem
already", "no need"), an old-fashioned courteous academic ("I wonder whether you might now be so good as to", "Might I
trouble you"), old-style text speak ("wot", "thx 4", "gr8", "r abt", "1 line") and an exasperated user ("Great, a list
of titles. Super helpful."). These lists are never tuned on and never copied into rag.answer.conversation's exemplars;
the benchmark reports them as "fresh50".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Ah that's grand, thanks. Would you ever go through what each of those papers found? Just a line or two on each, "
    "like.",
    "Thank you for sharing. Kindly tell me what all each of these papers has found, one by one only.",
    "Lush, ta. Now then, what did each of those papers find, butt? A line on each would be tidy.",
    "Thank you for the list. Now I would like that you explain me the results of every paper, one for one.",
    "Thanks. Can help me to see each paper got what result? One by one is better.",
    "Most kind. I wonder whether you might now be so good as to tell me, for each of those papers, what it was that "
    "the authors found.",
    "thx 4 the list. wot did each of those papers find? 1 line each is gr8",
    "Great, a list of titles. Super helpful. What did each of those papers actually find?",
    "Q: What did each of those papers find?\nA: (over to you - one line per paper)",
    "Fill in this table for me, one row per paper:\n| paper | what it found |",
    "TL;DR of what I need: the finding of each paper you just listed, one line each.",
    "Back from lunch - where were we? Right, those papers. What did each of them find?",
    "I'm suited up between hive inspections in the out-apiary and my gloves are sticky with propolis. What did each of "
    "those papers find?",
    "The regional bee inspector is coming out next week to look at our varroa levels. Go through what each of those "
    "papers found.",
    "The wing's on lockdown so my afternoon sessions are cancelled. Take me through what each of those papers found.",
    "I'm writing a parole board report that's due on Friday. What did each of those papers conclude?",
    "Sat in the lineside cabin waiting for the possession to be granted - half one in the morning. What did each of "
    "those papers find?",
    "The route asset manager wants to know if we should change how we plan ballast renewals. Run me through what each "
    "of those papers found.",
    "I'm parked outside a patient's house between home visits. What did each of those papers report?",
    "Our hospice's medical director is revising the syringe driver guidance. Go through what each of those papers "
    "showed.",
    "Stuck in the boot room at the station waiting for the weather to clear for the field trip. What did each of those "
    "papers find?",
    "The station leader wants a summary before the ice core drilling plan is signed off. What did each of those papers "
    "find, one by one?",
    "I'm on the touchline at a Saturday match and it's half time. Quickly - what did each of those papers find?",
    "The head coach is asking whether we should change our return-to-play protocol. Take me through what each of those "
    "papers showed.",
]

FILTER = [
    "Which of those are about {X}, so? Only them ones - you can leave the rest, that's grand.",
    "Out of these papers, kindly tell which all are on {X}. Only those itself, others not needed.",
    "Which of them papers are on {X} then, butt? Just those ones, leave the rest by there.",
    "Of these papers, which ones talk of {X}? Only those, the others I don't need them.",
    "These papers which ones is about {X}? Only need those, others no need.",
    "Might I trouble you to indicate which of those papers concern themselves with {X}? The others I can do without.",
    "which of those r abt {X}? just those pls, not the rest",
    "Not all of those can possibly be relevant. Which of them are actually about {X}? Just those, please.",
    "Which of those papers are about {X}: (a) all of them, (b) some - which?, (c) none? Pick one.",
    "If any of those papers are about {X}, list just those. If none are, say so - don't search again.",
    "Tell me about ~~all of those papers~~ only the ones that deal with {X}.",
    "[06:52] me: which of those papers are about {X}?\n[06:53] me: only those, the rest can go",
    "Our honey packer has started testing every batch for {X}. Do any of those papers look at it, and which?",
    "Swarm season's started and everyone at the association is talking about {X}. Which of those papers are on that?",
    "The safer custody meeting is focusing on {X} this month. Which of those papers should I bring?",
    "The offending behaviour programme I deliver touches on {X}. Which of those papers deal with it?",
    "Last night's broken rail report mentioned {X}. Which of those papers are relevant?",
    "For the derailment investigation panel I need only what bears on {X}. Which of those papers qualify?",
    "A daughter asked me about {X} on a home visit yesterday. Which of those papers would help me answer her?",
    "The hospice MDT only has ten minutes for {X} on Thursday. Pick out the papers from that list that are about it.",
    "The winter team's medical checks keep flagging {X}. Which of those papers look at that?",
    "Our field season plan has a section on {X}. Which of those papers fit there?",
    "Pre-season screening of the academy players raised questions about {X}. Which of those papers are on that?",
    "The club doctor only wants to see research on {X}. Which of those papers can I send him?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Would you ever tell me what the {ord} paper's about? Only a quick summary, like.",
    "Kindly give a brief of the {ord} paper. What is the topic of the same?",
    "What's that {ord} paper about then, butt? Just a quick idea, mind.",
    "The {ord} paper, of what it treats? A short summary, please.",
    "The {ord} paper might explain the chalkbrood I'm finding in two colonies. What's it about?",
    "Q: What's the {ord} paper about?\nA: ?",
    "The {nth} paper is talking what? Please give me simple summary.",
    "wot's the {nth} 1 about? quick summary pls",
    "The {nth} paper could help with a case formulation I'm stuck on. What does it cover?",
    "The {nth} paper might be useful for the autumn railhead treatment plan. What's it about?",
    "I wonder whether you could say a little about paper [{n}]. What is its subject?",
    "Paper [{n}] has a title that tells me absolutely nothing. What is it actually about?",
    "Paper [{n}] could change how we talk to families about stopping fluids. What's it about?",
    "Paper [{n}] might matter for how we date the ice core. What does it say?",
    "If you had to explain {title} to a first-year student in two sentences, what would you say it's about?",
    "The club doctor mentioned {title} at the medical panel. What's it about?",
    "[22:10] me: what's {title} about?\n[22:10] me: short answer is fine",
    "What's the {author} paper about at all? Only a line or two, I'm not after the whole thing.",
    "Someone at the beekeepers' association winter talk kept quoting {author}'s paper. What does it actually cover?",
    "Ooh, there's lovely, that one's exactly what I was after. More on it now, please - who was in it, and how was it "
    "run?",
    "This one seems useful for us. Kindly share more details of the same - methodology, sample size, setting.",
    "Right, that's the one for our switches and crossings work. Give me the detail: how was the study run, and on what "
    "kind of track?",
    "That's the one our bereavement team should see. Tell me more about it - who took part, and how were they "
    "recruited?",
    "You know what would really help? More on that one - the design, who was studied, how long it ran.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who's behind it? I want to know if the authors are actual bee farmers or lab people."),
    ("authors", "And who wrote those ones? Just the names there, that'd be grand."),
    ("authors", "Who are the authors of those papers? The parole board likes to know whose work I'm relying on."),
    ("year", "When did it come out then, butt? If it's ancient it's no good to me, isn't it."),
    ("year", "wot year did each of those come out? roughly"),
    ("year", "Our standards were rewritten in 2015, so I need the publication year of each of those papers - anything "
     "older may not apply."),
    ("datasets", "Where did its data come from? Cores drilled at one site, or a compilation from several?"),
    ("datasets", "This study use what data? Where it get the data from?"),
    ("datasets", "Were those studies done in hospices, in hospitals or at home? What data did they use?"),
    ("results", "I don't need the methods again. What was the result? What did it show, in one sentence?"),
    ("results", "And at the end, what result had it? The principal one, only."),
    ("results", "The head coach won't read past the first sentence. In a nutshell, what did those studies show?"),
    ("numbers", "How many prisoners were in it? A sample of twenty on one wing won't tell me much."),
    ("numbers", "What is the sample size of each of these studies? Kindly mention number of participants also."),
    ("numbers", "How many kilometres of track did each of those studies cover? One test site won't convince the route "
     "asset manager."),
    ("limitations", "I should be grateful to know where its weaknesses lie - what are the principal limitations of the "
     "study?"),
    ("limitations", "Sounds a bit too good to be true, so. What are the catches with it - its limitations, like?"),
    ("limitations", "Our medical director goes straight for the weak spots, so tell me the limitations of those "
     "studies before she does."),
    ("venue", "Which journal publish it? I need to check the journal level."),
    ("venue", "Where was it published? If it's a sports science journal the club doctor will take it more seriously."),
    ("venue", "Which journals were those papers in, then? Tidy if you could list them."),
    ("code", "Is its model code public? I'd like to run it on our own borehole temperatures."),
    ("code", "Those papers, they have the code available in some place? Or not?"),
    ("code", "For each of those papers, fill in:\n| paper | code available? | link |"),
    ("funding", "Where did its funding come from? I'd like to know before I recommend anything to the association."),
    ("funding", "Let me guess, industry money? Who funded those studies?"),
]

AREA = [
    "Forget those few for a minute. What has the whole collection got on {X}, so? All of it, like.",
    "Kindly give me an overview of what the complete collection says on {X}. All papers, not these only.",
    "What's the whole collection say about {X} then, butt? All the papers, mind, not just them few by there.",
    "I would like to know what all the collection says of {X}. All the papers, not only these ones.",
    "Whole collection about {X} is saying what? Please summary all papers, not only these few.",
    "Might I ask you to step back from those particular papers and tell me what the collection as a whole has to say "
    "on {X}?",
    "wot does the whole collection say abt {X}? all papers not just those",
    "Those few aren't the whole story, are they. What does the entire collection say about {X}?",
    "TL;DR: whole collection, topic {X}, overall picture. Not just the papers above.",
    "If you had to brief a minister on {X} using every paper in the collection, what would you tell them?",
    "Q: Across the whole collection, what's the evidence on {X}?\nA:",
    "Back after the meeting. Bigger question now: what does the collection as a whole say about {X}?",
    "The beekeepers' association has asked me to do their winter talk, and the subject is {X}. Can you pull together "
    "everything the collection holds on it?",
    "The regional bee inspector wants our view on {X} for the pollination contracts. Across all the papers in the "
    "collection, where does the evidence point?",
    "The governor wants a briefing on {X}. Summarise what every paper in the collection says, not only those.",
    "Our psychology team's journal club is doing {X} next month. What's the overall picture across the collection?",
    "The route's engineering standard on {X} is up for review. Give me the state of the evidence across the whole "
    "collection.",
    "The track section managers argue about {X} at every briefing. Settle it - what does the entire collection say?",
    "The hospice is writing a patient leaflet on {X}. I need the overall evidence from the whole collection, not a few "
    "papers.",
    "Our gold standards framework meeting with the GP practice has {X} on the agenda. What does the complete "
    "collection say?",
    "The station's science coordinator wants a review of {X} before next field season. What does every paper in the "
    "collection say?",
    "Long winter evenings here, so I'm reading up on {X}. Give me the view across the whole collection.",
    "The union's medical panel is reviewing its guidance on {X}. What does the collection say across all its papers?",
    "I run a workshop for the academy coaches on {X}. Summarise the whole collection's evidence for me.",
]

NEW_TOPIC = [
    "Grand, that's those sorted. Something else altogether now - have you anything on {X}?",
    "Okay, that is done. Now one different query: kindly find papers on {X}.",
    "Lush, I'm done with those now. Different thing altogether, mind - what have you got on {X}?",
    "Perfect, with these I am served. Now I change of subject: you have papers of {X}?",
    "OK these papers no problem already. Now I want to ask another topic: any paper about {X}?",
    "Thank you, that will do very nicely for those. If I may turn to an unrelated question: is there anything on {X}?",
    "ok done w those. new topic - any papers on {X}? thx",
    "Right, I've had enough of those. Completely different thing, and please don't drag the old papers in: {X}.",
    "If you've got anything on {X}, show me - it's a new topic, nothing to do with those papers.",
    "[15:40] me: ok those are fine\n[15:41] me: new topic - papers on {X}?",
    "~~One more thing about those papers~~ Actually no, new topic: what do you have on {X}?",
    "You know what I've never looked into? {X}. Any papers on that? Nothing to do with the ones above.",
    "Moving on - the apple grower we do pollination for wants to know about {X}. Anything in there on that?",
    "I've got a foulbrood standstill notice to deal with, so I'll leave those. New search, please: {X}.",
    "The probation officer on this case has asked me something unrelated. Can you find me research on {X}?",
    "Those are enough for the parole report. For the psychology team meeting I need something else entirely - studies "
    "on {X}.",
    "The possession's just been granted so I've got to go. Before I do - a totally separate search for {X}.",
    "Leaving the ballast stuff there. The track section manager's after research on {X} - can you look?",
    "That's enough for the syringe driver review. A relative asked me about {X} today - anything on that?",
    "Switching topics for the bereavement team: they'd like papers on {X}.",
    "The resupply flight is coming in tomorrow so that'll do for those. One unrelated search first: {X}.",
    "The winter team's doctor has asked me to look into something new - have you got anything on {X}?",
    "That's the hamstring question put to bed. The club doctor wants something different: research on {X}.",
    "Second half's about to start, so I'll park those. Quick new search on {X} for the academy coaches?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
