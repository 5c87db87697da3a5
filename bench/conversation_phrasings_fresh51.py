"""The fifty-first fresh held-out phrasings of `litchat bench conversations` (issue #18, round 53): same shapes and
placeholders as bench/conversation_phrasings_fresh50.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the fifty-third round of tuning and before running the benchmark on them (fresh50 is
tuning data from round 53 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a speech and language therapist working in schools, a
viticulturist at a wine co-operative, a commercial archaeologist on a developer-funded dig, a water treatment chemist,
an occupational therapist on a stroke unit or an offshore wind maintenance engineer would type, in contexts neither
fresh49 nor fresh50 uses (the school's medical room between therapy sessions, the SENCo, an EHCP, the local authority
panel, a parents' evening, the teaching assistants' training and the trust's clinical excellence network; vintage and
the press cycle, the co-operative's board, the spray programme, a frost night, the wine importer and the growers'
meeting; the site hut in the rain, the county archaeologist, the post-excavation assessment, radiocarbon dates, the
developer's project manager, the finds specialist and the local history society; a night shift in the works control
room, the drinking water inspectorate, dosing, an algal bloom in the reservoir, a boil-water notice and the water
company's board; the ward round, a home assessment visit, the discharge planning meeting, the stroke consultant, a
carer's question, splinting and the therapy team's in-service training; the crew transfer vessel and its weather
window, the O&M manager, leading-edge erosion of the blades, the turbine manufacturer, a safety stand-down, the marine
coordinator and the transit out to the array), in shapes neither uses: numbered steps ("1) ... 2) ..."), a quoted
message in markdown ("> ..."), a word limit ("In under 100 words"), "ELI5", emoji in place of words, a yes-or-no asked
first ("Yes or no first: ..."), a typo corrected on the next line ("*about"), a phone's signature ("Sent from my
phone"), a hashtag, a telegraphic turn of bare nouns ("{author} paper. Topic? Brief."), capitals for emphasis, a letter
with its greeting and sign-off ("Dear assistant, ... Kind regards") and a guess put up to be corrected ("Correct me if
I'm wrong, but ..."). The other half are registers neither uses: Scottish and South African English ("wee", "braw",
"aboot", "ye", "o'", "dae", "awfy", "gie us", "no' just"; "ja", "hey", "now now", "lekker", "howzit", "ag"), an
American Southerner ("y'all", "fixing to", "much obliged", "the whole kit and caboodle", "a line apiece"), a French
speaker's English ("what does it speak of", "I would want", "a view of ensemble", "I pass to another subject") and a
Japanese speaker's English ("please teach me", "sorry for trouble", "which year was published"), corporate jargon
("deep dive", "boil the ocean", "park the rest", "put a pin in", "workstream", "action this") and a user who apologises
at every turn ("Sorry - sorry! -"). These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh51".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Cheers, that's a braw wee list. Can ye go through what each o' those papers found? Just a wee line on each.",
    "Thanks hey. Now now, before I go into my meeting - what did each of those papers find? Only a line each.",
    "Well, I'm much obliged for that list. Now could y'all tell me what each one of those papers found? A line "
    "apiece is plenty.",
    "Thank you for this list. I would want now to know, for each paper, what are its conclusions. It is possible to "
    "do it paper by paper?",
    "Thank you very much. Please teach me what each paper found. Short explanation for each is OK. Sorry for trouble.",
    "Great, thanks for pulling that together. Can we do a quick deep dive on the key takeaways from each of those "
    "papers? One bullet per paper, no need to boil the ocean.",
    "Sorry, I know I keep asking things - sorry! - but could you possibly say what each of those papers found? Only "
    "if it's no trouble.",
    "Two steps, please: 1) take each of the papers you just listed, 2) tell me in one sentence what it found.",
    "My supervisor just messaged me:\n> Don't just send me titles, what did they find?\nSo - what did each of those "
    "papers find?",
    "In under 100 words in total, what did each of those papers find?",
    "Nice 👍 now what did each of those papers actually find? 🤔 one line each 🙏",
    "what did each of those find? short answers pls, I'm walking between buildings\n\nSent from my phone",
    "I'm in the school's medical room between therapy sessions and the next child is due in five minutes. Give me "
    "the headline finding of each of those papers.",
    "The SENCo wants evidence before she funds another term of language groups. Summarise what each of those papers "
    "found.",
    "We're in the middle of vintage and I'm waiting for the press to finish its cycle. What came out of each of "
    "those papers?",
    "The co-operative's board is deciding whether to change our spray programme. I need the bottom line of every "
    "paper on that list.",
    "Rained off again and sitting in the site hut with a flask. What did each of those papers conclude?",
    "The county archaeologist wants a justification in the post-excavation assessment. For each of those papers, "
    "what was the main finding?",
    "Night shift in the works control room and the alarms are quiet for once. What did those papers each report?",
    "The drinking water inspectorate will ask why we changed our dosing. Set out the findings of each of those "
    "papers for me.",
    "I've got twenty minutes between the ward round and a home assessment visit. Give me a sentence on what each of "
    "those papers found.",
    "The stroke consultant wants the therapy team to justify our upper limb programme. What did each of those "
    "studies show?",
    "On the crew transfer vessel, waiting for the weather window to open and feeling a bit green. What did each of "
    "those papers find?",
    "The O&M manager wants to know whether to change how we repair leading-edge erosion. What's the key result of "
    "each paper on that list?",
]

FILTER = [
    "Which o' those are aboot {X}, then? Just they ones - ye can bin the rest.",
    "Ja, which of those are actually about {X}? Only those ones, hey - the rest can wait.",
    "Which of those papers have to do with {X}? Y'all can skip the rest, I only need those.",
    "Among these papers, which are the ones which speak of {X}? Only those interest me.",
    "Excuse me, in these papers, which one is related to {X}? Only these ones, please.",
    "Let's narrow the scope: which of those papers are on {X}? Park the rest for now.",
    "Sorry, one more - which of those are about {X}? Just those, sorry, you can ignore the others.",
    "Yes or no first: are any of those papers about {X}? Then name the ones that are.",
    "which of those are abut {X}\n*about - just those ones pls",
    "Of the papers you listed, only the ones about {X} please. #narrowingitdown",
    "Those papers. {X} only. Which?",
    "I need ONLY the ones about {X} - which of those papers are they?",
    "A parent at last night's parents' evening asked me about {X}. Which of those papers cover it?",
    "The EHCP I'm writing has a section on {X}. Of the papers you found, which could I cite there?",
    "We lost half a block to {X} last season. Which of those papers look at that?",
    "The wine importer keeps asking about {X}. Pick out the papers in that list that deal with it.",
    "The developer's project manager only cares about {X}. Which of those papers should I forward?",
    "Our finds specialist is writing up {X}. Which papers from that list are relevant to her?",
    "The reservoir has had problems with {X} since June. Which of those papers study it?",
    "For the board paper I can only include work on {X}. Which of the papers above make the cut?",
    "A carer asked me about {X} on the ward this morning. Which of those papers would help me answer?",
    "Our in-service training on Friday is about {X}. Which of those papers are worth handing out?",
    "The turbine manufacturer blames {X} for the gearbox failures. Which of those papers deal with that?",
    "The marine coordinator wants anything on {X} before the next campaign. Which of those papers are on it?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "What's the {ord} paper aboot, then? Gie us a wee summary.",
    "Howzit - quick one: what's the {ord} paper about? Just the gist, hey.",
    "Now what's that {ord} paper all about? Give it to me short and sweet, if y'all don't mind.",
    "The {ord} paper, what does it speak of? I would want a short résumé.",
    "I've been meaning to read the {ord} paper since the April frost hit our lower vineyard. Summarise it for me?",
    "ELI5 the {ord} paper please - what's it about?",
    "Please teach me about the {nth} paper. What is the content?",
    "Can you give me the 30-second elevator pitch for the {nth} paper?",
    "What's the {nth} paper about? If it's on stammering I'll bring it to our group on Tuesday.",
    "Summarise the {nth} paper for me - the county archaeologist is asking whether it's worth citing.",
    "Sorry to be a pain, but what's [{n}] about? Sorry - just a quick summary.",
    "[{n}] 👀 caught my eye, but the title's no help. What's it about?",
    "What is [{n}] about? The title mentions chlorine and I'm on the dosing review.",
    "Before the discharge planning meeting, could you give me a quick summary of [{n}]?",
    "My colleague wrote:\n> You have to read {title}\nWhat's it about, before I commit to that?",
    "The O&M manager keeps mentioning {title}. What's it about, in plain terms?",
    "{title} - what's it about, in 30 words or fewer?",
    "{author} paper. Topic? Brief.",
    "The winemaker I trained under used to cite {author}. What's that paper about?",
    "Aye, that's the one I'm after. Tell us a bit more aboot it - who was in the study and how was it done?",
    "Lekker, that one looks useful. Can you give me more detail on it - design, who took part, where it was done?",
    "That one's exactly what we need for the boil-water notice review. Tell me more - how was it set up, and over "
    "what period?",
    "That's the study I want. More on it please: which turbines, how many, and how were the repairs assessed?",
    "Correct me if I'm wrong, but that one looks like a lab study. Is it? And tell me more about how it was done.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? The SENCo will want to know if the authors are therapists or academics."),
    ("authors", "An' who wrote those ones? Just the names'll dae."),
    ("authors", "Who are the key people behind these papers? I want to know who to reach out to."),
    ("year", "When was it published, hey? If it's older than ten years I'll leave it."),
    ("year", "Each paper, which year was published? Please tell me."),
    ("year", "The regulations changed in 2017, so what year did each of those papers come out?"),
    ("datasets", "Where does its data come from - one excavation, or a pooled set of radiocarbon dates?"),
    ("datasets", "On which data is it based? Data of hospitals or of a national registry?"),
    ("datasets", "Were those studies done on real offshore turbines or in wind tunnels? What data did each use?"),
    ("results", "What'd it find, bottom line? I don't need the whole nine yards."),
    ("results", "Main result of it? One sentence."),
    ("results", "The board will only read one line. What did those studies find, overall?"),
    ("numbers", "How many stroke patients did it include? A handful from one unit wouldn't persuade the consultant."),
    ("numbers", "Sorry - how many participants were in each of those studies? Sorry, I should have asked earlier."),
    ("numbers", "How many children took part in each of those studies? Our caseload is mostly under sevens."),
    ("limitations", "Before we action this, what are its weak points? Give me the limitations of the study."),
    ("limitations", "Sounds awfy good. What's the catch wi' it, then - its limitations?"),
    ("limitations", "The inspectorate will pick holes in anything we cite. What are the limitations of those "
     "studies?"),
    ("venue", "This paper, which journal is it published in? Please tell me the journal name."),
    ("venue", "where was it published? 📚 journal name pls"),
    ("venue", "Which journals did those come out in? The county archaeologist prefers peer-reviewed sources."),
    ("code", "Is its code available? I'd like to run it against our own blade inspection data."),
    ("code", "Did any of those folks put their code out there? Where could I get hold of it?"),
    ("code", "For each of those papers: 1) is the code public? 2) where?"),
    ("funding", "Who paid for it? If a spray company funded it I want to know."),
    ("funding", "Ag, I forgot to ask: where did the money for those studies come from?"),
]

AREA = [
    "Right, forget they few. What does the whole collection say aboot {X}? Every paper, no' just those.",
    "Ja, but what does the whole collection say about {X}? Not just those few - all the papers, hey.",
    "Now what does the whole kit and caboodle say about {X}? I mean every paper y'all have, not just those.",
    "I would want to have a view of ensemble: what says the whole collection on {X}? All the papers, not only these.",
    "Please tell me about {X} in the whole collection. All papers, not only these ones.",
    "Let's zoom out to the 30,000-foot view: across the entire collection, what's the evidence on {X}?",
    "Sorry, bigger question - sorry - what does the whole collection say about {X}? All of it, not just those.",
    "1. Forget the papers above. 2. Look across the whole collection. 3. Tell me what it says about {X}.",
    "ELI5: what does the entire collection say about {X}? All the papers, not only the few you listed.",
    "In 150 words, the whole collection's take on {X} - not just the papers above.",
    "Dear assistant,\nCould you summarise what the entire collection says about {X}, not just the papers "
    "above?\nKind regards,\nRuth",
    "The WHOLE collection please, not just those - what does it say about {X}?",
    "I'm giving a talk to the teaching assistants on {X}. What does the whole collection say, not only those papers?",
    "The local authority panel wants the overall evidence on {X}. Summarise it across every paper in the collection.",
    "The growers' meeting next month is on {X}. What does the collection as a whole say?",
    "I'm up all night watching the frost alarm, so I've time to read. Across the whole collection, what's known "
    "about {X}?",
    "The local history society wants a talk on {X}. What does every paper in the collection say?",
    "For the post-excavation assessment I need the wider picture on {X} - the whole collection, not those few.",
    "The water company's board wants a position on {X}. Take the whole collection and tell me where the evidence "
    "points.",
    "After last week's boil-water notice we're reviewing {X}. What does the collection say overall?",
    "Our therapy team in-service is on {X} next month. Give me the overall evidence across the collection.",
    "The stroke consultant asked me for a summary of {X}. Pull together what the whole collection says.",
    "During the safety stand-down we're discussing {X}. What does the whole collection say about it?",
    "The turbine manufacturer's report on {X} looks one-sided. What does the full collection say?",
]

NEW_TOPIC = [
    "Braw, that's me done wi' those. Totally different thing now - have ye got anything on {X}?",
    "Thanks, those are fine, I'll read them now now. Something different though: papers on {X}?",
    "Alrighty, I'm fixing to switch gears. Forget those - what've y'all got on {X}?",
    "Good, for these it is finished. I pass to another subject: have you articles on {X}?",
    "Thank you, that is enough. Next, different topic, please search papers about {X}.",
    "Let's put a pin in those. New workstream: what have we got on {X}?",
    "Sorry to change the subject - sorry! - but could you look for papers on {X}? Nothing to do with those.",
    "✅ done with those. 🆕 topic: {X} - got anything?",
    "New search. {X}. Ignore previous papers.",
    "Our director just forwarded this:\n> Can someone find research on {X}?\nSo - different topic - can you?",
    "ok thanks, new topc: {X}\n*topic - anything on that?",
    "cheers, finished with those. can you search {X} instead?\n\nSent from my phone",
    "That's the language groups covered. A teacher stopped me in the corridor about {X} - can you find anything?",
    "Different caseload question: the trust's clinical excellence network wants studies on {X}.",
    "Spray programme's done. The wine importer asked something unrelated - anything on {X}?",
    "Leave those. Harvest's over and I want to read up on {X} instead.",
    "The developer's moved us to a new site, so new question: what's out there on {X}?",
    "That's the radiocarbon dates sorted. Unrelated, but the finds specialist is curious about {X}.",
    "Algal bloom stuff's done. The operations manager now wants research on {X}.",
    "Enough on dosing. Can you search for papers on {X}? Separate issue.",
    "Splinting question answered. A family member asked about {X} - can you find me papers on that?",
    "Forget the stroke papers for now. For a different patient, I need studies on {X}.",
    "Blade erosion's covered. The marine coordinator wants something else entirely - research on {X}.",
    "We've got a two-hour transit out to the array. Find me papers on {X} to read on the way - new topic.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
