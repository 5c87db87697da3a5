"""The forty-first fresh held-out phrasings of `litchat bench conversations` (issue #18, round 43): same shapes and
placeholders as bench/conversation_phrasings_fresh40.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-08 before the forty-third round of tuning and before running the benchmark on them (fresh40 is
tuning data from round 43 on), blind: without reading the interpreter's rules, the act reader's exemplars or the
earlier rounds' misses and results first. About half are plain turns a dietitian preparing a clinic handout, a
software engineer evaluating a method, a policy analyst briefing a parliamentary committee, a high-school debate
coach, a physiotherapist, a translator, a clinical trial coordinator or a retired hobbyist would type, in contexts the
earlier sets do not use (a handout for patients, a pipeline at work and a separate ticket, the committee clerk and the
terms of reference, Saturday's motion and the debaters, rehab clients, a translator's note, recruitment for a trial),
in shapes they do not use: a question then a "because" ("... ? Because I'm translating the abstracts ..."),
past-tense politeness ("I was wondering if you could ..."), a turn opening on its topic as a fragment ("Findings.
That's what I'm missing ...", "{X}. Which of the papers you just listed ..."), a request inside a hypothetical ("Say
I had two minutes to brief my team ...", "If I only had room for ..."), a comparison with an earlier answer ("Like
you did with the titles, but ..."), a double negative ("I'm not saying the list isn't useful, but ..."), a turn that
answers its own question first ("They probably all found roughly the same thing, I suppose - but ..."), a rhetorical
opener ("Here's the thing: ..."), a request tied to the last turn with "also" or "too", and a greeting and sign-off
around the request ("Hiya, me again! ... Thanks a million."). The other half are registers the earlier sets do not
use: a beekeeper ("smoker's lit and the supers are off", "capped frames for the extractor", "the whole hive, not one
bee", "honey's extracted and jarred"), a baker ("dough's proving in the bannetons", "back in the dough tub", "you
can't judge a loaf by one slice", "cooling on the racks"), a tailor ("pattern pieces chalked on the cloth", "basted
into the jacket", "the offcut bag", "how the whole thing hangs, never mind one seam"), a brewer ("wort's on the
rolling boil", "racking off and leaving the sediment", "the whole batch, not one pint", "the airlock's bubbling"), a
plasterer ("scratch coat's on", "on the hawk", "the whole ceiling under a low light, not one patch"), an orchardist
("scions wrapped in damp sacking", "pruning time", "where the union can fail", "that row's grafted, waxed and
staked"); Irish, Jamaican, New Zealand (Kiwi) and Filipino English ("grand", "so", "would you ever", "fair play",
"sure look", "them ones"; "bless up", "di", "dem", "wha", "a talk bout", "nuh", "mi", "pon", "a next ting"; "sweet
as", "chur", "bro", "eh", "yeah nah", "chuck us", "heaps"; "po", "naman", "lang", "ha", "okay na"); and two typing
habits: no space after punctuation ("ok,got the list.now,what did each of those papers find?") and a whole turn as
one lowercase run-on joined with "and" ("ok so i've got the list and i've read the titles and now ..."). These lists
are never tuned on and never copied into rag.answer.conversation's exemplars; the benchmark reports them as
"fresh41".
"""
from __future__ import annotations

