"""The sixth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 7): same shapes and
placeholders as bench/conversation_phrasings_fresh5.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-05 before the seventh round of tuning, before running the benchmark on them and before opening any
failing turn of fresh5 beyond the misses README already lists (fresh5 is tuning data from round 7 on). Written to vary
style widely: terse and chatty turns, typos and missing apostrophes, non-native phrasing, British spelling,
imperatives, two-clause questions. These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh6".
"""
from __future__ import annotations

FOLLOW_UP = [
    "interesting, go deeper on those", "What's the key contribution of each of these?",
    "explain them like I'm a first-year student", "how solid is the evidence in these papers",
    "Could you walk me through these works one by one?", "so whats new in them compared to earlier work?",
    "pls break down what these papers do", "Which one of these would you recommend reading first, and why?",
    "Do these papers agree with one another?", "can u say more on those",
    "I'm not sure I follow - what are these studies actually trying to show?", "Expand on the above.",
    "give me a short paragraph on each", "are these papers any good?", "What problem are they trying to solve?",
    "Where do these papers disagree, if anywhere?", "hmm ok, how do those fit together",
    "In what way are they different one from the other?", "describe the approach taken in the papers you just listed",
    "Could you elaborate a bit on the studies you mentioned?", "talk me through them", "what makes those papers stand out",
    "please explain more on this works",
]

FILTER = [
    "do any of the ones you gave me look at {X}", "only keep those about {X}",
    "Among the papers you just cited, which relate to {X}?", "of those, wich ones are on {X}?",
    "Are any of the above studies focused on {X}?", "Which of these papers investigate {X}, if any?",
    "show me only the {X} ones", "Restrict that list to {X}.", "which ones there talk about {X}",
    "From the results above, can you pull out the ones on {X}?", "Does any paper in that list touch on {X}?",
    "out of those which mention {X}", "I only care about {X} - which of these fit?",
    "Which of the cited works consider {X}?", "Of the papers you listed, are some on {X}? Which?",
    "anything on {X} among them?", "Can you tell me which of these ones have to do with {X}?",
    "Is there any one in this set which is studying {X}?", "Separate out the ones about {X} from that list.",
    "those papers - which discuss {X}?", "Which of the previous results are about {X}?", "limit to {X} pls",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "{ord} one - details?", "more on the {nth} pls", "explain to me the {ord} publication",
    "I'm interested in the {ord} result, can you describe it?", "Go into the {nth} one in depth.",
    "whats the {ord} study about", "Can you summarise the {nth} article for me?", "Summarise paper [{n}].",
    "what is [{n}] about", "Tell me more about source {n}.", "And reference {n}? What did it find?",
    "#{n} please explain", "Tell me about \"{title}\".", "What is {title} about?",
    "Describe the {title} paper in a few sentences.", "Can you explain what {author} et al. did?",
    "what did {author} find", "{author}'s study - what are the main points?",
    "In the {ord} paper, what exactly did they propose?",
    "Go on about that one.", "tell me more about it pls", "What's this paper's main contribution?",
    "explain that study in more depth", "And what were the conclusions of that one?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("numbers", "what sample sizes do these studies have?"), ("numbers", "Give me the key figures from it."),
    ("numbers", "any effect sizes or percentages reported by them"),
    ("datasets", "what data were these trained or tested on"), ("datasets", "Which dataset does it use?"),
    ("datasets", "Do they use public datasets?"),
    ("limitations", "what are the caveats of these papers?"), ("limitations", "any limitations in it?"),
    ("limitations", "Where do these studies fall short?"),
    ("authors", "whos behind these papers"), ("authors", "who are the people who wrote it"),
    ("authors", "Could you list the authors of those works?"),
    ("year", "publication years of these?"), ("year", "is it an old paper? what year"),
    ("year", "Are those papers recent or rather old?"),
    ("results", "what were their key findings"), ("results", "what conclusion does it reach"),
    ("results", "Summarise the outcomes those studies report."),
    ("venue", "Where were these published - which journals?"), ("venue", "In which journal did it appear?"),
    ("funding", "Did these studies declare any funding?"),
]

AREA = [
    "pls give overview for {X} research", "Summarise the research on {X} in this collection.",
    "overview of the {X} literature please", "I need a literature review on {X}: main themes and gaps.",
    "whats known about {X} overall?", "Can you give me the landscape of {X} work?",
    "Summarize what the corpus says about {X}.", "synthesise the evidence on {X}",
    "Could you write a short survey of {X}?", "Please summarise all studies on {X}, grouped by approach.",
    "big picture on {X}?", "What has been done on {X} so far? Give me a summary.", "Summary of {X} research pls",
    "I'd like to get an overall view of the {X} field.", "Briefly review {X}.",
    "What are the main research directions in {X}?", "Switching gears: summarise work on {X}.",
    "How would you summarise the field of {X}?", "Do an area summary for {X}.",
    "Give me the state of research in {X}, with key findings.", "{X}: summarise the main lines of work",
]

NEW_TOPIC = [
    "what about {X} then", "ok, switching to {X}", "Different question: which papers cover {X}?", "any paprs on {X}?",
    "Do you have anything about {X}?", "I'm also looking for work on {X}.", "Is there research on {X} here?",
    "Show me what you have about {X}.", "totally different subject - {X}", "let's talk about {X} now. what's there?",
    "Which articles are discussing {X} ?", "papers that study {X} pls", "Now I'd like to find studies on {X}.",
    "How about {X}? Any work on that?", "Unrelated, but is {X} studied anywhere in the collection?",
    "Could you find me literature on {X}?", "Please can you search papers regarding {X}",
    "Are there studies looking at {X}?", "Right, next thing: {X}.", "Which papers are treating {X}?",
    "Which publications address {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
