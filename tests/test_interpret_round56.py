"""Round 56 of the turn interpreter (issue #18): general causes behind fresh53's misses (fresh53 is tuning data from
round 56 on), tested against the real seeds catalog (the federated-learning list of tests/conftest.py), read by the
rules alone. The phrasings are new variations of the missed ones, never a fresh list's own."""
from __future__ import annotations

import pytest

from conftest import read


def _searched_afresh(r) -> bool:
    return r.act in ("new_topic", "area") and r.topic.lower() == "diffusion models" and not r.papers


@pytest.mark.parametrize("question", [
    "Leaving those aside, we're starting a new project on diffusion models. Anything in the library?",
    "Moving from knee injuries to diffusion models - the physio has been asking. Find me papers.",
    "Right, that lot barely scratches it. Is there much in the collection on diffusion models, and what does it all "
    "say?",
    "If the collection has anything on diffusion models, gather it up - every study, not only those - and tell me the "
    "overall picture.",
    "Am I done with these? Yep. So: what do you have on diffusion models?",
    "Finished with these \u2192 moving on to diffusion models. What's there?",
    "Do these papers say anything about diffusion models? Not really. So what does the whole collection say about it?",
    "A new patient has just come into the clinic, and it raises diffusion models. Any papers on that?",
    "I'd be grateful for a survey of diffusion models drawn from the whole library, not merely the papers just named.",
])
def test_a_search_or_summary_over_the_library_after_setting_the_table_aside(table, question):
    r = read(question, table)
    assert _searched_afresh(r), (r.act, r.rule, r.topic, len(r.papers))


@pytest.mark.parametrize("question", [
    "SELECT title FROM previous_results WHERE topic = 'diffusion models';",
    "On the train now - just the papers in your list that look at diffusion models, please.",
    "For the safety case I can only use research about diffusion models. Drop the papers in that list that aren't.",
])
def test_a_filter_typed_as_a_query_or_after_a_remark_keeps_its_topic(table, question):
    r = read(question, table)
    assert r.act == "filter" and r.topic.lower() == "diffusion models", (r.act, r.rule, r.topic)


@pytest.mark.parametrize("question", [
    "erm... right... what did each of those find... one by one...",
    "The second-year students want to know if this matters. Compare what those papers found.",
])
def test_every_paper_asked_about_is_not_one_place(table, question):
    r = read(question, table)
    assert r.act in ("follow_up", "attribute") and len(r.papers) == len(table[2]), (r.act, r.rule, len(r.papers))


@pytest.mark.parametrize("question", ["*scrolls back up* Too good to be true? Where is it weakest?",
                                      "Could I get the code it used, or did the authors keep it to themselves?"])
def test_an_attribute_of_the_paper_in_focus_past_an_action_or_an_idiom(table, question):
    r = read(question, table)
    assert r.act == "attribute" and len(r.papers) == 1, (r.act, r.rule, len(r.papers))


def test_a_place_written_as_a_compound_still_names_its_paper(table):
    """"the first-team manager" is no place, but "the third-listed paper" is the third."""
    r = read("Would it be possible to summarise the third-listed paper?", table)
    assert r.act == "reference" and r.papers == [table[2][2]], (r.act, r.rule, [p.id for p in r.papers])
