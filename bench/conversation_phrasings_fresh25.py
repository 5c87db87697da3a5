"""The twenty-fifth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 27): same shapes and
placeholders as bench/conversation_phrasings_fresh24.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the twenty-seventh round of tuning and before running the benchmark on them (fresh24 is
tuning data from round 27 on), without reading the interpreter's rules or the earlier rounds' misses first. Written
in registers the earlier sets do not use: a marine biologist ("back on deck", "the research vessel", "my transect"),
a school nurse ("the medical room", "between playground grazes", "a pupil"), a software tester ("QA here", "Steps
to reproduce:", "Expected:", "test case", "bug report"), a sports physiotherapist ("the first-team squad",
"return-to-play", "rehab protocol"), a court reporter ("for the record", "Let the record show", "Q.", "Strike
that"), a hospice volunteer ("the families I sit with"), a ship's engineer ("down in the engine room", "the 4-to-8
watch", "the chief"), a forensic accountant ("audit trail", "reconcile", "a separate file"), a park ranger ("out on
patrol", "the reserve", "the visitor centre"), a copy editor ("on proofs", "house style", "query for the author");
rural Irish, Trinidadian, Sri Lankan, Nepali, Ugandan, Cornish and Newfoundland colloquial English ("c'mere", "at
all", "sure look", "so", "oui", "nah", "doh", "eh-eh", "steups", "allyuh", "de", "aney", "machan", "no?", "men",
"dai", "hajur", "ni", "banange", "sebo", "nyabo", "kale", "my 'ansum", "my lover", "they papers", "dreckly",
"proper job", "b'y", "me son", "luh", "some good"); turns written as a search query with quotes and AND/OR
('"{X}" AND (overview OR synthesis)'); turns that open with a yes or no reply to the bot ("Yes, those look right.",
"Nope, that's all on those."); turns split by ellipses ("Right... those papers... what did each find"); a deadline
together with a format ("By Monday, in three short paragraphs"); an apology for an earlier typo before the request;
rhetorical self-answers ("What do I actually need? ..."); formal passive requests ("... is requested", "are to be
listed"); ranked priorities ("Priority 1: ... Priority 2: ..."); and a "P.S." line. These lists are never tuned on
and never copied into rag.answer.conversation's exemplars; the benchmark reports them as "fresh25".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Back on deck after a dive survey. Give me a rundown of every paper you listed - what did each one find?",
    "School nurse here, between playground grazes. What is each of those papers about, in a sentence or two each?",
    "QA here. Steps to reproduce: read your last answer. Expected: a short summary of every paper in it. Actual: just"
    " titles. Can you give me the summaries?",
    "Physio for a first-team squad. Go through each of those studies and tell me what it tested and what came of it.",
    "For the record, please state what each of the papers listed above is about, one at a time.",
    "I volunteer at a hospice and families sometimes ask me about this. Could you explain each of those papers"
    " gently, in plain words?",
    "Down in the engine room on the 4-to-8 watch. Take me through those papers one by one - what did each of them do?",
    "Priority 1: what each of those papers found. Priority 2: how they found it. Priority 3: keep it brief.",
    "Out on patrol with a bar of signal. A quick word on each of those papers, please.\nP.S. Plain English is fine.",
    "Copy editor here, on proofs. Give me a one-paragraph abstract, in plain house style, for each paper you just"
    " listed.",
    "C'mere to me, what's each of those papers about at all? Go through the lot of them, so.",
    "Eh-eh, is plenty papers you give me there, oui. Tell me what each one of them find, nah.",
    "Aney machan, explain each of those papers one by one, no? What they found and all.",
    "Dai, one request - please tell me about each of those papers briefly, hajur.",
    "Banange, those papers are many. Sebo, explain each one of them for me, what it is about.",
    "Proper job. Now tell me what each of they papers is about, my 'ansum.",
    "Some good list, b'y. Now what's each one of those papers on about?",
    'Query: "each of the papers above" AND (summary OR main finding)',
    "Yes, those look right. Now go through each of them and tell me what it found.",
    "Right... those papers... what did each of them actually find... one at a time, please.",
    "Need this by 5 pm for a handout: two lines on every paper in your last answer, as a numbered list.",
    "Apologies for the typos earlier. Could you summarise each of those papers for me?",
    "What do I actually need? A short account of each paper you just listed. So - can you give me that?",
    "A brief description of each of the papers listed above is requested.",
]

FILTER = [
    "Back on the research vessel: which of the papers you listed look at {X}? I'll only take those to sea.",
    "From the medical room - out of that list, which ones are about {X}? That's what I see in the kids.",
    "Test case: filter your last results to the papers about {X}. Expected: only the matching ones. Which are they?",
    "Which of those studies have anything on {X}? The squad's rehab is built around it.",
    "Let the record show I only want the papers from your list that concern {X}. Which are those?",
    "Of the papers you found, are there any on {X}? A family I sit with asked about that specifically.",
    "The chief wants to know: which of the papers you just gave me touch on {X}?",
    "Reconcile that list against {X} for me: which of those papers actually involve it?",
    "Which of those studies are relevant to {X}? That's the big issue on the reserve this season.",
    "Query for the author: which of the papers you've listed are about {X}? Mark only those.",
    "Sure look, which of those ones are on {X}, so? That's all I want to know.",
    "Which of those papers does talk about {X}, oui? Doh bother with the rest.",
    "Machan, out of those, which ones are on {X}, no?",
    "Hajur, from those papers which ones are about {X} ni?",
    "Nyabo, among those papers, which ones handle {X}? Kale, only those.",
    "Which of they papers be about {X}, my lover? Just they ones, mind.",
    "Luh, which of those papers is about {X}, me son?",
    'Filter: (your previous results) AND "{X}" - which papers does that leave?',
    "No, that's fine, I don't need more papers. Which of the ones you listed are about {X}?",
    "So... that list... which of them have to do with {X}?",
    "By noon tomorrow, as a bulleted list: just the papers from your answer that cover {X}.",
    "Sorry for the typo-ridden message before. Which of those papers mention {X}?",
    "Which of these actually matter to me? The ones about {X}. So which of those papers are they?",
    "Only the papers above that address {X} are to be listed. Which are they?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "The {ord} paper on your list - what did it do? Reading this back on deck.",
    "Could you say more about the {ord} study? A parent asked me about it in the medical room.",
    "C'mere, the {ord} one - what's that about at all?",
    "Eh-eh, the {ord} paper look interesting, oui. Tell me more about it nah.",
    'more detail AND "the {ord} paper" - what did it find?',
    "Yes, thanks. Now the {ord} paper - what exactly did it study?",
    "Bug report: I don't understand the {nth} result. Expected: a short explanation of that paper. Can you give one?",
    "Aney, the {nth} one - what is that paper about, machan?",
    "The {nth} paper... what's that one about... in a bit more depth?",
    "Tell us more about the {nth} one, my lover.",
    "What does [{n}] cover? It might help with return-to-play decisions.",
    "Q. What is paper [{n}] about? Please answer for the record.",
    "Dai, please explain [{n}] little more, hajur.",
    "Need a half-page on [{n}] by Friday, as plain prose - what does that paper do?",
    "Checking a citation on proofs: what is {title} about, exactly?",
    "Sebo, {title} - that one, explain it more for me.",
    "Apologies for the typo before - I meant {title}. Can you tell me more about it?",
    "The {author} paper - walk me through it step by step, the way I'd walk through an audit trail.",
    "What's the {author} study on about, b'y?",
    "That's the one the chief wanted. Take me through that paper in more depth.",
    "Could you tell me more about that study? It sounds close to what our families go through.",
    "That paper sounds relevant to the reserve. Can you go into more detail on it?",
    "Is that study worth a deeper look? I think so. So tell me more about it.",
    "Further detail on that particular paper is requested.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? The copy editor in me wants the names spelled right."),
    ("authors", "Machan, who are the authors of those papers?"),
    ("authors", "Yes, helpful. Who were the authors of those studies?"),
    ("year", "For the record: when was it published?"),
    ("year", "When were those papers published, b'y?"),
    ("year", 'Query: "year published" for each of those papers.'),
    ("datasets", "What data did it draw on? Marine biologist here - I care where samples come from."),
    ("datasets", "Banange, which datasets did those studies use?"),
    ("datasets", "So... what dataset did it use?"),
    ("results", "What did it find? Some of the families at the hospice will want to know."),
    ("results", "Dai, what were the main results of those papers?"),
    ("results", "What are the findings of those studies? Needed by 3 pm, one line each."),
    ("numbers", "How many athletes or participants were in it? Asking as a physio."),
    ("numbers", "How many people took part in those studies, oui?"),
    ("numbers", "Sorry about the typo earlier - what was its sample size?"),
    ("limitations", "Tester's question: where would it break? What are its limitations?"),
    ("limitations", "What are the weaknesses of those papers, my 'ansum?"),
    ("limitations", "Does it have limitations? Every study does. So what are they?"),
    ("venue", "Which journal did it appear in? I need that for the audit file."),
    ("venue", "Sure look, where were those papers published?"),
    ("venue", "The name of the journal that published it is requested."),
    ("code", "Is its code public? In QA we'd want to rerun it ourselves."),
    ("code", "Did those studies put their code up anywhere, nyabo?"),
    ("code", "Query: code OR software OR repository - did it share any?"),
    ("funding", "Who paid for it? Forensic accountant - I always ask where the money came from."),
    ("funding", "Who funded those papers, me son?"),
]

AREA = [
    "Back from the transect: across your whole collection, what does the research say about {X}, overall?",
    "For a staff briefing at school, could you summarise all the work in your collection on {X}?",
    "I'm writing a test plan and need the background. Summarise the collection's research on {X} as a whole.",
    "Give me the overall picture of the evidence on {X} across all your papers - I'm rewriting the squad's rehab"
    " protocol.",
    "For the record, summarise the body of research in your collection on {X}.",
    "What does the research you hold say about {X}, taken as a whole? Volunteers at the hospice keep asking.",
    "Long watch tonight. Give me an overview of all the studies you have on {X}.",
    "Audit the whole collection for me on {X}: what does the research, all of it together, conclude?",
    "Sum up what all your documents say about {X} - I'm writing a panel for the visitor centre.",
    "I'm editing a review chapter on {X}. Summarise the whole of the literature you hold on it, please.",
    "C'mere, what does all the research you have on {X} say, taken together, so?",
    "Tell me what all de research in yuh collection say about {X}, oui. Sum it up nah.",
    "Machan, give an overview of all the work on {X} in your collection, no?",
    "Hajur, please summarise all the research on {X} you have, dai.",
    "Sebo, summarise for me what your whole collection says about {X}, eh.",
    "Sum up all the research on {X} you've got, my lover - the whole lot, dreckly's fine.",
    "What's the whole collection say about {X}, b'y? Give us the overview.",
    'Query: "{X}" AND (overview OR synthesis) - summarise the research in the whole collection.',
    "Nope, that's all on those. Separately, could you give me an overview of the research on {X} across the whole"
    " collection?",
    "Overall... what does your collection say about {X}... all the research together?",
    "By Monday, in three short paragraphs: a summary of all the research on {X} in the collection.",
    "Apologies, my last message had a typo. What I want is an overview of the collection's research on {X}.",
    "What does the research here say about {X}, all told? That's the question. Can you summarise it?",
    "A summary of all the work on {X} in the collection is requested.",
]

NEW_TOPIC = [
    "Something else entirely: any papers on {X}? I'll be sampling for it at sea next month.",
    "Another thing, nothing to do with that: do you have papers on {X}? A pupil asked me.",
    "New test case, unrelated: search for papers on {X}.",
    "Switching topics for the physio room - find me research on {X}.",
    "Strike that line of questioning. New matter: papers on {X}?",
    "Different question from a family I sit with: have you got papers on {X}?",
    "Changing watch, changing subject: do you hold any studies on {X}?",
    "Separate file entirely - find papers about {X}, please.",
    "Something else for the visitor centre: can you find papers on {X}?",
    "New manuscript on my desk, different subject: any papers on {X}?",
    "Sure look, forget that. Have you anything on {X} at all?",
    "Steups, leave that. Find me papers on {X} nah.",
    "Aney, another topic - any papers on {X}, men?",
    "Dai, new topic - do you have papers about {X}?",
    "Eh, banange, different thing now: papers on {X}, do you have?",
    "Proper job, that's done. Now - got any papers on {X}?",
    "Now b'y, something else: any papers on {X}?",
    'new search: "{X}" AND (study OR trial OR paper)',
    "Yes, that's all I needed on those. Next: any papers on {X}?",
    "Okay... new topic... papers on {X}?",
    "For a report due Friday, as a reference list: papers on {X}, please.",
    "Apologies for the mistyped question before. What I meant to search for is papers on {X}.",
    "What do I want next? Papers on {X}. Have you any?",
    "Papers on {X} are requested - a fresh search, please.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
