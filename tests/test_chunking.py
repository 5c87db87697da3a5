"""Chunking: tiktoken budgets, whole sentences, sentence overlap, embedded context, the encoder window."""
from __future__ import annotations

from rag.chunking import chunk_paper, chunk_text, embed_context
from rag.text.sentences import prose_sentences as split_sentences
from rag.text.tokens import count_tokens
from rag.records import Paper, Source

SENTENCES = [
    "Medical imaging models can encode demographic shortcuts that harm under-served patient groups.",
    "We introduce MEDFAIR, a benchmark of eleven algorithms across ten datasets and three modalities.",
    "Models are selected under in-distribution and out-of-distribution settings (e.g. new hospitals).",
    "No algorithm beats empirical risk minimisation consistently, as Zong et al. also observed in 2022.",
    "The accuracy gap between groups shrinks by 3.5 points with careful model selection.",
    "Fairness interventions rarely transfer across modalities such as X-ray, CT and dermatology.",
    "We release code and data splits to make future comparisons reproducible.",
]
ABSTRACT = " ".join(SENTENCES)


def paper(abstract: str = ABSTRACT, **kw) -> Paper:
    base = dict(id="p_test", title="MEDFAIR: Benchmarking Fairness for Medical Imaging", display_title="MEDFAIR",
                authors=["Yongshuo Zong", "Yongxin Yang", "Timothy Hospedales", "Someone Else"],
                authors_truncated=False, year=2022, categories=["cs.CV"], abstract=abstract,
                sources=[Source("a.jsonl", 1)])
    base.update(kw)
    return Paper(**base)


def test_sentences_keep_abbreviations_decimals_and_initials():
    got = split_sentences("We use e.g. CNNs. Smith et al. 2020 found 3.5% gains. J. Smith agrees! Is it? 是的。好。")
    assert got == ["We use e.g. CNNs.", "Smith et al. 2020 found 3.5% gains.", "J. Smith agrees!", "Is it?",
                   "是的。", "好。"]
    assert split_sentences(ABSTRACT) == SENTENCES


def test_chunks_hold_whole_sentences_within_budget():
    budget = 45
    chunks = chunk_text(ABSTRACT, budget, overlap=0)
    assert len(chunks) > 2
    for chunk in chunks:
        assert count_tokens(chunk) <= budget
        assert all(s in SENTENCES for s in split_sentences(chunk)), chunk  # never cut mid-sentence
    # no overlap asked: the chunks are the sentences in order, each exactly once
    assert [s for c in chunks for s in split_sentences(c)] == SENTENCES


def test_overlap_is_whole_trailing_sentences_within_the_overlap_budget():
    budget, overlap = 60, 25
    chunks = chunk_text(ABSTRACT, budget, overlap)
    split = [split_sentences(c) for c in chunks]
    overlapped = 0
    for prev, nxt in zip(split, split[1:]):
        shared = [s for s in nxt if s in prev]
        assert shared == nxt[:len(shared)], "overlap sits at the start of the next chunk"
        assert shared == prev[len(prev) - len(shared):], "and is the end of the previous chunk"
        assert len(shared) < len(prev), "a chunk is never carried over whole"
        assert sum(count_tokens(s) for s in shared) <= overlap
        overlapped += bool(shared)
    assert overlapped >= 1
    covered = [s for c in split for s in c]
    assert set(covered) == set(SENTENCES)
    assert all(count_tokens(c) <= budget for c in chunks)


def test_a_sentence_longer_than_the_budget_is_cut_between_words():
    long = "This sentence " + " ".join(f"word{i}" for i in range(200)) + " ends here."
    chunks = chunk_text(long + " " + SENTENCES[0], 50, 10)
    assert all(count_tokens(c) <= 50 for c in chunks)
    words = " ".join(chunks).split()
    assert all(w.startswith("word") or w in long or w in SENTENCES[0] for w in words)
    assert "word199" in " ".join(chunks) and chunks[-1].endswith(SENTENCES[0])


def test_chunk_ids_context_and_shown_text():
    chunks = chunk_paper(paper(), budget=60, overlap=20)
    assert [c.id for c in chunks] == [f"p_test:{n}" for n in range(len(chunks))]
    assert all(c.paper_id == "p_test" and c.n == n for n, c in enumerate(chunks))
    for c in chunks:
        assert c.embed_text.startswith("MEDFAIR: Benchmarking Fairness for Medical Imaging. Authors: Yongshuo Zong,")
        assert "et al." in c.embed_text.split("\n\n")[0]  # 4 authors -> 3 named + et al.
        assert c.embed_text.endswith(c.text)
        assert "Authors:" not in c.text and not c.text.startswith("MEDFAIR:")


def test_untitled_paper_uses_display_title_and_empty_abstract_still_gives_one_chunk():
    untitled = paper(title=None, display_title="Zong et al. — fairness in medical imaging")
    assert embed_context(untitled).startswith("Zong et al. — fairness in medical imaging.")
    empty = chunk_paper(paper(abstract=""), budget=60, overlap=10)
    assert len(empty) == 1 and empty[0].text == "" and "MEDFAIR" in empty[0].embed_text


def test_chunks_that_overflow_the_encoder_window_are_split_again():
    window = 70  # a stand-in window measured in tiktoken tokens (the ingest uses the encoder's own tokenizer)

    def fits(text: str) -> bool:
        return count_tokens(text) <= window

    plain = chunk_paper(paper(), budget=80, overlap=0)
    fitted = chunk_paper(paper(), budget=80, overlap=0, fits=fits)
    assert any(not fits(c.embed_text) for c in plain)
    assert all(fits(c.embed_text) for c in fitted)
    assert len(fitted) > len(plain)
    assert [s for c in fitted for s in split_sentences(c.text)] == SENTENCES
