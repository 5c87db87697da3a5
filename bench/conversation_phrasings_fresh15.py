"""The fifteenth fresh held-out phrasings of `litchat bench conversations` (issue #18, round 17): same shapes and
placeholders as bench/conversation_phrasings_fresh14.py ({X} a topic, {ord} an ordinal word or "last", {nth} the same
place written short ("2nd", "3rd", or "last"), {n} a citation number, {title} a paper's short name or title,
{author} its first author's surname; an attribute phrasing is (attribute, text) and says "it" or "its" only when it
means the paper in focus; a reference phrasing without a placeholder points at the paper in focus).

Written on 2026-12-06 before the seventeenth round of tuning and before running the benchmark on them (fresh14 is
tuning data from round 17 on), without reading the interpreter's rules or the earlier rounds' misses first. Written in
styles the earlier sets do not use: terse lab-notebook notes ("re: prev list ->", "TODO: ..."), questions with
parenthetical citations ("(see [2])", "(the one you cite as [{n}])"), numbered requests ("1) ... 2) ..."), polite
British academic English ("I wonder whether you might ...", "Would you be so kind as to ..."), English as Chinese,
Hindi, Russian and Japanese speakers often write it ("Please kindly explain", "do the needful", "What is the main idea
of this paper?", "Please tell me these papers' content one by one", "I want to know about"), markdown in the message
(bullets, **bold**, `code`), quoted titles, messages that carry a second request alongside the act ("... and keep it
short"), and long context-then-question messages. These lists are never tuned on and never copied into
rag.answer.conversation's exemplars; the benchmark reports them as "fresh15".
"""
from __future__ import annotations

FOLLOW_UP = [
    "re: prev list -> need 1-2 lines per paper",
    "TODO: understand what each of the above papers does. Help?",
    "Please kindly explain each of these papers in detail.",
    "Kindly elaborate on the above papers, what they have done.",
    "Please tell me these papers' content one by one.",
    "I want to know more detail about these papers. What is the main idea of each?",
    "Could you please describe these articles more detailed? I don't understand fully.",
    "I wonder whether you might say a little more about each of the papers you have just mentioned.",
    "Would you be so kind as to expand on the studies listed above?",
    "1) summarise each paper above 2) one sentence each is fine",
    "- paper by paper\n- what they did\n- what they found",
    "**More detail** on the papers you just listed, please.",
    "Re the sources (see [1], [2] etc. above): what does each of them actually argue?",
    "I'm preparing slides for a group meeting on Thursday and my supervisor asked me to present the papers that came "
    "up in this chat, so I need to understand them properly. Could you go through them one at a time and explain "
    "what each one does?",
    "Thanks — that's helpful. Could you now elaborate on each of those, and keep it fairly short?",
    "Elaborate on the above, one bullet per paper.",
    "these ones — methods? main point? (each)",
    "Sorry, I didn't quite follow. Could you explain those papers again in simpler terms?",
    "What does each of the cited works (the ones in your answer) contribute, in brief?",
    "cont. — say more about every paper in that answer",
]

FILTER = [
    "re: prev list -> only those on {X}",
    "Of the papers above (see [1]–[5]), which are about {X}?",
    "Please kindly tell which of these papers are related to {X}.",
    "In these papers, which one is about {X}? If no one, please tell me.",
    "Among the above articles, which ones research {X}?",
    "I wonder whether any of the papers you have just mentioned address {X} at all?",
    "Would you be so kind as to indicate which of those studies concern {X}?",
    "1) which of the listed papers deal with {X}? 2) just the titles please",
    "- filter: {X}\n- from: the list above",
    "Which of the papers above are about **{X}**?",
    "Among those, any on `{X}`?",
    "My project is about {X} specifically, so most of what you listed is probably not relevant to me; could you pick "
    "out the ones from that list that actually are about {X}, if there are any?",
    "Of the ones you just cited, which concern {X}? (Say so if none do.)",
    "subset re {X} pls — from the above only",
    "Which among these are on {X}, and which aren't?",
    "Is any one of these papers about {X}? Or nothing?",
    "Please show only the papers related with {X} from above list.",
    "from your answer: {X}-related ones only",
    "Do any of the works you just listed look at {X}? Happy to hear 'none'.",
    "Restrict the previous results to {X}.",
]

