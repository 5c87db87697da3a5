"""Does any paper cover the asked topic as a whole? An area or list answer gathers the papers over the topic bar
(rag.answer.area.summary.members), and that bar is relative: when no paper is on "speech recognition", the papers
on speech and those on recognition clear it, and the answer would read "6 papers in the corpus are on this topic".

The topic (the long question's head, else the turn's core topic) is cut into its parts at prepositions and
conjunctions ("graph neural networks for drug discovery" -> graph neural networks | drug discovery). It is covered
when one retrieved paper mentions every part: the part's words in one sentence, up to inflection (rag.retrieval.
mentions.in_one_sentence: "fairness of machine learning models for medical imaging" has medical imaging fairness),
the parts in any sentences. A paper that uses an acronym defines it once, so its long form is there; initials
alone are not read ("SR" is super-resolution in one paper and speech recognition in another). Otherwise
the answer says so before the papers, which are kept: they share part of the topic.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from rag.answer.conversation.topic_span import core_topic
from rag.records import PaperHit
from rag.retrieval.mentions import in_one_sentence, phrase_terms
from rag.retrieval.query import topic_head
from rag.retrieval.text import QUERY_META_WORDS
from rag.text.words import STOPWORDS

_ASKING = frozenset("new novel recent latest current existing different various main good best".split())
_DOING = re.compile(r"^(?:reduc|prevent|boost|treat|caus|help|affect|fight|lower|rais|increas|improv|block|remov|"
                    r"revers|promot|protect|enhanc|limit|avoid|stop|slow|cut|tackl|combat|beat)(?:e|es|ed|s|ing)?$",
                    re.I)
# the phrase a request ends on after "on / about / regarding": the topic the core-topic reader may cut short
_ABOUT_TAIL = re.compile(r"\b(?:on|about|regarding|concerning)\s+(?!(?:th(?:is|ese|ose|em)|it|each|all)\b)"
                         r"([^?.!;,()]+?)\s*(?:\bhere\b|\bin (?:the|my|this) (?:corpus|library|collection)\b)?"
                         r"\s*[?.!;]*\s*$", re.I)
MAX_TOPIC_WORDS = 8  # a longer "topic" is a sentence, not a phrase whose words can be looked for
_JOINS = re.compile(r"\s+(?:for|in|of|on|with|and|&|as|using|via|to|from|across|under|between|among|within|"
                    r"through|by|against|versus|vs\.?)\s+", re.I)


@dataclass(frozen=True)
class TopicCover:
    """How far the retrieved papers cover the asked topic."""
    topic: str  # as asked ("graph neural networks for drug discovery")
    parts: list[str] = field(default_factory=list)  # its parts, as asked
    whole: bool = True  # one paper mentions every part
    mentioned: list[str] = field(default_factory=list)  # parts some paper mentions (not all in one paper)

    def to_dict(self) -> dict:
        return {"topic": self.topic, "parts": self.parts, "whole": self.whole, "mentioned": self.mentioned}

    def notice(self) -> str:
        """The sentence put before the papers when no paper covers the topic as a whole."""
        if len(self.parts) > 1 and self.mentioned:
            together = " together with ".join(f"*{p}*" for p in self.parts)
            return (f"**No paper in the corpus covers *{self.topic}* as a whole**: none mentions {together}. "
                    "The papers below share part of it.")
        return (f"**No paper in the corpus mentions *{self.topic}***. The papers below share some of its words.")


def _words(part: str) -> list[str]:
    """The part's words a paper has to say: not the asking ("new", "recent"), function words or what is done to the
    topic ("reducing leucine intake", "citrus to reduce muscle fatigue": papers say "restriction", "lowered"); a
    part that is nothing but such words keeps them."""
    words = [w for w in re.findall(r"[\w\-]+", part) if w.lower() not in STOPWORDS and w.lower() not in _ASKING
             and w.lower() not in QUERY_META_WORDS]
    things = [w for w in words if not _DOING.match(w)]
    return things or words


def topic_parts(question: str) -> tuple[str, list[str]]:
    """(the topic, its parts that carry content words); ("", []) when the question names no short topic."""
    topic = (topic_head(question) or core_topic(question) or "").strip(" ?.!,;:")
    tail = _ABOUT_TAIL.search(question)  # "… the research on blockchain consensus protocols": all of it
    if tail and {w.lower() for w in _words(topic)} < {w.lower() for w in _words(tail.group(1))}:
        topic = tail.group(1).strip(" ?.!,;:")
    if not topic or len(topic.split()) > MAX_TOPIC_WORDS:
        return "", []
    parts = [p.strip() for p in _JOINS.split(topic) if _words(p)]
    return topic, parts


def _mentions(hit: PaperHit, part: str) -> bool:
    return in_one_sentence(hit.paper, phrase_terms(" ".join(_words(part))))


def topic_cover(question: str, hits: Sequence[PaperHit]) -> TopicCover | None:
    """None when the question names no short topic or nothing was retrieved."""
    topic, parts = topic_parts(question)
    if not parts or not hits:
        return None
    said = [{p for p in parts if _mentions(h, p)} for h in hits]
    whole = any(len(s) == len(parts) for s in said)
    mentioned = [p for p in parts if any(p in s for s in said)]
    return TopicCover(topic=topic, parts=parts, whole=whole, mentioned=mentioned)
