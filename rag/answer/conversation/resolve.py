"""Follow-ups that keep their referent: which papers a follow-up question is about, decided by rules.

The previous answer's citations (paper ids in [n] order) come from the history: an assistant item may carry
``"citations": [ids]`` (the UI and ``litchat ask --batch`` add them); otherwise the "Sources:" list rendered under
the answer text is read back and matched to the catalog by display title.

The rules, first match wins (``resolve``):

1. ordinal or numbered: "the second one", "the 2nd paper", "paper [2]", "[2]", "the last one", "the latter"
   → that citation of the previous answer;
2. a named paper: a title, the short name before a title's colon or a coined name ("MEDFAIR's results")
   → that paper, found in the corpus whether or not it was cited;
3. singular: "it / its / this paper / the method ..." → the paper in focus (the previous answer's first citation),
   except a dummy "it" that points at nothing ("Is it true that diffusion models memorise?", "it is known that"):
   not a follow-up. Any other "it" is the paper ("What problem does it solve?", "Explain it in simpler terms");
4. plural: "they / them / their / these papers / both / each of them ..." → every paper the previous answer cited;
5. elliptic: "what about X?", "and X?", "how about X?" → if X has no content words beyond generic ones ("the
   results", "the datasets") or every content word of X occurs in the previous papers' text, the previous papers;
   otherwise X is a new topic and is searched afresh (the caller's filters still apply);
6. "tell me more" (with no object) → the previous papers.

Anything else is not a follow-up. A referent follow-up restricts retrieval to the resolved paper ids
(``Filters.paper_ids``); its retrieval query keeps the question's own words with the referring expression replaced
by a neutral "this paper" / "these papers", never the titles. The standalone question (shown to the user, and what
a language model sees) names the papers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from rag.answer.conversation.places import _ORDINAL_OR_NUMBERED, _ordinal
from rag.answer.render import parse_labels, parse_source_line
from rag.records import Paper
from rag.retrieval.text import content_terms, fold, query_content_terms

REFERENT, NEW_TOPIC = "referent", "new_topic"

_SINGULAR = re.compile(r"\b(it|its|it's|itself|(?:this|that|the) (?:paper|work|study|article|method|model|"
                       r"approach|framework|benchmark|dataset|one))\b", re.I)
_PLURAL = re.compile(r"\b(they(?!(?:'d|'ll| would| will)?\s+(?:like|want|need|wanted|needed|asked for)\s+(?:some\s+|any\s+)?"
                     r"(?:papers|studies|work|research|articles)\b)|them|their|theirs|(?<!\bto )themselves|(?:these|those|the|both|all|each of the|all of the|"
                     r"the two|the above)\s+(?:(?:listed|cited|above|previous|retrieved|returned)\s+)?(?:papers|works|studies|"
                     r"articles|methods|models|approaches|ones)(?!\s+(?:section|chapter|part|slide)s?\b)"  # "the methods section"
                     r"(?!\s+(?:in|from|of)\s+(?:your|the|this|my|our)\s+(?:whole\s+|entire\s+)?"
                     r"(?:collection|corpus|library|database))|these|"
                     r"those|(?:this|that)\s+(?:papers|works|studies|articles|ones)|both|each of them|all of them|either of them|neither of them|the two|each one|every one|"
                     r"(?:each|every) (?:(?:listed|cited|retrieved|returned|previous|above|single) )?(?:paper|study|work|article)"
                     r"(?!\s+(?:in|from|of)\s+(?:your|the|this|my|our)\s+(?:whole\s+|entire\s+|full\s+)?(?:collection|corpus|library|"
                     r"database))|one by one|all (?:of )?this|all of that|"
                     # "a line per paper", "paper by paper"
                     r"per (?:paper|study|work|article|source|item|entry)|(?:paper|study|article) by (?:paper|study|article)|"
                     r"(?:the|that|this|your|previous|last)\s+(?:list|lot|batch|bunch)|(?:that|this)\s+set|"
                     # "each of the above", "the above" standing alone as the papers
                     r"(?:each|all|any|none|both|some|most|either|neither|every one) of the above|the above(?=\s*(?:[?.!,;:]|$)))"
                     r"\b", re.I)  # "all this", "the list"; "the papers in your collection" are the corpus
# an "it" that points at nothing: the dummy subject of "is it true that …", "it is known that …", "how come it …"
_DUMMY_IT = re.compile(
    r"\b(?:is|was|isn'?t|wasn'?t|would|could|will)\s+it\s+(?:be\s+)?(?:really\s+)?(?:true|false|possible|impossible|"
    r"known|likely|unlikely|the case|fair|safe|correct|right|wrong|plausible|common|feasible|reasonable|worth|"
    r"necessary|better|important|clear|accepted|established|proven|generally|widely|ok|okay|hard|easy|enough)\b"
    r"|\bit(?:'s| is| was| has been| seems| appears| turns out)\s+(?:that|true|false|possible|known|likely|"
    r"unlikely|the case|said|believed|thought|claimed|reported|often|commonly|generally|widely|well|clear|"
    r"accepted|established)\b|\bhow come\b|\bdoes it (?:matter|hold) (?:whether|if|that)\b"
    # "It would help to know ...", "it might be useful to see ...": the dummy subject of a request
    r"|^\W*it(?:'d|\s+would|\s+will|\s+might|\s+could|\s+may)\s+(?:really\s+|also\s+)?(?:help|be\s+(?:\w+\s+)?"
    r"(?:useful|helpful|good|great|nice|handy|interesting))\b"
    r"|\bit(?:'s|\s+has)?\s+(?:got|gets|made|makes|set|sets)\s+me\s+(?:wondering|thinking|curious)\b"  # "it's got me
    # wondering about X"; "it" after a thing the sentence brings in: "A new painting has come in, and it raises X"
    r"|^\W*an?\s+(?:[\w'\-]+\s+){0,3}?(?:has|have|had|is|was|just|came|arrived)\b[^.?!]*?,\s*and\s+it\b"
    r"|\b(?:switch|chang|shak|mix)\w*\s+it\s+up\b", re.I)  # "Switching it up here: any papers on X?"
_ELLIPTIC = re.compile(r"^\W*(?:and|what about|how about|what of|same for|and what about|and how about)\b\s*(.*)$",
                       re.I | re.S)
_TELL_MORE = re.compile(r"^\W*(?:(?:ok(?:ay)?|thanks|sure|great|right)\W+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?"
                        r"(?:tell me more|more details?|go on|keep going|carry on|elaborate|say more|more(?: info"
                        r"(?:rmation)?)?|(?:go|dig|delve|drill)(?: (?:a (?:bit|little|level)|much|even))? (?:deeper|"
                        r"further)|keep digging)(?:,?\s+please)?\W*$", re.I)  # "Can you say more?", "ok go deeper"
# words a follow-up uses to ask for an aspect of the papers already on the table, not for a new topic
_GENERIC = frozenset(content_terms(
    "result results finding findings number numbers figure figures performance accuracy score scores limitation "
    "limitations weakness weaknesses strength strengths dataset datasets data benchmark benchmarks experiment "
    "experiments evaluation evaluations method methods approach approaches model models contribution contributions "
    "code detail details author authors year claim claims conclusion conclusions idea ideas main key report reports "
    "reported compare comparison differ difference differences similar similarity use used uses setting settings "
    "more else other others also about really exactly problem problems issue issues question questions topic topics "
    "subject task tasks aim aims goal goals"))  # "what do they say about the problem overall": no topic

# a paper named as one ("that paper", "this study") with "they" beside it: its authors ("Tell me about that paper - how
# did they do it?"), not several papers
_ONE_PAPER = re.compile(r"\b(?:this|that|the) (?:paper|study|article|work)\b(?!\s+(?:and|or)\b)", re.I)
_THEY = re.compile(r"\b(?:they|them|their|theirs|themselves)\b", re.I)


def points_at_several(question: str) -> bool:
    """Whether the question points at several papers: a plural pointing word, unless "they" beside one paper named as
    such is all there is (its authors)."""
    if not _PLURAL.search(question):
        return False
    return not (_ONE_PAPER.search(question) and not _PLURAL.search(_THEY.sub(" ", question)))


@dataclass
class Previous:
    """What the last answer put on the table."""
    question: str = ""
    citations: list[Paper] = field(default_factory=list)  # in [n] order


@dataclass
class Resolution:
    kind: str | None  # "referent" | "new_topic" | None (not a follow-up)
    papers: list[Paper]  # what a referent follow-up is about (empty otherwise)
    query: str  # what retrieval and the extractive answer read: no titles pasted in
    standalone: str  # the question made standalone for people and language models
    rule: str = ""  # which rule decided (for the JSON output and tests)

    @property
    def paper_ids(self) -> list[str]:
        return [p.id for p in self.papers]

    def resolved_dicts(self) -> list[dict]:
        return [{"id": p.id, "display_title": p.display_title} for p in self.papers]


def not_follow_up(question: str) -> Resolution:
    return Resolution(None, [], question, question)


# --- the previous answer ------------------------------------------------------------------------------------------
def previous_answer(history: Sequence[dict], catalog) -> Previous | None:
    """The last assistant turn that cited papers (from its "citations" ids, else its rendered sources list or its
    paper labels) and the user question before it: after "None of the 2 papers in the last answer mention X", "What
    results do they report?" still means those 2 papers. The last assistant turn when none cited any; None when the
    history holds no assistant turn."""
    last = None
    for i in range(len(history) - 1, -1, -1):
        if history[i].get("role") != "assistant":
            continue
        question = next((_text(h) for h in reversed(history[:i]) if h.get("role") == "user"), "")
        turn = Previous(question=question, citations=_cited(history[i], catalog))
        if turn.citations:
            return turn
        last = last or turn
    return last


def _cited(m: dict, catalog) -> list[Paper]:
    ids = m.get("citations")
    if isinstance(ids, list):
        wanted = [x for x in ids if isinstance(x, str)]
        where = catalog.index_of(wanted)
        return catalog.get([where[x] for x in wanted if x in where])
    return _papers_from_sources(_text(m), catalog)


def _text(m: dict) -> str:
    c = m.get("content", "")
    return c if isinstance(c, str) else str(c)


_BY_TITLE: dict[str, dict[str, int]] = {}  # catalog revision -> folded display title -> paper index
SCAN_BATCH = 2000


def _scan(catalog):
    """(index, paper) for every paper of the catalog, read in batches (the records may live on disk)."""
    n = len(catalog.papers)
    for start in range(0, n, SCAN_BATCH):
        yield from enumerate(catalog.get(range(start, min(n, start + SCAN_BATCH))), start=start)


def _papers_from_sources(text: str, catalog) -> list[Paper]:
    """"[n] Display title — authors (year)" lines under "Sources:", matched to the corpus by display title; an
    answer's text without them is read by its bold paper labels ("**MEDFAIR** (…): … [1].")."""
    if catalog.revision not in _BY_TITLE:
        _BY_TITLE.clear()
        _BY_TITLE[catalog.revision] = by_title = {}
        for i, p in _scan(catalog):
            by_title.setdefault(fold(p.display_title.strip()), i)
    by_title = _BY_TITLE[catalog.revision]
    listed = [parsed for line in text.splitlines() if (parsed := parse_source_line(line))]
    numbered: dict[int, int] = {}
    for n, title in listed or parse_labels(text):
        if (i := by_title.get(fold(title))) is not None:
            numbered.setdefault(n, i)
    return catalog.get([numbered[n] for n in sorted(numbered)])


