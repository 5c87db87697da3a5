"""The sixteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 18): same shapes and
placeholders as bench/conversation_phrasings_fresh15.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the eighteenth round of tuning and before running the benchmark on them (fresh15 is
tuning data from round 18 on), without reading the interpreter's rules or the earlier rounds' misses first. Written in
styles the earlier sets do not use: terse mobile typing with typos ("whihc of thse r about"), voice dictation without
punctuation ("ok so go through those papers one by one and tell me"), a reviewer's critique questions ("As a
reviewer ...", "as opposed to merely mentioning it"), a teaching assistant's phrasing ("For my students ...", "as you
would in a tutorial"), author-year citations ("({author} et al.)"), indirect requests ("It would help to know ..."),
sarcasm and frustration ("That's not what I asked. I meant ...", "Lovely list. Now ..."), comparisons, nested clauses,
and follow-ups that reuse the previous answer's words ("You said these papers are relevant; relevant how?"). These
lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh16".
"""
from __future__ import annotations

FOLLOW_UP = [
    "cn u explain each of thse papers a bit more",
    "wat did each of them do exactly",
    "ok so go through those papers one by one and tell me what each one did",
    "can you tell me more about each of the papers you just mentioned thanks",
    "As a reviewer I would want to know what each of these papers actually contributes. Can you spell that out?",
    "Critically speaking, what does each of the papers above claim, and how does it back that up?",
    "For my students, could you break down each of those papers in plain language, one at a time?",
    "Let's unpack these one at a time, as we would in a tutorial: what does each paper do?",
    "It would help to know a bit more about each of the papers you listed.",
    "I'd find it useful to have a short description of every paper in your last answer.",
    "That's not what I asked. I meant: explain each of the papers you already listed, not new ones.",
    "Great, a list of titles. Very useful. Now what does each of them actually say?",
    "You said these papers are relevant; relevant how? Explain each.",
    "Given that the papers you just listed, none of which I have read, seem to be the main ones here, could you "
    "describe what each of them does?",
    "How do the papers above differ from one another? Describe each in turn.",
    "Expand on all of the papers you cited, from [1] onward.",
    "mroe on each pls",
    "and what about the rest of them explain all of them please",
    "Tell me what each of those is about, the way you'd explain it to an undergraduate.",
    "You mentioned several studies above — I'd appreciate a paragraph on each.",
]

