"""The twenty-ninth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 31): same shapes and
placeholders as bench/conversation_phrasings_fresh28.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the thirty-first round of tuning and before running the benchmark on them (fresh28 is
tuning data from round 31 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a glassblower ("the
annealer", "the cullet bin", "a new gather on the pipe"), a night-shift radiographer ("no scans booked till three",
"under the X-ray", "one slice, the whole scan", "a new referral"), a tram driver ("layover at the terminus", "the
whole line, end to end", "end of the line"), a sheep shearer ("smoko in the shed", "the rousies", "pen those up",
"the whole flock"), a puppeteer ("back in the trunk", "keep those on the strings", "centre stage"), a lighthouse
keeper ("the lamp's lit", "sweep the beam", "the fog's lifted"), a farrier ("between horses", "only those get shod",
"all four feet"), a cartographer ("grid reference", "the whole map, legend and all", "a new sheet"), a bookbinder
("glue drying on a spine", "bind only those", "a fresh signature on the sewing frame"), a stonemason ("down tools",
"dress those", "the whole wall, not one stone", "a new block on the banker"); Glaswegian, Philadelphia, Sierra Leonean
Krio, Black Country, Norfolk, New Orleans (Yat) and lightly Maine colloquial English ("gonnae", "pal", "o' they",
"they wans", "the now", "aw", "jawn", "youse", "a lotta", "how di body", "tenki", "wetin", "padi", "na", "ow am ya",
"yo'm", "am", "bor", "on the huh", "squit", "do" for "does", "where y'at", "dawlin'", "lagniappe", "ayuh", "finest
kind", "from away"); text-speak ("tbh", "idk", "abt", "thru", "lmk", "asap", "nvm", "r"); emoji (😅 🙂 🤞 🙌);
a turn that starts by quoting a line of the bot's answer ("> Here are some papers that match.", '"There are many
papers on this topic." - ...'); a turn split with an ellipsis across two lines ("So those papers...\n...what did ...");
British voice dictation ("full stop", "new paragraph"); two asks in one turn where only the act matters ("Can you make
the font bigger? And ..."); and a message sent in two parts ("(1/2) ...\n(2/2) ..."). These lists are never tuned on
and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh29".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Just put a vase in the annealer; hours before it cools. Meanwhile: what did each of those papers find?",
    "Quiet spell on the night shift, no scans booked till three. Go through those papers one by one - what did each"
    " show?",
    "Layover at the terminus, ten minutes before I take the tram back. Summarise each of the papers you listed?",
    "Smoko in the shed, the rousies are sweeping up. What's each of those papers about, one at a time?",
    "Show's over, puppets back in the trunk. Take me through those papers - what did each one find?",
    "Lamp's lit and the log's written up. Now, those papers: take each in turn and give me its main finding.",
    "Between horses - the next one's still being led in from the field. What does each of those papers conclude?",
    "Plot each of those papers for me like features on a map: what did every one of them find?",
    "Glue's drying on a spine, so I've a minute. Give me the findings of those papers, paper by paper.",
    "Down tools for a brew. What did each of the papers you listed find?",
    "Pure brilliant list, pal. Gonnae tell us what each o' they papers found?",
    "Yo, that's a lotta papers. What'd each of those jawns find? Youse can go one by one.",
    "How di body? Tenki for the list. Now, wetin each of those papers find? One by one, padi.",
    "Ow am ya? Yo'm a good un for that list. What did each o' them papers find, then?",
    "Alright, bor? What's each of them papers about, then - one at a time?",
    "Where y'at, dawlin'? Tell me what each of those papers found, one by one, and throw in some lagniappe.",
    "Ayuh, finest kind of list. Now what did each of those papers find?",
    "tbh idk what half of those are abt. can u go thru each paper n say what it found",
    "Ok that list 😅 now what did each of those papers actually find? one line each 🙂",
    "> Here are some papers that match.\nGreat, now go through each one and tell me what it found.",
    "So those papers...\n...what did each of them find?",
    "go through each of those papers full stop new paragraph what did every one of them find",
    "Can you make the font bigger? And what did each of those papers find?",
    "(1/2) Saw your list.\n(2/2) Now what does each of those papers say?",
]

FILTER = [
    "Which of those papers are on {X}? The rest can go in the cullet bin.",
    "Of those papers, which ones involve {X}? Only those are on my films tonight.",
    "Which of those papers are about {X}? Only those get on the tram; the rest wait for the next one.",
    "Which of those papers deal with {X}? Pen those up and let the rest back out to the paddock.",
    "Of the papers you listed, which are on {X}? Keep those on the strings, put the rest back in the trunk.",
    "Which of those papers cover {X}? Shine the lamp on just those.",
    "Which of those papers are about {X}? Only those get shod today.",
    "Of those papers, which concern {X}? Mark just those on the map.",
    "Which of those papers are on {X}? I'll bind only those into the volume.",
    "Which of those papers touch on {X}? Dress those; the rest stay rough in the yard.",
    "Which o' they papers are on {X}, pal? Just they wans, no the rest.",
    "Which of those jawns are about {X}? Just those, youse can skip the rest.",
    "Which of those papers na about {X}? Only those ones, padi.",
    "Which o' them papers am about {X}? Just them, ta.",
    "Which of those papers are about {X}, bor? Leave the rest, they're all on the huh.",
    "Which of those papers are on {X}, dawlin'? Just those, pick the good ones out.",
    "Which of those papers are about {X}? The rest are from away, don't need 'em.",
    "which of those r on {X}? just those ones asap",
    "Which of those are about {X} 🤞 just those please",
    "\"I found several relevant papers.\" - which of those several are about {X}?",
    "Of those papers...\n...which are on {X}? Just those.",
    "which of those papers are about {X} full stop only those full stop",
    "Is there a way to export this chat? Also: which of those papers deal with {X}?",
    "(1/2) Too many papers there for me.\n(2/2) Which of those are about {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The {ord} paper's the one I want under the X-ray. What's it about?",
    "Next stop, the {ord} paper: what's that one about, in detail?",
    "Gonnae tell us mair aboot the {ord} paper, pal?",
    "tbh the {ord} one looks best. can u tell me more abt it",
    "The {ord} paper...\n...what's that one about?",
    "Does this thing save our chats? Anyway - more about the {ord} paper, please.",
    "The {nth} paper's next on the anvil - what's it about?",
    "Yo, the {nth} jawn - what's that one about?",
    "(1/2) Your list.\n(2/2) The {nth} paper - more on that one, please.",
    "tell me about the {nth} paper full stop more detail please",
    "Grid reference [{n}] - what's that paper about?",
    "Wetin paper {n} talk about? Explain am for me, padi.",
    "Paper [{n}], bor - what's that one about?",
    "[{n}] 🙂 tell me more about that one?",
    "Tell me more about {title}; I'd bind it into my own volume if I could.",
    "Tell me more about {title}, dawlin'.",
    "\"{title}\" - you listed that one. More about it?",
    "The {author} paper - put it under the lamp for me. What's in it?",
    "Yo'm the expert: what's the {author} paper about?",
    "Bring that paper centre stage: explain it in more detail.",
    "Shear that paper right down for me - what's underneath? More detail, please.",
    "Carve that paper a bit deeper - tell me more about it.",
    "Ayuh, that one. Tell me more about that paper.",
    "Blow that paper up a bit bigger for me - explain it in more depth.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I letter the authors' names on the spine."),
    ("authors", "Who wrote each of those jawns?"),
    ("authors", "authors of those papers? lmk 🙂"),
    ("year", "What year did it come out? I date every glass piece on the base."),
    ("year", "When were those papers published, padi? Just the years."),
    ("year", "those papers...\n...what years?"),
    ("datasets", "What data did it draw on? No map without a survey behind."),
    ("datasets", "What data did it use, pal? Gonnae tell us."),
    ("datasets", "Which datasets were those studies based on? FYI I'm only after the names."),
    ("results", "What did it find? Quick, a scan's booked in five minutes."),
    ("results", "What did it find, dawlin'?"),
    ("results", "what did those studies find full stop just the results please"),
    ("numbers", "How many participants did it have? I count fleeces the same way."),
    ("numbers", "How many people were in each of those studies, bor?"),
    ("numbers", "sample sizes of those studies? asap pls"),
    ("limitations", "What are its weak spots? Every horse has a bad foot somewhere."),
    ("limitations", "Ayuh, but what are its limitations?"),
    ("limitations", "What are the weaknesses of those studies? Also, is there a dark mode?"),
    ("venue", "Which journal did it appear in? Asking at the terminus before my next run."),
    ("venue", "Which journal did it come out in, padi?"),
    ("venue", "Which journals am them papers in?"),
    ("code", "Did it come with code? I like to see the strings."),
    ("code", "Did any of those papers put their code out? No squit, now."),
    ("code", "(1/2) Code question.\n(2/2) Did any of those papers share theirs?"),
    ("funding", "Who funded it? The lighthouse board pays for my lamp, so I always ask."),
    ("funding", "Who paid for those studies? Asking while the mortar sets."),
]

AREA = [
    "Melt the lot down into one piece: what does the collection as a whole say about {X}?",
    "Not one slice, the whole scan: what does all the research on {X} in the collection say?",
    "The whole line, end to end: summarise what every paper you have says about {X}.",
    "The whole flock, not one sheep: what's the overall picture on {X} across the collection?",
    "From the back of the theatre, please: an overview of what all your papers say on {X}.",
    "Sweep the beam across everything you've got on {X}: what does the research say overall?",
    "All four feet, not just one hoof: what does the collection say about {X} as a whole?",
    "The whole map, legend and all: what does the collection say about {X} overall?",
    "Bind the lot into one volume for me: what does the collection's research on {X} say, overall?",
    "The whole wall, not one stone: what's the overall take on {X} across all the papers?",
    "Gonnae gie us the big picture on {X}? What does aw the research say, pal?",
    "What's all the research youse got on {X} say, overall? The whole thing, not one jawn.",
    "Wetin all the papers on {X} say? The whole collection, padi, not one.",
    "What does all the research on {X} say, then? Yo'm the one with the lot, so tell us.",
    "What do the whole collection say about {X}, bor? All of it, not just the one.",
    "Where y'at, dawlin'? Give me the overall picture on {X} across everything you got.",
    "Ayuh, what's the whole collection say about {X}? Overall, not one paper.",
    "overview of all the research on {X} pls, tbh i know nothing abt it",
    "Big picture on {X} across the whole collection? 🙌",
    "\"There are many papers on this topic.\" - ok then, summarise what they all say about {X}.",
    "What does the collection say about {X}...\n...overall, I mean, across every paper?",
    "summarise all the research on {X} full stop the overall picture please full stop",
    "Do you have a mobile app? And what does the research in the collection say overall about {X}?",
    "(1/2) Writing a review on {X}.\n(2/2) What do all the papers in the collection say about it, taken together?",
]

NEW_TOPIC = [
    "New gather on the pipe: find me papers on {X}.",
    "New referral just came in: have you got papers on {X}?",
    "End of the line for that topic. Do you have any papers on {X}?",
    "Next sheep out of the pen: papers on {X}?",
    "Different puppet, different show: find papers on {X}.",
    "Fog's lifted and so has my interest in that. Anything on {X}?",
    "Next horse: search for papers on {X}.",
    "New sheet, new survey area: papers on {X}?",
    "Fresh signature on the sewing frame: have you got papers on {X}?",
    "New block on the banker: find me studies on {X}.",
    "Right, somethin' else the now: any papers on {X}, pal?",
    "Yo, different thing: youse got any papers on {X}?",
    "Padi, another topic: you get papers on {X}?",
    "Ow do, different subject now - got any papers on {X}?",
    "Something else now, bor: any papers on {X}?",
    "Something new, dawlin': any papers on {X}?",
    "Different subject, ayuh: papers on {X}?",
    "nvm that. any papers on {X}? lmk",
    "😅 changing topic completely - got anything on {X}?",
    "\"Let me know if you want more.\" - I want something else: papers on {X}.",
    "Different question...\n...any papers on {X}?",
    "new search full stop papers on {X} full stop",
    "Where does your data come from? Anyway, find me papers on {X}.",
    "(1/2) Done with that topic.\n(2/2) Papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
