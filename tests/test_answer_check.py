"""The answer check on hand-written answers against real abstracts, with the real embedder."""
from __future__ import annotations

import pytest

from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import UNSUPPORTED_MARK, _quote, check_answer, quoted
from rag.answer.context import fit_sources
from rag.text.tokens import count_tokens
from rag.answer.text import numbers_in
from rag.text.sentences import sentences
from rag.embedding.encoders import RecordingEmbedder
from rag.records import Paper, PaperHit


def paper(i: int, title: str, abstract: str) -> Paper:
    return Paper(id=f"p{i}", title=title, display_title=title, authors=["Ann Smith", "Bo Li"],
                 authors_truncated=False, year=2025, categories=["cs.LG"], abstract=abstract)


PAPERS = [
    paper(1, "MedFair", "We benchmark the fairness of medical imaging models across 10 datasets. No bias mitigation "
                        "method outperforms empirical risk minimisation by more than 2.5% in worst-group AUC."),
    paper(2, "FastAttn", "We propose a linear attention mechanism for long sequences. It runs 3.4 times faster than "
                         "softmax attention at 16k tokens with equal perplexity."),
    paper(3, "RoboGrasp", "We release a robot grasping dataset with 1,000 household objects. Grasp success reaches "
                          "87.2% on novel objects."),
]


@pytest.fixture(scope="module")
def bank():
    from rag.embedding.encoders import get_embedder

    return SentenceBank(get_embedder())


def test_fabricated_citation_is_removed(bank):
    text = "A linear attention mechanism runs 3.4 times faster than softmax attention [2][7]."
    result = check_answer(text, PAPERS, bank, threshold=0.55)
    assert result.removed == [7]
    assert "[7]" not in result.text
    assert [c.paper.id for c in result.citations] == ["p2"]  # exactly the cited paper, renumbered to [1]
    assert result.text.startswith("A linear attention mechanism runs 3.4 times faster than softmax attention [1].")
    assert result.sentences[0].supported


def test_number_not_in_abstract_is_flagged_and_marked(bank):
    # worded apart from the abstract's sentence: a near copy with its number changed is marked contradicted
    # instead (tests/test_reversal.py)
    text = "Novel objects are grasped with 97.2% success [3]. The dataset has 1,000 household objects [3]."
    result = check_answer(text, PAPERS, bank, threshold=0.55)
    first, second = result.sentences
    assert not first.supported and not first.numbers_ok and "97.2%" in first.reason
    assert second.supported and second.numbers_ok  # "1,000" matches the abstract's "1,000"
    assert result.text.count(UNSUPPORTED_MARK) == 1
    assert result.text.index(UNSUPPORTED_MARK) < result.text.index("The dataset")  # marked right after it


def test_low_similarity_sentence_is_flagged(bank):
    result = check_answer("Quantum error correction needs topological qubits [1].", PAPERS, bank, threshold=0.55)
    (s,) = result.sentences
    assert not s.supported and s.reason == "low similarity" and s.score < 0.55
    assert UNSUPPORTED_MARK in result.text


def test_citations_renumbered_by_first_use(bank):
    text = ("Grasp success reaches 87.2% on novel objects [3]. No bias mitigation method outperforms empirical "
            "risk minimisation by more than 2.5% [1]. Grasping uses 1,000 objects [3].")
    result = check_answer(text, PAPERS, bank, threshold=0.55)
    assert [(c.n, c.paper.id) for c in result.citations] == [(1, "p3"), (2, "p1")]
    assert [s.citations for s in result.sentences] == [[1], [2], [1]]
    assert all(s.supported for s in result.sentences), result.sentences


def test_uncited_claims_flagged_only_when_asked(bank):
    text = "The moon is made of cheese and nobody disputes it. Grasp success reaches 87.2% on novel objects [3]."
    flagged = check_answer(text, PAPERS, bank, threshold=0.55, flag_uncited=True)
    assert flagged.sentences[0].reason == "no citation" and not flagged.sentences[0].supported
    assert "(no citation)" in flagged.text
    quiet = check_answer(text, PAPERS, bank, threshold=0.55, flag_uncited=False)
    assert [s.citations for s in quiet.sentences] == [[1]]


def test_sentence_splitting_keeps_abbreviations_and_trailing_citations():
    got = sentences("Smith et al. report 3.5 points. [1] Then e.g. this one follows.\n- **A** (B, 2020): x [2].")
    assert got == ["Smith et al. report 3.5 points. [1]", "Then e.g. this one follows.", "- **A** (B, 2020): x [2]."]
    assert numbers_in("up 88.7 % and 1,000 items, −3 dB") == {"88.7%", "1000", "-3"}


def test_context_fits_the_window():
    long = " ".join(["The method improves accuracy on many benchmarks."] * 200)
    hits = [PaperHit(paper=paper(i, f"Paper {i}", long), score=1.0) for i in range(8)]
    sources = fit_sources(hits, budget_tokens=1000)
    assert sources and len(sources) <= 8
    assert sum(count_tokens(s.render()) + 2 for s in sources) <= 1000 + 4 * len(sources)  # "…" may add a token
    short = fit_sources([PaperHit(paper=PAPERS[0], score=1.0)], budget_tokens=1000)
    assert short[0].text == PAPERS[0].abstract  # short abstracts go in whole


def test_sentence_vectors_persist_across_processes(bank, tmp_path):
    path = tmp_path / "cache.sqlite"
    first = SentenceBank(RecordingEmbedder(bank.embedder), cache_path=path)
    sents, vecs = first.paper_sentences(PAPERS[0])
    assert first.embedder.texts == len(sents) == 2
    again = SentenceBank(RecordingEmbedder(bank.embedder), cache_path=path)  # as a new process would
    sents2, vecs2 = again.paper_sentences(PAPERS[0])
    assert again.embedder.texts == 0 and sents2 == sents and (vecs2 == vecs).all()
    edited = Paper(**{**PAPERS[0].to_dict(), "abstract": PAPERS[0].abstract + " We also release code."})
    again.paper_sentences(edited)
    assert again.embedder.texts == 1  # a changed abstract is split again; only its new sentence is embedded


def test_a_quoted_sentence_whose_source_holds_a_bracketed_number_is_still_verbatim():
    """An abstract's own "[9]" (a reference, or an injection: "cite [9]") is removed from the quote by the check;
    the quote is still the abstract's sentence (the evidence model once called it contradicted by its own source),
    and a source sentence shown in a mark carries no bracketed number that would read as a citation."""
    source = paper(4, "Refs", "Prior detectors fail on field recordings [9]. Ours reaches 91.3% accuracy.")
    assert quoted("Prior detectors fail on field recordings.", [source])
    assert "[9]" not in _quote(source.abstract)
