"""Metric functions on small cases computed by hand."""
import math

import pytest

from eval import metrics as m


def test_recall_at_k():
    ranked = ["a", "x", "b", "y", "z", "c"]
    assert m.recall_at_k(ranked, {"a", "b", "c"}, 1) == pytest.approx(1 / 3)
    assert m.recall_at_k(ranked, {"a", "b", "c"}, 5) == pytest.approx(2 / 3)
    assert m.recall_at_k(ranked, {"a", "b", "c"}, 10) == 1.0
    assert m.recall_at_k([], {"a"}, 5) == 0.0
    with pytest.raises(ValueError):
        m.recall_at_k(ranked, set(), 5)


def test_reciprocal_rank():
    assert m.reciprocal_rank(["x", "y", "a"], {"a", "b"}) == pytest.approx(1 / 3)
    assert m.reciprocal_rank(["b"], {"a", "b"}) == 1.0
    assert m.reciprocal_rank(["x", "y"], {"a"}) == 0.0


def test_ndcg_binary_by_hand():
    # relevant at ranks 1 and 3 of 2 relevant: DCG = 1 + 1/log2(4) = 1.5; IDCG = 1 + 1/log2(3)
    got = m.ndcg_at_k(["a", "x", "b"], {"a", "b"}, 10)
    assert got == pytest.approx(1.5 / (1 + 1 / math.log2(3)))
    assert m.ndcg_at_k(["a", "b"], {"a", "b"}, 10) == pytest.approx(1.0)
    # the relevant one just outside the cut-off does not count
    assert m.ndcg_at_k(["x", "a"], {"a"}, 1) == 0.0
    # duplicates in a ranking are not counted twice
    assert m.ndcg_at_k(["a", "a"], {"a", "b"}, 10) == pytest.approx(1 / (1 + 1 / math.log2(3)))


def test_ndcg_graded():
    # gains 2 (rank 2) and 1 (rank 1): DCG = 1 + 2/log2(3); IDCG = 2 + 1/log2(3)
    got = m.ndcg_at_k(["b", "a"], {"a": 2, "b": 1}, 10)
    assert got == pytest.approx((1 + 2 / math.log2(3)) / (2 + 1 / math.log2(3)))


def test_citation_precision_and_recall():
    assert m.citation_precision(["a", "x", "y", "b"], {"a", "b", "c"}) == pytest.approx(0.5)
    assert m.citation_recall(["a", "x", "y", "b"], {"a", "b", "c"}) == pytest.approx(2 / 3)
    assert m.citation_precision([], {"a"}) is None
    assert m.citation_recall(["a"], set()) is None


def test_keywords():
    text = "DES reduces unique expert activations by over 55% and latency by up to 38 %, while..."
    assert m.keyword_hits(text, ["55%", "38%", "99%"]) == [True, False, False]
    assert m.keyword_accuracy(text, ["55%", ["38%", "38 %"]]) == 1.0
    assert m.keyword_accuracy("Written by Eugene BERTA", [["Eugène Berta", "Eugene Berta"]]) == 1.0
    assert m.keyword_accuracy("20\\%-50\\%", ["20%-50%"]) == 1.0
    assert m.keyword_accuracy("anything", []) is None


def test_abstention_correct():
    assert m.abstention_correct(abstained=True, answerable=False)
    assert m.abstention_correct(abstained=False, answerable=True)
    assert not m.abstention_correct(abstained=True, answerable=True)
    assert not m.abstention_correct(abstained=False, answerable=False)


def test_mean_and_percentile():
    assert m.mean([1.0, None, 0.0]) == 0.5
    assert m.mean([None]) is None
    assert m.percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert m.percentile([10, 20, 30, 40, 50], 95) == pytest.approx(48.0)
    assert m.percentile([], 50) is None
