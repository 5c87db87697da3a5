"""The shipped evidence model (rag/answer/evidence/verifier_model): its recorded figures come back on the dev sample
fixture; the answer check marks a sentence its source contradicts; the stance tally counts both sides and shows
them in the CLI text, the JSON and the sources panel. Real model, real embedder; hand-written abstracts here are
about topics not in the issue text or the training data's examples."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.check import CONTRADICTED_MARK, check_answer
from rag.answer.evidence.stance import judge_papers
from rag.answer.evidence.verifier import LABELS, MODEL_DIR, Verifier
from rag.answer.render import stance_text
from rag.records import Paper

FIXTURE = Path(__file__).parent / "fixtures" / "verifier_dev_sample.jsonl"
META = json.loads((MODEL_DIR / "verifier.json").read_text())
# The shipped model does not yet read "reduces" (claim) against "decreased" (evidence) as SUPPORT (dev-sample
# macro-F1 in verifier.json; #22): the tally test below asks of it only what a claim's two other papers settle,
# a null result contradicting an effect and an unrelated paper neutral. The SUPPORT side's rendering is tested with
# hand-made judgements (test_stance_in_json_text_and_panel_whatever_the_model_says).


def paper(i: int, title: str, abstract: str) -> Paper:
    return Paper(id=f"v{i}", title=title, display_title=title, authors=["Ann Smith"], authors_truncated=False,
                 year=2024, categories=[], abstract=abstract)


SLEEP = paper(1, "Sleep restriction and insulin sensitivity",
              "Short sleep is common among shift workers. In a randomised crossover trial of 48 healthy adults, "
              "five nights of sleep restriction decreased insulin sensitivity by 20% compared with normal sleep. "
              "Participants were aged 20 to 40 years.")
SLEEP_NULL = paper(2, "Sleep duration and glucose tolerance",
                   "We followed 3,100 adults for six years. Sleep duration was not associated with insulin "
                   "sensitivity or glucose tolerance after adjustment for body mass index.")
GARDEN = paper(3, "Urban gardening", "Community gardens were mapped in twelve cities. Most gardens were on "
                                     "municipal land.")


@pytest.fixture(scope="module")
def verifier():
    return Verifier()


@pytest.fixture(scope="module")
def bank():
    from rag.embedding.encoders import get_embedder

    return SentenceBank(get_embedder())


def test_shipped_model_reproduces_its_recorded_dev_sample_figures(verifier):
    meta = json.loads((MODEL_DIR / "verifier.json").read_text())
    recorded = meta["dev_sample"]
    rows = [json.loads(line) for line in FIXTURE.read_text().splitlines() if line.strip()]
    assert len(rows) == recorded["n"]
    y = np.array([LABELS.index(r["label"]) for r in rows])
    pred = verifier.probabilities([(r["claim"], r["evidence"]) for r in rows]).argmax(1)
    # int8 kernels differ a little between CPUs: a couple of the pairs may flip
    assert abs(float((pred == y).mean()) - recorded["accuracy"]) <= 0.02
    f1 = []
    for i in range(len(LABELS)):
        tp = int(((pred == i) & (y == i)).sum())
        f1.append(2 * tp / max(int((pred == i).sum()) + int((y == i).sum()), 1))
    assert abs(float(np.mean(f1)) - recorded["macro_f1"]) <= 0.03
    assert (MODEL_DIR / meta["file"]).stat().st_size < 30e6
    assert meta["seed"] is not None and "claims_train" in meta["data"]["source"]


def test_probabilities_are_distributions(verifier):
    p = verifier.probabilities([("Sleep restriction lowers insulin sensitivity.", SLEEP.abstract), ("a", "b")])
    assert p.shape == (2, 3) and np.allclose(p.sum(1), 1.0, atol=1e-5) and (p >= 0).all()
    assert verifier.probabilities([]).shape == (0, 3)


def test_check_marks_a_sentence_its_source_contradicts(bank, verifier):
    quoted = "Five nights of sleep restriction decreased insulin sensitivity by 20% compared with normal sleep [1]."
    flipped = "Five nights of sleep restriction increased insulin sensitivity compared with normal sleep [1]."
    ok = check_answer(quoted, [SLEEP], bank, threshold=0.55, verifier=verifier)
    assert ok.sentences[0].contradicted_by is None and CONTRADICTED_MARK not in ok.text
    bad = check_answer(flipped, [SLEEP], bank, threshold=0.55, verifier=verifier)
    s = bad.sentences[0]
    assert s.contradicted_by == 1 and not s.supported and "decreased insulin sensitivity" in s.contradiction
    assert f'{CONTRADICTED_MARK} [1]: "' in bad.text
    assert bad.sentences[0].to_dict()["contradicted_by"] == 1


BENCHMARKS = paper(4, "Few-shot benchmarks", "Few-shot learning methods are compared on standard benchmarks. "
                   "Overall, we find that existing benchmarks for few-shot learning are not designed in such a way "
                   "that one can get a reliable picture of how effectively methods can be used on individual tasks.")


def test_a_sentence_quoted_word_for_word_is_never_marked_contradicted_by_its_own_abstract(bank, verifier):
    """The shipped model reads this negated sentence against its own abstract as a contradiction (0.82 on the seeds);
    a sentence an abstract says word for word is what that abstract says. A changed one is still judged."""
    quoted = ("Overall, we find that existing benchmarks for few-shot learning are not designed in such a way that "
              "one can get a reliable picture of how effectively methods can be used on individual tasks [1].")
    ok = check_answer(quoted, [BENCHMARKS], bank, threshold=0.55, verifier=verifier)
    assert ok.sentences[0].supported and ok.sentences[0].contradicted_by is None and CONTRADICTED_MARK not in ok.text
    assert ok.sentences[0].contradict == 0.0  # not judged at all
    reworded = quoted.replace("Overall, we find that existing", "In short, today's")
    judged = check_answer(reworded, [BENCHMARKS], bank, threshold=0.55, verifier=verifier)
    assert judged.sentences[0].contradict > 0.0  # not word for word: the model reads it
    negated = check_answer(quoted.replace("are not designed", "are designed"), [BENCHMARKS], bank, threshold=0.55,
                           verifier=verifier)
    assert negated.sentences[0].contradicted_by == 1 and "negation" in negated.sentences[0].reason


def test_stance_tally_with_the_shipped_model(bank, verifier):
    claim = "Sleep restriction reduces insulin sensitivity."
    stance = judge_papers(claim, [SLEEP, SLEEP_NULL, GARDEN], bank, verifier)
    labels = {p.paper.id: p.label for p in stance.papers}
    assert labels["v2"] == "CONTRADICT" and labels["v3"] == "NEUTRAL"  # "not associated" against an effect claim
    d = stance.to_dict()
    assert d["contradict"] >= 1 and d["support"] + d["contradict"] + d["neutral"] == 3
    against = [p for p in d["papers"] if p["paper_id"] == "v2"][0]
    assert "insulin sensitivity" in against["sentence"]
    text = stance_text(stance)
    assert "contradict" in text and SLEEP_NULL.display_title in text

    from rag.records import Answer
    from ui.render import sources_html

    answer = Answer(question=claim, text="x", citations=[], sentences=[], abstained=False, generator="extractive",
                    stance=stance)
    assert answer.to_dict()["stance"] == d
    html = sources_html(answer)
    assert 'class="lc-stance"' in html and 'data-side="contradict"' in html and "<mark>" in html


def test_stance_in_json_text_and_panel_whatever_the_model_says():
    """The tally's shape, from hand-made judgements (the rendering, not the model)."""
    from rag.records import Answer, PaperStance, Stance
    from ui.render import sources_html

    stance = Stance([PaperStance(SLEEP, "SUPPORT", 0.9, 0.05, "Sleep restriction decreased insulin sensitivity."),
                     PaperStance(SLEEP_NULL, "CONTRADICT", 0.1, 0.8, "Sleep duration was not associated with it."),
                     PaperStance(GARDEN, "NEUTRAL", 0.02, 0.01, "Most gardens were on municipal land.")])
    d = Answer(question="q", text="x", citations=[], sentences=[], abstained=False, generator="extractive",
               stance=stance).to_dict()["stance"]
    assert (d["support"], d["contradict"], d["neutral"]) == (1, 1, 1)
    assert [p["paper_id"] for p in d["papers"]] == ["v1", "v2"] and d["evidence"] == 0.95
    text = stance_text(stance)
    assert "1 support, 1 contradict, 1 neutral" in text and "[" + "+" * 10 + "-" * 10 + "]" in text
    html = sources_html(Answer(question="q", text="x", citations=[], sentences=[], abstained=False,
                               generator="extractive", stance=stance))
    assert html.count("<li data-paper=") == 2 and "width:50%" in html


