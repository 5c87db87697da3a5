"""Does a paper mention a topic? One definition, used by the chat (a filter's matches, which earlier papers a new
topic may bring back) and by `litchat bench conversations` (the gold papers of a topic):

A paper mentions a topic when every word of the topic stands side by side with the others in one sentence of its
title or abstract, up to inflection (English stems), British/American spelling and hyphenation, once function words
are dropped, in any order: "X-rays of the chest" mentions chest X-rays, "double-blind, randomized trial" mentions
randomized double-blind, "tumor-promoting" mentions promote tumor, "breast cancers" mentions breast cancer. Words
scattered over an abstract ("breast tissue ... colon cancer") are not a mention. This is what a researcher means by
"which of these mention X?": the phrase, however it is inflected or turned around, not its words anywhere.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from typing import Sequence

from rag.records import Paper
from rag.retrieval.query import strip_request
from rag.retrieval.text import content_terms, query_content_terms
from rag.text.sentences import sentences

WINDOW_SLACK = 0  # a topic's words stand side by side once stop words are dropped
_CACHE_PAPERS = 4096
_SENTENCE_TERMS: OrderedDict[tuple[str, str, str], list[list[str]]] = OrderedDict()
_LOCK = threading.Lock()
_BRITISH = re.compile(r"\b(\w{3,}?)is(e|es|ed|ing|ation|ations|er|ers)\b", re.I)
_DOUBLE_L = re.compile(r"\b(\w{3,}?)ll(ed|ing|er|ers)\b", re.I)
# a closing clause that asks for the answer's shape, not its topic: "…, with what numbers?", "and what were the
# results?", "including the effect sizes"
_SHAPE_TAIL = re.compile(r"[,;]?\s*\b(?:with|and|giving|including)\s+(?:what|which|the|its|their|any)\s+"
                         r"(?:(?:were|are|was|is)\s+)?(?:the\s+)?(?:exact\s+)?(?:numbers?|figures?|results?|findings?|"
                         r"effect sizes?|metrics?|scores?|statistics|values?)\b\W*$", re.I)


def spelling(text: str) -> str:
    """One spelling for British and American words: generalisation/generalization, modelling/modeling."""
    return _DOUBLE_L.sub(r"\1l\2", _BRITISH.sub(r"\1iz\2", text))


def phrase_terms(text: str) -> set[str]:
    """The stemmed content words of a topic phrase ("randomized double-blind" -> {randomiz, doubl, blind})."""
    return set(content_terms(spelling(text)))


def _sentence_terms(paper: Paper) -> list[list[str]]:
    key = (paper.id, paper.title or paper.display_title, paper.abstract or "")  # an edited abstract is read again
    with _LOCK:
        if key in _SENTENCE_TERMS:
            _SENTENCE_TERMS.move_to_end(key)
            return _SENTENCE_TERMS[key]
    texts = [paper.title or paper.display_title] + sentences(paper.abstract or "")
    value = [content_terms(spelling(t)) for t in texts if t]
    with _LOCK:
        _SENTENCE_TERMS[key] = value
        if len(_SENTENCE_TERMS) > _CACHE_PAPERS:
            _SENTENCE_TERMS.popitem(last=False)
    return value


def mentions(paper: Paper, terms: set[str]) -> bool:
    """Every word of the topic close together in one sentence of the paper (its title counts as one): within
    len(terms) + WINDOW_SLACK consecutive content words."""
    return bool(terms) and any(_close(sentence, terms) for sentence in _sentence_terms(paper))


def in_one_sentence(paper: Paper, terms: set[str]) -> bool:
    """Every word of the topic in one sentence of the paper, however far apart ("fairness of machine learning models
    for medical imaging" has medical imaging fairness): looser than ``mentions``."""
    return bool(terms) and any(terms <= set(sentence) for sentence in _sentence_terms(paper))


def _close(sentence: list[str], terms: set[str]) -> bool:
    if not terms <= set(sentence):
        return False
    width = len(terms) + WINDOW_SLACK
    return any(terms <= set(sentence[i:i + width]) for i in range(max(1, len(sentence) - width + 1)))


def question_topic(question: str) -> set[str]:
    """The stemmed words of the topic a question asks about: its content words once the request frame is gone
    ("Which papers evaluate on ImageNet?" -> {imagenet})."""
    return query_content_terms(spelling(strip_request(_SHAPE_TAIL.sub("", question))))


def names(sentence: str, terms: set[str]) -> bool:
    """One sentence has every word of the topic side by side (the test ``mentions`` applies to each sentence)."""
    return bool(terms) and _close(content_terms(spelling(sentence)), terms)


def matching(papers: Sequence[Paper], terms: set[str]) -> list[Paper]:
    """The papers with the topic in one sentence (its words scattered over an abstract are not a mention)."""
    return [p for p in papers if mentions(p, terms)]
