"""The forty-third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 45): same shapes and
placeholders as bench/conversation_phrasings_fresh42.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-fifth round of tuning and before running the benchmark on them (fresh42 is tuning
data from round 45 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a systematic reviewer, a patent attorney, a
secondary-school science teacher, a nurse educator, an epidemiologist or a newspaper fact-checker would type, in
contexts the earlier sets do not use (title-and-abstract screening, inclusion criteria and a data extraction sheet,
prior art against a client's claims and a freedom-to-operate opinion, a Year 10 lesson and a class project, a teaching
session for newly qualified nurses, surveillance data and an outbreak report, an editor's hunch and a columnist's
quote), in shapes they do not use: a question inside a story ("So yesterday one of my students put her hand up and asked
..."), a turn that points back to one of the person's own earlier turns rather than the bot's ("Like I said in my first
message, ...", "Going back to what I asked at the start, ..."), a turn that says what it will do with the answer ("I'm
going to paste your answer straight into ..."), two asks joined by "and also", a turn typed as a search-engine query
("findings of each paper above summary"), an apology first ("Sorry, I should have asked this straight away - ..."), a
turn that rules out a misreading ("No need to search again - ...", "Not a new search, please - ..."), and thanks or a
judgement on one of the papers just listed, or on the list, before the ask ("The one at the top of the list is exactly
what I was hoping for, thanks.", "Honestly, most of those were a bit off for me."), which most of the new topics do. The
other half are registers the earlier sets do not use: a cheesemaker ("rennet's in and the milk needs forty minutes to
set", "cut the curd and drain the whey", "coring several wheels, not one"), a luthier ("braces glued in the go-bar
deck", "sorting tonewood", "how the whole body rings, not one brace"), a bookbinder ("sections sewn and the spine drying
under the press", "sewn into the book block", "how the whole book opens, not one page"), a dry-stone waller ("throughs,
hearting and rubbish", "the whole length, not one stone", "that length's coped"), a watchmaker ("movement's in the
cleaning machine", "the bench mat and the parts tray", "over a week in every position, not from one reading"), a
glassblower ("the glory hole and the cullet bin", "knocked off the punty and into the annealer", "once the whole lot's
annealed, not by one bubble"); Indian, Singaporean (Singlish), Nigerian and Southern US English ("kindly", "what all",
"which all", "only" for emphasis; "leh", "lah", "ah", "can or not", "can already", "shiok", "short short", "got talk
about ... one"; "o", "abeg", "oya", "no wahala"; "fixin' to", "y'all", "darlin'", "mighty fine", "thank you kindly",
"askin'", "'em"); and two typing habits: text-speak abbreviations ("thx 4 the list. can u tell me wat ...", "which of
those r abt {X}?", "gr8", "yr") and typos put right in asterisked corrections at the end ("what did eahc of those papers
fnid? *each *find"). These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the
benchmark reports them as "fresh43".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Rennet's in and the milk needs forty minutes to set, so I've time to read. What did each of those papers find?",
    "Braces are glued in the go-bar deck and can't be touched till tomorrow. What did each of those papers end up "
    "showing?",
    "Sections are sewn and the spine's drying under the press. Run me through what each of those papers found.",
    "Rain's too heavy to lift stone, so I'm sat in the van with a flask. What did each of those papers conclude?",
    "Movement's in the cleaning machine for the next half hour. Take me through the results of each of those papers.",
    "Furnace is up to heat but the gaffer's not in yet. What did each of those papers report?",
    "Very nice list, thank you. Kindly tell me what all those papers found, each one separately only.",
    "Wah, the list quite long leh. Can tell me what each of those papers found or not? Short short can already.",
    "Thank you o, the list is fine. Abeg, what did each of those papers find? Just run me through them one by one, no "
    "wahala.",
    "Well, that's a mighty fine list, thank you kindly. Now what'd each of those papers find? I'm fixin' to write 'em "
    "up.",
    "thx 4 the list. can u tell me wat each of those papers found pls? 1 line each is gr8",
    "what did eahc of those papers fnid? *each *find",
    "I'm screening these for a systematic review and the abstracts are too long to skim. What did each of those papers "
    "find?",
    "I'm checking these as prior art against a client's claims. What did each of those papers actually disclose and "
    "find?",
    "I'm building a lesson for my Year 10s around these. What did each of those papers find, in words a "
    "fifteen-year-old would follow?",
    "These are going into a teaching session for our newly qualified nurses next week. What did each of those papers "
    "find?",
    "So yesterday one of my students put her hand up and asked what the research actually shows, and I had no idea. "
    "What did each of those papers find?",
    "Like I said in my first message, I need findings, not titles. What did each of those papers find?",
    "I'm going to paste your answer straight into our data extraction sheet, so keep it tidy: what did each of those "
    "papers find?",
    "What did each of those papers find, and also, do any of them contradict the others?",
    "findings of each paper above summary",
    "Sorry, I should have asked this straight away - what did each of those papers find?",
    "No need to search again - just tell me what each of the papers you listed found.",
    "The one at the top of the list is exactly what I was hoping for, thanks. Now, what did each of those papers find "
    "- the whole list, please?",
]

FILTER = [
    "Cut the curd and drain the whey: which of those papers are about {X}? Keep those; the rest can go to the pigs.",
    "Like sorting tonewood, where only the quartersawn stuff goes on the bench: which of those papers deal with {X}?",
    "Which of those papers cover {X}? Those get sewn into the book block; the rest go in the waste-paper box.",
    "Sorting the stone into throughs, hearting and rubbish: which of those papers involve {X}? The rest go in the "
    "barrow.",
    "Which of those papers touch on {X}? Only those go on the bench mat; the rest go back in the parts tray.",
    "Only the papers on {X} go back in the glory hole - which of those are they? The rest go in the cullet bin.",
    "Which all of those papers are about {X}? Kindly list those only, the others I don't need.",
    "Which of those papers got talk about {X} one? Just those can already, the rest no need lah.",
    "Abeg, which of those papers are about {X}? Only those ones o, leave the rest.",
    "Which of those papers are about {X}, darlin'? Just those ones - I don't need the rest of 'em, no sir.",
    "which of those r abt {X}? just those pls, thx",
    "whcih of those papers are abuot {X}? *which *about",
    "Which of those papers are about {X}? Those are the only ones that meet our review's inclusion criteria.",
    "The claim in dispute is specifically about {X}. Which of those papers could count as prior art - which ones are "
    "about that?",
    "This term's unit is only about {X}. Which of those papers could I use with my class?",
    "Next week's simulation is built around {X}. Which of those papers deal with that?",
    "Going back to what I asked at the start, I need to know whether any of those papers are about {X}, and if so, "
    "which.",
    "My editor rang me this morning convinced that half of these are about {X}. Are they? Which of those papers "
    "actually are?",
    "I'll forward only the ones about {X} to my supervisor, so which of those papers are they?",
    "Which of those papers are about {X}, and also, could you say in a line why each one counts?",
    "results above filter by {X}",
    "Sorry, I wasn't clear before - I only want the papers from that list that are about {X}. Which are they?",
    "Not a new search, please - of the papers you already gave me, which are about {X}?",
    "Thanks, the first one was a great find. Now, of that list, which papers are about {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Wheels are turned and the cave's at temperature, so I've a minute: what's the {ord} paper about?",
    "Clamps are on the bridge till morning. Tell me about the {ord} paper.",
    "Now that {ord} paper - what's it about, if you don't mind me askin'?",
    "The {ord} paper might be the prior art I've been hunting for. What's it about?",
    "A Year 9 asked me today about something just like the {ord} paper, and I couldn't answer. What's that paper "
    "about?",
    "wat's the {ord} paper abt? pls explain",
    "Endpapers are pasted down and the book's under weights. What's the {nth} paper about?",
    "The {nth} paper looks quite shiok leh. What is it about ah?",
    "The {nth} paper could anchor my teaching session on the ward. What's it about?",
    "I'm going to read the {nth} paper on the train tonight - what's it about, so I know what I'm in for?",
    "Waiting for the wet to clear off the top stones. What's paper [{n}] about?",
    "Abeg, tell me more about paper [{n}] o. What is it about?",
    "Paper [{n}] is borderline for inclusion in our review. What's it about?",
    "whats paper [{n}] abuot? *about",
    "Balance wheel's out and the hairspring's in the tray. What's {title} about, then?",
    "Kindly tell me more about {title}. What is it about exactly?",
    "I mentioned earlier that I'm a patent attorney - with that in mind, what's {title} about?",
    "Bowl's knocked off the punty and into the annealer. Now, the {author} paper: what's in it?",
    "What's the {author} paper about, and also, how well was it done?",
    "That study might change how we read our surveillance data. Tell me more about it - how was it designed?",
    "A columnist quoted that study in last week's paper. What more can you tell me about it?",
    "Sorry, one more on that paper - could you go into it a bit more? Who was studied and how?",
    "that paper more detail methods",
    "Thanks for explaining that one - it's the most useful so far. Could you say a bit more about it, how they went "
    "about it?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I sign the inside of every top I make, so I like to know whose work I'm reading."),
    ("authors", "Who wrote those papers ah? Can give me the names or not?"),
    ("authors", "I need the names for a conflict check: who are the authors of those papers?"),
    ("year", "When was it published? Every wheel gets its make date stamped on the rind."),
    ("year", "wat yr did each of those papers come out?"),
    ("year", "I'll put the years straight into my reference list, so: when was each of those papers published?"),
    ("datasets", "What data is it based on? I like to know which quarry the stone came from before I build with it."),
    ("datasets", "Was it done on nurses, patients or students? What data did it use?"),
    ("datasets", "What all data did those papers use? Kindly mention for each."),
    ("results", "What did it find in the end? I only trust a watch once I've seen how it runs."),
    ("results", "So what did it find at the end of the day? Abeg, tell me straight."),
    ("results", "My nephew swears those studies proved something big and won't stop going on about it at dinner. What "
     "did they actually find?"),
    ("numbers", "How many people were in it? I count every signature before I sew, so give me a number."),
    ("numbers", "how mnay people were in each of those studies? *many"),
    ("numbers", "I need sample sizes to pool in a meta-analysis: how many participants did each of those studies "
     "have?"),
    ("limitations", "Where's it weakest? Glass always cracks at the thinnest spot, never the thickest."),
    ("limitations", "Sorry, I should have asked this first: what are its limitations?"),
    ("limitations", "I have to rate risk of bias for those studies. What are their limitations?"),
    ("venue", "Which journal was it in, if you don't mind me askin'?"),
    ("venue", "Which journal did it come out in? My students have to cite it properly."),
    ("venue", "those papers journal names"),
    ("code", "Is its code available, and also, under what licence?"),
    ("code", "did those papers share their code? need it 4 a demo thx"),
    ("code", "We'd only build on something we can inspect: did those papers release their code?"),
    ("funding", "Who paid for it? I always check who funded a study before we print a word about it."),
    ("funding", "As I mentioned before, conflicts of interest matter for my report - so who funded those studies?"),
]

AREA = [
    "You grade a batch by coring several wheels, not one. What does the collection as a whole say about {X}?",
    "A guitar's judged by how the whole body rings, not one brace. What's the overall picture on {X} across your "
    "collection?",
    "A binding's judged by how the whole book opens, not one page. Summarise what all the papers in the collection say "
    "about {X}.",
    "A wall stands or falls on its whole length, not one stone: what does all the research on {X} in the collection "
    "add up to?",
    "I time a watch over a week in every position, not from one reading. Give me an overview of everything in the "
    "collection on {X}.",
    "You judge a batch of glass once the whole lot's annealed, not by one bubble. What does the entire collection say "
    "about {X}?",
    "What all does the whole collection say about {X}? Kindly cover all the papers, not only one or two.",
    "Across the whole collection, what the papers say about {X} ah? All of them, not just one, can?",
    "Oya, forget that one paper - what does the whole collection say about {X}? All the papers o.",
    "Now what does the whole collection say about {X}, all the papers put together? Not just the one, y'all.",
    "wat does the whole collection say abt {X}? all papers not just 1 pls",
    "what does teh whole colection say about {X}? *the *collection",
    "I'm drafting the background for an outbreak report on {X}. What does the whole collection say, across every "
    "paper?",
    "My class is doing a project on {X}. Summarise what the collection as a whole says, across all the papers.",
    "I'm writing a new module on {X} for the nursing programme. What does the evidence across the whole collection "
    "show?",
    "For a freedom-to-operate opinion I need the whole landscape on {X}, not a few papers. What does the entire "
    "collection say?",
    "At dinner last night my brother-in-law insisted that {X} is settled science. Is it? What does the whole "
    "collection say?",
    "Earlier I asked about a handful of papers; now I want the lot. What does everything in the collection say about "
    "{X}?",
    "I'll turn your answer into the introduction of my thesis chapter, so: across the whole collection, what's known "
    "about {X}?",
    "What does the whole collection say about {X}, and also, where do the papers disagree?",
    "{X} overview all papers collection",
    "Sorry to widen things out - what does the whole collection say about {X}, across all the papers rather than those "
    "few?",
    "Not just the papers you listed - I mean the entire collection. What does it say about {X}?",
    "Thanks, that third paper was really helpful. But step back: what does the collection as a whole say about {X}?",
]

NEW_TOPIC = [
    "Wheels are brined and up on the shelves in the cave. Something else now: any papers on {X}?",
    "That guitar's strung up and played in. Next build's a mandolin, so a different question: find me papers on {X}.",
    "That book's cased in and under the weights. New subject: have you got papers on {X}?",
    "That length's coped and finished. Next field's a different job entirely: search for papers on {X}.",
    "That watch is cased up and back with its owner. On to another job: what papers have you got on {X}?",
    "Pipes are racked and the glory hole's turned down for the night. Different piece tomorrow: find me studies on "
    "{X}.",
    "Very useful, thank you. Now one different topic only: kindly search for papers on {X}.",
    "Those papers quite useful leh, thanks. Now different topic lah - got papers on {X} or not?",
    "Thank you o, those papers were very helpful. Oya, new topic: find me papers on {X}.",
    "Well, those papers were right helpful. Now I'm fixin' to look at something else entirely: y'all got papers on "
    "{X}?",
    "thx those were gr8. new topic: any papers on {X}? pls",
    "thnaks, those wree useful. new topic: papres on {X}? *thanks *were *papers",
    "Those gave me what I needed for the cohort section. Now a separate question: papers on {X}, please.",
    "Two of those will go in the prior-art search report. Different matter now: can you find papers on {X}?",
    "I've put the first one on next week's worksheet, so thanks. Completely new topic for another class: papers on "
    "{X}?",
    "Those will do nicely for the teaching session. Now something unrelated: have you got papers on {X}?",
    "Thanks for the second paper in particular - it's exactly what I was missing. Moving on to something else: papers "
    "on {X}?",
    "Honestly, most of those were a bit off for me. Let's try a different topic: papers on {X}.",
    "My manager just walked past and asked me to look into {X} instead, so drop the last topic - find me papers on it.",
    "That answers my first question. My second one is unrelated: what papers do you have on {X}?",
    "I've saved those to my reading list. Next I'm writing a section on {X} - can you find papers on it?",
    "Those were great, thanks. And also, separately, could you find me papers on {X}?",
    "{X} papers new search",
    "Sorry, this isn't about those papers at all - new search, please: papers on {X}.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
