"""Round 8 of the turn interpreter (issue #18): the general causes behind fresh6's misses, each written once and
tested here against the real seeds catalog (the same chat as tests/test_interpret.py: the federated-learning list)."""
from __future__ import annotations

import pytest

from conftest import read
from rag.answer.conversation import acts
from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.pointing import mend_pointing_words
from rag.answer.evidence.attributes import cue_score


@pytest.mark.parametrize("question", ["Is there any one in this set which is studying diffusion models?",
                                      "which in that bunch are using diffusion models"])
def test_a_set_noun_and_a_verb_of_studying_are_the_filters_scaffolding(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


@pytest.mark.parametrize("question", ["From the results above, can you pull out the ones on diffusion models?",
                                      "extract the ones about diffusion models", "Separate the ones on diffusion models"])
def test_pulling_out_the_ones_on_x_is_a_filter(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


@pytest.mark.parametrize("question", ["those papers - which discuss diffusion models?",
                                      "These studies: any on diffusion models?"])
def test_the_papers_on_the_table_named_before_the_question_is_a_filter(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


@pytest.mark.parametrize("question", ["describe the approach taken in the papers you just listed",
                                      "outline the methods used in the studies you found"])
def test_the_papers_you_listed_restrict_a_question_to_them(table, question):
    r = read(question, table)
    assert r.act in ("follow_up", "area") and r.papers == table[2]
    assert acts.restricts(question)


@pytest.mark.parametrize("question", ["Unrelated, but is time series studied anywhere in the collection?",
                                      "Has differential privacy been researched at all?",
                                      "are graph neural networks covered here?"])
def test_asking_whether_x_is_studied_searches_x(table, question):
    r = read(question, table)
    assert r.act == "new_topic" and r.standalone.startswith("Which papers study ")
    assert "studied" not in r.topic and "anyw" not in r.topic


@pytest.mark.parametrize("question, topic", [("Please can you search papers regarding disease progression",
                                              "disease progression"),
                                             ("papers that study bowel syndrome pls", "bowel syndrome"),
                                             ("any paprs on healthy ageing?", "healthy ageing"),
                                             ("studies looking at sleep quality", "sleep quality"),
                                             ("totally different subject - therapeutic potential",
                                              "therapeutic potential")])
def test_a_request_for_papers_on_x_searches_x(table, question, topic):
    r = read(question, table)
    assert r.act == "new_topic" and r.topic.lower() == topic and r.papers == []


def test_a_contraction_without_its_apostrophe_is_read_with_it(table):
    assert mend_pointing_words("whats known, dont ask, IM dosing") == "what's known, don't ask, IM dosing"
    r = read("whats known about differential privacy overall?", table)
    assert r.act in ("new_topic", "area") and r.topic.lower() == "differential privacy"


def test_a_colon_before_what_a_summary_should_cover_ends_its_topic(table):
    assert acts.area_topic("I need a literature review on continual learning: main themes and gaps.") == \
        "continual learning"
    assert acts.area_topic("Overview of X-ray imaging - key findings") == "X-ray imaging"
    r = read("a literature review on continual learning: main themes and gaps", table)
    assert r.act == "area" and r.topic.lower() == "continual learning"


@pytest.mark.parametrize("question, attribute", [("Did these studies declare any funding?", "funding"),
                                                 ("who paid for those trials", "funding"),
                                                 ("Is the code for these available?", "code"),
                                                 ("did they release their code on github", "code")])
def test_funding_and_code_are_attributes_of_the_papers_on_the_table(table, question, attribute):
    r = read(question, table)
    assert r.act == "attribute" and r.attribute == attribute and r.papers == table[2]
    assert acts.attribute_of("which of these are about code generation?") is None


def test_funding_and_code_sentences_carry_their_attribute():
    assert cue_score("This work was funded by a grant from the NIH.", "funding") > 0
    assert cue_score("Code is available at github.com/x/y.", "code") > 0
    assert cue_score("We propose a new model.", "funding") == 0


@pytest.mark.parametrize("question", ["Could you pick from those the ones that investigate diffusion models?",
                                      "pick out of these the ones on diffusion models"])
def test_picking_from_the_papers_on_the_table_the_ones_on_x_is_a_filter(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


def test_a_change_of_topics_wording_is_not_part_of_the_topic_the_reader_reads(seeded, table):
    catalog, history, _ = table
    r = interpret("Let's turn to learning framework.", history, catalog, reader=seeded.chain.act_reader)
    assert r.act in ("area", "new_topic") and r.topic.lower() == "learning framework"
