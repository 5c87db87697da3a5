"""The twenty-second fresh held-out phrasings of `litchat bench conversations` (issue #18, round 24): same shapes and
placeholders as bench/conversation_phrasings_fresh21.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-fourth round of tuning and before running the benchmark on them (fresh21 is
tuning data from round 24 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a nurse on a night shift ("3am on nights", "between obs rounds", "next
bed"), a high-school teacher planning a lesson ("my Year 11s", "tomorrow's lesson"), a startup CTO ("board deck",
"roadmap", "next product"), a statistician sceptical of methods ("underpowered", "how strong is the evidence"), a
translator ("the chapter I'm translating", "get the terminology right"), a Wikipedia editor ("reliable source", "the
wiki citation"), a dietitian with clients, a relative of a newly diagnosed patient ("my dad's just been diagnosed"),
a novelist researching a plot ("worldbuilding", "my novel"); South African, Jamaican, Canadian, Welsh, Filipino and
Kenyan colloquial English ("ja", "now-now", "lekker", "dem", "seh", "nuh", "mi waan", "eh", "sorry to bug you",
"tidy", "lush", "butt", "po", "naman", "pa-explain", "sasa", "kindly assist"); a greeting and the bot's name first
("Hiya Litchat"), "like" as filler, telegram style with STOP, all lowercase without punctuation, markdown bullets and
a quoted block ("> {title}"), emoji at the start or end, a hedge in new words ("I might be misreading", "I might be
overreaching"), corrections of the bot ("No, I meant ..."), "Scratch that", hypotheticals ("If I only cared about
{X}, ..."), and three-sentence turns with the act in the middle sentence. These lists are never tuned on and never
copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh22".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Hiya Litchat! Could you go through those papers one by one and tell me what each found?",
    "3am on nights and between obs rounds - can you give me the gist of each of those studies so I can read them"
    " properly later?",
    "I'm teaching this to my Year 11s tomorrow. What does each of the papers you listed show, in words a"
    " sixteen-year-old would get?",
    "TL;DR per paper for the board deck: what did each of those studies find?",
    "Before I trust any of them: what did each of those studies measure, and how did they analyse it?",
    "I'm translating a review that cites these. Could you explain each of the papers above so I get the terminology"
    " right?",
    "Wearing my Wikipedia-editor hat: what does each of those sources actually support?",
    "My clients keep asking me about this. Can you run through what each of those papers concluded?",
    "My dad's just been diagnosed, so forgive me if this is a lot - could you explain what each of those studies"
    " found, gently and in plain English?",
    "For my novel I need the real science. What did each of those papers discover?",
    "Ja, thanks. Now-now, can you unpack each of those papers for me?",
    "What each of dem papers seh? Run me through them one by one, nuh.",
    "Sorry to bug you, eh, but could you walk me through every one of those papers?",
    "Tidy list, that. Could you tell me what each of those ones found, like?",
    "Pa-explain naman po each of the papers you gave, one at a time.",
    "Sasa, kindly assist me with a short explanation of each paper you have listed.",
    "So, like, what's each of those papers actually, like, about?",
    "EACH PAPER ABOVE STOP ONE LINE ON WHAT IT FOUND STOP",
    "go through every paper you just listed and say what each one found",
    "Could you do this for the list above:\n- each paper in turn\n- its main finding\n- one line each",
    "👀 those papers... what did each one find? 🙏",
    "Okay, I've got the list open in another tab. Could you describe what each of those papers did? I'll take notes"
    " as you go.",
    "I might be misreading the titles, but they look quite different - what does each paper in that list actually"
    " argue?",
    "Scratch that last question - what I really want is a short account of every paper you just cited.",
]

FILTER = [
    "Hiya Litchat, which of those papers are about {X}?",
    "On nights, no time to read everything: which of those studies deal with {X}?",
    "Tomorrow's lesson is only on {X}. Which of the papers you listed would I use?",
    "We're building for {X} specifically - which of those papers are relevant to the roadmap?",
    "Which of the studies above looked at {X}? Those are the only ones whose stats I want to check.",
    "The chapter I'm translating is about {X}. Which of the papers you gave me cover that?",
    "Which of those sources would back a sentence about {X} on the wiki page?",
    "A client asked specifically about {X}. Which of those papers speak to it?",
    "My dad's question is really about {X}. Are any of those studies on that, and which?",
    "Worldbuilding needs {X}. Which of the papers above have anything on it?",
    "Ja, long list. Which ones are about {X} though?",
    "Which of dem papers deal wid {X}?",
    "Sorry, eh - could you point out which of those are about {X}?",
    "Lush, thanks. Which of those ones are on {X}, then?",
    "Sorry po, which of the papers you listed are about {X}?",
    "Kindly assist: among the papers you have listed, which ones touch on {X}?",
    "So, like, which of those are, like, actually about {X}?",
    "WHICH OF ABOVE ON {X} STOP",
    "which of those papers mention {X} at all",
    "For the list you just gave:\n- keep the ones on {X}\n- drop the rest",
    "🤔 any of those on {X}? which ones?",
    "If I only cared about {X}, which of those papers would I keep?",
    "I might have missed it, but is {X} covered by any of the papers you cited? Which?",
    "No, I meant within the list you already gave - which of those are about {X}?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Hiya Litchat - tell me more about the {ord} paper?",
    "Between obs rounds: what's the {ord} study about, in a nutshell?",
    "Ja, the {ord} one looks lekker. What's it about?",
    "What di {ord} paper seh? Tell me more, nuh.",
    "Sorry to bother you again, eh - could you expand on the {ord} paper?",
    "So, like, the {ord} study - what's it, like, actually about?",
    "{nth} PAPER STOP MORE DETAIL STOP",
    "the {nth} one tell me more about it",
    "Pa-explain naman po the {nth} paper in more detail.",
    "The {nth} study looks perfect for my Year 11s. What did it do?",
    "Sasa, kindly assist with more details on reference [{n}].",
    "Statistician here - tell me more about [{n}], especially how it was done.",
    "I need to translate the bit that cites [{n}]. What is that paper about?",
    "What exactly does source [{n}] say? It's for a Wikipedia edit.",
    "The one with '{title}' in its name - what's the story there?",
    "Could you say more about {title}? My client brought it in printed out.",
    "> {title}\nthis one - more please",
    "Tidy. The {author} study - what did they do, like?",
    "For the board: what did {author} and colleagues actually show?",
    "Tell me more about that paper - my dad's appointment is on Friday and I want to understand it.",
    "🙏 more on that one please",
    "I think that's the one my novel needs. Could you go deeper into it?",
    "No, I meant that study specifically - go into more detail on it.",
    "Okay, bookmarked. Could you expand on that single paper? Then I'll let you go.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Hiya Litchat, who wrote it?"),
    ("authors", "For the wiki citation I need the author list of those papers."),
    ("authors", "who are the authors of each of those papers"),
    ("year", "When did it come out, eh?"),
    ("year", "Ja, and what year were those published?"),
    ("year", "YEAR IT WAS PUBLISHED STOP"),
    ("datasets", "Statistician here: what data did it actually use?"),
    ("datasets", "Which datasets or cohorts did those studies draw on? I want to know if they match my clients."),
    ("datasets", "Pa-share naman po the dataset it used."),
    ("results", "So, like, what did it find?"),
    ("results", "What did those studies conclude, in plain words? This is for my dad."),
    ("results", "What did it find? Di main result, I mean."),
    ("numbers", "How many subjects in those studies? I want to know if they're underpowered."),
    ("numbers", "how many people were in it"),
    ("numbers", "Sasa, kindly give me its sample size."),
    ("limitations", "What are its weaknesses, eh? Be honest."),
    ("limitations", "For the board, what are the caveats of those studies?"),
    ("limitations", "- its limitations\n- anything the authors admit they got wrong"),
    ("venue", "Where was it published? Need a reliable source for the wiki."),
    ("venue", "Which journals did those appear in, like?"),
    ("venue", "🤔 what journal is it in?"),
    ("code", "Did any of those groups put their code on GitHub? We might build on their work."),
    ("code", "Is its code public? Asking as a CTO."),
    ("code", "did they release code for those papers"),
    ("funding", "Who funded it? My dad would want to know if a drug company paid."),
    ("funding", "Ja, who funded those studies? Any industry money?"),
]

AREA = [
    "Hiya Litchat! Could you give me an overview of the research on {X} across the whole collection?",
    "Quiet night shift. Could you summarise what all the papers here say about {X}?",
    "I'm planning a lesson on {X} for my Year 11s. Could you summarise the research in your collection on it?",
    "Board meeting tomorrow. TL;DR of the whole field of {X} from your documents?",
    "Sceptical statistician here: across all the studies you hold, how strong is the evidence on {X} overall?",
    "I'm translating a report on {X}. A summary of what the whole collection says about it would help with context.",
    "I'm rewriting the {X} section of a Wikipedia article. What does the body of research here say, all of it?",
    "Summarise the state of the evidence on {X} across your collection - my clients will ask.",
    "My mum's consultant mentioned {X}. Can you sum up what all the research in here says about it, kindly and"
    " simply?",
    "My novel's plot leans on {X}. Give me an overview of what the papers in your collection, taken together, say.",
    "Ja, now give me the lekker big-picture summary of {X} across all your papers.",
    "Wha di research seh bout {X} overall? Sum it up fi me.",
    "Could you summarize the whole body of work on {X}, eh? Sorry if that's a big ask.",
    "Tidy. Now give us an overview of everything on {X} in the collection, like.",
    "Pa-summarize naman po everything in the collection about {X}.",
    "Sasa, kindly assist with an overview of all the research on {X}.",
    "So, like, what does all the research say about {X}, like, overall?",
    "OVERVIEW {X} STOP WHOLE COLLECTION STOP",
    "summarize everything you have on {X} overall",
    "Could you do this:\n- overview of all the work on {X}\n- where it agrees\n- where it doesn't",
    "📚 overview of the research on {X} please 🙏",
    "Thanks for that. What I'd really like next is an overview of the whole collection's work on {X}. No need for"
    " citations yet.",
    "I might be overreaching, but could you summarise where the research on {X} stands as a whole?",
    "No, I meant the whole field - summarise all the research on {X}, not just a few papers.",
]

NEW_TOPIC = [
    "Hiya Litchat, new question: have you got papers on {X}?",
    "Next bed, different question - any studies on {X}?",
    "Next week's lesson is on {X}. What papers do you have about it?",
    "Pivoting: we're exploring {X} for the next product. Find me papers.",
    "Let's change tack: which studies do you have on {X}? I'll check their stats.",
    "New document to translate, about {X}. Can you find me relevant papers?",
    "Another article I'm editing is about {X}. Any reliable sources in your collection?",
    "A different client today, and she's into {X}. What papers have you got?",
    "The doctor also mentioned {X}. Are there papers about that?",
    "Next chapter of the novel is about {X}. Any papers I could read?",
    "Ja, different thing now - find me papers about {X}, please.",
    "Mi waan papers pon {X}. You have any?",
    "Totally switching gears, eh: anything on {X}?",
    "Now then, something different - got any papers on {X}, butt?",
    "Pa-search naman po ng papers about {X}.",
    "Sasa, kindly assist me to find papers on {X}.",
    "So, like, do you have anything on, like, {X}?",
    "NEW TOPIC STOP PAPERS ON {X} STOP",
    "got anything about {X} in there",
    "New search:\n- topic: {X}\n- papers only",
    "🔍 new search 👉 studies about {X}",
    "Okay, that's sorted. Can you look for papers on {X} now? It's for something else entirely.",
    "I might be in the wrong place for this, but do you have research on {X}?",
    "No, I meant a fresh search - papers on {X}, nothing to do with the last lot.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
