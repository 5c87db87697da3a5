"""What kind of answer a question asks for, read from its wording (shared by the chain and the generators).

- area: "Summarise the work on X", "What work is there on X?": themes, one line a paper, a table.
- list: "Which papers study X?": every paper on the topic, one line each (an area answer when many match); "How
  many papers study X?" the same, counted.
- singular: "Which paper ...?", "Is there a method that ...?": the best paper, not a list.
- claim: "Statins lower the risk of myocardial infarction." or "Do statins lower ...?": a statement to check against
  the corpus; it is answerable only when a paper states or tests it, not when its neighbours are on the topic.
"""
from __future__ import annotations

import re

AREA_QUESTION = re.compile(
    r"^\s*(please\s+)?(summari[sz]e|give (me )?an overview|overview of|survey|what (is|has been) (the )?"
    r"(work|research|literature|state of the art) (on|in|about)|what work (is there|exists) on)\b", re.I)
LIST_QUESTION = re.compile(
    r"\b(which|what|list|name|any)\b.{0,40}\b(papers?|works?|studies|articles|documents|publications|methods|approaches|benchmarks|"
    r"datasets|research|literature)\b|\b(papers?|works?|studies) (that|which|on|about|using|proposing)\b|\bwho\b|"
    r"\bwrote\b|\bwritten\b|\bauthored\b|"
    # "What has been done on X?", "what has been published about X": the body of work on X
    r"\bwhat\b.{0,20}\b(has|have) been (done|published|proposed|tried|studied|reported)\b", re.I)
# "Which paper ...?", "Is there a method that ...?", "What did the paper on X find?": one paper is asked for, so the
# answer is the best one (and any that score nearly as well), not a list of every related one.
SINGULAR_QUESTION = re.compile(
    r"^\W*(which|what) (single |one )?(paper|study|article|method|approach|benchmark|dataset|model|framework)\b"
    r"(?!s)|^\W*which (single |one )?work\b(?!s)|^\W*is there (a|an|one)\b"  # "what work" is plural
    r"|\b(the|that) (paper|study|article) (on|about|that|which|proposing|introducing|presenting)\b", re.I)
AUTHOR_QUESTION = re.compile(r"\bwho\b|\bwrote\b|\bwritten\b|\bauthored\b", re.I)
# a second request after a record question ("Who wrote ReeFL and what is it?", "When was X published? What did it
# find?"): the record answers the first part, the paper's sentences the second ("when"/"where" ask for records too)
SECOND_REQUEST = re.compile(r"(?:\band\b|[,;?])\s*(?:also\s+|then\s+)?(?:what|how|which|why|does|did|do|is|are|can|"
                            r"could|tell|summari[sz]e|describe|explain|give)\b(?P<rest>[^?]*)", re.I)
ASKS_FOR_PAPERS = re.compile(r"\b(papers|studies|works|articles|documents|publications)\b", re.I)  # several papers asked for
# "How many papers study X?": every paper on the topic, counted
# "Compare the first two", "How do these differ?", "X versus Y": every paper the turn points at gets its line
COMPARES = re.compile(r"\b(?:compare|comparison|contrast|differ|differs|difference|differences|versus|vs\.?)\b", re.I)
COUNT_QUESTION = re.compile(r"\bhow many\b(.{0,40}\b(papers?|works?|studies|articles|publications)\b|\s+of\s+"
                            r"(these|those|them|the above))", re.I)


def is_area(question: str) -> bool:
    return bool(AREA_QUESTION.search(question))


def is_list(question: str) -> bool:
    """A question asking for every paper on a topic (not one paper, not who wrote what)."""
    return bool(COUNT_QUESTION.search(question)) or (
        bool(LIST_QUESTION.search(question)) and not SINGULAR_QUESTION.search(question)
        and not AUTHOR_QUESTION.search(question))


# a request for papers or an answer, not a statement: "which ...", "summarise ...", "is there a paper ...?"
_ASKS = re.compile(r"^\W*(which|what|who|whom|whose|how|why|when|where|list|name|summari[sz]e|give|find|show|tell|"
                   r"describe|compare|explain|search|any|is there|are there|has anyone|have any|please)\b", re.I)
_YES_NO = re.compile(r"^\W*(does|do|did|is|are|was|were|can|could|will|would|should|has|have|had|may|might)\b"
                     r"(?!\s+(there|any|anyone|anybody|someone|somebody|a paper|the corpus|you)\b)", re.I)


# a request put as a statement about the asker ("I'm looking for work on X.", "I need papers on X", "Can you find
# …"): it asks for papers, it states nothing to check
_REQUEST = re.compile(r"^\W*(i'?m|i am|i'?d|i would|i need|i want|i wish|we need|we want|we'?re|we are|we'?d|we would|"
                      r"looking for|searching for|in search of|help me|point me|can you|could you|would you|"
                      r"recommend|suggest|get me|pull up|bring up|dig up)\b", re.I)
_PAPERS_ON = re.compile(r"^\W*(papers?|works?|studies|articles|research|literature|methods|approaches)\s+"
                        r"(that|which|on|about|using|proposing|in|for|with)\b", re.I)
# a keyword query ("federated learning with non-IID data") is not a claim: a claim is a sentence, or has a verb
_VERB = re.compile(r"\b(is|are|was|were|be|been|has|have|had|can|could|may|might|will|would|should|must|does|do|did|"
                   r"not|no longer|(caus|increas|decreas|reduc|improv|promot|inhibit|requir|correlat|affect|prevent|"
                   r"induc|regulat|enhanc|impair|rais|lower|lead|predict|protect|block|activat|suppress|mediat|"
                   r"contribut|result)\w*|associated|linked|shows?|showed|shown)\b", re.I)


def is_request(question: str) -> bool:
    """A request for papers worded as a statement about the asker: "I'm looking for work on X.", "Can you find …"."""
    return bool(_REQUEST.match(question))


def asks(text: str) -> bool:
    """``text`` asks something (a question, a request, an order to find or tell): not a remark ("thanks, all clear",
    "no rush", "that's all for today")."""
    return text.rstrip().endswith("?") or bool(_ASKS.match(text) or _YES_NO.match(text) or _REQUEST.match(text))


# a label before the text ("Different thread: cell death.", "New topic - X"): what follows it is judged
_LABEL = re.compile(r"^\W*[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}\s*(?::|\s[\-\u2013\u2014])\s+(?=\S)")


# a yes/no question about the corpus, not about the world: "Is X the subject of any papers here?", "Do any studies
# look at X?", "Are there works in the collection on X?"
_ABOUT_THE_CORPUS = re.compile(r"\bany (?:of (?:the|these|those) )?(?:papers?|studies|articles|works?|research)\b|"
                               r"\b(?:papers?|studies|articles|works?) (?:here|in (?:the|this|my|our) "
                               r"(?:corpus|collection|library))\b", re.I)


def is_claim(question: str) -> bool:
    """A statement to check ("X increases Y."), or a yes/no question about one ("Does X increase Y?"); a labelled
    noun phrase ("Different thread: cell death.") is a topic, not a claim."""
    q = _LABEL.sub("", question.strip(), count=1)
    if len(q.split()) < 4 or is_area(q) or _PAPERS_ON.match(q) or is_request(q) or _ABOUT_THE_CORPUS.search(q):
        return False
    if q.endswith("?"):
        return bool(_YES_NO.match(q))
    return not _ASKS.match(q) and (q.endswith((".", "!")) or bool(_VERB.search(q)))
