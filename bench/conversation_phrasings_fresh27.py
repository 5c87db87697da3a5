"""The twenty-seventh fresh held-out phrasings of `litchat bench conversations` (issue #18, round 29): same shapes and
placeholders as bench/conversation_phrasings_fresh26.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-ninth round of tuning and before running the benchmark on them (fresh26 is
tuning data from round 29 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a tax adviser
("self-assessment season", "a client's return", "I bill by the hour"), a radio DJ ("back on air", "after this track",
"the breakfast show", "the phone-in"), a falconer ("on the glove", "the mews", "weathering", "flying weight"), a
mountain rescue volunteer ("a callout", "stood down", "back at base", "the pager"), a submarine sonar operator ("off
watch", "the sonar shack", "a contact", "a new bearing", "a wide sweep"), a wedding planner ("the run of show", "the
seating plan", "the couple", "the groom's mum"), an auctioneer ("lot 3", "the catalogue", "before the hammer falls",
"withdraw the others"), a zookeeper ("the keeper talk", "the feeding round", "the big cats", "an enrichment plan"), a
kindergarten teacher ("circle time", "nap time", "my little ones", "tidy-up time"), a piano tuner ("between
tunings", "out of tune", "a different string"); Appalachian, Brummie, Doric (north-east Scots), Multicultural London,
Chennai (Tamil) and Maltese colloquial English ("might could", "yonder", "a mess of", "directly", "much obliged",
"young'un", "bab", "bostin", "ar", "ta", "fit like", "fit", "fa", "aboot", "ken", "hale", "richt", "ony", "bruv",
"wagwan", "bare", "innit", "allow it", "swear down", "da", "simply", "super", "mela", "ejja", "grazzi", "naqra",
"prosit"); self-answered questions ("Is there a consensus? I suspect not. Summarise ..."); a typo corrected on the
next line with "*"; markdown headings ("## Filter"); paper titles in single quotes; numeric ranges ("2-3 lines",
"3-5 bullet points"); two questions where the second is the real ask; conditions ("If there are none, say so");
the passive voice ("In which of those papers is {X} discussed?"); heavy abbreviations ("w/", "b/c", "re:", "pls",
"thx", "ppl", "r"); all-caps shouting; and colleagues named ("Tomasz only cares about {X}"). These lists are never
tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh27".
"""
from __future__ import annotations

FOLLOW_UP = [
    "It's self-assessment season and I've three clients' returns open, so briefly: what did each of those papers"
    " find?",
    "Back on air in three minutes forty, so quick - give me a line on each of those papers, what they're about.",
    "Hawk's weathering on the lawn, I've got a minute. Walk me through those papers - what did each of them find?",
    "Stood down from a callout, back at base. Go through the papers you listed and tell me what each one concluded.",
    "Off watch in the sonar shack. Classify each of those for me, so to speak - what's every paper about?",
    "Like a run of show, please: each of those papers in turn, with what it found.",
    "Describe each of those like a catalogue entry - what the paper is and what it found.",
    "Keeper talk's at two. Can you give me a short summary of every paper in that list?",
    "Nap time, finally! Explain each of those papers the way you'd explain it to my little ones - simple words.",
    "Between tunings. Run through those papers one by one for me: what did each find?",
    "Well I'll be, that's a mess of papers. Tell me what each of 'em found, directly if you can.",
    "Bostin list, bab. Now what's each of them papers about?",
    "Fit like! Fit did each o' them papers find? Gie's a line on each, ken.",
    "Wagwan. Bare papers there innit - what's each one saying, bruv?",
    "Super da. Now simply explain each of those papers one by one, what each found.",
    "Mela, prosit for the list. Now explain me each of those papers, naqra naqra.",
    "Did all of those papers find the same thing? I doubt it. Summarise what each one found.",
    "# Follow-up\n## For each paper above\nWhat was studied and what was found?",
    "Could the findings of each of those papers be summarised, one paragraph apiece?",
    "pls summarise each of those w/ 2-3 lines re: what they found, thx - ppl at work keep asking",
    "OK THAT'S A LOT. WHAT DID EACH OF THOSE PAPERS FIND?",
    "Obinna will ask me tomorrow what each of those papers says. Give me a summary of each so I'm ready.",
    "Are those sorted by date? Doesn't matter. More importantly: what's each of them about?",
    "Summarise eahc of those papers\n*each",
]

