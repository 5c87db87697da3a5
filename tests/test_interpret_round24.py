"""Round 24 of the turn interpreter (issue #18): general causes behind fresh21's misses (fresh21 is tuning data from
round 24 on), each written once and tested here against the real seeds catalog (the federated-learning list of
tests/conftest.py), read as the chat reads a turn. The phrasings are new variations of the missed ones, never a fresh
list's own: a rule, not a phrasing."""
from __future__ import annotations

from rag.answer.conversation.acts import attribute_of
from rag.answer.conversation.topic_part import framed_phrase, numbered_parts

X = "diffusion models"


def test_a_numbered_message_is_read_from_the_parts_that_ask(table, read_as_chat):
    """"1) cheers 2) … 3) speak soon": the courtesies around the numbered request name no topic and no paper."""
    r = read_as_chat("1) great, cheers 2) anything on X? 3) speak soon")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)
    _, _, cited = table
    r = read_as_chat("1. thanks! 2. what does paper [2] say in detail? 3. no hurry")
    assert r.act == "reference" and r.papers == [cited[1]], (r.act, r.rule)


def test_only_numbers_in_order_number_a_message():
    assert numbered_parts("Two things. 1) thanks 2) which of these use X?") == ["Two things.", "thanks",
                                                                              "which of these use X?"]
    assert numbered_parts("1) thanks 2) which of these use X?") == ["", "thanks", "which of these use X?"]
    assert numbered_parts("Is 1.5 mg a day safe? 2) not sure") is None
    assert numbered_parts("1) thanks 3) which of these use X?") is None


def test_the_topic_said_before_an_area_request_naming_none_is_its_topic(table, read_as_chat):
    r = read_as_chat("My seminar topic is X. Could you give me an overview of what the research in here says?")
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)
    _, _, cited = table
    r = read_as_chat("I liked those. Could you give me an overview?")
    assert r.act == "area" and r.papers == cited, (r.act, r.rule, r.topic)


def test_an_area_request_after_a_dash_takes_the_topic_before_it(table, read_as_chat):
    r = read_as_chat("My referee report questions how the authors frame X - what does the collection as a whole"
                     " say about it?")
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_an_ordinal_of_the_askers_own_is_no_place_on_the_table(table, read_as_chat):
    """"The third grant on my desk is about X; … on that?": "third" counts the asker's grants."""
    r = read_as_chat("The third grant on my desk is about X; which papers do you have on that?")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_wanting_to_learn_about_a_topic_asks_no_results(table, read_as_chat):
    assert attribute_of("I want to learn about X") is None and attribute_of("What did they learn?") == "results"
    r = read_as_chat("Good evening. I'd like to learn about X, and would welcome a list of the papers in your"
                     " collection that deal with it. Many thanks.")
    assert r.act == "new_topic" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)


def test_a_question_whose_other_words_only_frame_a_phrase_searches_the_phrase(table, read_as_chat):
    catalog = table[0]
    r = read_as_chat("So nothing at all on X? Or maybe there is?")
    assert r.act == "new_topic" and r.topic.lower() == X and r.standalone == f"Which papers study {X}?", r
    assert framed_phrase(f"What did the studies on {X} find?", catalog) is None  # asks for results
    assert framed_phrase(f"Does {X} improve federated learning?", catalog) is None  # another phrase of the corpus


def test_the_table_named_first_then_any_on_a_topic_is_a_filter(table, read_as_chat):
    r = read_as_chat("Those studies, have they got any on X or not?")
    assert r.act == "filter" and r.topic.lower() == X and r.papers == [], (r.act, r.rule, r.topic)


def test_a_paper_named_with_nothing_else_asked_stays_that_paper(table, read_as_chat):
    """The act reader's "new topic" does not turn a request about a paper named by its short name into a search for
    the name."""
    catalog = table[0]
    named = [p for p in catalog.get(range(catalog.size)) if "DistilCacheFL" in p.display_title]
    assert len(named) == 1
    for question in ("Keen to know more about DistilCacheFL, if that's ok.", "Keen to hear more on DistilCacheFL, cheers."):
        r = read_as_chat(question)
        assert r.act == "reference" and r.papers == named, (question, r.act, r.rule, r.topic)


def test_the_database_is_the_corpus(table, read_as_chat):
    r = read_as_chat("I'd like the overall evidence on X across the whole database, not single papers.")
    assert r.act == "area" and r.topic.lower() == X and not r.papers, (r.act, r.rule, r.topic)