def test_chat_message_marks_the_contradiction():
    from rag.records import Answer
    from ui.render import answer_markdown

    text = 'Sleep loss raised insulin sensitivity [1]. ⚠ contradicted by [1]: "Sleep restriction <b>decreased</b> it."'
    md = answer_markdown(Answer(question="q", text=text, citations=[], sentences=[], abstained=False,
                                generator="extractive"))
    assert "<mark>**⚠ contradicted by [1]**</mark>" in md and "<b>" not in md


def test_evidence_model_setting_keeps_the_old_switch_words(monkeypatch):
    """LITCHAT_EVIDENCE_MODEL was true/false: those still work (all / off); the default is the check alone."""
    from rag.settings import Settings

    monkeypatch.delenv("LITCHAT_EVIDENCE_MODEL", raising=False)
    assert Settings().evidence_model == "check"
    monkeypatch.setenv("LITCHAT_EVIDENCE_MODEL", "true")
    assert Settings().evidence_model == "all"
    monkeypatch.setenv("LITCHAT_EVIDENCE_MODEL", "False")
    assert Settings().evidence_model == "off"
    with pytest.raises(ValueError, match="evidence_model"):
        Settings(evidence_model="sometimes")


COLDS = paper(13, "Vitamin C and colds",
              "We studied vitamin C supplements and colds in 11,000 adults. Vitamin C supplement use was recorded, "
              "and colds were counted in weekly diaries over three winters. Daily tablets did not reduce the number "
              "of infections compared with placebo.")


def test_stance_reads_the_finding_not_only_the_sentences_closest_to_the_claim(bank, verifier):
    """The two sentences closest to the claim are the methods (they repeat its words); the finding, in other words,
    is third. Judged on the closest 2 (before), the tally read a methods sentence as SUPPORT; every sentence now."""
    stance = judge_papers("Vitamin C supplements prevent colds.", [COLDS], bank, verifier)
    p = stance.papers[0]
    assert p.label == "CONTRADICT" and p.sentence.startswith("Daily tablets did not reduce")
