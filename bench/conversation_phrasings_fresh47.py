"""The forty-seventh fresh held-out phrasings of `litchat bench conversations` (issue #18, round 49): same shapes and
placeholders as bench/conversation_phrasings_fresh46.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-ninth round of tuning and before running the benchmark on them (fresh46 is tuning
data from round 49 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a probation officer, a sports physiotherapist, a railway
signaller, a hospice chaplain, a commercial beekeeper or a diagnostic radiographer would type, in contexts neither
fresh45 nor fresh46 uses (a supervision appointment with someone on licence, a pre-sentence report, magistrates, the
MAPPA panel and a hostel manager; pitch-side at half-time, the head coach, a return-to-play protocol, the club doctor
and the academy's parents; a quiet spell in the signal box, the route's human factors team, a level crossing review, a
fatigue review and a driver on the signal post telephone; a family at the bedside, the multidisciplinary team, the
bereavement group and the hospice's ethics committee; the van between apiaries, the bee inspector, overwintering and the
county association's talk; a patient in the MRI scanner, the radiation protection supervisor, a contrast reaction
policy, the reporting radiologist and the dose audit), in shapes neither uses: a turn that first restates what the bot
did and then asks ("So you've given me a list of papers ... Next step: ..."), one that lists what it does not want
before what it wants ("Not the titles again, not the authors, not the years - what I want is ..."), the request as a
subordinate clause ("What I'm after, if it's not too much trouble, is ..."), a turn opening "Quick one:", a request
after a run of caveats, a question the turn answers itself before asking the real one ("Did those answer my question?
Mostly, yes. So ..."), a Q/A pair the user writes ("Q: ..." on one line, "A: ..." on the next), an abbreviation then
spelled out ("TL;DR - too long, didn't read - ...", "The MAPPA (multi-agency public protection arrangements) panel"), a
follow-up asking for a table side by side, and a topic change that says the old one is closed for good. The other half
are registers neither uses: Irish, Jamaican, Indian and Texan English ("grand", "so", "would you ever", "sure", "them
few"; "wah", "dem", "di", "deh", "mi nuh", "pon"; "kindly", "do the needful", "only", "I am needing"; "partner",
"reckon", "y'all", "darlin'", "kit and caboodle", "mosey on"), English mixed with Spanish ("gracias por la lista", "uno
por uno, porfa", "¿cuáles de esos papers ...?", "otro tema"), an over-polite register ("I'm so terribly sorry to trouble
you again ... might you possibly be so kind as to ..."), a curt military register ("List received. Next: ... Proceed.",
"New tasking:", "Execute.") and dyslexic spelling ("thoes", "abowt", "wich jornal", "the hole colection", "enuf"). These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh47".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Grand, thanks a million for that. Now would you ever go through what each of those papers found? Sure a line or "
    "two on each would do me.",
    "Yeah man, mi see di list. But wah each a dem paper deh find out? Run through dem one by one fi mi nuh.",
    "Thank you for the list. Kindly tell me what each of these papers has found, one by one only. Please do the "
    "needful.",
    "Well, I'll be. That's a heap of papers, partner. Reckon you could walk me through what each one of 'em found?",
    "Okay, gracias por la lista. Pero what did each of those papers actually find? Uno por uno, porfa.",
    "I'm so terribly sorry to trouble you again, and please don't feel obliged, but might you possibly be so kind as "
    "to go through what each of those papers found?",
    "List received. Next: findings of each paper, one line apiece. Proceed.",
    "thanks for the list. can you go thru what each of thoes papers found? one at a tim is fine",
    "So you've given me a list of papers that matched my search, titles only. Next step: what did each of them find?",
    "Not the titles again, not the authors, not the years - what I want is what each of those papers found, one after "
    "another.",
    "What I'm after, if it's not too much trouble, is a short account of what each of those papers found.",
    "Could you put those papers side by side in a table - one row per paper, with what each one found?",
    "I've a supervision appointment with someone on licence in ten minutes. What did each of those papers find?",
    "My pre-sentence report goes to the magistrates on Friday. Take me through what each of those papers found.",
    "I'm pitch-side with the under-18s and it's half-time. What did each of those papers find?",
    "The head coach wants to know why I'm holding his winger back. Go through what each of those papers reported.",
    "Quiet spell in the signal box between the last freight and the first passenger service. What did each of those "
    "papers find?",
    "The route's human factors team wants my view by Monday. Run me through what each of those papers found.",
    "I'm sitting with a family at the hospice while their mum sleeps, so I'll be brief: what did each of those papers "
    "find?",
    "The multidisciplinary team meets tomorrow about spiritual care. What did each of those papers conclude?",
    "I'm in the van between apiaries with my veil still on. What did each of those papers find?",
    "The bee inspector's coming on Thursday. Go through what each of those papers showed.",
    "My next patient's in the MRI scanner for forty minutes. What did each of those papers find?",
    "The radiation protection supervisor asked me to look into this. What did each of those papers report?",
]

FILTER = [
    "Which of those ones are about {X}, so? Just them, like - the rest you can leave out, sure.",
    "Which a dem paper deh talk bout {X}? Jus dem one, mi nuh need di rest.",
    "Out of these papers, kindly tell me which ones are dealing with {X} only. Others are not required.",
    "Now which of them papers are about {X}? Just cut those out of the herd for me, the rest can mosey on.",
    "¿Y cuáles de esos papers are about {X}? Solo esos, the rest no me interesan.",
    "If it isn't too much of an imposition, would you be so very kind as to tell me which of those papers concern "
    "{X}? Only those, if you'd be so good.",
    "Filter that list. Criterion: {X}. Report matching papers only.",
    "which of thoes papers are abowt {X}? only them ones pleese",
    "I don't want a new search and I don't want the whole list again - just which of those papers deal with {X}.",
    "Quick one: which of those papers are about {X}?",
    "Are all of those relevant to me? Probably not, most look off the point. So which of them are actually about {X}?",
    "I know abstracts can be vague, and I know a paper might only mention it in passing, and I won't hold you to it - "
    "but which of those papers are about {X}?",
    "Two of the people on my caseload are struggling with {X}. Which of those papers cover that?",
    "The MAPPA (multi-agency public protection arrangements) panel only wants evidence on {X}. Which of those papers "
    "are relevant?",
    "Our return-to-play protocol has a gap around {X}. Which of those papers address it?",
    "The club doctor only wants to see work on {X}. Which of those papers should I forward?",
    "The incident report I'm contributing to hinges on {X}. Which of those papers deal with that?",
    "Our level crossing review is looking at {X}. Which of those papers are on that?",
    "The bereavement group keeps coming back to {X}. Which of those papers speak to it?",
    "A family asked me about {X} at the bedside last night. Which of those papers are about that?",
    "The county beekeepers' association's spring talk is on {X}. Which of those papers fit?",
    "My bee inspector only cares about {X}. Which of those papers can I show her?",
    "We're rewriting the department's scanning protocol around {X}. Which of those papers are relevant to it?",
    "The reporting radiologist asked for anything on {X}. Which of those papers should I send?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "What's the {ord} paper about, so? Go on, tell us.",
    "Di {ord} paper now - wah it deh bout?",
    "Might I trouble you, ever so kindly, for a word on what the {ord} paper is about?",
    "The {ord} paper might help with a client who keeps missing appointments. What's it about?",
    "I've got the {ord} paper up on the spare screen in the signal box. What's it about?",
    "Not the whole list, not a new search - only the {ord} paper. What's it about?",
    "That {nth} one's caught my eye, darlin'. What's it about?",
    "The {nth} paper: summary required. Over.",
    "The {nth} paper might be relevant to our hamstring rehab programme. What's it about?",
    "The {nth} paper could matter for my overwintering plan. What does it cover?",
    "Kindly explain what paper [{n}] is about. I am needing a short description only.",
    "Oye, el paper [{n}] - what's it about, más o menos?",
    "Paper [{n}] might be relevant to our contrast reaction policy. What's it about?",
    "Quick one: what's paper [{n}] about?",
    "{title} came up in my spiritual care supervision group. What's it about?",
    "What I'd like, if you have a moment, is a sense of what {title} is about.",
    "You listed {title} among the results there. What's it actually about?",
    "whats the {author} paper about? it sounds usefull",
    "The defence solicitor quoted the {author} paper at the sentencing hearing. What's in it?",
    "That one sounds grand altogether. Would you tell me a bit more about it - how did they go about the study?",
    "That one might change how we manage ankle sprains in pre-season. Tell me more about it - how was it done?",
    "That study could change how we position patients. Go into it in more depth - who was scanned and how?",
    "Q: What exactly did that study do, and with whom?\nA: Over to you - tell me more about that paper.",
    "Is that one a trial? Looks like it from the title. So tell me more about it - who took part and what did they do?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? The court likes to know whose research I'm relying on."),
    ("authors", "Who wrote those papers, so? Give us the names there."),
    ("authors", "Who are the authors of those papers? The association's newsletter editor will want to credit them "
     "properly."),
    ("year", "When'd it come out? If it's older than my pickup, I ain't interested."),
    ("year", "Publication year of each of those papers. Report."),
    ("year", "Scanner technology moves fast, so what year was each of those papers published?"),
    ("datasets", "What data is it based on - real signalling records, or a simulator?"),
    ("datasets", "Wah data it use? Weh it get it from?"),
    ("datasets", "Were those studies done on professional athletes or on students? What data did each of them use?"),
    ("results", "Y al final, what did it find? Just the main result, porfa."),
    ("results", "You've told me what it's about but not what it found. What was its main result?"),
    ("results", "The team want to know whether any of this helps families. What did those studies find, taken "
     "together?"),
    ("numbers", "How many colonies were in it? A study on three hives tells me nothing."),
    ("numbers", "How many participants were there in each of these studies? Kindly tell."),
    ("numbers", "How many people were followed up in each of those studies? Small samples won't impress the panel."),
    ("limitations", "If I may be so bold, might you tell me where its weaknesses lie? Its limitations, I mean."),
    ("limitations", "I'm not a statistician, and I know every study has flaws, and I'm not trying to rubbish it - "
     "but what are its main limitations?"),
    ("limitations", "Before the route adopts anything, what are the limitations of those studies?"),
    ("venue", "wich jornal was it publised in?"),
    ("venue", "Which journal published it? Our journal club only takes peer-reviewed articles."),
    ("venue", "Where'd those papers get published at? Which journals?"),
    ("code", "Quick one: is its code available anywhere?"),
    ("code", "We track our players with GPS units - did those papers make their code available?"),
    ("code", "Not the data, not the methods - did those papers release any code?"),
    ("funding", "Who funded it? If a pesticide maker paid for it I'll take it with a pinch of salt."),
    ("funding", "Who paid for those studies, so? Who funded them?"),
]

AREA = [
    "What does the whole collection say about {X}, so? All of it now, not just them few.",
    "Wah di whole collection seh bout {X}? All a di paper dem, nuh jus dese few.",
    "Kindly give the overall picture of {X} from the entire collection, not only these papers.",
    "What's the whole kit and caboodle say about {X}? Every paper y'all got, not just that little bunch.",
    "¿Y qué dice toda la colección sobre {X}? All the papers, no solo esos.",
    "I do hope I'm not imposing, but would it be at all possible to have an overview of what the whole collection "
    "says about {X}? Every paper, not merely those few.",
    "New tasking: summarise the entire collection on {X}. All papers, not just the previous list.",
    "what dose the hole colection say about {X}? all the papers not just thoes",
    "You've shown me a handful of papers. What I want now is the wider view: what does the collection as a whole say "
    "about {X}?",
    "What would really help, if you can manage it, is an overview of everything the collection says about {X}.",
    "TL;DR - too long, didn't read - of the whole collection on {X}, please? All the papers, not just those.",
    "Q: What does the whole collection say about {X}?\nA: That's what I'm hoping you'll tell me - all the papers, not "
    "just the ones above.",
    "I'm writing a briefing for the probation service's regional training on {X}. What does the whole collection say?",
    "Magistrates keep asking me about {X}. Across the whole collection, where does the evidence stand?",
    "The club's medical team wants a position statement on {X}. Summarise everything the collection has on it.",
    "Parents of our academy players worry about {X}. What does the collection as a whole say about it?",
    "The route's fatigue review asked for the overall evidence on {X}. What does the collection as a whole show?",
    "A driver asked me about {X} over the signal post telephone last night. What's the overall picture across all the "
    "papers?",
    "I'm leading a training session for hospice volunteers on {X}. Across all the papers in the collection, what's "
    "the evidence?",
    "The hospice's ethics committee wants an overview of the literature on {X}. What does the entire collection say?",
    "The county association wants a talk from me on {X}. What does every paper in the collection say about it?",
    "Every beekeeper at the market has an opinion on {X}. What does the whole body of papers in the collection "
    "actually say?",
    "Our imaging department is drafting guidance on {X}. What does the whole collection say, not just those papers?",
    "I'm presenting on {X} at our regional imaging study day. Summarise the whole collection on it.",
]

NEW_TOPIC = [
    "Grand, that's me done with those. Something else altogether now - have you anything on {X}?",
    "Dem one deh done now. Different ting: yuh have any paper pon {X}?",
    "Thank you, those are sufficient. Now one new query: please search papers on {X}.",
    "Well, that's that, partner. Now somethin' different - y'all got any papers on {X}?",
    "Listo con esos, gracias. Otro tema: do you have any papers on {X}?",
    "Thank you ever so much, you've been wonderfully helpful. If I might impose once more on an entirely different "
    "subject, would you have any papers on {X}?",
    "Previous task complete. New search: {X}. Execute.",
    "thanks thats enuf on thoes. diffrent topic now - any papers on {X}?",
    "Right, that subject is closed - I won't be coming back to it. New topic: papers on {X}, please.",
    "Not more on those, and not a summary of the collection either - I'd like a new search for papers on {X}.",
    "Did those answer my question? Mostly, yes. So on to the next thing: have you got papers on {X}?",
    "This is off-topic, and it may not be in your collection, and I realise it's late in the conversation to switch - "
    "but can you search for papers on {X}?",
    "That's the pre-sentence report covered. A different case has come in - find me papers on {X}.",
    "Those will do for the MAPPA panel. Separate question from the hostel manager: any studies on {X}?",
    "That's the hamstring question sorted. The head coach has asked about something else: papers on {X}?",
    "Those are enough for the club doctor. New topic for the women's squad: what have you got on {X}?",
    "That covers the level crossing. The next item from the route's safety meeting is unrelated: any papers on {X}?",
    "The first passenger train's due, so those can wait. Different subject: find me studies on {X}.",
    "Those will help with the bereavement group. Something unrelated a nurse asked me: any papers on {X}?",
    "I've got what I need for the ethics committee. A family asked me something quite different today: have you "
    "papers on {X}?",
    "That's the varroa question dealt with. Completely different topic from the bee inspector: papers on {X}?",
    "Those go in the association newsletter. My next talk is on something else entirely - can you search for {X}?",
    "That's the contrast policy sorted. Separate matter from the radiologist: any studies on {X}?",
    "Those are enough for journal club. New topic for the dose audit: what do you have on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
