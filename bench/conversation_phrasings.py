"""How people word each act of a conversation: the phrasings `litchat bench conversations` fills with a corpus's
topics and positions. Written as a person types them, not from the interpreter's patterns.

Each act's list is split by position into a tuning half (places 0, 3, 4, 7, 8, …) and a held-out half (places 1, 2, 5,
6, …); the split
was fixed when the lists were written, before the interpreter was tuned. Both halves have since been looked at while
tuning, so each act also has a fresh held-out list (…_FRESH, written on 2026-12-05 before the second round of
tuning), which was held out in the second round and is tuning data from the third; each act has a second fresh
held-out list (…_FRESH2, written before the third round), held out in the third round and tuning data from the
fourth; the third fresh held-out list (bench/conversation_phrasings_fresh3.py) is never tuned on.
Placeholders: {X} a topic phrase, {ord} an ordinal word ("second"), {n} a citation number, {name} a paper's short
name. An attribute phrasing is (attribute, text); a reference phrasing says which position it points at through
{ord}/{n}, or is "it"-style (the paper in focus).
"""
from __future__ import annotations

FIRST = [  # opening questions (not scored as an act: they set the table)
    "Which papers study {X}?", "What papers are there on {X}?", "Find me work about {X}.",
    "Are there any studies of {X}?", "List the papers on {X}.", "What does the corpus have on {X}?",
]

FOLLOW_UP = [
    "Tell me more about them.", "How do these compare with each other?", "What methods do they use?",
    "Can you go into more detail on these?", "What do these papers have in common?", "How do they differ?",
    "What approach does each of them take?", "Explain them in a bit more depth.", "Which of them is most recent?",
    "What are they trying to solve?", "Give me more on those papers.", "Expand on these, please.",
    "Briefly, what does each of these propose?", "What problem do these works address?",
    "So what's the main idea behind them?", "Could you elaborate on those?", "What do they propose?",
    "How are these studies designed?", "Walk me through these papers.", "I'd like more detail about both of those.",
    "What motivates them?", "In plain words, what are these about?", "Say more about them.",
    "Do they agree with each other?", "What's the gist of each one of them?", "What techniques do these rely on?",
    "Can you break these down for me?", "What are their main contributions?", "How novel are these?",
    "Summarise each of them in one line.", "What did these papers set out to do?", "Tell me about their methods.",
    "What makes them different from one another?", "Go on about those.", "What kind of work are these?",
    "Are they theoretical or empirical?", "Describe their approaches.", "What's the story with these papers?",
    "Which of them would you read first?", "Anything else about those?", "More about them please",
    "what are they actually doing", "Give me the key idea of each of those.", "How do they go about it?",
]

FILTER = [
    "Which of these mention {X}?", "Do any of them deal with {X}?", "Which ones talk about {X}?",
    "Among those, which involve {X}?", "Of these papers, which are about {X}?", "Are any of them on {X}?",
    "Only the ones that mention {X}, please.", "Which of them look at {X}?", "Any of those using {X}?",
    "Narrow that down to {X}.", "Just the ones about {X}.", "Which of the papers above discuss {X}?",
    "Keep only those that mention {X}.", "Out of these, which touch on {X}?", "Which of those consider {X}?",
    "Filter them to {X}.", "Do any of these papers use {X}?", "Which of them cover {X}?",
    "From those, which ones study {X}?", "Which ones among them mention {X}?", "Show me only the ones on {X}.",
    "Is any of them about {X}?", "Which of these works bring in {X}?", "Any of these about {X}?",
    "Which of the listed papers mention {X}?", "Of those, which focus on {X}?", "which of them have {X}",
    "Pick out the ones that involve {X}.", "Which of these studies examine {X}?", "Do any of those mention {X}?",
    "Which of them investigate {X}?", "Restrict that to papers mentioning {X}.", "Which of those talk about {X}?",
    "Among these, any on {X}?", "Which of your results mention {X}?", "Are there any among them on {X}?",
    "Of the papers you listed, which deal with {X}?", "Which of those papers address {X}?",
    "Limit it to the ones about {X}.", "Out of those, which concern {X}?", "Which of these papers touch {X}?",
    "Which ones of these involve {X}?",
]

