"""The fourteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 16): same shapes and
placeholders as bench/conversation_phrasings_fresh13.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the sixteenth round of tuning and before running the benchmark on them (fresh13 is tuning
data from round 16 on), without re-reading the interpreter's rules first. Written in styles the earlier sets do not
use: chatty voice-typed run-ons ("ok so um can you like ..."), typos with no punctuation ("wich of thes papers r
about"), English as German, French and Spanish speakers write it ("Give me an overview over", "Exist there studies
on", "Which of these papers treat", "Can you make me a resume of", "From whom is it?", "In which revue"), very short
imperative fragments ("expand on all of them", "keep {X}, drop rest", "paper {n} - go"), hedged researcher phrasing
("I could be wrong, but I suspect ...", "Perhaps a naive question, but ..."), the topic embedded in a longer
explanation ("My thesis chapter is specifically about {X}, so ..."), social-media register without emoji ("ngl",
"lowkey", "thread time:", "new topic lol"), and follow-ups that quote part of the previous answer ("You said these
papers 'propose' things - ..."). These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh14".
"""
from __future__ import annotations

FOLLOW_UP = [
    "ok so um can you like go through those papers you just gave me and tell me what each one is basically doing",
    "explain the papers abov in more detal plz",
    "Can you give me more informations about these papers?",
    "I would like that you describe me these works a bit more precise.",
    "Could you resume these articles for me?",
    "What do these papers treat exactly?",
    "expand on all of them",
    "more. all of them.",
    "I may be misreading the abstracts, but these papers seem to take rather different approaches — could you spell "
    "out how each of them goes about the problem?",
    "For context, I'm putting together a reading list for a journal club next week, and I need a one-paragraph "
    "description of each of the papers you just listed.",
    "ngl these look solid, what's the deal with each one",
    "You said these papers 'propose' things — what exactly do they propose?",
    "Going back to your last answer, where you wrote about the studies you found: can you unpack them a bit?",
    "so these are the relevant ones huh what do they actually show",
    "Tell me, please, what is the content of these papers.",
    "breakdown of those pls",
    "If I'm not mistaken, these works overlap somewhat; could you clarify what each contributes?",
    "Is it possible that you explain these papers one by one?",
    "walk thru em",
    "'Sources' — the ones under your answer — what's in them, roughly?",
]

FILTER = [
    "ok and which of those ones are like actually about {X} or is it none of them",
    "wich of thes papers r about {X}",
    "Which of these papers treat {X}?",
    "Are there under these papers some that concern {X}?",
    "From these articles, which ones speak about {X}?",
    "only {X} ones",
    "keep {X}, drop rest",
    "I could be wrong, but I suspect at least one of these deals with {X} — which, if any?",
    "My thesis chapter is specifically about {X}, so from the list you just gave me I only need the papers that cover "
    "that topic.",
    "lowkey only care about the {X} ones from that list",
    "You listed several studies above; of those, which specifically look into {X}?",
    "hmm which ones from what you listed are {X} related if any",
    "Narrow down to {X}",
    "It would be interesting for me which of them concern {X}.",
    "Do some of these papers occupy themselves with {X}?",
    "In your last list, who talks about {X}?",
    "Perhaps a naive question, but do any of the papers you cited bear on {X} at all?",
    "Select from these the ones with {X}, please.",
    "Quick filter: {X}",
    "'Here are the papers' — right, and of those papers, which touch {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "ok the {ord} one what's that one about again", "tel me more abuot the {ord} paper",
    "What is the {ord} article treating?", "{nth} one. expand.", "paper {n} — go", "open [{n}]",
    "I might be misremembering, but wasn't the {ord} paper the interesting one? What did it do?",
    "I'm especially curious about the {ord} one because it sounds close to my own project — could you describe it "
    "in more detail?",
    "ngl the {ord} one sounds cool, what's it about", "You cited [{n}] — what exactly did that paper show?",
    "About the paper number {n}: what is its content?", "Give me please details to the {ord} study.",
    "the {title} paper, what is it about exactly", "{title} — I've heard of this one, can you give me the gist?",
    "so what's {author}'s paper about", "In the work of {author}, what do they propose?",
    "ok and that one you just described, anything else interesting in it",
    "Can you tell me more over this paper?", "dig deeper into it", "'The paper' you just described — say more.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "who wrote these ones"), ("authors", "From whom is it?"),
    ("authors", "ok so who are the authors on all of those i need them for my bibliography"),
    ("year", "wen were these publishd"), ("year", "In which year has it appeared?"), ("year", "years pls"),
    ("datasets", "What data did they use, these studies?"),
    ("datasets", "which datasets does it use i want to reuse the same one"),
    ("datasets", "I'm trying to find a benchmark for my own experiments, so which datasets were used across the "
                 "papers you listed?"),
    ("results", "What came out in these studies?"), ("results", "What has it found out, finally?"),
    ("results", "You mention these papers 'show' something — what are their actual results?"),
    ("numbers", "give me the numbers from those, like sample sizes and effect sizes"),
    ("numbers", "how many participants had it"),
    ("limitations", "I may be overly sceptical, but what are the weak points of these studies?"),
    ("limitations", "What are its limits?"),
    ("venue", "where did these appear, which journal or conference"), ("venue", "In which revue was it published?"),
    ("code", "is there code for any of those on github or smth"),
    ("funding", "Who has financed these researches?"),
]

AREA = [
    "ok so now can you give me like a big picture summary of everything on {X} in here not just the stuff from before",
    "sumarize the reserch on {X} overal",
    "Can you make me a resume of the research about {X}?",
    "Give me an overview over the {X} research, please.",
    "What is the actual state of the research on {X}?",
    "{X} overview whole corpus",
    "summarize {X} field",
    "This may be too broad, but could you outline what the corpus as a whole says about {X}?",
    "I'm writing the related-work section of a paper on {X} and I need a summary of the whole area, drawing on every "
    "relevant paper in the collection.",
    "thread time: what does the research on {X} actually say",
    "Forget the papers above; what is the overall picture for {X} across the whole collection?",
    "gimme the big picture for {X} research no need to stick to the above",
    "Resume for me the literature of {X}.",
    "Perhaps you could sketch the main findings on {X} in the corpus overall?",
    "how does the whole {X} area look in this collection, main results and methods",
    "'Area summary' for {X}, please.",
    "I'd appreciate a synthesis of all the {X} work you have — I'm new to the field.",
    "summary of all {X} papers",
    "What says the literature in general about {X}?",
    "no more of the previous list — give me the broad overview of {X} research instead",
]

NEW_TOPIC = [
    "ok different thing now do you have anything about {X}", "any paprs abuot {X}", "I search papers about {X}.",
    "Do you have some articles over {X}?", "Exist there studies on {X}?", "{X} — find", "search for {X} now",
    "This might be outside the corpus, but are there any papers on {X}?",
    "Separately, I've been asked to look into {X} for a grant application; which papers here would be relevant?",
    "new topic lol: {X}", "Switching gears completely — what do you have on {X}?", "ok now {X} papers pls",
    "And what is with {X}?", "Which works exist on the subject {X}?",
    "Perhaps a long shot, but does anything in here cover {X}?", "Thanks for those. Next: which papers discuss {X}?",
    "i need papers that talk about {X} for my class", "looking for {X} research",
    "Forget the previous question. Papers on {X}?", "And on the topic {X}, which papers are there?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