FILTER = [
    "Which of those papers deal with {X}? Only those - I bill by the hour.",
    "Caller on the phone-in asked about {X}. Which of those papers cover that?",
    "Which of those are on {X}? Leave the rest in the mews.",
    "Of the papers you listed, which involve {X}? If there are none, say so - we'll plan around that.",
    "Filter those contacts, so to speak: which of the papers are about {X}?",
    "Seating plan logic: of those papers, only the ones on {X} get a seat at my table. Which are they?",
    "From those lots, which papers relate to {X}? Withdraw the others.",
    "Which of those papers are relevant to {X}? It's for an enrichment plan.",
    "Circle time's over. Which of those papers talk about {X}?",
    "Which of those papers are about {X}? The rest are out of tune with what I need.",
    "Which of them papers yonder are about {X}? Just them ones.",
    "Which of them is on {X}, bab? Only them, ta.",
    "Fit ones o' them papers are aboot {X}? Jist them, like.",
    "Which of those are about {X}, bruv? Allow the rest.",
    "Out of those, which are on {X}, da? Others simply leave.",
    "Ejja, which of those are about {X}? Only those, grazzi.",
    "Are any of those about {X}? Probably one or two. Show me just those.",
    "Which of thsoe are about {X}?\n*those",
    "## Filter\nFrom the papers above, keep only the ones on {X}.",
    "In which of those papers is {X} discussed?",
    "which of those r re: {X}? only those pls, thx",
    "ONLY THE ONES ABOUT {X} FROM THAT LIST PLEASE",
    "Tomasz only cares about {X}. Which of the papers you gave me are on that?",
    "How many was that, eight? Whatever. Which of them are about {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Was it the {ord} one that fits my client's case? I think so, yeah. Tell me more about the {ord} paper.",
    "Tell me about the {ord} papr\n*paper",
    "WHAT'S IN THE {ord} ONE?",
    "Fit's the {ord} paper aboot, loon?",
    "Hawk's on the glove so I'm typing one-handed: explain the {ord} one in more depth.",
    "Can the {ord} paper be explained in more detail?",
    "## Question\nWhat's the {nth} paper about?",
    "{nth} one pls - what's it about, w/ the main result? thx",
    "The {nth} one, bab - tell us about that.",
    "Off watch now. Contact of interest: the {nth} paper. What's it about?",
    "Ref {n} - what's that one about, da? Simply explain.",
    "Paper number {n} on your list - lot {n}, as I'd say in the saleroom - what's in it?",
    "Priya asked about [{n}]. Can you explain that one so I can pass it on?",
    "Was [{n}] the one with the big sample? Can't remember. Tell me about [{n}] anyway.",
    "'{title}' - explain that paper in more depth, if you'd be so kind.",
    "Might could you tell me more about {title}? I'd be obliged.",
    "Tell me a bit more about '{title}' - the bride's father is a GP and brought it up.",
    "The {author} paper, bruv - what's it about?",
    "Before the next track: the {author} paper - what's the story there?",
    "We've a callout debrief later. Tell me more about that paper, in more depth.",
    "Mela, that one - explain it a bit more, grazzi.",
    "THAT ONE. MORE DETAIL PLEASE.",
    "Go deeper on that paper, 2-3 paragraphs.",
    "Yon paper, could you tell me more about it? Young'un's asleep so I've a minute.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Tax season brain, sorry. Who wrote it? I need the author for a client note."),
    ("authors", "WHO ARE THE AUTHORS OF THOSE?? NEED NAMES FOR THE CATALOGUE"),
    ("authors", "Fa wrote them papers? The authors, ken."),
    ("year", "Was it published before 2015? No idea, honestly. Just tell me the year it came out."),
    ("year", "yr of publication for each of those pls, thx"),
    ("year", "Mela, when did it come out? The year, grazzi."),
    ("datasets", "What data did it run on? Asking between feeding rounds at the big cats."),
    ("datasets", "### Datasets\nWhich data were used in those studies?"),
    ("datasets", "What data did dem papers use, bruv? That's the important bit."),
    ("results", "What did it find, in 2-3 lines? Back on air after this track."),
    ("results", "Results of those, da. Simply tell me what they found."),
    ("results", "Sophie from the practice asks: what did those papers find?"),
    ("numbers", "How many people were in it? If it doesn't say, say so."),
    ("numbers", "Sample sizes for those studies, bab?"),
    ("numbers", "HOW MANY PARTICIPANTS DID IT HAVE?? A NUMBER PLEASE"),
    ("limitations", "What are its weak spots? Every bird has a bad day on the glove, so every study has limitations."),
    ("limitations", "Fit's wrang wi' them papers? Their limitations, like."),
    ("limitations", "What were the limitations of those studies? Asking b/c Dev on my team thinks they're overhyped."),
    ("venue", "Which journal was it in? Going once, going twice..."),
    ("venue", "Which journals did them papers run in? Much obliged."),
    ("venue", "Was it in a big journal? Probably not. Which journal was it, then?"),
    ("code", "Is its code up anywhere? Asking for Tomasz, our data guy."),
    ("code", "Did those papers release code? If none did, just say so."),
    ("code", "Code for it - is that available? Ejja, tell me."),
    ("funding", "Who funded those studies? Same check I'd do on a client's expenses."),
    ("funding", "Who paid for it, bruv? Just the money side."),
]

