"""Questions that name papers by title or ask for a count: "Who wrote MobileQuant?", "When was ReeFL published?",
"Compare A and B", "How many papers study X?" (the chain's record route, the title index's heads, the count)."""
from __future__ import annotations

import pytest

from rag.records import Paper
from rag.retrieval.mentions import mentions, phrase_terms
from rag.retrieval.titles import short_names


def _paper(seeded, word: str) -> Paper:
    found = [p for p in seeded.papers() if word in p.display_title]
    assert len(found) == 1, [p.display_title for p in found]
    return found[0]


@pytest.mark.parametrize("question, attribute", [("Who are the authors of MobileQuant?", "authors"),
                                                 ("Who wrote MobileQuant?", "authors"),
                                                 ("When was MobileQuant published?", "year")])
def test_a_record_field_of_a_paper_named_by_title_is_read_from_its_record(seeded, question, attribute):
    paper = _paper(seeded, "MobileQuant")
    a = seeded.ask(question)
    assert a.generator == "record" and a.act == "attribute"
    assert [c.paper.id for c in a.citations] == [paper.id]
    expected = paper.authors[0] if attribute == "authors" else str(paper.year)
    assert expected in a.text


def test_every_paper_a_question_names_answers(seeded):
    one, two = _paper(seeded, "FW-Merging"), _paper(seeded, "Secretly Certifiable")
    a = seeded.ask("Compare FW-Merging and Model Merging is Secretly Certifiable")
    assert {c.paper.id for c in a.citations} == {one.id, two.id}


def test_the_head_of_a_made_display_title_names_its_paper(seeded):
    dada = _paper(seeded, "DADA")
    assert dada.title is None and "DADA" in short_names(dada)
    a = seeded.ask("Who wrote DADA?")
    assert [c.paper.id for c in a.citations] == [dada.id]


def test_how_many_counts_the_papers_on_the_topic_and_lists_each(seeded):
    a = seeded.ask("How many papers study model merging?")
    n = len(a.citations)
    assert n >= 2 and a.text.startswith(f"**{n} papers** in the corpus")
    assert all(mentions(c.paper, phrase_terms("merging")) for c in a.citations)


def test_an_attribute_of_a_paper_named_by_title_is_answered_from_that_paper(seeded):
    reefl = _paper(seeded, "ReeFL")
    a = seeded.ask("What datasets does ReeFL use?")
    assert [c.paper.id for c in a.citations] == [reefl.id]


def test_a_number_asked_of_a_named_paper_is_not_read_as_its_year(seeded):
    """"released" is a year cue; "How many … were released with X?" still asks for a number in X's abstract."""
    a = seeded.ask("How many synthetic radiographs were released with CheXGenBench?")
    assert a.generator != "record" and a.act != "attribute"
    assert "is from 20" not in a.text


def test_tell_me_about_a_named_paper_gives_more_than_one_sentence_of_it(seeded):
    a = seeded.ask("Tell me about ReeFL")
    assert len(a.citations) == 1
    assert sum(s.citations == [1] for s in a.sentences) >= 2


def test_a_list_question_in_a_titles_words_lists_every_paper_on_them(make_settings):
    from rag.api import Litchat
    from rag.ingest import run_ingest_papers

    def paper(pid, title, abstract):
        return Paper(id=pid, title=title, display_title=title, authors=["Ann Smith"], authors_truncated=False,
                     year=2022, categories=[], abstract=abstract)

    papers = [paper("named", "Learning to Extrapolate to New Tasks: A Relational Approach",
                    "We study learning to extrapolate to new tasks with a relational model of task families."),
              paper("other", "Meta-Learning Beyond the Training Distribution",
                    "Our method learns to extrapolate to new tasks far outside the meta-training distribution."),
              paper("far", "Soil Carbon Under Cover Crops", "Cover crops raise soil organic carbon by 8 percent.")]
    settings = make_settings()
    lc = Litchat(settings)
    run_ingest_papers(settings, papers, store=lc.store, embedder=lc.embedder)
    a = lc.ask("Which papers study learning to extrapolate to new tasks?")
    assert {c.paper.id for c in a.citations} == {"named", "other"}
