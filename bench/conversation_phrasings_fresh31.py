"""The thirty-first fresh held-out phrasings of `litchat bench conversations` (issue #18, round 33): same shapes and
placeholders as bench/conversation_phrasings_fresh30.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-third round of tuning and before running the benchmark on them (fresh30 is
tuning data from round 33 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a ferry mate ("the car
deck's loaded", "we don't cast off for ten minutes", "the next crossing", "new crossing, different cargo"), a
mountain guide ("waiting out the weather in the hut", "clip just those onto the rope", "the whole massif, not one
peak"), a darkroom photographer ("prints in the fixer", "under the safelight", "the contact sheet", "the whole roll,
not one frame"), a fishmonger ("fresh ice on the slab", "fillet just those", "the whole catch, not one fish"), a
railway signaller ("a quiet spell in the signal box", "pull the lever for just those; hold the rest at red", "every
block section on my panel"), a chimney sweep ("brushes up the flue, soot settling", "the whole stack, not one flue"),
a thatcher ("laying a course of reed", "the whole roof, not one bundle"), a cinema projectionist ("next reel change",
"thread up just those reels", "the whole feature, not one reel"), a home brewer ("yeast's pitched, fermenter's
sealed", "just those into the fermenter", "the whole brew, not one pint"), a canal lock-keeper ("paddles up, the
lock's filling", "only those through the gates; the rest wait in the pound", "the whole canal, every lock"); Dublin,
Mancunian, Cumbrian, Nottingham, Chicago, Essex and New Jersey colloquial English ("deadly", "giz", "like", "ye",
"them papers", "mint", "buzzing", "don't mither me", "not being funny", "sack that off", "marra", "laal", "o' them",
"me duck", "mardy", "jagoff", "dibs", "the Kennedy", "the South Side", "'em", "babe", "reem", "shut up", "well good", "down the shore",
"the Turnpike", "what exit"); text typed with no space after punctuation ("ok.so,what did ..."); an autocorrect slip
corrected on a second line ("pavers\n*papers. Autocorrect"); a long polite wind-up before the ask ("I know you've
already done a lot ..., but if you don't mind: ..."); a turn that corrects itself mid-sentence ("- sorry, let me
rephrase -"); a line pasted from a chat log with its time stamp ("[09:41] me: ..."); a message broken off by "brb" and
taken up again on a second line; and a colleague copied in ("cc @dana - ..."). These lists are never tuned on and
never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh31".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Car deck's loaded and we don't cast off for ten minutes. What did each of those papers find?",
    "Waiting out the weather in the hut before the summit push. Go through those papers: what did each one find?",
    "Prints are in the fixer and I'm typing one-handed under the safelight: what did each paper you listed conclude?",
    "Fresh ice on the slab and no customers yet. Walk me through those papers - what each one found.",
    "Quiet spell in the signal box between trains. What's the main finding of each of those papers?",
    "Brushes are up the flue and the soot's settling. Tell me what each of those papers found, one by one.",
    "Up on the roof laying a course of reed, phone wedged in my pocket: can you summarise each paper on that list?",
    "Feature's running, next reel change in eighteen minutes. What did each of those papers find?",
    "Yeast's pitched, fermenter's sealed. Run me through those papers and what each one concluded.",
    "Paddles are up and the lock's filling, so I've got ten minutes. What did each of those papers show?",
    "Deadly list. Now giz the findings of each of them papers, one at a time, like.",
    "Mint list, that. What did each of them papers find, then? Not being funny, but go one by one.",
    "Marra, what did each o' them papers find? A laal summary each'll do.",
    "Ooh, that's a lot of papers, me duck. What did each of 'em find? Don't get mardy if I ask twice.",
    "Not to be a jagoff, but what'd each of those papers find? Go through all of 'em.",
    "Shut up, that list is well good, babe. What did each of them papers find?",
    "Heading down the shore this weekend, so quick: what'd each of those papers find?",
    "ok.so,what did each of those papers find?one line each",
    "What did each of those pavers find?\n*papers. Autocorrect strikes again",
    "I know you've already done a lot for me this morning, and I promise this is the last thing for a while, but if "
    "you don't mind: what did each of those papers find?",
    "Can you tell me whether - sorry, let me rephrase - what did each of those papers actually find?",
    "[09:41] me: what did each of those papers find? (copied from my notes)",
    "what did each of th brb\nok back. what did each of those papers find?",
    "cc @dana since she asked too - what did each of those papers find?",
]

FILTER = [
    "Which of those papers are on {X}? Only those go on the car deck; the rest wait for the next crossing.",
    "Which of those papers deal with {X}? Clip just those onto the rope.",
    "Which of those papers are about {X}? Only those get printed; the other frames stay on the contact sheet.",
    "Which of those papers cover {X}? Fillet just those, the rest go back on the ice.",
    "Which of those papers are about {X}? Pull the lever for just those; hold the rest at red.",
    "Which of those papers touch on {X}? Only those get the brush; leave the other flues alone.",
    "Of the papers you listed, which concern {X}? Those go up on the roof, the rest stay in the reed stack.",
    "Which of those papers involve {X}? Thread up just those reels.",
    "Which of those papers are on {X}? Just those into the fermenter.",
    "Which of those papers deal with {X}? Only those through the gates; the rest wait in the pound.",
    "Which of them papers are on {X}, like? Just them ones, sure.",
    "Which of them papers are on {X}? Only them - don't mither me with the rest.",
    "Which o' them papers are on {X}, marra? Just them ones.",
    "Which of them papers are about {X}, me duck? Just them.",
    "Which of those papers are on {X}? Just those - I'm callin' dibs on 'em.",
    "Which of them papers are about {X}, babe? Just them, the rest ain't reem.",
    "Which of those papers are about {X}? Just those - the rest can take the Turnpike.",
    "which of those papers are on {X}?just those.thanks",
    "Which of those capers are about {X}?\n*papers - autocorrect again",
    "I hope you don't mind me asking, I realise it might be a fiddly one and there's no rush at all, but which of "
    "those papers are on {X}?",
    "Could you list the - let me rephrase - which of those papers are about {X}?",
    "[14:02] me: which of those papers deal with {X}?",
    "which of those papers are brb\nback - which of those papers are on {X}?",
    "cc @omar - which of those papers are about {X}? only those please",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Put the {ord} paper on the car deck for me: what's that one about?",
    "Hold the {ord} paper up under the safelight - what's that one about?",
    "Marra, tell us more about the {ord} paper.",
    "ok.the {ord} paper,tell me more about it",
    "What about the - let me rephrase - tell me more about the {ord} paper.",
    "[10:15] me: more on the {ord} paper please",
    "Give me the {nth} paper off the slab; I want the details on that one.",
    "The {nth} one - what's the deal with that paper? Asking from a Turnpike rest stop.",
    "The {nth} paper, babe - what's that one about?",
    "cc @dana - the {nth} paper, can you tell us more about it?",
    "Paper [{n}] - give me the details on that one; the next train's not due for twenty minutes.",
    "Paper {n}, like - what's that one about?",
    "Tell me more about paper [{n}]. Not being funny, but I need it for Monday.",
    "brb\nok, back: tell me more about paper [{n}]",
    "Tell me more about {title}; I'll read up on it while the yeast does its thing.",
    "Tell us more about {title}, me duck.",
    "I know you've been at this with me all day, and I'm sorry to keep coming back, but could you tell me a bit more "
    "about {title}?",
    "The {author} paper: haul that one up the rope and tell me more about it.",
    "Tell me more about the {author} paper, would ya? Callin' dibs on readin' it first.",
    "Sweep that paper right up the flue: more detail on it, please.",
    "Lay another course on that paper - go into more detail.",
    "Run that paper again from the top of the reel - more on it, please.",
    "Open the gates on that paper and let me through: tell me more about it.",
    "Tell me more about that caper.\n*paper. autocorrect, sorry",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? Every crate on the slab has the boat's name on it, so I like to know."),
    ("authors", "Who wrote each of them papers, marra?"),
    ("authors", "[11:20] me: who are the authors of those papers?"),
    ("year", "What year did it come out? I date every negative in the darkroom."),
    ("year", "When were them papers published, like? Just the years."),
    ("year", "what years were those papers published?just the years please"),
    ("datasets", "What data did it use? Like checking what's loaded on the car deck before we sail."),
    ("datasets", "What data did it use, babe?"),
    ("datasets", "Which datasets were those studies based on? Quick, I'm pulling off at my exit."),
    ("results", "What did it find? Quick, the next train's due through the section."),
    ("results", "What did it find, then? Go on, I'm buzzing to know."),
    ("results", "What did those studies find - sorry, let me rephrase - what were the headline results of those "
                "studies?"),
    ("numbers", "How many people did it study? I count heads on the rope before every climb."),
    ("numbers", "How many people were in each of them studies, me duck?"),
    ("numbers", "How many people were in each of those students?\n*studies. autocorrect"),
    ("limitations", "Where's it weak? Every thatch has a spot where the rain gets in."),
    ("limitations", "What's wrong with it, then? Don't sugarcoat it for me, I'm from the South Side."),
    ("limitations", "I know you've been more than patient with me today, and this might seem a bit picky, but what are "
                    "the weaknesses of those studies?"),
    ("venue", "Which journal did it come out in? Asking while the lock fills."),
    ("venue", "Which journal was it in, marra?"),
    ("venue", "cc @omar: which journals were those papers published in?"),
    ("code", "Did it share its code? I like to see the recipe behind a brew."),
    ("code", "Did any of them papers share their code, babe?"),
    ("code", "did any of those papers share brb\nback. did any of those papers share their code?"),
    ("funding", "Who paid for it? Soot doesn't clean itself, so I always ask who's footing the bill."),
    ("funding", "Who paid for those studies? Asking while the projector warms up."),
]

AREA = [
    "The whole crossing, every deck: what does all the research on {X} in the collection say?",
    "The whole massif, not one peak: what's the overall picture on {X} across the collection?",
    "The whole roll, not one frame: summarise what all your papers say about {X}.",
    "The whole catch, not one fish: what does the research on {X} say overall?",
    "Every block section on my panel, not just one train: what does the collection say about {X} as a whole?",
    "The whole stack, not one flue: give me an overview of what all the papers say on {X}.",
    "The whole roof, not one bundle of reed: what's the overall take on {X} across all the papers?",
    "The whole feature, not one reel: what does the collection say about {X} overall?",
    "The whole brew, not one pint: summarise the collection's research on {X}.",
    "The whole canal, every lock, not one narrowboat: what does all the research you have on {X} say?",
    "Giz the big picture on {X}, like - all the research in the collection, not just one paper.",
    "Big one, this: what does all the research on {X} across the collection say? Buzzing to hear it.",
    "Marra, what's all the research on {X} in the collection say? Not a laal bit of it - the lot.",
    "Right, me duck: what does all the research on {X} say, overall? The whole collection, mind.",
    "Sum it up like I'm stuck on the Kennedy: what's all the research on {X} say, across the whole collection?",
    "Babe, what's all the research on {X} saying, overall? The whole collection, not just one paper.",
    "Big question from a Jersey girl: what does all the research on {X} in the collection say, overall?",
    "overview of all the research on {X}.whole collection,not one paper",
    "What does all the research on {X} say across the collecting?\n*collection. autocorrect, honestly",
    "I realise this is a big one, and I know you've already answered loads for me today, but if you don't mind, "
    "could you sum up what all the research in the collection says about {X}?",
    "What does the - let me rephrase - what does the whole collection say about {X}, overall?",
    "[16:30] me: overall summary of the research on {X} across the whole collection?",
    "what does all the research on brb\nback. what does all the research on {X} in the collection say overall?",
    "cc @lena, she's writing the intro - what does all the research in the collection say about {X}, overall?",
]

NEW_TOPIC = [
    "New crossing, different cargo: find me papers on {X}.",
    "New route up a different face: any papers on {X}?",
    "Fresh roll in the developing tank: have you got papers on {X}?",
    "Fresh off the boat, different catch: papers on {X}?",
    "Setting the points for a different line: search for papers on {X}.",
    "Next chimney on the round: find papers on {X}.",
    "Different roof now: have you got papers on {X}?",
    "New feature in screen two: find me studies on {X}.",
    "Different brew, new recipe: any papers on {X}?",
    "Narrowboat coming the other way, new topic: papers on {X}?",
    "Right, different thing altogether: have ye any papers on {X}?",
    "Sack that off, new topic: got any papers on {X}?",
    "Laal change of subject, marra: any papers on {X}?",
    "Something else now, me duck - ignore that, it's a new search: papers on {X}?",
    "Switchin' it up here: ya got any papers on {X}?",
    "Shut up, totally new topic, babe: any papers on {X}?",
    "New topic, and I'm from Jersey so don't ask what exit: any papers on {X}?",
    "new topic.papers on {X}?",
    "New topaz: papers on {X}?\n*topic. autocorrect",
    "I hope this isn't a silly question, and I know it's nothing to do with what we were just looking at, but have "
    "you got anything on {X}?",
    "Are there any - let me rephrase - can you find me papers on {X}? Different topic.",
    "[17:05] me: new search - papers on {X}",
    "new topic, brb\nok, back: papers on {X}?",
    "cc @sam - new search: any papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
