"""The forty-fourth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 46): same shapes and
placeholders as bench/conversation_phrasings_fresh43.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-sixth round of tuning and before running the benchmark on them (fresh43 is
tuning data from round 46 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. About half are plain turns a civil engineer, a reference librarian, a
government policy analyst, an occupational therapist, a field ecologist or a medical-device regulatory affairs officer
would type, in contexts the earlier sets do not use (a bridge inspection, a culvert design and a retrofit scheme; a
patron at the desk, interlibrary loan and a research guide for first-years; a minister's briefing note and a
consultation response; home visits after a stroke, a care plan and a training day for the OT team; a field season,
transect surveys and an environmental impact assessment; a clinical evaluation report, a device submission and the
notified body), in shapes they do not use: a turn that answers the bot's implicit offer ("Yes, those are the right
sort of papers - that's the area I meant.", "No, I don't need a summary - just ..."), a title quoted loosely ("The one
called '{title}' or something close to that"), the bot's own words quoted back ("You said those were 'the most
relevant' - relevant how?"), a negation that keeps the ask ("Not the titles again - the findings.", "I don't want the
ones that aren't about {X}."), a conditional ("If any of those papers deal with {X}, which ones? If none do, just say
so."), a comparison across the list ("Do those papers agree with one another?", "Which of those papers is the most
recent?"), two asks of which only one is the act ("Two questions, then: ..., and is this chat saved somewhere I can
come back to?"), a bulleted message (lines opening "- "), a question split over two lines, a long rambling turn with
the question in the middle, and a colleague taking over the same login ("This is Priya, Tom's colleague - he's left me
logged in."); most of the new topics say something about the papers just listed first. The other half are registers
the earlier sets do not use: a beekeeper ("smoker's lit", "the brood frames", "the whole hive, not one frame"), a
cooper ("hoops are driven", "the staves that make the barrel", "passed the water test"), a sourdough baker ("on its
bulk ferment", "the bannetons", "the whole batch, not one loaf"), a piano tuner ("set the temperament", "one string in
a unison", "the whole instrument, not one string"), a hedgelayer ("pleachers laid along the first chain", "stakes and
binders", "not one pleacher at a time"), a shepherd at lambing ("the lambing shed", "sorting the ewes through the
race", "a flock at scanning time"); Irish, Jamaican, Geordie and a non-native speaker's English ("would you ever",
"so", "at all", "sure", "like", "thanks a million", "grand"; "di", "dem", "wha'", "nuh", "fi mi", "seh", "'pon",
"ting"; "howay", "pet", "canny", "divvent", "aboot", "champion", "summat"; "Thank you for list.", "Please explain me
paper [{n}]", "What is saying the whole collection ...?", "These papers was very useful"); and two typing habits: all
capitals ("WHAT DID EACH OF THOSE PAPERS ACTUALLY FIND?") and emoji ("great list 👍 so what did each of those papers
find in the end? 🙏"). These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the
benchmark reports them as "fresh44".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Smoker's lit but the bees are too stroppy to open the hive yet, so I'm reading in the meantime. What did each of "
    "those papers find?",
    "Hoops are driven and the barrel's over the fire for its char, so I've a few minutes. What did each of those "
    "papers come up with?",
    "Dough's on its bulk ferment for another three hours. Walk me through the findings of each of those papers.",
    "Family's out while I set the temperament, so I've the mutes in and a cup of tea. What did each of those papers "
    "conclude?",
    "Pleachers are laid along the first chain and I'm waiting on the stakes. What did each of those papers show?",
    "Ewes are quiet in the lambing shed for once. What did each of those papers report, one after the other?",
    "Grand list, thanks a million. Would you ever tell me what each of them papers found, so? No rush at all.",
    "Yes mi friend, di list good. So wha' each a dem papers find? Run it down fi mi one by one, nuh.",
    "Howay, that's a canny list, pet. What did each of them papers find, like? Divvent just give us the titles.",
    "Thank you for list. Please, what is the finding of each of these papers? I need it for my report, short is okay.",
    "THANKS. WHAT DID EACH OF THOSE PAPERS ACTUALLY FIND? ONE LINE EACH, I NEED IT FOR A MEETING IN TEN MINUTES",
    "great list 👍 so what did each of those papers find in the end? 🙏",
    "I'm writing up a bridge inspection and the client's engineer will check every reference. What did each of those "
    "papers find?",
    "A patron at the desk wants the gist before she requests these on interlibrary loan. What did each of those papers "
    "find?",
    "The minister's office wants a one-page briefing note by Thursday. What did each of those papers find?",
    "I'm planning home visits for clients after a stroke and these came up. What did each of those papers find?",
    "Yes, those are the right sort of papers - that's the area I meant. Now, what did each of them find?",
    "So I've been going back and forth with my co-author about where the review should go, and what would really help "
    "is knowing what each of those papers found, because then we can decide whether the section is even needed - she's "
    "away till Monday anyway.",
    "- what did each of those papers find\n- one line each\n- plain words please",
    "ok and what did each of those\npapers end up finding",
    "Do those papers agree with one another? Go through what each of them found and I'll do the comparing.",
    "Two questions, then: what did each of those papers find, and is this chat saved somewhere I can come back to?",
    "Not the titles again - the findings. What did each of those papers actually find?",
    "You said those were \"the most relevant\" - relevant how? What did each of those papers find?",
]

FILTER = [
    "Like going through the brood frames for the queen: which of those papers are about {X}? The rest go back in the "
    "hive.",
    "Which of those papers deal with {X}? Those are the staves that make the barrel; the rest go on the offcut pile.",
    "Which of those papers cover {X}? Those go in the bannetons; the rest go back in the scrap dough for tomorrow.",
    "Like picking out the one string in a unison that's off: which of those papers involve {X}? Just those.",
    "Only the stems worth laying as pleachers: which of those papers touch on {X}? The rest get cut out.",
    "Sorting the ewes through the race: which of those papers are about {X}? Those go in the left pen, the rest stay "
    "out.",
    "Which of them papers are about {X}, like? Just those ones now, I've no use for the rest, sure.",
    "Which a dem papers deal wid {X}? Jus' dem one, mi nuh need di rest.",
    "Which of them papers are aboot {X}, pet? Just them, like - divvent bother with the rest.",
    "From these papers, which are about {X}? Only these please, the other ones I am not needing.",
    "WHICH OF THOSE PAPERS ARE ABOUT {X}? JUST THOSE, NOTHING ELSE",
    "which of those are about {X}? 🤔 only those pls 🙏",
    "Our retrofit scheme only concerns {X}. Which of those papers are relevant to that?",
    "The student's assignment is narrowly on {X}. Which of those papers should I pull for her?",
    "The consultation response only deals with {X}. Which of those papers speak to it?",
    "This year's field season is all about {X}. Which of those papers cover it?",
    "If any of those papers deal with {X}, which ones? If none do, just say so.",
    "I don't want the ones that aren't about {X}. Which of those papers are actually about it?",
    "from that list:\n- only the ones about {X}\n- nothing else",
    "which of those papers\nare about {X}",
    "Yes, narrowing it down would help - just the ones on {X}, from that list.",
    "Of those papers, which deal with {X} - and of those, which one does so most directly?",
    "Which of those papers are about {X}? Also, is there a way to export this list?",
    "For the clinical evaluation report I can only cite work on {X}. Which of those papers qualify?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Frames are back in and the roof's on the hive. What's the {ord} paper about?",
    "Barrel's filled with water to check for weeps, so I'm waiting. Tell me about the {ord} paper.",
    "That {ord} paper now - what's it about at all?",
    "The {ord} paper could settle an argument about our culvert design. What's it about?",
    "the {ord} paper\nwhat's it about",
    "Yes, the {ord} one is the kind of thing I meant. What's it about?",
    "Loaves are proving in the bannetons. What's the {nth} paper about?",
    "Di {nth} paper look good, man. Wha' it about?",
    "The patron at the desk is pointing at the {nth} paper on my screen. What's it about?",
    "ooh the {nth} one 👀 what's it about?",
    "Unisons are done; just the octaves left. What's paper [{n}] about?",
    "Paper [{n}] looks canny. What's it aboot, like?",
    "Paper [{n}] might be cited in the minister's briefing. What's it about?",
    "Please explain me paper [{n}], what it is about?",
    "The one called \"{title}\" or something close to that - what's it about?",
    "Stakes are in and the binders are plaited along the top. What's {title} about, then?",
    "{title} might change how I set up home visits. What's it about?",
    "Last ewe's lambed and the lamb's up and sucking. Now, the {author} paper - what's in it?",
    "Two things: what's the {author} paper about, and can I download it from here?",
    "You called that study \"the strongest of the lot\". Go into it a bit more - how was it done?",
    "That one could shape our transect surveys this season. Tell me more about it - how was it carried out?",
    "That study might be usable in a device submission. What more can you tell me about it - how it was designed, and "
    "on whom?",
    "Not the abstract again - go deeper on that paper. How did they actually do it?",
    "on that paper:\n- how was it done\n- who was in it",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? Every queen I raise gets a dot of paint, so I like to know where things come from."),
    ("authors", "Who write dem papers? Gimme di names, nuh."),
    ("authors", "The student needs to cite them properly: who are the authors of those papers?"),
    ("year", "When was it published? I burn the year into the head of every barrel."),
    ("year", "WHAT YEAR DID EACH OF THOSE PAPERS COME OUT?"),
    ("year", "Which of those papers is the most recent? Give me the year each one was published."),
    ("datasets", "What data is it based on? I want to know where the flour was milled before I bake with it."),
    ("datasets", "Was it field data or a model? What data does it use?"),
    ("datasets", "What data did them papers use at all? For each one, like."),
    ("results", "What did it find in the end? I only trust a tuning once I've played on it."),
    ("results", "What is the result of it, finally? Please tell me the main finding."),
    ("results", "Right, so my director keeps asking whether any of this is worth funding - what did those studies "
     "actually find, overall? - because the budget round closes on Friday."),
    ("numbers", "How many took part in it? I count every lamb twice, so give me a number."),
    ("numbers", "If those studies report their sample sizes, how big was each one?"),
    ("numbers", "How many people were in each of those studies? The minister will ask whether they were big enough."),
    ("limitations", "Where's it weakest? A laid hedge always gaps at the thinnest stretch."),
    ("limitations", "What's wrong wi' it, like? Where does it fall down?"),
    ("limitations", "The notified body will question anything weak: what are the limitations of those studies?"),
    ("venue", "which journal was it in? 📖"),
    ("venue", "Which journal was it published in? I need to check whether our library subscribes."),
    ("venue", "for each of those papers:\n- which journal\n- nothing else needed"),
    ("code", "Is its code out there? And separately, does this tool work on a phone?"),
    ("code", "did those papers\nrelease their code"),
    ("code", "Not the data this time - the code. Did those papers make their code available?"),
    ("funding", "Who funded it? If industry paid for it, the minister needs to know before it goes in a briefing."),
    ("funding", "No, I don't need a summary - just who funded those studies."),
]

AREA = [
    "You judge a colony on the whole hive, not one frame. What does the collection as a whole say about {X}?",
    "A barrel's only as tight as all its staves together, not one. What's the overall picture on {X} across the "
    "collection?",
    "I judge a bake by the whole batch, not one loaf. Summarise what all the papers in the collection say about {X}.",
    "A tuning's judged on the whole instrument, not one string. What does all the research on {X} in your collection "
    "add up to?",
    "You look at a hedge from the end of the field, not one pleacher at a time. Give me an overview of everything in "
    "the collection on {X}.",
    "You judge a flock at scanning time, not by one ewe. What does the entire collection say about {X}?",
    "What does the whole collection say about {X} at all? All the papers now, not just the one or two, sure.",
    "Wha' di whole collection seh 'bout {X}? All a di papers, not jus' one.",
    "Howay then, what does the whole collection say aboot {X}? All of them papers, like, not just the one.",
    "What is saying the whole collection about {X}? All papers together please, not only one.",
    "WHAT DOES THE WHOLE COLLECTION SAY ABOUT {X}? ALL THE PAPERS, NOT JUST THOSE",
    "what does the whole collection say about {X}? 📚 all of it, not just those few",
    "I'm drafting guidance for our engineers on {X}. What does the evidence across the whole collection say?",
    "I'm building a research guide on {X} for first-years. Summarise what the collection as a whole says.",
    "The minister wants the weight of the evidence on {X}, not one study. What does the entire collection say?",
    "For the environmental impact assessment I need everything on {X}, not a handful. What does the collection as a "
    "whole show?",
    "The clinical evaluation report needs the full body of evidence on {X}. Across every paper in the collection, what "
    "does it say?",
    "I'm running a training day on {X} for the OT team. What does all the research in the collection say about it?",
    "No, not those ones specifically - I meant the whole collection. What does it all say about {X}?",
    "whole collection, not just those:\n- what does it say about {X}\n- where do the papers agree",
    "what does the whole collection\nsay about {X}",
    "I've been asked to speak at a regional meeting next month and what I need before I write a word is what the whole "
    "collection says about {X} - all the papers, not the few you listed - because the last speaker cherry-picked "
    "badly.",
    "Across the whole collection, do the papers on {X} mostly agree or split into camps? Give me the overall view.",
    "If the collection has more than a handful of papers on {X}, summarise what they say overall - all of them, not "
    "just those.",
]

NEW_TOPIC = [
    "Hives are wrapped up for the winter. Something else now: any papers on {X}?",
    "That barrel's passed the water test and gone off to the distillery. New job entirely: find me papers on {X}.",
    "Ovens are off and the last loaves are cooling on the racks. Different subject: have you got papers on {X}?",
    "That piano's done and the lid's down. Next house is a different job: search for papers on {X}.",
    "That length's laid and the binders are on. Different hedge tomorrow: what papers have you got on {X}?",
    "Lambs are marked and out in the field with their mothers. Something else: find me studies on {X}.",
    "Ah, those were great altogether, thanks a million. Now a different thing entirely: would you have any papers on "
    "{X}?",
    "Dem papers did help mi, yuh know. Now different ting: yuh have papers 'pon {X}?",
    "Champion, them papers were canny. Summat else now, like: got any papers on {X}?",
    "These papers was very useful, thank you. Now other topic please: papers about {X}?",
    "THOSE WERE USEFUL, THANKS. DIFFERENT TOPIC: ANY PAPERS ON {X}?",
    "those were perfect 🙌 new topic tho: papers on {X}? 🔍",
    "The second one's going straight into the inspection report. Separate question for another project: papers on {X}?",
    "Those will do for the patron. Next person in the queue wants something different: papers on {X}, please.",
    "That covers the briefing note. Another minister's office has asked about {X} - can you find papers on it?",
    "Those will inform the transect design, thanks. Unrelated question: have you got papers on {X}?",
    "None of those fit the device submission, unfortunately. Let's try a different topic: papers on {X}.",
    "The first two are going in the care plan. Now something completely different: search for papers on {X}.",
    "This is Priya, Tom's colleague - he's left me logged in. Nothing to do with his search: can you find papers on "
    "{X}?",
    "No, I don't need more on those. Different topic: what have you got on {X}?",
    "thanks, done with those\n- new topic: {X}\n- a few papers please",
    "ok thanks\nnew topic, papers on {X}",
    "Those were useful, though the third was a bit old for me, and I've just remembered I promised a colleague "
    "something on {X} - could you find papers on that, as a separate search?",
    "The first one was far better than the rest, honestly. But on to another topic: papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
