""""Who wrote ReeFL and what is it?": a record question with a second request answers both, the record line first
and then the named paper's own sentences; a record question alone, or two record fields, stays a record answer."""
from __future__ import annotations

import pytest


def _paper(seeded, head):
    return next(p for p in seeded.papers() if p.display_title.startswith(head))


@pytest.mark.parametrize("question, head", [
    ("Who are the authors of ReeFL, and what does it propose?", "ReeFL"),
    ("In which year did MobileQuant come out? What did it find?", "MobileQuant"),
])
def test_the_record_and_the_second_request_are_both_answered(seeded, question, head):
    paper = _paper(seeded, head)
    a = seeded.ask(question)
    assert {c.paper.id for c in a.citations} == {paper.id}
    record_line, _, rest = a.text.partition("\n\n")
    assert (paper.authors[0] in record_line) or (str(paper.year) in record_line)
    assert rest.strip()  # the second request's answer follows the record line: the paper's sentences, checked
    assert any(s.citations and s.supported and s.evidence_paper == paper.id for s in a.sentences)


def test_a_record_question_alone_stays_a_record_answer(seeded):
    a = seeded.ask("Who wrote ReeFL?")
    assert a.generator == "record" and "\n\n" not in a.text.strip()


def test_two_record_fields_are_not_a_second_request(seeded):
    a = seeded.ask("Who wrote MEDFAIR, and which year is it from?")
    assert a.generator == "record"
