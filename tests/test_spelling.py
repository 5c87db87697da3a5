"""Misspelt words read as the corpus's own (rag/retrieval/spelling.py): "knowlege distilation" searches for
"knowledge distillation", says so in the answer's notice, and never turns a real word the corpus lacks, an acronym,
a name or a number into something else."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from bench.typos import misspell, typo
from rag.answer.conversation.state import extend_history
from rag.retrieval.retriever import PaperRetriever
from rag.retrieval.spelling import Speller, Spelling, american_spelling, edit_distance, edits1
from rag.retrieval.text import content_terms

FL = "Which papers study federated learning with non-IID data?"
TEXTS = [
    "Knowledge distillation transfers knowledge from a large teacher to a small student model.",
    "We study federated learning across many clients with non-IID data and knowledge distillation.",
    "Diffusion models generate images by removing noise; our diffusion sampler is faster.",
    "Quantization of language models for mobile devices: we quantize weights to 4 bits.",
    "Contrastive learning of visual representations with a transformer encoder.",
    "Graph neural networks for molecules, and transformer networks for text.",
    "A mixture of experts (MoE) layer routes tokens.",
]


@pytest.fixture(scope="module")
def speller() -> Speller:
    postings: dict[str, list[int]] = {}
    for i, text in enumerate(TEXTS):
        for term in set(content_terms(text)):
            postings.setdefault(term, []).append(i)
    return Speller(postings, lambda t: len(postings.get(t, [])),
                   lambda t, n: [TEXTS[i] for i in postings.get(t, [])[:n]])


@pytest.mark.parametrize("typed, read", [
    ("Which papers use knowlege distilation?", "Which papers use knowledge distillation?"),
    ("federeated lerning with non-IID data", "federated learning with non-IID data"),
    ("difusion modles for images", "diffusion models for images"),
    ("papers on contrastve learning", "papers on contrastive learning"),
    ("graph neural netwroks", "graph neural networks"),
    ("Transfomer encoders", "Transformer encoders"),  # the capital stays
    ("quantisation of language models", "quantization of language models"),  # the corpus writes it the American way
    ("wich of thes use diffusion?", "which of these use diffusion?"),  # the chat's own short words
    ("tell me mroe about teh second one", "tell me more about the second one"),
])
def test_a_misspelt_word_is_read_as_the_corpus_word(speller, typed, read):
    spelt = speller(typed)
    assert spelt.text == read
    assert spelt.note is not None and spelt.note.startswith("Read '")


@pytest.mark.parametrize("query", [
    "Which papers study quantum computing?",  # a real word the corpus does not use: a topic it lacks
    "photonics chips",  # its stem "photon" is a real word
    "What does the CKKS paper say?",  # an acronym
    "Who wrote ReeFL?",  # a coined name in mixed case
    "resnet50 pruning",  # letters with digits
    "Which papers use knowledge distillations?",  # an inflection the sampled papers do not write is no typo
    "Summarise the work on diffusion",  # a British request word
    "Which papers use MoE or moe layers?",  # a short word one edit from "more" is not read when it is no typo:
    "Is it thus the case for them?",  # "thus" is one edit from "this" and an English word
])
def test_real_words_names_and_numbers_stay(speller, query):
    assert speller(query) == Spelling(query)


def test_the_note_names_every_reading():
    assert Spelling("x", (("knowlege", "knowledge"), ("modles", "models"))).note == \
        "Read 'knowlege' as 'knowledge', 'modles' as 'models'."
    assert Spelling("x").note is None


def test_edits_and_distance_agree():
    word = "model"
    assert all(edit_distance(word, e) == 1 for e in edits1(word))  # a swap of neighbours is one edit
    assert {"mode", "modle", "modell", "madel"} <= edits1(word) and word not in edits1(word)
    assert edit_distance("knowlege", "knowledge") == 1 and edit_distance("kitten", "sitting") == 3


def test_british_spellings_read_as_american():
    assert [american_spelling(w) for w in ["quantisation", "colour", "centre", "analysed", "optimise", "noise"]] == \
        ["quantization", "color", "center", "analyzed", "optimize", "noise"]


# --- the benchmark's misspellings (bench/typos.py) ------------------------------------------------------------------
def test_a_typo_is_one_mistake_and_never_the_first_letter():
    rng = random.Random(7)
    made = [typo("distillation", rng) for _ in range(200)]
    assert all(t != "distillation" and t[0] == "d" and edit_distance("distillation", t) == 1 for t in made)
    assert len(Counter(made)) > 20


def test_misspelling_is_the_same_in_every_run_and_touches_content_words_only():
    query = "Vitamin D supplementation reduces the incidence of fractures in elderly patients"
    first, again = misspell(query, "q1"), misspell(query, "q1")
    assert first == again
    text, typos = first
    assert 1 <= len(typos) <= 2 and text != query
    assert all(len(w) >= 5 and w[1:].islower() and w in query for w, _ in typos)
    assert misspell("DNA and mRNA in IL-6 rats", "q2") == ("DNA and mRNA in IL-6 rats", [])


# --- through the chat: the store's own words ------------------------------------------------------------------------
def test_the_answer_says_how_it_read_a_misspelt_question(seeded):
    answer = seeded.ask("Which papers use knowlege distilation?")
    assert "Read 'knowlege' as 'knowledge'" in (answer.notice or "")
    assert not answer.abstained
    cited = [c.paper for c in answer.citations]
    assert cited and any("distill" in (p.abstract + (p.title or "")).lower() for p in cited)


def test_a_misspelt_search_finds_what_the_written_one_finds(seeded):
    written = [h.paper.id for h in seeded.search("federated learning with non-IID data", k=3)]
    misspelt = [h.paper.id for h in seeded.search("federeated lerning with non-IID data", k=3)]
    assert misspelt == written


def test_spelling_off_leaves_the_question_as_typed(seeded, make_settings):
    off = PaperRetriever(make_settings(home=seeded.settings.home, spelling=False), seeded.store, seeded.embedder)
    assert off.respell("Which papers use knowlege distilation?").fixes == ()


def test_a_misspelt_filter_keeps_the_listed_papers_that_use_the_word(seeded):
    first = seeded.ask(FL)
    history = extend_history([], first)
    answer = seeded.ask("Which of these use knowlege distilation?", history=history)
    assert "Read 'knowlege' as 'knowledge'" in (answer.notice or "")
    listed = {c.paper.id for c in first.citations}
    cited = [c.paper for c in answer.citations]
    assert cited and {p.id for p in cited} <= listed
    assert all("distill" in (p.abstract + (p.title or "")).lower() for p in cited)


def test_misspelt_chat_words_still_point_at_the_second_paper(seeded):
    first = seeded.ask(FL)
    history = extend_history([], first)
    answer = seeded.ask("tell me mroe about teh second one", history=history)
    assert [c.paper.id for c in answer.citations] == [first.citations[1].paper.id]