# --- the rules ----------------------------------------------------------------------------------------------------
def resolve(question: str, history: Sequence[dict], catalog) -> Resolution:
    previous = previous_answer(history, catalog)
    if previous is None:
        return not_follow_up(question)
    cited = previous.citations

    n = _ordinal(question, len(cited))
    if n is not None:
        if not cited:
            return _unanchored(question, previous)
        paper = cited[n]
        return _referent(question, [paper], _ORDINAL_OR_NUMBERED, "this paper", "ordinal")

    named = _named(question, catalog)
    if named:
        return Resolution(REFERENT, named, question, question, "named")

    singular = _SINGULAR.search(question)
    if singular and not points_at_several(question):
        if not cited:
            return _unanchored(question, previous)
        if singular.group(0).lower() in ("it", "it's") and _DUMMY_IT.search(question):
            return not_follow_up(question)  # "Is it true that diffusion models ...?": an impersonal "it"
        return _referent(question, cited[:1], _SINGULAR, "this paper", "singular")

    if _PLURAL.search(question):
        if not cited:
            return _unanchored(question, previous)
        return _referent(question, cited, _PLURAL, "these papers" if len(cited) > 1 else "this paper", "plural")

    if _TELL_MORE.match(question):
        if not cited:
            return _unanchored(question, previous)
        return Resolution(REFERENT, cited, "What do these papers propose and show?",
                          f"Tell me more about {_names(cited)}.", "tell-more")

    m = _ELLIPTIC.match(question)
    if m:
        tail = m.group(1).strip(" ?.!")
        topic = query_content_terms(tail) - _GENERIC
        if cited and (not topic or topic <= _terms_of(cited)):
            query = f"What about these papers' {tail}?" if tail else "What do these papers propose and show?"
            return Resolution(REFERENT, cited, query, f"What about {_names(cited)}: {tail}?",
                              "elliptic-same-topic")
        if topic:
            standalone = f"Which papers study {tail}?" if _asks_for_papers(previous.question) else \
                f"What about {tail}?"
            return Resolution(NEW_TOPIC, [], standalone, standalone, "elliptic-new-topic")
        return _unanchored(question, previous)
    return not_follow_up(question)


