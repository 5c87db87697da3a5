"""An area or list answer says so when no paper covers the asked topic as a whole (rag.answer.area.cover): over the
seeds, "speech recognition" gathered papers on speech and on recognition and read "6 papers in the corpus are on
this topic". Units on the topic's parts; the rest through the real chain on the seeded store."""
from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from conftest import beir_from_seeds

from bench.conversations import Corpus
from bench.topics import pairs
from rag.answer.area.cover import topic_parts
from rag.answer.intent import is_list
from rag.records import Paper
from rag.retrieval.mentions import in_one_sentence, mentions, phrase_terms


# --- units ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("question, topic, parts", [
    ("Summarise the work on speech recognition.", "speech recognition", ["speech recognition"]),
    ("Are there any papers about graph neural networks for drug discovery?",
     "graph neural networks for drug discovery", ["graph neural networks", "drug discovery"]),
    ("Which papers study fairness in medical imaging?", "fairness in medical imaging",
     ["fairness", "medical imaging"]),
    # the whole phrase after "on", where the core-topic reader keeps only its last word
    ("Summarise the research on blockchain consensus protocols.", "blockchain consensus protocols",
     ["blockchain consensus protocols"]),
    # a long question's head, not its explaining clause
    ("Could you find me papers on federated learning, which enables many clients to train a shared model "
     "without pooling data?", "federated learning", ["federated learning"]),
])
def test_the_topic_is_cut_into_the_parts_a_paper_has_to_mention(question, topic, parts):
    assert topic_parts(question) == (topic, parts)


def test_a_sentence_is_no_topic_to_look_for():
    assert topic_parts("What are the main approaches to making large language models more efficient at inference "
                       "time, and which of them were measured on real hardware?") == ("", [])


def test_what_has_been_done_on_a_topic_asks_for_its_papers():
    assert is_list("What has been done on federated learning here?")
    assert is_list("What research exists on diffusion models?")
    assert not is_list("What has MEDFAIR found?") and not is_list("What has been shown about aspirin and cancer risk?")


# --- the chain on the seeds --------------------------------------------------------------------------------------
def test_a_topic_no_paper_mentions_is_said_before_the_papers_that_share_its_words(seeded):
    answer = seeded.ask("Summarise the work on speech recognition")
    assert not any(in_one_sentence(h.paper, phrase_terms("speech recognition")) for h in answer.hits)
    assert answer.topic_cover == {"topic": "speech recognition", "parts": ["speech recognition"], "whole": False,
                                  "mentioned": []}
    assert answer.text.startswith("**No paper in the corpus mentions *speech recognition***")
    assert "on this topic" not in answer.text and "share part of this topic" in answer.text
    assert json.loads(json.dumps(answer.to_dict()))["topic_cover"]["whole"] is False


def test_two_parts_no_paper_joins_are_named(seeded):
    answer = seeded.ask("Which papers use graph neural networks for drug discovery?")
    cover = answer.topic_cover
    assert cover["parts"] == ["graph neural networks", "drug discovery"] and cover["whole"] is False
    assert not any(mentions(h.paper, phrase_terms("graph neural networks"))
                   and mentions(h.paper, phrase_terms("drug discovery")) for h in answer.hits)
    assert "none mentions *graph neural networks* together with *drug discovery*" in answer.text
    assert answer.citations  # the papers sharing part of it are still shown


@pytest.mark.parametrize("question", ["Which papers study federated learning?",
                                      "Which papers study fairness in medical imaging?",
                                      "Summarise the work on diffusion models"])
def test_a_topic_a_paper_covers_gets_no_notice(seeded, question):
    answer = seeded.ask(question)
    assert answer.topic_cover is not None and answer.topic_cover["whole"] is True
    assert "No paper in the corpus" not in answer.text
    assert any(all(mentions(c.paper, phrase_terms(p)) for p in answer.topic_cover["parts"])
               for c in answer.citations)


def test_a_topic_a_paper_mentions_is_answered_not_abstained_on(seeded):
    """Relevance alone abstained on this one (a short question over a topic one paper names)."""
    answer = seeded.ask("What has been done on question answering here?")
    assert not answer.abstained
    assert any(mentions(c.paper, phrase_terms("question answering")) for c in answer.citations)


# --- the benchmark's pairs and the looser sentence test ------------------------------------------------------------
def _paper(pid: str, text: str) -> Paper:
    return Paper(id=pid, title=None, display_title=pid, authors=[], authors_truncated=False, year=None,
                 categories=[], abstract=text, sources=[])


def test_a_topic_in_one_sentence_however_far_apart_its_words():
    paper = _paper("a", "We benchmark the fairness of machine learning models for medical imaging. Speech is hard.")
    assert in_one_sentence(paper, phrase_terms("medical imaging fairness"))
    assert not mentions(paper, phrase_terms("medical imaging fairness"))  # the strict test wants them side by side
    assert not in_one_sentence(paper, phrase_terms("speech fairness"))  # two sentences


def test_bench_pairs_join_topics_some_paper_mentions_both_of_or_none_does():
    papers = [_paper("p1", "Federated learning for medical imaging is studied here."),
              _paper("p2", "Federated learning with sparse retrieval."),
              _paper("p3", "Sparse retrieval for question answering."),
              _paper("p4", "Medical imaging needs question answering.")]
    corpus = Corpus("toy", papers)
    corpus.topics = ["federated learning", "medical imaging", "sparse retrieval", "question answering"]
    both, neither = pairs(corpus, random.Random(1))
    assert "federated learning in medical imaging" in both or "medical imaging in federated learning" in both
    assert "federated learning in question answering" in neither
    for phrase in both + neither:
        a, b = phrase.split(" in ")
        joined = [p for p in papers if mentions(p, phrase_terms(a)) and mentions(p, phrase_terms(b))]
        assert bool(joined) == (phrase in both)


def test_a_topic_only_partly_read_is_not_taken_as_covered(seeded):
    """'protocols' alone is mentioned by a seed; the question is about blockchain consensus protocols, which none
    is: the answer abstains (a covered topic would have overridden the abstention)."""
    answer = seeded.ask("Summarise the research on blockchain consensus protocols.")
    assert answer.abstained
    assert answer.topic_cover["topic"] == "blockchain consensus protocols" and not answer.topic_cover["whole"]


def test_the_topics_benchmark_runs_and_reports_each_kind(seeded, tmp_path):
    from cli import cli

    data = beir_from_seeds(seeded, tmp_path / "data")
    result = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), "bench", "topics", "--data", str(data),
                                      "--docs", "60", "--per-kind", "2", "--no-save"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "| corpus | half | present | present-pair | absent-pair | absent-foreign |" in result.output
    assert "| **all** | held-out |" in result.output
