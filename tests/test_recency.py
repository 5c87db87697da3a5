"""Questions about when papers appeared: "the most recent paper on X", "the latest papers on X", "Which is the
newest paper in the corpus?", "Which of these is the most recent?" (rag/answer/recency.py and the chain)."""
from __future__ import annotations

from rag.answer.recency import asks_one, has_topic, recency, without_recency


def test_the_question_is_read():
    assert recency("What's the most recent paper on diffusion models?") == "newest"
    assert recency("the earliest work on GANs") == "oldest"
    assert recency("Which papers study diffusion models?") is None
    assert asks_one("What is the oldest paper on X?") and asks_one("Which of these is the most recent?")
    assert not asks_one("What are the latest papers on X?")
    assert not has_topic("Which is the newest paper in the corpus?")
    assert not has_topic("What is the earliest paper in the collection?")
    assert has_topic("What is the oldest paper on model merging?")
    assert without_recency("What is the oldest paper on model merging?") == "What is the paper on model merging?"


def test_the_newest_paper_in_the_corpus_is_every_paper_of_its_newest_year(seeded):
    newest = max(p.year for p in seeded.papers() if p.year)
    expected = {p.id for p in seeded.papers() if p.year == newest}
    a = seeded.ask("Which is the newest paper in the corpus?")
    assert not a.abstained
    assert {c.paper.id for c in a.citations} == expected
    assert f"from {newest}" in a.text


def test_the_most_recent_paper_on_a_topic_has_the_newest_year_of_the_papers_on_it(seeded):
    on_topic = [p for p in seeded.papers() if p.year and "diffusion" in p.display_title.lower()]
    a = seeded.ask("What's the most recent paper on diffusion models?")
    years = {c.paper.year for c in a.citations}
    assert len(years) == 1 and years.pop() >= max(p.year for p in on_topic)
    assert "have no year in their records" in a.text  # the undated papers on the topic are counted, not hidden


def test_the_latest_papers_on_a_topic_come_newest_first_and_undated_last(seeded):
    a = seeded.ask("What are the latest papers on federated learning?")
    years = [c.paper.year for c in a.citations]
    assert len(years) >= 3
    dated = [y for y in years if y]
    assert dated == sorted(dated, reverse=True)
    assert years[:len(dated)] == dated  # every undated paper after the dated ones


def test_which_of_these_is_the_most_recent_stays_within_the_list(seeded, table):
    _, history, listed = table
    a = seeded.ask("Which of these is the most recent?", history=history)
    newest = max((p.year for p in listed if p.year), default=None)
    if newest is None:
        assert not a.citations or "no year" in a.text
        return
    assert {c.paper.id for c in a.citations} == {p.id for p in listed if p.year == newest}
