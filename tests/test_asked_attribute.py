"""A question about a topic that asks for its limitations ("What are the limitations of federated learning
approaches here?") is answered with the sentences that state them, not the definition sentence closest to the
question's words (issue #18's attribute rule, for a first question rather than a follow-up)."""
from __future__ import annotations

from rag.answer.evidence.attributes import cue_score

FALLS_SHORT = ("Nonetheless, these approaches fall short of mitigating the challenges of joint learning multiple exit "
               "classifiers, often relying on hand-picked heuristic solutions for knowledge distillation among "
               "classifiers and/or utilizing additional layers for weaker classifiers.")


def test_falling_short_and_suffering_are_limitation_cues():
    assert cue_score(FALLS_SHORT, "limitations") == 1.0
    assert cue_score("Nevertheless, such models suffer from high memory cost.", "limitations") == 1.0
    assert cue_score("Federated learning enables collaborative model training without centralizing data.",
                     "limitations") == 0.0


def test_a_limitations_question_cites_the_sentence_that_states_one(seeded):
    answer = seeded.ask("What are the limitations of federated learning approaches here?")
    reefl = [c.n for c in answer.citations if c.paper.display_title == "ReeFL"]
    assert reefl, [c.paper.display_title for c in answer.citations]
    cited = [s.text for s in answer.sentences if reefl[0] in s.citations]
    assert any("fall short" in s for s in cited), cited
    assert all(s.supported for s in answer.sentences if s.citations)