def _named(question: str, catalog) -> list[Paper]:
    """Papers the question names: the retriever's title index (titles, short names, coined names), else a coined
    name heading a display title ("SFBD" of "SFBD: Stochastic Forward–Backward Deconvolution")."""
    found, _ = catalog.titles.find(question)
    if found:
        return catalog.get(sorted(found))
    heads = _coined_heads(catalog)
    words = {fold(w) for w in re.findall(r"[^\W_][\w\-²]*", question)}
    words -= {fold(w) for w in _SENTENCE_INITIAL.findall(question)}  # "Climb a bit higher ...": a word, not CLIMB
    return catalog.get([i for head, ids in heads.items() if head in words for i in ids])


# a word written as any word is at the start of a sentence (capital, then small letters): no coined name by its case
_SENTENCE_INITIAL = re.compile(r"(?:^|(?<=[.?!:]\s))\W*([A-Z][a-z]+)(?![\w\-²])")


def by_display_title(question: str, papers: list[Paper]) -> list[Paper]:
    """The paper on the table whose name as the answer showed it (its display title, "Kim et al. — domain
    generalisation problem" for a paper without a title) the question copies whole; the longest when several do."""
    words = " " + " ".join(re.findall(r"\w+", fold(question))) + " "  # words joined: a whole-word test is "in"
    named = [(len(t), p) for p in papers if len(t := " ".join(re.findall(r"\w+", fold(p.display_title)))) >= 12
             and len(t.split()) >= 3 and f" {t} " in words]
    return [max(named, key=lambda x: x[0])[1]] if named else []


