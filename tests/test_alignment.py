"""Token-level alignment of a claim with a sentence (rag/answer/evidence/alignment.py): the arithmetic on hand-made
vectors, then the real packaged MiniLM picking a claim's evidence sentence inside abstracts written here."""
import math

import numpy as np
import pytest

from rag.answer.evidence.alignment import f1, idf_weights
from rag.answer.evidence.bank import SentenceBank
from rag.embedding.encoders import get_embedder
from rag.embedding.tokens import TokenVectors


def _tv(ids, vecs):
    return TokenVectors.of(ids, vecs)


def test_idf_over_the_pool():
    pool = [_tv([1, 2], np.eye(2)), _tv([1, 3], np.eye(2)), _tv([1, 1], np.eye(2))]
    idf = idf_weights(pool)
    assert idf[1] == pytest.approx(math.log(4 / 4))  # in every text: weightless
    assert idf[2] == idf[3] == pytest.approx(math.log(4 / 2))
    assert idf[-1] == pytest.approx(math.log(4))  # a piece no pooled text has


def test_f1_by_hand():
    e = np.eye(3)
    idf = {1: 1.0, 2: 1.0, 3: 2.0, -1: 1.0}
    claim = _tv([1, 2], e[[0, 1]])
    assert f1(claim, _tv([1, 2], e[[0, 1]]), idf) == pytest.approx(1.0)  # the same pieces, the same vectors
    # the sentence matches piece 1 only: recall 1/2; precision: piece 1 matched (w 1), piece 3 not (w 2) -> 1/3
    got = f1(claim, _tv([1, 3], e[[0, 2]]), idf)
    assert got == pytest.approx(2 * (1 / 2) * (1 / 3) / (1 / 2 + 1 / 3))
    assert f1(claim, _tv([], np.zeros((0, 3))), idf) == 0.0


# Three abstracts written here (background, method, finding, closing), each with a claim restating its finding.
CASES = [
    ("Metformin use is linked to fewer cancers than sulfonylurea use.",
     ["Type 2 diabetes raises the risk of several cancers.",
      "We followed metformin and sulfonylurea users with diabetes in a national registry.",
      "Cancer incidence was 20 percent lower among metformin users than among sulfonylurea users.",
      "Residual confounding cannot be excluded."]),
    ("Zinc lozenges shorten the duration of colds.",
     ["The common cold is the most frequent viral infection in adults.",
      "Adults with a cold were randomised to zinc acetate lozenges or placebo lozenges.",
      "Colds lasted two days less in the zinc group.",
      "Bad taste was the most common adverse effect."]),
    ("Fine particulate pollution raises hospital admissions for asthma.",
     ["Asthma is a chronic airway disease affecting children and adults.",
      "Daily fine particulate matter (PM2.5) levels and asthma hospital admissions were collected in 12 cities.",
      "Each 10 microgram per cubic metre increase in PM2.5 was followed by 3 percent more admissions.",
      "Policies that lower emissions may reduce the burden of asthma."]),
]


@pytest.fixture(scope="module")
def bank():
    return SentenceBank(get_embedder(backend="torch"))


def _scores(bank, claim, texts):
    pool = [s for _, ss in CASES for s in ss] + texts
    vectors = bank.token_vectors([claim] + pool)
    idf = idf_weights(vectors[1:])
    of = dict(zip(pool, vectors[1:]))
    return [f1(vectors[0], of[s], idf) for s in texts]


@pytest.mark.parametrize("i", range(len(CASES)))
def test_a_claim_aligns_with_its_own_abstract_not_the_others(bank, i):
    claim, own = CASES[i]
    others = [s for j, (_, ss) in enumerate(CASES) if j != i for s in ss]
    assert max(_scores(bank, claim, own)) > max(_scores(bank, claim, others)) + 0.1


def test_a_sentence_aligns_perfectly_with_itself_and_word_order_counts_little(bank):
    claim = CASES[0][0]
    same, shuffled = _scores(bank, claim, [claim, "Fewer cancers than sulfonylurea use is linked to metformin use."])
    assert same == pytest.approx(1.0, abs=1e-5)
    assert 0.8 < shuffled < same


def test_bank_without_token_vectors_says_so():
    class SentencesOnly:  # an embedder with no per-token vectors (like the benchmarks' hash embedder)
        name, dim = "sentences-only", 3

        def embed(self, texts):
            return np.ones((len(texts), 3), dtype=np.float32) / math.sqrt(3)

    assert SentenceBank(SentencesOnly()).token_vectors(["a sentence"]) is None


def test_bank_caches_and_evicts(bank):
    small = SentenceBank(bank.embedder, max_token_texts=2)
    texts = [f"Sentence number {i} about aspirin." for i in range(5)]
    got = small.token_vectors(texts)
    assert len(got) == 5 and len(small._tokens) == 2
    again = small.token_vectors(texts[:1])[0]  # evicted: computed again, the same vectors
    np.testing.assert_allclose(again.vecs, got[0].vecs, atol=1e-6)
