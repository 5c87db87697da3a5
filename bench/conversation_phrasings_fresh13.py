"""The thirteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 14): same shapes and
placeholders as bench/conversation_phrasings_fresh12.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the fourteenth round of tuning and before running the benchmark on them (fresh12 is
tuning data from round 14 on), without re-reading the interpreter's rules first. Written in styles the earlier sets do
not use: terse search-engine queries mid-chat ("{X} papers", "authors of the above?", "same list, only {X}"),
questions that carry the earlier request over implicitly ("and for {X}?", "Same question, but for {X}."), British
("I'd be keen to", "amongst", "if you'd be so good"), Indian ("Kindly tell which of these...", "what all", "which all",
"the aforesaid", "do a survey and revert") and academic registers ("Of the foregoing, which pertain to {X}?"), the
passive voice ("Is {X} dealt with in any of these?", "By whom was it written?"), comparatives ("Which of them is the
most recent?", "Which of those has the largest sample?"), places in words ("Number {n} on your list", "item {n}",
"the {ord}-listed paper"), polite indirect requests ("Could I trouble you for...", "I was wondering if you could...")
and Latin abbreviations (e.g., i.e., viz., cf., N.B., re:, ibid., et al.). Not written: negated filters ("which of
these do not use {X}") and two places at once ("the third and fourth"), which the benchmark cannot score (a filter's
gold is the papers that mention {X}, a reference's one paper). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh13".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Kindly elaborate on the above papers.",
    "Could you kindly explain what all these papers have done?",
    "methods + findings of the above, briefly",
    "I'd be keen to hear a little more about those, if you've a moment.",
    "Are the findings of these studies consistent with one another, i.e. do they agree?",
    "Summarise each of the foregoing in a sentence or two, viz. aim and outcome.",
    "What is each of these works chiefly concerned with?",
    "How are these papers related to one another, e.g. do they share methods?",
    "I was wondering whether you might walk me through those studies in turn.",
    "Pls give the gist of the above-mentioned works.",
    "What approach is taken in each of the papers just cited?",
    "From the first to the last of them, what does each one contribute?",
    "same papers, more detail",
    "What is argued in these works, and on what grounds?",
    "Would you mind terribly going over those again in a bit more depth?",
    "Do these papers build on each other, or are they independent lines of work?",
    "Please do tell what is the main contribution of each of these.",
    "those hits — one line each on what they do",
    "Which of them is the most thorough, and why?",
    "In what respects do the aforesaid studies differ?",
]

FILTER = [
    "{X}: which of the above?",
    "Is {X} dealt with in any of these?",
    "Is {X} addressed by any of the works cited above?",
    "Kindly tell which of these papers are on {X}.",
    "Which all papers in the above list discuss {X}?",
    "Restrict the above to {X}, i.e. drop anything else.",
    "Of the foregoing, which pertain to {X}?",
    "I'd be grateful if you could pick out the ones amongst these that study {X}.",
    "same list, only {X}",
    "above results + {X} only",
    "Would it be possible to see just those of the previous papers in which {X} is examined?",
    "Which of the papers listed, if any, are about {X} (cf. my earlier question)?",
    "Any {X} among them?",
    "Filter by {X}, please.",
    "Could you have a look at which of those involve {X}?",
    "Among these, is there anything wherein {X} is investigated?",
    "Of the studies just mentioned, which ones are {X}-related?",
    "Do the papers above include work on {X}? If so, which?",
    "N.B. I only care about {X} — which of these qualify?",
    "Which of these, viz. the ones you just cited, look at {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "{ord} result — details?", "Kindly explain the {ord} paper in detail.",
    "What is the {ord} one about, i.e. its main claim?", "I'd be keen to know more about the {ord} of those.",
    "Could you expand upon item {n}?", "What is reported in [{n}]?", "Re: [{n}] — what did they do?",
    "The {nth}, please — a short synopsis.", "Would it be possible to summarise the {ord}-listed paper?",
    "cf. the {ord} paper: what does it set out to do?", "Number {n} on your list — what's that about?",
    "Is the {ord} one worth reading, i.e. what does it actually find?",
    "Tell me about {title}, viz. what it proposes.", "{title} — summary?",
    "What is argued in {author} et al.?", "Kindly brief me on the work by {author}.",
    "Could you say a bit more about that one, e.g. its setting?", "Ibid. — what else does it show?",
    "And what is concluded in that paper?", "more on this one pls",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "authors of the above?"), ("authors", "By whom was it written?"),
    ("authors", "Kindly furnish the author names of all these papers."),
    ("year", "Which of them is the most recent? Give the years, please."),
    ("year", "When was it published, i.e. what year?"), ("year", "publication years of the above"),
    ("datasets", "On what data were these studies conducted?"), ("datasets", "Kindly tell the dataset used in it."),
    ("datasets", "data sets used by these — list please"),
    ("results", "What was found in each of the above, in brief?"), ("results", "its findings, briefly?"),
    ("results", "What is its principal finding, viz. the headline result?"),
    ("numbers", "Which of those has the largest sample, and how large?"),
    ("numbers", "What figures does it report, e.g. percentages or sample size?"),
    ("limitations", "What caveats are acknowledged by the authors of these papers?"),
    ("limitations", "I'd be keen to know its shortcomings, if any."),
    ("limitations", "Would you be able to point out the weaknesses of those studies?"),
    ("venue", "In which journals were the above published?"),
    ("code", "Is code available for any of the above, e.g. on GitHub?"),
    ("funding", "By whom were these studies funded?"),
]

AREA = [
    "{X} — overview of the field",
    "Kindly give an overview of research on {X}.",
    "I'd be keen on a broad summary of the {X} literature, if you'd be so good.",
    "What is known about {X} in general, i.e. across the whole corpus?",
    "State of the art re: {X}?",
    "How has {X} been studied across the collection as a whole?",
    "Could I trouble you for a review of the work on {X} overall?",
    "Please do a literature survey of {X} and revert.",
    "Synthesise the findings on {X}, e.g. main methods and open issues.",
    "Turning now to {X}: what does the body of work here conclude?",
    "What is the consensus, if any, on {X} in this corpus?",
    "Overview: {X}, all papers, not just the ones above.",
    "I was wondering if you could map out the {X} literature for me.",
    "Broadly speaking, what has been established regarding {X}?",
    "{X} lit review pls",
    "Now an area summary for {X}, same format as before.",
    "What have researchers concluded about {X}, viz. the main lines of evidence?",
    "Give a bird's-eye view of {X} research in the library.",
    "Across all papers (not merely the ones cited), what is the picture on {X}?",
    "Kindly summarise the entire {X} area for my literature review.",
]

NEW_TOPIC = [
    "{X} papers", "and for {X}?", "Same question, but for {X}.", "Kindly share papers on {X}.",
    "Is {X} studied in any paper in the corpus?", "What has been written on {X}, e.g. trials or reviews?",
    "I'd be keen to see anything you've got on {X}.", "Could you have a look for studies of {X}?",
    "Changing tack: {X}?", "Different query — {X} research, most recent first.",
    "Which are the latest papers on {X}?", "Please tell me the papers regarding {X}.",
    "Are there any works wherein {X} is discussed?", "Might you point me to literature on {X}?",
    "Also need lit on {X} — anything?", "{X}: relevant studies?", "Moving on, viz. to {X}: what is available?",
    "Other than the above, what papers deal with {X}?", "Let's switch to {X}. Which studies address it?",
    "Anything in the collection regarding {X}, by any chance?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