REFERENCE = [  # {ord}: first..fifth or last; {n}: a number; "it": the paper in focus
    "Tell me more about the {ord} one.", "What is the {ord} paper about?", "Can you explain paper [{n}]?",
    "What does [{n}] do?", "More on the {ord} one, please.", "Go deeper into the {ord} paper.",
    "What's the {ord} one proposing?", "Describe source {n}.", "Expand on number {n}.",
    "I'm interested in the {ord} one, what does it do?", "Say more about reference [{n}].",
    "What is paper {n} about?", "The {ord} one sounds interesting, tell me more.", "Explain the {ord} result.",
    "What did the {ord} study do?", "Zoom in on [{n}].", "Could you summarise the {ord} paper?",
    "what about the {ord} one", "And the {ord} one?", "Give me details on citation {n}.",
    "What's in the {ord} article?", "Elaborate on the {ord} work.", "Focus on paper [{n}] please.",
    "How does the {ord} approach work?", "What is [{n}] proposing exactly?", "Tell me about the {ord} source.",
    "Dig into the {ord} one.", "Unpack paper number {n}.", "What's the main point of the {ord} paper?",
    "Break down the {ord} study for me.", "What is the {ord} reference about?", "More about [{n}]?",
    "the {ord} one - what's it about?", "Can you go through the {ord} paper?", "Summarise [{n}] for me.",
    "Talk me through the {ord} one.", "What exactly does the {ord} method do?", "Explain reference {n}.",
    "What does it propose?", "Tell me more about it.", "How does it work?", "What is this paper's main idea?",
]

ATTRIBUTE = [  # (attribute, phrasing): about the papers in focus ("they" = the previous answer's papers)
    ("results", "What results do they report?"), ("authors", "Who wrote these?"),
    ("year", "When were they published?"), ("datasets", "What datasets do they use?"),
    ("limitations", "What are their limitations?"), ("numbers", "What numbers do they give?"),
    ("results", "What did they find?"), ("authors", "Who are the authors of those papers?"),
    ("year", "What year are these from?"), ("datasets", "Which data were they evaluated on?"),
    ("limitations", "Any weaknesses in these studies?"), ("numbers", "How much do they improve, in numbers?"),
    ("results", "What are the main findings?"), ("authors", "Who is behind these papers?"),
    ("year", "How recent are they?"), ("datasets", "What data did these studies rely on?"),
    ("limitations", "What are the drawbacks of these approaches?"), ("numbers", "Give me the figures they report."),
    ("results", "What outcomes did these studies show?"), ("authors", "Which researchers wrote them?"),
    ("year", "What's the publication year of each?"), ("datasets", "Which benchmarks were they tested on?"),
    ("limitations", "What shortcomings do they admit?"), ("numbers", "Any quantitative results from them?"),
    ("results", "So what did they conclude?"), ("authors", "Who authored each of them?"),
    ("year", "When did these come out?"), ("datasets", "What datasets were used in these papers?"),
    ("limitations", "Where do these approaches fall short?"), ("numbers", "What accuracy do they reach?"),
    ("results", "What were their results?"), ("authors", "Whose work is this?"),
    ("year", "What years were these published in?"), ("datasets", "What kind of data did they train on?"),
    ("limitations", "What caveats do they mention?"), ("numbers", "What are the key numbers?"),
    ("results", "What did these papers show?"), ("authors", "Can you name the authors?"),
    ("year", "Are these recent papers? Which years?"), ("datasets", "On which datasets were these evaluated?"),
    ("limitations", "What problems remain with these methods?"), ("numbers", "By how much do they beat baselines?"),
    ("results", "Did it work? What are the results?"), ("authors", "who wrote it"),
    ("year", "When was it published?"), ("results", "What does it find?"),
]