FILTER = [
    "whihc of thse r about {X}",
    "ok which of those papers are about {X} if any",
    "which ones from that list deal with {X} none is a fine answer",
    "Which of the cited works actually address {X}, as opposed to merely mentioning it?",
    "For the seminar on {X}, which of these papers should the students read? Only ones from your list, please.",
    "It would help to know which of the papers you listed concern {X}.",
    "That's not what I asked. I meant which of the papers ABOVE are about {X}, not new ones.",
    "Lovely list. Now, which of them, if any, have anything to do with {X}?",
    "Which of these papers focus on {X} rather than something else?",
    "Of the papers that you listed, and I mean only those, which ones, if any, study {X}?",
    "Of the relevant papers you found, which are relevant to {X} in particular?",
    "Among [1]–[5] above, which address {X}? If none, just tell me none.",
    "filter those for {X} plz",
    "only keep the {X} ones from ur list",
    "Keep just the papers from your previous answer that discuss {X}; drop the rest.",
    "Narrow those down to {X}, and if nothing fits, say so rather than finding others.",
    "Are any of the listed papers on {X}, or is the answer no?",
    "I only care about {X}. Which of the above qualify?",
    "which of these r relevent to {X}?? none is ok",
    "Does the list contain anything about {X}? Tell me which ones.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "tell me mor abt the {nth} one", "what about the {ord} paper tell me more about that one",
    "open up number {n} for me please", "As a reviewer, how would you summarise the {ord} paper's main claim?",
    "Let's focus on the {ord} paper: explain it as you would in a tutorial.",
    "It would help to know what [{n}] is about.",
    "No, I meant the {ord} one, not the one you explained. What's that about?",
    "({author} et al.) — what did they report?", "What exactly did {author} and colleagues do in that paper?",
    "Explain '{title}' to me like I'm a new grad student.",
    "How does '{title}' differ from the other papers on the list?",
    "The paper that you listed {ord}, which sounds closest to my project, what does it actually do?",
    "You described [{n}] as relevant — what is it about exactly?", "{title}?? more pls", "more on {author} pls",
    "the {nth} one what is it about",
    "ok tell me more about that paper", "It would help to know more about this particular study.",
    "As a reviewer, what would you say this paper's core contribution is?", "explain tht one more pls",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "who wrote thse"), ("authors", "who r the authors of it, need for bibtex"),
    ("authors", "That's not what I asked, I meant who the authors of those papers are."),
    ("year", "wat yr was it published"), ("year", "when were those papers published"),
    ("year", "For my students' reading list I need the publication year of each of these papers."),
    ("datasets", "what data did they use in those papers"),
    ("datasets", "Reviewer question: which dataset was it evaluated on?"),
    ("results", "It would help to know what those papers found."), ("results", "what did it find"),
    ("numbers", "how many participants did those studies have"), ("numbers", "What was its sample size (n)?"),
    ("limitations", "Speaking as a reviewer: what are the weaknesses of these studies?"),
    ("limitations", "whats wrong with it, any limitations"),
    ("venue", "where were these published journal wise"), ("venue", "Which journal did it appear in?"),
    ("code", "is there code for those papers github or similar"), ("code", "Did the authors release code for it?"),
    ("funding", "who paid for these studies? funding sources"),
    ("funding", "Was it funded by industry? I'd like to know the funder."),
]

AREA = [
    "wats the overall research on {X} say, all papers not just these",
    "give me an overview of everything in the collection about {X} not only the ones above",
    "If you were writing the related-work section on {X}, how would you summarise the whole field?",
    "I'm teaching a session on {X} next week; what's the overall picture across the collection?",
    "It would help to have a broad overview of the literature on {X}.",
    "That's not what I asked. I meant an overview of all the {X} research, not these few papers.",
    "How do the different lines of research on {X} compare, across the whole collection?",
    "Setting aside the papers you listed, which are only a sample, what does the wider literature on {X} say?",
    "Beyond (and not limited to) the papers above, summarise the state of research on {X}.",
    "zoom out pls: {X} research overall, whole library",
    "summ of {X} lit pls",
    "what's known about {X} in general according to all the papers you have",
    "Give a state-of-the-art summary of {X} research.",
    "What are the broad themes in the {X} literature?",
    "For a review article intro: what's the consensus on {X} across studies?",
    "Could you zoom out and describe the research landscape on {X}?",
    "Area summary please: {X}.",
    "What does the literature as a whole conclude about {X}?",
    "i need a general overview of the {X} field",
    "Across every paper in the library, what's been found about {X}?",
]

NEW_TOPIC = [
    "diff q: any papers on {X}", "ok new question do you have any papers about {X}",
    "switching topics find me papers on {X} please",
    "Separate question: which papers in the collection study {X}? I need to check a submission's citations.",
    "A student asked me about {X} — are there papers on that?",
    "It would help to know whether there are papers on {X}.",
    "Forget those. That's not what I need. I meant papers on {X}.",
    "OK, enough of those. Anything on {X}, by any chance?",
    "Different area now: what research exists on {X}?",
    "Now, leaving the previous topic behind, since I have another project that deals with {X}, what papers are "
    "there on it?",
    "I saw {X} discussed in a talk (no reference given). Any papers on it here?",
    "got any {X} papers btw", "anythng on {X}", "Next: {X}. Which papers?",
    "Let's switch to {X}: what's in the collection?",
    "Quick one on another subject: has anyone in the collection studied {X}?",
    "Another thing I'm curious about is {X}; find me some studies.",
    "start over with {X} pls, what papers", "Hmm, not quite my area. What about {X}?",
    "Now show me work on {X} instead.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
