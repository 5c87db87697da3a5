"""A question for a named paper's findings ("What did MEDFAIR find?", "What numbers does MobileQuant report?") opens
with the sentence that states them. It opened with the abstract's first chosen sentence: "8-bit activations are
very attractive for on-device deployment …" for MobileQuant's numbers, "Code is available at https://…" for
MEDFAIR's findings (the name in the link matched the question)."""
from __future__ import annotations

import pytest

from rag.answer.evidence.attributes import cue_score


def _first_sentence(answer) -> str:
    return answer.sentences[0].text


@pytest.mark.parametrize("question, wanted", [
    ("What did MEDFAIR find?", "we find that the under-studied issue of model selection criterion"),
    ("What numbers does MobileQuant report?", "reducing latency and energy consumption by 20%-50%"),
    ("What results does ReeFL report?", "demonstrate ReeFL's effectiveness"),
    ("What are the results of CheXGenBench?", "we establish comprehensive baseline"),
    ("What improvement in communication efficiency does DistilCacheFL report?", "28.6 improvement in communication"),
    ("What datasets does MEDFAIR use?", "nine datasets from different imaging modalities"),
])
def test_a_named_papers_findings_come_first(seeded, question, wanted):
    answer = seeded.ask(question)
    assert wanted in _first_sentence(answer), _first_sentence(answer)
    assert len({c.paper.id for c in answer.citations}) == 1


def test_telling_about_a_paper_keeps_the_abstracts_order(seeded):
    answer = seeded.ask("Tell me about MEDFAIR")
    assert "we introduce MEDFAIR" in _first_sentence(answer), _first_sentence(answer)


def test_a_finding_verb_may_come_a_clause_after_its_evidence():
    sentence = ("Our experiments on standard image and speech classification benchmarks across various emerging "
                "federated fine-tuning baselines demonstrate ReeFL's effectiveness over previous works.")
    assert cue_score(sentence, "results") >= 2 / 3


def test_a_link_states_no_finding():
    assert cue_score("The code is available at https://github.com/Raman1121/CheXGenBench", "results") < 0
    assert cue_score("Code is available at https://github.com/ys-zong/MEDFAIR.", "numbers") < 0


def test_here_we_show_states_a_finding_here_we_propose_a_method():
    shown = cue_score("Here we show that deletion of the gene reduces tumour growth in mice.", "results")
    proposed = cue_score("Here we propose a new architecture for tumour growth prediction.", "results")
    assert shown > 0 > proposed


@pytest.mark.parametrize("question", ["Compare ReeFL and DistilCacheFL", "How do MEDFAIR and FairTune differ?"])
def test_compared_papers_each_give_their_contribution_and_their_finding(seeded, question):
    """"Compare A and B" gave A three sentences and B one, whichever came second."""
    answer = seeded.ask(question)
    by_paper: dict[int, int] = {}
    for s in answer.sentences:
        for n in s.citations:
            by_paper[n] = by_paper.get(n, 0) + 1
    assert len(by_paper) == 2 and set(by_paper.values()) == {2}, by_paper


def test_asked_for_numbers_a_sentence_with_none_ranks_below_any_with_one():
    finding = "Our experiments demonstrate that the method significantly outperforms prior work."
    plain_number = "We collected 12 sequences."
    assert cue_score(plain_number, "numbers") > cue_score(finding, "numbers") > 0
