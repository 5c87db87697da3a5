"""The twenty-fourth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 26): same shapes and
placeholders as bench/conversation_phrasings_fresh23.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-sixth round of tuning and before running the benchmark on them (fresh23 is
tuning data from round 26 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: an air-traffic controller ("on my break from the tower", "handover
briefing", "Tower to chatbot", "Over."), a paramedic ("back at station after a shout", "on scene", "the ambulance
bay"), a farmer ("just in from milking", "my herd"), a bioethicist ("the research ethics committee", "conflicts of
interest"), a data-protection officer ("a DPIA", "where the data came from"), a documentary producer ("the
treatment", "an episode", "credit them"), a philosophy lecturer ("my seminar", "what does each argue"), a beekeeper
("a few hives", "my apiary"), a councillor ("full council", "the motion", "a constituent"), an actuary ("I price
risk", "the actuarial team"); Northern English, Indian-English business, Pakistani, Hong Kong, Zimbabwean and
Australian outback colloquial English ("ey up", "love", "owt", "wi'", "reet", "summat", "as discussed", "at the
earliest", "please revert", "moving to a new requirement", "yaar", "na", "acha", "bhai", "la", "lor", "wor",
"aiya", "add oil", "shamwari", "sha", "mhani", "ndeipi", "g'day", "strewth", "fair dinkum", "righto", "new yarn", "out
on the station");
forwarded notes ("FW: ..."); turns that start mid-thought with "...and"; turns that restate the bot's last answer
before asking ("So you found a handful of papers."); "could you possibly"; "state of play" and "where does the field
stand"; meeting-minutes items ("Action point:", "AOB:"); radio procedure ("Copy that", "Over."); stage directions
in asterisks ("*scrolls back up*", "*pours coffee*"); the closing "Please advise."; and an e-mail signature or a
"Sent from my mobile" line after the request. These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh24".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Controller here, on my break from the tower. Run me through each of those papers, one after another, like a"
    " handover briefing.",
    "Back at station after a shout. What did every study in that list find? Keep each one brief.",
    "Just in from milking. Tell me what each of the papers you found is about, in plain words a farmer can follow.",
    "I chair a research ethics committee. For each paper you just listed, what did the researchers actually do and"
    " find?",
    "Data-protection officer here, reviewing this for a DPIA. Describe each of those studies in turn, please.",
    "We're shaping the treatment for a documentary. Talk me through every paper on that list so I know what's in"
    " each.",
    "In my seminar we'd take each text in turn. Could you do the same with those papers - what does each argue?",
    "Keep a few hives myself, not a scientist. What's each of those papers about?",
    "Full council meets Thursday. Give me a short account of each of the studies you just listed.",
    "I price risk for a living. Walk through every one of those papers and tell me what each measured and found.",
    "Ey up. Can you tell us what each o' them studies is on about, love?",
    "As discussed, please share a brief on each of the papers listed above at the earliest.",
    "Yaar, just tell me what each of those papers says, one by one na.",
    "Can help me explain each of those papers one by one? Thanks la.",
    "Shamwari, please go through each of those papers and tell me what they found, sha.",
    "G'day from out on the station, signal's patchy - give us the gist of each of those papers, mate.",
    "FW: note from my boss - 'need a line on each of those papers the chatbot found.' Could you do that?",
    "...and then what did each of those papers find? Go through all of them.",
    "So you found a handful of papers. Good. Now what is each one of them about?",
    "Could you possibly give me a quick precis of every paper in that list?",
    "Action point for me: understand each paper above. Can you explain them one at a time?",
    "Copy that list. Now requesting a summary of each paper on it. Over.",
    "*scrolls back up* Okay, what is each of these papers about, briefly?",
    "Summarise each of the papers you just listed, please.\n--\nSent from my mobile, excuse brevity",
]

FILTER = [
    "Which of those papers deal with {X}? Only those go into my briefing for the tower.",
    "Of that list, which studies cover {X}? That's what we see on scene.",
    "Which of the papers you found bear on {X}? That's what matters on my farm.",
    "Which of the papers above raise {X}? Those are the ones the ethics committee will scrutinise.",
    "Which of those studies involve {X}? I only need to assess those ones for the DPIA.",
    "Which of the listed papers feature {X}? That's the thread of our film.",
    "Which of those papers engage with {X}? My seminar this week is on nothing else.",
    "Are any of those papers about {X}? If so, which ones - that's what I worry about in my apiary.",
    "Which of the studies you gave me relate to {X}? That's the motion before full council.",
    "Narrow that list for me: which of those papers concern {X}? That's the risk I'm pricing.",
    "Which o' them studies 'ave owt to do wi' {X}, love?",
    "Please revert with only those papers from above which are related to {X}.",
    "Acha, which of those papers talk about {X}, bhai?",
    "Which of those papers are about {X}? I only want those ones lor.",
    "Mhani, which of those ones are about {X}?",
    "Strewth, that's a lot. Which of those are fair dinkum about {X}?",
    "FW: 'Only interested in {X}' - from my colleague. Which of the papers you found are about that?",
    "...and which of those papers cover {X}? That's really what I came for.",
    "So you found several papers. Which of them are on {X}, though?",
    "Could you possibly pick out the papers from that list that discuss {X}?",
    "AOB: of the papers above, which touch on {X}?",
    "Which of those mention {X}? Over.",
    "*squints at the list* Which of these have {X} in them?",
    "Which of the above papers address {X}? Please advise.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Tower to chatbot: requesting details on the {ord} paper. Over.",
    "The {ord} study - what did they do, and what did they find? Asking from the ambulance bay.",
    "Ey up, that {ord} paper - what's it about, love?",
    "Yaar, the {ord} one looks interesting. Tell me more about it na.",
    "Could you possibly say more about the {ord} paper on your list?",
    "...and the {ord} one, what's that about exactly?",
    "The {nth} paper - can you elaborate? Thanks la.",
    "G'day, mate. What's the {nth} study about?",
    "So you listed a few. The {nth} one: what's in it?",
    "AOB: more on the {nth} paper, please.",
    "Please share more details on [{n}] at the earliest.",
    "For the DPIA I need more on [{n}]. What does it cover?",
    "Shamwari, tell me more about [{n}].",
    "FW: 'have a look at [{n}]' - what is that paper about?",
    "Tell me more about {title}, would you? It could anchor an episode of the documentary.",
    "*clicks on {title}* What's this one about?",
    "{title} caught my eye. Could you elaborate on that paper? Please advise.",
    "The {author} paper - what does it argue? Philosophically it sounds interesting.",
    "Back from the hives. What did the {author} study actually do?",
    "That paper wor, looks good. Can explain it in more detail?",
    "For the ethics committee, tell me more about that particular study.",
    "Right, that paper. Go into it in more depth for the council briefing.",
    "That one's the key study for my herd. Tell me more about it.",
    "Could you expand on that paper for the actuarial team?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I'll need to credit them in the documentary."),
    ("authors", "Who are the authors of those papers, yaar?"),
    ("authors", "...and who were the researchers behind those studies?"),
    ("year", "When was it published? Ethics guidance moves fast."),
    ("year", "Ey up, what year were them papers published?"),
    ("year", "Could you possibly tell me the publication year of it?"),
    ("datasets", "What dataset did it use? As the DPO I need to know where the data came from."),
    ("datasets", "Which datasets were those studies built on, la?"),
    ("datasets", "So they're all empirical. What data did those papers use?"),
    ("results", "What did it find? Give me the bottom line for my herd."),
    ("results", "What were the main findings of those studies? Please revert at the earliest."),
    ("results", "Strewth - and what did it actually find?"),
    ("numbers", "How many patients or participants did it include? Paramedic asking."),
    ("numbers", "What were the sample sizes in those papers, shamwari?"),
    ("numbers", "FW: 'how many subjects?' - what was its sample size?"),
    ("limitations", "What are its weaknesses, philosophically and methodologically?"),
    ("limitations", "What limitations do those studies have? The ethics committee will ask."),
    ("limitations", "Where does it fall short? Over."),
    ("venue", "Which journal published it? I need it for the council report."),
    ("venue", "Where were those papers published, bhai?"),
    ("venue", "*opens notebook* What journal was it in?"),
    ("code", "Did it release its code? Our analysts would like to rerun it."),
    ("code", "Did any of those studies put their code online, mate?"),
    ("code", "Is its code available? Please advise."),
    ("funding", "Who funded it? As a bioethicist I always check for conflicts of interest."),
    ("funding", "AOB: who funded those studies?"),
]

AREA = [
    "From the tower, big picture: what does your collection as a whole say about {X}?",
    "What's the state of play on {X} across all your papers? Asking for our paramedic training day.",
    "Give us an overview of all the research you hold on {X} - farmers like me hear all sorts.",
    "Where does the field stand on {X}, taking all your documents together? The ethics committee wants an overview.",
    "For a DPIA I need an overview of everything in your collection on {X}. Can you summarise it?",
    "We're making a documentary on {X}. Summarise the whole body of work you've got on it.",
    "Survey all the papers you have on {X} for my philosophy seminar: what, overall, do they say?",
    "What does all the research in your library say about {X}? Beekeeper, curious.",
    "Full council wants a summary of the evidence on {X} across your whole collection.",
    "Actuarially speaking, I need the overall picture: summarise all the work on {X} you hold.",
    "Ey up - what's all the research in here say about {X}, on the whole?",
    "Please share an overall summary of the research on {X} across your collection, at the earliest.",
    "Yaar, give me an overview of all the work on {X} you have na.",
    "Can summarise all the research on {X} in your collection? Add oil!",
    "Shamwari, what does the whole collection say about {X}? Sum it up for me.",
    "Fair dinkum overview of {X}, mate - everything your collection has, summed up.",
    "FW: 'what's the consensus on {X}?' - can you summarise the research across your collection for me?",
    "...and overall, what does the body of research here say about {X}?",
    "So you've got plenty of papers. Across all of them, what's the overall picture on {X}?",
    "Could you possibly summarise the whole literature on {X} in your collection?",
    "Action point: an overview of all research on {X} in the collection. Can you do that?",
    "Requesting an overview of all the work on {X} in your collection. Over.",
    "*pours coffee* Right. Summarise everything you have on {X}, across the whole collection.",
    "Sum up all the research on {X} you hold, please.\n--\nSent from my mobile, excuse brevity",
]

NEW_TOPIC = [
    "New flight plan entirely: do you have any papers on {X}?",
    "Next call is something else. Find me studies on {X}.",
    "Different field altogether - have you any papers on {X}? It came up at the farm.",
    "Unrelated to that: the ethics committee has a protocol on {X}. What papers do you have on it?",
    "Separate matter for the data-protection desk: search for papers about {X}.",
    "Our next episode is on {X}. Can you find papers on it?",
    "Change of subject for next week's lecture: papers on {X}, please.",
    "Nothing to do with bees, but any studies on {X}?",
    "A constituent asked me about {X}. Do you have papers on that?",
    "Fresh question for the actuarial team: find research on {X}.",
    "Reet, summat different now - got owt on {X}?",
    "Moving to a new requirement: please search papers on {X} and revert.",
    "Bhai, another thing - any papers on {X}?",
    "Another question la - you have any papers about {X}? Aiya, just search lor.",
    "Ndeipi. Different topic now: do you have studies on {X}?",
    "Righto, new yarn - got any papers on {X}, mate?",
    "FW: 'find us papers on {X}' - from my supervisor. Can you?",
    "...and separately, do you have anything on {X}?",
    "So that's that list done. Now, any papers on {X}?",
    "Could you possibly search for papers on {X}?",
    "AOB: papers on {X} - do we have any?",
    "New request: papers on {X}. Over.",
    "*changes tabs* Okay, papers on {X}?",
    "Any studies about {X}? Please advise.\n\nRegards,\nP. Moyo\nParish Council",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
