"""A digit in an author's name is no number the sentence claims: it never marks a correct sentence unsupported."""
from __future__ import annotations

import pytest

from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import check_answer
from rag.records import Paper

ABSTRACT = ("Quokka migration across Rottnest Island is tracked with GPS collars on 40 animals. Our route model "
            "predicts quokka migration paths with 91% accuracy.")


@pytest.fixture(scope="module")
def bank():
    from rag.embedding.encoders import get_embedder

    return SentenceBank(get_embedder())


def quokka(authors: list[str]) -> Paper:
    return Paper(id="p1", title="Quokka tracking", display_title="Quokka tracking", authors=authors,
                 authors_truncated=False, year=2024, categories=[], abstract=ABSTRACT)


def test_a_digit_in_an_author_name_does_not_mark_a_correct_sentence(bank):
    paper = quokka(["Eve alert(3)", "Quentin Quokka"])
    for text in ("Eve alert(3) and colleagues track quokka migration with GPS collars on 40 animals [1].",
                 "alert(3) et al. predict quokka migration paths with 91% accuracy [1]."):
        (check,) = check_answer(text, [paper], bank, threshold=0.3).sentences
        assert check.numbers_ok and check.supported, (text, check.reason)


def test_a_wrong_number_beside_the_name_is_still_caught(bank):
    paper = quokka(["Eve alert(3)"])
    (check,) = check_answer("Eve alert(3) predicts quokka migration paths with 97% accuracy [1].", [paper], bank,
                            threshold=0.3).sentences
    assert not check.numbers_ok and "97%" in check.reason
