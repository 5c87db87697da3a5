"""Sentence-level evidence and query understanding (issue #19): late-chunked sentence vectors from the real ONNX
encoder, their int8 store, normalised fusion by hand, request stripping, corpus-mined acronyms, and the whole path
(ingest -> sentence rows -> the rescored hybrid search) on a real Chroma store."""
from __future__ import annotations

import numpy as np
import pytest

from rag.api import Litchat
from rag.ingest import run_ingest_papers
from rag.records import Paper
from rag.retrieval.acronyms import by_long_form, mine_acronyms
from rag.retrieval.fusion import normalised_fusion
from rag.retrieval.query import acronyms_in, expand_acronyms, strip_request, topic_head, with_acronyms
from rag.retrieval.spans import chunk_spans
from rag.retrieval.tables import MemoryLookup
from rag.sentences import SentenceStore, dequantise, quantise


# --- query understanding -----------------------------------------------------------------------------------
@pytest.mark.parametrize("query, expected", [
    ("Are there any papers that study efficient inference for large models?", "efficient inference for large models?"),
    ("Can you point me to studies on protein folding?", "protein folding?"),
    ("I'm looking for work on sketch-based image retrieval", "sketch-based image retrieval"),
    ("Hi, could you please find me some recent papers about graph neural networks in the corpus?",
     "graph neural networks?"),
    ("Which papers study diffusion models?", "diffusion models?"),
    # research verbs beyond "study" and "use", with the preposition that goes with them, and "are about"
    ("Which papers evaluate on ImageNet?", "ImageNet?"),
    ("Which works employ contrastive learning?", "contrastive learning?"),
    ("What papers train on synthetic data?", "synthetic data?"),
    ("Which papers are about graph neural networks?", "graph neural networks?"),
    ("Which papers study on-device inference?", "on-device inference?"),  # "on-" belongs to the topic
    # results are what every paper reports: the dataset is the topic (it abstained at relevance 0.505 < 0.51)
    ("Which papers report results on ImageNet?", "ImageNet?"),
    ("Which studies show results for CIFAR-10?", "CIFAR-10?"),
])
def test_request_boilerplate_is_stripped(query, expected):
    assert strip_request(query) == expected


@pytest.mark.parametrize("query", ["Are there any papers?", "What did Henry Gouk write?",
                                   "Which paper introduces MuPHI?", "Summarise the work on federated learning.",
                                   "Statins lower the risk of myocardial infarction.",
                                   "Which papers predict protein structure?", "Which papers are robust to noise?"])
def test_precise_questions_and_bare_requests_are_kept(query):
    assert strip_request(query) == query


@pytest.mark.parametrize("query, head", [
    ("Are there any papers on federated learning, where many clients train a shared model without pooling their "
     "data?", "federated learning"),
    ("I want papers about graph neural networks; in particular how message passing scales to large graphs",
     "graph neural networks"),
    ("Protein folding, which predicts a protein's 3D structure from its amino-acid sequence alone",
     "Protein folding"),
    # "i.e." and "e.g." end in a full stop, where a word boundary never is: they open explanations too
    ("Are there any papers on diffusion models, i.e. generative models that learn to reverse a gradual noising "
     "process?", "diffusion models"),
    ("Find papers on sparse attention, e.g. sliding windows, global tokens and hashing buckets", "sparse attention"),
    # a request whose clause opens with a function word explains its topic, whatever the opener
    ("Can you find papers on contrastive learning, to put it simply methods that pull matching pairs together and "
     "push the others apart?", "contrastive learning"),
    ("Which papers study model merging, so combining the weights of separately fine-tuned networks into one?",
     "model merging"),
])
def test_a_long_question_gives_the_topic_it_explains(query, head):
    assert topic_head(query) == head


