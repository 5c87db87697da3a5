"""Round 7 of the turn interpreter (issue #18): the general causes behind fresh5's misses, each written once and
tested here against the real seeds catalog (the same chat as tests/test_interpret.py: the federated-learning list)."""
from __future__ import annotations

import pytest

from conftest import read
from rag.answer.conversation import acts
from rag.answer.conversation.interpret import interpret
from rag.answer.conversation.pointing import mend_pointing_words


@pytest.mark.parametrize("typed, meant", [("wich of these adress X", "which of these address X"),
                                          ("Whcih ones", "Which ones"), ("waht about X", "what about X"),
                                          ("which adresses X", "which addresses X")])
def test_a_one_letter_typo_of_the_question_word_or_its_verb_is_that_word(typed, meant):
    assert mend_pointing_words(typed) == meant
    kept = "witch winch wheat whet addressed addressee wham"
    assert mend_pointing_words(kept) == kept


def test_a_filter_with_a_typo_in_its_question_word_is_a_filter(table):
    r = read("wich of these adress diffusion models", table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"


@pytest.mark.parametrize("question", ["Are there papers among these about diffusion models?",
                                      "Is there a study in those on diffusion models?",
                                      "are there any works from the above about diffusion models"])
def test_asking_whether_the_table_holds_papers_on_x_is_a_filter(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models"
    assert {p.id for p in r.papers} <= {p.id for p in table[2]}


def test_a_filter_verb_is_not_part_of_its_topic(table):
    r = read("I need only those that treat non-IID data - can you tell me which?", table)
    assert r.act == "filter" and r.topic.lower() == "non-iid data"


@pytest.mark.parametrize("question, index", [("details on 2 please", 1), ("what about 3?", 2), ("explain 1", 0),
                                             ("and 2?", 1), ("3?", 2)])
def test_a_bare_number_is_that_citation(table, question, index):
    r = read(question, table)
    assert r.act == "reference" and r.papers == [table[2][index]]


def test_a_number_is_not_a_citation_when_it_names_something_else_or_is_out_of_range(table):
    from rag.answer.conversation.places import _ordinal

    assert _ordinal("what about type 2?", 6) is None and _ordinal("phase 3", 6) is None
    assert _ordinal("the top 5 papers", 6) is None and _ordinal("details on 9 please", 6) is None
    assert _ordinal("details on 9 please", 9) == 8


def test_this_papers_is_plural(table):
    r = read("can you explain more about this papers", table)
    assert r.act == "follow_up" and r.papers == table[2]


@pytest.mark.parametrize("question", ["What works exist regarding diffusion models?",
                                      "Lets change topic, what do you have on diffusion models?",
                                      "Which studies are available on diffusion models?"])
def test_asking_what_work_exists_on_x_searches_x(table, question):
    r = read(question, table)
    assert r.act == "new_topic" and r.papers == [] and r.topic.lower() == "diffusion models"
    assert r.standalone == "Which papers study diffusion models?"


def test_what_a_summary_should_say_about_the_studies_does_not_restrict_it_to_the_table(table):
    r = read("Give an overview of federated learning studies and what they conclude.", table)
    assert r.act == "area" and r.papers == [] and r.topic.lower() == "federated learning"
    assert read("Summarise these, and what they conclude.", table).papers == table[2]


def test_them_after_a_sentence_naming_a_topic_is_that_topic():
    assert not acts.restricts("What are the main themes in research on nitric oxide? Summarise them.")
    assert acts.area_topic("What are the key findings across the nitric oxide papers? Summarise.") == "nitric oxide"
    assert acts.restricts("Which of these use CNNs? Summarise them.")
    assert acts.restricts("Interesting stuff. Summarise them.")


def test_a_paper_named_as_the_answer_showed_it_is_that_paper(seeded):
    """A paper without a title is shown as "Kim et al. — <its topic>"; copying that name back names that paper,
    even beside another paper by the same first author."""
    untitled = [p for p in seeded.papers() if not p.title and " — " in p.display_title]
    by_author: dict[str, list] = {}
    for p in untitled:
        by_author.setdefault(p.display_title.split(" — ")[0], []).append(p)
    pair = next(ps for ps in by_author.values() if len(ps) >= 2)
    catalog = seeded.retriever.catalog.get()
    history = [{"role": "user", "content": "Which papers?"},
                {"role": "assistant", "content": "…", "citations": [p.id for p in pair]}]
    for paper in pair:
        r = interpret(f'What\'s the paper "{paper.display_title}" about?', history, catalog)
        assert r.act == "reference" and r.papers == [paper]


def test_the_bench_reads_its_as_the_paper_in_focus_unless_they_is_the_subject():
    from bench.conversations import in_focus

    assert in_focus("Who are its authors?") and in_focus("When did it come out?")
    assert not in_focus("Did they find that it works?") and not in_focus("Who wrote them?")


def test_a_plural_pointing_word_stays_on_all_the_papers_whatever_the_reader_says(seeded, table):
    catalog, history, cited = table
    r = interpret("can you explain more about this papers", history, catalog, reader=seeded.chain.act_reader)
    assert r.act == "follow_up" and r.papers == cited
