"""The reversal reader: a cited sentence that copies its source with the finding turned around is marked
contradicted, by the check itself (no evidence model needed); restatements that keep the finding are not."""
from __future__ import annotations

import json

import pytest

from bench.claim_pairs import claim_pairs, half_of
from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import CONTRADICTED_MARK, check_answer
from rag.answer.evidence.reversal import reversal
from rag.embedding.encoders import get_embedder
from rag.records import Paper

SOURCE = "Daily low-dose aspirin reduced the incidence of colorectal adenomas by 35.2% over three years."


@pytest.mark.parametrize("answer, kind", [
    ("Daily low-dose aspirin increased the incidence of colorectal adenomas by 35.2% over three years.", "direction"),
    ("Daily low-dose aspirin did not reduce the incidence of colorectal adenomas over three years.", "negation"),
    ("Daily low-dose aspirin reduced the incidence of colorectal adenomas by 12% over three years.", "number"),
    ("Daily low-dose aspirin reduced the incidence of colorectal adenomas by 35.2% over seven years.", "number"),
    ("Daily low-dose aspirin raised the incidence of colorectal adenomas over three years.", "direction"),
])
def test_a_near_copy_that_turns_the_finding_around_is_read(answer, kind):
    found = reversal(answer, SOURCE)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize("answer", [
    SOURCE,
    "Daily low-dose aspirin lowered the incidence of colorectal adenomas by 35% over three years.",  # rounded
    "Low-dose aspirin taken daily reduced colorectal adenomas by 35.2% over three years.",
    "Daily low-dose aspirin reduced the incidence of colorectal adenomas.",  # shorter, same finding
    "Daily low-dose aspirin improved survival from colorectal adenomas over three years.",  # another measure
    "Ibuprofen is unrelated to how often colorectal adenomas are found in elderly smokers.",  # not a copy
])
def test_a_restatement_that_keeps_the_finding_is_not(answer):
    assert reversal(answer, SOURCE) is None


def test_negations_in_other_words_are_the_same_negation():
    source = "Statin use did not reduce the rate of hip fractures."
    assert reversal("Statin use failed to reduce the rate of hip fractures.", source) is None
    assert reversal("Statin use reduced the rate of hip fractures.", source).kind == "negation"
    assert reversal("The effect is dependent on the dose.", "The effect is independent of the dose.") is not None
    assert reversal("Tumours occur in the liver.", "Tumours do not occur in the liver.").kind == "negation"


def test_two_changes_that_cancel_are_no_reversal():
    # "not decrease" where the source says "did not increase ... decrease": a negated direction reads as the other
    assert reversal("The drug did not decrease blood pressure.", "The drug increased blood pressure.") is None
    assert reversal("The drug decreased blood pressure.", "The drug did not increase blood pressure.") is None


@pytest.fixture(scope="module")
def bank():
    return SentenceBank(get_embedder())


def _paper(abstract: str) -> Paper:
    return Paper(id="p1", title="Aspirin trial", display_title="Aspirin trial", authors=["Ann Smith"],
                 authors_truncated=False, year=2024, categories=[], abstract=abstract)


def test_the_check_marks_a_reversed_finding_without_the_evidence_model(bank):
    paper = _paper("We ran a randomised trial in 2,000 adults. " + SOURCE)
    flipped = check_answer("Daily low-dose aspirin increased the incidence of colorectal adenomas [1].", [paper],
                           bank, threshold=0.55, verifier=None)
    check = flipped.sentences[0]
    assert check.contradicted_by == 1 and not check.supported and check.contradiction == SOURCE
    assert f"{CONTRADICTED_MARK} [1]" in flipped.text and "direction" in check.reason
    kept = check_answer("Daily low-dose aspirin reduced the incidence of colorectal adenomas [1].", [paper], bank,
                        threshold=0.55, verifier=None)
    assert kept.sentences[0].contradicted_by is None and CONTRADICTED_MARK not in kept.text


def _claims(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_claim_pairs_are_near_copies_about_one_abstract_in_both_orders(tmp_path):
    _claims(tmp_path / "claims_train.jsonl", [
        {"id": 1, "claim": "Drug A lowers blood pressure in adults.", "evidence": {"7": [{"sentences": [0], "label": "SUPPORT"}]}},
        {"id": 2, "claim": "Drug A raises blood pressure in adults.", "evidence": {"7": [{"sentences": [0], "label": "CONTRADICT"}]}},
        {"id": 3, "claim": "Something else entirely about kidneys.", "evidence": {"7": [{"sentences": [1], "label": "SUPPORT"}]}},
    ])
    _claims(tmp_path / "claims_dev.jsonl", [
        {"id": 4, "claim": "Drug A lowers the blood pressure in adults.", "evidence": {"7": [{"sentences": [0], "label": "SUPPORT"}]}},
        {"id": 5, "claim": "Drug A raises blood pressure in adults.", "evidence": {"9": [{"sentences": [0], "label": "SUPPORT"}]}},
    ])
    pairs = claim_pairs(tmp_path)
    kinds = sorted((p.source, p.answer, p.kind) for p in pairs)
    assert ("Drug A lowers blood pressure in adults.", "Drug A raises blood pressure in adults.", "contradict") in kinds
    assert ("Drug A raises blood pressure in adults.", "Drug A lowers blood pressure in adults.", "contradict") in kinds
    assert ("Drug A lowers blood pressure in adults.", "Drug A lowers the blood pressure in adults.", "same") in kinds
    assert len(pairs) == 6  # three close pairs about abstract 7, each in both orders; abstract 9 has one claim
    assert {p.half for p in pairs} == {half_of("7")}
