"""The thirty-ninth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 41): same shapes and
placeholders as bench/conversation_phrasings_fresh38.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-first round of tuning and before running the benchmark on them (fresh38 is tuning
data from round 41 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a vet, schoolteacher, expert witness, council policy
officer, student or researcher would type, in contexts the earlier sets do not use (a spaniel on the table in the next
room, Monday's Year 10 lesson and a revision sheet, a report for the court and counsel's instructions, the council's
response to a consultation closing on Friday), in shapes they do not use: a conditional request ("If it's not too much
trouble, could each of those papers get ...", "If any of those papers are about {X}, ..."), a request put as a worry or
a complaint ("I'm worried I've been citing these on the strength of their titles alone"), a turn that first sums up what
the person has understood ("So, as I understand it, you've pulled together ..."), a turn that answers the assistant's
implied question ("Yes, those are the ones I meant - no fresh search needed."), the passive voice ("Only the papers from
that list in which {X} is studied are needed."), a generic second person ("You'd think half of those papers would be
about {X}."), sarcasm ("Oh marvellous, titles. I'll frame them."), an aside in brackets mid-sentence ("(every entry, the
weak-looking ones included)"), numbered steps of the person's own ("1. take that list 2. keep only ..."), a very formal
register ("I should be most grateful were you to set out ..."), text-speak ("gr8 ty. n wot did each 1 of those papers
find??"), and a turn that restates the whole goal of the conversation ("To recap what I'm after: ..."). The other half
are registers the earlier sets do not use: a thatcher ("spars are soaking", "yealms of reed", "go up on the ridge", "I
judge a roof from the lane, not from one yealm"), a farrier ("shoe's cooling on the anvil before I hot-fit it", "her off
fore is trimmed", "I watch the whole horse trot up, not one hoof"), a sailmaker ("panels laid out on the sail loft
floor", "the whole sail plan, not one panel", "that mainsail's bagged"), a cheese affineur ("turned every wheel in the
cave and washed the rinds", "walk the whole cave, not one wheel"), a hedge-layer ("stakes are in and I'm waiting on
binders", "the pleachers I'll keep", "the brash pile", "that length's laid"), a clock restorer ("movement's in the
cleaning bath", "the parts tray", "a worn pivot", "that longcase is ticking in its owner's hall"); Newfoundland, Cornish
and South African colloquial English and a learner's English ("b'y", "some good", "you're after finding", "luh", "me
son", "right some", "arn"; "my 'ansum", "handsome", "they papers", "dreckly", "he" for a thing; "shot", "ja", "lekker",
"hey", "eish", "shame", "now-now"; "Thank you for list", "what found each of this papers", "For me is important", "this
topic is finish"); and two typing habits: a turn sent as several short bursts, one a line ("wait\nof those papers\nwhich
ones are on {X}"), and a turn ending in hashtags ("#readinglist #notime"). These lists are never tuned on and never
copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh39".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Spars are soaking and the next yealms of reed are bundled by the ladder. What did each of those papers find?",
    "Shoe's cooling on the anvil before I hot-fit it. Go through the papers you listed: what did each one find?",
    "Panels are laid out on the sail loft floor waiting to be seamed. What was the main result of each of those "
    "papers?",
    "Just turned every wheel in the cave and washed the rinds. What did each of those papers conclude?",
    "Stakes are in and I'm waiting on a bundle of binders for the hedge. Tell me what each of those papers found.",
    "Movement's in the cleaning bath for twenty minutes. What did each of those papers show?",
    "Some good, b'y, you're after finding a grand lot o' papers. Now what did ev'ry one o' dem turn up?",
    "Handsome list, that is, my 'ansum. Tell us what each one of they papers come up with.",
    "Shot, that's a lekker bunch of papers. Ja, so tell me what each one of them found, hey?",
    "Thank you for list. Please, you can tell what found each of this papers? For me is important to know result of "
    "every one, not only of first.",
    "right\nthat list\ngo paper by paper\nwhat came out of each",
    "Need the gist of every paper on that list, one line apiece. #readinglist #notime",
    "I've a spaniel on the table in the next room and a decision to make. What did each of those papers find?",
    "I'm planning Monday's Year 10 lesson around these. What did each of those papers find, in words fifteen-year-olds "
    "would follow?",
    "My report for the court has to set out the literature fairly. What did each of those papers find?",
    "The council's consultation closes on Friday and our response cites these. What did each of those papers find?",
    "If it's not too much trouble, could each of those papers get a sentence on what it turned up?",
    "I'm worried I've been citing these on the strength of their titles alone. What did each of those papers actually "
    "find?",
    "So, as I understand it, you've pulled together the papers that look most relevant, roughly in order of how close "
    "they are. What I don't have yet is what each one found - can you go through them?",
    "Oh marvellous, titles. I'll frame them. Meanwhile, what did each of those papers actually find?",
    "Could you walk down that list (every entry, the weak-looking ones included) saying what each study turned up?",
    "Yes, those are the ones I meant - no fresh search needed. Now the findings of each of them, please.",
    "I should be most grateful were you to set out, for each of the papers enumerated above, the principal finding "
    "thereof.",
    "gr8 ty. n wot did each 1 of those papers find?? 1 line per paper pls",
]

FILTER = [
    "Only the papers on {X} go up on the ridge - which of those are they? The rest stay in the reed stack.",
    "Like picking the right shoe off the rack: which of those papers are about {X}? The others can stay hanging.",
    "Which of those papers cover {X}? Those get sewn into the sail; the rest stay on the loft floor.",
    "Which of those papers are about {X}? Those wheels come out of the cave for tasting; the rest keep ageing.",
    "Choosing the pleachers I'll keep: which of those papers involve {X}? The rest go on the brash pile.",
    "Which of those papers touch on {X}? Those parts go back into the movement; the rest stay in the parts tray.",
    "Luh, which o' dem papers is about {X}, b'y? Only dem ones now.",
    "Which of they papers be about {X}, my 'ansum? Just they ones, mind.",
    "Eish, that's a lot. Which of those papers are on {X}, hey? Just those ones.",
    "From this papers, which are about {X}? Only this ones I need, please.",
    "wait\nof those papers\nwhich ones are on {X}",
    "Which of those papers are about {X}? #narrowitdown",
    "The case in front of me comes down to {X}. Which of those papers deal with that?",
    "Monday's lesson is only on {X}. Which of those papers would I hand out for that?",
    "Counsel has asked me to confine my report to {X}. Which of those papers concern that?",
    "Question 4 of the consultation is only about {X}. Which of the papers you listed speak to that?",
    "If any of those papers are about {X}, which ones?",
    "I'm never going to get through all of those. Which of them are about {X}, at least?",
    "Right, so you've given me a mixed bag of papers on the broader area. Of those, which are specifically about {X}?",
    "Only the papers from that list in which {X} is studied are needed. Which are they?",
    "Which of those papers (and I mean those, not new ones) are about {X}?",
    "1. take that list 2. keep only the papers on {X} 3. tell me which they are",
    "You'd think half of those papers would be about {X}. Which of them actually are?",
    "which of those r on {X}? thx",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Down off the ladder for a brew. What's the {ord} paper about?",
    "Mare's tied up and her off fore is trimmed. Tell me more about the {ord} paper.",
    "What's the {ord} paper about, b'y? Tell us a bit more, me son.",
    "The {ord} paper might change what I do for this dog. What's it about?",
    "If you've got a minute, could you tell me more about the {ord} paper?",
    "wots the {ord} paper abt? more pls",
    "The {nth} paper is the panel I'd cut first. Tell me more about it.",
    "That {nth} paper, my 'ansum - what's he about, then?",
    "The other side's expert relies on the {nth} paper. What's it about?",
    "hang on\nthe {nth} paper\nwhat's that one about",
    "Paper [{n}] is the wheel I'd take out of the movement first. What's it about?",
    "Paper [{n}] looks lekker. What's it about, hey?",
    "1) open paper [{n}] 2) tell me what it's about 3) that's all for now",
    "What's paper [{n}] about? #curious",
    "While the rinds dry: tell me more about {title}.",
    "Please, tell me more about {title}. I want understand it better.",
    "I'd like to build the lesson around {title}. Could you tell me more about it first?",
    "While I sharpen the billhook: tell me more about the {author} paper.",
    "I would be obliged if you could elaborate upon the paper by {author}.",
    "That mare's shod and turned out. Go on about that paper a bit more.",
    "That length of hedge is laid and bound. Say more about that study, would you?",
    "Our consultation response will lean on that study. Can you go deeper into how it was done?",
    "So that paper is the one closest to what I need, if I've followed you. Tell me more about it.",
    "I'm worried that one's too good to be true. Dig into it a bit more for me?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? Every roof I thatch gets my mark in the ridge, so I like to know whose work is whose."),
    ("authors", "Who wrote dem papers, b'y? Give us de names."),
    ("authors", "My report has to name every author I rely on: who wrote those papers?"),
    ("year", "What year was it published? I keep a book of every horse I've shod, with dates."),
    ("year", "What year did they papers come out, my 'ansum?"),
    ("year", "1. those papers 2. the year each came out 3. nothing else"),
    ("datasets", "What data was it built on? I know the mill behind every bolt of sailcloth I cut."),
    ("datasets", "Was it done on dogs or on people? Tell me what data it used."),
    ("datasets", "Which data use this papers? From where they take it?"),
    ("results", "What did it find? Quickly, I've a cave full of wheels to turn."),
    ("results", "Ja, but what did it actually find in the end, hey?"),
    ("results", "Let me guess, those studies all found 'more research is needed'? What did they actually find?"),
    ("numbers", "How many people were in it? I count every stake along the hedge, so I like a number."),
    ("numbers", "How many people was in dem studies, b'y? Right some or only a few?"),
    ("numbers", "how many ppl in those studies? roughly"),
    ("limitations", "What are its weak points? Every old movement has a worn pivot somewhere."),
    ("limitations", "Cross-examination will go straight for its weaknesses. Where is it weakest?"),
    ("limitations", "If those studies have obvious flaws, what are they?"),
    ("venue", "Where was it published, my 'ansum? Which journal?"),
    ("venue", "For the reference on my lesson slides I need the journal: where did it appear?"),
    ("venue", "Which journals did those papers come out in? #citationneeded"),
    ("code", "Is its code out there? Farriers swap shoeing notes freely, and I'd hope scientists do the same."),
    ("code", "Did any of those papers put their code online, hey? Or is it all locked away?"),
    ("code", "Might I enquire whether the authors of those papers have made their code publicly available?"),
    ("funding", "Who funded it? I always ask who's paying before I take on a restoration."),
    ("funding", "I'm a bit worried about conflicts of interest. Who funded those studies?"),
]

AREA = [
    "I judge a roof from the lane, not from one yealm: what does the collection as a whole say about {X}?",
    "I watch the whole horse trot up, not one hoof. What's the overall picture on {X} across your papers?",
    "Stand back and look at the whole sail plan, not one panel: summarise what all your papers say about {X}.",
    "Walk the whole cave, not one wheel: what does all the research on {X} in the collection say?",
    "I look down the whole hedge line, not at one pleacher. What does the entire collection say about {X}?",
    "The whole movement, not one wheel: give me an overview of all the papers on {X} in the collection.",
    "What do de whole collection say about {X}, b'y? All de papers now, not just the one.",
    "What do all the papers you got say about {X}, my 'ansum? The whole lot, not just one or two.",
    "Ja, so what does the whole collection say about {X}, hey? All the papers, not just one.",
    "What says all collection about {X}? I need whole picture, not only one paper.",
    "ok different angle\nwhole collection\nwhat does it say about {X}",
    "What does the research across your whole collection say about {X}? #bigpicture",
    "Clients keep asking me about {X}. What does the whole collection say, across every paper?",
    "I'm writing a revision sheet on {X}. What does all the research in the collection say, overall?",
    "The court will want the balance of the evidence on {X}. Across every paper in the collection, where does it land?",
    "Our consultation response needs a paragraph on the evidence for {X}. What does the collection as a whole say?",
    "To recap what I'm after: not a list, not one study, but a summary of what every paper in your collection says "
    "about {X}.",
    "You'd think the research on {X} would have settled by now. Has it? What does the whole collection say?",
    "An overview is wanted of what has been found about {X} across the entire collection. Can that be done?",
    "If you had to sum up everything in the collection on {X} in a paragraph, what would you say?",
    "I'm worried I'm cherry-picking. Across the whole collection, not just what you showed me, what does the research "
    "say about {X}?",
    "What does the collection (all of it, not the list above) say about {X}?",
    "Two steps: 1) forget the papers above 2) tell me what the whole collection says about {X}.",
    "wot does the whole collection say abt {X}? overall pls",
]

NEW_TOPIC = [
    "Ridge is finished and the scaffold's coming down. Next roof's a different job: any papers on {X}?",
    "That mare's shod and back in her field. Next horse, different problem: find me papers on {X}.",
    "That mainsail's bagged and off to the boat. New order, nothing like it: have you got papers on {X}?",
    "That batch is wrapped and gone to the shop. Different cheese entirely: search for papers on {X}.",
    "That length's laid and staked. Moving on to another field: what papers have you got on {X}?",
    "That longcase is ticking away in its owner's hall. Next job's a carriage clock: find me studies on {X}.",
    "Right on, b'y, dat's dat. Something different now: ye got arn paper on {X}?",
    "I'll read they dreckly. Something else now, my 'ansum: got any papers on {X}?",
    "Shame, that's enough of that lot. Something different now-now: any papers on {X}?",
    "Okay, this topic is finish. Now other topic: you have papers about {X}?",
    "new thing\npapers on {X}\nanything?",
    "Change of subject: papers on {X}? #rabbithole",
    "Next patient's a cat with something else entirely. Any papers on {X}?",
    "Tuesday's lesson is on a different topic altogether. Papers on {X}, please.",
    "A second instruction has come in on an unrelated case. Find me papers on {X}.",
    "There's a second consultation on a different policy. Have you got papers on {X}?",
    "No, that's all I need on that one, thanks. Separate question: do you have papers on {X}?",
    "So I've got what I needed on the last topic. Now something unrelated: search for papers on {X}.",
    "If you've anything on {X}, could you pull it up? Nothing to do with those.",
    "A new search is needed, this time for papers on {X}.",
    "Well, that rabbit hole was fun. On to a new one: papers on {X}?",
    "Could you find (fresh search, please) papers on {X}?",
    "Turning to an entirely separate matter, I should be grateful for any papers you hold on {X}.",
    "k new q: got ne papers on {X}? ty",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