AREA = [  # {X}: a topic to summarise over the whole corpus, mid-chat
    "Summarise the work on {X}.", "Give me an overview of {X}.", "Can you summarize the research on {X}?",
    "What's the state of the art on {X}?", "Overview of {X} in this corpus, please.",
    "Now summarise what the corpus has on {X}.", "Give me a summary of the literature on {X}.",
    "Survey the papers about {X}.", "Could you give an overview of research on {X}?",
    "Summarize {X} for me.", "What has been done on {X}?", "Summarise the papers on {X}.",
    "I'd like an area summary of {X}.", "Give me the lay of the land on {X}.", "Sum up the work on {X}.",
    "Can you map out the research on {X}?", "Please summarise the literature about {X}.",
    "Provide an overview of work on {X}.", "What's been done in {X}? Summarise it.", "Overview: {X}.",
    "OK, summarise the work on {X} in the corpus.", "Now give me an overview of {X}.",
    "Summarise research into {X}.", "What is the landscape of {X} research here?",
    "Give me a rundown of the {X} papers.", "Can I get an overview of {X}?", "Summarise everything on {X}.",
    "Please give me a survey of {X}.", "Describe the research on {X}.", "Walk me through the work on {X}.",
    "What is the literature on {X}?", "Round up the research on {X}.", "Summary of work on {X}, please.",
    "An overview of {X} would help.", "summarize the {X} literature", "Outline the research on {X}.",
    "Review the work on {X}.", "Let's get an overview of {X}.", "And summarise {X} as well.",
    "Summarise what's known about {X}.", "Give me an overview of the papers about {X}.",
    "What does the literature say about {X}? Summarise.",
]

