"""Retrieval on the real ingested seeds (real Chroma, real MiniLM, real BM25): paraphrased questions, author and
title questions, filters, grouping by paper, hybrid against its parts, and the cache following re-ingests."""
from __future__ import annotations

import pytest

from rag.records import Filters, Paper
from rag.retrieval import FilterError, build_retriever


def norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def ids_with(lc, needle: str) -> set[str]:
    """Papers whose title or abstract contains ``needle`` (the ground truth, read from the store)."""
    return {p.id for p in lc.papers() if norm(needle) in norm(f"{p.title or ''} {p.display_title} {p.abstract}")}


def ids_by(lc, *spellings: str) -> set[str]:
    return {p.id for p in lc.papers() if any(s in a for a in p.authors for s in spellings)}


def rank_of(hits, wanted: set[str]) -> int | None:
    return next((n for n, h in enumerate(hits, start=1) if h.paper.id in wanted), None)


# --- finding a paper asked in other words ----------------------------------------------------------------------
@pytest.mark.parametrize("query, needle", [
    ("Is there a foundation model built specifically for relational databases?", "Griffin"),
    ("a foundation model for tables in SQL databases", "Griffin"),
    ("stealing backdoors through quantized model files", "GGUF"),
    ("privacy of generated chest x-rays", "CheXGenBench"),
    ("checking whether AI weather forecasting stays stable over a whole year", "year-long rollouts"),
])
def test_paper_found_when_asked_in_other_words(seeded, query, needle):
    wanted = ids_with(seeded, needle)
    assert len(wanted) == 1
    hits = seeded.search(query, k=5)
    assert rank_of(hits, wanted) is not None and rank_of(hits, wanted) <= 3, [h.paper.display_title for h in hits]


