"""The twentieth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 22): same shapes and
placeholders as bench/conversation_phrasings_fresh19.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-second round of tuning and before running the benchmark on them (fresh19 is
tuning data from round 22 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a PhD student panicking before a deadline ("deadline is in 6 hours", "my
viva is tomorrow", "TONIGHT"), a policy analyst ("for a policy brief", "decision-makers"), a data scientist new to
the field ("I'm from ML", "like a WHERE clause", "New query:"), an expert witness's counsel ("in lay terms", "for the
report"), a journalist fact-checking a claim ("Fact-check for a story"), English as Indian, Chinese, German, French
and Italian speakers often write it ("kindly", "please to tell", "what all papers", "have or not?", "explain me",
"resume me", "which treat of", "speak about"), voice typing without punctuation and with homophones ("there" for
"their", "hole" for "whole"), chat shorthand ("pls", "thx", "b/c", "imo", "tl;dr", "u", "r"), a request in the
second sentence or in the middle of a longer message, polite indirect requests ("I was wondering whether ...",
"Would you mind ..."), verbless imperatives ("Next: a one-line verdict per paper above."), questions that end with a
condition ("... and if none of them do, just say so"), mild frustration ("That's not what I asked - ..."), the bot's
words quoted back, lowercase only, and one word in capitals ("EACH", "SPECIFICALLY", "ANYTHING"). These lists are
never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh20".
"""
from __future__ import annotations

FOLLOW_UP = [
    "ok deadline is in 6 hours and I haven't read ANY of these. what does each one find??",
    "I was wondering whether you could give me a couple of lines on each of the papers you just cited.",
    "Thanks, that helps. Now could you break down each of those papers for me - method and result?",
    "pls summarise each paper in ur answer thx",
    "tl;dr of every paper you cited?",
    "Kindly provide a brief about each of the above papers.",
    "Please to tell me what each of these articles is saying.",
    "From what all papers you have given, kindly tell the key finding of each.",
    "Could you explain me every one of these papers in two sentences?",
    "For each of these articles, can you resume me what they found?",
    "These papers, each one what is the main conclusion?",
    "can you go through each of them and tell me what there main findings were",
    "my supervisor wants the lit review by monday and all i have is your list. what did each of those papers actually"
    " do?",
    "For a policy brief: what is the takeaway of each of these studies for decision-makers?",
    "I'm from ML, not this field - for each paper above, what was the setup and what's the result, in plain terms?",
    "That's a list, not an explanation - what does each of those papers actually say?",
    "You wrote \"several studies suggest\" - walk me through what each of the cited studies suggests.",
    "What did EACH of these papers conclude, not just the overall picture?",
    "Next: a one-line verdict per paper above.",
    "Summarise the papers you cited one by one, and if any of them disagree, point that out.",
    "I've got a meeting with the policy team at three. Can you give me the gist of every study in that answer?",
    "Counsel needs to know what each of the cited studies actually establishes - in lay terms, please.",
    "Please, can you make me a little summary of each article you have cited?",
    "imo the answer was a bit vague b/c it mashed them together - one line per cited paper pls?",
]

FILTER = [
    "ok WHICH of these are about {X}?? i only have time to read those",
    "I was wondering whether any of the papers you listed deal with {X}.",
    "Thanks. Of those, which ones look at {X}?",
    "which ones r on {X} pls",
    "Kindly tell which all papers from above are related to {X}.",
    "Please to filter the above papers for {X}.",
    "Which of these papers are dealing with {X}? If there are none, you can say it.",
    "Among these articles, which ones treat of {X}?",
    "These papers, which ones related to {X}?",
    "of the ones you just listed which are about {X} if any",
    "For the brief I only need those of your results that bear on {X} - which are they?",
    "Can you subset those papers to just the {X} ones? Like a WHERE clause.",
    "That's not what I asked - I wanted only the papers above that deal with {X}.",
    "You mentioned 'a range of studies' - which of those studies are on {X}?",
    "Which of the cited papers are SPECIFICALLY about {X}?",
    "Next: only those of the above on {X}.",
    "Which of those concern {X} - and if none of them do, just say so?",
    "Great list. Quick check before I send it on: are any of them about {X}? Otherwise I'll drop that section.",
    "just the {X} ones from that list thx",
    "For the report, identify which of the cited studies address {X}.",
    "Between these papers, which are the ones that speak about {X}?",
    "tl;dr which of the above are {X} papers?",
    "Would you mind pointing out which of these touch on {X}?",
    "which of your sources cover {X}? asking b/c my chapter is only on that",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "ok the {ord} paper - what did it do?? I need to cite it in like an hour",
    "I was wondering whether you could tell me a bit more about the {ord} study.",
    "Kindly elaborate on the {ord} paper.", "Please to explain the {ord} article in detail.",
    "can you tell me more about the {ord} one there results sound useful",
    "That's not what I asked - I meant the {ord} paper. What's in that one?",
    "{nth} one - tl;dr pls", "Next: the {nth} paper, in more depth.",
    "The {nth} study, what is it about? It's for my policy memo.",
    "The {nth} article I find interesting, can you explain it more?",
    "You cited [{n}] - what's that one actually about?",
    "Source {n}: what does it say, in terms a data person would get?",
    "Could you expand on reference number {n}, please?", "Number {n} paper, can explain more?",
    "Kindly share more details about '{title}'.", "I was wondering what '{title}' actually shows.",
    "the one called {title} - whats that about",
    "the {author} study - can u summarise it pls",
    "What exactly did {author} and colleagues do? I may have to present it.",
    "Can you say MORE about that one?", "ok but that paper specifically - what did they do, and is it any good?",
    "I was wondering if you could go deeper on that study.", "Kindly elaborate on this paper only.",
    "that one you just described keep going",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who are its authors? Need the names for my thesis bibliography tonight, sorry for the rush."),
    ("authors", "kindly tell the author names of these papers"),
    ("authors", "I was wondering who wrote those studies - same lab, or different groups?"),
    ("year", "What year did it come out? If it's older than 2015 my reviewer will complain."),
    ("year", "publication years of the above pls thx"),
    ("year", "Please to tell in which years these were published."),
    ("datasets", "What datasets did they train or test on? I'm a data scientist, so specifics help."),
    ("datasets", "Which data it is based on - public dataset or own collection?"),
    ("datasets", "what data did those papers use like which cohorts or databases"),
    ("results", "What did it find? Just the result, I'm between meetings."),
    ("results", "tl;dr of their results?"),
    ("results", "That's not what I asked - I want the actual findings of those studies, not the background."),
    ("numbers", "How big was its sample? Kindly give the exact n."),
    ("numbers", "how many patients did they have in each study roughly"),
    ("numbers", "Sample size per paper above, please - I'm checking statistical power."),
    ("limitations", "Any caveats I should know about it before I put it in a policy brief?"),
    ("limitations", "imo they look small - what limitations do the authors admit?"),
    ("limitations", "Please tell me the limitations which these papers have."),
    ("venue", "In which journal did it appear? Is it a good one?"),
    ("venue", "Where were these published - any of them in top journals?"),
    ("venue", "venue for each of those pls"),
    ("code", "Is its code on GitHub or somewhere? I want to rerun it."),
    ("code", "Did they share their code or notebooks?"),
    ("code", "is there code available for those papers"),
    ("funding", "Fact-checking here: who funded it, and was there industry money?"),
    ("funding", "Kindly tell the funding agencies of these studies."),
]

