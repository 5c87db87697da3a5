"""The forty-ninth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 51): same shapes and
placeholders as bench/conversation_phrasings_fresh48.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the fifty-first round of tuning and before running the benchmark on them (fresh48 is tuning
data from round 51 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a farm vet with dairy herds, a neonatal nurse, a bridge
inspection engineer, a fisheries observer on trawlers, a mountain rescue team leader or an environmental health officer
inspecting food businesses would type, in contexts neither fresh47 nor fresh48 uses (a calving at three in the morning,
the herd health plan, the milk buyer's audit, TB testing day, lameness in the herd and the practice's clinical
governance meeting; a quiet hour on the neonatal unit, the consultant neonatologist, the feeding protocol, the network's
guideline group, skin-to-skin care and the family room; a cherry picker under a viaduct, the asset owner, a load rating,
a principal inspection report, the highways committee and a scour survey; a trawler's wheelhouse with a failing
satellite link, the skipper, discard sampling, bycatch figures, the quota meeting and the trip report; waiting at base
for a callout, the team's medical officer, the casualty care course, the helicopter crew, the incident log and the
hill-walkers' club; a takeaway inspection, a hygiene rating appeal, the outbreak control team, an allergen workshop and
the council's food team), in shapes neither uses: the request carried by a postscript ("P.S. ..."), a false start
abandoned for the real question ("What were the - no, hang on, let me ask that properly."), a message sent too soon and
finished on the next line ("thanks", then "sorry, hit enter too soon - ..."), a user story ("As ..., I want ..., so that
..."), labelled fields ("Scope: ... Keep: ... Drop: ...", "Topic: ..."), a markdown checklist, heading or bold and
bullets ("- [ ] ...", "## Request", "**That paper**"), a turn that heads off a clarifying question ("Before you ask:
..."), an aside in brackets ("(in a meeting, typing under the table)") and a wrong-tab interruption. The other half are
registers neither uses: Australian, Nigerian and Singaporean English ("righto", "mate", "heaps", "good on ya", "too
easy"; "abeg", "o", "wetin", "dey", "oya", "no wahala", "don do", "sharp sharp"; "lah", "ah", "already", "can or not",
"got talk about ... one", "settle already"), a German speaker's English ("to each paper", "says to {X}", "something
completely other") and a Russian speaker's English (no articles, "which from these", "what found each paper", "new
theme"), a legal register ("the foregoing", "in respect of", "the aforementioned", "pertain to"), speech transcribed
with its fillers ("um", "uh", "like") and a young person's slang ("ngl", "rn", "fr", "bestie", "lowkey", "pls and ty").
These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh49".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Good on ya, that's a decent list. Righto, can you run me through what each of those papers actually found? Heaps "
    "easier than reading the lot, mate.",
    "Thank you o. Abeg, wetin each of these papers find? Explain am one by one, no wahala.",
    "Ok got the list already. But each paper found what ah? Can tell me one by one or not?",
    "Thank you for the list. Can you tell me now to each paper what the result was? Please one after the other.",
    "Thank you. Now tell me please what found each paper. Short, one or two sentences for every one.",
    "Further to the foregoing list, please set out, in respect of each paper identified therein, the principal "
    "findings thereof.",
    "um okay so uh, those papers, can you, like, go through what each one actually found? yeah. one by one.",
    "ok bestie the list is lowkey helpful but what did each paper actually find?? go one by one pls",
    "As someone with no time to read them all, I want one line on what each of those papers found, so that I know "
    "which ones to open.",
    "Thanks for pulling those together - really useful.\n\nP.S. What did each of them actually find? That's the bit I "
    "need.",
    "What were the - no, hang on, let me ask that properly. What came out of each of those papers?",
    "thanks\nsorry, hit enter too soon - what did each of those papers find?",
    "I've just finished a calving at three in the morning and I'm sitting in the car with the heater on. What did each "
    "of those papers find?",
    "The farmer wants to know whether it's worth changing the herd health plan. Go through what each of those papers "
    "found.",
    "Quiet hour on the neonatal unit while the babies are settled. Give me the gist of what each of those papers "
    "found.",
    "The consultant neonatologist is rewriting our feeding protocol. Run me through what each of those papers "
    "reported.",
    "I'm up in a cherry picker under the viaduct waiting for the rain to ease. What did each of those papers find?",
    "The asset owner wants a view before we redo the load rating. Take me through what each of those papers concluded.",
    "I'm in the wheelhouse of a trawler and the satellite link drops every few minutes, so quickly: what did each of "
    "those papers find?",
    "The fisheries science team wants my notes on this when I'm back ashore. What did each of those papers show?",
    "We're sat at base waiting on a callout and the kettle's on. Tell me what each of those papers found.",
    "Our team's medical officer asked me to read up on this before the casualty care course. Go through what each of "
    "those papers found.",
    "I'm parked outside a takeaway with ten minutes before the next inspection. What did each of those papers find?",
    "The outbreak control team meets at nine tomorrow. What did each of those papers report?",
]

FILTER = [
    "Righto, which of those are actually about {X}, mate? Just those ones - don't stress about the rest.",
    "Abeg, which among these papers dey talk about {X}? Only those ones o, leave the rest.",
    "Which of these papers got talk about {X} one? Just those can already, the rest no need lah.",
    "Can you tell me, which of these papers are about {X}? Only these, the others I don't need.",
    "Which from these papers are about {X}? Give me only them, other papers are not needed.",
    "Kindly identify those of the aforementioned papers which pertain to {X}, and those only.",
    "uh which of those, um, which of those papers are about {X}? just those ones, yeah.",
    "ngl i only care about {X} rn - which of those papers are actually about that? just those fr",
    "Scope: the papers you just listed\nKeep: only the ones about {X}\nDrop: everything else",
    "- [x] got the list\n- [ ] pick out the ones about {X}\nCan you tick the second box? Only those papers.",
    "Before you ask - no, I don't want a new search. Which of the papers you just gave me are about {X}?",
    "(in a meeting, typing under the table) which of those papers are about {X}? just those",
    "The milk buyer's audit is asking about {X}. Which of those papers cover it?",
    "TB testing day tomorrow, and the farmer keeps raising {X}. Which of those papers are about that?",
    "Two of the babies on the unit this week had {X}. Which of those papers deal with that?",
    "The network's guideline group is only looking at {X}. Which of those papers should I take to them?",
    "Our principal inspection report flagged {X}. Which of those papers are relevant?",
    "The council's highways committee only wants evidence on {X}. Which of those papers would stand up?",
    "The skipper reckons {X} is overblown. Which of those papers actually look at it?",
    "Discard sampling on this trip is focused on {X}. Which of those papers are on that?",
    "The incident log review keeps coming back to {X}. Which of those papers address it?",
    "The helicopter crew asked us about {X} after last week's callout. Which of those papers are about it?",
    "A hygiene rating appeal I'm handling turns on {X}. Which of those papers bear on that?",
    "The allergen workshop I'm running next month is about {X}. Which of those papers fit?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Righto, what's the {ord} one about, mate? Give us the short version.",
    "Oya, the {ord} paper - wetin e dey talk about?",
    "The {ord} paper - about what is it exactly? Please a short summary.",
    "The {ord} paper might help with the lameness we're seeing in the herd. What's it about?",
    "I've got the {ord} paper open on my laptop in the site cabin. What does it cover?",
    "What's the - hang on, wrong tab. Right: the {ord} paper, what's it about?",
    "The {nth} one ah, what is it about? Can summarise a bit?",
    "ok the {nth} one has a wild title ngl. what's it actually about lol",
    "The {nth} paper could matter for how we do skin-to-skin with ventilated babies. What's it about?",
    "The {nth} paper might be relevant to the bycatch figures I'm logging. What does it say?",
    "Please explain me briefly paper number [{n}]. About what it is?",
    "Paper: [{n}]\nWant: a two-line summary of what it's about",
    "Paper [{n}] could be useful for how we package a casualty with a suspected spinal injury. What's it about?",
    "Paper [{n}] might matter for the takeaway I'm inspecting next. What does it cover?",
    "With reference to {title}, please provide a brief summary of its subject matter.",
    "Cheers for the list.\nP.S. what's {title} about?",
    "{title} came up at the practice's clinical governance meeting. What's it about?",
    "um what's the, uh, the {author} paper about? just briefly",
    "The engineer who trained me swore by the {author} paper on scour. What's in it?",
    "That one sounds pretty handy. Can you tell me a bit more about it - how'd they actually run the study?",
    "That one could change how we wean babies off oxygen. Go into it in more detail - who was in it and how was it "
    "done?",
    "That study might change how we inspect kitchens. Tell me more about it - where was it done and how?",
    "**That paper** - more detail please:\n- how was it done?\n- who took part?",
    "Before you ask which one: the one you just described. Tell me more about it - the design, the sample, the "
    "setting.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? The farmer's going to ask whose advice this is."),
    ("authors", "Abeg, who wrote these papers? Give me the names."),
    ("authors", "Who are the authors of those papers? The guideline group will want full references."),
    ("year", "When did it come out, mate? If it's from the eighties it's no use to me."),
    ("year", "um what year did each of those papers come out? roughly is fine"),
    ("year", "Bridge inspection has changed a lot since drones came in, so what year was each of those papers "
     "published?"),
    ("datasets", "What data is it based on - real herd records or a research farm?"),
    ("datasets", "On which data does it build? Where come the data from?"),
    ("datasets", "Were those studies done on preterm babies or on term babies? Which datasets did they use?"),
    ("results", "Ok but what did it find in the end lah? Main result only."),
    ("results", "Leaving the methods aside, what did it actually find? Its main result, please."),
    ("results", "The skipper only wants the bottom line. What did those studies find, overall?"),
    ("numbers", "How many herds were in it? One farm proves nothing."),
    ("numbers", "How many people was in each of these studies? Number of participants, I mean."),
    ("numbers", "How many bridges were inspected in each of those studies? A handful won't convince the asset owner."),
    ("limitations", "Please set out the limitations of the study, including any weaknesses in its design."),
    ("limitations", "ngl it sounds too good to be true. what are its limitations?"),
    ("limitations", "The outbreak control team won't accept anything shaky. What limitations do those studies have?"),
    ("venue", "It was published in which journal ah?"),
    ("venue", "Was it in a proper peer-reviewed journal, and which one? Our medical officer won't look at preprints."),
    ("venue", "which journals did these papers come out in? pls and ty"),
    ("code", "Is its code up anywhere? I'd like to run the model on our own catch data."),
    ("code", "We write our own scour models at the consultancy - did those papers share their code?"),
    ("code", "Code: available or not? For each of those papers, yes/no and a link if there is one."),
    ("funding", "Who funded it? A lot of feed trials are paid for by the feed companies."),
    ("funding", "Who put the money up for those studies, mate? Who funded them?"),
]

AREA = [
    "Righto, what's the whole collection got on {X}? Every paper, mate, not just that handful.",
    "Oya, wetin the entire collection talk about {X}? All the papers o, not only these ones.",
    "Whole collection say what about {X} ah? All the papers, not just these few lah.",
    "Can you give me an overview, what the complete collection says to {X}? All papers please, not only these.",
    "Please make overview of whole collection on {X}. All papers, not only these few.",
    "Please furnish a summary of the position taken across the entire collection in respect of {X}, not limited to the "
    "papers above.",
    "so um what does the whole, uh, the whole collection say about {X}? like all the papers, not just those",
    "ok forget those, what's the whole collection's take on {X}? all the papers fr, not just the ones u showed me",
    "As a team lead briefing volunteers, I want the whole collection's view on {X}, so that I'm not relying on a few "
    "papers.",
    "## Request\nOverview of **{X}** across the **whole collection** (all papers, not only those above).",
    "one sec\n\nok - what does the collection as a whole say about {X}? not just those papers",
    "That's plenty on those, thanks.\nP.S. Across the entire collection, what's the overall picture on {X}?",
    "I'm giving a talk to the local dairy discussion group on {X}. What does the whole collection say about it?",
    "The practice is drafting a herd health policy on {X}. Across every paper in the collection, what does the "
    "evidence show?",
    "Parents in the family room keep asking me about {X}. What does the collection as a whole say?",
    "I'm teaching the new starters on the unit about {X}. Summarise everything the collection has on it.",
    "The highways committee wants an overview of {X}. What does the entire collection say, not just those papers?",
    "I'm writing a technical note on {X} for the inspection team. What does every paper in the collection say?",
    "The quota meeting next month has {X} on the agenda. Where does the evidence stand across the whole collection?",
    "Skippers argue about {X} all the way out to the fishing grounds. What does the whole collection make of it?",
    "I'm preparing a talk for the hill-walkers' club on {X}. What does the whole collection say about it?",
    "Our casualty care trainers want the overall evidence on {X}. Summarise the whole collection, please.",
    "The council's food team is reviewing its approach to {X}. What does the literature in the whole collection say?",
    "I'm presenting on {X} at the environmental health conference. Across all the papers, what's the picture?",
]

NEW_TOPIC = [
    "Too easy, that'll do for those. Something different now, mate - got anything on {X}?",
    "Ok, those ones don do. Abeg, another matter - find me papers on {X} sharp sharp.",
    "Ok those ones settle already. Different topic now - got papers on {X} or not?",
    "Good, that is enough to these papers. Now something completely other: do you have papers to {X}?",
    "Ok, with these papers I am finished. New theme: find papers about {X}, please.",
    "That matter being concluded, I now request, as a separate and unrelated matter, any papers concerning {X}.",
    "okay um that's enough on those. different thing, uh, can you find papers on {X}?",
    "ok those are done, moving on. new topic bestie: anything on {X}?",
    "New search\nTopic: {X}\nRelated to the previous papers: no",
    "Can you tell me more abo- no, forget those. Totally different question: have you got papers on {X}?",
    "Before you ask: no, this has nothing to do with the papers above. New search - {X}, please.",
    "(new topic, sorry for the jump) any papers on {X}?",
    "That's the lameness question covered. The farmer's asked me about something unrelated: papers on {X}?",
    "Those will do for the TB testing day. New topic for the practice meeting: what have you got on {X}?",
    "That's the feeding protocol dealt with. A parent asked me something quite different on nights: any papers on {X}?",
    "Those are enough for the guideline group. Separate matter from the consultant: studies on {X}?",
    "That covers the scour survey. Next item on the inspection programme is unrelated - can you search for {X}?",
    "The rain's stopped and I'm going back up, so those will do. Quickly, new search: {X}.",
    "That's the bycatch question sorted. The skipper wants to know about something else entirely: papers on {X}?",
    "Those'll go in my trip report. Different subject for the science team: what do you have on {X}?",
    "The pager's just gone, so those will have to do. One more, unrelated: any papers on {X}?",
    "That's the casualty care question done. The helicopter crew asked about something different: studies on {X}?",
    "That's the hygiene rating appeal sorted. Completely different topic from the outbreak control team: papers on "
    "{X}?",
    "Those are enough for the allergen workshop. New issue from a takeaway owner: any studies on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
