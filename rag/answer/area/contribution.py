"""Which sentence of an abstract says what the paper contributes about a question, not the field's background.

An abstract usually opens with background ("Federated learning (FL) has enabled ...") and states its contribution
later ("We propose ...", "This paper introduces ..."). Each sentence's relevance to the question (cosine + keyword
overlap, computed by the caller) is raised when it carries a contribution cue or names the asked topic ("We
conduct experiments on CIFAR-10 and ImageNet" for "which papers evaluate on ImageNet?"), and lowered when it reads
as background or is the abstract's opening sentence without a cue.
"""
from __future__ import annotations

import re
from typing import Sequence

import numpy as np

from rag.records import Paper
from rag.retrieval.mentions import names
from rag.text.sentences import sentences as split_sentences

CONTRIBUTION_CUE = re.compile(
    r"\b(we|this (paper|work|study|article)|here|our (work|method|approach|framework|model|results?|analysis|"
    r"experiments?|findings?))\b[^.]{0,80}?\b(propose|introduce|present|develop|release|design|show|demonstrate|"
    r"find|found|study|investigate|analy[sz]e|establish|prove|derive|achieve|outperform|build|construct|curate|"
    r"collect|benchmark|evaluate|identify|reveal|provide|formulate|extend|leverage|apply|offer)\w*", re.I)
BACKGROUND_CUE = re.compile(
    r"^\W*(recent(ly)?|in recent years|over the (past|last)|despite|although|while|however|currently|existing|"
    r"traditional(ly)?|conventional(ly)?|many|most|a (key|central|fundamental|major|common)|the (success|rise|advent|"
    r"recent))\b|\b(has|have) (become|emerged|been|shown|achieved|enabled|gained|attracted|made|seen|demonstrated)\b|"
    r"\b(enables?|allows?) (the )?(collaborative|efficient|training|learning)\b|\bis (widely )?(acclaimed|used|known|"
    r"popular|a (popular|promising|powerful|widely))\b|\bremains? (a |an )?(key |major |significant |open )?(challenge|challenging|open|difficult|unclear)", re.I)
# "Which papers propose a new benchmark?": what the asked-for papers make. A paper makes one when its title names it
# or one of its sentences says so in the first person ("we introduce CLIMB, a clinical benchmark"); evaluating on a
# benchmark ("we evaluate VeLO on the MLCommons benchmark suite") is using one.
_ARTEFACTS = (r"benchmark|dataset|data ?set|corpus|corpora|library|toolkit|toolbox|metric|survey|taxonomy|"
              r"simulator|leaderboard|suite")
_MAKE = (r"propos|introduc|present|releas|buil[dt]|construct|curat|collect|creat|develop|contribut|offer|provid|"
         r"establish|design|open[- ]sourc")
ASKS_FOR_ARTEFACT = re.compile(r"\b(?:" + _MAKE + r")(?:e|es|ed|ing|s)?\s+(?:(?:a|an|the|any|some|their|its|own)\s+)?"
                               r"(?:(?:new|novel|first|public|large-scale|large)\s+)?(?:[\w-]+\s+){0,2}(" + _ARTEFACTS +
                               r")s?\b", re.I)
_WE_MAKE = (r"\b(?:we|this (?:paper|work|study|article)|here|our (?:work|paper))\b[^.]{0,60}?\b(?:" + _MAKE +
            r")(?:e|es|ed|ing|s)?\b[^.]{0,80}?")  # the made thing follows within a clause
_TITLE_HEAD = r"(?=\s*(?:$|[:,;?.!(]|\s(?:for|and|of|on|with|to|in|from)\b))"  # the word heads its phrase
RELEVANCE_WEIGHT = 0.5
CUE_BONUS = 0.3
BACKGROUND_PENALTY = 0.2
OPENING_PENALTY = 0.25
TOPIC_BONUS = 0.3  # the sentence names the question's topic (rag.retrieval.mentions.names): as much as a cue


def contribution_scores(sentences: Sequence[str], relevance: np.ndarray, topic: set[str] = frozenset()
                        ) -> np.ndarray:
    """``relevance`` (one score a sentence) adjusted for contribution vs background wording and for naming
    ``topic`` (the question's topic terms; none: no adjustment)."""
    # the paper is on the topic already: its relevance ranks the sentences, the wording decides between close ones
    scores = RELEVANCE_WEIGHT * np.array(relevance, dtype=float, copy=True)
    for i, s in enumerate(sentences):
        cue = bool(CONTRIBUTION_CUE.search(s))
        if cue:
            scores[i] += CUE_BONUS
        if BACKGROUND_CUE.search(s) and not cue:
            scores[i] -= BACKGROUND_PENALTY
        if i == 0 and not cue and len(sentences) > 1:
            scores[i] -= OPENING_PENALTY
        if names(s, topic):
            scores[i] += TOPIC_BONUS
    return scores


def best_contribution(sentences: Sequence[str], relevance: np.ndarray, topic: set[str] = frozenset()) -> int:
    """Index of the sentence to show as the paper's contribution to the question (about ``topic``)."""
    if not len(sentences):
        raise ValueError("no sentences")
    return int(np.argmax(contribution_scores(sentences, relevance, topic)))


def asked_artefact(question: str) -> str | None:
    """The kind of thing the question asks papers to have made ("benchmark" in "Which papers propose a new
    benchmark?"), or None."""
    m = ASKS_FOR_ARTEFACT.search(question)
    return re.sub(r"\s", "", m.group(1).lower()) if m else None


def makes(paper: Paper, artefact: str) -> bool:
    """The paper's title names ``artefact``, or one of its sentences says the paper makes one."""
    word = r"\b" + re.escape(artefact[:6]) + r"\w*"
    if re.search(word + _TITLE_HEAD, paper.title or "", re.I):  # "CalArena: A … Calibration Benchmark", not
        return True  # "… for Dataset Condensation"
    made = re.compile(_WE_MAKE + word, re.I)
    return any(made.search(s) for s in split_sentences(paper.abstract or ""))