REFERENCE = [  # {ord}, {nth}, {n}, {title} or {author}; the last ones point at the paper in focus
    "re: {ord} paper -> details?", "(see [{n}]) — what is this one about?", "Please kindly explain paper [{n}].",
    "What is the main idea of the {ord} paper?", "I want to know about the {ord} article more.",
    "I wonder whether you might say a little more about the {ord} study.",
    "Would you be so kind as to summarise [{n}] for me?", "1) the {nth} paper 2) what does it do",
    "**{nth} paper** — more please", "Tell me about \"{title}\".", "What's the gist of '{title}'?",
    "The {title} one (you cite it above) — what did it find?",
    "Please explain the paper of {author} in detail.", "{author} et al. — what did they do?",
    "I'm thinking of citing the {ord} paper in my introduction, but before I do I want to be sure I understand its "
    "argument. Could you describe it in a bit more depth?",
    "Could you expand on [{n}], and keep it brief?",
    "Please explain more about this paper.", "What is the main idea of it?",
    "this one — more detail", "I wonder whether you might elaborate on that particular paper a little further.",
]

ATTRIBUTE = [  # (attribute, phrasing): "it"/"its" means the paper in focus, otherwise the previous answer's papers
    ("authors", "authors of the above?"), ("authors", "Please tell me who is the author of it."),
    ("authors", "Would you be so kind as to list the authors of those papers?"),
    ("year", "pub. years (above list)"), ("year", "In which year it was published?"),
    ("year", "When were the studies above published, roughly?"),
    ("datasets", "Which dataset these papers have used?"), ("datasets", "dataset(s) used in it?"),
    ("datasets", "I wonder whether you might tell me which datasets the papers above rely on."),
    ("results", "1) main results of each paper above 2) in one line each"),
    ("results", "What is the main result of it?"), ("results", "Please kindly share the findings of these papers."),
    ("numbers", "n = ? (for each of the above)"), ("numbers", "What is the sample size in it?"),
    ("limitations", "What are the shortcomings of the above studies?"),
    ("limitations", "Does it have any limitations? Please tell."),
    ("venue", "**Venue** of each paper above?"), ("venue", "In which journal it was published?"),
    ("code", "Is the code of these papers available?"),
    ("funding", "I wonder whether you might tell me how the studies above were funded."),
]

AREA = [
    "overview: {X} (whole corpus, not just above)",
    "TODO: lit summary on {X} — everything in the collection",
    "Please kindly give a summary of the research on {X} overall.",
    "I want to know the whole research situation about {X}.",
    "Please tell me generally what the papers say about {X}.",
    "I wonder whether you might give me an overview of the literature on {X} as a whole.",
    "Would you be so kind as to summarise the body of work on {X} in the collection?",
    "1) overview of {X} research 2) main open questions",
    "- topic: {X}\n- scope: all papers\n- want: summary",
    "**Summary of the field**: {X}",
    "What is the current understanding of {X}, across all papers you have?",
    "I'm a first-year PhD student and my supervisor has just told me my project will involve {X}, which I know "
    "nothing about, so before our next meeting I'd like a broad overview of what the research in the collection "
    "says about it.",
    "Leaving aside the papers above, how would you summarise the {X} literature overall?",
    "Big-picture summary of {X}, and keep it short.",
    "What are the main findings on {X} in general (not only the cited ones)?",
    "Please give me overall view of {X} studies.",
    "literature review: {X}",
    "Can you synthesise the collection's research on {X}?",
    "Where does the field stand on {X}, broadly?",
    "Take a step back: what does all the work on {X} add up to?",
]

NEW_TOPIC = [
    "new q: {X}", "TODO: find papers on {X}", "Please kindly share papers about {X}.",
    "I want to know about {X}. Which papers are there?", "Now I want to ask another question: papers of {X}?",
    "I wonder whether you have anything on {X}?", "Would you be so kind as to find papers on {X}?",
    "1) find papers on {X} 2) list them with a line each", "- new topic\n- {X}\n- relevant papers?",
    "**New question:** papers on {X}?", "Changing the subject entirely — anything on `{X}`?",
    "On a different note, my colleague is working on {X} and asked me whether there is anything relevant in this "
    "collection. Could you check?",
    "Unrelated to the above: {X}?", "Let us move on. What papers are there on {X}?",
    "Also, separately, is there research on {X}?", "Please search {X} related papers.",
    "Moving on to {X} — what's there?", "Other topic. {X}. Papers?",
    "What about {X}? Any studies?", "Right, a different question: which studies address {X}?",
]

ACTS = {"follow_up": FOLLOW_UP, "filter": FILTER, "reference": REFERENCE, "attribute": ATTRIBUTE, "area": AREA,
        "new_topic": NEW_TOPIC}