def by_short_name(question: str, papers: list[Paper]) -> list[Paper]:
    """The one paper on the table whose short name as the answer showed it ("Endothelial dysfunction" of "Endothelial
    dysfunction: the early predictor of atherosclerosis"; two words or more, capitalised) the question copies as
    written; none when no paper's or several papers' do ("federated learning" in lower case is a topic, not a name)."""
    named = [p for p in papers if ":" in p.display_title and (name := short_name(p))[:1].isupper()
             and len(name) >= 12 and len(name.split()) >= 2 and _copies(question, name)]
    return named if len(named) == 1 else []


def _copies(text: str, name: str) -> bool:
    """Whether ``text`` holds ``name`` as written, as whole words (a string search: no pattern compiled per name)."""
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if not (at > 0 and (text[at - 1].isalnum() or text[at - 1] == "_")) and \
                not (end < len(text) and (text[end].isalnum() or text[end] == "_")):
            return True
        at = text.find(name, at + 1)
    return False


def by_author(question: str, papers: list[Paper]) -> list[Paper]:
    """The one paper on the table whose author the question names by surname ("the Zong paper", "What did Zong et
    al. find?"): first authors first, then any author; none when the name fits no paper or several."""
    names = {fold(re.sub(r"['’]s$", "", w)) for w in re.findall(r"\b[A-Z][\w'’\-]+", question)}
    for first_only in (True, False):
        hits = [p for p in papers if any(_surname(a) in names for a in (p.authors[:1] if first_only else p.authors))]
        if hits:
            return hits if len(hits) == 1 else []
    return []


