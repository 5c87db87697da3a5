"""The forty-sixth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 48): same shapes and
placeholders as bench/conversation_phrasings_fresh45.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-eighth round of tuning and before running the benchmark on them (fresh45 is
tuning data from round 48 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a school nurse, a zookeeper, a forensic accountant, a
harbour pilot, a trade union representative or a dentist would type, in contexts neither fresh44 nor fresh45 uses (a
queue at the medical room, a pupil's healthcare plan, the governors and a staff training day; the red pandas' feed, the
studbook coordinator, the zoo vet and a welfare audit; counsel's instructions, an expert report, the joint experts'
meeting and a liquidator; the pilot launch, the harbour master, a near-miss investigation and the port's marine safety
committee; a grievance hearing, the branch meeting, a night-shift rota and the joint health and safety committee; a gap
between patients, the practice's sedation policy and the local dental committee), some with their own trade's words
around the request, in shapes neither uses: a turn that changes its mind halfway ("Tell me about all of - no, scratch
that, just ...", "Which of those mention {X}? Actually no, forget that list - ..."), a yes/no with a condition ("Do any
of those touch on {X}? Yes or no - and if yes, ..."), a long parenthetical, a turn that speaks to someone reading over
the shoulder first, a line pasted from a to-do list ("[ ] ..."), a rhetorical question before the real one, a headline
in title case, a complaint about the last answer ("That's just a list of titles, which isn't much use to anyone."), a
sarcastic or tired turn, a place or product name that is not the topic, and a number that is not a citation ("Next
patient in 4 minutes."). The other half are registers neither uses: Welsh, Nigerian, Singaporean and New Zealand English
("is it?", "there's lovely", "tidy", "mun", "diolch"; "abeg", "o", "wetin", "no wahala", "don do"; "lah", "leh", "ah",
"hor", "can or not", "already"; "sweet as", "chur", "bro", "yeah nah", "choice", "eh"), a German speaker's English ("I
would like to become an overview", "Could you shortly tell me", "say to {X}", "a question to another theme"), American
legal register ("Please set forth ...", "the foregoing list", "with particularity", "without limitation") and a
teenager's ("ngl", "tbh", "r", "thx", "lol"). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh46".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Tidy list, diolch. Now then, what did each of those papers find, is it? Go through them one by one for me, "
    "there's lovely.",
    "Thank you o, the list is fine. Abeg, wetin each of those papers find? Go through them one after the other, no "
    "wahala.",
    "Wah, the list quite long leh. Can tell me what each paper found or not? One by one lah.",
    "Sweet as, cheers for that. Yeah nah, the titles don't tell me much - what did each of those papers actually find, "
    "bro?",
    "Thank you for the list. Can you tell me what each of these papers has found out? I would like to become a short "
    "overview of every one.",
    "Please set forth, for each paper identified in your preceding response, the principal findings thereof, stated "
    "separately as to each.",
    "ok ngl those titles mean nothing to me 😭 what did each of them actually find?? like one line each pls",
    "Mum, you can read it over my shoulder, it's answering in a sec - sorry, that was to my mum. What did each of "
    "those papers find?",
    "That's just a list of titles, which isn't much use to anyone. What did each of those papers actually find?",
    "Why do people write titles that tell you nothing? Anyway: what did each of those papers find?",
    "[ ] get the findings of each paper on that list (one line each) - that's from my to-do list, can you do that one "
    "for me?",
    "Reader Given Titles, Still Wants Findings: What Did Each Of Those Papers Find?",
    "I've a queue outside the medical room and a Year 9 who fainted at the vaccination session. Quickly, what did each "
    "of those papers find?",
    "I'm drafting a pupil's individual healthcare plan and the head wants it evidence-based. What did each of those "
    "papers report?",
    "Red pandas are fed and I've got until the keeper talk at half eleven. What did each of those papers find?",
    "The studbook coordinator wants the evidence before we move our breeding pair to another zoo. Go through what each "
    "of those papers found.",
    "Counsel wants my expert report served by the end of the month. Take me through what each of those papers found.",
    "I'm tracing funds through forty-odd shell companies and need a break from the ledgers. What did each of those "
    "papers conclude?",
    "I'm on the pilot launch waiting to board an inbound tanker, so I've about fifteen minutes. What did each of those "
    "papers find?",
    "The harbour master wants evidence before changing the tug requirements for the big container ships. What did each "
    "of those papers show?",
    "I've a grievance hearing after lunch and the manager will quote research at me. What did each of those papers "
    "actually find?",
    "The branch meets tonight about the new night-shift rota. Run me through what each of those papers found.",
    "Got a gap between a root canal and a check-up. What did each of those papers find, briefly?",
    "The practice meeting decides our sedation policy on Wednesday. What did each of those papers report?",
]

FILTER = [
    "Which of those papers are about {X}, is it? Just those ones now, mun - the rest I don't need.",
    "Abeg, which of those papers talk about {X}? Only those ones o, leave the rest.",
    "Which of those papers got talk about {X} one? Only those can already, the rest don't need lah.",
    "Which of those are about {X}, bro? Just those ones, chur - the rest can go.",
    "Which of these papers deal with the theme {X}? The others I do not need, only these.",
    "Identify each paper in the foregoing list that concerns {X}, and exclude all others from your response.",
    "wait which of those r actually about {X}?? just those ones, the rest r kinda useless tbh",
    "Which of those papers (and I mean only the ones you just listed, not anything else in the collection, because "
    "I've already been through the rest) are about {X}?",
    "Do any of those touch on {X}? Yes or no - and if yes, show me only those ones.",
    "Wonderful, another wall of titles. Which of those, if any, are actually about {X}?",
    "I'm stuck at Schiphol with a dying laptop, so quickly: which of those papers are about {X}?",
    "What did each of - no, actually, first just tell me which of those papers are about {X}.",
    "Three of my pupils' care plans this term involve {X}. Which of those papers cover that?",
    "The governors' wellbeing committee has asked about {X}. Which of those papers are relevant?",
    "Our welfare audit this year is focused on {X}. Which of those papers would help?",
    "The zoo vet only wants to see the ones on {X}. Which of those papers are they?",
    "My instructions are limited to {X}. Which of those papers fall within them?",
    "The joint experts' meeting will only cover {X}. Which of those papers should go in the bundle?",
    "The near-miss investigation is about {X}. Which of those papers bear on that?",
    "Our marine safety committee only wants the papers on {X}. Which of those qualify?",
    "Members keep raising {X} in the survey. Which of those papers speak to it?",
    "The joint health and safety committee's agenda item is {X}. Which of those papers should I take along?",
    "Half my nervous patients ask about {X}. Which of those papers deal with it?",
    "The study day is on {X}. Which of those papers fit that?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Go on then, what's the {ord} paper about? Tidy.",
    "Abeg, the {ord} paper - wetin e dey talk about?",
    "the {ord} one looks kinda interesting ngl, what's it about",
    "The {ord} paper might help with a pupil who keeps turning up at the medical room. What's it about?",
    "I've got the {ord} paper open on my phone out on the bridge wing. What's it about?",
    "Tell me about all of - no, scratch that, just the {ord} paper. What's it about?",
    "The {nth} one, can explain to me or not? What is it about?",
    "The {nth} one looks choice, bro. What's it about, eh?",
    "The {nth} paper might support a point in my supplementary report. What's it about?",
    "Next patient in 4 minutes. The {nth} paper - what does it cover?",
    "Paper [{n}] sounds interesting. Could you shortly tell me about what it is?",
    "Describe with particularity the subject matter of paper [{n}].",
    "Paper [{n}] might matter for our new gorilla enclosure. What's it about?",
    "Paper [{n}] could be useful at the consultation meeting on shift patterns. What's it about?",
    "Gareth, that's the one I told you about - hang on, I'll ask it. What's {title} about?",
    "{title} was mentioned at the local dental committee. What's it about?",
    "Our enrichment plan for the orangutans might draw on {title}. What's it about?",
    "Opposing counsel's expert relies on the {author} paper. What's in it?",
    "Who has time to read everything? Not me. What's the {author} paper about?",
    "That one could change how we board in a heavy swell. Tell me more about it - how was the study done?",
    "That study might come up at the hearing. Go into it in more depth - who took part and how was it run?",
    "That one sounds useful for the staff training day. Can you tell me more about it - what did they actually do?",
    "That summary was a bit thin, honestly. Go deeper on that paper - how was it actually carried out?",
    "My to-do list says \"[ ] find out more about that paper - methods, who was in it\". Can you help me tick that "
    "off?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I like a name to put to a claim before I repeat it to a patient."),
    ("authors", "Who wrote those papers, then? Give me the names now, there's lovely."),
    ("authors", "Counsel needs the authors of those papers for the list of sources in my report - who are they?"),
    ("year", "when did it come out?? if it's like from the 90s my teacher won't let me use it lol"),
    ("year", "Please state, with respect to each of those papers, the year in which it was first published."),
    ("year", "Our school policies have to cite recent evidence, so what year was each of those papers published?"),
    ("datasets", "What data is it based on - real transits and pilot logs, or simulator runs?"),
    ("datasets", "Its data come from where ah? Which dataset it use?"),
    ("datasets", "Were those studies done in zoos or in the wild? What data did each of them use?"),
    ("results", "So what did it find in the end, bro? Yeah nah, just the bottom line."),
    ("results", "You still haven't said what it actually found, which was the whole point. What was its main result?"),
    ("results", "The employer says the research backs the new rota. What did those studies actually find, all in all?"),
    ("numbers", "How many animals were in it? Our whole troop is only eleven, so I need to know."),
    ("numbers", "How many participants had each of these studies? That is for me important."),
    ("numbers", "How many patients were in each of those trials? A study on a dozen mouths won't convince anyone."),
    ("limitations", "Where would it fall over under cross-examination? What are its weaknesses?"),
    ("limitations", "Wetin be the weak side of it? Abeg tell me its limitations."),
    ("limitations", "Before the harbour master relies on any of this: what are the limitations of those studies?"),
    ("venue", "Brilliant. And which journal was it in, or is that a secret too?"),
    ("venue", "Which journal published it? The head only lets me share things from proper journals."),
    ("venue", "Those papers ah, each one published in which journal?"),
    ("code", "Is its code available? I'd want to run it on our own transaction data before relying on it."),
    ("code", "did those papers put their code online?? need it for my coding club project"),
    ("code", "Which of those - no, different question: did those papers release any code?"),
    ("funding", "Who funded it? If the employers' federation paid for it, the members will want to know."),
    ("funding", "If Colgate paid for any of this I need to know. Who funded those studies?"),
]

AREA = [
    "What does the whole collection say about {X}, is it? All the papers now, mind, not just those few.",
    "Abeg, wetin the whole collection talk about {X}? All the papers o, no be only these ones.",
    "The whole collection say what about {X}? All the papers hor, not just those few lah.",
    "What's the whole collection reckon on {X}, bro? Heaps of papers, not just that handful, eh.",
    "What does the complete collection say to {X}? I would like to become an overview over all papers, not only these.",
    "Summarize the entirety of the collection's holdings with respect to {X}, without limitation to the papers "
    "previously identified.",
    "ok forget those, what does the whole collection say about {X}?? like all of it not just those",
    "Which of those mention {X}? Actually no, forget that list - what does the collection as a whole say about it?",
    "Whole Collection Weighs In On {X}: What Do All The Papers Say?",
    "What does the collection (all of it, I mean - every paper you hold, not only the handful you just listed, since I "
    "suspect there are more) say about {X}?",
    "Sam, come and look at this - sorry, my colleague's reading over my shoulder. What does the whole collection say "
    "about {X}?",
    "Is there a consensus on {X} across the whole collection? If there is, summarise it; if not, tell me where the "
    "papers split.",
    "The head has asked me to draft the school's approach to {X}. Across all the papers in the collection, what's the "
    "evidence?",
    "Parents' evening is next week and someone always asks about {X}. What does the collection as a whole say?",
    "We're redesigning the husbandry manual around {X}. What does every paper in the collection say about it?",
    "The zoo association's welfare audit wants our position on {X}. Summarise the whole collection on it.",
    "My report has to survey all the literature on {X}, not just the convenient bits. What does the entire collection "
    "say?",
    "Opposing counsel will say the literature on {X} is settled. Across the whole collection, what does it actually "
    "say?",
    "The port's marine safety committee wants a briefing on {X}. What does the collection as a whole show?",
    "I'm rewriting our passage plan guidance around {X}. Give me everything the collection says on it, not just those "
    "papers.",
    "The national executive wants to know where the research stands on {X} overall. What does the whole collection "
    "say?",
    "For the members' bulletin I need the overall picture on {X}. Summarise everything the collection has on it.",
    "I'm giving a talk on {X} at the local dental committee. What does the whole collection say?",
    "Patients keep asking me about {X}. Across every paper in the collection, what's the verdict?",
]

NEW_TOPIC = [
    "Diolch, that's me done with those. Something else now, is it - have you got any papers on {X}?",
    "Thank you o, those ones don do. Abeg, new matter: you get papers on {X}?",
    "Okay those ones settled already. Now different topic lah - got papers on {X} or not?",
    "Chur, that'll do for those. Different topic, bro - got anything on {X}?",
    "Thank you, that was very helpful. Now I have a question to another theme: are there papers about {X}?",
    "That concludes the inquiry as to the foregoing papers. Moving to a separate matter, please identify papers "
    "relating to {X}.",
    "ok thx those r fine. totally diff thing but do u have any papers on {X}? for my project",
    "Tell me more about the first - actually no, never mind those. New search: papers on {X}.",
    "[ ] find papers on {X} - that's the next thing on my to-do list. Can you search for it?",
    "Why does nothing in this job ever stay on one subject? Different topic anyway: any papers on {X}?",
    "I'm on the 7.40 from Cardiff and the wifi keeps dropping, so quickly: new topic, papers on {X}?",
    "New Topic, Same Tired Reader: Any Papers On {X}?",
    "That's the care plan sorted. Different pupil, different problem: can you find papers on {X}?",
    "Those will do for the training day. Unrelated, the PE department asked me about {X} - have you got papers on it?",
    "That's the red pandas covered. The otters are a different story - find me papers on {X}.",
    "Thanks, those go to the studbook coordinator. Separate question from the vet: any studies on {X}?",
    "That's the expert report's appendix done. A new instruction came in this morning about {X} - search for papers on "
    "it.",
    "Those will do for the liquidator. Different case entirely: what have you got on {X}?",
    "That covers the tug question. Next item on the safety committee's list is unrelated: papers on {X}?",
    "I'm ashore now and those can wait. Completely different subject: find me studies on {X}.",
    "Those are enough for the grievance. A member's just rung about something else: any papers on {X}?",
    "The rota side is covered. New issue for the branch: can you look for papers on {X}?",
    "Those answer the sedation question. My hygienist wants something on {X} - can you search for it?",
    "Done with those, thanks. My next patient's question was about {X} - new search, please.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
