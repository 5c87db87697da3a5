"""A chatty request read for its topic (rag.answer.focus, rag.retrieval.query.request_focus; issue #18 round 44):
fresh41's new questions were read as new questions, but asked as written ("Aight, dat done. Mi have a next ting now:
yuh have any papers pon X?") they were abstained on, as the first question of a chat was too. The phrasings here are
new variations, never a fresh list's own; the chain tests run on the real seeded store."""
from __future__ import annotations

import pytest

from rag.retrieval.query import request_focus


@pytest.mark.parametrize("question, topic", [
    ("Hey there, quick one between meetings: got any papers on diffusion models? Ta.", "diffusion models"),
    ("right so that's sorted and now i'd like something else and that's work on speech recognition",
     "speech recognition"),
    ("You have anyting pon graph neural networks at all?", None),  # "anyting" is no word of the request
    ("Do you have anything on graph neural networks at all?", "graph neural networks"),
    ("Cheers. Totally different thing - what have you got about diffusion models?", "diffusion models"),
    ("A colleague asked me about DNA damage - got anything?", "DNA damage"),
    ("My boss just pinged me asking about diffusion models - anything I can send her?", "diffusion models"),
    ("That's helpful, ta. Any chance of a reading list on diffusion models too?", "diffusion models"),
    ("Where would I start if I wanted to read up on graph neural networks?", "graph neural networks"),
    ("Which papers on federated learning use differential privacy?", None),  # a question of its own
    ("Could you look for papers on it anyway?", None),  # no topic of its own
    ("Any papers on the many ways in which people have tried to compress large models?", None),  # a question
])
def test_the_topic_of_a_request_inside_talk(question, topic):
    assert request_focus(question) == topic


def test_a_chatty_first_question_is_answered_for_its_topic(seeded):
    chatty = seeded.ask("Hey there, quick one between meetings: got any papers on diffusion models? Ta.")
    plain = seeded.ask("Which papers study diffusion models?")
    assert chatty.citations and chatty.interpretation["rule"] == "request-focus", chatty.text
    assert {c.paper.id for c in chatty.citations} == {c.paper.id for c in plain.citations}


def test_a_chatty_request_for_a_topic_the_corpus_lacks_still_abstains(seeded):
    a = seeded.ask("Hey there, quick one between meetings: got any papers on volcanic ash dispersal? Ta.")
    assert not a.citations and a.interpretation["rule"] == "new-question", a.text
