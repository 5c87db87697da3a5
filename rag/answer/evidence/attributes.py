"""Which sentences of an abstract carry an attribute a person asks about (results, numbers, datasets,
limitations, funding, code), and the attributes that live in a paper's record rather than its text (authors, year, venue).

A sentence's cue score is the share of the attribute's cues it shows, minus a penalty for the sentences that only
announce the method ("We propose …", "In this paper we present …"), which is what a question about results must not
get back."""
from __future__ import annotations

import re

from rag.records import Citation, Paper, SentenceCheck

RECORD_ATTRIBUTES = ("authors", "year", "venue")  # answered from the record's fields

# any digit: skipping those inside names ("T2I", "CIFAR-10") or after a point (".03") picked fewer rationale
# sentences of SciFact's abstracts (0.469 -> 0.430); links are handled apart (_LINK)
_NUMBER = re.compile(r"\d")
_QUANTITY = re.compile(r"(?<![A-Za-z])\d")  # a number, not a name's digit: a method sentence naming "T2I" reports none
_CUES: dict[str, tuple[re.Pattern, ...]] = {
    "results": (
        # the finding's verb may come a clause after its evidence: "Our experiments on standard image and speech
        # benchmarks across … demonstrate ReeFL's effectiveness"
        re.compile(r"\b(we (?:find|found|show|showed|observe|observed|demonstrate|report)|(?:results?|experiments?|"
                   r"evaluations?|analys[ie]s|studies|evidence)\b[^.;]{0,120}?\b(?:show|shows|showed|shown|suggest|"
                   r"suggests|indicate|indicates|demonstrate|demonstrates|reveal|reveals|confirm|confirms|verify|"
                   r"verifies|validate|validates|uncover|uncovers|highlight|highlights)|findings?|we conclude|"
                   r"conclusions?)\b", re.I),
        re.compile(r"\b(outperform\w*|improv\w*|achiev\w*|surpass\w*|exceed\w*|reduc\w*|increas\w*|decreas\w*|"
                   r"significant(?:ly)?|better|worse|higher|lower|state-of-the-art|superior|gains?|associated|"
                   r"effective(?:ly|ness)?|robust(?:ly)?|consistent(?:ly)?|comparable|competitive)\b", re.I),
        _NUMBER,
    ),
    "numbers": (
        re.compile(r"\d+(?:\.\d+)?\s*(?:%|percent|x\b|×|fold|points?|pp)", re.I),
        _NUMBER,
        re.compile(r"\b(outperform\w*|improv\w*|achiev\w*|reduc\w*|increas\w*|accuracy|error|score|auc|f1)\b", re.I),
    ),
    "datasets": (
        re.compile(r"\b(data ?sets?|benchmarks?|corpus|corpora|cohorts?|databases?|collections?)\b", re.I),
        re.compile(r"\b(trained on|evaluated on|tested on|experiments? on|data from|collected|recruited|patients|"
                   r"participants|images|records|samples|subjects|volunteers|mice|cases)\b", re.I),
        re.compile(r"\b[A-Z][A-Za-z]*[A-Z0-9][\w-]*\b"),  # named datasets: MIMIC-CXR, CheXpert, CIFAR-10
    ),
    "funding": (
        re.compile(r"\b(fund(?:ed|ing|ers?)|grants?|sponsor\w*|supported by|financ\w*|conflicts? of interests?|"
                   r"competing interests?)\b", re.I),
    ),
    "code": (
        re.compile(r"\b(code|github|software|implementation|open[- ]source|publicly available|available at)\b", re.I),
    ),
    "limitations": (
        re.compile(r"\b(limitations?|limited|drawbacks?|shortcomings?|fail\w*|cannot|unable|lack\w*|challeng\w*|"
                   r"remain\w*|open (?:question|problem)s?|future (?:work|research)|caveats?|bias(?:es|ed)?|"
                   r"insufficient|costly|expensive|difficult|fall(?:s)? short|suffer\w*|struggl\w*|bottlenecks?|"
                   r"hinder\w*|degrad\w*|vulnerab\w*|prohibitive\w*|impractical)\b", re.I),
        re.compile(r"\b(however|but|although|despite|whereas|yet|only|not|nonetheless|nevertheless|unfortunately|"
                   r"still)\b", re.I),
    ),
}
# "Here we show that …" states a finding; "Here we propose …" announces the method
_METHOD_ONLY = re.compile(r"^\W*(?:(?:in|with) this (?:paper|work|study|article)|"
                          r"here,? we(?! (?:show|report|find|found|demonstrate|observe|reveal|identify))|"
                          r"we (?:propose|present|introduce|develop|design|describe)|this (?:paper|work|study|article) "
                          r"(?:proposes|presents|introduces|describes)|to (?:address|tackle|solve|overcome) "
                          r"(?:this|these|the))\b", re.I)
