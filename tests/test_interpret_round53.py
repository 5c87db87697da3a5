"""Round 53 of the turn interpreter (issue #18): general causes behind fresh50's misses (fresh50 is tuning data from
round 53 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read by the
rules alone. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

from conftest import read


def test_people_who_would_like_papers_are_not_the_papers(table):
    r = read("Changing subject for the ward sisters: they want papers on diffusion models.", table)
    assert r.act == "new_topic" and r.topic.lower() == "diffusion models" and not r.papers, (r.act, r.rule, r.topic)


def test_a_quick_new_search_on_a_topic_is_a_search_for_it(table):
    r = read("The bell's gone, so I'll leave those. Quick new search on diffusion models?", table)
    assert r.act == "new_topic" and r.topic.lower().startswith("diffusion models") and not r.papers, (r.act, r.topic)


def test_a_filter_that_asks_which_look_at_that_takes_the_phrase_before(table):
    r = read("Our night shift keeps running into diffusion models. Which of those papers look into that?", table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


def test_what_the_asker_is_reading_up_on_is_the_topic_of_a_whole_collection_view(table):
    r = read("Quiet week at the depot, so I'm reading up on federated learning. Give me the view across the whole "
             "collection.", table)
    assert r.act == "area" and r.topic.lower() == "federated learning", (r.act, r.rule, r.topic)
