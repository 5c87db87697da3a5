"""The twenty-sixth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 28): same shapes and
placeholders as bench/conversation_phrasings_fresh25.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-eighth round of tuning and before running the benchmark on them (fresh25 is
tuning data from round 28 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a midwife ("just off the labour ward", "a mum-to-be", "our unit"), a
high-school debate coach ("my debaters", "evidence cards", "claim and warrant", "cross-ex", "the resolution"), a
structural engineer ("on site", "an RFI", "a structural survey", "the crane hire"), an archaeologist ("back from the
dig", "trench 4", "a context sheet", "the finds assemblage"), a sommelier ("tasting notes", "decant", "the full
flight", "a palate cleanser"), a theatre stage manager ("calling the half", "the prompt desk", "Standby... Go",
"tech week", "Scene change!"), a crossword setter ("14 across", "a cryptic clue", "my puzzle editor", "a themed
puzzle"), a long-haul lorry driver ("my 45-minute break", "the cab", "the services", "the long run to Aberdeen"), a
glaciologist at a field camp ("the uplink", "the ice cores", "a field report"), a tattoo artist ("between clients",
"lining her sleeve", "aftercare"); Geordie, Scouse, Belfast, Hawaiian Pidgin, Cajun, Minnesotan, Fijian and Bajan
colloquial English ("howay", "pet", "like", "wey aye", "divvent", "hinny", "noo", "la", "our kid", "sound", "boss",
"made up", "ta", "so you would", "so it does", "dead on", "yous", "brah", "da kine", "shoots", "stay", "wen", "pau",
"mais", "cher", "yeah you right", "dem", "ope", "you betcha", "uff da", "oh for fun", "then", "bula", "vinaka",
"isa", "sega na leqa", "wunna", "cheese on bread", "de ting is", "lef dat"); English lightly mixed with
Spanish (Miami: "oye", "mira", "porfa", "¿sabes?", "otra cosa") and with Quebec French ("tsé", "genre", "pis",
"c'est quoi", "t'as-tu"); dictated turns that speak their punctuation ("comma", "period", "new line", "question
mark"); self-corrections mid-turn ("the {ord} trench - ha, occupational hazard - the {ord} paper"); bullet lists with
"•"; turns opening by quoting the bot's previous answer; short e-mails with a greeting and a signed name; emoji; a
deadline tied to an event ("before curtain up at 7.30"); very short turns of two to four words; and very long turns
that bury the request in the middle of a story about the day. These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh26".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Just off the labour ward and knackered. What did each of those studies actually show? Keep it simple, I'm"
    " running on tea.",
    "My debaters need evidence cards by Saturday. For every paper you just listed, give me the claim and the warrant"
    " - what did each one find?",
    "On site with a hard hat on. Run through the papers in your last answer for me - what did each one do and"
    " conclude?",
    "Back from the dig and trench 4 is flooded. Could you write something like a context sheet for each of those"
    " papers - what it's about and what it found?",
    "Give me tasting notes, so to speak, for each of the papers you pulled up: what's in each one and what it found.",
    "Calling the half in ten minutes. Quick run-through from the prompt desk: what did each of those papers find?",
    "Hello bot,\n\nSetter here, so I like things concise. One line per paper from your last list, please - subject"
    " and finding.\n\nThanks,\nMaeve",
    "On my 45-minute break in the cab. Read me out what each of those papers is about, one at a time, I'll listen"
    " while I eat.",
    "uplink's patchy at the field camp so what did the first - no wait, all of them - what did each of those papers"
    " look at and find",
    "Between clients at the studio 🖋️ can you break down each of those papers for me? What's each one about?",
    "Howay pet, what's each of them papers about then? Gan through them one by one, like.",
    "Sound that, la. Now tell us what each of them papers found, our kid.",
    "Dead on. Now would you go through each of them papers and tell us what they found, so you would.",
    "Shoots brah, now explain each of da kine papers you wen list - what each one stay about?",
    "Mais cher, tell me what each of dose papers found, yeah. Go one by one.",
    "Ope, that's quite the list! You betcha I'll want a quick summary of each of those papers, though.",
    "Bula! Vinaka for the list. Now can you explain each of those papers, what each one found?",
    "Wunna bot good, yes. Now tell me wha each o' dem papers find, one by one.",
    "Oye, those papers - ¿me explicas each one? What each of them found, porfa, en corto.",
    "Ok genre, tsé the papers you just gave me? C'est quoi each one about, pis what did they find?",
    "okay comma go through each of those papers one at a time and tell me what it found period new line keep it short"
    " period",
    '"Here are the papers I found" - great, thanks. Now the main point of each of them, please.',
    "Each of those: gist?",
    "Long day, three births, one of them twins, and there's a team meeting tomorrow I'm meant to present at on top of"
    " everything; anyway, what I really need from you is a summary of what each of those papers found, and then I'll"
    " go and have a bath and try to make sense of it before my alarm goes off at six.",
]

FILTER = [
    "Which of those papers are about {X}? That's what comes up most with the mums-to-be I see.",
    "So the kids have been arguing about this all week and I promised to bring real evidence to Thursday's practice"
    " rather than whatever they found on social media, which means I need, from the papers you listed just now, only"
    " the ones about {X}; I'll sort them into pro and con myself.",
    "Treat this like an RFI: of the papers you just listed, which deal with {X}?",
    "Sieve that list for me - which of those papers turn up anything on {X}?",
    "Decant that list down to the papers about {X}, please - which ones are they?",
    "Standby... out of those papers, which ones cover {X}? Go.",
    "14 across has me stuck, but this one's easier: which of those papers are on {X}?",
    "Pulled into the services, back on the road in five. Which of the papers you gave me are about {X}? Just those.",
    "from the field camp: of those papers which ones involve {X} - only need those before the uplink drops",
    "Which of those are about {X}? A client asked me while I was lining her sleeve.",
    "Which of them papers is about {X}, pet? Divvent bother with the rest.",
    "Which of them ones are on {X}, la? Just them, ta.",
    "Are any of them papers about {X}, so they are? Just show us those ones.",
    "Which of dose papers stay about {X}, brah? Only da ones on dat.",
    "Mais, which of dem papers talk about {X}, cher?",
    "Uff da, that's a lot. Which of those are about {X}, then?",
    "Isa, only the ones on {X} from that list, vinaka - which are they?",
    "Cheese on bread, dat is a long list! Which o' dem is 'bout {X}?",
    "Mira, de esos papers, which ones are about {X}? Solo esos.",
    "Pis, lesquels de ces papers sont about {X}? Genre, just those ones.",
    "From your last answer:\n• only the papers on {X}\n• skip everything else\n• titles are enough",
    "Which of those are about - no, let me be precise - which of those papers deal with {X}?",
    "Those, {X} only.",
    '"Here are some papers" 👍 now narrow them down: which are about {X}?',
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The {ord} paper - what's that one about? Asking from the labour ward.",
    "My first speaker wants to cite the {ord} study in cross-ex. What exactly did it show?",
    "What did the {ord} trench - ha, occupational hazard - the {ord} paper find?",
    "Howay, the {ord} one - what's that aboot, like?",
    "Oye, the {ord} paper, ¿de qué se trata? Explain it a bit more.",
    "Ope, the {ord} one caught my eye - could you tell me more about that paper, then?",
    "The {nth} one, la - what's that about?",
    "Cue: the {nth} paper. Go - what's in it?",
    "Da {nth} one, brah - what stay inside dat paper?",
    "tell me more about the {nth} paper on that list cheers",
    "Expand on [{n}] please, the way you'd write up a site report.",
    "Bula, can you explain [{n}] more for me? Vinaka.",
    "[{n}] 🤔 what's that one about?",
    "Need a précis of [{n}] before curtain up at 7.30 - what does it cover?",
    "{title} - sounds like a cryptic clue. What's it actually about?",
    "Wha {title} is about? Tell me more, please.",
    "Hi,\n\nCould you tell me more about {title}?\n\nThanks,\nRory",
    "Mais, dat {author} paper - what it found, cher?",
    "Le paper de {author}, c'est quoi exactly? Explain-moi ça.",
    "That one has a nice finish, so to speak. Tell me more about it - what's the full story?",
    "that paper sounds like what we're drilling ice cores for can you go into it in more depth",
    "Tell me more about that one ✍️ - could be handy for aftercare advice.",
    "That one there, dead on - tell us more about it, would ye?",
    "Expand that one, ta.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? My debaters must name the source in the round."),
    ("authors", "Howay, who wrote them papers, like?"),
    ("authors", "Authors of those, la?"),
    ("year", "Not pau yet - when was it published, brah?"),
    ("year", "Ope, what years were those published?"),
    ("year", "what year was each of those published question mark"),
    ("datasets", "What data did it use? At the dig we'd call that the finds assemblage."),
    ("datasets", "Mais cher, what datasets did those papers use?"),
    ("datasets", "What data went into it? Glaciologist, so I care how the sampling was done."),
    ("results", "What did it find, in a sentence? Writing this up between two clients."),
    ("results", "Wha' dem papers find? De results of those, please."),
    ("results", "For those papers:\n• main result\n• one line each"),
    ("numbers", "How big was its sample? Asking from the labour ward."),
    ("numbers", "How many participants did those studies have, vinaka?"),
    ("numbers", "How many subjects did it - sorry, how many participants did it enrol?"),
    ("limitations", "Where's the weak point in it? Every structure has one. Its limitations, please."),
    ("limitations", "Pis, les limitations de those papers, c'est quoi?"),
    ("limitations", "Its weaknesses? 🧐"),
    ("venue", "Which journal ran it? My puzzle editor would ask the same."),
    ("venue", "Where were those published, so they were?"),
    ("venue", "Oye, ¿en qué journal salió? Which journal published it?"),
    ("code", "Is its code out there anywhere? Asking from the cab."),
    ("code", "Did those papers share their code, brah?"),
    ("code", "Hi again,\n\nIs the code behind it available?\n\nCheers,\nTam"),
    ("funding", "Who funded it? Wine trade habit - I always check who's paying for the tasting."),
    ("funding", "Who paid for those studies, our kid?"),
]

AREA = [
    "For our unit's teaching session, what does all the research you have on {X} say, overall?",
    "This season's resolution touches {X}. Give me the overall state of the evidence across your whole collection.",
    "Big-picture review, like a structural survey: what does the collection as a whole say about {X}?",
    "Dig down through the whole collection for me - what does all the work on {X} add up to?",
    "Give me the full flight, not a single glass: a summary of everything in the collection on {X}.",
    "Tech week's over and I finally have time: summarise all the research in your collection on {X}.",
    "I'm setting a themed puzzle around {X}. Could you sum up what the whole collection says about it?",
    "Long run to Aberdeen tonight. Talk me through what all your papers on {X} say, overall.",
    "summarise the collection's research on {X} as a whole - writing a field report from camp",
    "Whole collection, please: what does the research on {X} say overall? Clients ask me constantly 🙃",
    "Wey aye, now gis the big picture - what does all yer research on {X} say, pet?",
    "Made up with that. Now what's the whole collection say about {X}, la? Sum it up for us.",
    "What does all the research yous have on {X} say, taken together, so it does?",
    "Eh brah, what all da research on {X} stay saying, da whole collection? Sum um up.",
    "Cher, give me the whole picture on {X} from all dem papers you got, yeah you right.",
    "Oh for fun, could you give me an overview of all the research on {X} in the collection, then?",
    "Bula vinaka! Please summarise what all the papers in your collection say about {X}.",
    "De ting is, I need de whole picture on {X} - all de research in de collection, summed up.",
    "Mira, un resumen of everything in the collection on {X}, ¿sabes? The big picture.",
    "Genre, un overview de toute la recherche sur {X} in your collection? Merci.",
    "summarise everything in the whole collection about {X} comma the overall picture not single papers period",
    "Right, so the inspector was on site all morning, the crane hire fell through and there's a meeting at four, but"
    " somewhere in all that I promised the client a summary of what the research says about {X} - across everything"
    " you've got, not one paper - so if you can do that I'd owe you one.",
    "{X}: whole-collection overview?",
    "By end of day:\n• an overview of all the research on {X}\n• the whole collection, not just the last results\n• a"
    " paragraph or two",
]

NEW_TOPIC = [
    "Different subject - a mum-to-be asked me about {X}. Have you any papers on that?",
    "Switching cases. Next round's resolution is about {X}: find me papers on it.",
    "New job, new topic: papers on {X}, please.",
    "Moving to a new trench, so to speak - do you have any studies on {X}?",
    "Palate cleanser, then a new question: any papers on {X}?",
    "Scene change! Completely different topic: search for papers on {X}.",
    "Unrelated: I need papers on {X} for a puzzle theme. Anything?",
    "Back on the road soon, but one more thing, different topic: got any papers on {X}?",
    "new topic while the uplink lasts - find papers on {X}",
    "Next client's got a question about {X} 🤷 any papers on it?",
    "Howay, summin else noo - any papers on {X}, hinny?",
    "Boss. Now summin different, la - any papers on {X}?",
    "Right, forget about that lot. Have yous got anything on {X}, so?",
    "Pau wit dat. Now try find papers on {X}, brah.",
    "Mais, new ting now, cher: you got papers on {X}?",
    "Ope, totally different question - do you have anything on {X}, then?",
    "Vinaka, sega na leqa. Now another topic - papers on {X}?",
    "Lef dat now. Wunna got any papers 'bout {X}?",
    "Otra cosa - ¿tienes papers sobre {X}? Different topic.",
    "Autre chose, tsé: t'as-tu des papers on {X}?",
    "Can you find papers on the - no wait, different thing - papers on {X}?",
    "New hunt: {X}.",
    "Hello again,\n\nOn a separate matter, do you hold any papers on {X}?\n\nBest,\nCeri",
    "Just in from the tournament, the kids lost on a split decision, robbed frankly, and the bus home took three"
    " hours, and sitting there I remembered something unrelated to all this: can you find papers on {X}? That's it,"
    " off to bed.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
