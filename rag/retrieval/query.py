"""Query understanding before retrieval: the words of a request that only ask for papers are stripped ("Are there
any papers that …", "Can you point me to studies on …", "I'm looking for work on …"), and acronyms are expanded
with the long forms the corpus itself defines ("LLM" -> "large language model", mined by rag.retrieval.acronyms).
What is stripped is request boilerplate only; the topic words are never touched, and a query that is nothing but
a request keeps its words. A long question that names its topic and then explains it ("… federated learning, where
many clients train a shared model without pooling their data") also gives its topic head, searched beside it."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Protocol

from rag.retrieval.text import content_terms
from rag.text.words import STOPWORDS

_PAPERS = r"(papers?|studies|study|works?|research|articles?|publications?|literature|resources?|methods?|approaches)"
_ABOUT = r"(that|which|who|on|about|regarding|concerning|covering|into|in|for|with|where|dealing with|looking at)"
_SOME = r"((any|some|the|a few|several|relevant|recent|good|existing|other)\s+)*"
# what the asked-for papers do to their topic: "papers that study X", "which papers evaluate on X"; research
# verbs only: not one that names the topic itself ("predict" in "which papers predict protein structure"), nor
# one that asks for the paper behind a finding ("which paper introduces MuPHI?" is kept as it is)
_VERBS = ("study|studies|studied|address|addresses|discuss|discusses|investigate|investigates|examine|examines|"
          "explore|explores|propose|proposes|describe|describes|tackle|tackles|focus on|focuses on|deal with|"
          "deals with|look at|looks at|work on|works on|cover|covers|report on|reports on|use|uses|apply|applies|"
          "evaluate|evaluates|assess|assesses|test|tests|benchmark|benchmarks|train|trains|employ|employs|"
          "leverage|leverages|rely on|relies on|build on|builds on|measure|measures|analyse|analyses|analyze|"
          "analyzes|consider|considers|mention|mentions|involve|involves|target|targets|review|reviews|survey|"
          "surveys|compare|compares|"
          # "which papers report results on ImageNet?": the results are what any paper reports, ImageNet the topic
          "(report|reports|present|presents|show|shows|give|gives) (results|experiments|numbers) (on|for)")
_VERB = r"(\s+(" + _VERBS + r")(\s+(on|using)(?=\s))?)?"  # "evaluate on X", "test using X"; not "on-device"
# the request frames, anchored at the start; applied repeatedly ("Hi, can you point me to papers that …")
_FRAMES = [
    r"(hi|hello|hey)\b[,!.]?",
    r"(please|kindly)\b,?",
    r"(are|is) there\s+" + _SOME + _PAPERS + r"\s+" + _ABOUT + r"\b",
    r"(are|is) there\s+" + _SOME + _PAPERS + r"\b",
    r"(can|could|would) you\s+(please\s+)?(point me to|find|show|list|give|recommend|suggest|tell me about|"
    r"help me find|search for|look for)\s+(me\s+)?" + _SOME + "(" + _PAPERS + r"\s+" + _ABOUT + r"\b)?",
    r"(i am|i'm|im|we are|we're)\s+(looking|searching)\s+for\s+" + _SOME + "(" + _PAPERS + r"\s+" + _ABOUT +
    r"\b)?",
    r"(i|we)\s+(want|need|would like)\s+(to (find|read|see)\s+)?" + _SOME + _PAPERS + r"\s+" + _ABOUT + r"\b",
    r"(find|show|list|give|recommend|suggest|retrieve|search for)\s+(me\s+)?" + _SOME + _PAPERS + r"\s+" + _ABOUT +
    r"\b",
    r"(which|what)\s+" + _PAPERS + r"\s+((are|is)(\s+there)?\s+)?" + _ABOUT + r"\b",
    r"(which|what)\s+" + _PAPERS + r"(?=\s+(" + _VERBS + r")\b)",
    r"(do|does) (any|some)\s+" + _PAPERS + r"\b",
    r"(has anyone|have people|has any work|did anyone)\b",
    _PAPERS + r"\s+" + _ABOUT + r"\b",
]
_FRAME = re.compile(r"^\W*(" + "|".join(f"(?:{f})" for f in _FRAMES) + r")" + _VERB + r"\b\s*", re.I)
_TAIL = re.compile(r"\s*\b(in (the|my|this) (corpus|library|collection))\b", re.I)
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:(\u2014]|\s-\s|\.\s)\s*")
_EXPLAINS = re.compile(r"^(which|where|that|in which|whereby|i\.e\.|e\.g\.|including|in particular|such as|namely|"
                       r"especially|meaning|defined as)(?!\w)", re.I)  # not \b: "i.e." ends in a non-word
MIN_CLAUSE_TERMS = 4  # content words the explaining clause needs (a short tail is part of the topic)
# a request or a question: its clause after a break explains the asked topic when it opens with a function word
# ("…, in other words …", "…, so studies where …"); a claim ("Aspirin, taken daily, …") is no request
_ASKS = re.compile(r"^\W*(which|what|who|how|are|is|do|does|did|can|could|would|will|please|kindly|summari[sz]e|"
                   r"give|tell|show|find|list|survey|review|describe|explain|i|i'?m|i'?d|we|we'?re|we'?d|my|our)\b",
                   re.I)
_ACRONYM = re.compile(r"\b([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*s?)\b")


def strip_request(query: str) -> str:
    """The query without its leading request frame(s) and a trailing "in the corpus"."""
    text = query.strip()
    for _ in range(4):
        m = _FRAME.match(text)
        if not m or not m.group(0).strip():
            break
        rest = text[m.end():]
        if not re.search(r"\w{2,}", rest):
            break  # nothing but a request: keep it
        text = rest
    text = _TAIL.sub("", text)
    return text.strip() or query.strip()


def topic_head(query: str) -> str | None:
    """The topic a long question names before the clause that explains it, or None: "Are there papers on federated
    learning, where many clients train a shared model without pooling their data?" -> "federated learning". Only
    when the clause after the first break opens as an explanation does ("which",
    "where", "including", …): a claim with a comma in it has no head, nor a list of what the topic covers
    ("… diffusion models (for images, audio, …)")."""
    stripped = strip_request(query)
    parts = _CLAUSE_BREAK.split(stripped, maxsplit=1)
    if len(parts) < 2:
        return None
    head, clause = parts
    if not content_terms(head) or len(content_terms(clause)) < MIN_CLAUSE_TERMS:
        return None
    return head if _EXPLAINS.match(clause) or _asks_then_explains(query, clause) else None


def _asks_then_explains(query: str, clause: str) -> bool:
    """A request whose clause opens with a function word ("in other words", "by this I mean", "so studies where"),
    not with a content word: "Which papers use transformers, convolutional networks or …" lists, it explains
    nothing."""
    first = re.match(r"\W*([\w']+)", clause)
    return bool(first and _ASKS.match(query) and first.group(1).lower() in STOPWORDS)


# a request for papers on a topic inside a chatty turn: "Hi again! Quick one before my shift: any papers on X? Cheers.",
# "ok that's all good and ... and now i want something different and that's papers on X", "yuh have any papers pon X?"
_ASKED_FOR = re.compile(r"\b(?:" + _PAPERS + r"|anything|something|material|stuff|info(?:rmation)?|(?:reading )?list|"
                        r"pointers|references|(?:you(?:'ve)?|we(?:'ve)?) got|have|hold|ask(?:ing|ed)?(?: me| us)?|"
                        r"wondering|know|learn|read(?: up)?|hear)\s+(?:on|about|pon|regarding|concerning|covering|"
                        r"dealing with|looking at|related to|relating to|to do with)\s+(?P<topic>[^?.!;:,()]+)", re.I)
# words after the topic that ask nothing: "... on X anyway?", "... on X at all?", "... on X this time"
_FOCUS_TAIL = re.compile(r"\s+(?:anyway|please|pls|at all|then|now|this time|too|as well|again|if any|for me|here|"
                         r"in (?:the|this|your|my) (?:corpus|library|collection))\b.*$", re.I)
_ASKS_ITS_OWN = re.compile(r"\b(?:which|what|how many)\s+$", re.I)  # "Which papers on X use Y?": a question
FOCUS_WORDS = 6  # a longer stretch says more than a topic ("papers on how people have tried to …")


def request_focus(question: str) -> str | None:
    """The topic of the last request for papers in ``question`` ("any papers on X?" -> "X"), or None when there is
    none, it is the subject of a question of its own ("Which papers on X use Y?"), or its topic is longer than
    FOCUS_WORDS or names no content word ("papers on it")."""
    found = list(_ASKED_FOR.finditer(question))
    if not found or _ASKS_ITS_OWN.search(question[:found[-1].start()]):
        return None
    topic = _FOCUS_TAIL.sub("", re.split(r"\s[\-\u2013\u2014]\s", found[-1].group("topic"))[0]).strip(" '\"")
    return topic if content_terms(topic) and len(topic.split()) <= FOCUS_WORDS else None


class Lookup(Protocol):
    def get_many(self, keys: Iterable[str]) -> dict[str, Any]: ...


def expand_acronyms(query: str, long_forms: Lookup, expand: Callable[[str], bool] | None = None) -> str:
    """The query with the long form of each acronym in it that the corpus defines appended once ("LLMs" ->
    "… (large language model)"): both spellings reach BM25 and the vector. ``expand(acronym)`` may veto one (the
    retriever keeps common acronyms such as "AI" as they are: the encoder and BM25 know them already, and their
    long form only dilutes the question)."""
    words = [m.group(1) for m in _ACRONYM.finditer(query)]
    if not words:
        return query
    known = long_forms.get_many({w for word in words for w in (word, word[:-1] if word.endswith("s") else word)})
    added: list[str] = []
    lowered = query.lower()
    for word in words:
        key = word if word in known else word[:-1]
        long = known.get(key)
        if long and (expand is None or expand(key)) and long.lower() not in lowered and long not in added:
            added.append(long)
    return query if not added else f"{query} ({'; '.join(added)})"


COMMON_SHARE = 0.01  # an acronym in more than this share of the papers (and more than 3) is not expanded


def understand(query: str, long_forms: Lookup | None, document_frequency: Callable[[str], int], papers: int) -> str:
    """What retrieval searches for: the query without its request frame and, given ``long_forms``, with its rare
    corpus-defined acronyms expanded."""
    if long_forms is None:
        return strip_request(query)
    limit = max(3, COMMON_SHARE * papers)

    def rare(acronym: str) -> bool:
        terms = content_terms(acronym)
        return not terms or document_frequency(terms[0]) <= limit

    return expand_acronyms(strip_request(query), long_forms, rare)


_LONG_FORM_WORD = re.compile(r"[\w-]+")
LONG_FORM_WORDS = 8  # the longest long form looked up (rag.retrieval.acronyms reads at most 8 words before "(…)")


def with_acronyms(query: str, acronyms_of: Lookup) -> str:
    """The query with the acronym of each long form in it that the corpus defines appended, singular and plural
    ("efficient inference for large language models" -> "… LLM LLMs"): what BM25 searches. Papers that write only
    the acronym ("LLM inference") share no word with the long form; the vector reads the query as it is. (The query
    with its long forms replaced by their acronyms, searched as a second query and fused, was measured in `litchat
    bench retrieval` and not kept: a common acronym searched alone pulled in every paper that uses it.)"""
    written = set(_LONG_FORM_WORD.findall(query.lower()))
    added = [form for a in acronyms_in(query, acronyms_of) if not {a.lower(), a.lower() + "s"} & written
             for form in (a, a + "s")]  # both: the stemmer keeps "llms" apart from "llm"
    return f"{query} {' '.join(dict.fromkeys(added))}" if added else query


def acronyms_in(query: str, acronyms_of: Lookup) -> list[str]:
    """The acronyms of the long forms ``query`` names, longest long form first, none inside another
    ("language models" in "large language models" is not read)."""
    words = list(_LONG_FORM_WORD.finditer(query))
    spans: dict[str, tuple[int, int]] = {}
    for n in range(LONG_FORM_WORDS, 1, -1):
        for i in range(len(words) - n + 1):
            phrase = " ".join(m.group(0).lower() for m in words[i:i + n])
            spans.setdefault(phrase, (i, n))
            if phrase.endswith("s") and not phrase.endswith("ss"):
                spans.setdefault(phrase[:-1], (i, n))
    found = acronyms_of.get_many(spans)
    taken: set[int] = set()
    out = []
    for phrase in sorted(found, key=lambda p: (-spans[p][1], spans[p][0])):  # the longest first, then leftmost
        i, n = spans[phrase]
        if not taken & set(range(i, i + n)):
            taken |= set(range(i, i + n))
            out.append(found[phrase])
    return out
