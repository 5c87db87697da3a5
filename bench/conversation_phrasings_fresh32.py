"""The thirty-second fresh held-out phrasings of `litchat bench conversations` (issue #18, round 34): same shapes and
placeholders as bench/conversation_phrasings_fresh31.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-fourth round of tuning and before running the benchmark on them (fresh31 is
tuning data from round 34 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a tailor ("a customer in
the fitting room", "the rest stay on the rail", "new customer, new measurements"), a paintings conservator ("solvent
drying on a test patch", "under the raking light", "back in the store", "the next painting on the easel"), a
cheesemaker ("curds setting in the vat", "the ageing shelves", "fresh vat, different cheese"), a letterpress printer
("type locked in the chase", "set just those in type; the rest go back in the case", "pull a proof"), an arborist
("lunch break in the canopy", "keep just those branches", "the view from the crown"), a rally co-driver ("the service
park", "pace notes", "the full rally, every stage"), a church organist ("between the anthem and the psalm", "pull out
the stops", "change of hymn"), an astronomer at the telescope ("the dome's open", "under the eyepiece", "wide field,
not a single star", "slewing to a new target"), a perfumer ("blotters drying", "top notes to base", "a new brief"), a
cobbler ("glue setting on a resole", "on the last", "every pair on the shoe shelf"); Cork, Devon, Wisconsin,
Pennsylvania Dutch, Manx, Southern Californian and Georgian (US South) colloquial English ("boy", "like", "savage",
"ark at 'ee", "my bird", "they studies", "be", "'tis", "oh geez", "a buncha", "once", "ya know", "ach", "ain't so?",
"that's all now", "traa dy liooar", "moghrey mie", "stoked", "the 405", "gag me", "bless your heart", "sugar",
"darlin'", "Lord have mercy", "alrighty"); a turn prefixed with an IRC-style nick ("dr_k> ..."); texting numerals and
shorthand ("gr8", "b4", "2day", "l8r", "4pm mtg", "pls n thx", "yrs"); a turn typed one word a line; a request hedged
with "if it's not too much trouble"; ASCII emoticons (":)", ":-)", "^^"); steps chained with arrows ("those papers →
filter → just the ones about {X}"); and a programmer's pseudo-code followed by the plain question ("`[p for p in
those_papers if p.mentions(topic)]` - i.e. ..."). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh32".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Customer's in the fitting room getting changed, so I've a minute. What did each of those papers find?",
    "Solvent's drying on a test patch of the canvas. Take me through those papers - what each one found.",
    "Curds are setting in the vat, forty minutes till I cut. What did each of those papers conclude?",
    "Type's locked in the chase and the ink's on the rollers. Run me through the findings of each of those papers.",
    "Lunch break in the canopy, harness still on. Go through those papers: what did each one find?",
    "Service park, twenty minutes before the next stage. Read me the findings of each of those papers like pace "
    "notes, one after another.",
    "Choir's on a break between the anthem and the psalm. What did each of those papers show?",
    "Dome's open but the clouds haven't cleared yet. What's the main finding of each of those papers?",
    "Blotters are drying and my nose needs a rest. Summarise each paper on that list for me.",
    "Glue's setting on a resole. What did each of those papers find, one by one?",
    "Ah that's a savage list, boy. What did each of them papers find, like?",
    "Ark at 'ee, that's a fair few papers, my bird. What did each one of 'em find?",
    "Oh geez, that's a buncha papers. Go through 'em once - what'd each of those find, ya know?",
    "Ach, that's a lot of papers, ain't so? What did each of them find, then?",
    "Traa dy liooar, no rush at all - but when you get a minute, what did each of those papers find?",
    "Stoked on that list. I'm stuck on the 405 anyway, so what did each of those papers find?",
    "Lord have mercy, that's a long list, sugar. What did each of those papers find?",
    "dr_k> what did each of those papers find?",
    "gr8 list thx. what did each of those papers find? need it b4 my 4pm mtg 2day",
    "what\ndid\neach\nof\nthose\npapers\nfind?",
    "If it's not too much trouble, could you tell me what each of those papers found?",
    "Ooh nice list :) What did each of those papers find? ^^",
    "those papers → what did each one find? → one line each",
    "basically `for p in those_papers: print(p.finding)` - what did each of those papers find?",
]

FILTER = [
    "Which of those papers are on {X}? Only those make it to the fitting; the rest stay on the rail.",
    "Which of those papers deal with {X}? Just those go on the easel; the rest go back in the store.",
    "Which of those papers are about {X}? Only those go up on the ageing shelves.",
    "Which of those papers cover {X}? Set just those in type; the rest go back in the case.",
    "Which of those papers touch on {X}? Keep just those branches; the rest can come down.",
    "Which of those papers involve {X}? Only those go in the pace notes; strike the rest.",
    "Which of those papers are on {X}? Pull out the stops for just those.",
    "Which of those papers deal with {X}? Only those go under the eyepiece tonight.",
    "Which of those papers concern {X}? Only those go on a blotter; the rest stay capped.",
    "Of the papers you listed, which are about {X}? Just those go on the last; the rest wait on the shelf.",
    "Which of them papers are on {X}, boy? Just them ones, like.",
    "Which of them papers be about {X}, my bird? Only they.",
    "Show me once which of those papers are on {X} - just those, ya know.",
    "Ach, which of those papers are on {X}? Just those ones, then.",
    "Which of those papers are on {X}? Just those - traa dy liooar for the rest.",
    "Which of those papers are on {X}? Like, just those. The rest? Gag me.",
    "Which of those papers are on {X}, sugar? Just those, and bless the rest.",
    "dr_k> which of those papers deal with {X}? only those pls",
    "which of those papers r about {X}? just those 4 now pls n thx",
    "which\nof\nthose\npapers\nare\non\n{X}?",
    "If it's not too much trouble, which of those papers are about {X}?",
    "Which of those papers are on {X}? Only those :-)",
    "those papers → filter → just the ones about {X}",
    "`[p for p in those_papers if p.mentions(topic)]` - i.e. which of those papers are on {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Put the {ord} paper on the tailor's dummy for me: what's that one about?",
    "Pull a proof of the {ord} paper - tell me more about it.",
    "Tell us more about the {ord} paper there, boy.",
    "dr_k> more on the {ord} paper please",
    "tell\nme\nmore\nabout\nthe\n{ord}\npaper",
    "{ord} paper → more detail pls",
    "Point the scope at the {nth} paper: what's that one about?",
    "Tell me once about the {nth} paper, ya know?",
    "the {nth} paper - more on it pls? need it b4 l8r",
    "The {nth} one looks good :) what's it about?",
    "Paper [{n}] - read me the notes on that one; the next stage starts in ten.",
    "Paper {n}, my bird - what's that one about, then?",
    "If it's not too much trouble, tell me more about paper [{n}].",
    "`show(paper={n})` - i.e. tell me more about paper [{n}]",
    "Tell me more about {title}; I've time while the curds set.",
    "Moghrey mie! Tell me a bit more about {title}, would you?",
    "Tell me more about {title}, darlin'.",
    "The {author} paper: pull out all the stops and tell me more about it.",
    "Stoked on the {author} paper. Tell me more about it?",
    "Put that paper under the raking light - more detail on it, please.",
    "Climb a bit higher up that paper: go into more detail.",
    "Give that paper a second sniff - tell me more about it.",
    "Take that paper apart stitch by stitch - more on it, please.",
    "Ach, that paper there - say more about it, then.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I always check whose label is sewn in."),
    ("authors", "Who wrote each of them papers, boy?"),
    ("authors", "dr_k> who are the authors of those papers?"),
    ("year", "What year was it published? I date every canvas that comes into the studio."),
    ("year", "Give me the years those papers came out once, ya know?"),
    ("year", "what yrs were those papers published? need 4 my slides 2day"),
    ("datasets", "What data did it use? I like to know which farm the milk came from."),
    ("datasets", "What data did it use? Traa dy liooar, take your time."),
    ("datasets", "those studies → which datasets?"),
    ("results", "What did it find? Quick, we're nearly at the time control."),
    ("results", "What did it find, sugar? Don't keep me waitin'."),
    ("results", "If it's not too much trouble, what were the main results of those studies?"),
    ("numbers", "How many people did it study? I count photons for a living, so I like a number."),
    ("numbers", "How many folk were in each of they studies, my bird?"),
    ("numbers", "sample\nsizes\nof\nthose\nstudies?"),
    ("limitations", "Where's it weak? Every proof has a letter that didn't take the ink."),
    ("limitations", "Ach, where's it weak? Don't make it nice for me."),
    ("limitations", "What are the weaknesses of those studies? Be honest :-)"),
    ("venue", "Which journal was it in? Asking between hymns."),
    ("venue", "Which journal did it come out in? Like, was it a big one?"),
    ("venue", "Which journals were those papers published in? Asking while the glue sets."),
    ("code", "Did it share its code? I keep my formulas secret, but scientists shouldn't."),
    ("code", "Did any of them papers share their code, like?"),
    ("code", "`any(p.code_available for p in those_papers)` - i.e. did any of those papers share their code?"),
    ("funding", "Who paid for it? Somebody always pays for the cherry picker."),
    ("funding", "Who funded those studies, darlin'?"),
]

AREA = [
    "Step back from the mirror and look at the full cut: what does the collection say about {X} overall?",
    "Step back from the detail to the full painting: what's the overall picture on {X} across your papers?",
    "Every wheel on the shelves: what does all the research on {X} in the collection say?",
    "Print me the broadsheet, not the footnote: summarise what all your papers say about {X}.",
    "The view from the crown of the tree: what does the collection say about {X} as a whole?",
    "The full rally, every stage: give me an overview of what all the papers say on {X}.",
    "All the stops out: what's the overall take on {X} across all the papers?",
    "Wide field, not a single star: what does the collection say about {X} overall?",
    "The full composition, top notes to base: summarise the collection's research on {X}.",
    "Every pair on the shoe shelf: what does all the research you have on {X} say?",
    "Give us the big picture on {X}, boy - all the research in the collection, like, not one paper.",
    "'Tis a big one, my bird: what does all the research on {X} across the collection say?",
    "Sum up all the research on {X} in the collection for me once - the whole lot, ya know?",
    "Ach, give me the overview of {X} across the whole collection - all the papers, not just one.",
    "Traa dy liooar - when you've a moment, what does all the research in the collection say about {X}, overall?",
    "Okay, big picture: what's all the research on {X} saying, like, across the whole collection?",
    "Bless your heart for puttin' up with me: what does all the research on {X} in the collection say, overall?",
    "dr_k> overview of all the research on {X} across the whole collection?",
    "overview of all the research on {X} pls - whole collection, not 1 paper. need it b4 2moro",
    "ok\nbig\npicture\non\n{X}\nacross\nthe\nwhole\ncollection\nplease",
    "If it's not too much trouble, could you sum up what the whole collection says about {X}?",
    "What does all the research on {X} in the collection say, overall? Big question, I know :)",
    "all the research on {X} → whole collection → overall summary?",
    "`summarise(collection, topic)` - i.e. what does all the research on {X} say overall?",
]

NEW_TOPIC = [
    "New customer, new measurements: find me papers on {X}.",
    "Next painting on the easel: any papers on {X}?",
    "Fresh vat, different cheese: have you got papers on {X}?",
    "Clean the rollers, new job on the press: search for papers on {X}.",
    "Down from that tree and up a different one: papers on {X}?",
    "Next stage, different surface: find me studies on {X}.",
    "Change of hymn: any papers on {X}?",
    "Slewing to a new target: find papers on {X}.",
    "New brief from a different client: have you got papers on {X}?",
    "Different pair of boots on the bench: any papers on {X}?",
    "Right, boy, something else altogether: any papers on {X}?",
    "New subject, my bird: got any papers on {X}?",
    "Oh geez, different topic: look up papers on {X} for me once?",
    "Ach, that's all now with those - new topic: any papers on {X}?",
    "Moghrey mie again - new search: papers on {X}?",
    "Totally different vibe now: any papers on {X}?",
    "Alrighty, different thing now, sugar: got any papers on {X}?",
    "dr_k> new search: papers on {X}",
    "new topic pls: papers on {X}? gr8 thx",
    "ok\nnew\ntopic\nnow\nany\npapers\non\n{X}?",
    "If it's not too much trouble, could you find me papers on {X}? Different topic.",
    "New topic :) any papers on {X}?",
    "new topic → papers on {X}? → go",
    "`search(new_topic)` - new topic: papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