# --- author and title questions ---------------------------------------------------------------------------------
@pytest.mark.parametrize("query, spellings", [
    ("papers by Hospedales", ("Hospedales",)),
    ("What did Henry Gouk write?", ("Henry Gouk",)),
    ("What has Travis Lelle published?", ("Travis Lelle",)),  # page 004, single author
    ("papers by Mengru Wang", ("Mengru Wang",)),  # page 004, only on the "All authors" line
    ("Stuehmer", ("Stühmer", "Stuehmer")),  # both spellings on page 001 are one person
    ("what did jan stuhmer work on?", ("Stühmer", "Stuehmer")),  # typed without the accent
    ("papers by Holzmuller", ("Holzmüller",)),
    ("Which papers did Theo Ballet write?", ("Théo Ballet",)),
])
def test_author_questions_return_exactly_the_authors_papers(seeded, query, spellings):
    expected = ids_by(seeded, *spellings)
    assert expected, spellings
    hits = seeded.search(query, k=100)
    assert {h.paper.id for h in hits} == expected
    assert all("author" in h.matched_by for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_author_with_a_topic_puts_the_authors_papers_first_ranked_by_the_topic(seeded):
    by_him = ids_by(seeded, "Hospedales")
    hits = seeded.search("Hospedales few-shot learning benchmarks", k=len(by_him) + 5)
    assert {h.paper.id for h in hits[:len(by_him)]} == by_him
    assert all("author" in h.matched_by for h in hits[:len(by_him)])
    assert not any("author" in h.matched_by for h in hits[len(by_him):])
    assert "few-shot" in hits[0].paper.abstract.lower()


def test_a_coined_name_routes_to_its_paper(seeded):
    wanted = ids_with(seeded, "MEDFAIR")
    hits = seeded.search("Who wrote MEDFAIR?", k=5)
    assert [h.paper.id for h in hits[:len(wanted)]] == sorted(wanted)  # the named paper first ...
    assert hits[0].matched_by[0] == "title"
    assert not any("title" in h.matched_by for h in hits[len(wanted):])  # ... then papers on its words
    answer = seeded.ask("Who wrote MEDFAIR?")  # the answer is the named paper's alone
    assert {c.paper.id for c in answer.citations} == wanted
    hits = seeded.search("How does MEDFAIR compare to FairTune?", k=5)
    assert {h.paper.id for h in hits[:2]} == wanted | ids_with(seeded, "FairTune")


@pytest.mark.parametrize("query", [
    "What is the boiling point of ethanol at sea level?",
    "Who won the 2018 football world cup?",
    "long-horizon belief tracking in language models",
    "papers on long context and deep reinforcement learning",
    "Which models are large and which are small?",
])
def test_no_metadata_route_without_a_real_name(seeded, query):
    assert not any({"author", "title"} & set(h.matched_by) for h in seeded.search(query, k=8))


# --- filters ---------------------------------------------------------------------------------------------------
def test_year_filter_still_returns_k_papers(seeded):
    recent = [p for p in seeded.papers() if p.year is not None and p.year >= 2025]
    assert len(recent) > 8
    hits = seeded.search("learning", k=8, filters=Filters(year_min=2025))
    assert len(hits) == 8 and all(h.paper.year >= 2025 for h in hits)


def test_year_filter_returns_every_passing_paper_when_fewer_than_k(seeded):
    old = {p.id for p in seeded.papers() if p.year is not None and p.year <= 2024}
    assert 0 < len(old) < 8
    for mode in ("dense", "bm25", "hybrid"):
        hits = seeded.search("diffusion models", k=8, filters=Filters(year_max=2024), retriever=mode)
        assert {h.paper.id for h in hits} <= old
        if mode != "bm25":  # BM25 alone returns only papers sharing a word with the query
            assert {h.paper.id for h in hits} == old


def test_category_filter_any_of_case_insensitive(seeded):
    in_cats = {p.id for p in seeded.papers() if {c.casefold() for c in p.categories} & {"cs.cv", "cs.lg"}}
    hits = seeded.search("benchmark", k=50, filters=Filters(categories=["CS.CV", "cs.lg"]))
    assert {h.paper.id for h in hits} == in_cats
    causal = {p.id for p in seeded.papers() if "Causality" in p.categories}  # a subcategory on page 002
    assert seeded.search("treatment effects", k=5, filters=Filters(categories=["causality"]))[0].paper.id in causal


def test_author_filter_partial_and_accent_insensitive(seeded):
    hits = seeded.search("diffusion", k=8, filters=Filters(author="hospedales"))
    assert len(hits) == 8 and all(any("Hospedales" in a for a in h.paper.authors) for h in hits)
    hits = seeded.search("invariance", k=8, filters=Filters(author="Stuhmer"))
    assert {h.paper.id for h in hits} == ids_by(seeded, "Stühmer", "Stuehmer")


def test_filters_combine_and_contradictions_are_refused(seeded):
    hits = seeded.search("learning", k=20, filters=Filters(year_min=2025, author="Hospedales"))
    assert hits and all(h.paper.year >= 2025 and any("Hospedales" in a for a in h.paper.authors) for h in hits)
    assert seeded.search("learning", filters=Filters(author="Nobody Atall")) == []
    with pytest.raises(FilterError):
        seeded.search("learning", filters=Filters(year_min=2026, year_max=2020))


# --- grouping ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["dense", "bm25", "hybrid"])
def test_a_paper_appears_once_with_its_own_best_chunks(seeded, mode):
    for query in ["diffusion models for image generation", "federated learning", "papers by Hospedales"]:
        hits = seeded.search(query, k=40, retriever=mode)
        ids = [h.paper.id for h in hits]
        assert len(ids) == len(set(ids))
        for h in hits:
            assert all(p.chunk_id.startswith(h.paper.id + ":") for p in h.passages)
            assert [p.score for p in h.passages] == sorted((p.score for p in h.passages), reverse=True)
            if h.passages:
                assert h.dense_score == pytest.approx(h.passages[0].score, abs=1e-5)


# --- hybrid against its parts ---------------------------------------------------------------------------------
HANDFUL = [  # (query, needle): exact rare terms favour BM25, paraphrases favour the embeddings
    ("GGUF", "GGUF"),
    ("What FID does SFBD reach on CIFAR-10?", "SFBD"),
    ("making denoising diffusion produce bigger pictures without retraining", "DemoFusion"),
    ("a foundation model for tables in SQL databases", "Griffin"),
    ("sarcasm detection in videos", "MUStReason"),
    ("Which paper generates handwriting with a non-autoregressive diffusion model?", "ChiroDiff"),
]


def test_hybrid_against_its_parts(seeded, capsys):
    retriever = build_retriever(seeded.settings.model_copy(update={"route_metadata": False}), seeded.store,
                                seeded.embedder)
    table = []
    for query, needle in HANDFUL:
        wanted = ids_with(seeded, needle)
        ranks = {m: rank_of(retriever.search(query, k=20, retriever=m), wanted) for m in ("dense", "bm25", "hybrid")}
        table.append((query, ranks))
    with capsys.disabled():
        print("\nrank of the target paper (k=20; - = not found)")
        for query, ranks in table:
            print(f"  dense {ranks['dense'] or '-':>2}  bm25 {ranks['bm25'] or '-':>2}  hybrid {ranks['hybrid'] or '-':>2}"
                  f"  {query}")
    inf = 10 ** 6
    mrr = {m: sum(1 / (r[m] or inf) for _, r in table) / len(table) for m in ("dense", "bm25", "hybrid")}
    for query, ranks in table:
        best = min(ranks["dense"] or inf, ranks["bm25"] or inf)
        worst = max(ranks["dense"] or inf, ranks["bm25"] or inf)
        assert (ranks["hybrid"] or inf) <= worst, query  # never below both parts
        if best <= 3:
            assert (ranks["hybrid"] or inf) <= 10, query  # what one part finds well stays in the answer context
    assert mrr["hybrid"] >= min(mrr["dense"], mrr["bm25"])
    assert all(ranks["hybrid"] for _, ranks in table)


def test_weighted_fusion_and_llama_index_view(seeded):
    weighted = build_retriever(seeded.settings.model_copy(update={"fusion": "weighted"}), seeded.store,
                               seeded.embedder)
    hits = weighted.search("fairness benchmark for medical imaging", k=5)
    assert rank_of(hits, ids_with(seeded, "MEDFAIR")) <= 2
    assert hits[0].score <= 1.0
    nodes = weighted.retrieve("fairness benchmark for medical imaging")
    assert [n.node.node_id for n in nodes] == [h.paper.id for h in weighted.search("fairness benchmark for medical imaging")]
    assert all(n.node.metadata["paper_id"] == n.node.node_id for n in nodes)


def test_modes_and_degenerate_queries(seeded):
    with pytest.raises(ValueError, match="unknown retriever"):
        seeded.search("x", retriever="sparse")
    assert seeded.search("   ") == []
    assert len(seeded.search("the of and", k=3, retriever="dense")) == 3  # stop words only: dense still ranks


def test_relevance_signals_separate_covered_from_uncovered_questions(seeded):
    covered = seeded.search("benchmarking fairness of medical imaging models", k=3)
    uncovered = seeded.search("What is the boiling point of ethanol at sea level?", k=3)
    assert covered[0].overlap == 1.0 and uncovered[0].overlap < 0.5
    assert max(h.dense_score for h in covered) > max(h.dense_score for h in uncovered) + 0.2
    assert all(h.dense_score is not None for h in covered + uncovered)  # BM25-only papers get a cosine too


# --- the cache follows the store -------------------------------------------------------------------------------
def _paper(pid: str, title: str, abstract: str, authors: list[str]) -> Paper:
    return Paper(id=pid, title=title, display_title=title, authors=authors, authors_truncated=False, year=2024,
                 categories=["Testing"], abstract=abstract)


def test_bm25_and_author_index_follow_reingest(make_settings, seeded):
    from rag.api import Litchat
    from rag.ingest import run_ingest_papers

    lc = Litchat(make_settings())
    first = [_paper("t1", "Zebra stripes as camouflage", "We study zebra stripes and predation.", ["Ann Original"]),
             _paper("t2", "Penguin huddles", "Penguins huddle to save heat in winter.", ["Bob Second"])]
    run_ingest_papers(lc.settings, first, lc.store, seeded.embedder, remove_missing=True)
    retriever = lc.retriever
    catalog = retriever.catalog.get()
    assert retriever.search("quokka", k=5, retriever="bm25") == []
    assert retriever.catalog.get() is catalog  # no rebuild while the store is unchanged
    # a new process (here: a new retriever) loads the catalog from disk instead of rebuilding it
    fresh = build_retriever(lc.settings, lc.store, lc.embedder)
    assert fresh.catalog.get().origin == "disk" and catalog.origin == "built"
    assert [h.paper.id for h in fresh.search("zebra", k=2)] == [h.paper.id for h in retriever.search("zebra", k=2)]

    added = _paper("t3", "Quokka smiles", "Quokkas appear to smile at tourists.", ["Cleo Müller"])
    run_ingest_papers(lc.settings, first + [added], lc.store, seeded.embedder, remove_missing=True)
    assert [h.paper.id for h in retriever.search("quokka", k=5, retriever="bm25")] == ["t3"]
    assert [h.paper.id for h in retriever.search("papers by Cleo Mueller", k=5)] == ["t3"]
    assert len(list((lc.settings.home / "cache").rglob("catalog-*/catalog.sqlite"))) == 1  # the old revision's is gone

    run_ingest_papers(lc.settings, first, lc.store, seeded.embedder, remove_missing=True)
    assert retriever.search("quokka", k=5, retriever="bm25") == []
    assert not any("author" in h.matched_by for h in retriever.search("papers by Cleo Mueller", k=5))


# --- long questions that explain their topic ----------------------------------------------------------------------
@pytest.mark.parametrize("topic, long_question", [
    ("federated learning", "Are there any papers on federated learning, where many clients train a shared model "
                           "without pooling their raw data on one server?"),
    ("diffusion model", "I'm looking for work on diffusion models, which generate data by learning to reverse a "
                        "gradual noising process step by step."),
])
def test_a_long_question_finds_its_topic_like_the_short_one(seeded, topic, long_question):
    """The clause that explains the topic dilutes the query; the topic head searched beside it gets the topic's
    papers back (rag.retrieval.query.topic_head), at least as many as without it and close to the short form."""
    from rag.api import Litchat

    wanted = ids_with(seeded, topic)
    assert len(wanted) >= 4
    found = lambda lc, q: len(wanted & {h.paper.id for h in lc.search(q, k=8)})  # noqa: E731
    without = Litchat(seeded.settings.model_copy(update={"topic_head_weight": 0.0}))
    short, long_with, long_without = found(seeded, topic), found(seeded, long_question), found(without, long_question)
    assert long_with >= long_without
    assert long_with >= min(short, 8) - 1, (short, long_with, long_without)