FOLLOW_UP = [
    "Smoker's lit and the supers are off the hive, so I've a minute before I check the brood frames. What did each of "
    "those papers find?",
    "Dough's proving in the bannetons for another hour. What did each of those papers come up with?",
    "Pattern pieces are chalked on the cloth and the client's not in for her fitting till four. What was the main "
    "finding of each of those papers?",
    "Wort's on the rolling boil and the next hop addition isn't for forty minutes. Go through those papers and tell me "
    "what each one found.",
    "Scratch coat's on and has to go off before I can float it. What did each of those papers conclude?",
    "Scions are cut and wrapped in damp sacking, rootstocks heeled in. Tell me what each of those papers showed.",
    "Ah that's a grand list, fair play. Would you ever tell me what each of those papers found?",
    "Bless up fi di list. Now wha each a dem papers find? Tell mi one by one.",
    "Chur, sweet as list, bro. What did each of those papers find, eh? Don't need heaps, just the gist.",
    "Thank you po for the list. Can you tell me what each paper found naman? One by one lang.",
    "ok,got the list.now,what did each of those papers find?one line each.",
    "ok so i've got the list and i've read the titles and now i need to know what each of those papers actually found "
    "and a line for each is fine",
    "I'm turning these into a clinic handout for patients. What did each of those papers find, in plain words?",
    "I'm evaluating whether to adopt this for our pipeline at work. What did each of those papers report?",
    "The committee clerk needs my briefing by Thursday and these are the sources. What did each of those papers find?",
    "My debaters will be quoting these on Saturday. What did each of those papers find?",
    "Can you tell me what each of those papers found? Because I'm translating the abstracts and I want to be sure I've "
    "understood them.",
    "I was wondering if you could go through those papers one at a time and say what each of them found.",
    "Findings. That's what I'm missing from those papers - what did each one show?",
    "Say I had two minutes to brief my physio team on those papers - what did each one find?",
    "Like you did with the titles, but with the findings this time: what did each of those papers find?",
    "I'm not saying the list isn't useful, but it doesn't tell me what each of those papers found. Can you?",
    "They probably all found roughly the same thing, I suppose - but what did each of those papers actually find?",
    "Here's the thing: I can't do much with a list of titles. What did each of those papers find?",
]

