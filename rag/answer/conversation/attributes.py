"""The attributes a turn may ask of the papers in focus (authors, year, venue, datasets, results, numbers,
limitations, funding, code), their cues and the words that only ask for one (split from ``acts``, round 12 of issue
#18, which was at its line limit)."""
from __future__ import annotations

import re

from rag.answer.intent import asks
from rag.retrieval.text import content_terms

ATTRIBUTE_CUES: dict[str, re.Pattern] = {
    "funding": re.compile(r"\b(fund(?:ed|ing|ers?)|grants?|sponsor\w*|financ(?:ed|ing|ial support)|conflicts? of "
                          r"interests?|competing interests?|paid for)\b", re.I),
    "code": re.compile(r"\b((?:source )?code|implementations?|software|repositor(?:y|ies)|repos?)\b[^?]{0,30}\b(?:available|"
                       r"released?|public(?:ly)?|shar(?:e|ed|ing)|open|online)\b|\b(?:release|share|publish|open-source|put|post|upload|host)\w*\s+(?:the |their |its |"
                       r"any )?(?:source )?code\b|\bgithub\b|"
                       r"^\W*(?:the |any )?(?:source )?code\s+(?:for|of|from)\s+(?:each|every|all|those|these|them|it)\b", re.I),
    "authors": re.compile(r"\b(who (?:wrote|authored|are the authors|is the author|were the authors|did (?:it|this|"
                          r"that|these|them|those)|was (?:it|this) by|are (?:they|the people|the researchers)|"
                          r"is behind|'?s behind|worked on)|authors?|authored|written by|wrote|writers?|researchers "
                          r"behind|people behind|team behind|(?:labs?|groups?|teams?|institutions?|universities) (?:are |is |were |was )?"
                          r"behind|whose (?:work|paper)|by whom)\b", re.I),
    "year": re.compile(r"^\W*(?:publication )?(?:years?|dates?)\W*$|\b((?:what|which) years?|when (?:was|were|did|is|are)|how (?:old|recent|new)|publication "
                       r"(?:date|year)|year(?:s)? (?:of|was|were|published)|dated?|published when|come out|came out|"
                       r"released|what date|(?:from|in|within|over|during) the (?:last|past) (?:(?:few|couple(?: of)?|several|\d+|two|"
                       r"three|five|ten) )?(?:years?|decades?))\b", re.I),
    "venue": re.compile(r"\b(venues?|conferences?|journals?|proceedings|workshops?|where (?:was|were|did|is|are)"
                        r"[^?]{0,30}(?:published|appear|presented|come out)|published (?:in|at|where)|appeared? "
                        r"(?:in|at)|outlets?)\b", re.I),
    "datasets": re.compile(r"\b(data ?sets?|data (?:do|did|does|were|was|are|is|they|it)|which data|what data|"
                           r"corpora|corpus they|benchmarks? (?:do|did|does|were|was|are|is|they|it|used)|"
                           r"evaluat\w* (?:on|against|with)|tested on|trained on|training data|test data|"
                           r"cohorts?|samples?|participants|subjects)\b", re.I),
    "numbers": re.compile(r"\b(numbers|number(?!\s*\[?\d)|figures?|how (?:much|many|large|big|well)|percent(?:age)?s?|by how much|"
                          r"quantitative|statistics|stats|metrics?|scores?|accuracy|magnitude|effect sizes?|"
                          r"numerical|exact values?|p[\- ]?values?|confidence intervals?|standard (?:deviations?|errors?)|"
                          r"(?:odds|hazard|risk) ratios?|(?:statistical(?:ly)? )?significan(?:ce|t)|error bars?)\b|%", re.I),
    "limitations": re.compile(r"\b(limitations?|limits|weakness(?:es)?|drawbacks?|shortcomings?|caveats?|downsides?|"
                              r"flaws?|problems? (?:with|remain\w*)|remaining (?:problems?|issues?|challenges?)|what remains|issues? with|weak points?|weakest|what (?:is|are) missing|fall short|"
                              r"fail(?:s|ed)?|cons\b|open problems?|future work|don'?t (?:cover|address|handle))\b",
                              re.I),
    "results": re.compile(r"\b(results?|findings?|(?:what|did|do|does) (?:\w+ ){0,3}(?:find|found|show|shown)|"
                          r"conclu\w+|outcomes?|achiev\w*|"
                          r"performance|perform|take-?aways?|(?<!to )learn(?:ed|t)?|demonstrat\w*|discover\w*|evidence|"
                          r"observe\w*|report(?:ed|s)?|effects?|how (?:did|do|does) (?:it|they|this|these) (?:do|perform|fare|compare)|"
                          r"work(?:ed)? (?:well|out)|bottom line|upshot)\b", re.I),
}
ATTRIBUTE_ORDER = ("funding", "code", "authors", "year", "venue", "limitations", "datasets", "numbers", "results")
ATTRIBUTE_WORDS = frozenset(content_terms(
    "author authors wrote written writer writers researcher researchers people team behind whose whom year years "
    "date dated published publication old recent new come came released venue venues conference conferences "
    "journal journals proceedings workshop workshops appear appeared presented outlet outlets dataset datasets "
    "data corpora corpus benchmark benchmarks evaluate evaluated evaluation tested trained training test cohort "
    "cohorts sample samples participants subjects number numbers figure figures much many large big well percent "
    "percentage percentages quantitative statistics stats metric metrics score scores accuracy magnitude effect "
    "effects size sizes numerical exact value values p-value p-values confidence interval intervals deviation "
    "deviations odds ratio ratios statistically significance limitation limitations limits weakness weaknesses drawback "
    "drawbacks shortcoming shortcomings caveat caveats downside downsides flaw flaws problem problems issue issues "
    "weak point points missing fall short fail fails failed cons open future result results finding findings find "
    "found show showed shown conclude concluded conclusion conclusions outcome outcomes achieve achieved "
    "performance perform takeaway takeaways learn learned learnt demonstrate demonstrated discover discovered "
    "evidence observe observed report reported reports bottom line upshot exactly actually precisely specifically "
    "main key overall give tell say list get know look like happen happened come name names provide share "
    "identify remind paper papers work works study fund funded funding funder funders grant grants sponsor "
    "sponsored sponsors conflict conflicts interest interests code source implementation software available "
    "release released public publicly shared repository repositories repo repos github info information detail details "
    "studies article articles method methods approach approaches model models"))


def attribute_of(question: str) -> str | None:
    """The attribute the question asks for, in ATTRIBUTE_ORDER (the most specific first), or None."""
    return next((a for a in ATTRIBUTE_ORDER if ATTRIBUTE_CUES[a].search(question)), None)


def asks_an_attribute(sentence: str) -> bool:
    """The sentence asks what the papers say of an attribute ("I would want to know, for each paper, what its
    conclusions are."): a request, not a remark, even without a question mark."""
    return asks(sentence) and attribute_of(sentence) is not None


def is_attribute_words(topic: str, question: str) -> bool:
    """A filter's topic that only says which attribute ``question`` asks for: an attribute itself, asked as such
    ("Where were these published - any in top journals?"), or one word of the attribute's cue ("where do they fall
    short?": "short"). ``attribute_of`` runs once on the question without the topic."""
    left = attribute_of(question.replace(topic, " "))
    own = attribute_of(topic)
    return own is not None and left == own or " " not in topic and left is None and attribute_of(question) is not None