AREA = [
    "ok i have to write the {X} background section TONIGHT. what does the whole collection say about it overall?",
    "I was wondering whether you could give me an overview of what all the papers here say about {X}.",
    "Kindly give an overall summary of the research on {X} in this collection.",
    "Please to summarise the whole literature you have on {X}.",
    "What all is known about {X} as per the full collection? Overview only.",
    "Can you give me an overview over the research to {X} in all documents?",
    "Can you make me a synthesis of what the corpus says on {X}?",
    "About {X}, overall the research says what? Summary please.",
    "give me an overview of {X} research across the hole collection",
    "For a policy brief on {X}: what does the body of evidence in this collection say overall?",
    "I'm a data scientist new to this area - what's the overall story on {X} across all your documents?",
    "That's not what I asked - I wanted an overview of the whole collection on {X}, not one paper.",
    "tl;dr of everything the corpus has on {X}?",
    "Summarise ALL the work on {X} here, not just the top hits.",
    "Next: {X}, overall picture across the collection.",
    "Summarise the literature here on {X}, and if the studies disagree, say where.",
    "I'm drafting the state-of-the-art section. What do the documents as a whole tell us about {X}?",
    "Would it be possible to get a summary of the overall findings on {X} across the corpus?",
    "Please, can you make a general summary of all the studies about {X}?",
    "overview of {X} pls, whole collection not just ur last answer",
    "As background for my expert report, what is the overall scientific picture on {X} in your whole database?",
    "Fact-check for a story: across the collection, what does the research on {X} show overall?",
    "my viva is tomorrow and someone will ask about {X} - can you sum up what the collection as a whole says?",
    "In a paragraph: the overall state of research on {X} in all the papers you have.",
]

NEW_TOPIC = [
    "different question, and kind of urgent: any papers on {X}?? need them for my thesis intro",
    "I was wondering whether you have anything on {X}.",
    "Kindly share papers related to {X}.",
    "Please to find articles on {X}.",
    "What all papers are there on {X}?",
    "Now I am searching papers to {X}, do you have some?",
    "Do you have articles which treat {X}?",
    "{X} related papers, have or not?",
    "now can you find me papers on {X} please thanks",
    "Switching to {X} for another brief - which studies should I look at?",
    "New query: {X}. What papers come up?",
    "No no, forget all that - I need papers about {X}.",
    "Is there ANYTHING in here about {X}? Even one paper would help.",
    "Next: {X} papers, whatever you can find.",
    "Which papers look at {X}? If there are only a few, list them all.",
    "Okay, I've got what I need on that. Now which papers discuss {X}?",
    "I'd be grateful if you could point me to studies on {X}.",
    "Please, I need some papers that speak about {X}.",
    "papers on {X} thx",
    "ok moving on b/c that's settled imo - what's there on {X}?",
    "Fact-checking a claim about {X} - which studies in here could I check it against?",
    "my supervisor just added {X} to my chapter (great timing). which papers do we have on it?",
    "For a separate matter: what literature do you have on {X}?",
    "Thanks, that's useful. Separate thing - do you have studies on {X}? It's for a different project.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
