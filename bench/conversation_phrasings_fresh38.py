"""The thirty-eighth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 40): same shapes and
placeholders as bench/conversation_phrasings_fresh37.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the fortieth round of tuning and before running the benchmark on them (fresh37 is tuning
data from round 40 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a patent examiner, podcast producer, hospital pharmacist,
grant reviewer, museum curator, student or researcher would type, in contexts the earlier sets do not use (a prior-art
search for a patent claim, questions for tomorrow's podcast guest, a query rung down to pharmacy from a ward, eleven
grant proposals to score by Monday, a 150-word wall label for an exhibition), in shapes they do not use: a hedged
request ("Not sure this is the right way to ask, but ..."), a deadline or constraint ("By five o'clock I need ..."), a
comparison to what the person already knows ("I know the textbook account of {X}"), a correction of oneself mid-message
("What did the first paper - no, sorry, all of them - ..."), rhetorical framing ("What's the point of a reading list if
..."), emoji and emoticons, bullet-point messages, a colleague quoted ('My colleague says "only the {X} ones matter"'),
voice-dictation artefacts ("full stop", "question mark", "comma"), a phone's autocorrect slip ("pacer", "paupers",
"stories *studies"), a run-on message without punctuation, very short turns, a question ending "or not?", and two
questions in one turn. The other half are registers the earlier sets do not use: a church bell-ringer ("bells are
stood", "call only the papers on {X} into the touch", "I listen to the whole peal, not one bell", "that quarter peal's
rung"), a falconer ("hawk's hooded on the bow perch", "the rest stay in the mews", "called her down to the lure"), a
signwriter ("gold size is going off on a shopfront fascia", "those get the gold leaf", "read the whole shopfront, not
one letter"), a model-railway modeller ("ballast's gluing on the branch line", "a path on the timetable", "the fiddle
yard", "the whole layout, not one wagon"), a willow basket-maker ("rods are soaking in the bath", "staking up", "the
rest go back in the soak", "that basket's bordered off"), a wedding-cake decorator ("piping lace on the top tier",
"those go on the cake stand", "that cake's boxed and gone to the venue"); Black Country, Shetland, Hawaiian Pidgin and
Bajan colloquial English ("ow bist", "ar kid", "bostin", "am" for are, "them uns", "summat", "wot", "all on it"; "du",
"whit", "dem", "joost", "peerie", "ilka een", "hes du ony", "dat's dat dune"; "howzit", "brah", "choke", "stay", "wen",
"pau", "shoots", "gimme da names"; "cheese on bread", "wuh", "wunna", "seh", "nuh", "wid", "sumting"); and two typing
habits: a turn written as a letter ("Dear litchat,\n\n...\n\nKind regards,\nMargaret"), and a turn trailing off in
ellipses ("so... about those papers... what did each of them end up finding..."). These lists are never tuned on and
never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh38".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Bells are stood and the band's gone down to the pub. What did each of those papers find?",
    "Hawk's hooded on the bow perch and weighed for tomorrow. Go through those papers one at a time: what did each "
    "one find?",
    "Gold size is going off on a shopfront fascia and I've ten minutes before I can lay the leaf. What was the main "
    "result of each of those papers?",
    "Ballast's gluing on the branch line, so no trains for an hour. What did each of those papers conclude?",
    "Rods are soaking in the bath for another hour before I start staking up. Tell me what each of those papers found.",
    "Piping lace on the top tier while the royal icing sets. What did each of those papers show?",
    "Ow bist, ar kid? That's a bostin list. Wot did each o' them papers find?",
    "Aye aye, dat's a fine peerie list. Whit did ilka een o' dem papers find, du?",
    "Howzit brah, choke papers, yeah? What each one of dem wen find?",
    "Cheese on bread, dat is a long list! Wuh each one o' dem papers find?",
    "Dear litchat,\n\nThank you for the list. Could you tell me what each of those papers found?\n\nKind regards,"
    "\nMargaret",
    "so... about those papers... what did each of them end up finding... roughly...",
    "I'm checking prior art for a patent claim. What did each of those papers find, in plain terms?",
    "I'm prepping questions for tomorrow's podcast guest. What did each of those papers find, so I don't sound "
    "clueless?",
    "A ward has rung down to pharmacy with a question. Quickly: what did each of those papers find?",
    "I've got 150 words for an exhibition wall label. What did each of those papers find?",
    "Not sure this is the right way to ask, but would you be able to sort of sum up what each of those papers found?",
    "What did the first paper - no, sorry, all of them - what did each of those papers find?",
    "Ooh, nice haul 👍 now the substance: what did each of those papers turn up? 🙏",
    "Next step:\n- go through those papers\n- the finding of each\n- a line apiece is plenty",
    "okay so for each of those papers what was the finding full stop keep it short full stop",
    "My supervisor's rule is \"never cite what you haven't read\". So before I read them: what did each of those "
    "papers find?",
    "Does each of those papers have a clear finding or not? Tell me what each one found.",
    "What's the point of a reading list if I don't know what's in it? Tell me what each of those papers found, and "
    "keep going till you've covered the lot.",
]

FILTER = [
    "Call only the papers on {X} into the touch - which of those are they? The rest can sit this one out.",
    "Only the papers on {X} get flown today. Which of those are they? The rest stay in the mews.",
    "Which of those papers deal with {X}? Those get the gold leaf; the rest just get paint.",
    "Only the papers on {X} get a path on the timetable - which of those are they? The rest go back to the fiddle "
    "yard.",
    "Picking rods for the border: which of those papers cover {X}? The rest go back in the soak.",
    "Which of those papers involve {X}? Those go on the cake stand; the rest stay in the box.",
    "Which o' them papers am about {X}, ar kid? Just them uns, mind.",
    "Whit anes o' dem papers is aboot {X}, du? Joost dem anes.",
    "Eh brah, which of dem papers stay about {X}? Only dose ones, yeah?",
    "Wuh papers in dat list 'bout {X}? Only dem ones, nuh.",
    "Dear litchat,\n\nCould you tell me which of those papers concern {X}?\n\nKind regards,\nMargaret",
    "hmm... of those papers... which ones are about {X}...",
    "The claim I'm examining turns on {X}. Which of those papers would count as prior art for that?",
    "Tomorrow's guest only wants to talk about {X}. Which of the papers you listed cover that?",
    "The query from the ward is about {X}. Which of those papers are relevant to it?",
    "I've eleven proposals to score by Monday and the one in front of me is about {X}. Which of those papers deal with "
    "that?",
    "By five o'clock I need just the papers from that list on {X}. Which are they?",
    "Like pulling the relevant notes out of a case file: which of those papers are about {X}?",
    "Which of those papers mention - actually no, which of them are really about {X}?",
    "too many papers 😅 which of those are on {X}?",
    "Quick filter:\n- from that list\n- only {X}\n- nothing else",
    "which of those papers are about {X} question mark",
    "My colleague says \"only the {X} ones matter\". So which of those papers are they?",
    "Are any of those papers about {X} or not? And if so, which?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The band's ringing rounds without me for a minute. What's the {ord} paper about?",
    "Hawk's on the glove and settled. Tell me more about the {ord} paper.",
    "Wot's the {ord} paper about, ar kid? Tell us a bit more.",
    "I want to ask tomorrow's guest about the {ord} paper. What's it about?",
    "I'm probably being slow here, but could you say a bit more about the {ord} paper?",
    "Tell me more about the {ord} pacer - paper, sorry, autocorrect.",
    "The {nth} paper is the letter I'd gild first. Tell me more about it.",
    "Eh brah, da {nth} paper - tell me more about dat one.",
    "The consultant on the ward asked about the {nth} paper. What's it about?",
    "the {nth} paper... what's that one about...",
    "Paper [{n}] is the loco I'd put on the main line first. What's it about?",
    "Paper [{n}] - wuh dat one 'bout?",
    "tell me more about paper number {n} full stop",
    "Paper [{n}] looks interesting 🤔 what's it about?",
    "While the rods soak: tell me more about {title}.",
    "Whit's {title} aboot? Tell me mair, du.",
    "For the wall label I'd like to use {title}. Could you tell me more about it first?",
    "While the icing sets: tell me more about the {author} paper.",
    "Dear litchat,\n\nCould you tell me more about the {author} paper?\n\nBest wishes,\nMargaret",
    "Hawk's fed and back in the mews, so I've a minute: more detail on that paper, please.",
    "Trains are back in the fiddle yard. Say more about that paper.",
    "The proposal I'm reviewing leans heavily on that study. Can you go into more depth on it?",
    "Can you say more about that paper? Maybe go a bit deeper into how it was done?",
    "Mm, that one sounds promising - go on.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? In the ringing chamber we always credit the conductor by name."),
    ("authors", "Eh brah, who wen write dem papers? Gimme da names."),
    ("authors", "The show notes have to credit people properly: whose names are on those papers?"),
    ("year", "What year's it from? I date every sign I letter, down in the corner."),
    ("year", "Wuh year dem papers come out, all o' dem?"),
    ("year", "Dear litchat,\n\nMay I ask in which year each of those papers appeared?\n\nWith thanks,\nMargaret"),
    ("datasets", "Where did its data come from? I know which field every withy on my bench was cut in."),
    ("datasets", "My prior-art note has a box for the source material: what data was it built on?"),
    ("datasets", "Fae whaar cam da data for dem studies, du?"),
    ("results", "What did it find? Quick, the hawk's bating off the glove."),
    ("results", "Goo on then, ar kid - wot did it find in the end?"),
    ("results", "Those studies - did they turn up anything worth quoting or not? What came out of them?"),
    ("numbers", "How many people were in it? I count every wagon on the layout, so I like a number."),
    ("numbers", "Dem studies, brah - how many peoples dey wen get? Choke or jus' few?"),
    ("numbers", "how many volunteers took part in those stories? *studies, stupid phone"),
    ("limitations", "What are its weak spots? Every tier has a crack under the fondant somewhere."),
    ("limitations", "Before I mention it on air I want the caveats: where is it weakest?"),
    ("limitations", "Checklist:\n- those studies\n- where each one falls short\n- no essays"),
    ("venue", "Whit journal wis it printed in, du? Da name o' hit?"),
    ("venue", "The museum wants the journal named in the label credit. Which one ran it?"),
    ("venue", "My producer asked \"are these in proper journals?\" - where did those papers come out?"),
    ("code", "Is its code out there? Ringers share method collections freely, so I'd hope so."),
    ("code", "Wunna know if dem papers put de code online? Any o' dem, nuh?"),
    ("code", "did those papers release their code question mark or is it all private question mark"),
    ("funding", "Who funded it? I always ask who's paying before I start on a shopfront."),
    ("funding", "Who bankrolled those studies? And did any of the money come with strings attached?"),
]

AREA = [
    "I listen to the whole peal, not one bell: what does the collection as a whole say about {X}?",
    "Waiting on up high, the hawk sees the whole moor at once. Same for me: what's the overall picture on {X} across "
    "your papers?",
    "Cross the street and read the whole shopfront, not one letter: summarise what all your papers say about {X}.",
    "Look at the whole layout, not one wagon: what does all the research on {X} in the collection say?",
    "I judge a basket by its whole shape, not by one weave. What does the entire collection say about {X}?",
    "The whole wedding cake, every tier: give me an overview of all the papers on {X} in the collection.",
    "Wot's the whole collection say about {X}, ar kid? All on it, not just the one paper.",
    "Whit does da hale collection say aboot {X}, du? Aa da papers, no joost een.",
    "Eh brah, what da whole collection say about {X}? All da papers, not jus' one.",
    "Wuh de whole collection seh 'bout {X}? Every paper wunna got, not jus' one.",
    "Dear litchat,\n\nWhat does your collection as a whole say about {X}?\n\nKind regards,\nMargaret",
    "ok... stepping right back... what does the whole collection say about {X}...",
    "Before I write up the search report: across every paper in the collection, what's the state of the art on {X}?",
    "The drugs and therapeutics committee wants a summary of the evidence on {X}. What does the whole collection say?",
    "I'm reviewing a grant on {X} by Monday. Is the field as settled as the applicants claim? What does the research "
    "across the collection say?",
    "For an exhibition panel I need the big picture on {X}: what does all the research in the collection say?",
    "This may be a bit broad, so feel free to keep it rough - what does the collection as a whole seem to say about "
    "{X}?",
    "I know the textbook account of {X}. How does the collection as a whole compare - what does all the research say?",
    "What do those papers say about - sorry, scratch 'those', I mean every paper in the whole collection. What's the "
    "overall picture on {X}?",
    "big picture time 🔭 what does the whole collection say about {X}?",
    "Need:\n- the whole collection, not this list\n- topic: {X}\n- overall summary",
    "what does the whole collection say about {X} comma overall question mark",
    "Why read twenty papers when you can read a summary? What does the whole collection say about {X}?",
    "so I've been going round in circles on this for days and I keep finding one study that says one thing and another "
    "that says the opposite and honestly I just want the overall picture so what does the whole collection say about "
    "{X}",
]

NEW_TOPIC = [
    "That quarter peal's rung and we're off to another tower. Any papers on {X}?",
    "Called her down to the lure and she's back in the mews. Different quarry now: find me papers on {X}.",
    "That fascia's finished and varnished. Next job's a different shop: have you got papers on {X}?",
    "New baseboard, different line entirely: search for papers on {X}.",
    "That basket's bordered off. Starting a new one: what papers have you got on {X}?",
    "That cake's boxed and gone to the venue. Next order's nothing like it: find me studies on {X}.",
    "Ar, that's bostin, ta. Summat different now: got any papers on {X}, ar kid?",
    "Dat's dat dune. Noo, somethin different: hes du ony papers on {X}?",
    "Shoots, dat one pau already. Different ting now: you get papers on {X}?",
    "Awright, done wid dat. Sumting different now: wunna got any papers on {X}?",
    "Dear litchat,\n\nOn a separate matter: do you have any papers on {X}?\n\nKind regards,\nMargaret",
    "right... that's enough of that lot... got anything on {X} instead...",
    "The next application in my queue is on something else. Find me prior art: papers on {X}.",
    "Next week's podcast guest works on something else entirely. Any papers on {X}?",
    "Different ward, different query: have you got papers on {X}?",
    "The next gallery's theme is completely different. Papers on {X}, please.",
    "I've got twenty minutes before the meeting and a new question: papers on {X}?",
    "Switching to {X}. Papers, anyone?",
    "on to the next thing 🙂 anything in there on {X}?",
    "Fresh request:\n- forget the last list\n- new subject: {X}\n- papers, please",
    "different subject full stop look for papers on {X} full stop thanks",
    "Any paupers on {X}? *papers. New topic.",
    "Do you have anything on {X}, or not? Separate from what we just looked at.",
    "My colleague just leaned over and said \"ask it about something useful\". Fair. New search: papers on {X}.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
