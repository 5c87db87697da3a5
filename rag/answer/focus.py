"""A chatty request read for its topic: a new question that would be abstained on as written, whose wording wraps a
request for papers on a topic in talk ("Hi again! Quick one before my shift: any papers on X? Cheers.", "ok that's
all good and i've got what i needed on that and now i want something totally different and that's papers on X"),
is asked again as "Which papers study X?" (the topic found by rag.retrieval.query.request_focus). The chain keeps
the first reading when the topic finds nothing either, so an honest "not in the corpus" stays one."""
from __future__ import annotations

from dataclasses import replace

from rag.answer.conversation.reading import Reading
from rag.retrieval.query import request_focus, strip_request

FOCUS_RULE = "request-focus"


def refocused(reading: Reading, query: str) -> Reading | None:
    """The reading of a new question asked as written (rule "new-question") as a search for the topic of the
    request inside it, or None when it holds no such request, was read otherwise, or was searched for that topic
    alone already."""
    if reading.act != "new_topic" or reading.papers or reading.rule != "new-question":
        return None
    topic = request_focus(query)
    if topic is None or strip_request(query).strip(" ?.!").lower() == topic.lower():
        return None  # "Any papers on X?" searched for X already
    asked = f"Which papers study {topic}?"
    return replace(reading, query=asked, standalone=asked, rule=FOCUS_RULE, topic=topic)