FILTER = [
    "Like pulling the capped frames for the extractor: which of those papers are about {X}? The rest go back in the "
    "hive.",
    "Which of those papers deal with {X}? Those get shaped and go in the oven; the rest go back in the dough tub.",
    "Which of those papers cover {X}? Those get basted into the jacket; the rest go in the offcut bag.",
    "Racking off the good beer and leaving the sediment behind: which of those papers involve {X}?",
    "Only the papers on {X} go on the hawk - which of those are they? Leave the rest in the bucket.",
    "Pruning time: which of those papers touch on {X}? Those branches stay; the rest go on the bonfire.",
    "Which of those papers are about {X}, so? Only them ones - the rest are no use to me.",
    "Which a dem papers a talk bout {X}? Just dem one deh mi want.",
    "Yeah nah, I don't need the whole lot, bro. Which of those papers are on {X}, eh?",
    "From those papers po, which ones are about {X}? Only those ones lang, thank you.",
    "ok.of those papers,which are on {X}?just those.",
    "so out of that list i only want the ones about {X} and can you tell me which they are and leave the rest out",
    "The handout is only about {X}. Which of those papers can I use for it?",
    "Our system only has to handle {X}. Which of those papers are relevant to that?",
    "The committee's terms of reference are limited to {X}. Which of those papers fall within them?",
    "Our side of Saturday's motion rests on {X}. Which of those papers are about that?",
    "I was wondering whether any of those papers were about {X} - and if so, which?",
    "Which of those papers are about {X}? Because that's the only part my rehab clients will care about.",
    "{X}. Which of the papers you just listed are about that?",
    "If I only had room for the papers on {X}, which of those would make the cut?",
    "Same list as before, but narrowed down, like a search within the results: which of those are about {X}?",
    "I don't need the ones that aren't about {X}. So which of those papers are?",
    "Thanks. Also, of those papers, which ones are about {X}?",
    "Hiya, me again! Which of those papers are on {X}? Thanks a million.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "Lid's back on the hive and I'm out of the veil. What's the {ord} paper about?",
    "Loaves are scored and in the oven for forty minutes, so talk me through the {ord} paper.",
    "Grand so. And the {ord} paper - what's that one about at all?",
    "The {ord} paper might suit my clinic handout. What's it about?",
    "I was wondering if you could tell me a bit more about the {ord} paper?",
    "ok,thanks.the {ord} paper,what's it about?",
    "Client's due for a fitting in ten minutes. Meanwhile, the {nth} paper - what's in it?",
    "Di {nth} paper, wha it a talk bout? Tell mi more nuh.",
    "The {nth} paper sounds like something we could actually ship. What's it about?",
    "The {nth} paper is probably the strongest one, I'd guess - but what's it actually about?",
    "Mash is resting for an hour. What's paper [{n}] about?",
    "Paper [{n}] looks sweet as, bro. What's it about, eh?",
    "The committee clerk flagged paper [{n}] for the briefing note. What's it about?",
    "right so paper [{n}] looks interesting and i'd like to know what it's about and how they did it",
    "Ceiling's skimmed and I'm waiting for it to go off. What's {title} about, then?",
    "How about {title} po? Can you tell me more about it?",
    "I've been asked to translate the abstract of {title}. Before I start, what's it about?",
    "Grafting knife's sharpened and the scions are ready. Now, the {author} paper: what's that one about?",
    "What's the {author} paper about? Because my debate team keeps quoting it and I've never read it.",
    "That colony's requeened and settling in. Tell me more about that study - how did they run it?",
    "Casks are racked and conditioning in the cellar. I'd like more on that paper.",
    "I might change how I rehab knees because of that study. Tell me more about it - how was it done?",
    "Say I had to defend that study in front of a sceptical ethics committee - what more should I know about it?",
    "That one you just described - could you go into it a bit more too? How it was done, who took part.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "Who are the authors on it? Every jar I sell says which apiary it came from."),
    ("authors", "Who wrote those papers, bro? Chuck us the names, eh."),
    ("authors", "My debaters lose points if they can't name the authors: who wrote those papers?"),
    ("year", "When did it come out? I write the date on every tub of starter, and I like to know how old things are."),
    ("year", "Wha year dem papers come out? Tell mi di year fi each one."),
    ("year", "I was wondering what year each of those papers came out."),
    ("datasets", "Where did its data come from? A suit's only as good as the cloth, and I want to know the cloth."),
    ("datasets", "Who were the participants in it - athletes, older adults, post-surgery patients? I need to know what "
     "data it's based on before I use it with my clients."),
    ("datasets", "What datasets did those papers use po? For my reference lang."),
    ("results", "Gravity reading's done and I've a minute - what did it find in the end?"),
    ("results", "Go on so, what did it find in the end? Don't be keeping me in suspense."),
    ("results", "They probably found nothing conclusive - these things rarely do. But what did those studies actually "
     "find?"),
    ("numbers", "How many people were in it? I measure every wall before I mix a bag, so I like a figure."),
    ("numbers", "how many people took part in those studies?a rough number for each is fine."),
    ("numbers", "I'm planning recruitment for our own trial: how many participants did each of those studies enrol?"),
    ("limitations", "Where's it weakest? Every graft has a spot where the union can fail."),
    ("limitations", "Here's the thing: a handout is only as good as its weakest source. What are its limitations?"),
    ("limitations", "I'm not saying those studies aren't any good, but what are their limitations?"),
    ("venue", "Where was it published, eh? Chur, just the journal's name is sweet."),
    ("venue", "Which journal did it appear in? I need the name for the translator's note at the foot of the page."),
    ("venue", "ok and where were those papers published and which journal was each one in and that's all i need for "
     "now"),
    ("code", "Is its code out there anywhere? I hand a bit of my starter to anyone who asks, and I'd hope scientists "
     "are as generous."),
    ("code", "Di papers dem share dem code or nah?"),
    ("code", "Before I prototype anything: did those papers release their code, and under what licence?"),
    ("funding", "Who funded it? The committee will want any conflicts of interest declared."),
    ("funding", "And who funded those studies, too? I'd like to know if any industry money was involved."),
]

