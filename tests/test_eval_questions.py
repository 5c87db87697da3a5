"""The eval set itself: well formed, enough of each kind, and every gold reference names exactly one parsed paper."""
from collections import Counter

import pytest

from eval.questions import KINDS, load_questions, resolve_gold


@pytest.fixture(scope="module")
def parsed_papers(seeds_dir):
    from rag.corpus import load_corpus

    return load_corpus([seeds_dir]).papers


def test_question_set_shape():
    qs = load_questions()
    assert len(qs) >= 40
    assert len({q.id for q in qs}) == len(qs), "duplicate question ids"
    counts = Counter(q.kind for q in qs)
    assert set(counts) == set(KINDS)
    assert min(counts.values()) >= 5, counts
    for q in qs:
        assert q.question.strip().endswith(("?", ".")), q.id
        if q.kind in ("paper", "number"):
            assert q.keywords, f"{q.id} needs the strings a correct answer must contain"


def test_every_gold_reference_resolves_to_exactly_one_paper(parsed_papers):
    qs = load_questions()
    resolved = resolve_gold(qs, parsed_papers)  # raises GoldError naming every bad reference
    assert set(resolved) == {ref for q in qs for ref in q.gold}
    # area questions list complete, distinct sets of papers
    for q in qs:
        ids = [resolved[r] for r in q.gold]
        assert len(ids) == len(set(ids)), f"{q.id}: two gold references name the same paper"


def test_a_reference_matching_two_papers_is_refused(parsed_papers):
    from eval.questions import GoldError, Question

    bad = Question(id="x", kind="area", question="federated?", gold=["Federated learning"], keywords=[])
    with pytest.raises(GoldError, match="x: gold 'Federated learning' matches"):
        resolve_gold([bad], parsed_papers)
