"""The fifty-second fresh held-out phrasings of `litchat bench conversations` (issue #18, round 54): same shapes and
placeholders as bench/conversation_phrasings_fresh51.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-08 before the fifty-fourth round of tuning and before running the benchmark on them (fresh51 is
tuning data from round 54 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a zoo veterinarian, a community midwife, a forensic
toxicologist, a fire investigator in a fire and rescue service, a fisheries scientist on a survey cruise or a community
pharmacist would type, in contexts neither fresh50 nor fresh51 uses (the zoo's vet hospital between anaesthetics, the
curator of mammals, the red pandas and the elephant house, the breeding programme coordinator, the zoo licence
inspection, new arrivals in quarantine, a giraffe due next month and the nutritionist; a booking appointment, the head
of midwifery and the home birth guideline, the maternity voices partnership, the labour ward coordinator, the perinatal
mortality review, the guideline group and the birth centre; the coroner and an inquest, the mass spectrometer's
overnight batch, the defence's expert and barrister, the accreditation assessors, a police exhibit and the lab manager;
the station mess after a shout, the watch manager, the fire scene, the insurer's loss adjuster, the community fire
safety team, the chief fire officer, cancelled breathing apparatus training and a house fire on the estate; the wet lab
between trawl hauls, the stock assessment working group, the chief scientist, the fishermen's federation, the quota
advice, steaming back to port, otolith ageing, the ship's mess and the cruise report; the dispensary's lunchtime lull,
the locum, the pharmacy's owner, the medicines optimisation meeting, the PCN pharmacist, the flu jab clinic and a
customer at the counter), in shapes neither uses: a form of labelled fields ("Task: ... Scope: ... Format: ..."), a
spoken turn with its fillers ("Um, so, ... like ..."), a markdown checklist ("- [x] ..." then "- [ ] ..."), a postscript
("P.S. ..."), an @-mention of the assistant ("@litchat ..."), a sentence to complete ("... suggests ___."), a topic in
backticks ("`{X}`"), a request taken back mid-turn ("- actually, scratch that, ..."; "- no, wait, not those: ...") and a
voice-note transcript. The other half are registers neither uses: Yorkshire and Australian English ("ey up", "champion",
"owt", "nowt", "them papers", "love", "gi' us"; "mate", "righto", "suss out", "chuck", "good on ya", "sweet as", "what's
the go with"), Nigerian English ("well done o", "abeg", "sha", "small small", "another matter entirely"), a German
speaker's English ("make me a summary", "handle about", "say to", "papers to", "a completely other question", "I would
like to have") and a Russian speaker's English without articles ("tell please", "which from these", "what says whole
collection", "with these is finished"), Gen Z slang ("ngl", "lowkey", "fr", "bestie", "no cap", "it's giving", "lol")
and a gushing user ("Oh this is brilliant", "!!", "so excited", "you're a star", "can't wait"). These lists are never
tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh52".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Ey up, that's champion, ta. What did each of them papers come up with, then? Nowt fancy, a line on each.",
    "Good on ya, mate. Reckon you could run me through what each of those papers found? Just a quick line for each.",
    "Well done o. Abeg, help me check what each of these papers found - one line for each is enough, sha.",
    "Thank you. Could you make me a short summary of the results of every paper in this list? Per paper one sentence "
    "is enough.",
    "Thank you. Now please, tell what each paper from list has found. Short, one sentence for each paper.",
    "ok ngl this list is lowkey perfect. can u tell me what each of those papers actually found? one line each fr",
    "Oh this is brilliant, thank you so much!! Could you tell me what each of these papers found? I can't wait to read "
    "them!",
    "Task: summarise findings\nScope: every paper in your last answer\nFormat: one line per paper",
    "Voice note transcript: okay so um for each of those papers what did they find just the main thing thanks",
    "Still to do before Friday:\n- [x] find papers\n- [ ] know what each of those papers found\nCan you tick the "
    "second box for me?",
    "Summarise what each of those papers found, please.\n\nP.S. keep each one short - I'm reading this on a tram.",
    "For each paper you just listed, complete this: [paper] found that ___.",
    "Between anaesthetics at the zoo's vet hospital, so keep it brief: the main finding from each of those papers?",
    "Our curator of mammals has asked whether we should change how we manage the red pandas, and these papers are what "
    "I've got. How do their findings compare?",
    "Sitting in the car outside a booking appointment. Run through those papers for me - what did each one conclude?",
    "The head of midwifery wants us to update the home birth guideline. Do those papers agree with each other, or do "
    "their findings pull in different directions?",
    "The coroner will ask me about this at the inquest on Tuesday, so I need to know what each of those papers found "
    "and how confident the authors were.",
    "While the mass spec works through tonight's batch, summarise those papers for me one after another, with their "
    "key results.",
    "Back in the station mess after a long shout. What's the short version of each of those papers?",
    "The watch manager wants something he can read in five minutes. Can you boil those papers down to a finding each?",
    "In the wet lab between trawl hauls, hands still smelling of fish. What did those papers find, one at a time?",
    "Before the stock assessment working group meets, I want to know what each of those papers found and whether any "
    "of them contradict each other.",
    "It's the lunchtime lull in the dispensary. What did each of those papers find? Keep it to the headlines.",
    "Our locum asked me what those papers actually showed. Could you take me through their findings in turn?",
]

FILTER = [
    "Which of them papers are about {X}, then? Just them - t'others can wait.",
    "Righto, can you suss out which of those are about {X}? Just those ones, mate - chuck the rest.",
    "Abeg, which among these papers are on {X}? Just those ones, the others I no need.",
    "Which of these papers handle about {X}? Only those I would like to have, the others not.",
    "Which from these papers are about {X}? Give please only them, other papers not needed.",
    "wait which of those are actually about {X}?? just those ones bestie, the rest aren't it",
    "Ooh, love this list! Which of them are about {X}? Just those, please - so excited!",
    "Papers: the ones from your last answer\nCondition: about {X}\nShow me: only those that meet it",
    "Um, so, out of those papers, uh, which ones are about {X}? Just those, yeah.",
    "@litchat from those results, which are about {X}? only those pls",
    "Show me those papers again - actually, scratch that, only the ones about {X}.",
    "From those results, filter to `{X}` only - which papers are left?",
    "I only have room for papers on {X} in the zoo licence inspection file - which of those qualify?",
    "With the new arrivals still in quarantine, I'm only interested in the papers there that cover {X}. Which are "
    "they?",
    "Of those papers, pick out the ones on {X} - the maternity voices partnership asked for exactly that.",
    "Narrowing it down for the labour ward coordinator: just the papers among those that cover {X}.",
    "For the inquest file I can only use those papers if they address {X}. Which of them do?",
    "The defence expert's report leans heavily on {X}. Among the papers you found, which touch on it?",
    "Only keep the ones about {X} from that list - the insurer's loss adjuster isn't interested in anything else.",
    "Which of those papers would help our community fire safety team with {X}? Leave out the others.",
    "The chief scientist only wants the papers from that lot that study {X}. Which are those?",
    "Of what you found, what's about {X}? The fishermen's federation will ask about nothing else.",
    "Strip that list down to the papers on {X}, please - that's all the medicines optimisation meeting will look at.",
    "Any of those papers on {X}? A customer at the counter was asking, so just those ones.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "What's that {ord} paper on about, then, love? Gi' us the gist.",
    "Mate, what's the {ord} one about? Give us the short version.",
    "Please help me, the {ord} paper is about what? Just summarise it small small.",
    "Can you make me a short summary of the {ord} paper? I would like to know what it is about.",
    "The {ord} paper looks like it might bear on our elephant house problem. What does it actually cover?",
    "Um, the {ord} one - what's that one, like, about?",
    "Tell please, about what is {nth} paper? Short summary.",
    "the {nth} one is giving interesting ngl. what's it about?",
    "I've got a booking appointment in ten minutes - what's the {nth} paper about?",
    "Summarise the {nth} paper for me before I go back behind the cordon, please.",
    "[{n}] sounds fascinating!! What's it about?",
    "@litchat what's [{n}] about? short summary pls",
    "Is [{n}] worth reading before the inquest? Tell me what it's about.",
    "What does paper [{n}] cover? I've got until we finish steaming back to port.",
    "Paper: {title}\nNeed: what it's about, in two sentences",
    "The pharmacy's owner forwarded me {title} with no comment. What's it about?",
    "Tell me what {title} is about.\nP.S. plain English please - I'll pass it on to our locum.",
    "The chief fire officer swears by the {author} paper. What's it actually about?",
    "What's {author}'s paper about? Someone quoted it at the perinatal mortality review.",
    "That one's champion. How did they go about it, and who were in it?",
    "This one is exactly what I need, well done. Please explain more about it - the design and the people they "
    "studied.",
    "This study interests me very much. Could you tell me more details about it, for example the method and the "
    "sample?",
    "That study's the most relevant to our red pandas. Tell me more - which species, how many animals, and which zoos?",
    "That one's going in my cruise report. More on it please:\n- [ ] where they sampled\n- [ ] how many hauls\n- [ ] "
    "what gear",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Whose paper is it? I'd like to email the first author about what we see in our pharmacy."),
    ("authors", "Who's written all them papers, then? Names'll do, nowt more."),
    ("authors", "Who are authors of these papers? Please, give list of names."),
    ("year", "When'd it come out, mate? If it's from the dark ages I won't bother."),
    ("year", "what year are these from? if they're older than me i'm out lol"),
    ("year", "For the stock assessment working group, sort those papers by year published, newest first."),
    ("datasets", "Was it based on zoo animals or wild ones? I need to know what data it used."),
    ("datasets", "Question: its dataset\nDetail wanted: name, size, where it came from"),
    ("datasets", "What samples did those studies analyse - post-mortem blood, urine, hair? I need the data source of "
     "each."),
    ("results", "Abeg, what did it find at the end of the day? Just the main result."),
    ("results", "In plain words I could say to a woman in clinic, what did it show?"),
    ("results", "These look amazing!! What did they all find overall? I need the headline results!"),
    ("numbers", "how big was its sample tho? like the actual number"),
    ("numbers", "How many participants was in each study? Please give numbers."),
    ("numbers", "Give me the numbers behind those studies - how many fires or test burns did each one look at?"),
    ("limitations", "What are its weak spots? If it's a lab burn study, I want to know what it can't tell us about "
     "real house fires."),
    ("limitations", "Nowt's perfect, love. Where does it fall short? Its limitations, I mean."),
    ("limitations", "Before I take those to the guideline group, what are their limitations?"),
    ("venue", "Which journal's it in, mate? Want to check it's a decent one."),
    ("venue", "Where was it published?\nP.S. I mean the journal, not the country."),
    ("venue", "Give me the journal for each of those papers - I'm building the reference list for the medicines "
     "optimisation meeting."),
    ("code", "Did the authors share the code for it anywhere? A GitHub link would be ideal."),
    ("code", "did they drop their code anywhere?? need a link fr"),
    ("code", "Can you fill in this checklist for those papers?\n- [ ] code released\n- [ ] where to get it"),
    ("funding", "Was it funded by industry? The defence barrister will ask, so tell me who paid for the study."),
    ("funding", "Who has financed these studies? I would like to know the sources of funding."),
]

AREA = [
    "Never mind them few. What's the whole collection got to say about {X}? Every paper you've got, not just that lot.",
    "Righto, bigger picture, mate: across the whole collection, what's the go with {X}? Not just those few.",
    "Abeg, forget these few ones. What does the entire collection say about {X}? I want the full gist from all the "
    "papers.",
    "I would like to have an overview: what do all papers in the collection say to {X}? Not only these ones.",
    "What says whole collection about {X}? Need full picture from all papers, not from these few.",
    "big picture time: what does the whole collection say about {X}? like all of it, not just these few, no cap",
    "This is so useful!! Now I'd love the overall view: what does the whole collection say about {X}?",
    "Scope: the whole collection (not just the papers above)\nTopic: {X}\nOutput: where the evidence points overall",
    "Okay, um, so, stepping back - what does, like, the entire collection say about {X}? Not only those ones.",
    "@litchat across everything in the collection, what's the evidence on {X}? not just the last few papers",
    "Complete this from the whole collection, not just the papers above: Overall, the evidence on {X} suggests ___.",
    "What do those papers say about {X} - no, wait, not those: the whole collection. What does all of it say?",
    "The breeding programme coordinator wants a position statement on {X}. What does the collection as a whole have on "
    "it?",
    "For the zoo licence inspection I need the wider evidence on {X} - every paper in the collection, not the handful "
    "above.",
    "The maternity voices partnership asked me to explain {X} at their next meeting. Everything in the collection, "
    "please, not just these.",
    "Before the perinatal mortality review, I want to understand {X} properly: what does the full collection say?",
    "The coroner asked me for a general view on {X}, beyond any one case. Summarise what the whole collection says.",
    "Our accreditation assessors are coming and {X} is on their list. Across every paper in the collection, what's the "
    "consensus?",
    "The chief fire officer is drafting a policy on {X}. Pull the whole collection together for me - not just the "
    "papers above.",
    "Breathing apparatus training is cancelled, so I've got the afternoon. What does the complete collection tell us "
    "about {X}?",
    "Steaming back to port with two days to kill. What does the whole collection say about {X}, all papers included?",
    "The quota advice this year hinges on {X}. Give me the evidence across the entire collection, not only what you "
    "just listed.",
    "The PCN pharmacist wants a briefing on {X}, drawing on every paper in the collection rather than those few. "
    "What's the overall picture?",
    "With the flu jab clinic winding down, I want to read properly about {X}. Give me the whole collection's view, not "
    "just those papers.",
]

NEW_TOPIC = [
    "Them'll do. Now, is there owt in there on {X}? Nowt to do with the last lot.",
    "Sweet as. While I've got you, mate, can you dig up some papers on {X}? Nothing to do with those ones.",
    "Thank you, well done. Abeg, another matter entirely: find me papers on {X}.",
    "Good, these are enough. Now I have a completely other question: are there papers to {X}?",
    "Okay, with these is finished. New question: find please articles about {X}.",
    "ok those are done, moving on. anything on {X}? totally unrelated lol",
    "Perfect, you're a star! Now something totally new - could you find me papers on {X}? So curious about this one!",
    "New search\nTopic: {X}\nRelated to the papers above: no",
    "Um, okay, so, different thing - do you have, like, anything on {X}? Not those papers, a new search.",
    "@litchat new question, unrelated to those: papers on {X}?",
    "- [x] those papers\n- [ ] next: {X}\nSo, what have you got on that?",
    "Fresh search please: `{X}`. Leave the previous papers out of it.",
    "That's the red pandas covered. The nutritionist has a question of her own - any papers on {X}?",
    "Unrelated, but a new giraffe arrives next month and I need to read up on {X}. What have you got?",
    "Thanks, that covers the home birth stuff. Changing subject completely - what's in there on {X}?",
    "The labour ward coordinator just rang with a different question. Can you search for {X}?",
    "The police have sent a new exhibit, so leave those. Search for {X} instead.",
    "Inquest prep's done. The lab manager has asked about something else entirely: {X}. Anything?",
    "That's the report sorted. The community fire safety team wants something separate - papers on {X}.",
    "Just got back from a house fire on the estate, and it's got me wondering about {X}. Can you look that up? New "
    "topic.",
    "Otolith ageing is done for the day. Completely separate search: {X}.",
    "The fishermen's federation rep cornered me in the ship's mess about {X}. Anything on that? It's a new topic.",
    "Moving off those - a customer at the counter asked me about {X}. What does the library have?",
    "Forget those for now. Before the flu jab clinic starts, find me something on {X}.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
