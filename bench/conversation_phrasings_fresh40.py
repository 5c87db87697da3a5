"""The fortieth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 42): same shapes and
placeholders as bench/conversation_phrasings_fresh39.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-second round of tuning and before running the benchmark on them (fresh39 is
tuning data from round 42 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. About half are plain turns a journalist on deadline, a night-shift nurse, a
PhD examiner, a librarian helping a patron, an engineer on a committee revising a design standard, a student or a
researcher would type, in contexts the earlier sets do not use (filing at six for an editor, the ward settled on
nights and handover at seven, a candidate's chapter three and Thursday's viva, a patron at the enquiry desk and an
interlibrary loan, a clause of the draft standard and tomorrow's committee), in shapes they do not use: a question put
in reported speech ("My editor asked me what each of those papers found, and I realised I couldn't tell her."), a
request after a long preamble ("Okay, so, bit of background: ..."), a correction of the assistant's reading of the
last turn ("No, you've misread me - I didn't want more papers ..."), a request split into a question and an
instruction ("Those papers you just listed? Take them one by one ..."), a negated request ("Don't find me anything
new."), a quote of the previous answer ('You said "here are the papers most relevant to your question" - ...'), a list
with semicolons ("Take that list; drop anything not about {X}; tell me what's left."), and typos with missing words
("ok so what each of thsoe papers find?"). The other half are registers the earlier sets do not use: a glassblower
("gather's back in the glory hole", "the rest go back in the cullet bin", "cooling in the lehr", "holding it up to the
light, not by one bubble"), a bookbinder ("signatures on the sewing frame", "sewn into the book block", "boards are in
the press", "the whole binding, not one signature"), a luthier ("top's glued and clamped to the braces", "tonewood in
the drying rack", "the whole instrument, not one string"), a letterpress printer ("type's set in the composing stick",
"locked into the chase", "back in the type case", "pull a proof of the whole sheet"), a cooper ("staves raised in the
hoop", "the barrel's over the fire", "the offcut heap", "every stave, not one"), a dry-stone waller ("hearting's in",
"coping stones", "through-stones from the rubble", "the whole wall, not one stone"); Geordie, Nigerian, Singaporean
(Singlish) and Indian English ("howay man", "canny", "pet", "like", "divvent", "aboot", "whey aye", "gis", "reet",
"noo"; "oga", "abeg", "wetin", "well well", "dey", "na", "sha", "e don do", "no be"; "wah", "ah", "lah", "can
already", "anot", "settled already"; "kindly", "the above papers", "the same", "itself", "revert"); and two typing
habits: a turn typed in capitals ("OK GOT THE LIST. NOW WHAT DID EACH OF THOSE PAPERS ACTUALLY FIND?") and a turn
with *asterisks* for stress ("I need the *findings* of those papers"). These lists are never tuned on and never copied
into rag.answer.conversation's exemplars; the benchmark reports them as "fresh40".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Gather's back in the glory hole for a reheat, so I've a minute. What did each of those papers turn up?",
    "Signatures are on the sewing frame and the glue isn't ready. Run through those papers for me: what did each one "
    "find?",
    "Top's glued and clamped to the braces overnight. What was the headline result of each of those papers?",
    "Type's set in the composing stick but the chase isn't locked up yet. What did each of those papers conclude?",
    "Staves are raised in the hoop and the barrel's over the fire to bend. Tell me what each of those papers found.",
    "Hearting's in and I'm waiting on a load of coping stones. What did each of those papers show?",
    "Howay man, that's a canny list, pet. What did each one of them papers find, like?",
    "Oga, thank you well well for the list. Abeg, wetin each of those papers find?",
    "Wah, so many papers ah. Each one found what? Tell me one by one lah.",
    "Thank you for the list. Kindly tell me what each of the above papers has found, I need it for my report itself.",
    "OK GOT THE LIST. NOW WHAT DID EACH OF THOSE PAPERS ACTUALLY FIND?",
    "Thanks, but I need the *findings* of those papers, not the titles: what did *each one* find?",
    "I'm filing at six and my editor wants the evidence straight. What did each of those papers find?",
    "Quiet spell on nights, the ward's finally settled. What did each of those papers find, briefly?",
    "The candidate cites all of these in chapter two and the viva's on Thursday. What did each of those papers "
    "actually find?",
    "I've a patron at the enquiry desk who wants to know what those papers say. What did each one find?",
    "My editor asked me what each of those papers found, and I realised I couldn't tell her. Can you?",
    "Okay, so, bit of background: I've been asked to sit on the committee revising our design standard, I'm an "
    "engineer rather than an academic, and I've never had to read research papers before, so bear with me. What I'd "
    "like is for you to go through those papers and tell me what each one found.",
    "No, you've misread me - I didn't want more papers, I wanted to know what the ones you've already listed found. "
    "Each of them, please.",
    "Those papers you just listed? Take them one by one and give me the main finding of each.",
    "Don't find me anything new. Just tell me what each of the papers you've already given me found.",
    "You said \"here are the papers most relevant to your question\" - fine, but what did each of them find?",
    "For each of those papers: what was studied; what was found; how sure the authors were.",
    "ok so what each of thsoe papers find? just main reslt for each",
]

FILTER = [
    "Only the papers on {X} go in the annealer - which of those are they? The rest go back in the cullet bin.",
    "Which of those papers are about {X}? Those get sewn into the book block; the rest stay as loose signatures.",
    "Picking tonewood for the back: which of those papers deal with {X}? The rest stay in the drying rack.",
    "Which of those papers cover {X}? Those get locked into the chase; the rest go back in the type case.",
    "Only the staves that fit make the barrel: which of those papers involve {X}? The others go on the offcut heap.",
    "Sorting the through-stones from the rubble: which of those papers touch on {X}?",
    "Which of them papers is about {X}, pet? Divvent bother with the rest, like.",
    "Abeg, which of those papers dey talk about {X}? Na only those ones I need sha.",
    "Those papers ah, which one got talk about {X}? Only those can already.",
    "Out of the above papers, kindly tell me which are on {X} only. Others are not required.",
    "WHICH OF THOSE PAPERS ARE ABOUT {X}? ONLY THOSE.",
    "Which of those papers are *specifically* about {X}? Just those, *not* the whole lot.",
    "My story's angle is {X}. Which of those papers can I actually quote on that?",
    "The patient in bay four is why I'm asking about {X}. Which of those papers are relevant?",
    "Chapter three of the thesis is about {X}. Which of those papers should the candidate have engaged with?",
    "The patron says her essay is only on {X}. Which of those papers should I pull for her?",
    "The subeditor wants to know whether any of those papers are about {X} - and if so, which.",
    "Right, I've read through the list you gave me and most of it is broader than I need, which is my fault for "
    "asking vaguely. What I actually care about is {X}, so could you tell me which of those papers are about that?",
    "Sorry, I think you took me to mean a new search. I meant: of the papers you just listed, which are about {X}?",
    "Those papers you listed? Pick out the ones about {X}.",
    "Don't search again; just tell me which of the papers already listed are about {X}.",
    "You wrote \"these cover several aspects of the topic\" - which of them cover {X}?",
    "Take that list; drop anything not about {X}; tell me what's left.",
    "whcih of those papres are on {X}",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Piece is cooling in the lehr overnight. What's the {ord} paper about?",
    "Boards are in the press. Tell me more about the {ord} paper.",
    "Whey aye, the {ord} paper looks canny. What's that one aboot, pet?",
    "Obs are done for the two o'clock round. What's the {ord} paper about?",
    "Not the whole list this time - just the {ord} paper. What's it about?",
    "can you tell me mroe about teh {ord} paper",
    "The {nth} paper is the bit of spruce I'd carve first. Tell me more about it.",
    "Abeg, the {nth} paper - wetin e dey talk about?",
    "The candidate leans hardest on the {nth} paper. What's it about?",
    "The {nth} one on your list? Tell me more about it.",
    "Paper [{n}] is the line I'd set first in the stick. What's it about?",
    "Paper [{n}] ah, is about what? Tell me more lah.",
    "I might lead my piece with paper [{n}]. What's it about?",
    "Paper [{n}] looks *exactly* like what I need - tell me more?",
    "While the barrel's firing: tell me more about {title}.",
    "Kindly elaborate on {title}. I want to know more about the same.",
    "The patron's tutor mentioned {title}. Could you tell me more about it?",
    "While I sort the coping stones: tell me more about the {author} paper.",
    "My colleague asked me what the {author} paper was about and I had no idea. What is it about?",
    "That book's cased in and under weights, so I've time: I'd like more detail on that study.",
    "Finish is curing on the guitar body. Tell me more about that paper - how was it done?",
    "If that study is going to inform a clause in the standard, I need to know it properly. Say more about it?",
    "You said that one was \"the most directly relevant\" - can you expand on it?",
    "No, not the list again - I meant that one paper you just described. Go deeper into it.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I sign the foot of every bowl I blow, so I'd like to know whose name goes on this."),
    ("authors", "Who wrote them papers, pet? Gis the names, like."),
    ("authors", "The piece has to say who did the research: whose names are on those papers?"),
    ("year", "What year did it come out? I date every binding I do on the inside of the board."),
    ("year", "Those papers, which year each one come out ah?"),
    ("year", "Year of publication of each of those papers; nothing else needed."),
    ("datasets", "What data did it use? I want to know where the wood came from before I trust the instrument."),
    ("datasets", "Was it done on patients or on healthy volunteers? What data did it draw on?"),
    ("datasets", "Kindly let me know which datasets have been used in the above-mentioned papers."),
    ("results", "What did it find? Quick, the ink's drying on the rollers."),
    ("results", "Wetin it find for the end? Abeg tell me."),
    ("results", "Do those studies really show what their abstracts claim? What did they find?"),
    ("numbers", "How many people were in it? I count every hoop on a barrel, so give me a number."),
    ("numbers", "HOW MANY PEOPLE WERE IN THOSE STUDIES?"),
    ("numbers", "My examiner's report will ask about sample sizes: how many participants did those studies have?"),
    ("limitations", "Where's it weakest? Every wall has a soft spot where the footings were skimped."),
    ("limitations", "Before I quote it in print I need its weak spots. Where does it fall down?"),
    ("limitations", "Don't just give me the strengths of those studies - where do they fall short?"),
    ("venue", "Which journal was it in, pet?"),
    ("venue", "The patron needs the journal to request it on interlibrary loan: where was it published?"),
    ("venue", "Where were those papers published? *Journal names*, please."),
    ("code", "Is its code available anywhere? I'd never sell a vessel without showing the buyer how it was blown."),
    ("code", "Those papers got share their code or not ah?"),
    ("code", "You mentioned \"open methods\" earlier - did those papers actually release their code?"),
    ("funding", "Who paid for it? If a company funded this, my readers need to know."),
    ("funding", "who funded those studys? industry money or public"),
]

AREA = [
    "I judge a piece by holding it up to the light, not by one bubble: what does the whole collection say about {X}?",
    "A book's judged by the whole binding, not one signature. What's the overall picture on {X} across your papers?",
    "Listen to the whole instrument, not one string: summarise what all your papers say about {X}.",
    "Pull a proof of the whole sheet, not one line of type: what does all the research on {X} in the collection say?",
    "A barrel holds because of every stave, not one. What does the entire collection say about {X}?",
    "Stand back and look down the whole wall, not at one stone: give me an overview of all the papers on {X} in the "
    "collection.",
    "What does the whole collection say aboot {X}, pet? All the papers, like, not just the one.",
    "Abeg, wetin the whole collection talk about {X}? All the papers, no be only one.",
    "Whole collection ah, about {X} say what? All the papers, not only one lah.",
    "Kindly give me an overview of what all the papers in the collection say regarding {X}, not only one or two.",
    "WHAT DOES THE WHOLE COLLECTION SAY ABOUT {X}? OVERALL PICTURE PLEASE.",
    "Across the *whole* collection - *every* paper, not just the list above - what's the picture on {X}?",
    "I'm writing an explainer on {X} and need the state of the evidence. What does the whole collection say?",
    "Patients keep asking me about {X} on nights. Across all the papers in the collection, what's the overall picture?",
    "The candidate claims there's a consensus on {X}. Taking the collection as a whole, is there?",
    "A patron wants a starting point on {X}. Could you summarise what the collection as a whole says?",
    "The committee chair asked me what the research overall says about {X}, across everything we've got, and I said "
    "I'd find out. So what does the whole collection say?",
    "Some context: I'm an engineer, not a scientist, I've been handed a draft standard that cites research on {X}, and "
    "I've no idea whether that research is representative. Could you give me an overview of everything in the "
    "collection on that?",
    "No, I wasn't asking about the papers you just listed - I meant the collection as a whole. What does all of it say "
    "about {X}?",
    "The whole collection, on {X}? Summarise it for me.",
    "Don't just give me a few papers; tell me what the collection as a whole says about {X}.",
    "You said \"the evidence is mixed\" - mixed how? Across the whole collection, what's the overall picture on {X}?",
    "Whole collection; topic {X}; one-paragraph overview, please.",
    "waht does the whole colection say about {X} overal",
]

NEW_TOPIC = [
    "That batch of tumblers is boxed for the client. Different commission entirely: any papers on {X}?",
    "That ledger's rebound and back with its owner. Different job now: find me papers on {X}.",
    "That mandolin's strung up and out the door. Next build's nothing like it: have you got papers on {X}?",
    "Wedding invitations are printed and the type's distributed back to the case. New job: search for papers on {X}.",
    "That barrel's hooped and sent to the distillery. Starting on something else: what papers have you got on {X}?",
    "That stretch of wall is coped and finished. Moving to another field: find me studies on {X}.",
    "Reet, that's that sorted, pet. Summat different noo: got any papers on {X}?",
    "Okay, e don do for that one. Another matter now: you get any papers on {X}?",
    "Okay that one settled already. Now different topic lah: got papers on {X} anot?",
    "That topic is done. Now kindly search papers on {X} and revert.",
    "NEW TOPIC. FIND ME PAPERS ON {X}.",
    "Completely *different* question now: papers on {X}?",
    "New story just landed on my desk, nothing to do with the last one. Any papers on {X}?",
    "Handover's at seven and I've a different question before then. Papers on {X}, please.",
    "I've a second thesis to examine next month on another subject. Find me papers on {X}.",
    "Next patron in the queue has a different question. Have you got papers on {X}?",
    "My deputy editor wants to know if we've got anything on {X}. Can you search for that?",
    "Thanks, that covers the first clause of the standard. The next clause is on something unrelated, and since our "
    "committee meets tomorrow morning I'd like to get ahead of it: could you search for papers on {X}?",
    "I think you've taken my last question as a follow-up - it wasn't. New search, please: papers on {X}.",
    "Something else entirely - {X}? Search for papers on that.",
    "Don't look in the last lot - search from scratch for papers on {X}.",
    "You said \"let me know if you need anything else\" - I do: papers on {X}.",
    "New topic; {X}; papers please.",
    "diffrent question now any papres on {X}",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
