"""The thirty-third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 35): same shapes and
placeholders as bench/conversation_phrasings_fresh32.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-fifth round of tuning and before running the benchmark on them (fresh32 is
tuning data from round 35 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a wind-turbine technician
("up in the nacelle", "lock the rotor", "the whole wind farm"), a clockmaker ("the movement's in pieces", "under the
loupe", "the whole clock, not one gear"), a tugboat captain ("tied up at the berth", "put a line on", "casting off,
new tow"), a blacksmith ("back in the fire", "quench the rest", "the whole gate, not one scroll"), a gardener in a
botanical garden's glasshouses ("the potting bench", "pot up just those", "the alpine house"), a handloom weaver ("a
broken warp end", "thread by thread", "the whole tapestry"), a court stenographer ("court's in recess", "read back",
"next case on the docket"), a commercial diver ("my surface interval", "the shot line", "the whole reef"), a milliner
("felt steaming on the hat block", "brim and band", "a new head size"), a mosaic artist ("grout's curing", "tessera by
tessera", "the whole mosaic"); Ozark, Utah, Cape Breton, Samoan New Zealand, Zambian, Orcadian and Lancashire
colloquial English ("I swan", "a right smart of", "ever'", "if'n", "them'uns", "oh my heck", "flippin'", "oh flip",
"you guys", "dear", "the once", "talofa", "uce", "ae", "fa'afetai", "muli shani", "nomba", "kwena", "mwebantu",
"beuy", "buddo", "peedie", "o' those", "'ow do", "gradely", "sithee", "t'others", "nesh", "chuffed", "barm cake"); a
turn that starts by rating the previous answer ("7/10, decent list."); a request written as a haiku (three lines,
five, seven and five syllables); a stray "haha"; parentheses inside parentheses ("(the ones you just listed (all of
them))"); a question sent as three short messages joined by newlines ("ok\nthose papers\nwhat did each one find?");
British understatement ("not an entirely unhelpful list", "not entirely negligible", "a modest request"); and
emoji-heavy turns with _underscored_ key words ("🔥✨🎯 great list! what did _each_ of those papers find? 🧵"). These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh33".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Up in the nacelle waiting for the wind to drop before we lock the rotor. What did each of those papers find?",
    "Mainspring's out and the movement's in pieces on the bench. Walk me through what each of those papers found.",
    "Tied up at the berth waiting on the tide. Give me the main finding of each of those papers.",
    "Iron's back in the fire, a few minutes till it's at a yellow heat. What did each of those papers show?",
    "Misting's on in the tropical glasshouse, so I'm at the potting bench for a bit. What did each of those papers "
    "find?",
    "Rethreading a broken warp end, so the loom's idle. Go through those papers - what did each one conclude?",
    "Court's in recess for fifteen minutes and my fingers need the rest. Read back the findings of each of those "
    "papers.",
    "Sitting out my surface interval on the dive boat. What did each of those papers find, paper by paper?",
    "Felt's steaming on the hat block. Summarise each of those papers for me while it softens.",
    "Grout's curing on the floor panel. What did each of those papers find, one tile at a time?",
    "Well I swan, that's a right smart of papers. What'd ever' one of 'em find?",
    "Oh my heck, that's a lot of papers. What did each of those find, you guys?",
    "That's a right long list, dear. What did each of those papers find? Tell me the once.",
    "Talofa uce, cheers for the list. What did each of those papers find?",
    "Kwena, that's a long list. Nomba, what did each of those papers find?",
    "Beuy, that's a fair list, buddo. What did each o' those papers find?",
    "'Ow do. Gradely list, that. What did each of those papers find?",
    "7/10, decent list. Now what did each of those papers actually find?",
    "those papers you found\neach one whispers a finding\nwhat did they all say?",
    "haha ok that's more than I expected. what did each of those papers find?",
    "What did each of those papers (the ones you just listed (all of them)) find?",
    "ok\nthose papers\nwhat did each one find?",
    "That's not an entirely unhelpful list. Might you say what each of those papers found?",
    "🔥✨🎯 great list! what did _each_ of those papers find? 🧵",
]

FILTER = [
    "Which of those papers are on {X}? Only those come up the tower with me; the rest stay in the van.",
    "Which of those papers deal with {X}? Just those go under the loupe; the rest go back in the drawer.",
    "Which of those papers are about {X}? Only those get a towline; cast the rest off.",
    "Which of those papers cover {X}? Only those go back in the fire; quench the rest.",
    "Which of those papers touch on {X}? Pot up just those; the rest go on the compost heap.",
    "Which of those papers involve {X}? Only those threads go on the warp.",
    "Which of those papers concern {X}? Only those go into the transcript.",
    "Which of those papers are on {X}? Just those get clipped to the shot line; leave the rest on the seabed.",
    "Which of those papers deal with {X}? Only those go on the hat block.",
    "Of the papers you listed, which are about {X}? Just those get set in the mosaic; the rest go back in the tile "
    "box.",
    "Which of them papers is about {X}? Only them'uns, if'n you don't mind.",
    "Which of those papers are on {X}? Just those, for flippin' heck's sake.",
    "Which of those papers are about {X}, dear? Only those now.",
    "Which of those papers are on {X}, uce? Just those ones, fa'afetai.",
    "Kwena, which of those papers are on {X}? Only those ones, nomba.",
    "Which o' those papers are on {X}, buddo? Just the peedie handful.",
    "Which of those papers are about {X}? Just them, sithee - I'm not bothered about t'others.",
    "6/10 - too broad. Which of those papers are about {X}? Just those.",
    "from those papers, keep\nonly the ones about {X}\nlet the others go",
    "haha ok, which of those papers are actually on {X}?",
    "Which of those papers (the ones above (not the whole collection)) are on {X}?",
    "those papers\njust the ones on {X}\nwhich are they?",
    "Bit more than I needed, that. Which of those papers are on {X}?",
    "🎯🌱 which of those papers are on _{X}_? just those ✨",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Winch the {ord} paper up to the nacelle for me: what's that one about?",
    "Put the {ord} paper under the loupe - tell me more about it.",
    "Tell me more about the {ord} paper, if'n you would.",
    "Tell me more about the {ord} paper (from your last answer (the list above)).",
    "ok\nthe {ord} paper\nwhat's it about?",
    "the {ord} paper there\nopen it up a little\nwhat does it say, please?",
    "Put a line on the {nth} paper: what's that one about?",
    "Oh my heck, the {nth} paper looks good. What's it about?",
    "8/10. The {nth} one looks promising - tell me more?",
    "the {nth} paper 🤓✨ more on that one?",
    "Read me back paper [{n}] in more detail; the judge is back in five.",
    "Muli shani! Nomba, tell me more about paper [{n}].",
    "haha paper [{n}] sounds wild - what's it about?",
    "Paper {n} seems not entirely uninteresting. Might you say a little more about it?",
    "Tell me more about {title}; I've a tray of cuttings to pot on after.",
    "Talofa! Tell me a bit more about {title}, uce.",
    "Tell us more about {title}, would you? I'd be chuffed.",
    "The {author} paper caught my eye while the felt steams. Tell me more about it.",
    "Beuy, the {author} paper - tell me more about it, buddo.",
    "Put that paper back in the fire and hammer out some more detail.",
    "Unpick that paper thread by thread - more on it, please.",
    "Go deeper on that paper - as deep as my dive tables allow.",
    "Look at that paper tessera by tessera - more detail, please.",
    "Tell me more about that paper, dear - the once, now.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I stamp my maker's mark on every hinge I forge."),
    ("authors", "Who wrote each of them papers? I swan I've heard of one."),
    ("authors", "who wrote those papers\neach name on the title page\nplease list them for me"),
    ("year", "What year did it come out? I date every movement by its serial number."),
    ("year", "What years were those papers published, buddo?"),
    ("year", "Those papers (all of them (every one)) - what year was each published?"),
    ("datasets", "What data did it use? I like to know which seed bank a plant came from."),
    ("datasets", "What data did it draw on? Spell it out for the transcript."),
    ("datasets", "Kwena, which datasets did those studies use?"),
    ("results", "What did it find? I'm back on deck in two minutes, so be quick."),
    ("results", "Ae, and what did it find, uce?"),
    ("results", "haha ok but what did those studies actually find?"),
    ("numbers", "How many people did it study? I count every tessera, so give me a number."),
    ("numbers", "How many folks were in each of them studies, dear?"),
    ("numbers", "sample sizes\nfor those studies\nhow many people in each?"),
    ("limitations", "Where's it weak? Every weave has a dropped thread somewhere."),
    ("limitations", "Where's it weak? Don't go nesh on me."),
    ("limitations", "The weaknesses of those studies are, I imagine, not entirely negligible. What are they?"),
    ("venue", "Which journal was it in? Asking from the top of a turbine tower."),
    ("venue", "Which journal was it published in, you guys? Oh my heck, I hope a good one."),
    ("venue", "5/10 on detail so far. Which journals were those papers in?"),
    ("code", "Did it share its code? On the river we share the channel, so I'd hope so."),
    ("code", "Did any of those papers share their code? That'd be flippin' great."),
    ("code", "did any of those papers share code? 💻✨🤓"),
    ("funding", "Who paid for it? Somebody always pays for the hat, and it's rarely the wearer."),
    ("funding", "Who funded those studies, if'n you know?"),
]

AREA = [
    "From the top of the tower you see the whole wind farm: what does the collection say about {X} overall?",
    "The whole clock, not one gear: what's the overall picture on {X} across your papers?",
    "The whole river, not one bend: summarise what all your papers say about {X}.",
    "The whole gate, not one scroll: what does all the research on {X} in the collection say?",
    "The whole glasshouse, not one bench: what does the collection say about {X} as a whole?",
    "The whole tapestry, not one thread: give me an overview of what all the papers say on {X}.",
    "The full transcript, not one witness: what's the overall take on {X} across all the papers?",
    "The whole reef, not one coral head: what does the collection say about {X} overall?",
    "The whole hat, brim and band: summarise the collection's research on {X}.",
    "Step back from the wall and see the whole mosaic: what does all the research you have on {X} say?",
    "What does ever' paper in the collection say about {X}, all told? Not only one of 'em.",
    "Oh my heck, big one: what does all the research on {X} across the collection say?",
    "Sum up all the research on {X} in the collection for me, dear - the whole lot now.",
    "Talofa - overview of {X} across the whole collection please, uce, all the papers not just one.",
    "Mwebantu, what does all the research in the collection say about {X}, overall?",
    "Beuy, what's the big picture on {X} across the whole collection, buddo?",
    "'Ow do - what's all the research on {X} in the collection saying, overall? Gradely if you can.",
    "9/10 for that last one. Now, big picture: what does the whole collection say about {X}?",
    "all of the papers\nwhat do they say about {X}\nthe whole collection",
    "haha big question but: what does all the research on {X} in the collection say overall?",
    "What does the collection (all of it (every paper, not just the ones above)) say about {X}?",
    "ok\nall the research on {X}\nwhat does the whole collection say overall?",
    "A modest request: might you summarise, roughly, what the whole collection says about {X}?",
    "🌍🔭 overview time! what does _all_ the research on {X} say across the collection? ✨",
]

NEW_TOPIC = [
    "New turbine, new fault: find me papers on {X}.",
    "Different clock on the bench now: any papers on {X}?",
    "Casting off, new tow: have you got papers on {X}?",
    "Fresh bar of iron in the fire: search for papers on {X}.",
    "Moving on to the alpine house: papers on {X}?",
    "New warp on the loom: find me studies on {X}.",
    "Next case on the docket: any papers on {X}?",
    "New dive site: find papers on {X}.",
    "New client, new head size: have you got papers on {X}?",
    "Fresh wall, new design: any papers on {X}?",
    "Well, that'll do on them'uns. Somethin' else entirely: any papers on {X}?",
    "Oh flip, totally new subject: got any papers on {X}?",
    "Now dear, something different: look up papers on {X} for me?",
    "Ae, new topic, uce: any papers on {X}?",
    "Nomba, new topic: do you have papers on {X}?",
    "Beuy, something else now, buddo: papers on {X}?",
    "Barm cake in hand, new topic: got any papers on {X}?",
    "10/10, thanks. New topic: papers on {X}?",
    "leave those papers now\na new question for the day\nany on {X}?",
    "haha ok enough of those. new topic: any papers on {X}?",
    "New topic (completely new (nothing to do with the last)): papers on {X}?",
    "ok\nnew topic\npapers on {X}?",
    "I think we've rather exhausted that one. Different topic: any papers on {X}?",
    "🔄✨ switching it up! new topic: any papers on _{X}_? 🙏",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
