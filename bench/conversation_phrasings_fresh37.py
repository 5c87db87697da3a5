"""The thirty-seventh fresh held-out phrasings of `litchat bench conversations` (issue #18, round 39): same shapes and
placeholders as bench/conversation_phrasings_fresh36.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-ninth round of tuning and before running the benchmark on them (fresh36 is
tuning data from round 39 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a policy analyst, journalist, nurse, school librarian,
student or researcher would type, in contexts the earlier sets do not use (a two-page briefing note for a minister's
office, a reporter filing at six whose editor wants a quote, a quiet night shift on the ward and a handover at seven, a
sixth-former's project at the school library desk), in shapes they do not use: a question tag ("You can tell me what
each of those papers found, can't you?"), an indirect question ("I was wondering which of those papers ..."), a turn
that builds on the previous answer's wording ('You called them "relevant" - relevant how?'), a thank-you joined to the
next request ("Thanks, that's exactly the list I was hoping for. Now ..."), typos ("whihc of thsoe papers are aobut
{X}?"), a rough count of the papers shown ("Out of the seven or so papers you listed"), curt commands ("Just the {X}
ones from that list. Nothing else.", "Drop that list. {X}. Papers."), and the question inside a long, rambling message.
The other half are registers the earlier sets do not use: a letterpress printer ("type's locked up in the chase", "only
the papers on {X} go to press", "the forme's unlocked"), a glassblower ("a gather on the pipe, back in the glory hole",
"the annealer"), a cooper ("hoops are driven and the barrel's toasting", "the offcut pile", "the whole warehouse of
casks"), an arborist ("clipped in at the top of an oak", "before I drop any limbs", "I survey the whole wood before I
touch a tree"), a stained-glass restorer ("leading up a panel", "the light table", "step back from the leading and look
at the whole window"), a piano tuner ("tuning hammer's on the pin", "tune just the strings that matter", "I tune the
whole keyboard, not one key"); Doric, Cajun, Yooper and Bermudian colloquial English ("fit like", "fit", "fa", "foo
mony", "thae", "loon", "hale", "aa", "nae", "hiv ye", "mais", "cher", "dem", "dose", "de whole ting", "yeah, you right",
"holy wah", "eh", "yah", "den", "da", "ace boy", "wha'", "everyting"); and two typing habits: a message typed with caps
lock left on and an apology for it on the next line ("WHICH OF THOSE PAPERS ARE ABOUT {X}\nugh, caps lock, sorry"), and
a "tl;dr:" line that carries the request after a sentence of context. These lists are never tuned on and never copied
into rag.answer.conversation's exemplars; the benchmark reports them as "fresh37".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Type's locked up in the chase and the ink's still spreading on the disc. What did each of those papers find?",
    "Got a gather on the pipe and it's back in the glory hole for a minute. Paper by paper, what did those find?",
    "Hoops are driven and the barrel's toasting over the fire. What was the main result of each of those papers?",
    "Clipped in at the top of an oak, waiting for the ground crew to clear the drop zone. What did each of those "
    "papers conclude?",
    "Leading up a panel from the chancel window while the cement sets. Tell me what each of those papers found.",
    "Tuning hammer's on the pin and I'm letting the temperament octave settle. What did each of those papers show?",
    "Fit like? That's a gey fine list, loon. Fit did each o' thae papers find?",
    "Mais cher, dat's a good list. What each one of dem papers found, yeah?",
    "Holy wah, dat's a lotta papers, eh? What'd each of 'em find, den?",
    "Ace boy, dat's a nice list. Wha' did each of dem papers find?",
    "WHAT DID EACH OF THOSE PAPERS FIND, ONE BY ONE\nargh, caps lock was on, sorry for shouting",
    "Long day, too many tabs open, and I've lost track of which paper said what. tl;dr: what did each of those papers "
    "find?",
    "I'm writing a two-page briefing note for the minister's office. What did each of those papers find?",
    "I file at six and my editor wants the evidence in one paragraph. What did each of those papers find?",
    "Night shift, and the ward's quiet for once. Can you walk me through what each of those papers found?",
    "A sixth-former is at my desk with her school project. What did each of those papers find, in words she'll follow?",
    "You can tell me what each of those papers found, can't you? Just the headline result of each.",
    "I was wondering, if you have a moment, what each of those papers actually found in the end.",
    "You called them \"relevant\" - relevant how? What did each of those papers find?",
    "Thanks, that's exactly the list I was hoping for. Now, what did each of those papers find?",
    "waht did eahc of thsoe papres actualy find?",
    "All seven or eight of those papers you just gave me - what did each one find?",
    "Each paper's finding, nothing more. Go.",
    "Right, so I've skimmed the titles and a couple look familiar from a talk I went to last spring, though I can't "
    "for the life of me remember who gave it. What did each of those papers find? After that I'll decide which ones "
    "to read properly.",
]

FILTER = [
    "Only the papers on {X} go to press - which of those are they? The rest go back in the type case.",
    "I'll only put the ones about {X} in the annealer. Which of those papers are they?",
    "Sort me the staves: which of those papers deal with {X}? The rest go on the offcut pile.",
    "Before I drop any limbs: which of those papers cover {X}? The others stay on the tree.",
    "Which of those papers touch on {X}? Those pieces go back in the window; the rest stay on the light table.",
    "Tune just the strings that matter: which of those papers involve {X}?",
    "Fit anes o' thae papers are aboot {X}, loon? Jist them.",
    "Mais cher, which of dem papers are about {X}? Just dose ones.",
    "Which of dem papers are about {X}, eh? Just dose ones, yah.",
    "Ace boy, which of dem papers are on {X}? Just dem ones.",
    "WHICH OF THOSE PAPERS ARE ABOUT {X}\nugh, caps lock, sorry",
    "Lots of these look useful but I can't read them all. tl;dr: which of those papers are on {X}?",
    "The minister's question is narrowly about {X}. Which of those papers speak to that?",
    "My story's angle is {X}. Which of the papers you just listed are about that?",
    "My question on the ward tonight is about {X}. Which of those papers cover it?",
    "The student's project is on {X}. Which of those papers fit, so I can print just those?",
    "Some of those papers are on {X}, aren't they? Which ones?",
    "I was wondering which of those papers are about {X}.",
    "You said they \"cover a range of topics\". Does that range include {X}? Which of those papers are on it?",
    "Thanks! Now narrow that list down to the papers about {X}.",
    "whihc of thsoe papers are aobut {X}?",
    "Out of the seven or so papers you listed, which are on {X}?",
    "Just the {X} ones from that list. Nothing else.",
    "Right, I've had a look and most of this is more than I need, although a couple look handy for a side project "
    "I'm running with a colleague. For now, which of those papers are about {X}? I'll come back to the rest.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Ink's drying on the proofs. In the meantime, what's the {ord} paper about?",
    "While the piece cools in the annealer: tell me more about the {ord} paper.",
    "Fit's the {ord} paper aboot, loon? Tell's mair.",
    "The minister's office flagged the {ord} paper. What's it about?",
    "You'll tell me more about the {ord} paper, won't you?",
    "tell me mroe about teh {ord} paper",
    "The {nth} paper's the stave I'd pick first. Tell me more about it.",
    "Cher, dat {nth} paper - tell me more about it, yeah?",
    "My editor wants me to quote the {nth} paper. What's it about?",
    "TELL ME MORE ABOUT THE {nth} PAPER\nsorry, caps lock again",
    "Paper [{n}] is the limb I'd cut first. What's it about?",
    "Paper [{n}], eh? What's dat one about, den?",
    "Of the seven or eight papers there, [{n}] caught my eye. What's it about?",
    "You described [{n}] as \"particularly relevant\". Why? Tell me more about that paper.",
    "While the cement cures on the panel: tell me more about {title}.",
    "Ace boy, wha' about {title}? Tell me more.",
    "The student wants to read {title}. Could you tell me more about it first?",
    "While the pitch settles: tell me more about the {author} paper.",
    "I've read three of these already and can't remember the rest. tl;dr: tell me more about the {author} paper.",
    "The glass is in the annealer till morning, so I've time: more detail on that paper, please.",
    "Back on the ground and the chipper's off. Say more about that paper.",
    "Handover's at seven and I want to mention that study. Can you go into more depth on it?",
    "Thanks, that helps. Go on about that one a bit more?",
    "That paper. More.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Whose names are on it? I set every byline by hand, so I notice authors."),
    ("authors", "Fa wrote thae papers, loon?"),
    ("authors", "I need to name names in the piece: who are the authors of those papers?"),
    ("year", "What year is it from? I brand the year on every barrel head."),
    ("year", "What year dem papers came out, cher?"),
    ("year", "WHAT YEAR WAS EACH OF THOSE PAPERS PUBLISHED\n(caps lock, sorry)"),
    ("datasets", "Where did its data come from? I know the source of every bag of sand I melt."),
    ("datasets", "The minister will ask where the numbers come from: what data did it use?"),
    ("datasets", "What data did dose studies use, eh?"),
    ("results", "Give me its main result - quickly, I'm clipped in forty feet up and the wind's rising."),
    ("results", "Ace boy, wha' did it find?"),
    ("results", "Those studies found something useful, didn't they? What were the results?"),
    ("numbers", "Sample size on it? I count beats per second all day; I like a hard number."),
    ("numbers", "Foo mony fowk were in each o' thae studies?"),
    ("numbers", "how many partcipants were in each of thsoe studies?"),
    ("limitations", "What are its weak spots? Old lead came always hides a crack or two."),
    ("limitations", "Before I bring it up at handover: what are its main limitations?"),
    ("limitations", "I don't want to overclaim in the briefing. tl;dr: what are the limitations of those studies?"),
    ("venue", "Where it got published, cher? What journal?"),
    ("venue", "For the student's bibliography I need the journal: where was it published?"),
    ("venue", "You called those \"key studies\" - which journals were they published in?"),
    ("code", "Is its code out there? I share my tuning charts with anyone who asks."),
    ("code", "Did any of dose papers put der code online, eh?"),
    ("code", "Code for those: public or not?"),
    ("funding", "Which body put up the money for it? The distillery always pays for my barrels."),
    ("funding", "Thanks. Last thing for now: who funded those studies?"),
]

AREA = [
    "Pull back from the single sheet to the whole print run: what does the collection say about {X} overall?",
    "Every piece in the kiln, not the one on my pipe: what's the overall picture on {X} across your papers?",
    "Think of the whole warehouse of casks rather than one stave: summarise what all your papers say about {X}.",
    "I survey the whole wood before I touch a tree. So: what does all the research on {X} in the collection say?",
    "Step back from the leading and look at the whole window: what does the entire collection say about {X}?",
    "I tune the whole keyboard, not one key. Give me an overview of all the papers on {X} in the collection.",
    "Fit dis the hale collection say aboot {X}? Aa the papers, nae jist ane.",
    "Mais, what all de papers in de collection say about {X}, cher? De whole ting, yeah, you right.",
    "What's da whole collection say about {X}, eh? All of it, not just one paper.",
    "Ace boy, wha' all de research in de collection say 'bout {X}? Everyting, not just one.",
    "WHAT DOES THE WHOLE COLLECTION SAY ABOUT {X}\nsorry - caps lock",
    "I need something for the opening of my review and I've no time to read everything. tl;dr: what does all the "
    "research on {X} in the collection say?",
    "For the briefing note's evidence summary: what does the collection as a whole say about {X}?",
    "My readers want the big picture, not one study. What does all the research on {X} in your collection say?",
    "Our ward is reviewing its practice on {X}. Across all your papers, what's the overall evidence?",
    "A sixth-former asked me for a general overview of {X}. What does the whole collection say?",
    "You'll have plenty on {X} across the whole collection, won't you? What does it all say, taken together?",
    "I was wondering what the collection as a whole says about {X}.",
    "You said those were \"just a few examples\". I want the rest too: what does the whole collection say about {X}?",
    "Thanks for those. Now zoom out: what does all the research in the collection say about {X}?",
    "waht does teh whole colection say abuot {X}?",
    "Not the eight or so papers above - every paper you have. What do they say about {X} overall?",
    "Whole collection. {X}. Summary.",
    "I've been reading individual studies for a week and I'm drowning in detail, which is partly my own fault for "
    "starting with the most technical ones. What I need now is the overview: across the entire collection, what does "
    "the research say about {X}? Then I'll know where to dig.",
]

NEW_TOPIC = [
    "The forme's unlocked and the type's back in the case. Now find me papers on {X}.",
    "That piece is in the annealer; starting a fresh one. Any papers on {X}?",
    "That barrel's sealed and off to the distillery. Have you got papers on {X} instead?",
    "Moving the rig to the next garden, different job entirely: search for papers on {X}.",
    "Packing up this window for a different church. What papers have you got on {X}?",
    "Next piano's in a different house across town. Find me studies on {X}.",
    "That's thon deen, loon. Fit papers hiv ye on {X}? A new search, like.",
    "Mais, dat's enough of dat, cher. Something different now: you got papers on {X}?",
    "Okay, dat's good, eh. Different ting now: any papers on {X}, yah?",
    "Ace boy, leave dem. Different ting: you got papers on {X}?",
    "NEW TOPIC: ANY PAPERS ON {X}?\ncaps lock, sorry",
    "Done with that lot - it was useful but I've moved on. tl;dr: new search, papers on {X}.",
    "The minister has moved on to a different question. Find me papers on {X}.",
    "My editor's just handed me a different story. Any papers on {X}?",
    "Different patient, different worry. Have you got papers on {X}?",
    "Another student has just come in with a different project: papers on {X}, please.",
    "You'll have something on {X} too, won't you? Separate topic from those.",
    "I was wondering whether you have papers on {X} - a different subject entirely.",
    "You said \"these are the most relevant\" - to the last topic, sure. Now I need papers on {X}.",
    "Thanks, that's that sorted. Now a new one: papers on {X}?",
    "new topci: any papres on {X}?",
    "Put those seven or eight aside. Search fresh for papers on {X}.",
    "Drop that list. {X}. Papers.",
    "That's given me plenty for the first half of the report, and I'll probably come back to it when I draft the "
    "discussion, but there's a section I haven't touched yet. Could you search for papers on {X}? Nothing to do with "
    "the earlier ones.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
