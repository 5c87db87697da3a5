"""`litchat bench claims` on a tiny SciFact-shaped dataset written here (a dozen abstracts, real ingest, real Chroma,
the real embedder, Litchat.ask): which claims become unanswerable, and the figures computed from real answers."""
import json

import pytest

from bench import claims as cb
from rag.answer.evidence.stance import PER_PAPER

TOPICS = [
    ("Aspirin lowers the risk of colorectal cancer", ["Colorectal cancer is common worldwide.",
     "In a cohort of 4000 adults, daily aspirin reduced colorectal cancer incidence by 24 percent.",
     "Bleeding was the main adverse event."]),
    ("Vitamin D and bone fractures", ["Fractures burden older adults.",
     "Vitamin D supplementation did not reduce hip fractures in 2500 women over five years.",
     "Calcium intake was similar between groups."]),
    ("Statins and muscle pain", ["Statins are widely prescribed.",
     "Muscle pain was reported by 12 percent of statin users versus 11 percent on placebo.",
     "Discontinuation rates were low."]),
    ("Sleep deprivation impairs memory consolidation", ["Sleep supports learning.",
     "Students deprived of sleep for one night recalled 40 percent fewer word pairs.",
     "Hippocampal activity was reduced after deprivation."]),
    ("Coffee consumption and liver fibrosis", ["Liver fibrosis progresses silently.",
     "Drinking three cups of coffee daily was associated with less liver fibrosis in hepatitis C patients.",
     "Caffeine intake was measured by questionnaire."]),
    ("Exercise improves depressive symptoms", ["Depression is a leading cause of disability.",
     "Aerobic exercise three times weekly reduced depressive symptom scores in 300 adults.",
     "Adherence was 80 percent."]),
    ("Gut microbiome diversity in infants", ["The infant gut is colonised at birth.",
     "Caesarean-born infants showed lower microbiome diversity at six months.",
     "Breastfeeding modified this effect."]),
    ("Telomere length and smoking", ["Telomeres shorten with age.",
     "Smokers had shorter leukocyte telomeres than never smokers in 1200 participants.",
     "The effect was dose dependent."]),
    ("Zinc shortens the common cold", ["Colds are frequent viral infections.",
     "Zinc lozenges shortened cold duration by two days in a randomised trial.",
     "Taste disturbance was common."]),
    ("Air pollution and asthma admissions", ["Asthma admissions vary by season.",
     "Each 10 microgram increase in fine particulate matter raised asthma admissions by 3 percent.",
     "Children were most affected."]),
    ("Mediterranean diet and cardiovascular events", ["Diet shapes cardiovascular risk.",
     "A Mediterranean diet with olive oil cut major cardiovascular events by 30 percent.",
     "The trial stopped early for benefit."]),
    ("Metformin and cancer incidence", ["Metformin treats type 2 diabetes.",
     "Metformin users had lower cancer incidence than sulfonylurea users in a registry study.",
     "Confounding by indication is possible."]),
]
CLAIMS = [
    "Daily aspirin reduces colorectal cancer incidence.",
    "Vitamin D supplementation does not prevent hip fractures in women.",
    "Statin users report muscle pain about as often as placebo users.",
    "One night of sleep deprivation reduces recall of word pairs.",
    "Coffee drinking is associated with less liver fibrosis in hepatitis C.",
    "Aerobic exercise reduces depressive symptoms.",
    "Caesarean birth lowers infant gut microbiome diversity.",
    "Smoking shortens leukocyte telomeres.",
    "Zinc lozenges shorten the common cold.",
    "Fine particulate matter increases asthma admissions.",
]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    d = tmp_path_factory.mktemp("scifact-mini")
    docs = [{"_id": str(100 + i), "title": t, "text": " ".join(s)} for i, (t, s) in enumerate(TOPICS)]
    (d / "corpus.jsonl").write_text("".join(json.dumps(x) + "\n" for x in docs))
    (d / "corpus_sentences.jsonl").write_text("".join(
        json.dumps({"_id": str(100 + i), "title": t, "sentences": s}) + "\n" for i, (t, s) in enumerate(TOPICS)))
    rows = [{"id": i + 1, "claim": c, "evidence": {str(100 + i): [{"sentences": [1], "label": "SUPPORT"}]},
             "cited_doc_ids": [100 + i]} for i, c in enumerate(CLAIMS)]
    rows.append({"id": 11, "claim": "Olive oil is the main driver of diet benefits.", "evidence": {},
                 "cited_doc_ids": [110]})  # not enough info: its abstract stays but has no rationale
    (d / "claims_dev.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return d


def test_plan_bookkeeping(dataset):
    data, claims, sentences = cb.load_claims(dataset)
    all_docs = {d["_id"] for d in data.docs}
    p = cb.plan(claims, all_docs)
    assert p == cb.plan(claims, all_docs)  # seeded: the same split every run
    assert len(p["dropped_claims"]) == len(claims) // 2
    by_id = {c.id: c for c in claims}
    for q in p["dropped_claims"]:
        assert not set(by_id[q].cited) & p["kept_docs"]
        assert p["kinds"][q] == "unanswerable"
    for q, kind in p["kinds"].items():
        if q not in p["dropped_claims"]:
            assert kind == ("nei" if q == "11" else "answerable")
    assert sorted(p["tune"] + p["held_out"], key=int) == [c.id for c in claims]
    assert not set(p["tune"]) & set(p["held_out"])
    assert cb.sentence_index(sentences["101"][1], sentences["101"]) == 1
    assert cb.sentence_index("Nothing like any sentence here at all.", sentences["101"]) is None


def test_metrics_from_real_answers(dataset, tmp_path):
    from rag.settings import Settings

    base = Settings(home=tmp_path / "home")
    result = cb.evaluate(base, dataset, tmp_path / "store", progress=False, seeds=(10, 11))
    assert set(result["runs"]) == {10, 11} and result["runs"][10]["kept_docs"] == 12 - 5
    kinds, rows = result["rows_by_seed"][10]["kinds"], result["rows_by_seed"][10]["rows"]
    una = [q for q, k in kinds.items() if k == "unanswerable"]
    ans = [q for q, k in kinds.items() if k == "answerable"]
    assert len(una) == 5 and len(ans) == 5
    for q in una:  # the dropped abstract is never retrieved or cited
        assert str(100 + int(q) - 1) not in rows[q]["top10"] + rows[q]["cited"]
    for q in ans:  # each answerable claim's own abstract is retrieved first in a 7-abstract corpus
        assert rows[q]["top10"][0] == str(100 + int(q) - 1)
    for seed, run in result["runs"].items():
        m = run["all"]
        assert m["unanswerable"] + m["answerable"] + m["nei"] == m["claims"]
        for key in ("abstention_accuracy", "hit@10", "false_abstention_rate"):
            assert m[key] is None or 0.0 <= m[key] <= 1.0
    acc = [r["all"]["abstention_accuracy"] for r in result["runs"].values()]
    s = result["summary"]["abstention_accuracy"]
    assert s["mean"] == round(sum(acc) / 2, 4) and s["worst"] == min(acc)
    v = result["verifier"]  # the evidence model's figures over the ten claims' gold abstracts
    assert v["stance"][f"closest_{PER_PAPER}"]["pairs_with_evidence"] == 10
    assert v["contradiction"]["originals"] == 10
    every = cb.metrics(*cb.load_claims(dataset)[1:2], rows, kinds, list(rows))
    assert every["hit@10"] == 1.0
    # the figures follow the decisions: abstaining on everything gets every unanswerable right, every answerable wrong
    all_abstain = {q: {**r, "abstained": True} for q, r in rows.items()}
    m = cb.metrics(cb.load_claims(dataset)[1], all_abstain, kinds, list(rows))
    assert m["abstain_rate_unanswerable"] == 1.0 and m["false_abstention_rate"] == 1.0
    assert m["abstention_accuracy"] == 0.5
    assert "worst seed" in cb.markdown(result) and "Stance on dev claim" in cb.markdown(result)

    # the eval report shows the saved figures with the command that made them
    from bench.claims import claims_section

    saved = tmp_path / "claims.json"
    saved.write_text(json.dumps({"meta": {"command": "litchat bench claims --data X", "date": "d"}, "result": result}))
    section = claims_section(saved)
    assert "litchat bench claims --data X" in section and "abstention accuracy" in section
    assert "Not run yet" in claims_section(tmp_path / "absent.json")


def test_separating_threshold_sits_between():
    from rag.answer.answerability.model import separating_threshold

    t = separating_threshold([0.7, 0.8, 0.9], [0.2, 0.3, 0.4])
    assert 0.4 < t < 0.7
    t = separating_threshold([0.5, 0.6, 0.9], [0.1, 0.55, 0.2])  # overlapping: one error at best
    assert 0.2 < t <= 0.6


def _mini_store(dataset, tmp_path):
    from rag.api import Litchat
    from rag.settings import Settings

    data, _, _ = cb.load_claims(dataset)
    settings = cb.bench_settings(Settings(home=tmp_path / "home"), tmp_path / "store")
    cb.index(settings, data, progress=False)
    return Litchat(settings)


def test_calibration_on_a_small_corpus(dataset, tmp_path):
    """Probe claims drawn from a dozen distinct abstracts: with their own abstract they score above the calibrated
    threshold, without it (only unrelated topics left) below; the calibration is kept per store revision."""
    from rag.answer.answerability.model import load_calibration

    lc = _mini_store(dataset, tmp_path)
    judge = lc.chain.judge
    cal = judge.calibration()
    assert cal.calibrated and cal.probes == 12 == len(cal.answerable) == len(cal.unanswerable)
    assert min(cal.answerable) > max(cal.unanswerable)
    assert max(cal.unanswerable) < cal.threshold <= min(cal.answerable)
    saved = judge.cache_dir / f"answerability-{lc.settings.collection}.json"
    assert load_calibration(saved, judge.revision_key()).threshold == cal.threshold
    assert load_calibration(saved, "another revision") is None  # a changed store calibrates again


def test_claim_answered_from_its_finding_or_abstained_on(dataset, tmp_path):
    """The chain on a claim: its abstract present, the answer cites it and highlights the finding sentence (not the
    background opening line); its abstract left out, the chain abstains and says the claim is not covered."""
    from rag.records import Filters

    lc = _mini_store(dataset, tmp_path)
    claim = CLAIMS[0]  # aspirin: abstract 100
    a = lc.ask(claim)
    assert a.relevance.claim is not None and not a.abstained, a.relevance
    assert a.citations[0].paper.id == "scifact-100"
    assert a.sentences[0].evidence == TOPICS[0][1][1]  # the finding, not "Colorectal cancer is common worldwide."
    assert a.stance is None and a.to_dict()["stance"] is None  # by default the evidence model only checks sentences
    others = [p.id for p in lc.papers() if p.id != "scifact-100"]
    b = lc.ask(claim, filters=Filters(paper_ids=others))
    assert b.abstained and b.relevance.claim.answerability < b.relevance.claim.threshold
    assert b.text.startswith("No paper in the corpus states or tests this claim")
    c = lc.ask("Which papers study aspirin and colorectal cancer?")  # a question, not a claim: the relevance rule
    assert c.relevance.claim is None and not c.abstained


def test_a_claim_between_the_cuts_is_answered_with_a_warning(dataset, tmp_path):
    """Between the calibrated floor and threshold the chain answers, cites, and says the evidence is weak; with
    abstain=False a claim below the floor is answered anyway and its relevance still says it would abstain."""
    from rag.answer.answerability.model import Calibration
    from rag.answer.render import format_answer

    lc = _mini_store(dataset, tmp_path)
    claim = CLAIMS[1]
    score = lc.ask(claim).relevance.claim.answerability
    lc.chain.judge.pin(Calibration(threshold=score + 1.0, floor=score - 1.0, probes=12))
    a = lc.ask(claim)
    assert not a.abstained and a.citations and a.relevance.claim.weak
    assert a.notice.startswith("weak evidence: no retrieved paper clearly states this claim")
    assert "Note: weak evidence" in format_answer(a)
    lc.chain.judge.pin(Calibration(threshold=score + 2.0, floor=score + 1.0, probes=12))
    assert lc.ask(claim).abstained
    forced = lc.ask(claim, abstain=False)
    assert not forced.abstained and forced.citations and forced.relevance.would_abstain
    assert "answered anyway" not in (forced.notice or "")  # a claim says why it is weak, not the question rule
