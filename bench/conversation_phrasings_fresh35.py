"""The thirty-fifth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 37): same shapes and
placeholders as bench/conversation_phrasings_fresh34.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-07 before the thirty-seventh round of tuning and before running the benchmark on them (fresh34 is
tuning data from round 37 on), blind: without reading the interpreter's rules, the act reader's exemplars or the earlier
rounds' misses and results first. About half are plain turns a researcher or student would type, in contexts the
earlier sets do not use (the related-work chapter of a thesis, journal club tomorrow, reviewing a manuscript, a grant's
background section, a systematic review's inclusion criterion, a supervisor's or PI's question quoted), in shapes
they do not use: voice dictation with the punctuation spoken ("what did each of those papers find question mark"), a
phone's autocorrect slip put right on the next line ("capers\n*papers"), an e-mail with greeting and sign-off, a line
of the previous answer quoted with ">", a numbered list of requests, an "EDIT:" added below the question, a Slack-style
"@litchat" mention, and learner English ("what have each of these papers found?", "explain me more about",
"all the researches"). The other half are registers the earlier sets do not use: a beekeeper ("frames out of the
super", "the brood box", "the whole apiary, not one hive"), a bell-ringer ("the bells are stood after the quarter peal",
"ring just those; the rest can stand", "the whole peal, not one change"), a falconer ("hawk's on the fist and hooded",
"back to the lure", "fresh quarry"), a luthier ("varnish curing on the top", "strung up", "the whole instrument, not one
string"), a sommelier ("decanting a Barolo", "on the wine list", "the whole cellar, not one bottle"), an air traffic
controller ("nothing on the scope", "clear just those to land; the rest can hold", "next in the landing queue");
Fijian, Bajan, Shetland, Manx, Maltese and Brummie colloquial English ("bula", "vinaka", "vinaka vakalevu", "cheese on
bread", "nuff", "wuh", "dem", "de", "leh we", "peerie", "whit", "da", "du", "aboot", "mair", "ony", "noo", "aa
tagidder", "gura mie ayd", "traa dy liooar", "moghrey mie", "mela", "grazzi", "ejja", "bab", "bostin", "ow am ya",
"them papers am", "tara-a-bit", "ta"). These lists are never tuned on and never copied into rag.answer.conversation's
exemplars; the benchmark reports them as "fresh35".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Smoker's lit and the frames are out of the super, so my gloves are sticky. What did each of those papers find?",
    "The bells are stood after the quarter peal and the band's gone to the pub. Go through those papers: what did "
    "each one find?",
    "Hawk's on the fist and hooded for the drive home. Give me the main finding of each of those papers.",
    "Second coat of varnish is curing on the guitar top. What did each of those papers show?",
    "Decanting a Barolo, so I've a minute while it breathes. Summarise each of those papers for me.",
    "Quiet sector for five minutes, nothing on the scope. What did each of those papers conclude, one by one?",
    "Bula! Vinaka vakalevu for the list. What did each of them find?",
    "Cheese on bread, that is nuff papers! What each one o' dem find?",
    "Aye, dat's a fine peerie list. Whit did each o' dem papers find?",
    "Gura mie ayd for the list. Traa dy liooar - what did each of those papers find?",
    "Grazzi, nice list. Mela, what did each of those papers find?",
    "Ow am ya, bab. Bostin list, that. What did each of those papers find?",
    "I'm drafting the related-work chapter of my thesis and need a line per paper. What did each of those papers find?",
    "Journal club is tomorrow at nine and I haven't read any of these. What did each of those papers find?",
    "I'm reviewing a manuscript that cites most of these. Can you give me the key result of each of those papers?",
    "For the background section of a grant I need the findings: what did each paper on that list show?",
    "ok and what did each one of them find",
    "Please can you tell me what have each of these papers found?",
    "what did each of those papers find question mark just a sentence each full stop",
    "What did each of those capers find?\n*papers, sorry, autocorrect",
    "Hi,\n\nThanks for the list. Could you tell me what each of those papers found?\n\nBest,\nPriya",
    "> Here are the papers I found\ngreat - what did each of them find?",
    "Two things:\n1. thanks, that's useful\n2. what did each of those papers find?",
    "What did each of those papers find?\n\nEDIT: the ones in your last answer, I mean",
]

FILTER = [
    "Which of those papers are on {X}? Only those frames go back in the brood box.",
    "Which of those papers deal with {X}? Ring just those; the rest can stand.",
    "Which of those papers are about {X}? Only those come back to the lure; let the rest fly off.",
    "Which of those papers cover {X}? Just those get strung up; the rest stay on the workbench.",
    "Which of those papers touch on {X}? Only those go on the wine list; the rest stay in the cellar.",
    "Which of those papers involve {X}? Clear just those to land; the rest can hold.",
    "Bula, which of those papers are on {X}? Only those ones, vinaka.",
    "Which o' dem papers talking 'bout {X}? Just dem ones, please.",
    "Which o' dem papers are aboot {X}? Only dem anes, if du doesna mind.",
    "Traa dy liooar - but which of those papers are on {X}? Only those.",
    "Mela, which of those papers are about {X}? Just those ones, grazzi.",
    "Which of them papers am about {X}, bab? Only them, ta.",
    "My thesis chapter is only on {X}, so which of those papers actually deal with it?",
    "For journal club we're only covering {X}. Which of the papers you just listed fit?",
    "The manuscript I'm reviewing is narrowly about {X}. Narrow your list down to the papers that are on that.",
    "Inclusion criterion: the paper must address {X}. Which of those papers meet it?",
    "just the ones from that list about {X} pls",
    "From these papers, which ones are speaking about {X}?",
    "which of those papers are about {X} question mark only those ones full stop",
    "Which of those paters are on {X}?\n*papers, autocorrect again",
    "Hi,\n\nOf the papers you sent, which ones are on {X}? Only those, please.\n\nThanks,\nTom",
    "My supervisor asked: \"which of those are actually about {X}?\" So - which are they?",
    "Please:\n1. keep only the papers from that list that are on {X}\n2. drop the rest",
    "Which of those papers are on {X}?\n\nEDIT: just the ones you listed, not a new search",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Pull the {ord} paper out like a frame from the super - what's it about?",
    "The {ord} paper is my treble bell today: tell me more about it.",
    "Vinaka. Tell me more about the {ord} paper.",
    "I might cite the {ord} paper in my methods chapter. Can you tell me more about it?",
    "tell me more about the {ord} paper full stop",
    "Hi again,\n\nCould you say more about the {ord} paper?\n\nCheers,\nLeo",
    "The {nth} paper's the one I'd fly first. Tell me more about it.",
    "Da {nth} paper - tell me mair aboot it, du.",
    "I've been asked to present the {nth} paper at journal club. What's it about?",
    "Tell me more about the {nth} pager\n*paper",
    "Put paper [{n}] on the workbench for me - what's it about?",
    "Paper [{n}] - wuh it about? Tell me more.",
    "The authors I'm reviewing lean heavily on [{n}]. What's that paper about?",
    "> [{n}]\nthis one - what's it about?",
    "{title} has a good nose. What's it about, in more detail?",
    "Moghrey mie. What's {title} about, then?",
    "Can you explain me more about {title}?",
    "The {author} paper's next in the landing queue. Tell me more about it.",
    "That {author} paper, bab - tell us more about it, ta.",
    "Mela, go on about that paper a bit more.",
    "Re the paper we're discussing:\n1. more detail on it\n2. a bit on the method too",
    "can you go into more detail on that one?",
    "More on that paper, please.\n\nEDIT: the one we were just talking about",
    "@litchat more detail on this paper pls",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I mark every queen I raise, so I like to know names."),
    ("authors", "Vinaka - who are the authors of those papers?"),
    ("authors", "Hi,\n\nWho wrote each of those papers?\n\nThanks,\nSam"),
    ("year", "What year did it come out? Vintage matters to me."),
    ("year", "When were them papers published, bab?"),
    ("year", "what year was each of those papers published question mark"),
    ("datasets", "What data did it use? I keep a weight log for every bird, so I care where numbers come from."),
    ("datasets", "I need to replicate this for my thesis - which dataset did it use?"),
    ("datasets", "Whit data did dem studies use, du?"),
    ("results", "What did it find? Keep it short, I'm back on frequency in two minutes."),
    ("results", "Gura mie ayd. And what did it find?"),
    ("results", "What are the results those studies have found?"),
    ("numbers", "How many people did it study? I count every fret, so a number, please."),
    ("numbers", "How many people was in each o' dem studies?"),
    ("numbers", "What were the sample sized of those studies?\n*sizes"),
    ("limitations", "Where's it weak? Even a good peal has a clash or two."),
    ("limitations", "As a reviewer I'd want to know: what are its main limitations?"),
    ("limitations", "For each of those studies:\n1. the main limitation\n2. anything else that worries you"),
    ("venue", "Mela, which journal was it published in?"),
    ("venue", "where was it published? journal name is fine"),
    ("venue", "My supervisor asked \"where did those come out?\" - which journals were those papers in?"),
    ("code", "Is its code available anywhere? Asking between flights of the hawk."),
    ("code", "Bula - did any of those papers release their code?"),
    ("code", "@litchat did any of those papers put their code on GitHub?"),
    ("funding", "Who funded it? Even the bell restoration fund had a donor list."),
    ("funding", "For my grant's background section: who funded those studies?"),
]

AREA = [
    "The whole apiary, not one hive: what does the collection say about {X} overall?",
    "The whole peal, not one change: what's the overall picture on {X} across your papers?",
    "From up where the hawk circles you see the whole field: summarise what all your papers say about {X}.",
    "The whole instrument, not one string: what does all the research on {X} in the collection say?",
    "The whole cellar, not one bottle: what does the collection say about {X} as a whole?",
    "The whole airspace, not one flight: give me an overview of all the papers on {X}.",
    "Bula! Across every paper you hold, what's the general story on {X}?",
    "Wuh all de research in de collection say 'bout {X}? De whole lot, not just one.",
    "Whit does da whole collection say aboot {X}, taken aa tagidder?",
    "Traa dy liooar, so take your time: what does all the research in the collection say about {X}?",
    "Ejja, big picture: what does the whole collection say on {X}, every paper?",
    "Bab, what's all the research on {X} saying, across the whole lot you've got?",
    "My literature review needs an overview paragraph: what does the research in the collection as a whole say about "
    "{X}?",
    "For the intro slide at journal club I want the big picture: what does the whole body of work you have on {X} say?",
    "I'm not after one study - what's the overall consensus on {X} across all the papers you have?",
    "For a grant's background section: summarise the state of the evidence on {X} across the entire collection.",
    "overall what does the collection say about {X}",
    "Please give me a summary about all the researches on {X} in the collection.",
    "what does the whole collection say about {X} question mark all the papers not just these full stop",
    "Summarise all the research on {X} in the collecting\n*collection",
    "Hi,\n\nCould you give me an overview of what the whole collection says about {X}?\n\nMany thanks,\nAnna",
    "Reviewer 2 wrote: \"the authors ignore the wider literature.\" So: what does all the research on {X} in the "
    "collection say?",
    "Could you:\n1. look across every paper in the collection\n2. sum up what they say about {X}",
    "What does the collection say about {X} overall?\n\nEDIT: all the papers, not only the ones above",
]

NEW_TOPIC = [
    "New hive, new colony: find me papers on {X}.",
    "New tower, new band: any papers on {X}?",
    "Fresh quarry, new field: have you got papers on {X}?",
    "Fresh tonewood on the bench: search for papers on {X}.",
    "Next bottle, different region: papers on {X}?",
    "New sector, new traffic: find me studies on {X}.",
    "Vinaka, that's done. Something different now: any papers on {X}?",
    "Leh we switch: you got any papers on {X}?",
    "Dat's dat. Something else noo: ony papers on {X}?",
    "Gura mie ayd, that's plenty on that. New topic: papers on {X}?",
    "Grazzi. Mela, different subject: do you have papers on {X}?",
    "Tara-a-bit to that lot. New topic, bab: got any papers on {X}?",
    "Switching to a different chapter of my thesis now. Can you find papers on {X}?",
    "Next week's journal club is on something unrelated. Any papers on {X}?",
    "Different manuscript, different topic: what do you have on {X}?",
    "A separate grant, a separate question: find me papers on {X}.",
    "unrelated q - anything on {X}?",
    "Now I want to ask about another topic. Have you papers about {X}?",
    "new topic colon papers on {X} question mark",
    "Nee topic: any papers on {X}?\n*new",
    "Hi,\n\nA different question: do you have any papers on {X}?\n\nBest wishes,\nJon",
    "My PI just messaged: \"can you find stuff on {X}?\" So, new search - any papers?",
    "Next:\n1. forget those papers\n2. find papers on {X}",
    "Any papers on {X}?\n\nEDIT: new topic, nothing to do with the earlier ones",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
