"""The forty-fifth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 47): same shapes and
placeholders as bench/conversation_phrasings_fresh44.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title, {author}
its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it means the
paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-seventh round of tuning and before running the benchmark on them (fresh44 is
tuning data from round 47 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a veterinary surgeon, a community midwife, an insurance
actuary, a speech and language therapist, a water-utility engineer or a town planner would type, in contexts the earlier
sets do not use (a dog in recovery after a cruciate repair, the practice partners and an anaesthetic protocol; a home
visit, the unit's guideline and a delivery suite audit; mortality assumptions for a pension scheme, a pricing committee
and a reserving report; a parent at clinic, teaching assistants and a handout for parents; a treatment works' dosing, a
leakage programme and the regulator; a planning committee, objectors, the local plan's evidence base and an inspector's
hearing), in shapes they do not use: a turn that corrects the bot's reading of the last one ("No, sorry, I meant what
they found, not who wrote them."), an autocorrect slip left in ("summery", "lust", "repot", "site", "pagers"), a
quotation from an email first ("My boss just emailed: '...' So ..."), a numbered list of instructions (lines opening
with "1.", "2.", "3."), reported speech ("My supervisor wants to know which of those ..."), a heavy hedge ("I might be
wrong, but I think one or two of those were about {X}?"), the real ask in brackets ("Those are a mixed bag (I only want
...)."), very terse turns ("Findings - each one, briefly.", "Fresh search - {X}. Go."), a new topic or an area summary
brought in by a story, and an area summary asked as the lay of the land. The other half are registers the earlier sets
do not use: Scottish, South African and Australian English ("braw", "whit", "o' they", "gie us", "ken", "hale"; "ja",
"lekker", "hey"; "ripper", "mate", "too easy"), a French speaker's English ("Can you resume for me ...", "Of what does
it speak?", "What says the totality of the collection on {X}?"), a formal letter ("Dear Assistant, ... I should be
grateful if you would ... Yours faithfully"), and voice dictation without punctuation, its spoken punctuation left in
("full stop", "question mark", "comma"). These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh45".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Aye, that's a braw wee list. Whit did each o' they papers find, but? Gie us the gist o' each yin.",
    "Ja, lekker list, thanks. Now what did each of those papers actually find? Go through them one by one, hey.",
    "Ripper list, cheers. What'd each of those papers end up finding? A quick rundown of each, no worries if it's "
    "rough.",
    "Thank you very much. Can you resume for me the results of each of these papers? I want to know what each one has "
    "found.",
    "Dear Assistant,\nThank you for the list above. I should be grateful if you would set out the principal findings "
    "of each paper in turn.\nYours faithfully",
    "ok so what did each of those papers find full stop just go through them one at a time",
    "Findings - each one, briefly.",
    "Thanks for those (what I actually need is what each of them found, a line apiece).",
    "Can you give me a quick summery of what each of those papers found?",
    "My boss just emailed: \"Before we commit to anything I need to know what the research actually found - findings, "
    "not titles.\" So what did each of those papers find?",
    "1. Go through those papers one at a time.\n2. For each, say what it found.\n3. Keep it to a sentence.",
    "My supervisor wants to know what each of those papers found before our meeting on Thursday - can you tell me?",
    "No, sorry, I meant what they found, not who wrote them. Each of those papers, one at a time.",
    "I've a dog in recovery after a cruciate repair and twenty minutes before evening surgery. What did each of those "
    "papers find?",
    "The practice partners meet on Monday to agree a new anaesthetic protocol. Take me through what each of those "
    "papers found.",
    "I'm parked up outside my next home visit with ten minutes to spare. What did each of those papers show?",
    "We're rewriting the unit's guideline on water births. What did each of those papers report?",
    "I'm updating the mortality assumptions for the pension scheme's valuation. What did each of those papers find, "
    "in numbers if they give them?",
    "The pricing committee will want the evidence behind any loading we add. Go through what each of those papers "
    "found.",
    "A parent at this morning's clinic asked me what the evidence is, and these are what came up. What did each of "
    "those papers find?",
    "I'm running a session for the teaching assistants who support children with language delay. What did each of "
    "those papers conclude?",
    "We're reviewing the treatment works' dosing after a turbidity spike last week. What did each of those papers "
    "find?",
    "The regulator's asked for the evidence behind our leakage programme. Run me through what each of those papers "
    "found.",
    "There's a planning committee on Tuesday and the objectors have cited research. What did each of those papers "
    "actually find?",
]

FILTER = [
    "Which o' they papers hae tae dae wi' {X}? Jist those yins, ken - the rest can bide.",
    "Which of those papers are about {X}, hey? Just those ones, ja - the others you can leave.",
    "Which of those are about {X}, mate? Just chuck me those ones, the rest can go.",
    "Among these papers, which ones are treating {X}? Only these ones, please.",
    "Dear Assistant,\nFurther to your list, I should be obliged if you would indicate which of those papers concern "
    "{X}.\nYours sincerely",
    "which of those papers are about {X} question mark just those ones please",
    "Only the {X} ones, from those.",
    "Those are a mixed bag (I only want the ones that deal with {X} - which are they?).",
    "Which of those papers are about {X}? Just those ones, I don't need the rest of the lust.",
    "Forwarding what my manager wrote: \"Only send me the papers that deal with {X} - I haven't time for the rest.\" "
    "So which of those are they?",
    "1. Take the papers you just listed.\n2. Keep only the ones about {X}.\n3. Show me those.",
    "I might be wrong, but I think one or two of those were about {X}? Which ones, if any?",
    "No, I meant from that list - not a fresh search. Which of those papers are about {X}?",
    "Half the cases through the clinic this week involve {X}. Which of those papers cover it?",
    "The practice will only change its protocol if there's work on {X}. Which of those papers deal with that?",
    "The women on my caseload keep asking me about {X}. Which of those papers are relevant?",
    "Our delivery suite audit is about {X} this year. Which of those papers touch on it?",
    "Our reserving model only needs {X}. Which of those papers bear on it?",
    "Which of those papers deal with {X}? Those are the only ones the pricing committee will look at.",
    "My Tuesday clinic this term is focused on {X}. Which of those papers would I use?",
    "The catchment study is only about {X}. Which of those papers are on that?",
    "The inspector's questions at the hearing are all about {X}. Which of those papers address it?",
    "My supervisor wants to know which of those papers deal with {X} - can you pick them out?",
    "The water quality team only cares about {X}. Which of those papers can I send them?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Whit's the {ord} paper aw aboot, then?",
    "The {ord} paper looks lekker. What's it about, hey?",
    "tell me about the {ord} paper please what's it about",
    "The {ord} paper might help with a spaniel I'm treating. What's it about?",
    "No, not that one - I meant the {ord} paper. What's that about?",
    "Before I forget (and this is the main thing): what's the {ord} paper about?",
    "The {nth} one looks a ripper. What's it about, mate?",
    "The {nth} paper might feed into our longevity assumptions. What's it about?",
    "{nth} one - gist?",
    "The {nth} paper sounds like what a mum asked me about yesterday. What does it cover?",
    "Can you explain to me the paper [{n}]? Of what does it speak?",
    "I should be grateful for a short account of paper [{n}]: its subject and its approach.",
    "Paper [{n}] might suit a child on my caseload. What's it about?",
    "What is paper [{n}] about? Looks useful for the repot.",
    "My colleague's email just says: \"Have a look at {title}, it's the one we need.\" What's it about?",
    "{title} came up in our asset management review. What's it about?",
    "I think {title} is the one I half-remember from a conference, though I may be mixing it up - what's it about?",
    "The {author} paper was cited by an objector at committee. What's in it?",
    "My editor wants to know what the {author} paper is about - can you tell me?",
    "1. Stay with that paper.\n2. Tell me how the study was set up.\n3. Say who was in it.",
    "That one might change how we manage post-op pain. Tell me more about it - how was the study run?",
    "That study could move our assumptions. Go into it in more depth - how was it designed, and over what period?",
    "That one sounds like it could change what I tell women at booking. Can you tell me more about it?",
    "I'd like to share that study with a parent. Could you explain it in more depth - what did they do, and with whom?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I like to know whose name's on a paper before I quote it at the practice meeting."),
    ("authors", "Who wrote they papers? Gie us the names."),
    ("authors", "My line manager wants the authors of those papers for the bibliography - who are they?"),
    ("year", "When was it published? Anything older than ten years won't get past our clinical governance group."),
    ("year", "when were those papers published full stop i need the years for my references"),
    ("year", "Mortality data dates quickly, so what year was each of those papers published?"),
    ("datasets", "What data is it based on, hey? Where does all its data come from?"),
    ("datasets", "Which data did it use - lab samples, or real network data from a utility?"),
    ("datasets", "Which data have these papers used? For each one, please."),
    ("results", "What'd it find in the end, mate? Bottom line."),
    ("results", "What did it conclude? An objector quoted it at me and I'd like to check the quote."),
    ("results", "My director's email: \"Do those studies show any benefit or not?\" So what did those studies find, "
     "overall?"),
    ("numbers", "How many animals were in it? A study on six dogs won't convince my partners."),
    ("numbers", "Sample sizes for those?"),
    ("numbers", "How many women took part in each of those studies?"),
    ("limitations", "I should be glad to learn of its principal limitations."),
    ("limitations", "I might be overthinking this, but is there a catch with it? Where is it weakest?"),
    ("limitations", "Before any of this goes into the assumptions I need the weaknesses: what are the limitations of "
     "those studies?"),
    ("venue", "Which journal was it in? I need to site it properly."),
    ("venue", "Which journal published it? Our department only shares articles from peer-reviewed journals."),
    ("venue", "For those papers:\n1. the journal each appeared in\n2. nothing more"),
    ("code", "One practical question (the main one, really): is its code available anywhere?"),
    ("code", "We'd want to run their models on our own network: did those papers share their code?"),
    ("code", "No, I meant the code, not the data - did those papers release any code?"),
    ("funding", "Who funded it, like? Ah'm no' trustin' it till ah ken who paid."),
    ("funding", "A developer could have paid for research like this. Who funded those studies?"),
]

AREA = [
    "Whit does the hale collection say aboot {X}? Aw the papers, no' jist they few.",
    "What does the whole collection say about {X}, hey? All the papers, ja, not just those few.",
    "Give us the big picture on {X}, mate - right across the collection, not just that handful.",
    "What says the totality of the collection on {X}? I want all the papers, not only these ones.",
    "Dear Assistant,\nI should be grateful for an overview of what the collection as a whole contains on {X}.\nYours "
    "faithfully",
    "what does the whole collection say about {X} comma all of it not just those few",
    "Give me the lay of the land on {X} - everything in the collection, not just those.",
    "Different angle now (the whole collection, not those papers): what does it say about {X}?",
    "What does the whole collection say about {X}? All of it, not just the few you lusted.",
    "The board's email says: \"We need the full picture on {X}, not a couple of studies.\" So what does the whole "
    "collection say?",
    "1. Forget the papers you just listed.\n2. Look across the whole collection.\n3. Tell me what it says about {X}.",
    "Last week a farmer asked me whether {X} was worth worrying about and I fudged it. What does the whole collection "
    "say?",
    "I'm writing the practice's policy on {X}. What does the evidence across the collection say?",
    "Our antenatal class next month covers {X}. What does the collection as a whole say about it?",
    "For the reserving report I need the whole body of evidence on {X}, not a sample. What does the collection say?",
    "I'm preparing a talk for parents on {X}. Summarise what all the papers in the collection say.",
    "The regulator wants our position on {X} backed by the literature. What does the entire collection say?",
    "The local plan's evidence base needs a section on {X}. What does the collection as a whole show?",
    "The head of department asked me what the research as a whole says about {X} - can you summarise the collection "
    "on it?",
    "I may be asking this badly, but is there a general view on {X} across the whole collection? All the papers, I "
    "mean.",
    "Sorry, you've misread me: I wasn't asking about that list but about the whole collection. What does it say on "
    "{X}?",
    "{X}: whole collection, summary.",
    "An underwriter tells me {X} is overstated. Across every paper in the collection, what's the weight of evidence?",
    "We're reviewing how we handle {X} across all our treatment works. What does everything in the collection add up "
    "to?",
]

NEW_TOPIC = [
    "Cheers, that's me sorted wi' those. Noo, somethin' else: hae ye got ony papers on {X}?",
    "Thanks, those were lekker. Something different now, hey - any papers on {X}?",
    "Too easy, cheers for those. Different topic, mate: got any papers on {X}?",
    "Thank you, it was very useful. Now another subject: can you search me papers about {X}?",
    "Thank you; that concludes my enquiry on the previous subject. I should now be grateful for papers on {X}.",
    "right thanks that's enough on those new search now papers about {X} please",
    "Fresh search - {X}. Go.",
    "Thanks (different subject entirely now): papers on {X}?",
    "Thanks. Different topic now - any pagers on {X}?",
    "Just got this from my boss: \"Park that one - I need you on something else by Friday.\" So, new search: papers "
    "on {X}.",
    "1. Leave those papers.\n2. Start a new search.\n3. The topic is {X}.",
    "Funny thing - my neighbour was telling me over the fence yesterday about {X}, and now I'm curious. Have you got "
    "any papers on it?",
    "That's the cruciate question dealt with. Next case is completely different: papers on {X}?",
    "Those will go in my notes for the unit meeting. Something unrelated: can you find papers on {X}?",
    "That settles the longevity point. Separately, for the motor book: any papers on {X}?",
    "Those are perfect for the parents' handout. New topic for a different child: papers on {X}, please.",
    "That's the leakage side covered. Different workstream now: what have you got on {X}?",
    "Those will do for the committee report. Now a new application has landed that's about {X} - find me papers on it.",
    "My colleague asked whether you have anything on {X} - nothing to do with those papers. Can you search for it?",
    "I'm not sure this is the right place to ask, and it's probably a long shot, but do you have any papers on {X}? "
    "Different topic from before.",
    "No, I wasn't asking about those papers - I want a fresh search. Papers on {X}, please.",
    "The spaniel's gone home happy. Next consult is about something else entirely: find me studies on {X}.",
    "I've got what I need from those for the guideline. Unrelated question from a student midwife: any papers on {X}?",
    "Those cover the dosing review. Now I'm on a different job: search for papers on {X}.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
