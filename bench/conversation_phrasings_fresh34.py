"""The thirty-fourth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 36): same shapes and
placeholders as bench/conversation_phrasings_fresh33.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-sixth round of tuning and before running the benchmark on them (fresh33 is
tuning data from round 36 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. Written in registers the earlier sets do not use: a rope-access technician ("hanging
on my descender", "clipped to the anchor", "the whole facade, not one window"), a kite maker ("the sail cloth's cut",
"bridle just those", "the whole kite, not one spar"), a sign painter ("gold leaf settling on the size", "the mahl
stick", "the whole shopfront, not one letter"), a cartoonist ("inks drying on the strip", "the speech bubble", "the
whole strip, not one frame"), a stained-glass maker ("the solder's cooling", "lead in just those pieces", "the whole
window, not one pane"), a trapeze artist ("chalking up in the wings", "the catcher", "the whole ring"), a croupier
("on my twenty off the table", "no more bets", "a new shoe"), a cooper ("staves in the raising ring", "hoop just those",
"the whole cask, not one stave"), a taxidermist ("the hide's in the tan", "glass eyes", "the whole diorama"), a
scaffolder ("on the top lift", "tie in just those tubes", "strike the rest"); Tongan, Malawian, Cameroonian, Botswanan,
Tanzanian, Papua New Guinean and Sheffield colloquial English ("mālō e lelei", "mālō 'aupito", "'io", "fakamolemole",
"zikomo", "achimwene", "bwanji", "ashia", "massa", "how na?", "dumela rra", "ke a leboga", "mma", "asante sana",
"karibu", "pole pole", "mambo", "tenkyu tru", "olsem wanem", "em nau", "'appen", "by 'eck", "nowt", "thee", "sawa", "na
so", "dey"); a typo in a pointing word ("tehse papers", "taht paper", "teh whole collection"); a ~~struck-through~~
self-correction; a rhyming couplet; a footnote marker ("... find?¹ ¹ one line each"); Gen-Z slang ("no cap", "bestie",
"it's giving", "fr fr", "periodt"); Victorian formality ("Pray tell", "I should be most obliged"); and a yes/no question
whose real ask is the list ("Would you happen to know what each of those found?"). These lists are never tuned on and
never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh34".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Hanging on my descender halfway down the facade, waiting for the wind to drop. What did each of those papers "
    "find?",
    "Sail cloth's cut and the spars are drying. Go through those papers for me - what did each one find?",
    "Gold leaf's settling on the size, so I've ten minutes. What did each of those papers show?",
    "Inks drying on this week's strip. Give me the main finding of each of those papers, frame by frame.",
    "The solder's cooling on the leading. What did each of those papers conclude?",
    "Chalking up in the wings before the second half. Quick: what did each of those papers find?",
    "On my twenty off the table. Run me through what each of those papers found.",
    "Staves are in the raising ring, waiting on the fire. Summarise each of those papers for me.",
    "The hide's in the tan for another hour. What did each of those papers find, one by one?",
    "Brew break on the top lift. What's the main result of each of those papers?",
    "Mālō e lelei! Thanks for the list. What did each of those papers find?",
    "Zikomo achimwene, that's a good list. What did each of those papers find?",
    "Ashia massa, that's plenty papers. What did each of those ones find, how na?",
    "Dumela rra, ke a leboga for the list. What did each of those papers find?",
    "Asante sana for the list. Pole pole now - what did each of those papers find?",
    "Tenkyu tru for the list. Olsem wanem - what did each of those papers find?",
    "By 'eck, that's a fair few. What did each of those papers find, then?",
    "what did each of tehse papers find?",
    "What did ~~they~~ each of those papers find?",
    "You found a list, a handsome set -\nnow what did each one find, my pet?",
    "What did each of those papers find?¹\n¹ one line each is plenty",
    "ok bestie, what did each of those papers find? no cap",
    "Pray tell, what did each of those papers find? I should be most obliged.",
    "Would you happen to know what each of those papers found?",
]

FILTER = [
    "Which of those papers are on {X}? Only those stay clipped to the anchor; the rest come down.",
    "Which of those papers deal with {X}? Bridle just those; the rest go back in the spar bag.",
    "Which of those papers are about {X}? Only those get the gold leaf; the rest stay as undercoat.",
    "Which of those papers cover {X}? Only those get a speech bubble; cut the rest from the strip.",
    "Which of those papers touch on {X}? Lead in just those pieces; the rest go back in the offcut box.",
    "Which of those papers involve {X}? Only those go up to the catcher; the rest wait on the board.",
    "Which of those papers concern {X}? Only those stay on the layout; sweep the rest off the table.",
    "Which of those papers are on {X}? Hoop just those; the rest go back on the stave pile.",
    "Which of those papers deal with {X}? Only those get mounted; the rest go back in the freezer.",
    "Of the papers you listed, which are about {X}? Tie in just those tubes and strike the rest.",
    "Which of those papers are on {X}? Just those ones, fakamolemole.",
    "Bwanji, which of those papers are about {X}? Only those ones.",
    "Massa, which of those papers dey talk about {X}? Just those ones.",
    "Which of those papers are on {X}, mma? Only those, please.",
    "Karibu back. Which of those papers are about {X}? Just those, pole pole.",
    "Which of those papers are on {X}? Em nau, only those ones.",
    "Which of those papers are about {X}? Just them, I'll thank thee - nowt else.",
    "which of tehse papers are on {X}?",
    "Which of those papers are ~~relevant~~ about {X}? Just those.",
    "Of all the papers you've displayed,\nwhich are on {X}? Let the others fade.",
    "Which of those papers are on {X}?¹\n¹ just those, not the whole collection",
    "which of those papers are on {X} fr fr? just those, periodt",
    "Pray tell, which of those papers concern themselves with {X}? Those alone, if you would.",
    "Would you happen to know which of those papers are about {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Haul the {ord} paper up to my anchor point: what's that one about?",
    "Paint the {ord} paper in big letters for me - what's it about?",
    "Zikomo. Tell me more about the {ord} paper.",
    "Tell me more about ~~that~~ the {ord} paper.",
    "That {ord} paper on your list:\ntell me more, I must insist.",
    "Pray tell, what is the {ord} paper about?",
    "Put the {nth} paper in the speech bubble: what's it about?",
    "Mālō 'aupito. The {nth} paper - tell me more about it?",
    "the {nth} paper is giving main character. more on that one?",
    "Would you happen to have more on the {nth} paper?",
    "Paper [{n}] - put it on the wheel for me. No more bets: what's it about?",
    "Ashia, tell me more about paper [{n}], how na?",
    "tell me more abt paper [{n}]¹\n¹ the number from your last answer",
    "By 'eck, paper {n} looks interesting. Tell me more about it.",
    "Tell me more about {title}; I've a hide to stretch after.",
    "Dumela rra! Tell me a bit more about {title}.",
    "tell me more about {title}, bestie",
    "The {author} paper caught my eye up on the top lift. Tell me more about it.",
    "Asante sana - the {author} paper, tell me more about it?",
    "Put that paper in the raising ring and tell me more about it.",
    "Hold that paper up to the light like a pane of glass - more detail, please.",
    "Walk me along that paper like a tightrope - more on it, please.",
    "Tenkyu tru. More on that paper, please.",
    "more on taht paper, please - the one we're on.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I sign every sign I paint, bottom right."),
    ("authors", "Zikomo - who wrote each of those papers?"),
    ("authors", "who wrote tehse papers?"),
    ("year", "What year did it come out? I date-stamp every cask I raise."),
    ("year", "What years were those papers published, mma?"),
    ("year", "Would you happen to know what year each of those papers came out?"),
    ("datasets", "What data did it use? I like to know where every hide came from."),
    ("datasets", "What data did it draw on? Pray tell."),
    ("datasets", "Asante sana - which datasets did those studies use?"),
    ("results", "What did it find? I'm back on the wheel in two minutes."),
    ("results", "Mālō 'aupito - and what did it find?"),
    ("results", "ok but what did those studies actually find? no cap"),
    ("numbers", "How many people did it study? I count every chip, so give me a number."),
    ("numbers", "How many people were in each of those studies, how na?"),
    ("numbers", "How many ~~papers~~ people were in each of those studies?"),
    ("limitations", "Where's it weak? Every scaffold has a tube that wants tightening."),
    ("limitations", "Where's it weak, by 'eck? Don't spare it."),
    ("limitations", "Those studies surely have their flaws -\nwhat are they? List them without pause."),
    ("venue", "Which journal was it in? Asking from the wings of the big top."),
    ("venue", "Em nau - which journal was it published in?"),
    ("venue", "Which journals were those papers in?¹\n¹ journal names only"),
    ("code", "Did it share its code? I share my patterns with every kite club going."),
    ("code", "Did any of those papers share their code, mma?"),
    ("code", "did any of those papers share code fr fr?"),
    ("funding", "Who paid for it? Somebody always pays for the gold leaf."),
    ("funding", "Who funded those studies, bwanji?"),
]

AREA = [
    "From the top anchor you see the whole facade: what does the collection say about {X} overall?",
    "The whole kite, not one spar: what's the overall picture on {X} across your papers?",
    "The whole shopfront, not one letter: summarise what all your papers say about {X}.",
    "The whole strip, not one frame: what does all the research on {X} in the collection say?",
    "The whole window, not one pane: what does the collection say about {X} as a whole?",
    "From the top of the big top, looking down at the whole ring: give me an overview of all the papers on {X}.",
    "Every table on the casino floor, not just mine: what's the overall take on {X} across all the papers?",
    "The whole cask, not one stave: what does the collection say about {X} overall?",
    "The whole diorama, not one bird: summarise the collection's research on {X}.",
    "Step back off the scaffold and look at the whole job: what does all the research you have on {X} say?",
    "Mālō e lelei - what does the whole collection say about {X}, all the papers together?",
    "Bwanji - big picture please: what does all the research on {X} across the collection say?",
    "Massa, what all the papers for the collection dey talk about {X}? The whole lot, how na?",
    "Dumela mma - overview of {X} across the whole collection please, every paper not just one.",
    "Mambo! What does all the research in the collection say about {X}, overall?",
    "Olsem wanem - what's the big picture on {X} across the whole collection?",
    "'Appen you can tell me: what's all the research on {X} in the collection saying, overall?",
    "what does teh whole collection say about {X} overall? all the research",
    "What does ~~this list~~ the whole collection say about {X}, overall?",
    "The whole collection, every page and line:\nwhat does it say on {X}? Sum up, combine.",
    "Summarise all the research on {X} in the collection.¹\n¹ every paper, not just the ones above",
    "ok what's the whole collection's vibe check on {X}? it's giving overview time, all papers",
    "Pray tell, what does the entire collection hold on {X}, taken all together?",
    "Would you happen to know what the collection as a whole says about {X}?",
]

NEW_TOPIC = [
    "New building, new facade: find me papers on {X}.",
    "New kite on the cutting table: any papers on {X}?",
    "Fresh board on the easel: have you got papers on {X}?",
    "New strip, new characters: search for papers on {X}.",
    "New window on the light table: papers on {X}?",
    "Next act on the bill: find me studies on {X}.",
    "New shoe, fresh deal: any papers on {X}?",
    "Fresh set of staves: find papers on {X}.",
    "New specimen on the bench: have you got papers on {X}?",
    "New job, new scaffold: any papers on {X}?",
    "'Io, that's done. Something else now: any papers on {X}?",
    "Zikomo, enough of that. New topic: got any papers on {X}?",
    "Na so. Different matter now: look up papers on {X} for me?",
    "Ke a leboga. New topic: any papers on {X}?",
    "Sawa, new topic: do you have papers on {X}?",
    "Em nau. Something else now: papers on {X}?",
    "Right, nowt more on that. New topic: got any papers on {X}?",
    "forget tehse papers. new topic: any papers on {X}?",
    "~~More on those~~ New topic: papers on {X}?",
    "Enough of that - a brand-new theme:\nany papers on {X}? That's the dream.",
    "New topic: papers on {X}?¹\n¹ nothing to do with the last lot",
    "ok bestie new topic, any papers on {X}? periodt",
    "Pray, let us turn to another matter entirely: have you papers on {X}?",
    "Would you happen to have any papers on {X}? Different topic altogether.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
