"""What the turn interpreter (rag.answer.conversation.interpret) returns: how a turn was read."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from rag.answer.conversation import acts
from rag.answer.conversation.resolve import _GENERIC
from rag.answer.conversation.state import REFERRING_ACTS, Act
from rag.records import Paper
from rag.retrieval.mentions import phrase_terms

_DATA_NOUN = re.compile(r"\s+(?:data|datasets?|data sets?)$", re.I)


def without_data_noun(topic: str) -> str:
    """"chest X-ray data" -> "chest X-ray": a paper using chest X-rays uses chest X-ray data, whether or not it says
    "data"; kept when only one word would be left ("training data")."""
    rest = _DATA_NOUN.sub("", topic.strip())
    return rest if len(rest.split()) >= 2 else topic


@dataclass
class Reading:
    """How a turn was read: its act, the papers it is answered from, and the questions retrieval and people see."""
    act: Act
    papers: list[Paper]  # the papers the answer is drawn from (empty: the whole corpus)
    query: str  # what retrieval and the extractive answer read (no titles pasted in)
    standalone: str  # the question made standalone, for people and language models
    rule: str = ""
    topic: str = ""  # a filter's, area's or new topic's subject
    attribute: str | None = None  # what an attribute question asks for
    previous: list[Paper] = field(default_factory=list)  # what the last answer cited, in [n] order
    first: bool = False  # the chat's first question

    @property
    def kind(self) -> str | None:
        """The coarse reading the multi-turn eval scores: "referent" (answered from papers on the table),
        "new_topic" (a fresh search in a running chat), None (a first question)."""
        if self.first:
            return None
        return "referent" if self.act in REFERRING_ACTS or (self.act == "area" and self.papers) else "new_topic"

    @property
    def mention_terms(self) -> set[str]:
        """What a paper must mention to be on this turn's topic: every word of a filter's, area's or new topic's
        phrase (rag.retrieval.mentions); for a question asked as it is, its content words beyond the generic ones."""
        if self.rule in ("new-question", "language-model") or not self.topic:
            return acts.topic_terms(self.topic) - _GENERIC
        return phrase_terms(without_data_noun(self.topic))

    @property
    def paper_ids(self) -> list[str]:
        return [p.id for p in self.papers]

    @property
    def mode(self) -> str:
        return "area" if self.act == "area" else "answer"

    def resolved_dicts(self) -> list[dict]:
        return [{"id": p.id, "display_title": p.display_title} for p in self.papers]

    def to_dict(self) -> dict:
        return {"act": self.act, "rule": self.rule, "standalone_question": self.standalone, "topic": self.topic or None,
                "attribute": self.attribute, "resolved_papers": self.resolved_dicts()}
