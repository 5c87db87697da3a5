"""The forty-second fresh held-out phrasings of `litchat bench conversations` (issue #18, round 44): same shapes and
placeholders as bench/conversation_phrasings_fresh41.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the forty-fourth round of tuning and before running the benchmark on them (fresh41 is
tuning data from round 44 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. About half are plain turns a veterinarian, a hospital pharmacist, a museum
curator, a union health-and-safety rep, a science podcaster or a grant reviewer would type, in contexts the earlier
sets do not use (ten minutes between consults and the cat in kennel three, a formulary application for the drug and
therapeutics committee and a medicines information query, the gallery text and an exhibition label, the members'
complaint and the employer at the safety committee, Friday's recording with a co-host and the show notes, the
applicant's case for support and the panel), in shapes they do not use: a turn that breaks off and corrects itself
("What's the - no, hang on, let me start again."), a cleft ("What I'm after is ...", "It's the {ord} paper I'm curious
about"), an aside in brackets mid-question ("(all of them, not just the top one)"), a tag question ("..., can't
you?", "..., aren't they?"), the passive ("Can the findings of each of those papers be set out ...?"), the answer's
form given before the question ("One line per paper, plain English: ..."), a hedge on what the turn wants ("I'm not
totally sure what I'm after here... probably ..."), and someone else's message pasted in quotes ("My panel chair just
messaged me: \"...\" So - can you?"). The other half are registers the earlier sets do not use: a falconer ("hooded
and back on her perch in the mews", "at her flying weight", "judge a hawk over a whole season, not one flight"), a
potter ("leather-hard under plastic", "the reclaim bucket", "the whole kiln load, not one mug"), a change-ringer
("ropes looped up after practice night", "rung up; the rest stay down", "all five thousand changes, not one blow"), a
thatcher ("yealms wetted and stacked", "spars twisted for the ridge", "the whole roof, not one yealm"), a farrier
("shoes in the forge", "the scrap bin with the old shoes", "watch the horse trot up, not one hoof"), a yacht rigger
("mast unstepped on the trestles", "spliced in; the rest are offcuts", "the whole rig under load, not one stay");
Glaswegian, South African, Australian and Welsh English ("aye", "pure", "whit", "o' they papers", "aboot", "jist",
"gonnae", "wee", "hale", "the now", "but" at the end; "howzit", "ja", "hey", "lekker", "eish", "sharp"; "mate",
"ripper", "reckon", "righto", "too easy", "good on ya"; "tidy", "diolch", "there's lovely", "by there", "mun", "now
then", "mind"); and two typing habits: voice dictation with the punctuation spoken ("okay comma thanks for the list
full stop ... question mark") and letters stretched for feeling ("thaaanks, sooo helpful!! buuut ..."). These lists
are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh42".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Hawk's hooded and back on her perch in the mews, so I've got a minute. What did each of those papers find?",
    "Pots are leather-hard and wrapped under plastic till I trim them tomorrow. What did each of those papers turn out "
    "to show?",
    "Ropes are looped up after practice night and the band's gone to the pub. What was the upshot of each of those "
    "papers?",
    "Yealms are wetted and stacked by the ladder for the morning. Tell me what each of those papers found.",
    "Shoes are in the forge getting up to heat. Go through those papers quickly and tell me what each one concluded.",
    "Mast's unstepped and lying on the trestles while I splice new halyards. What did each of those papers report?",
    "Aye, that's a pure brilliant list, cheers. Whit did each o' they papers find but?",
    "Howzit, thanks for the list, hey. Ja, so what did each of those papers find? Just quickly, sharp.",
    "Good on ya, mate, that's a ripper of a list. What'd each of those papers find? Reckon you could run me through "
    "them?",
    "Tidy list, diolch. Now then, tell me what each of those papers found, will you? There's lovely.",
    "okay comma thanks for the list full stop what did each of those papers find question mark",
    "thaaanks, sooo helpful!! buuut what did eeeach of those papers actually find??",
    "I've got ten minutes between consults. What did each of those papers find, in short?",
    "These are going into a formulary application for the drug and therapeutics committee. What did each of those "
    "papers find?",
    "I'm writing the gallery text for a new exhibition and these are my sources. What did each of those papers "
    "conclude?",
    "My co-host and I are recording an episode on these on Friday. What did each of those papers find?",
    "What's the - no, hang on, let me start again. What did each of those papers find, one by one?",
    "What I'm after is the main finding from each of those papers, not just their titles.",
    "Could you tell me what each of those papers (all of them, not just the top one) found?",
    "You can tell me what each of those papers found, can't you?",
    "Can the findings of each of those papers be set out for me, one by one?",
    "One line per paper, plain English: what did each of those papers find?",
    "I'm not totally sure what I'm after here... probably just what each of those papers found? Let's start with that.",
    "My panel chair just messaged me: \"can you get a quick rundown of what each of those studies found?\" So - can "
    "you?",
]

FILTER = [
    "Like picking which bird to fly today: which of those papers are about {X}? The rest stay in the mews.",
    "Which of those papers deal with {X}? Those go in the kiln; the rest go back in the reclaim bucket.",
    "Which of those papers cover {X}? Those are the bells we're ringing; the rest stay down.",
    "Drawing out the long straw for the yealms and leaving the short stuff: which of those papers involve {X}?",
    "Only the papers on {X} go on the anvil - which of those are they? The rest go in the scrap bin with the old "
    "shoes.",
    "Which of those papers touch on {X}? Those get spliced in; the rest are offcuts for the rope locker.",
    "Which o' they papers are aboot {X}? Jist they wans, ah dinnae need the rest.",
    "Eish, that's a lot of papers. Which of those are about {X}, hey? Only those ones, the rest I don't need.",
    "Righto, which of those papers are about {X}, mate? Don't need the rest, just those.",
    "Which of those papers are about {X}, then? Just them by there, not the others, mun.",
    "of those papers comma which ones are about {X} question mark only those please full stop",
    "ooh okaaay so which of those papers are about {X}?? juuust those pleeease",
    "The owner in room two only cares about {X}. Which of those papers are about that?",
    "The formulary application only covers {X}. Which of those papers can I cite in it?",
    "The members' complaint is specifically about {X}. Which of those papers cover that?",
    "The applicant's case for support rests on {X}. Which of those papers are about it?",
    "Which of those - no, let me put that better: I'd like to know whether any of those papers are about {X}, and if "
    "so, which.",
    "What I need from that list is just the papers on {X}. Which ones are they?",
    "Which of those papers (only the ones you just listed, no new search) are about {X}?",
    "Some of those papers are about {X}, aren't they? Which ones?",
    "Can the ones about {X} be picked out of that list? Only those are needed.",
    "Just the titles, nothing else: which of those papers are about {X}?",
    "I think I only want the ones about {X}... maybe? Yes - which of those papers are about that?",
    "My producer just texted: \"only use the ones about {X}\". So which of those papers are about that?",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "She's on the scales and at her flying weight, so I'll be quick: what's the {ord} paper about?",
    "Kiln's cooling and I can't open it till morning. Tell me more about the {ord} paper.",
    "Whit's the {ord} paper aboot, then? Gonnae tell us a wee bit mair?",
    "The {ord} paper might matter for the cat in kennel three. What's it about?",
    "It's the {ord} paper I'm curious about - what's in it?",
    "tell me more about the {ord} paper full stop what is it about question mark",
    "Between touches on practice night: what's the {nth} paper about?",
    "Ja, the {nth} paper looks lekker. What's it about, hey?",
    "The {nth} paper came up in a medicines information query this morning. What's it about?",
    "The {nth} paper's the most relevant one, isn't it? Tell me more about it.",
    "Spars are twisted and ready for the ridge. What's paper [{n}] about?",
    "Reckon you could tell me a bit more about paper [{n}], mate?",
    "Paper [{n}] could end up quoted on an exhibition panel. What's it about?",
    "ooh paper [{n}] looks sooo good - what's it abouuut?",
    "Horse is tied up and I've just pulled the old shoes. What's {title} about, then?",
    "That {title} one by there - what's that about, then? Tell me more, there's lovely.",
    "A listener emailed asking about {title}. What's it about?",
    "Shrouds are swaged and the bottlescrews are on. Now, the {author} paper: what's that one about?",
    "The {author} paper (I've not come across that group before) - what's it about?",
    "Our branch might quote that study at the next safety committee. Tell me more about it - how was it done?",
    "That study sounds like the one the applicant keeps leaning on. What more can you tell me about it?",
    "Could more be said about that paper - how it was carried out, and on whom?",
    "I'm not sure how much I need on that one, but... tell me a bit more about the study you just described?",
    "My co-host wants to know more about that paper - her words: \"how did they actually do it?\" Can you go into it?",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? Every bird I fly wears a ring with her breeder's name, so I like to know who's behind "
     "things."),
    ("authors", "Who wrote they papers? Gie's the names."),
    ("authors", "The track-record section matters to the panel: who are the authors of those papers?"),
    ("year", "When did it come out? I stamp the year on the base of every pot."),
    ("year", "Which year did each of those papers come out, hey?"),
    ("year", "Just the years, nothing more: when was each of those papers published?"),
    ("datasets", "What was its data? I'd want to know where the reed was grown before I put it on a roof."),
    ("datasets", "Was it done on dogs, cats or lab animals? What data is it based on?"),
    ("datasets", "What data did those papers use, mate? Just so I know where the numbers came from."),
    ("results", "What did it find in the end? I like to know how a touch comes round."),
    ("results", "What did it find in the end, then? Go on, tell me, mun."),
    ("results", "Those studies found roughly the same thing, didn't they? What did they find?"),
    ("numbers", "How many took part in it? I count every nail I drive, so give me a figure."),
    ("numbers", "how many participants were there in each of those studies question mark roughly is fine full stop"),
    ("numbers", "How many patients did each of those trials enrol? The committee won't look at anything "
     "underpowered."),
    ("limitations", "Where's it weakest? A rig fails at its weakest fitting, never the strongest."),
    ("limitations", "What I really need to know is where it falls short - what are its limitations?"),
    ("limitations", "The employer will pick holes in those studies at the safety committee. What are their "
     "limitations?"),
    ("venue", "Whit journal wis it in?"),
    ("venue", "Which journal was it published in? The exhibition label needs a proper credit line."),
    ("venue", "sooo where were those papers published?? which journaaals?"),
    ("code", "Has its code been made public anywhere?"),
    ("code", "Did those papers share their code, or not? Just check quickly for me, hey."),
    ("code", "Listeners always ask whether the software is out there: did those papers release their code?"),
    ("funding", "Not sure it matters, but... who funded it?"),
    ("funding", "Panel secretary's note: \"check who funded the cited work\". So who funded those studies?"),
]

AREA = [
    "You judge a hawk over a whole season, not one flight. What does the collection as a whole say about {X}?",
    "I judge a firing by the whole kiln load, not one mug. What's the overall picture on {X} across your collection?",
    "A peal is judged on all five thousand changes, not one blow. Summarise what every paper in the collection says "
    "about {X}.",
    "Stand in the lane and look at the whole roof, not one yealm: what does all the research on {X} in the collection "
    "add up to?",
    "I watch the horse trot up, not just one hoof. Give me an overview of everything in the collection on {X}.",
    "You tune the whole rig under load, not one stay at a time. What does the entire collection say about {X}?",
    "Whit does the hale collection say aboot {X}? Aw the papers, no jist wan.",
    "Ja, but what does the whole collection say about {X}, hey? All the papers, not just one or two.",
    "Righto mate, forget the one paper - what's the whole collection reckon on {X}? Give me the rundown.",
    "What does the whole collection say about {X}, then? All of it, mind, not just the one paper.",
    "give me an overview of all the papers in the collection on {X} full stop not just one paper full stop",
    "sooo what does the whoooole collection say about {X}?? like alll the papers",
    "Clients keep asking me about {X} in consults. What does the whole collection say, across all the papers?",
    "I'm planning a whole exhibition around {X}. Summarise what the collection as a whole says.",
    "The members want to know what the research overall says about {X}, not one cherry-picked study. What does the "
    "whole collection say?",
    "The applicant claims {X} is well established. Across every paper in the collection, what does the evidence show?",
    "Tell me about the - no, wider than that. Across the whole collection, what do all the papers say about {X}?",
    "What I want is the collection-wide view on {X}: every paper, not just the ones you listed.",
    "What does the collection (all of it, not only those papers) say about {X}?",
    "There's a fair bit in the collection on {X}, isn't there? Summarise what all of it says.",
    "Could everything in the collection on {X} be summarised for me, across all the papers?",
    "Three or four sentences, no more: what does the whole collection say about {X}?",
    "I might be asking the wrong question, but... what does the collection as a whole say about {X}, roughly?",
    "From my producer: \"we need the state of play on {X} for the episode\". So what does the whole collection say?",
]

NEW_TOPIC = [
    "She's flown, fed up and back in the mews. Something else entirely now: any papers on {X}?",
    "That kiln load's unpacked and on the shelves. Different question altogether: find me papers on {X}.",
    "That's the quarter peal rung and the bells are down. New subject: have you got papers on {X}?",
    "Ridge is cut and the netting's pegged down on that cottage. Next job's nothing like it: search for papers on {X}.",
    "That mare's shod and back in the field. Moving on to another yard: what papers have you got on {X}?",
    "That boat's re-rigged and back on her mooring. Different job now: find me studies on {X}.",
    "Magic, that's me sorted wi' that. Something else the now: hae ye got any papers on {X}?",
    "Sharp, that's done. Now something different, hey: do you have papers on {X}?",
    "Too easy, cheers mate. Completely different question now: any papers on {X}?",
    "Lovely, that's that done, diolch. Now then, something different: have you got any papers on {X}?",
    "new topic full stop can you find me papers on {X} question mark",
    "okaaay different thing nowww: any papers on {X}??",
    "Next client's come in with a completely different problem. Papers on {X}, please.",
    "New medicines information query, nothing to do with the last one: can you find papers on {X}?",
    "The next exhibition is on a different subject entirely. Have you got papers on {X}?",
    "Next episode's about something unrelated. Find me papers on {X}.",
    "Can you tell me more about - actually no, forget the last topic. New search: papers on {X}.",
    "What I need now is something unrelated: papers on {X}.",
    "Could you search for papers on {X} (a new topic, nothing to do with the last one)?",
    "You'll have something on {X} too, won't you? It's a separate question - search for papers on it.",
    "Can a fresh search be run for papers on {X}? It's unrelated to the last one.",
    "New search, top few results only: papers on {X}.",
    "This might be a bit off-piste, but... have you got any papers on {X}? Different topic from before.",
    "My branch secretary just emailed: \"can you dig out anything on {X}?\" Different topic, so a new search please.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
