"""The fifty-fourth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 56): same shapes and
placeholders as bench/conversation_phrasings_fresh53.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-08 before the fifty-sixth round of tuning and before running the benchmark on them (fresh53 is tuning
data from round 56 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a winemaker at a vineyard, a speech and language therapist
in a primary school, a hydrologist at a water company, a field archaeologist on a rescue excavation, an air ambulance
paramedic or a plant breeder at a seed company would type, in contexts neither fresh52 nor fresh53 uses (grapes coming
in faster than they can be sorted, the cellar master and fermentation temperatures, smoke taint in this year's grapes,
the estate owner and a new block, the wine show judges, a winemaker friend, vintage and the harvest; a class teacher,
the SENCO and the language groups, parents' evening, a reading pack and a twilight session for teaching assistants, the
Year 2 teacher, the local authority's commissioners and a new referral; the drought plan's minutes and evidence annex,
the catchment team, the treatment works manager, telemetry alarms, the dam safety review panel and the water company's
board; the site hut in the rain, the county archaeologist and the trench, the post-excavation assessment and post-ex
finds meetings, the osteologist, a cremation burial in trench 3, the finds tray and the site director; the pager, the
medical director and care on scene, the pilot's weather check, clinical governance, the doctor on shift and the kit
check, a day grounded by fog, a road traffic collision and the charity's trustees; reading between plots, the breeding
manager's board report, the pathologist, the farmer open day, the national list trials, the statistician's genomic
prediction, disease scoring and the crossing block), in shapes neither uses: numbered steps ("1) ... 2) ... 3) ..."), an
e-mail line quoted with "> " and then answered, a time-stamped log ("[06:45] ..."), a turn in capitals ("NEED THIS IN 10
MINS - ..."), emoji ("🙏", "📚", "👀", "👍", "🔢"), hashtags ("#bigpicture", "#newsearch"), an analogy ("If those papers
were a jury, ..."; "a few trees; show me the forest"), a turn sent in bursts over several lines ("wait" / "before you go
on" / "..."), a restart after sending too soon or being interrupted ("Sorry, hit enter too soon. What I meant to ask:
...") and "Yes or no first: ...? Then ...". The other half are registers neither uses: Scots ("aye", "braw", "noo",
"whit", "gie's", "wee", "yin", "aboot", "oot o'", "awfy", "the now", "hale", "wrang", "afore", "fae", "folk", "they
papers"), South African English ("howzit", "ja", "lekker", "eish", "ag", "sharp", "hey", "just now"), a French speaker's
English ("make the point on", "which speak of", "retain", "the essential", "pertinent", "informations", "it arrives at
which conclusion", "in the ensemble of", "I pass to", "propose me", "voilà", "bon", "these studies, they were financed
by whom"), a Japanese speaker's English ("please teach me", "thank you for your kind support", "excuse me", "is it
possible to", "sorry for the trouble", "sorry for many questions", "I would like to confirm"), corporate jargon
("double-click on", "level-set", "the sync", "narrow the scope", "park", "pivot", "workstream", "net-net", "deep-dive",
"game-changer", "socialize", "tier-one") and American Southern English ("y'all", "fixin' to", "a mess of", "apiece",
"'em", "them ones", "what in the world", "write this up proper", "might could"). These lists are never tuned on and
never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh54".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Aye, braw. Noo, whit did they papers actually find? Gie's the short o' it for each.",
    "Lekker, thanks hey. I must leave just now, so quickly: the main thing each of those papers found?",
    "Bon, voilà. Can you make the point on these papers? For each one, the principal result, in one line.",
    "Thank you for your kind support. Excuse me, please teach me the main finding of each of these papers. I am sorry "
    "to trouble you.",
    "Great, let's double-click on those. Can you give me the key takeaway from each paper so we can level-set before "
    "the sync?",
    "Well, y'all found a mess of papers there. What'd each one of 'em turn up? Just a line apiece.",
    "1) Take the papers you just listed.\n2) For each one, give me the main finding.\n3) Flag any that disagree.",
    "> Can you find out what those studies actually showed?\nThat's from my boss. So - what did each of the papers you "
    "listed find?",
    "[06:40] coffee. [06:45] asking you: what did each of those papers find? one line per paper",
    "NEED THIS IN 10 MINS - WHAT DID EACH OF THOSE PAPERS FIND? ONE LINE EACH PLEASE",
    "🙏 ok these look useful 📚 what did each of them find? short please 👀",
    "If those papers were a jury, what would the verdict be - and is any of them a dissenting juror?",
    "Grapes are coming in faster than we can sort them, so I'll read this tonight: one line on what each of those "
    "papers found.",
    "The cellar master wants to change our fermentation temperatures. Going by those papers, is he right? Give me what "
    "each one found.",
    "If I had to explain those papers to a class teacher in one sentence each, what would I say they found?",
    "The SENCO wants to know if any of this should change how we run the language groups. What do those studies show, "
    "taken one by one?",
    "Summarise the findings of the papers you just found, one per paper, in a form I can paste straight into the "
    "drought plan minutes.",
    "Our catchment team are sceptical. Line those papers up against each other for me - where do their results agree, "
    "and where don't they?",
    "What did each of those papers conclude? Quick as you can - it's chucking it down and we're all crammed in the "
    "site hut.",
    "Before the county archaeologist visits the trench, I need the main conclusion of every paper you just listed.",
    "Give me those papers' results in a few lines, one per paper - if the pager goes off I'll pick it up again after "
    "the job.",
    "Where do those studies disagree with each other? Our medical director will want that spelled out before anything "
    "changes on scene.",
    "What's the headline from each of those papers? Keep it short enough to read between plots.",
    "Write me a short paragraph on each of those papers saying what it showed; the breeding manager will lift them "
    "straight into his board report.",
]

FILTER = [
    "I'm only wantin' the {X} ones oot o' they papers. Which are they, aye?",
    "Ag, that's a lot to read. Ja, which ones are on {X}? Only those, hey.",
    "For me, only the papers which speak of {X} are interesting. Can you retain just those among these ones?",
    "Excuse me, from this list, is it possible to show only the papers about {X}? Sorry for the trouble.",
    "Let's narrow the scope: from that list, only the papers on {X} - park the rest for now.",
    "Now which of those y'all found are about {X}? Just hand me them ones, I'm fixin' to read 'em tonight.",
    "1) Go back to the papers you just gave me\n2) Keep only the ones about {X}\n3) Give me their titles",
    "> only bring papers on {X} to the meeting\nSo which of the ones you found qualify?",
    "ONLY THE ONES ON {X} FROM THAT LIST PLEASE - WHICH ARE THEY?",
    "👍 nice list. which of those are about {X} tho? just those 🙏",
    "Yes or no first: are any of those papers about {X}? Then list just those ones.",
    "wait\nbefore you go on\nwhich of those papers are actually about {X}? only those",
    "Which of those papers would I hand the cellar master if he asked only about {X}?",
    "Sort those papers into ones about {X} and the rest, then show me just the first group - the estate owner's asked "
    "for that pile.",
    "At parents' evening a mum asked me about {X}. Do any of the papers you just listed cover it? Just show me those.",
    "I'm building a reading pack on {X} for the teaching assistants out of the papers you've just given me. Which "
    "belong in it?",
    "Only papers on {X} go in the drought plan's evidence annex. Of those you found, which make the cut?",
    "Does {X} come up in any of the papers you listed? Keep those and drop the others - the treatment works manager is "
    "short on time.",
    "Our post-excavation assessment has a section on {X}. Which of the papers above could I cite there?",
    "The osteologist asked me to pass on anything about {X}. Go through those papers and tell me which ones to send "
    "her.",
    "Clinical governance day picked {X} as its theme. Which papers in your answer fit that theme?",
    "The pilot's doing the weather check, so quickly: just the papers from your answer that cover {X}.",
    "Of the studies above, the pathologist only wants the {X} ones. Can you separate those out?",
    "For the farmer open day I'll only talk about {X}. Leave me just the papers from that list on it.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The {ord} yin - whit's that one aboot? I'm awfy busy the now, so keep it wee.",
    "Howzit. The {ord} one - what's that about, hey?",
    "The {ord} article, it speaks of what exactly? Just the essential, please.",
    "Excuse me, please teach me about the {ord} paper. What is its topic?",
    "Can we double-click on the {ord} paper for a sec? What's it about at a high level?",
    "What's the {ord} paper about? I'm wondering whether it has anything to do with the smoke taint in this year's "
    "grapes.",
    "Now what in the world is the {nth} paper about? Give it to me plain.",
    "👀 the {nth} one - what's it about?",
    "The Year 2 teacher sent me a link to something that sounded like the {nth} paper. What's that one about?",
    "Between telemetry alarms, can you give me a two-line summary of the {nth} paper?",
    "WHAT IS [{n}] ABOUT? QUICK SUMMARY PLEASE",
    "[14:20] reading list review - [{n}]: what's it about?",
    "We've got a cremation burial in trench 3 and I'm hoping [{n}] is relevant. Summarise it for me?",
    "Tell me what [{n}] is about - the doctor on shift mentioned it during the kit check.",
    "> have a look at {title} before Monday\nWhat's it about, so I know whether to bother?",
    "Give me the gist of {title} - I want to know whether it's worth raising at the national list trials meeting.",
    "I've printed {title} for the train. Before I start, what's the paper about in a nutshell?",
    "Our medical director keeps citing {author}. Which question did that paper set out to answer, and how?",
    "The paper by {author}: what's it about? A winemaker friend swears by it.",
    "Eish, now we're talking. Unpack this study for me, hey - the design, where it was done, who took part.",
    "Ah, this one, it is very pertinent for us. I would want more informations: the methodology, the population, the "
    "place.",
    "This one could be a game-changer for us. Deep-dive it for me - how was it run, and on whom?",
    "ok that one\nthat's the one\ntell me more about it - how they did it, who was in it",
    "I'm going to lean on this study in the post-excavation assessment, so I need to understand how it was done. "
    "Explain its methods and its samples.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Whit's the names o' the folk that wrote it? Could be somebody fae Aberdeen."),
    ("authors", "Excuse me, I would like to know who wrote these papers. Is it possible to tell me the authors?"),
    ("authors", "I may have dug with some of the people behind those papers. Can you list their authors?"),
    ("year", "The last big drought changed how we measure flows, so I need its publication year - before or after "
     "2012?"),
    ("year", "Quick level-set: what year is each of those papers from?"),
    ("year", "For those papers:\n1) year published\n2) newest first"),
    ("datasets", "Did it use real callout records? I'd like to know its dataset before I quote it to the crew."),
    ("datasets", "Ja, and the data - where does it come from, hey?"),
    ("datasets", "I need the data source behind each of those studies for my notes. Which vineyards or wineries did "
     "they sample?"),
    ("results", "Bon, and in brief, it arrives at which conclusion?"),
    ("results", "Yes or no: did it find an effect? Then tell me how big."),
    ("results", "Parents at the review will ask what the research shows. Sum up the results of those studies in plain "
     "words."),
    ("numbers", "How many people did it study? I'm fixin' to quote the number."),
    ("numbers", "how many participants in each of those studies? 🔢 numbers only pls"),
    ("numbers", "For the drought plan appendix, give me the sample behind each of those studies - the count of "
     "catchments or boreholes."),
    ("limitations", "One season on one site wouldn't convince the breeding manager. How far can its results be trusted "
     "- what are its limitations?"),
    ("limitations", "[22:10] still reading... where is it weakest? its limitations, basically"),
    ("limitations", "Whit's wrang wi' they papers? I'm needin' their limitations afore I trust them."),
    ("venue", "Which journal did it land in? Need to know if it's tier-one before I socialize it."),
    ("venue", "WHICH JOURNAL IS IT IN? NEED IT FOR THE REFERENCE LIST"),
    ("venue", "Where were those papers published? The county archaeologist likes to see the journals."),
    ("code", "Excuse me, is its code available? I would like to confirm the analysis."),
    ("code", "I might could rerun those analyses myself. Is their code posted anywhere?"),
    ("code", "Before our statistician rebuilds the genomic prediction from scratch: did any of those papers release "
     "code we could reuse?"),
    ("funding", "Any chance it was paid for by a wine industry body? Tell me who funded the work."),
    ("funding", "These studies, they were financed by whom? Public money or industry?"),
]

AREA = [
    "Step back fae they papers a wee minute. Whit does the hale library say aboot {X}?",
    "Okay, lekker. Now across everything in the library - not only these - what's the word on {X}?",
    "What is the state of the art on {X} in the ensemble of the library? These articles alone are not sufficient.",
    "Thank you. If possible, please teach me what the whole library says about {X}, not only these papers.",
    "Let's take a step back and look at the big picture across the whole library: net-net, where does the evidence "
    "land on {X}?",
    "I'm fixin' to write this up proper, so I need more than a handful. What's the whole library say on {X}, top to "
    "bottom?",
    "1) Forget the papers above\n2) Search the whole library for {X}\n3) Sum up where the evidence points",
    "> what does the literature say about {X} overall?\nThat's the question from the board. Answer it from the whole "
    "library, please, not just the last few papers.",
    "#bigpicture #wholelibrary - what's the overall evidence on {X}?",
    "Those papers are a few trees; show me the forest. Across the whole library, what's known about {X}?",
    "ok\nbigger question\nwhat does everything in the library say about {X}? not just those",
    "Sorry, hit enter too soon. What I meant to ask: across the entire library, what's the evidence on {X}?",
    "Before vintage kicks off, brief me on {X} using the whole library rather than those few papers.",
    "The wine show judges keep bringing up {X}. Is there agreement on it across all the papers in the library?",
    "Teaching assistants get a twilight session from me on {X} next week. What would the whole library tell them - "
    "every paper, not just the ones above?",
    "The local authority's commissioners want to know how strong the evidence on {X} is. Look across the whole library "
    "for me.",
    "The dam safety review panel asked what's known about {X}. Search beyond what you just listed and give me the "
    "whole library's answer.",
    "The board wants to know how much we really know about {X}. Give me the weight of evidence across the library.",
    "Post-ex starts Monday and {X} will come up in every finds meeting. Summarise the library's evidence on it - the "
    "lot, not just that shortlist.",
    "Archaeologists argue endlessly about {X}. What does the library show when you take every paper into account, not "
    "just those few?",
    "Our medical director has put {X} on the agenda for clinical governance. Draw on the whole library, not the "
    "handful above - what's the evidence?",
    "If I read only one summary of {X} this year, it should cover everything in the library, not just those papers. "
    "Can you write it? We're grounded by fog anyway.",
    "Where do things stand on {X}, across all the papers in the library? The seed company's board has asked me for a "
    "view.",
    "Rain's stopped play on the trial plots, so: the library's overall take on {X}, please - everything, not just that "
    "list.",
]

NEW_TOPIC = [
    "That's me sorted wi' they, cheers. Noo, can ye look up {X} for us? It's a whole other thing.",
    "Sharp, thanks. Now something else completely - got anything on {X}? Check just now, no rush.",
    "Bon, I pass to something else entirely: {X}. Which articles can you propose me?",
    "Sorry for many questions. Next, please teach me what papers there are on {X}. It is a different subject from "
    "before.",
    "Let's park that and pivot. New workstream: what do we have on {X}?",
    "Well, that'll do for those. Now I'm fixin' to look into {X} - y'all got anything on that?",
    "1) Set the papers above aside\n2) Search the library for {X}\n3) Show me the top hits",
    "> could you also dig out anything on {X}?\nSeparate request from a colleague - nothing to do with the papers "
    "above.",
    "[16:05] switching tasks. new search: {X}",
    "NEW TOPIC: {X}. ANYTHING IN THE LIBRARY?",
    "#newsearch {X} - unrelated to the last lot",
    "Sorry, got interrupted - forget what we were on. Can you find papers on {X}?",
    "Harvest's in, so I've got time for something new: {X}. What's in the library?",
    "The estate owner wants to plant a new block and has asked me about {X}. Separate from the ferments - what "
    "research is there?",
    "A new referral has just come in, and it's about {X}. Search for papers on that, please - separate from before.",
    "The SENCO has a brand-new question for me, about {X}. What papers can you find? It's unrelated to the language "
    "groups.",
    "Switching hats: the catchment team wants evidence on {X}, nothing to do with the drought. Search for it?",
    "Off the back of a telemetry alarm at the treatment works, I need to look into {X}. Any papers?",
    "The finds tray has thrown up a new puzzle, so a fresh search, please: {X}.",
    "The site director has asked me to look into {X} instead. Can you find me papers?",
    "That road traffic collision this morning raised something we haven't covered: {X}. Search the library for it, "
    "please.",
    "The charity's trustees asked about {X} - nothing to do with what we were just reading. Any papers?",
    "The disease scoring can wait. I've been asked to get up to speed on {X} - what's in the library?",
    "Planning next year's crossing block, I need to know about {X}. Can you pull up what's been published on that?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
