"""A claim's evidence (rag/answer/generators/extractive.py): the paper whose title states the claim is cited, a code
link is never the evidence, and the evidence model helps pick the sentence that states the finding rather than the
one that restates the question."""
from __future__ import annotations

from rag.answer.answerability.model import term_weights
from rag.records import Paper, PaperHit, Source

CLAIM = "Vitamin D supplements prevent fractures in older adults."
ABSTRACT = ("Fractures in older adults are common and vitamin D supplementation is widely recommended to prevent them. "
            "Whether vitamin D supplements prevent fractures is uncertain. In this meta-analysis of 33 trials with "
            "51,145 participants, supplementation with vitamin D was not associated with a lower incidence of hip "
            "fracture. Calcium intake did not modify the result.")


def test_the_finding_is_the_evidence_not_the_sentence_that_restates_the_claim(seeded):
    gen = seeded.chain.generator("extractive")
    paper = Paper(id="vitd", title=None, display_title="Vitamin D trials", authors=[], authors_truncated=False,
                  year=None, categories=[], abstract=ABSTRACT, sources=[Source("test", 1)])
    df, size = seeded.retriever.corpus_statistics()
    ranked = gen._rank(CLAIM, [PaperHit(paper=paper, score=1.0)], None, term_weights(CLAIM, df, size))
    gen._judge_evidence(CLAIM, ranked)
    assert ranked[0].sentence(0).startswith("In this meta-analysis of 33 trials")


def test_the_paper_whose_title_states_the_claim_is_cited_and_no_link_is_evidence(seeded):
    answer = seeded.ask("Is model merging certifiable?")
    titles = [c.paper.display_title for c in answer.citations]
    assert any(t.startswith("Model Merging is Secretly Certifiable") for t in titles), titles
    assert answer.sentences and not any("github.com" in s.text for s in answer.sentences)
