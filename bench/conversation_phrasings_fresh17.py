"""The seventeenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 19): same shapes and
placeholders as bench/conversation_phrasings_fresh16.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the nineteenth round of tuning and before running the benchmark on them (fresh16 is
tuning data from round 19 on), without reading the interpreter's rules or the earlier rounds' misses first. Written in
registers the earlier sets do not use: English as Portuguese, Italian, Korean and Arabic speakers often write it
("Is possible to know", "I would like that you explain", "These papers, each one is about what?", "Please to tell
me"), bare keyword queries ("{X} refs?", "per-paper summary", "pub years?"), e-mail and messaging conventions ("Hi,
thanks for this.", "@litchat", "Best, M."), corrections of a misreading ("Sorry, typo - I meant", "No no, not a new
search"), hedging about one's own question ("Not sure this is the right way to ask, but"), two acts in one message
("which of these are about {X}, and who wrote them?"), clinical and machine-learning jargon ("RCTs", "effect sizes",
"SOTA", "ablations", "n="), citations by a title ("the one titled something like '{title}'"), and topic changes
introduced by a statement about one's own project ("We're starting a project on {X} in my lab."). These lists are
never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh17".
"""
from __future__ import annotations

FOLLOW_UP = [
    "These papers, each one is about what?",
    "I would like that you explain me a little more every of these papers.",
    "Is possible to have a short description for each paper of the list?",
    "Please to tell me what each of above papers is doing.",
    "per-paper summary pls",
    "1-2 lines per paper above",
    "Hi, thanks for this. Could you say a bit more about each of the papers you found? Best, M.",
    "@litchat expand on each result from your last reply",
    "No no, not a new search - just explain the papers you already gave me, each of them.",
    "Not sure this is the right way to ask, but could you go through the listed papers and say what they did?",
    "Which methods do these papers use, and how do they compare with each other?",
    "From a clinician's point of view, what does each of these studies show?",
    "Methods and main findings of each paper above, briefly, so I can decide what to read in full.",
    "I'm preparing a journal club and need to know, for the papers you listed (all of them, not only the first), "
    "what each one is about and why it matters.",
    "So what are those about? One sentence each is enough.",
    "Sorry, maybe I was unclear: I want details on the same papers, each of them.",
    "Could you elaborate on the studies in your previous reply, one by one?",
    "What is the contribution of each of these, in ML terms (task, model, baselines)?",
    "ok and these ones — what do they each do?",
    "Walk me through the papers from the last answer.",
]