AREA = [
    "One bee tells you nothing; it's the whole hive that matters. So what does the collection as a whole say about "
    "{X}?",
    "You can't judge a loaf by one slice. Give me the whole loaf: what's the overall picture on {X} across the "
    "collection?",
    "A suit's judged by how the whole thing hangs, never mind one seam. Summarise what all the papers in your "
    "collection say about {X}.",
    "I taste the whole batch, not one pint off the top. What does all the research on {X} in the collection add up to?",
    "Step back and look at the whole ceiling under a low light, not one patch: give me an overview of every paper in "
    "the collection on {X}.",
    "An orchard's judged by the whole crop, not one tree. What does the entire collection say about {X}?",
    "Would you ever give me the gist of what the whole collection says about {X}? Sure look, all of the papers, not "
    "just a few.",
    "Wha di whole collection seh bout {X}? All a di papers dem, nuh just one.",
    "Yeah nah, not just one paper, bro - what does the whole collection say about {X}? Give us the big picture.",
    "Can you give me the overview po of what all the papers in the collection say about {X}? Not just one paper ha.",
    "ok,different question.across the whole collection,what does the research say about {X}?",
    "so i was thinking and i want the whole collection not just that list and what all the papers say about {X} and "
    "whether they agree",
    "I'm putting together a clinic handout on {X}. What does the whole collection say, across all the papers?",
    "We're deciding whether to build on {X} at work. Across every paper in the collection, what's the overall picture?",
    "The select committee wants a neutral summary of the evidence on {X}. What does the collection as a whole say?",
    "This weekend's motion is about {X} and my debaters need the evidence on both sides. What does the whole "
    "collection say?",
    "Can you summarise everything the collection has on {X}? Because one study on its own won't convince anyone.",
    "I was wondering whether you could give me an overview of what all the papers in the collection say about {X}.",
    "Like you did for that list, but across the whole collection this time: what does all of it say about {X}?",
    "I think the research on {X} is mostly positive, but I'm not sure - what does the whole collection actually say?",
    "If I were writing a one-page briefing on {X} from everything in the collection, what would it say?",
    "It's not that I don't trust the list you gave me, but I want the whole collection's view on {X}, not a handful "
    "of papers.",
    "Here's the thing: one paper is an anecdote. What does the collection as a whole say about {X}?",
    "Morning! Quick one before my shift: an overview of what the whole collection says about {X}, please. Cheers.",
]

NEW_TOPIC = [
    "Honey's extracted and jarred. Different question altogether now: any papers on {X}?",
    "Last batch is cooling on the racks. Something else entirely: find me papers on {X}.",
    "That suit's pressed and hanging up for collection. Next commission's nothing like it: have you got papers on "
    "{X}?",
    "That brew's in the fermenter and the airlock's bubbling. New recipe: search for papers on {X}.",
    "That ceiling's set and I've washed the hawk and trowel. Different job tomorrow: what papers have you got on {X}?",
    "That row's grafted, waxed and staked. Moving on to another orchard: find me studies on {X}.",
    "Grand, that's that sorted so. Would you ever look up something different for me - papers on {X}?",
    "Aight, dat done. Mi have a next ting now: yuh have any papers pon {X}?",
    "Sweet as, that's sorted. Different thing now, bro: got any papers on {X}?",
    "Okay na po, thank you. Another topic naman: do you have papers about {X}?",
    "thanks,that's enough on that.new topic:papers on {X}?",
    "ok that's all good and i've got what i needed on that and now i want something totally different and that's "
    "papers on {X}",
    "My next clinic handout is on a completely different subject. Papers on {X}, please.",
    "Separate ticket, unrelated to the last one: can you find me papers on {X}?",
    "The committee's next inquiry is on something else entirely. Have you got papers on {X}?",
    "Next week's motion is on a different subject altogether. Find me papers on {X}.",
    "Could you search for papers on {X}? Because that's my next topic, and it has nothing to do with the last one.",
    "I was wondering if you had anything on {X}? It's a separate question from before.",
    "{X}. Different subject from before - search for papers on it, please.",
    "If I asked you to start over on a fresh topic, say {X}, what papers would you find?",
    "Like you did for the last topic, but for {X} this time: find me the papers.",
    "Not that the last answer wasn't useful, but I need something unrelated now: papers on {X}.",
    "You've probably not got much on {X}, I'd guess, but could you run a new search for papers on it anyway?",
    "Hi again! Fresh question, unrelated to the last one: any papers on {X}? Thanks so much.",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