@pytest.mark.parametrize("query", [
    "Aspirin, taken daily, lowers the risk of colorectal cancer in adults over fifty.",  # a claim, not a request
    "Which papers study diffusion models?",  # no clause
    "Are there papers on diffusion models, or GANs?",  # the tail is too short to be an explanation
    "Which papers in the corpus propose, analyse or apply diffusion models (for images, audio, video, language, "
    "sampling, planning or weights)?",  # what the topic covers, not an explanation
    "federated learning",
    "Papers on diffusion models, whichever generative models learn to reverse a gradual noising process",
    # a list after the break, not an explanation
    "Which papers use transformers, convolutional networks or recurrent networks for time series forecasting?",
    # a claim whose clause opens with a function word: no request, no head
    "Statins, in patients with type 2 diabetes, lower cardiovascular events and all-cause mortality.",
])
def test_claims_and_short_questions_have_no_topic_head(query):
    assert topic_head(query) is None


def test_acronyms_are_mined_from_definitions_and_expanded():
    texts = ["We study large language models (LLMs) on phones.", "Federated learning (FL) trains a shared model.",
             "Quantised large language models (LLMs) run on device.", "The odds ratio (OR) was 1.2.",
             "Human papillomavirus (HPV) infection."]
    found = mine_acronyms(texts)
    assert found["LLM"] == "large language model"
    assert found["FL"] == "federated learning"
    assert found["HPV"] == "human papillomavirus"  # singular only when the acronym was plural
    lookup = MemoryLookup(found)
    assert expand_acronyms("efficient inference for LLMs", lookup) == \
        "efficient inference for LLMs (large language model)"
    assert expand_acronyms("large language model (LLM) inference", lookup) == "large language model (LLM) inference"
    assert expand_acronyms("no acronym here", lookup) == "no acronym here"


def test_bm25_reads_the_acronyms_of_the_long_forms_the_corpus_defines():
    mined = mine_acronyms(["We study large language models (LLMs) on phones.", "Language models (LMs) are big.",
                           "Federated learning (FL) trains a shared model.", "Federated learning (FL) again."])
    long_forms = MemoryLookup(by_long_form(mined))
    assert with_acronyms("efficient inference for large language models", long_forms) == \
        "efficient inference for large language models LLM LLMs"
    # the longest long form wins over the one inside it; each acronym once; one already written is not added
    assert acronyms_in("Which papers combine Federated Learning with a large language model?", long_forms) == \
        ["LLM", "FL"]
    assert with_acronyms("FL for federated learning at scale", long_forms) == "FL for federated learning at scale"
    assert with_acronyms("language models for code", long_forms) == "language models for code LM LMs"
    assert with_acronyms("learning federated models", long_forms) == "learning federated models"  # not in order
    assert with_acronyms("nothing defined here", long_forms) == "nothing defined here"


# --- fusion and storage -------------------------------------------------------------------------------------------
def test_normalised_fusion_by_hand():
    dense, bm25 = np.array([0.9, 0.5, 0.7]), np.array([0.0, 10.0, 5.0])
    mm = normalised_fusion([dense, bm25], [0.5, 0.5], "minmax")
    assert mm == pytest.approx([0.5, 0.5, 0.5 * 0.5 + 0.5 * 0.5])
    z = normalised_fusion([dense, bm25], [0.7, 0.3], "zscore")
    zd = (dense - dense.mean()) / dense.std()
    zb = (bm25 - bm25.mean()) / bm25.std()
    assert z == pytest.approx(0.7 * zd + 0.3 * zb)
    assert normalised_fusion([np.ones(3), bm25], [0.5, 0.5], "zscore") == pytest.approx(0.5 * zb)


