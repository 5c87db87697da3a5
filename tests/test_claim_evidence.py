"""A claim's evidence (rag/answer/generators/extractive.py): the paper whose title states the claim is cited, a code
link is never the evidence, and the evidence model helps pick the sentence that states the finding rather than the
one that restates the question."""
from __future__ import annotations

from rag.answer.answerability.model import term_weights
from rag.records import Paper, PaperHit, Source

CLAIM = "Daily aspirin lowers the risk of colorectal cancer."
ABSTRACT = ("Colorectal cancer is a leading cause of death, and aspirin has been proposed for its prevention. "
            "The role of daily aspirin in colorectal cancer risk remains debated. "
            "We followed 20,000 adults for ten years in a randomised trial. "
            "Participants taking 75 mg of aspirin every day had 30% fewer colorectal cancers than those on placebo. "
            "Bleeding events were rare in both groups.")


def test_the_finding_is_the_evidence_not_the_sentence_that_restates_the_claim(seeded):
    gen = seeded.chain.generator("extractive")
    paper = Paper(id="asp", title=None, display_title="Aspirin trial", authors=[], authors_truncated=False,
                  year=None, categories=[], abstract=ABSTRACT, sources=[Source("test", 1)])
    df, size = seeded.retriever.corpus_statistics()
    ranked = gen._rank(CLAIM, [PaperHit(paper=paper, score=1.0)], None, term_weights(CLAIM, df, size))
    gen._judge_evidence(CLAIM, ranked)
    # not "The role of daily aspirin in colorectal cancer risk remains debated."
    assert "30% fewer colorectal cancers" in ranked[0].sentence(0)


def test_the_paper_whose_title_states_the_claim_is_cited_and_no_link_is_evidence(seeded):
    answer = seeded.ask("Is model merging certifiable?")
    titles = [c.paper.display_title for c in answer.citations]
    assert any(t.startswith("Model Merging is Secretly Certifiable") for t in titles), titles
    assert answer.sentences and not any("github.com" in s.text for s in answer.sentences)