NEW_TOPIC = [  # {X}: a different topic, asked after the first answer
    "What about {X}?", "Now tell me about {X}.", "Switching topics: which papers study {X}?",
    "Different question: what work is there on {X}?", "How about {X}?", "Let's talk about {X}.",
    "Which papers look at {X}?", "Moving on, anything on {X}?", "OK, and what about {X}?",
    "Are there papers on {X}?", "Now I'm curious about {X}.", "Let's look at {X} instead.",
    "Changing the subject: {X}?", "What does the corpus have on {X}?", "Any work on {X}?",
    "On a different note, papers about {X}?", "Next: {X}.", "Tell me about {X}.",
    "Show me papers on {X}.", "Can you find studies on {X}?", "I'd like to know about {X}.",
    "Let's switch to {X}.", "And {X}?", "New topic: {X}.", "What research exists on {X}?",
    "Which studies deal with {X}?", "Now let's move on to {X}.", "Something else: {X}?",
    "What do we have on {X}?", "Let's turn to {X}.", "Find papers about {X}.", "Anything about {X}?",
    "Unrelated, but what about {X}?", "Let's change gears to {X}.", "How about papers on {X}?",
    "What is known about {X}?", "Are there any studies of {X}?", "Then what about {X}?",
    "Which works address {X}?", "Give me papers on {X}.", "What papers discuss {X}?", "Papers on {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}


# --- fresh held-out phrasings -------------------------------------------------------------------------------
# Written on 2026-12-05, before the second round of tuning (issue #18) and before reading the interpreter's
# patterns: the held-out halves above had been looked at while tuning, so they can no longer show how the chat does
# on wording nobody tuned for. These lists are never used for tuning; the benchmark reports them as "fresh".
FOLLOW_UP_FRESH = [
    "ok so how do these work?", "Can you compare those approaches side by side?", "what's the takeaway from these",
    "Which one of these seems strongest methodologically?", "Are these papers related to each other at all?",
    "How convincing is the evidence in those papers?", "Give me a short comparison of them.",
    "what assumptions do these make", "Thanks. Could you explain these in simpler terms?",
    "How would you group these papers?", "Do those studies build on one another?", "Contrast their approaches for me.",
    "Which of these would be most useful for a literature review?", "what's the common thread here?",
    "Please go deeper on these papers.", "I don't quite get what they are doing, can you clarify?",
    "What's the overall picture from these studies?", "Are those studies experimental or observational?",
    "Give me a one-paragraph summary of these.", "How do those methods work in practice?",
    "What's new in these compared to earlier work?", "Rank them by how relevant they are.",
    "Could you explain the reasoning behind these papers?", "Why do these matter?",
    "Tell me how these papers relate to one another.", "Keep going on those.",
    "Can you explain each one in a sentence or two?", "Are there disagreements between them?",
    "What's the theory behind those approaches?", "Interesting. What else can you tell me about these?",
    "Help me understand these papers better.", "In what way are these similar?", "Go through them one by one.",
    "Which of them seems the most promising?",
]

FILTER_FRESH = [
    "which of those are about {X}", "Any of them related to {X}?", "Only keep the papers that discuss {X}.",
    "Can you filter these down to the ones on {X}?", "Of the ones you mentioned, which involve {X}?",
    "Are there any in that list about {X}?", "I only care about {X} - which of these qualify?",
    "Which of the above papers relate to {X}?", "Do any of the papers you found discuss {X}?",
    "Among the results, which deal with {X}?", "Which one of those covers {X}?", "Show just those dealing with {X}.",
    "Is there one among these that studies {X}?", "From that list, which mention {X}?",
    "Which papers in your answer are about {X}?", "Does any of these address {X}?", "Drop the ones not about {X}.",
    "of these which ones look at {X}", "Can you tell me which of them use {X}?",
    "Which of those studies mention {X} at all?", "Please narrow these to {X}.",
    "Which among the cited papers concern {X}?", "Any in there on {X}?", "Out of the papers above, which study {X}?",
    "Which of these are relevant to {X}?", "Do some of them look at {X}?",
    "Which of the papers you just listed discuss {X}?", "Only those with {X}, thanks.",
    "Which of these, if any, involve {X}?", "Any of the previous papers about {X}?", "Which of them also mention {X}?",
    "Among the ones you cited, any dealing with {X}?", "Just show me the {X} ones from that list.",
    "Which of your sources talk about {X}?", "Is {X} mentioned in any of these?", "Filter to papers on {X}, please.",
]

REFERENCE_FRESH = [  # as REFERENCE: {ord}, {n}, or "it" (the paper in focus)
    "what does the {ord} one say?", "Can you expand on the {ord} paper?", "I want to know more about the {ord} study.",
    "Explain the {ord} one in more detail, please.", "the {ord} paper sounds relevant - details?",
    "Let's focus on the {ord} one.", "What's the {ord} article about exactly?",
    "Could you tell me what the {ord} work found?", "How does the {ord} one approach the problem?",
    "Summarise the {ord} paper for me.", "Give me the details of the {ord} one.", "tell me about the {ord} study",
    "What's going on in the {ord} paper?", "Describe the {ord} one.", "Go into the {ord} paper a bit.",
    "What's [{n}] about?", "tell me more about [{n}]", "Explain source [{n}] please.",
    "Can you elaborate on paper {n}?", "Details on reference {n}?", "What is citation [{n}] proposing?",
    "What did [{n}] do exactly?", "Go into more depth on number {n}.", "Summarise source {n}.",
    "Let's look closer at [{n}].", "What does it actually do?", "Can you explain it in simpler terms?",
    "What is it about, in short?", "How does it compare with prior work?", "What problem does it solve?",
    "Go on, tell me more about it.",
]

ATTRIBUTE_FRESH = [  # as ATTRIBUTE: "it" means the paper in focus, otherwise the previous answer's papers
    ("results", "So, what were the findings of those papers?"), ("authors", "who are the authors"),
    ("year", "When did those appear?"), ("datasets", "what data do they evaluate on"),
    ("limitations", "What are the weak points of these?"), ("numbers", "What are the actual numbers?"),
    ("results", "What conclusions do those papers reach?"), ("authors", "Which groups published these?"),
    ("year", "publication dates?"), ("datasets", "Which corpora or cohorts did these studies use?"),
    ("limitations", "Any limitations I should know about?"), ("numbers", "Give me some statistics from these papers."),
    ("results", "what came out of these studies"), ("authors", "Who did this research?"),
    ("year", "How old are these papers?"), ("datasets", "Tell me about the datasets in those papers."),
    ("limitations", "What do the authors say are the limitations?"),
    ("numbers", "How big are the effects they report?"),
    ("results", "Summarise the key results of these papers."), ("authors", "Can you list the authors of each paper?"),
    ("year", "In which year was each of them published?"), ("datasets", "Where does their data come from?"),
    ("limitations", "Where could these studies be criticised?"),
    ("numbers", "What performance figures do those papers give?"),
    ("results", "Tell me their main results."), ("authors", "Author names for these, please."),
    ("year", "Are they from the last few years?"), ("datasets", "What samples or cohorts were studied?"),
    ("limitations", "What are the caveats of those results?"), ("numbers", "Any percentages or effect sizes?"),
    ("results", "What outcome did it report?"), ("authors", "Who is it by?"), ("year", "What year did it come out?"),
    ("datasets", "What dataset does it use?"), ("limitations", "Does it have any limitations?"),
    ("numbers", "What numbers does it report?"),
]

AREA_FRESH = [
    "Give me a broad overview of {X} research.", "can you summarise the literature on {X}",
    "What's the big picture on {X}?", "I need a summary of everything the corpus has about {X}.",
    "Write me an overview of {X}.", "Summarise the main lines of work on {X}.", "Overview of research on {X}?",
    "Give me a synthesis of the {X} papers.", "How has {X} been studied? Give me an overview.",
    "Could you review the {X} literature for me?", "Let's have a summary of work on {X}.",
    "What are the main themes in research on {X}? Summarise them.", "Summarise {X} research.",
    "An area summary on {X}, please.", "Give me a high-level summary of {X}.",
    "Please survey {X} across the whole corpus.", "Map the literature on {X} for me.", "Quick overview of {X}?",
    "What's the research landscape for {X}?", "Summarize the studies on {X} in the collection.",
    "Now an overview of {X} please.", "Recap the research on {X}.", "Can you give me the state of research on {X}?",
    "Synthesise the findings on {X}.", "Produce a summary of {X} work.",
    "Broadly, what has the corpus got on {X}? A summary would be great.",
    "I'd like a literature overview on {X}.", "summary: {X}", "Give me an overview of what's been published on {X}.",
    "Summarise the evidence on {X}.", "How would you summarise the research on {X}?",
    "Overview the work on {X}, please.", "Can we get a summary of {X} papers across the corpus?",
    "What does research on {X} look like overall?",
]

NEW_TOPIC_FRESH = [
    "ok what about {X} then?", "Separate question - what's there on {X}?", "Do you have anything on {X}?",
    "Let's move to {X}.", "I'm also interested in {X}.", "Next question: papers on {X}?", "Search for {X}.",
    "Which articles discuss {X}?", "Are there studies about {X} in here?", "Switch topic to {X}, please.",
    "Forget that, what about {X}?", "Could you look up {X}?", "Anything in the corpus on {X}?",
    "Now find me papers about {X}.", "Is there research on {X}?", "Let's explore {X}.", "Now {X}.",
    "What about papers covering {X}?", "Pull up work on {X}.", "Also, what do you have about {X}?",
    "Which studies mention {X}?", "Tell me what's out there on {X}.", "Shifting focus: {X}.",
    "What can you tell me about {X}?", "I want to read about {X}.", "Any research into {X}?",
    "Different topic. Papers on {X}, please.", "Let's try {X}.", "how about research on {X}",
    "Which papers investigate {X}?", "Look for studies on {X}.", "What do papers say about {X}?",
    "Totally different: {X}?", "Got anything on {X}?", "Next up, {X}.",
]

ACTS_FRESH = {"follow_up": FOLLOW_UP_FRESH, "filter": FILTER_FRESH, "reference": REFERENCE_FRESH,
              "attribute": ATTRIBUTE_FRESH, "area": AREA_FRESH, "new_topic": NEW_TOPIC_FRESH}

# --- second fresh held-out phrasings ------------------------------------------------------------------------
# Written on 2026-12-05 before the third round of tuning (issue #18), before opening any failing turn or the
# interpreter: the _FRESH lists above were held out in the second round and are tuning phrasings from the third on.
# These are never used for tuning; the benchmark reports them as "fresh2".
FOLLOW_UP_FRESH2 = [
    "what's different between them", "Could you give me a bit more context on these?", "why are these relevant?",
    "Please explain how these studies were done.", "how reliable are these", "Tell me more.", "More detail please.",
    "Go on.", "Elaborate.", "Can you say more?", "thanks! what's the gist?", "I'd love a deeper dive into those.",
    "Dig deeper into these papers please", "How solid are their conclusions?", "Put these in context for me.",
    "what would you say is the main message of these?", "Could you unpack those for me?", "How do these fit together?",
    "What should I take away from them?", "in a nutshell, what do those say?", "Any overlap between these papers?",
    "Explain them like I'm new to the field.", "What's their reasoning?", "What hypotheses are they testing?",
    "What question is each of these asking?", "Briefly sum up these papers.", "Is the methodology in these sound?",
    "So how do they tackle the problem?", "Any particular strengths in those works?", "Please compare them.",
    "Go over them again in more depth.", "i'm not following, what do they actually show?",
    "Which would you recommend I start with?", "How do these approaches stack up against each other?",
    "Which of these has the strongest design?", "what are the key differences across these works?",
]

FILTER_FRESH2 = [
    "any mention {X}?", "Do any of the above involve {X}?", "From these, keep the {X} papers.",
    "Only the {X} ones please", "Can you show only those that look at {X}?", "i just want the ones about {X}",
    "Which of the papers you cited mention {X}?", "Any of these touching on {X}?", "Does one of them discuss {X}?",
    "which of them deal with {X}, if any", "Of the papers you gave me, which cover {X}?",
    "Is {X} discussed in any of them?", "Does any paper in that list talk about {X}?", "Limit these to {X}, please.",
    "Now just the ones that mention {X}.", "Any {X} among these?", "Which among them work on {X}?",
    "out of these, any about {X}?", "Which of these looked at {X}? I only want those.", "Filter that list by {X}.",
    "Could you pick the ones among them that cover {X}?", "Please keep just those mentioning {X}.",
    "Remove any that don't discuss {X}.", "Of the ones above, which look into {X}?",
    "Are any of the papers you listed about {X}?", "Do these include anything on {X}?",
    "Which of the papers here examine {X}?", "Is there anything on {X} among those?",
    "Which of them actually mention {X}?", "Which of these papers are concerned with {X}?",
    "any of those on {X}? if not, say so", "Show me which of those involve {X}.",
    "Which of the sources above mention {X}?", "Narrow it down to papers that discuss {X}.",
    "I'm only interested in {X}. Which of these fit?", "Which of these have anything to do with {X}?",
    "Does any of those papers report on {X}?", "which ones here cover {X}",
]

REFERENCE_FRESH2 = [  # as REFERENCE: {ord}, {n}, or "it" (the paper in focus)
    "the {ord} one?", "tell me about the {ord}", "Could you say more about the {ord} result?",
    "Show me the {ord} paper in detail.", "I'd like details on the {ord} article.",
    "What methods does the {ord} study use?", "what's the {ord} about", "The {ord} one: what's the method?",
    "Can you dig into the {ord} one a little?", "Why is the {ord} paper relevant?",
    "What did the authors of the {ord} paper do?", "Let's talk about the {ord} paper.", "{ord} one please",
    "And what does the {ord} one conclude?", "What's special about the {ord} study?",
    "What about paper {n}?", "How about [{n}]?", "Please expand on [{n}].", "more on #{n}", "Explain #{n}.",
    "What's source {n} saying?", "paper {n} - what's the main result?", "Tell me about reference [{n}] in more detail.",
    "Could you explain [{n}] to me?", "Give me a summary of paper [{n}].", "describe number {n}",
    "So what does this paper do?", "Tell me more about that paper.", "What's its main contribution?",
    "How was it evaluated?", "Why does it matter?", "Can you walk me through its method?", "Summarise it.",
    "Explain what it found.",
]

ATTRIBUTE_FRESH2 = [  # as ATTRIBUTE: "it" means the paper in focus, otherwise the previous answer's papers
    ("results", "what were the outcomes"), ("results", "Key findings?"), ("results", "And the results of these?"),
    ("results", "what did those studies conclude"), ("results", "Do they report positive results?"),
    ("results", "What did it conclude?"),
    ("authors", "authors?"), ("authors", "Who are these by?"), ("authors", "Which labs are behind them?"),
    ("authors", "Name the authors of those studies, please."), ("authors", "who wrote those papers"),
    ("authors", "Who's it by?"),
    ("year", "years?"), ("year", "what year were those published"), ("year", "Are these old or new?"),
    ("year", "When was each of these written?"), ("year", "Publication year for each, please."),
    ("year", "When did it appear?"),
    ("datasets", "datasets?"), ("datasets", "what data did they use"),
    ("datasets", "Which cohorts or datasets were analysed in these?"),
    ("datasets", "What data sources do those rely on?"),
    ("datasets", "On what data were these trained or tested?"), ("datasets", "What data is it based on?"),
    ("limitations", "limitations?"), ("limitations", "what are the downsides of these"),
    ("limitations", "Are there weaknesses in those studies I should be aware of?"),
    ("limitations", "What do they fail to address?"), ("limitations", "Which limitations do the authors acknowledge?"),
    ("limitations", "Is it limited in any way?"),
    ("numbers", "numbers?"), ("numbers", "any statistics"), ("numbers", "What effect sizes do these report?"),
    ("numbers", "Give me the quantitative results, please."), ("numbers", "What sample sizes do they have?"),
    ("numbers", "How large is the effect it reports?"),
]

AREA_FRESH2 = [
    "tl;dr of the {X} literature?", "overview of {X} pls", "What's known about {X} overall? Give me a summary.",
    "Could you put together an overview of {X}?", "Please write a short literature review on {X}.",
    "I'd like you to summarise all the papers on {X}.", "Give me the big picture of {X} research in this collection.",
    "Summarise the current evidence about {X}.", "What do we know about {X}? An overview please.",
    "Can you draft a summary of the work done on {X}?", "Brief me on the {X} literature.",
    "Sketch the research on {X}.", "What are the key findings across the {X} papers? Summarise.",
    "Give me an area summary: {X}.", "summarize all the research about {X} in the corpus",
    "Let's get the state of the field on {X}.", "Overview please: {X}.", "Can you give a general summary of {X}?",
    "Pull together what the papers say on {X}.", "Help me get an overview of the {X} research.",
    "A survey of the {X} work, please.", "What is the overall state of knowledge on {X}?",
    "Give me a summary of studies on {X} across everything you have.", "Compile an overview of {X}.",
    "What does the whole corpus say about {X}, in summary?", "I need an overview on {X} for a grant proposal.",
    "could you summarize what has been published about {X}", "Give me a short review of {X}.",
    "pls summarise studies of {X}", "Zoom out: what's the research on {X} like?",
    "Provide a summary of findings on {X}.", "Let's do an overview of {X} next.",
    "Now summarise the {X} papers in the collection.",
    "What are the main research directions in {X}? An overview, please.", "Give me a landscape view of {X}.",
    "Characterise the literature on {X}.", "Write a summary of the research into {X}.",
    "How has research on {X} developed? Summarise it for me.",
]

NEW_TOPIC_FRESH2 = [
    "what about {X} instead", "ok, switching: {X}", "Now papers on {X}, please.", "Could you find research on {X}?",
    "New question. What studies look at {X}?", "And what's there about {X}?", "I'd like papers about {X} now.",
    "Let me ask about {X}.", "Any papers covering {X}?", "Where can I read about {X}?", "Is anything known about {X}?",
    "Are there articles on {X}?", "Could you search the corpus for {X}?", "Let's go to {X}.",
    "different subject - {X}", "Okay. Which papers are about {X}?", "Now show me research on {X}.",
    "Find anything about {X}.", "Which studies report on {X}?", "Moving to {X}: what do you have?",
    "Let's look into {X}.", "What's in the collection about {X}?", "Who has worked on {X}?",
    "Give me studies on {X}.", "Please look up papers on {X}.", "I have another question, about {X}.",
    "What research is there about {X}?", "Other topic: {X}. Any papers?", "Is there any literature on {X}?",
    "Are there any papers dealing with {X}?", "{X}?", "{X} papers please", "search {X}", "Right, now {X}.",
    "What papers do you have that discuss {X}?", "Tell me which papers cover {X}.",
]

ACTS_FRESH2 = {"follow_up": FOLLOW_UP_FRESH2, "filter": FILTER_FRESH2, "reference": REFERENCE_FRESH2,
               "attribute": ATTRIBUTE_FRESH2, "area": AREA_FRESH2, "new_topic": NEW_TOPIC_FRESH2}


def split(phrasings: list) -> tuple[list, list]:
    """(tune, held-out): places i with i % 4 in (0, 3), and the rest (every attribute lands in both halves)."""
    return ([p for i, p in enumerate(phrasings) if i % 4 in (0, 3)],
            [p for i, p in enumerate(phrasings) if i % 4 in (1, 2)])
