"""The fifty-third fresh held-out phrasings of `litchat bench conversations` (issue #18, round 55): same shapes and
placeholders as bench/conversation_phrasings_fresh52.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-08 before the fifty-fifth round of tuning and before running the benchmark on them (fresh52 is tuning
data from round 55 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a paintings conservator at a gallery, a physiotherapist at
a professional football club, an avalanche forecaster, a prison psychologist, a bridge inspection engineer for a
highways authority or a hospice nurse would type, in contexts neither fresh51 nor fresh52 uses (the microscope and a
solvent test on a varnish, blanching, the head of collections and a treatment proposal, the loan agreement, the
registrar's object file, the trustees, the exhibition's couriers, mock-up panels and a new painting in the studio; the
treatment room before training, the first-team manager, the club doctor, the coach to an away match, the warm-up,
pre-season planning, the sports scientist, hamstrings, a player's agent and the transfer window medicals; the forecast
office at five in the morning, the daily bulletin, the ski patrol director, a road closure decision, a snow pit, a storm
cycle, the forecasters' training day and the heli-ski operator; the wing, the parole board, a risk assessment report,
the governor, parole reports, the offending behaviour programme team and the healthcare unit; the inspection van and the
rope-access team, the asset manager, the principal inspection, the council's cabinet member, the depot, guidance for
inspectors and scour inspections after the floods; the hospice's night shift, the consultant in palliative medicine, the
hospice education day, the bereavement team's reading group, syringe drivers and the chaplain), in shapes neither uses:
a slash command ("/summarise ...", "/filter {X}", "/search {X}"), pseudo-SQL ("SELECT ... FROM ... WHERE ..."), a
markdown table to fill in ("| Paper | ... |"), a conditional with its alternative ("If any ..., list them; if none are,
..."), arrows ("... → ... → ..."), an action in asterisks ("*puts the kettle on*"), a question the user answers
themselves ("Do I need all of those? No - ..."), a forum-style edit ("EDIT: ..."), a turn trailing off in ellipses
("hmm... ok... so..."), a context note in brackets ("(context: ...)") and "tl;dr". The other half are registers neither
uses: Irish English ("grand", "so", "c'mere", "sure look", "ah sure", "what's the story with", "that lot", "yer man",
"deadly", "go on so"), Indian English ("kindly", "do the needful", "noted", "itself", "only", "also", "not required",
"revert"), Singlish ("ah", "lah", "leh", "can or not", "got ... or not", "settled already", "steady", "wah", "shiok",
"simulation one"), a Spanish speaker's English ("explain me", "I want that you", "in general lines", "treat of", "change
of theme", "the panorama of", "the one I search"), an old-fashioned formal English ("pray", "would you be so good as
to", "I should be most obliged", "might I trouble you", "the foregoing papers", "so obliging as to") and 2000s
text-speak ("gr8", "thx", "wot", "abt", "r", "1", "wen", "b4", "2moro", "4", "l8r", "ppl", "w/", "k", "new q"). These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh53".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Grand job. C'mere, go through that lot for me and tell me what each one found - I'm only after the gist.",
    "Noted, thanks. Kindly do the needful and share the key finding of each of these papers, one by one.",
    "Ok steady. Each paper found what ah? Can summarise one line each or not?",
    "Thank you. Now explain me what found each one of these papers, please. With one phrase for each is sufficient.",
    "Splendid. Would you be so good as to set out what each of the foregoing papers found? A sentence for each will "
    "do admirably.",
    "gr8 thx. so wot did each of those papers find?? need it 4 my meeting l8r",
    "/summarise each paper in your last answer - one finding per paper",
    "Fill this in for the papers you just gave me:\n| Paper | What it found |\n|---|---|",
    "*puts the kettle on* Right, walk me through what each of those papers found while it boils.",
    "Do I have time to read all of those tonight? No. So what did each one find, in a sentence?",
    "hmm... ok... so what did each of those papers actually find... one at a time...",
    "tl;dr for each of those papers? Just the finding.",
    "I'm at the microscope waiting for a solvent test on the varnish to dry. Go through those papers and tell me what "
    "each found.",
    "The head of collections has to sign off the treatment proposal on Thursday. Do the findings in those papers "
    "support each other?",
    "Ten minutes in the treatment room before the squad comes in for training. Give me each paper's main result.",
    "The first-team manager wants to know if this changes how we bring players back from injury. Compare what those "
    "papers found for me.",
    "It's five in the morning in the forecast office and the bulletin goes out at seven. What did each of those "
    "papers conclude?",
    "The ski patrol director will want to see evidence. Set the papers you found side by side - what does each one "
    "show?",
    "Back from the wing with half an hour before the next assessment. Run me through the findings of those papers.",
    "The parole board will question anything I rely on. For each of those papers, what was found and how strong was "
    "the evidence?",
    "Sat in the inspection van while the rope-access team rigs up. What did those papers find, paper by paper?",
    "Our asset manager wants a one-page note. Could you give me the main result of each of those papers, in order?",
    "Quiet spell on the night shift at the hospice. What did each of those papers find? Short, please - I'm on my "
    "break.",
    "The consultant in palliative medicine asked whether the evidence hangs together. Do those papers reach the same "
    "conclusions?",
]

FILTER = [
    "Sure look, which of those are on {X}? Give me just those and we'll leave the rest be.",
    "Kindly filter these papers and share only those on {X}. Other papers not required.",
    "Got any of these on {X} or not? Only show me those ones lah.",
    "Of these papers, which ones treat of {X}? I want that you show me only those.",
    "Might I trouble you to confine that list to the papers concerning {X}? The remainder may be set aside.",
    "which of those r abt {X}? just those thx, dont need the rest",
    "/filter {X} - applied to the papers you just listed",
    "those papers → {X} only → which are left?",
    "SELECT title FROM your_last_answer WHERE topic = '{X}'; which papers does that return?",
    "If any of those papers are about {X}, list them; if none are, just tell me so.",
    "Do I need all of those? No - only the ones on {X}. Which are they?",
    "Which of those papers are relevant to me?\nEDIT: to be specific, the ones about {X}.",
    "The loan agreement requires evidence on {X} before the painting can travel. Which of those papers cover it?",
    "Our registrar only wants papers that deal with {X} for the object file. Can you keep just those from the list?",
    "Out of the papers you found, which are about {X}? That's the only thing the club doctor is interested in.",
    "We're on the coach to an away match - just the papers in that set that look at {X}, please.",
    "Tomorrow's bulletin will mention {X}. Pick out the papers from that list that discuss it.",
    "Cross off any of those papers that aren't about {X} - the road closure decision turns on that alone.",
    "For the risk assessment report I can only draw on work about {X}. Drop the papers in that list that aren't.",
    "Among those papers, is there anything specifically on {X}? The governor wants only those.",
    "Of the studies you've listed, hold on to the ones on {X} and lose the rest - that's all the principal inspection "
    "covers.",
    "The council's cabinet member will only read papers about {X}. Show me which of those fit.",
    "Only the papers among those on {X}, please - our hospice education day is built around it.",
    "For the bereavement team's reading group, which of those papers look at {X}? The others won't be needed.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "What's the story with the {ord} paper? Fill me in there, would you.",
    "Kindly explain the {ord} paper itself. What is it about?",
    "The {ord} one about what ah? Summarise for me can?",
    "Explain me please of what treats the {ord} paper. Only the general idea.",
    "Pray, what is the {ord} paper concerned with? A brief account would be most welcome.",
    "The {ord} paper might help with the blanching we're seeing in a varnish layer. What's it about?",
    "wot's the {nth} 1 abt? quick summary thx",
    "*squints at the {nth} title* okay, what is that paper actually about?",
    "Quickly, before the warm-up: what's the {nth} paper about?",
    "What does the {nth} paper cover? I'm heading out to dig a snow pit and want something to chew on.",
    "/summary [{n}] - what's it about?",
    "tl;dr of [{n}], please? Just what it's about.",
    "Is [{n}] about the same kind of population we have on the wing? Tell me what it covers.",
    "What's [{n}] about, in a couple of lines? I'll read it properly back at the depot.",
    "SELECT abstract FROM library WHERE title = '{title}' - or, in English, what's that paper about?",
    "What is {title} about? I'd like to know before I take it to the hospice education day.",
    "Could you summarise {title}? The head of collections cited it in her email this morning.",
    "What did {author} and colleagues study? Just the outline - the physio team meets at two.",
    "{author} - that name comes up in parole reports all the time. What's the paper about?",
    "Ah, that one's deadly. Go on so, give me more on it - the methods, the people, the setting.",
    "This particular study itself is very relevant. Kindly share more details - how it was conducted and on whom.",
    "Wah, this one quite shiok leh. Tell me more about the study - how they do, got how many people?",
    "Perfect, this is the one I search. Explain me more of it please - how they made the study and with which persons.",
    "That's the one for our bulletin. More on it, please - where was it done, over how many winters, and how?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it, so? I might know yer man from a conference."),
    ("authors", "Kindly share the names of the authors of these papers."),
    ("authors", "Who are the authors of those papers? Our asset manager wants to contact whoever did the field work."),
    ("year", "wen was it published? if its pre-2010 dont bother"),
    ("year", "Would you kindly tell me the year in which each of those papers appeared?"),
    ("year", "Add a year column for those papers:\n| Paper | Year |"),
    ("datasets", "What data is it built on - field observations, weather station records, or a model?"),
    ("datasets", "It use what data ah? Real patients or simulation one?"),
    ("datasets", "Were those studies based on hospice patients, or on people dying in hospital? What data did each "
     "draw on?"),
    ("results", "And what result it obtained, in general lines?"),
    ("results", "If it found an effect, tell me how big; if not, just say it found nothing."),
    ("results", "What did those studies conclude? The club doctor wants something she can quote in the medical "
     "meeting."),
    ("numbers", "How many participants it had? Kindly share the exact number only."),
    ("numbers", "how many ppl in each of those studies? need numbers b4 2moro"),
    ("numbers", "How many avalanches, or slopes, did each of those studies actually look at?"),
    ("limitations", "What are its limitations? If the tests were done on mock-up panels rather than real paintings, "
     "I need to know."),
    ("limitations", "*reads the abstract twice* Sounds almost too good. Where is it weakest?"),
    ("limitations", "Sure they can't all be perfect. What are the weak points in those studies, so?"),
    ("venue", "It published in which journal ah? Got peer review or not?"),
    ("venue", "In what journal it was published? I need it for the bibliography."),
    ("venue", "SELECT journal FROM the_papers_you_just_listed; - I only need where each was published."),
    ("code", "Can I get hold of the software it used, or did the authors keep it to themselves?"),
    ("code", "Have the authors of those papers been so obliging as to publish their code?"),
    ("code", "Our sports scientist wants to rerun the analyses. Is code available for those papers, and where?"),
    ("funding", "Where did its funding come from? A research grant, or the ski resort industry?"),
    ("funding", "These studies who sponsor one ah? Got industry money or not?"),
]

AREA = [
    "Ah sure, that lot only scratches the surface. Is there much in the library on {X} overall, and what does it all "
    "say?",
    "Kindly give overall picture of {X} from entire library itself, not only these papers.",
    "Whole library got what on {X} ah? Not just these few - all can?",
    "Now I want that you give me the panorama of {X} in all the library, not only of these papers.",
    "Stepping back, I should be most obliged for a survey of {X} drawn from the entire library, not merely the papers "
    "just named.",
    "ok but wot does the whole library say abt {X}? all of it not just those few thx",
    "/overview {X} - the whole library, not just your last answer",
    "zoom out → whole library → {X}: where does the evidence stand?",
    "If the library has anything on {X}, pull it all together - every paper, not just those - and tell me what it "
    "says overall; if it has nothing, say so.",
    "(context: I'm writing the background section of a grant)\nAcross everything in the library, what's known about "
    "{X}?",
    "Do those few papers tell me anything about {X}? Not really. So what does the entire library say about it?",
    "so... stepping right back... what does the whole library have on {X}... not just those...",
    "Is there a consensus across the library on {X}? The trustees meet before the loan is approved, and those few "
    "papers aren't enough.",
    "Setting aside what you just listed, how settled is {X} across everything in the library? The couriers keep "
    "asking.",
    "Where do papers in the library disagree about {X}? I want the wider picture for pre-season planning, not just "
    "those.",
    "Looking at every paper in the library, is {X} well supported or still contested? The sports scientist and I "
    "can't agree.",
    "How much does the library as a whole know about {X}? A storm cycle's coming and I want the full evidence, not "
    "just that list.",
    "What's the state of knowledge on {X}, going by the entire library? I'm presenting at the forecasters' training "
    "day.",
    "Drawing on all the papers in the library, what's the current thinking on {X}? It's for the offending behaviour "
    "programme team.",
    "Has the library got enough on {X} to say anything firm? Look beyond those papers - the governor wants a view.",
    "Across the library, what are the main findings on {X}? Not just the handful above - it's for the principal "
    "inspection report.",
    "I'm drafting guidance for our inspectors on {X}. Give me an evidence summary from the whole library rather than "
    "those few.",
    "It's a quiet night shift, so I'd like to read up on {X} properly - what does the library say as a whole?",
    "The hospice's education day is on {X}. What do all the papers in the library tell us, taken together?",
]

NEW_TOPIC = [
    "Ah, that's grand. C'mere to me, a different thing altogether: any papers on {X} at all?",
    "Noted. One separate query also: kindly search the library for {X} and revert.",
    "Ok these settled already. Now different one: got papers on {X} or not?",
    "Perfect. Now I want to change of theme: you can look for papers about {X}?",
    "Very good; I have no further use for those. Might I now ask an entirely separate question: what have you on {X}?",
    "k thx done w/ those. new q: anything on {X}?",
    "/search {X} - new topic, nothing to do with those",
    "New query, nothing to do with the last one: SELECT * FROM library WHERE topic = '{X}'",
    "Done with those → moving on to {X}. What's in the library?",
    "*closes all those tabs* Okay, fresh start: papers on {X}?",
    "Am I finished with those? Yes. So: what does the library have on {X}?",
    "(context: new project, unrelated to those papers)\nWhat have you got on {X}?",
    "A different painting has just come into the studio, and it raises {X}. Can you find me papers on that?",
    "Could you look up {X} for me? Nothing to do with the varnish - it's for a new acquisition.",
    "Switching from hamstrings to {X} - a player's agent has been on the phone. Find me the papers.",
    "Before the transfer window medicals, I need to read about something else: {X}. Find me papers.",
    "Unrelated to all that - the heli-ski operator wants to know about {X}. Can you search for it?",
    "New search, please, on {X}. It's for the road closure review, not what we were just discussing.",
    "Leaving those aside, I'm starting a new piece of work on {X}. Is there anything in the library?",
    "Right, a new subject for the healthcare unit: {X}. What papers do we have?",
    "Now for something else - our scour inspections after the floods raised {X}. Any papers?",
    "Different bridge, different question. Can you find research on {X}?",
    "Over tea the chaplain and I got talking about {X}. Could you search for that? It's a separate question.",
    "Enough on syringe drivers for tonight. What's there on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