def _surname(author: str) -> str:
    name = author.split(",", 1)[0] if "," in author else (author.split() or [""])[-1]
    return fold(name.strip())


_HEADS: dict[str, dict[str, list[int]]] = {}  # catalog revision -> coined display-title head -> paper indexes


def _coined_heads(catalog) -> dict[str, list[int]]:
    if catalog.revision not in _HEADS:
        heads: dict[str, list[int]] = {}
        for i, p in _scan(catalog):
            head = p.display_title.split(":", 1)[0].strip() if ":" in p.display_title else ""
            if re.fullmatch(r"[^\W_][\w\-²]*", head) and _coined(head):
                heads.setdefault(fold(head), []).append(i)
        _HEADS.clear()
        _HEADS[catalog.revision] = heads
    return _HEADS[catalog.revision]


def _coined(word: str) -> bool:
    """SFBD, JSAEs, FW-Merging, FedP²EFT: capitals after the first letter, or letters with digits."""
    return len(word) >= 3 and (any(c.isupper() for c in word[1:]) or
                               (any(c.isdigit() for c in word) and any(c.isalpha() for c in word)))


def _referent(question: str, papers: list[Paper], pattern: re.Pattern, neutral: str, rule: str) -> Resolution:
    query = pattern.sub(lambda m: _possessive(m.group(0), neutral), question, count=1)
    standalone = pattern.sub(lambda m: _possessive(m.group(0), _names(papers)), question, count=1)
    if rule == "ordinal" and _is_tell_more_about(question):
        query = "What does this paper propose and show?"
    return Resolution(REFERENT, papers, query, standalone, rule)


def _possessive(matched: str, replacement: str) -> str:
    """"its" / "their" become "this paper's" / "these papers'" (or the names with 's); other words are replaced."""
    if matched.lower() in ("its", "their", "theirs"):
        return replacement + ("'" if replacement.endswith("s") and replacement.startswith("these") else "'s")
    return replacement


def _is_tell_more_about(question: str) -> bool:
    return bool(re.match(r"^\W*(?:please\s+)?(?:tell me (?:more )?about|more (?:on|about)|what about|and)\b",
                         question, re.I))


def _unanchored(question: str, previous: Previous) -> Resolution:
    """A follow-up whose previous answer cited nothing: ask it together with the previous question."""
    standalone = f"{question.strip()} ({previous.question.strip()})" if previous.question else question
    return Resolution(REFERENT, [], standalone, standalone, "previous-question")


def short_name(paper: Paper) -> str:
    """"CheXGenBench" for "CheXGenBench: A Unified Benchmark ...", else the display title."""
    head = paper.display_title.split(":", 1)[0].strip()
    return head if ":" in paper.display_title and 1 <= len(head.split()) <= 3 else paper.display_title


def _names(papers: Sequence[Paper], most: int = 3) -> str:
    """"A", "A and B", "A; B and C", or "A; B; C and 4 more papers"."""
    names = [short_name(p) for p in papers]
    if len(names) > most:
        names = names[:most] + [f"{len(papers) - most} more papers"]
    return names[0] if len(names) == 1 else "; ".join(names[:-1]) + " and " + names[-1]


def _terms_of(papers: Sequence[Paper]) -> set[str]:
    terms: set[str] = set()
    for p in papers:
        terms.update(content_terms(" ".join([p.title or "", p.display_title, p.abstract])))
    return terms


def _asks_for_papers(question: str) -> bool:
    return bool(re.search(r"\b(which|what|list|any)\b.{0,40}\b(papers?|works?|studies|articles)\b", question, re.I))
