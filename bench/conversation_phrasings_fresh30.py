"""The thirtieth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 32): same shapes and
placeholders as bench/conversation_phrasings_fresh29.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the thirty-second round of tuning and before running the benchmark on them (fresh29 is
tuning data from round 32 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. Written in registers the earlier sets do not use: a potter ("drying before
they go in the kiln", "put it on the wheel", "the whole kiln load, not one bowl", "a new lump of clay"), a night-bus
driver ("at the depot before the N29 goes out", "a seat on the night bus", "the whole route, every stop"), a luthier
("varnish curing on a violin back", "strung up", "the whole instrument, not one string"), a wine-cellar hand
("racking the barrels", "pull that barrel out of the rack", "the whole cellar, not one bottle", "a new vintage"), a
snowplough driver ("the plough's parked up", "the gritting run", "every road in the county"), a sound engineer at a
gig ("the support act's on", "push those faders up and mute the rest", "the full mix, not one channel",
"changeover"), a seamstress ("pinning a hem", "back on the bolt", "the whole garment, not one seam", "a new
pattern"), a florist at dawn ("buckets filled, stems cut", "only those go in the bouquet", "the whole shop window"), a
lifeguard ("the pool's closed for the lunch clean", "just those in my lane", "the whistle's blown"), a night baker
("the dough's proving", "the whole batch, not one loaf", "next batch, different bread"); Bristolian, Belizean Kriol,
Bahamian, Baltimore, New York (Brooklyn), Northern Californian and lightly Guyanese colloquial English ("alright my
babber", "gert", "they papers", "where's ... to", "gud maanin", "weh", "dehn", "da", "unu", "yu noh", "bey", "dem",
"'bout", "ya hear", "hon", "mad papers", "deadass", "fuhgeddaboudit", "on line", "hella", "dude", "bai", "gyaff",
"pon"); hashtags ("#phdlife #help", "#reviewer2"); a URL-like token ("wiki.mylab.org/reading", "news.example.com");
a word doubled by a typo ("each of of those", "all the the research"); a numbered list of wishes where only one is
for the bot ("1. coffee 2. a week off 3. ..."); a greeting and a sign-off in one turn ("Hi again! ... Thanks, bye!");
caps lock left on ("wHAT DID EACH OF THOSE PAPERS FIND? sorry, caps lock"); and a second line that edits the first
("...\nedit: one line each is plenty"). These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh30".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Pots are drying before they go in the kiln. While I wait: what did each of those papers find?",
    "Twenty minutes at the depot before the N29 goes out again. Run through those papers - what did each one find?",
    "Letting the varnish cure on a violin back. Go through those papers one at a time - what does each conclude?",
    "Finished racking the barrels for today. Summarise each of the papers you listed, would you?",
    "Plough's parked up till the next snow warning. What's each of those papers about, one by one?",
    "Support act's on and the levels are set. Take me through those papers - each one's main finding.",
    "Pinning a hem, mouth full of pins, typing one-handed: what did each of those papers show?",
    "Buckets filled, stems cut, shop doesn't open till eight. What did every paper on that list conclude?",
    "Pool's closed for the lunch clean. Give me the findings of those papers, one paper at a time.",
    "Dough's proving, I've got forty minutes. What did each of the papers you listed find?",
    "Alright my babber? Gert good list, that. What did each of they papers find, then?",
    "Gud maanin! Weh each one a dehn papers find? Tell mi one by one, yu noh.",
    "Bey, dat's a long list. Wha' each of dem papers find? One at a time, ya hear?",
    "Hon, that's a nice list. Now what'd each of them papers find? Go one by one.",
    "Mad papers there. So what'd each one of those find? Deadass, one at a time.",
    "Hella long list, dude. Can you go through those papers and say what each one found?",
    "No gyaff now, bai - what did each of those papers find?",
    "What did each of those papers find? #phdlife #help",
    "Pasting this into our lab wiki (wiki.mylab.org/reading) - so what did each of those papers find?",
    "Can you go through each of of those papers and say what each one found?",
    "Things I want today: 1. coffee 2. a week off 3. what each of those papers found. Only 3 is up to you.",
    "Hi again! What did each of those papers find? Thanks, bye!",
    "wHAT DID EACH OF THOSE PAPERS FIND? sorry, caps lock",
    "what did those papers find, each of them\nedit: one line each is plenty",
]

FILTER = [
    "Which of those papers are on {X}? Those go in the kiln; the rest back in the reclaim bucket.",
    "Which of those papers are about {X}? Only those get a seat on the night bus.",
    "Of those papers, which ones deal with {X}? Only those get strung up; the rest stay on the bench.",
    "Which of those papers cover {X}? Just those barrels - leave the rest in the cellar.",
    "Which of those papers touch on {X}? Clear just those; the side roads can wait.",
    "Which of those papers are on {X}? Push those faders up and mute the rest.",
    "Of the papers you listed, which concern {X}? Pin those; the rest go back on the bolt.",
    "Which of those papers are about {X}? Only those go in the bouquet.",
    "Which of those papers deal with {X}? Just those in my lane, everyone else out of the pool.",
    "Which of those papers involve {X}? Only those go in the oven; the rest can keep proving.",
    "Which of they papers is on {X}? Gert helpful if you just show I they.",
    "Which one a dehn papers da about {X}? Just dehn one, mi noh need di res.",
    "Bey, which of dem papers 'bout {X}? Just dem, ya hear?",
    "Which of them papers are on {X}, hon? Just those ones.",
    "Which of those are about {X}? Just those - the rest, fuhgeddaboudit.",
    "Which of those papers are about {X}? Just those - the rest are hella off-topic.",
    "Bai, which of dem papers deh pon {X}? Just dem.",
    "Which of those are about {X}? #justthose",
    "Which of those papers are on {X}? Just those, going on our group page (mylab.example.edu/reading).",
    "Which of those papers are are about {X}? Only those.",
    "Wishes: 1. a bigger grant 2. fewer emails 3. only the papers on {X} from that list. Can you do 3?",
    "Hey! Which of those papers are on {X}? Cheers, bye for now!",
    "wHICH OF THOSE PAPERS ARE ABOUT {X}? ugh, caps lock",
    "which of those papers cover {X}\nedit: only those ones, drop the rest",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Put the {ord} paper on the wheel for me: what's that one about?",
    "The {ord} paper's my next stop. Tell me more about it.",
    "Alright my babber, what's the {ord} paper about, then?",
    "tELL ME MORE ABOUT THE {ord} PAPER - caps lock, sorry",
    "Hi! More on the {ord} paper, please. Thanks, bye!",
    "The {ord} paper #curious - what's that one about?",
    "Pull the {nth} paper out of the rack like a barrel for tasting: what's in that one?",
    "Hon, the {nth} one - what's that about?",
    "the {nth} paper\nedit: tell me more about that one",
    "Tell me about the the {nth} paper in more detail.",
    "Paper [{n}] - turn that one up in my monitor. What's it about?",
    "Wha' paper {n} 'bout, bey? Tell me more.",
    "Paper [{n}], deadass - what's that one about?",
    "Wishlist: 1. sleep 2. paper [{n}] explained 3. a pay rise. Number 2, please.",
    "Tell me more about {title}; I'll read up on it while the next batch proves.",
    "Tell me more about {title}, bai.",
    "{title} - I saw it on scholar.example.org but couldn't open it. What's it about?",
    "The {author} paper: pin that one on the dummy and tell me more about it.",
    "Tell mi more bout di {author} paper, yu noh.",
    "Take that paper off the bench and string it up: explain it in more detail.",
    "Clear a wider path through that paper - more detail, please.",
    "Give that paper a full arrangement, not a single stem: tell me more about it.",
    "Dive deeper into that paper for me - more on it, please.",
    "That paper's hella interesting. Tell me more about it.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who wrote it? I sign the base of every pot, so I like to know."),
    ("authors", "Who wrote each of dem papers, bey?"),
    ("authors", "authors of those papers? #askingforafriend"),
    ("year", "What year did it come out? We chalk the vintage on every barrel."),
    ("year", "When were those papers published, hon? Just the years."),
    ("year", "wHAT YEARS WERE THOSE PAPERS PUBLISHED? sorry, caps"),
    ("datasets", "What data did it use? Like checking what's plugged into each channel."),
    ("datasets", "What data did it use, my babber?"),
    ("datasets", "Hi! Which datasets were those studies based on? Thanks, bye!"),
    ("results", "What did it find? Quick, the next bus is due out."),
    ("results", "Weh it find? Tell mi quick, yu noh."),
    ("results", "what did those studies find\nedit: just the headline results"),
    ("numbers", "How many people did it study? I count stems by the dozen."),
    ("numbers", "How many people were in each of those studies, bai?"),
    ("numbers", "Three wishes: 1. a snow day 2. the sample sizes of those studies 3. a new plough. Only 2 is yours."),
    ("limitations", "Where's it weak? Every seam has a spot that gives first."),
    ("limitations", "What are its limitations, deadass?"),
    ("limitations", "What are the weaknesses of those studies? #reviewer2"),
    ("venue", "Which journal did it come out in? Asking from the lifeguard chair."),
    ("venue", "Which journal was it in, dude?"),
    ("venue", "Which journals were those papers in? (I'll look them up on journals.example.org)"),
    ("code", "Did it share its code? I like to see how an instrument's built inside."),
    ("code", "Did any a dehn papers share di code?"),
    ("code", "Did any of of those papers share their code?"),
    ("funding", "Who paid for it? Flour's not free, so I always ask."),
    ("funding", "Who paid for those studies? Asking while the gritter refills."),
]

AREA = [
    "Not one bowl, the whole kiln load: what does all the research on {X} in the collection say?",
    "The whole route, every stop: summarise what all your papers say about {X}.",
    "Not one string, the whole instrument: what's the overall picture on {X} across the collection?",
    "The whole cellar, not one bottle: what does the research on {X} say overall?",
    "Every road in the county, not just my street: what does the collection say about {X} as a whole?",
    "The full mix, not one channel: give me an overview of what all the papers say on {X}.",
    "The whole garment, not one seam: what's the overall take on {X} across all the papers?",
    "The whole shop window, not one stem: what does the collection say about {X} overall?",
    "The whole pool, every lane: what does all the research you have on {X} say?",
    "The whole batch, not one loaf: summarise the collection's research on {X}.",
    "Gert big ask: what does all the research on {X} in the collection say, overall?",
    "Weh all di papers bout {X} seh? Di whole collection, noh wan one.",
    "Bey, what all de research on {X} sayin', overall? De whole collection.",
    "Hon, give me the big picture on {X} - everything in the collection, not just one paper.",
    "I'm standing on line for coffee, so sum it up: what's all the research on {X} say, across the collection?",
    "Hella broad question: what does all the research on {X} in the collection say, overall?",
    "Bai, wha' all de papers on {X} seh, overall? De whole collection.",
    "overview of all the research on {X} across the collection #litreview",
    "For our lab page (mylab.example.edu/topics): what does the research in the collection say overall about {X}?",
    "What does all the the research on {X} say, overall, across every paper?",
    "Today's list: 1. win the lottery 2. a summary of all the research on {X} in the collection 3. sleep. Just 2.",
    "Morning! Big picture on {X} across the whole collection, please. Ta, bye!",
    "sUMMARISE ALL THE RESEARCH ON {X}, THE WHOLE COLLECTION. caps lock again, sorry",
    "what does the collection say about {X}\nedit: overall, across every paper, not one",
]

NEW_TOPIC = [
    "New lump of clay on the wheel: find me papers on {X}.",
    "Changing routes: have you got papers on {X}?",
    "Different instrument on the bench now. Any papers on {X}?",
    "New vintage, new topic: papers on {X}?",
    "Next road on the gritting run: search for papers on {X}.",
    "Changeover, new band on stage: find papers on {X}.",
    "New pattern on the table: have you got papers on {X}?",
    "Fresh delivery, different flowers: any papers on {X}?",
    "Whistle's blown, everyone out - new session: papers on {X}?",
    "Next batch, different bread: find me studies on {X}.",
    "Different topic: where's the papers on {X} to, then?",
    "Difran topic now: unu got any papers bout {X}?",
    "Bey, new topic: you got any papers on {X}?",
    "Something else, hon: any papers on {X}?",
    "Forget that, new thing: you got papers on {X}? Deadass asking.",
    "Switching gears hella hard: papers on {X}?",
    "Bai, different ting now: you got papers on {X}?",
    "new search: papers on {X} #newtopic",
    "Saw something on news.example.com this morning. Have you got papers on {X}?",
    "Different topic: any papers papers on {X}?",
    "Wishes: 1. a sunny weekend 2. papers on {X} 3. a working printer. Only 2 is yours.",
    "Hello again! Papers on {X}, please - a new search. Thanks, bye!",
    "nEW TOPIC: PAPERS ON {X}? sorry, caps lock",
    "different topic, papers on {X}\nedit: a new search, not those ones",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
