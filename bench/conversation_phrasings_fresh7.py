"""The seventh fresh held-out phrasings of `litchat bench conversations` (issue #18, round 8): same shapes and
placeholders as bench/conversation_phrasings_fresh6.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the eighth round of tuning, before running the benchmark on them and before opening any
failing turn of fresh6 beyond the misses README already lists (fresh6 is tuning data from round 8 on). Written to vary
style widely: terse and chatty turns, typos and missing apostrophes, non-native phrasing, British spelling,
imperatives, two-clause questions, abrupt topic changes, and attributes beyond the usual ones (funding, venue, code).
These lists are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them
as "fresh7".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Can you unpack these a little?", "what methods do these use, briefly", "i dont get what those papers are saying",
    "Could you compare the approaches in these papers?", "which of them is the most convincing?",
    "Please go through each paper and tell me its main claim.", "more pls", "How were these studies designed?",
    "whats the takeaway from all of these", "Kindly explain these publications in more detail.",
    "so, what do the above actually show?", "Can you put these into context for me?",
    "What is the novelty in those works?", "right, and how do they go about that?",
    "Tell me what each of these papers argues, in two sentences each.", "dig into those a bit more",
    "I'd like a fuller explanation of the studies above.", "whats the common method in these ones",
    "Are these findings consistent across the papers?", "Help me understand these better please",
    "whats the significance of these, in a nutshell?", "Could you summarise each of the papers you found in a sentence or two?",
    "and in practical terms, what do these mean?",
]

FILTER = [
    "which of them deal with {X}", "any on {X} in there?", "Only the {X} papers, please.",
    "Pick out the ones relating to {X}.", "Which of the studies you listed are concerned with {X}?",
    "do some of those look into {X}?", "Is {X} covered by any of these?", "from these, the {X} ones?",
    "Can you filter the above to papers on {X}", "Of the works you mentioned, which are dealing with {X}?",
    "I'm only interested in {X}; which of those?", "whcih of these are {X} related",
    "Among these, is anything about {X}?", "narrow those down to the {X} ones please",
    "Which of the papers in your answer address {X}?", "Are some of these on {X} ? list them",
    "Out of this list, what is about {X}?", "Could you tell which of those above treat {X}?",
    "just {X} from those", "From your previous reply, which papers touch {X}?",
    "do any of them have something on {X}", "Of the sources you gave, which focus on {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "and what of the {ord} one?", "could you explain the {nth} paper pls", "What does the {ord} study propose?",
    "tell me about the {ord} one, what method did they use?", "{nth} paper - main findings?",
    "Id like details on the {ord} article.", "Let's look at the {nth} one more closely.",
    "What is the {ord} reference about exactly?",
    "[{n}] - whats that one saying?", "More detail on citation {n} please.", "Explain source [{n}] to me.",
    "Number {n}, what did they do?", "ref {n} summary pls",
    "What does \"{title}\" find?", "tell me about the paper called {title}", "Could you summarise {title}?",
    "{author} et al - what was their method?", "what's the paper by {author} about",
    "Explain {author}'s work in more detail please.",
    "say more on that one", "What's the method in this paper?", "Could you go deeper on this study?",
    "ok and what else does it say?", "Explain this one to me like I'm new to the field.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "how big were the samples in these studies"), ("numbers", "Does it give any quantitative results?"),
    ("numbers", "Any accuracy or p-values given in those papers?"),
    ("datasets", "what datasets did they evaluate on?"), ("datasets", "Is its data publicly available?"),
    ("datasets", "Which cohorts or corpora were those studies based on"),
    ("limitations", "Any weaknesses in these papers I should know about?"),
    ("limitations", "what are its main limitations"), ("limitations", "what do the authors admit they could not do?"),
    ("authors", "who authored those?"), ("authors", "Who wrote it, do you know?"),
    ("authors", "which research groups are behind these works"),
    ("year", "what years do these papers date from"), ("year", "Which year is it from?"),
    ("year", "are any of them from the last few years?"),
    ("results", "what did these studies conclude"), ("results", "what's its headline finding"),
    ("results", "Outcomes of those trials, briefly?"),
    ("venue", "which conferences or journals were these in?"), ("venue", "Where was it published?"),
    ("funding", "who paid for these studies"), ("funding", "any conflicts of interest or funding sources in them?"),
    ("code", "Is there code available for these papers?"), ("code", "did they release their code?"),
]

AREA = [
    "give me an overview on {X} studies, thanks", "Summarise {X} research for me please",
    "what's the overall picture on {X} across the corpus", "Write an area summary about {X}.", "{X} overview pls",
    "Can you review the literature on {X} and point out what is still open?",
    "could u summarize the {X} studies you have",
    "I'm writing a background section on {X} - summarise the field for me.",
    "Summarise the main approaches and findings in {X}.", "What do we know about {X}? Summarise it.",
    "Give me a synthesis of the {X} literature, by theme.", "short review of {X} please",
    "New question: what is the state of {X} research?", "Tell me how the {X} field has developed, in summary.",
    "summarise the corpus on {X}", "an overview of the work on {X}, with the key papers",
    "Where does research on {X} stand today?", "Please sum up the evidence about {X}.",
    "Can you map out the {X} research area?", "main themes in {X} research?",
    "Summarise, in a paragraph, what's been published about {X}.",
]

NEW_TOPIC = [
    "{X} too?", "ok and now for {X}", "What do you have on {X}?", "Find me papers about {X} please.", "anything on {X}",
    "switching topic - any studies of {X}?", "Do we have research about {X} in the corpus?",
    "looking for papers on {X} now", "Moving on. {X}: which papers?", "Are there publications dealing with {X}?",
    "What research exists regarding {X} here?", "can you look up {X} for me", "next topic {X} please", "I want papers that discuss {X}",
    "Something else - is there any work about {X}?", "show papers {X}", "Which studies have been done on {X}?",
    "Please find me some articles on {X}.", "Forget the previous one, I want {X} now.", "Give me papers related to {X}",
    "Is {X} something the collection covers?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