METHOD_PENALTY = 0.5
NO_NUMBER_SHARE = 0.25  # of the results score, for a sentence asked for numbers that has none (under 1/3, one cue)
_LINK = re.compile(r"https?://|www\.|github\.com", re.I)  # a code or data link states no finding


def is_link(sentence: str) -> bool:
    """A sentence giving a code or data link ("Our code is at github.com/…"): it states no finding."""
    return bool(_LINK.search(sentence))


def cue_score(sentence: str, attribute: str) -> float:
    """0..1: how much ``sentence`` carries ``attribute`` (0 for an attribute without sentence cues)."""
    cues = _CUES.get(attribute)
    if not cues:
        return 0.0
    score = sum(bool(c.search(sentence)) for c in cues) / len(cues)
    if attribute == "numbers" and not _QUANTITY.search(sentence):
        # no number at all: below every sentence that has one, a finding ranked above the rest
        score = NO_NUMBER_SHARE * cue_score(sentence, "results")
    if attribute in ("results", "numbers") and (_LINK.search(sentence) or (
            _METHOD_ONLY.search(sentence) and not _QUANTITY.search(sentence))):
        score -= METHOD_PENALTY
    return score


def record_sentence(paper: Paper, attribute: str, n: int) -> str:
    """The record's answer for one paper: "**Title** [n] is by A, B and C." / "… was published in 2021."."""
    title = f"**{paper.display_title}** [{n}]"
    if attribute == "authors":
        if not paper.authors:
            return f"{title}: the corpus records no authors for it."
        names = paper.authors if len(paper.authors) <= 8 else paper.authors[:8] + ["others"]
        more = " (the source lists only these)" if paper.authors_truncated else ""
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"{title} is by {joined}{more}."
    if attribute == "year":
        return f"{title} is from {paper.year}." if paper.year else f"{title}: the corpus records no year for it."
    venue = venue_of(paper)
    return f"{title} appeared in {venue}." if venue else (
        f"{title}: the corpus records no venue for it" + (f" (listed under {', '.join(paper.categories[:3])})"
                                                          if paper.categories else "") + ".")


def record_answer(papers: list[Paper], attribute: str) -> tuple[str, list[SentenceCheck], list[Citation]]:
    """(text, checks, citations) of an answer read from the papers' records: one sentence a paper, each citing it
    and checked against the record itself."""
    lines = [record_sentence(p, attribute, n) for n, p in enumerate(papers, start=1)]
    checks = [SentenceCheck(text=line, citations=[n], supported=True, score=1.0,
                            evidence=f"the paper's record ({attribute})", evidence_paper=p.id)
              for n, (p, line) in enumerate(zip(papers, lines), start=1)]
    return "\n".join(f"- {line}" for line in lines), checks, [Citation(n=n, paper=p) for n, p in
                                                               enumerate(papers, start=1)]


def venue_of(paper: Paper) -> str | None:
    for key in ("venue", "journal", "conference", "booktitle"):
        if paper.ids.get(key):
            return paper.ids[key]
    return None
