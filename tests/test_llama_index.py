"""litchat's retriever in llama-index's own engines, as it is: a RetrieverQueryEngine and a
CondensePlusContextChatEngine answer with a REAL llama.cpp server (SmolLM2-135M) through our OpenAI-compatible
transport (GeneratorLLM), and the sources they report are our papers with their metadata."""
from __future__ import annotations

import pytest
from llama_index.core.chat_engine import CondensePlusContextChatEngine
from llama_index.core.query_engine import RetrieverQueryEngine
from llama_index.core.retrievers import BaseRetriever

from rag.answer.generators import get_generator
from rag.answer.generators.llama_index_llm import GeneratorLLM
from rag.embedding.encoders import as_llama_index
from rag.retrieval import build_retriever

QUESTION = "What does MEDFAIR benchmark for medical imaging models?"
K = 3


@pytest.fixture
def retriever(seeded):
    return build_retriever(seeded.settings.model_copy(update={"k": K}), seeded.store, seeded.embedder)


@pytest.fixture
def llm(make_settings, llm_server):
    settings = make_settings(generator="openai", openai_base_url=llm_server, openai_model="smollm2",
                             llm_timeout=600)
    return GeneratorLLM(generator=get_generator("openai", settings, None), max_tokens=32, context_window=2048)


def _assert_our_papers(source_nodes, retriever, seeded, question: str) -> None:
    expected = [h.paper for h in retriever.search(question)]
    assert [n.node.node_id for n in source_nodes] == [p.id for p in expected]
    stored = {p.id: p for p in seeded.papers()}
    for n in source_nodes:
        paper = stored[n.node.node_id]
        meta = n.node.metadata
        assert meta["paper_id"] == paper.id and meta["title"] == paper.display_title
        assert meta["authors"] == paper.authors and meta["year"] == paper.year
        assert meta["doi"] == paper.doi and meta["arxiv_id"] == paper.arxiv_id and meta["ids"] == paper.ids
        assert n.score is not None
    assert "MEDFAIR" in source_nodes[0].node.metadata["title"]


def test_the_node_metadata_without_a_model(retriever, seeded):
    assert isinstance(retriever, BaseRetriever)
    nodes = retriever.retrieve(QUESTION)
    assert len(nodes) == K
    _assert_our_papers(nodes, retriever, seeded, QUESTION)
    # ids and routing detail are kept for the caller but not put in front of a model
    shown = nodes[0].node.get_content(metadata_mode="llm")
    assert nodes[0].node.metadata["title"] in shown and nodes[0].node.node_id not in shown


def test_our_embedder_as_a_llama_index_embedding(seeded):
    wrapped = as_llama_index(seeded.embedder)
    assert wrapped.get_query_embedding(QUESTION) == pytest.approx(seeded.embedder.embed([QUESTION])[0].tolist())


def test_retriever_query_engine_with_a_real_llama_cpp_server(retriever, llm, seeded):
    engine = RetrieverQueryEngine.from_args(retriever, llm=llm)
    response = engine.query(QUESTION)
    assert str(response).strip()  # the model answered
    _assert_our_papers(response.source_nodes, retriever, seeded, QUESTION)


def test_condense_plus_context_chat_engine_with_a_real_llama_cpp_server(retriever, llm, seeded):
    engine = CondensePlusContextChatEngine.from_defaults(retriever, llm=llm)
    first = engine.chat(QUESTION)
    assert first.response.strip()
    _assert_our_papers(first.source_nodes, retriever, seeded, QUESTION)
    follow = engine.chat("What datasets does it use?")  # condensed with the history by the model, then retrieved
    assert follow.response.strip() and follow.source_nodes
    stored = {p.id for p in seeded.papers()}
    assert {n.node.node_id for n in follow.source_nodes} <= stored
