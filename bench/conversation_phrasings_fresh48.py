"""The forty-eighth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 50): same shapes and
placeholders as bench/conversation_phrasings_fresh47.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the fiftieth round of tuning and before running the benchmark on them (fresh47 is tuning
data from round 50 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns an air traffic controller, a vineyard manager, a speech and
language therapist, an offshore wind technician, a museum textile conservator or a water treatment operator would type,
in contexts neither fresh46 nor fresh47 uses (a break from the approach radar, the watch supervisor, a
loss-of-separation report, the unit's safety case and new trainees in the tower; frost candles before dawn, the
winemaker, the growers' co-op board, the organic certifier, the spray diary and the cellar door; a gap between children
at a primary school, the stroke ward's swallowing guidance, the ENT consultant, a parents' group and the school's
special needs coordinator; the crew transfer vessel waiting on the swell, the turbine's nacelle, the site's HSE adviser,
a rescue drill debrief, the blade inspection team and a toolbox talk; the textile lab, the curator, a tapestry's loan
agreement, the gallery's light levels, the trustees and the store's pest management plan; a night shift at the treatment
works, the drinking water inspector, chlorine dosing, the catchment team and a boil-water review), in shapes neither
uses: a turn written as an email with a subject line and a sign-off ("Subject: ...", "Thanks, Priya"), a forwarded
message quoted before the request ("Fwd from my manager: '...'"), the request as numbered steps ("1) ..., 2) ..., 3)
..."), a template to fill in ("[title] - found: ___"), the bot's own words quoted back ("You said 'here are the papers I
found'. Fine - ..."), a question about the bot dropped for the real request ("how do you pick which papers to show?
Never mind, ..."), a dare ("I bet hardly any of those are ... Prove me wrong"), emoji as signposts, and a typo fixed on
the next line ("*topic"). The other half are registers neither uses: Scots, South African and Geordie English ("aye",
"braw", "ken", "wee", "aboot", "they yins", "the now", "hale"; "howzit", "eish", "ag", "ja", "lekker", "hey"; "howay",
"pet", "canny", "divvent", "why aye", "dee", "owt", "summat"), a Dutch speaker's English ("per paper", "go over {X}",
"says over {X}", "Then a new subject"), a French speaker's English (a space before "?" and ":", "explain me", "speak
about", "resume" for a summary, "I search papers on ..."), a letter to the bot ("Dear Sir or Madam, ... Yours
faithfully"), dictation with the punctuation spoken ("question mark", "full stop", "comma", "colon"), a stuck caps lock,
and a programmer's (a loop, grep, a slash command, backticks, git). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh48".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Aye, that's a braw list. Now, could ye tell us what each o' they papers actually found? Just a wee line on each, "
    "ken.",
    "Howzit, thanks for the list hey. Eish, the titles don't say much - can you tell me what each of those papers "
    "found? One by one is lekker.",
    "Howay pet, canny list that. Divvent just give us the titles though - what did each of them papers find?",
    "Thanks, that is a nice list. Can you now tell me per paper what they found out? Short is fine, one or two "
    "sentences each.",
    "Thank you for the list. Please, can you explain me what each of these papers has found ? One by one, it is more "
    "clear for me.",
    "Dear Sir or Madam,\nThank you for the list of papers. I should be grateful if you would set out what each of "
    "them found.\nYours faithfully,\nMargaret Hale",
    "okay thanks for that full stop now what did each of those papers find question mark one at a time please full "
    "stop",
    "SORRY, CAPS LOCK IS STUCK AND I CAN'T BE BOTHERED TO FIX IT. WHAT DID EACH OF THOSE PAPERS FIND?",
    "for paper in results: print(paper.findings) - basically that. What did each of those papers find?",
    "Subject: findings\n\nHi, thanks for the list. Could you go through what each of those papers found?\n\nCheers, "
    "Tom",
    "Two things, in this order: 1) don't run a new search, 2) tell me what each of those papers found.",
    "For each of those papers, fill this in: \"[title] - found: ___\". Just the findings, one line per paper.",
    "I'm on my break from the approach radar and back on position in twenty minutes. What did each of those papers "
    "find?",
    "The watch supervisor wants evidence before we change how handovers are done in the tower. Go through what each "
    "of those papers found.",
    "Frost candles are lit in the bottom block and I'm sitting in the truck waiting for dawn. What did each of those "
    "papers find?",
    "Our winemaker wants to know before harvest whether any of this is worth trying. Run me through what each of "
    "those papers found.",
    "I've got a gap between two children at a primary school and I'm hiding in the staff room. What did each of those "
    "papers find?",
    "The stroke ward's swallowing guidance gets reviewed on Tuesday. Take me through what each of those papers "
    "reported.",
    "We're sat on the crew transfer vessel waiting for the swell to drop before we can step onto the turbine. What "
    "did each of those papers find?",
    "The site's HSE adviser has asked me to look into this before the next maintenance campaign. What did each of "
    "those papers conclude?",
    "I'm in the textile lab waiting for a humidification treatment to finish. What did each of those papers find?",
    "The curator wants to know whether the tapestry is fit to travel on loan. Go through what each of those papers "
    "showed.",
    "Night shift at the treatment works and the filters are backwashing. What did each of those papers find?",
    "The drinking water inspector visits next week. Run through what each of those papers reported.",
]

FILTER = [
    "Which o' they papers are aboot {X}, then? Just they yins - ye can leave the rest, ken.",
    "Ag, which of those papers are actually about {X}, hey? Only those ones, the rest you can leave.",
    "Howay, which of them papers are on about {X}, pet? Just them, divvent bother wi' the rest.",
    "Which of these papers go over {X}? Only those, please - the rest is not necessary.",
    "Among these papers, which ones speak about {X} ? I need only those ones.",
    "Dear Sir or Madam,\nOf the papers you listed, I should like to know which concern {X}. The remainder need not "
    "trouble you.\nYours faithfully,\nMargaret Hale",
    "which of those papers are about {X} question mark just those ones please full stop",
    "WHICH OF THOSE PAPERS ARE ABOUT {X}? ONLY THOSE. (SORRY, CAPS LOCK AGAIN.)",
    "grep the list you just gave me for {X} - which of those papers match? Only those, no new search.",
    "Out of curiosity, how do you pick which papers to show? Never mind, another time. Which of those are about {X}?",
    "I bet hardly any of those are really about {X}. Prove me wrong - which ones are?",
    "Fwd from my manager: \"Can you check which of the papers you found deal with {X}?\" So - which of those do?",
    "Our loss-of-separation report keeps coming back to {X}. Which of those papers deal with that?",
    "The unit's safety case for the new approach procedure has a section on {X}. Which of those papers are relevant?",
    "The growers' co-op board has asked me to look at {X}. Which of those papers are about it?",
    "The organic certifier will only accept evidence on {X}. Which of those papers should I send?",
    "Three children on my caseload have reports mentioning {X}. Which of those papers cover that?",
    "The ENT consultant only wants research on {X}. Which of those papers are about that?",
    "Our rescue drill debrief flagged {X}. Which of those papers address it?",
    "The blade inspection team is only interested in {X}. Which of those papers should I pass on?",
    "The loan agreement for the touring exhibition has a clause about {X}. Which of those papers bear on it?",
    "The museum's trustees asked specifically about {X}. Which of those papers are about that?",
    "The catchment team has been looking at {X}. Which of those papers are relevant to them?",
    "Our shift manager wants anything on {X} before the boil-water review. Which of those papers fit?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Whit's the {ord} paper aboot, then? Gie us a wee summary.",
    "Ja, the {ord} paper looks lekker - what's it about, hey?",
    "The {ord} paper, what does it speak about ? Can you resume it shortly ?",
    "The {ord} paper might help with our night-shift fatigue policy at the tower. What's it about?",
    "I've got the {ord} paper open on my tablet up in the turbine's nacelle. What's it about?",
    "You said \"here are the papers I found\". Fine - the {ord} one on that list, what's it about?",
    "That {nth} one looks canny, pet. What's it on about?",
    "THE {nth} PAPER - WHAT'S IT ABOUT? (CAPS LOCK, SORRY.)",
    "The {nth} paper could matter for how we prune after a frost. What does it cover?",
    "The {nth} paper might be useful for our chlorine dosing review. What's it about?",
    "From the title of paper [{n}] I don't understand it well. What is it about?",
    "/summarise [{n}]  <- pretend that's a command. What's that paper about?",
    "Paper [{n}] might help with a child who stammers. What's it about?",
    "Paper [{n}] could matter for the light levels in our gallery. What's it about?",
    "Subject: {title}\n\nHi - what's that paper about?\n\nThanks, Priya",
    "Fwd from the curator: \"Is {title} worth reading?\" What's it about, so I can answer her?",
    "{title} came up at our watch briefing this morning. What's it about?",
    "okay what's the {author} paper about question mark just a couple of lines full stop",
    "The lecturer I trained under always quoted the {author} paper on speech therapy. What's in it?",
    "That yin sounds braw. Can ye tell us mair aboot it - how did they go aboot the study?",
    "That one might change how we handle powdery mildew. Tell me more about it - how was the trial done?",
    "That study could change how we run the filters. Go into it in more depth - where was it done and how?",
    "1. That paper you just described. 2. More detail on it, please. 3. Especially who was studied and how.",
    "👉 that paper: tell me more about it. 🔍 how was it done? 👥 who was in it?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? The curator wants a name on the label text if we cite it."),
    ("authors", "Who wrote them papers, pet? Gis the names."),
    ("authors", "Who are the authors of those papers? Our inspector will want the references in full."),
    ("year", "When did it come oot? If it's auld, it's nae use tae me."),
    ("year", "WHAT YEAR WAS EACH OF THOSE PAPERS PUBLISHED? SORRY ABOUT THE CAPS."),
    ("year", "Surveillance radar has changed a lot since the nineties, so what year was each of those papers "
     "published?"),
    ("datasets", "What data is it based on - real turbine logs or a wind tunnel?"),
    ("datasets", "On which data is it based ? Where do the data come from ?"),
    ("datasets", "Did those studies use recordings of real children's speech, or something else? Which datasets did "
     "they draw on?"),
    ("results", "Ja, but what did it find in the end, hey? Just the main result."),
    ("results", "You said it \"examines\" the question. Fine, but what did it actually find? Its main result, "
     "please."),
    ("results", "The winemaker wants the bottom line. What did those studies find, all told?"),
    ("numbers", "How many samples were in it? One fragment of one tapestry tells me nothing."),
    ("numbers", "How many participants did each of these studies have? That I want to know before I read further."),
    ("numbers", "How many treatment works were in each of those studies? A study of one plant won't convince the "
     "regulator."),
    ("limitations", "Dear Sir or Madam,\nWould you kindly tell me what its shortcomings are? Its limitations, that "
     "is.\nYours faithfully,\nMargaret Hale"),
    ("limitations", "Not that I doubt you, but how sure can anyone be? Anyway - what are its main limitations?"),
    ("limitations", "The HSE adviser will pick holes in anything I bring. Where are those studies weakest - what are "
     "their limitations?"),
    ("venue", "okay and which journal was it published in question mark"),
    ("venue", "Which journal was it in? Our clinical excellence network only discusses peer-reviewed work."),
    ("venue", "Whit journals were they papers published in?"),
    ("code", "Is its code on GitHub or anywhere? I'd rather read the source than the methods section."),
    ("code", "We build our own conflict-detection tools in-house - did those papers release their code?"),
    ("code", "Subject: code\n\nHi, did those papers make their code available anywhere?\n\nThanks, Tom"),
    ("funding", "Who funded it? A lot of vineyard trials are paid for by the people selling the spray."),
    ("funding", "Eish, who paid for those studies? Who funded them, hey?"),
]

AREA = [
    "Whit does the hale collection say aboot {X}? Aw the papers, mind, no just they few.",
    "And what does the whole collection say about {X}, hey? All of the papers, not just those few.",
    "Howay, what's the whole collection got to say about {X}? Every paper, pet, not just them few.",
    "Can you make a summary of what the whole collection says over {X}? All papers, not only these.",
    "What says the entire collection about {X} ? I want a resume of all the papers, not only these ones.",
    "Dear Sir or Madam,\nI should be obliged if you would summarise what your entire collection says about {X}, not "
    "merely the papers above.\nYours faithfully,\nMargaret Hale",
    "what does the whole collection say about {X} question mark all the papers comma not just those ones full stop",
    "WHAT DOES THE WHOLE COLLECTION SAY ABOUT {X}? ALL OF IT, NOT JUST THOSE PAPERS.",
    "Change the scope from `those papers` to `the whole collection`: what does every paper you have say about {X}?",
    "1) Forget the short list. 2) Look at the entire collection. 3) Tell me what it says overall about {X}.",
    "📚 whole collection → {X} → what's the overall picture? (all papers, not just those few)",
    "Thanks, that's a useful start - I'll send you some feedback later. Right now though: what does the collection as "
    "a whole say about {X}?",
    "I'm briefing the new trainees in the tower on {X}. What does the whole collection say about it?",
    "Our unit's safety case needs the overall evidence on {X}. Across every paper in the collection, what does it "
    "show?",
    "The growers' co-op board wants a position on {X}. Summarise everything the collection has on it.",
    "Every visitor at the cellar door has a theory about {X}. What does the collection as a whole actually say?",
    "I'm running a training session for teaching assistants on {X}. Across all the papers in the collection, what's "
    "the evidence?",
    "Parents in my Tuesday group keep asking about {X}. What does the whole collection say, not just those papers?",
    "The wind farm's safety committee wants an overview of the research on {X}. What does the entire collection say?",
    "I'm writing a toolbox talk for the crew on {X}. What does every paper in the collection say about it?",
    "The trustees have asked for a paper on {X}. What does the whole body of literature in the collection say?",
    "I'm giving a talk on {X} at the conservation conference. Summarise the whole collection on it.",
    "The drinking water inspector wants our view on {X}. Across the whole collection, where does the evidence stand?",
    "We're rewriting the treatment works' operating manual around {X}. What does the whole collection say, not just "
    "those few?",
]

NEW_TOPIC = [
    "Right, that's me done wi' they. Something else the now - have ye got onything on {X}?",
    "Lekker, those are sorted. Different thing now, hey - any papers on {X}?",
    "Why aye, that'll dee for them. Summat different now, pet - got owt on {X}?",
    "Okay, that is enough about those. Then a new subject: are there papers about {X}?",
    "Thank you, it is good for these ones. Now another subject : I search papers on {X}.",
    "Dear Sir or Madam,\nThank you for your help with those. On an unrelated matter, I should be glad to receive any "
    "papers you hold on {X}.\nYours faithfully,\nMargaret Hale",
    "okay that's enough on those full stop new topic colon any papers on {X} question mark",
    "DONE WITH THOSE. NEW TOPIC: PAPERS ON {X}, PLEASE. (YES, CAPS LOCK STILL.)",
    "git checkout -b new-topic :) - i.e. leave those behind and search for papers on {X}.",
    "Subject: new search\n\nHi, thanks for those. Different topic now - could you find papers on {X}?\n\nThanks, "
    "Priya",
    "Fwd from my colleague: \"While you're on there, can you find anything on {X}?\" Different topic from before, so "
    "a new search please.",
    "Thanks, done with those. New topc: papers on {X}?\n*topic",
    "That's the handover question covered. The watch supervisor has asked about something unrelated: papers on {X}?",
    "I'm back on position in five, so those can wait. Different subject: find me studies on {X}.",
    "That's the frost question sorted. The winemaker's asked me about something else entirely - any papers on {X}?",
    "Those go in the spray diary notes. New topic for the co-op meeting: what have you got on {X}?",
    "Those will do for the stroke ward. A parent asked me something quite different today: have you papers on {X}?",
    "That's the stammering question dealt with. Separate matter from the school's special needs coordinator: any "
    "studies on {X}?",
    "That covers the blade inspections. Next item from the toolbox talk is unrelated: any papers on {X}?",
    "The swell's dropped and we're about to transfer, so those will do. Quickly, a new search: {X}.",
    "That's the tapestry loan sorted. The curator's next exhibition is on something else - can you search for {X}?",
    "Those are enough for the trustees. New topic for the store's pest management plan: papers on {X}?",
    "That's the dosing question dealt with. Completely different topic from the catchment team: papers on {X}?",
    "Those will do for the inspector. New issue from the shift manager: any studies on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
