"""What kind of answer a question asks for, read from its wording (shared by the chain and the generators).

- area: "Summarise the work on X", "What work is there on X?": themes, one line a paper, a table.
- list: "Which papers study X?": every paper on the topic, one line each (an area answer when many match).
- singular: "Which paper ...?", "Is there a method that ...?": the best paper, not a list.
"""
from __future__ import annotations

import re

AREA_QUESTION = re.compile(
    r"^\s*(please\s+)?(summari[sz]e|give (me )?an overview|overview of|survey|what (is|has been) (the )?"
    r"(work|research|literature|state of the art) (on|in|about)|what work (is there|exists) on)\b", re.I)
LIST_QUESTION = re.compile(
    r"\b(which|what|list|name|any)\b.{0,40}\b(papers?|works?|studies|articles|methods|approaches|benchmarks|"
    r"datasets)\b|\b(papers?|works?|studies) (that|which|on|about|using|proposing)\b|\bwho\b|\bwrote\b|\bwritten\b|"
    r"\bauthored\b", re.I)
# "Which paper ...?", "Is there a method that ...?": one paper is asked for, so the answer is the best one (and any
# that score nearly as well), not a list of every related one.
SINGULAR_QUESTION = re.compile(
    r"^\W*(which|what) (single |one )?(paper|study|article|method|approach|benchmark|dataset|model|framework)\b"
    r"(?!s)|^\W*which (single |one )?work\b(?!s)|^\W*is there (a|an|one)\b", re.I)  # "what work" is plural
AUTHOR_QUESTION = re.compile(r"\bwho\b|\bwrote\b|\bwritten\b|\bauthored\b", re.I)


def is_area(question: str) -> bool:
    return bool(AREA_QUESTION.search(question))


def is_list(question: str) -> bool:
    """A question asking for every paper on a topic (not one paper, not who wrote what)."""
    return (bool(LIST_QUESTION.search(question)) and not SINGULAR_QUESTION.search(question)
            and not AUTHOR_QUESTION.search(question))


def is_singular(question: str) -> bool:
    return bool(SINGULAR_QUESTION.search(question))