def test_int8_rows_round_trip_close_to_the_vectors(tmp_path):
    rng = np.random.default_rng(0)
    v = rng.normal(size=(7, 384)).astype(np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    back = dequantise(*quantise(v), 384)
    assert np.abs((back * v).sum(axis=1) - 1).max() < 2e-3
    store = SentenceStore(tmp_path / "s.sqlite")
    store.write([("p1", "h1", v[:2], v[2:]), ("p2", "h2", v[:1], np.zeros((0, 384), np.float32))])
    got = store.get(["p1", "p2", "missing"])
    assert set(got) == {"p1", "p2"} and got["p1"].hash == "h1"
    assert got["p1"].chunks.shape == (2, 384) and got["p1"].sentences.shape == (5, 384)
    assert got["p2"].sentences.shape == (0, 384)
    store.delete(["p1"])
    assert store.hashes() == {"p2": "h2"}


def test_spans_point_at_the_chunk_sentences():
    embed_text = "A title. Authors: X.\n\nFirst sentence here. Second one follows."
    spans = chunk_spans(embed_text, "First sentence here. Second one follows.")
    assert [embed_text[a:b] for a, b in spans] == ["First sentence here.", "Second one follows."]


# --- the real encoder and the whole path ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def onnx_embedder():
    from rag.embedding.onnx_runtime import OnnxMiniLMEmbedder

    return OnnxMiniLMEmbedder()


def test_late_chunked_sentences_match_their_own_meaning(onnx_embedder):
    text = ("Deep learning for protein structure. We predict protein folding from sequence. "
            "Separately, we report the price of coffee in Brazil.")
    spans = [(text.index("We predict"), text.index("Separately") - 1), (text.index("Separately"), len(text))]
    vectors, pooled = onnx_embedder.embed_with_spans([text], [spans])
    assert vectors.shape == (1, 384) and pooled[0].shape == (2, 384)
    assert np.allclose(vectors, onnx_embedder.embed([text]), atol=1e-4)  # the same pass gives today's vector
    assert np.linalg.norm(pooled[0], axis=1) == pytest.approx([1.0, 1.0], abs=1e-4)
    q = onnx_embedder.embed(["coffee prices"])[0]
    assert pooled[0][1] @ q > pooled[0][0] @ q  # the coffee sentence is the one about coffee


def _paper(pid, title, abstract):
    return Paper(id=pid, title=title, display_title=title, authors=["A. Author"], authors_truncated=False,
                 year=2024, categories=["cs.LG"], abstract=abstract)


def test_ingest_stores_sentence_rows_and_rescored_search_uses_them(make_settings):
    from rag.api import Litchat

    filler = " ".join(f"Sentence {i} discusses benchmark tables, training schedules and ablations." for i in range(12))
    papers = [_paper("p-quant", "Running models on phones",
                     filler + " We quantise large language models so that they answer quickly on mobile devices."),
              _paper("p-bayes", "Bayesian data selection", "We select training data with Bayesian methods. " + filler),
              _paper("p-harm", "Harm reasoning", "We study reasoning about harm in images and text. " + filler)]
    lc = Litchat(make_settings(fusion="zscore", span_weight=0.7, dense_weight=0.7))
    from rag.ingest import run_ingest_papers

    run_ingest_papers(lc.settings, papers, store=lc.store, embedder=lc.embedder)
    rows = SentenceStore.for_settings(lc.settings).get(["p-quant", "p-bayes", "p-harm"])
    assert set(rows) == {"p-quant", "p-bayes", "p-harm"}
    assert len(rows["p-quant"].sentences) >= 10
    assert rows["p-quant"].hash == papers[0].content_hash()
    hits = Litchat(lc.settings).search("Are there any papers on fast LLM inference on smartphones?", k=3)
    assert hits[0].paper.id == "p-quant"


def test_a_paper_that_writes_only_the_acronym_is_found_by_the_long_form(make_settings):
    papers = [_paper("p-define", "Chatting with models", "Large language models (LLMs) answer questions in chat. We "
                                                        "study how LLMs follow instructions from users."),
              _paper("p-acronym", "Serving on phones", "LLM decoding latency dominates serving cost on phones. We "
                                                       "cache keys and values so that each token costs less."),
              _paper("p-words", "Large vocabularies", "Large vocabularies make language models of speech models of "
                                                      "many words; efficient inference is not our concern."),
              _paper("p-other", "Protein design", "We design proteins with diffusion and evaluate binding.")]
    found = {}
    for terms in (False, True):
        lc = Litchat(make_settings(home=make_settings().home / str(terms), acronym_terms=terms))
        run_ingest_papers(lc.settings, papers, store=lc.store, embedder=lc.embedder)
        hits = lc.search("efficient inference for large language models", k=4, retriever="bm25")
        found[terms] = [h.paper.id for h in hits]
    assert "p-acronym" not in found[False]  # it writes no word of the query
    assert found[True][2:] == ["p-acronym"]  # found by "LLM" as it writes it ("LLMs" is another BM25 term)