AREA = [
    "Different hat from tax returns: what does the whole collection say about {X}, overall?",
    "For tomorrow's breakfast show: an overview of everything the collection has on {X}, listener-friendly.",
    "Flying weight's sorted, now the big picture: sum up all the research you have on {X}.",
    "Team training night is on {X}. What does the research across the whole collection say?",
    "Wide sweep, not one contact: what does all the research on {X} in the collection say?",
    "The couple's big day is Saturday but I'm curious: what's the overall picture on {X} across all your papers?",
    "The whole catalogue, not one lot: what does all the research on {X} say?",
    "For a keeper talk on {X}: summarise what the whole collection says, not just a paper or two.",
    "Parents' evening question: what does all the research you have on {X} say overall?",
    "Give me the whole keyboard on {X}, so to speak - an overview of all the research in the collection.",
    "What does all that research on {X} say, all told? Every paper you've got, not just them few.",
    "Bostin. Now wha' does all the research on {X} say, bab, across the whole lot?",
    "Fit does a' the research on {X} say, ower the hale collection?",
    "What's all the research on {X} saying, like overall, bruv? The whole collection, not one paper.",
    "Overall picture on {X} from full collection, da - simply summarise everything.",
    "Mela, an overview of all the research on {X} in the collection? Ejja.",
    "Is there a consensus on {X}? I suspect not. Summarise what the whole collection says.",
    "Sumamrise all the research on {X} in the collection\n*Summarise",
    "# Overview needed\n## Topic: {X}\nAcross the whole collection, please.",
    "What is concluded about {X} across all the papers in the collection?",
    "overview of all research on {X} pls - whole collection, not just the last few, thx",
    "WHAT DOES ALL THE RESEARCH ON {X} SAY, OVERALL?",
    "Hannah is writing a briefing on {X}. Could you pull together what all the papers in the collection say about it?",
    "In 3-5 bullet points: what does the whole collection say about {X}?",
]

NEW_TOPIC = [
    "Right, new client, new question: any papers on {X}?",
    "Next track's queued. Different topic: got anything on {X}?",
    "Bird's back in the mews. Something else entirely - papers on {X}, please.",
    "Pager's quiet. Unrelated question: do you have any studies on {X}?",
    "New contact, new bearing: find me papers on {X}.",
    "Totally separate from all that - the groom's mum asked about {X}. Anything in the collection?",
    "Next lot! Papers on {X}, please.",
    "Penguin feed done. Switching topic: search for papers on {X}.",
    "Tidy-up time, new question: do you have papers on {X}?",
    "Different string altogether: anything on {X}?",
    "Now, changing the subject - you got any papers on {X}? Much obliged.",
    "Ar, ta. Now a different thing, bab: papers on {X}?",
    "Richt, something different - hiv ye ony papers on {X}?",
    "Swear down, different question: any papers on {X}, bruv?",
    "Okay da, that's done. Now one more topic - papers on {X} you have?",
    "Grazzi. Mela, another topic: any papers on {X}?",
    "Do you even have anything on {X}? Maybe not. Search anyway.",
    "Find papers on {X} intsead\n*instead",
    "## New topic\nPapers on {X}, please.",
    "Can papers on {X} be found in the collection?",
    "diff topic - any ppl written on {X}? pls search, thx",
    "FORGET ALL THAT. ANY PAPERS ON {X}?",
    "Completely unrelated: Bronwyn asked me for papers on {X}. Can you find some?",
    "New topic: papers on {X}. If there are none, tell me straight.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