FILTER = [
    "Between these papers, which ones treat {X}?",
    "Is possible to know which of these papers are on {X}?",
    "From your list, please to tell me only those about {X}.",
    "{X} only, from the list above",
    "subset: {X}",
    "Hi again, one more thing: which of the papers you just sent involve {X}? Thanks!",
    "@litchat which of those results mention {X}?",
    "No, don't search again - from the same papers, which are about {X}?",
    "Not sure any of them fit, but are some of the listed papers about {X}? If none, say none.",
    "Which of these are about {X}, and who wrote them?",
    "Of the RCTs and other studies you just listed, which ones involve {X}?",
    "Among the listed papers, which report experiments on {X}?",
    "I need only the papers in your previous answer that deal with {X}; if nothing matches, please say so.",
    "Can you filter the current results down to those concerning {X}?",
    "Which ones in that set are relevant for {X}? It's fine if the answer is none of them.",
    "Sorry, typo in my last message - I meant: which of these papers concern {X}?",
    "do any of the papers above touch on {X}",
    "Of the ones you gave me, I'd keep just the {X} papers. Which are they?",
    "Which of your results have {X} as a topic?",
    "Looking only at the papers already listed: any on {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The {ord} paper, what it is about?", "I would like that you explain me the {ord} one.",
    "{nth} paper - details?", "ref [{n}]: summary", "Hi, could you expand on number {n} of your list? Thanks.",
    "@litchat more on the {nth} result", "No, not that one - the {ord}. What does it do?",
    "Not sure I follow the {ord} paper; could you explain it more simply?",
    "What does the {ord} paper do, and who wrote it?",
    "For the {ord} paper: study design, population, and main finding?",
    "The one titled something like '{title}' — can you say more?",
    "'{title}' - what's the key idea there?", "What is the paper by {author} and colleagues about?",
    "Please to explain the work of {author}.", "Sorry, I meant [{n}], not the one before. What's in it?",
    "the {nth} one?",
    "More details on that paper, please.", "Is possible to explain this paper more in detail?",
    "ok, and what else does that study say?", "Could you go deeper into this one?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "These papers, who are the authors?"), ("authors", "author names for the above?"),
    ("authors", "Who wrote it? I need to cite it properly."),
    ("year", "pub years?"), ("year", "Is possible to know in which year it was published?"),
    ("year", "Hi, quick question: when did these papers come out?"),
    ("datasets", "Which cohorts or datasets do those studies use?"),
    ("datasets", "On which benchmark did they evaluate, and was it a public one?"),
    ("datasets", "Which data underlie it?"),
    ("results", "What are the effect sizes reported in these studies?"),
    ("results", "Not sure this is answerable, but what did it show in the end?"),
    ("numbers", "n= for each of those studies?"), ("numbers", "How many patients were enrolled in it?"),
    ("limitations", "What are the caveats of those papers?"),
    ("limitations", "Which limitations do the authors admit for it?"),
    ("venue", "In which journal or conference it was published?"),
    ("venue", "venues of the above?"),
    ("code", "Any public implementation of it?"), ("code", "Do those papers share their code?"),
    ("funding", "Which grants supported these studies?"),
]

AREA = [
    "Please to give me an overview of all the research on {X}, not only these papers.",
    "I would like that you summarise the whole literature on {X}.",
    "{X} — state of the field, whole corpus",
    "overview pls - topic: {X}",
    "Hi, could you put together a short overview of what the collection says about {X}? Thanks in advance.",
    "@litchat summarise the {X} literature",
    "No, I didn't mean those papers - I meant a summary of the entire {X} area.",
    "Not sure there's much, but what does the library as a whole say about {X}?",
    "Summarise the research on {X} and tell me which groups are most active.",
    "What is the current evidence on {X}, pooling all the studies in the collection?",
    "What's SOTA on {X} according to the papers here, in broad strokes?",
    "I'm writing the background section of a grant on {X}; can you summarise what the whole collection says about it?",
    "Across the corpus, how has work on {X} developed?",
    "Give me the big picture on {X}, all papers considered.",
    "Is possible to have a general summary of the {X} research?",
    "Summarise every study here on {X}, without restricting to the earlier answer.",
    "What are the main findings and open questions on {X} overall?",
    "Can you review the field of {X} for me?",
    "Map out the research on {X} in this collection.",
    "Sorry, typo before - I wanted an area summary of {X}.",
]

NEW_TOPIC = [
    "We're starting a project on {X} in my lab. What papers are there?",
    "My own work is on {X}, so I'd be more interested in papers about that.",
    "I'm a clinician working on {X}; what does the collection have?",
    "{X} refs?", "{X} papers pls",
    "Hi, different question: do you have anything on {X}? Thanks.",
    "@litchat search {X}",
    "No, I meant papers on {X}, not these.",
    "Not sure this is in scope, but are there studies on {X}?",
    "Please to search papers about {X}.",
    "Is possible to find studies on {X}?",
    "Which papers are about {X}, and what do they find?",
    "Moving on: my reviewer asked whether I cite work on {X}. What would you suggest?",
    "Changing subject, since my thesis committee wants a section on {X}: which papers cover it?",
    "My group just got funding for {X}; what's been published on it?",
    "Sorry, wrong topic before - I actually wanted {X}.",
    "Let me ask about something else entirely: {X}.",
    "And separately, do you have RCTs or other studies on {X}?",
    "Any benchmarks or SOTA methods for {X} in here?",
    "Next up, papers on {X}, please.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
