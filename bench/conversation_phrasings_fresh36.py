"""The thirty-sixth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 38): same shapes and
placeholders as bench/conversation_phrasings_fresh35.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-eighth round of tuning and before running the benchmark on them (fresh35 is
tuning data from round 38 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a clinician, librarian, student or researcher would type,
in contexts the earlier sets do not use (a minute between clinic patients, a patient's own question, a consultant's
search run by a hospital librarian, a reader at the library desk and an interlibrary loan form, an undergraduate essay
due on Friday, a guideline panel meeting on Thursday, a co-author reading on the train), in shapes they do not use: a
terse keyword-style turn ("findings of each paper above, briefly", "{X}, whole collection, overall summary"), a turn
that counts the papers shown ("half a dozen papers or so"), a correction of the previous turn ("Sorry, my last
question was badly put", "Scratch that last question"), an impatient turn ("I've asked this twice already"), a phrase
of the previous answer quoted inline ('You said "here are some relevant papers" but ...'), two requests in one turn, a
hedged request ("If it's not too much trouble, maybe ..."), the question inside a longer message, and the topic named
before the request ("{X} - completely separate question."). The other half are registers the earlier sets do not use:
a farrier ("shoe's cooling on the anvil", "nail on just those shoes", "the whole yard, not one hoof"), a thatcher ("up
on the ridge with a bundle of water reed", "only those bundles go up on the roof", "the whole roof, not one bundle"), a
cheesemaker ("turning wheels in the cave", "the wheel I'd cut first", "the whole cave, not one wheel"), a dry-stone
waller ("batter frame's up", "the through-stones", "the whole boundary, not one stone"), a hot-air balloon pilot
("envelope's cold-inflating", "the burner", "from two thousand feet"), a canal lock-keeper ("narrowboat's in the lock",
"let just those through the gates", "the whole canal, not one lock"); Geordie, Newfoundland, Cornish and Pittsburgh
colloquial English ("whey aye", "canny", "pet", "howay", "where ya to", "b'y", "yes b'y", "I'm after looking", "some
good", "luh", "proper job", "my 'ansum", "they papers", "dreckly", "yinz", "n'at", "buncha", "redd up"); and two typing
habits: a phone's "Sent from my iPhone" footer under the question, and a message sent in short bursts, one line at a
time ("ok\nthose papers\nwhat did each one find"). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh36".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Shoe's cooling on the anvil and the mare's dozing on the crossties. What did each of those papers find?",
    "Up on the ridge with a bundle of water reed and a pocket full of spars. Run through those papers for me: what "
    "did each one find?",
    "Turning wheels in the cave, hands covered in brine. What was the main finding of each of those papers?",
    "Batter frame's up and the through-stones are sorted. What did each of those papers conclude?",
    "Envelope's cold-inflating and the wind hasn't settled yet. Give me the gist of what each of those papers found.",
    "Narrowboat's in the lock and it'll be ten minutes filling. What did each of those papers find, paper by paper?",
    "Whey aye, that's a canny list, pet. What did each of them papers find?",
    "Where ya to? I'm after looking at that list, b'y. What did each of those papers find?",
    "Proper job, my 'ansum. What did each of they papers find, then?",
    "Yinz found a buncha papers n'at. What'd each of 'em find?",
    "What did each of those papers find?\n\nSent from my iPhone",
    "ok\nthose papers\nwhat did each one find\none line each",
    "I'm seeing patients all afternoon and only have a minute between them. What did each of those papers find?",
    "One of our consultants asked me to run this search and wants a summary. What did each of those papers find?",
    "My essay's due Friday and I'm way behind. What did each of those papers actually find?",
    "Our guideline panel meets on Thursday and will ask me about the evidence. What did each of those papers find?",
    "findings of each paper above, briefly",
    "That's half a dozen papers or so. What did each of them find?",
    "Sorry, my last question was badly put. What I meant was: what did each of those papers find?",
    "I've asked this twice already. What did each of those papers find? Just the findings.",
    "You said \"here are some relevant papers\" but not what they found. What did each one find?",
    "Could you say what each of those papers found, and keep it to a sentence apiece?",
    "If it's not too much trouble, maybe you could go through what each of those papers found?",
    "Okay, I've saved all of these to Zotero and sent the list to my co-author, who'll read them on the train "
    "tomorrow. Before then, what did each of those papers find? She'll want the gist.",
]

FILTER = [
    "Which of those papers are on {X}? Nail on just those shoes; the rest go back on the rack.",
    "Which of those papers deal with {X}? Only those bundles go up on the roof; the rest stay in the stack.",
    "Which of those papers are about {X}? Only those wheels go down to the cave; the rest go to market.",
    "Which of those papers cover {X}? Those go in the wall; the rest go back on the heap.",
    "Which of those papers touch on {X}? Only those go in the basket; the rest stay on the launch field.",
    "Which of those papers involve {X}? Let just those through the gates; the rest can wait on the lock landing.",
    "Howay pet, which of them papers are on {X}? Just them ones.",
    "Luh, which of those papers are about {X}, b'y? Only those ones.",
    "Which of they papers be about {X}, my 'ansum? Just they ones.",
    "Which of those papers yinz listed are on {X}? Just those, n'at.",
    "Which of those papers are about {X}?\n\nSent from my iPhone",
    "wait\nwhich of those\nare on {X}\njust those",
    "My patient's question is specifically about {X}. Which of those papers address that?",
    "The consultant only wants papers that deal with {X}. Can you pick those out of the list you gave me?",
    "My essay question is about {X}, so which of those papers are relevant to it?",
    "{X} - that's the only bit our guideline panel cares about. Which of those papers are on it?",
    "those on {X} only",
    "You've shown me half a dozen or so papers. Which of those are about {X}?",
    "No, not a new search - I meant which of the papers you already listed are on {X}.",
    "Ugh, I don't need all of them. Which of those papers are actually about {X}?",
    "You wrote \"these papers vary in scope\". Fine - which of them are about {X}?",
    "Which of those papers deal with {X}, and can you drop the others from the list?",
    "I might be wrong, but I think only some of those papers are about {X} - could you tell me which?",
    "Thanks, that's a good start. I'm putting together a reading list for our team and we're short on time, so we "
    "need to be ruthless. Which of those papers are about {X}? We'll skip the rest.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Shoe's cooling on the anvil. While it does: what's the {ord} paper about?",
    "I'm up on the ridge with a bundle of reed. Tell me more about the {ord} paper.",
    "Howay pet, tell us a bit more about the {ord} paper.",
    "Between clinic patients: the {ord} paper might fit a case I'm seeing. What's it about?",
    "Sorry, I meant the {ord} paper, not the whole list. Tell me more about that one.",
    "Come on, I only need one: what's the {ord} paper about?",
    "The {nth} paper is the wheel I'd cut first. Tell me more about it.",
    "Yes b'y, the {nth} paper looks some good. Tell me more about it.",
    "A reader at the desk wants the {nth} paper specifically. What's it about, before I request it on interlibrary "
    "loan?",
    "the {nth} one\nthat paper\nmore on it pls",
    "Paper [{n}] is the stone I'd set next in the wall. What's it about?",
    "Proper job. Paper [{n}] - what's that one about, my 'ansum?",
    "Of the half dozen or so papers you listed, [{n}] is the one I care about. What's it about?",
    "You wrote \"as shown in [{n}]\". Tell me more about that paper.",
    "While the envelope fills: tell me more about {title}.",
    "Yinz got more on {title}? Tell me about it n'at.",
    "For my essay, could you maybe tell me a bit more about {title}, if that's okay?",
    "While the lock fills: tell me more about the {author} paper.",
    "Tell me more about the {author} paper\n\nSent from my iPhone",
    "Batter frame's up and I've a minute - give me more detail on that paper.",
    "The mare's shod and the next horse isn't due till three. Go on about that paper a bit more.",
    "Our guideline panel will ask me about that study. Can you go into more depth on it?",
    "that paper: more detail",
    "More on that one, please, and keep the jargon down.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I stamp my mark on every shoe I make, so names matter to me."),
    ("authors", "Whey aye - who wrote each of them papers, pet?"),
    ("authors", "Quick one between patients: who are the authors of those papers?"),
    ("year", "When did it come out? Some of my cheeses have been in the cave for years."),
    ("year", "What year were those papers published, b'y?"),
    ("year", "years of those papers pls"),
    ("datasets", "What data did it use? I check where every stone came from before it goes in the wall."),
    ("datasets", "My essay marker will ask: what dataset did it draw on?"),
    ("datasets", "What data did those studies use?\n\nSent from my iPhone"),
    ("results", "What did it find? Short answer, I've got the burner to mind."),
    ("results", "Proper job - and what did it find, my 'ansum?"),
    ("results", "Sorry, let me rephrase: what did those studies actually find?"),
    ("numbers", "How many people took part in it? I count every boat through the lock, so a number, please."),
    ("numbers", "How many people were in each of those studies, n'at?"),
    ("numbers", "sample size\neach of those studies\njust the numbers"),
    ("limitations", "Where's it weak? Every roof leaks somewhere."),
    ("limitations", "Before I put it in front of the guideline panel: what are its main limitations?"),
    ("limitations", "I've asked twice now - what are the limitations of those studies?"),
    ("venue", "Where was it published, pet? Which journal?"),
    ("venue", "For the interlibrary loan form I need the journal: where was it published?"),
    ("venue", "You called them \"peer-reviewed studies\" - which journals were those papers in?"),
    ("code", "Did it share its code? I share my cultures with the other cheesemakers."),
    ("code", "Did any of those papers put their code online n'at?"),
    ("code", "code available for any of those? yes/no is fine"),
    ("funding", "Who paid for it? Somebody always pays for the new lock gates."),
    ("funding", "Who funded those studies? And were any of them industry-funded?"),
]

AREA = [
    "The whole yard, not one hoof: what does the collection say about {X} overall?",
    "The whole roof, not one bundle: what's the overall picture on {X} across your papers?",
    "The whole cave, not one wheel: summarise what all your papers say about {X}.",
    "The whole boundary, not one stone: what does all the research on {X} in the collection say?",
    "From two thousand feet you see every field at once: what does the whole collection say about {X}?",
    "The whole canal, not one lock: give me an overview of all the papers on {X}.",
    "Howay, what does the whole collection say about {X}? All of it, pet, not just one paper.",
    "Yes b'y, what's the big picture on {X} across every paper you've got?",
    "Dreckly'll do - what does the whole collection say about {X}, all the papers together?",
    "What's all the research yinz have on {X} say, overall n'at?",
    "What does the whole collection say about {X}?\n\nSent from my iPhone",
    "ok\nbig picture\n{X}\nacross all your papers not just these",
    "A patient asked me what the evidence says on {X} in general. What does all the research in the collection say?",
    "I'm writing a subject guide for the library. What does the collection as a whole say about {X}?",
    "My essay needs a paragraph on the general consensus: what does all the research on {X} in the collection say?",
    "{X}: across every paper in the collection, what's the overall state of the evidence? Our guideline panel needs "
    "it.",
    "{X}, whole collection, overall summary",
    "Not just the handful you showed me - what do all the papers in the collection say about {X}?",
    "Sorry, I wasn't clear: I meant the whole collection, not just these papers. What does it say about {X}?",
    "I keep getting single papers. I want the overall picture: what does the entire collection say about {X}?",
    "You mentioned that \"more research is needed\" - so what does the collection as a whole actually say about {X}?",
    "Could you summarise all the research on {X} in the collection, and note where the papers disagree?",
    "Perhaps this is too broad, but could you give me a rough overview of what the whole collection says about {X}?",
    "Thanks for the individual papers, they were useful, and I've made notes on each. What I'm still missing is the "
    "bigger picture: what does the research across the whole collection say about {X}? That's what my introduction "
    "needs.",
]

NEW_TOPIC = [
    "Next horse, fresh feet: find me papers on {X}.",
    "New roof, new reed: any papers on {X}?",
    "Fresh milk, new batch: have you got papers on {X}?",
    "New gap in a different field: search for papers on {X}.",
    "New launch site, different wind: papers on {X}?",
    "Different stretch of canal now: find me studies on {X}.",
    "Howay, that's done with. Something else, pet: any papers on {X}?",
    "Yes b'y, that's grand. New topic now: got any papers on {X}?",
    "Proper job, that's sorted. Different thing now, my 'ansum: papers on {X}?",
    "OK, redd up that list. Yinz got any papers on {X}?",
    "New topic - any papers on {X}?\n\nSent from my iPhone",
    "ok\ndifferent thing\npapers on {X}?",
    "Next patient has a completely different problem. Find me papers on {X}.",
    "A different reader has just come to the desk with a new request: papers on {X}, please.",
    "My other module's essay is on something else entirely. Can you find papers on {X}?",
    "{X} - completely separate question. What papers do you have on it?",
    "fresh search, old list binned: {X}",
    "Forget those few papers. I need a new set on {X}.",
    "Scratch that last question, wrong topic. I actually want papers on {X}.",
    "None of those are what I need. Just find me papers on {X}, please.",
    "You said \"let me know if you need anything else\" - I do: papers on {X}, a new search.",
    "Leave those for now, and find me papers on {X} instead?",
    "I'm not sure you'll have much, but maybe there are papers on {X}? Different topic from before.",
    "Right, that's enough on that for now, I've got what I needed for the methods section. Switching gears "
    "completely: do you have any papers on {X}? It's for a side project.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
