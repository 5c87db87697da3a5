"""The multi-turn eval set and its scoring (eval.conversations): the file's rules, the @prev notation, the per-turn
verdicts. The set itself resolves against the real seeds."""
import json

import pytest

from eval.conversations import (load_conversations, resolve_conversation_gold, score_turn, summarise_turns, Turn)
from rag.records import Answer, Citation, Paper


def _paper(pid: str) -> Paper:
    return Paper(id=pid, title=pid, display_title=pid, authors=[], authors_truncated=False, year=None,
                 categories=[], abstract=f"abstract of {pid}")


def _answer(cited, followup=None, resolved=()) -> Answer:
    return Answer(question="?", text="x", citations=[Citation(n=i, paper=_paper(p)) for i, p in enumerate(cited, 1)],
                  sentences=[], abstained=False, generator="extractive", followup=followup,
                  resolved_papers=[{"id": p, "display_title": p} for p in resolved])


def test_the_set_has_enough_conversations_and_resolves_on_the_seeds(seeded):
    conversations = load_conversations()
    assert len(conversations) >= 15 and all(2 <= len(c.turns) <= 3 for c in conversations)
    expects = [t.expect for c in conversations for t in c.turns[1:]]
    assert expects.count("new_topic") >= 3 and expects.count("referent") >= 12
    resolve_conversation_gold(conversations, seeded.papers())  # every literal reference names exactly one paper


@pytest.mark.parametrize("lines, message", [
    ([{"conversation": "a", "question": "q", "gold": ["x"], "expect": "referent", "refers_to": ["x"]}],
     "first turn expects null"),
    ([{"conversation": "a", "question": "q", "gold": ["@prev"], "expect": None}], "no previous answer"),
    ([{"conversation": "a", "question": "q", "gold": ["x"], "expect": None},
      {"conversation": "a", "question": "q2", "gold": ["x"], "expect": "referent"}], "refers_to exactly"),
    ([{"conversation": "a", "question": "q", "gold": ["x"], "expect": None},
      {"conversation": "a", "question": "q2", "gold": ["x"], "expect": "elsewhere"}], "expect must be"),
])
def test_bad_files_name_the_line(tmp_path, lines, message):
    path = tmp_path / "c.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    with pytest.raises(ValueError, match=message) as e:
        load_conversations(path)
    assert f"{path}:{len(lines)}" in str(e.value)


def test_scoring_a_referent_turn():
    t = Turn(line=2, question="Tell me more about the second one.", expect="referent", gold=["@prev:2"],
             refers_to=["@prev:2"])
    good = score_turn("c", 2, t, _answer(["b"], "referent", ["b"]), {}, ["a", "b", "c"], 0.1)
    assert good.resolved_ok and good.within_gold and good.citation_precision == 1.0 and good.gold == ["b"]
    wrong = score_turn("c", 2, t, _answer(["a"], "referent", ["a"]), {}, ["a", "b", "c"], 0.1)
    assert wrong.resolved_ok is False and wrong.within_gold is False
    missed = score_turn("c", 2, t, _answer(["b"], "new_topic"), {}, ["a", "b", "c"], 0.1)
    assert missed.resolved_ok is False


def test_scoring_a_topic_change():
    t = Turn(line=2, question="What about diffusion models?", expect="new_topic", gold=["Diff A", "Diff B"])
    gold = {"Diff A": "d1", "Diff B": "d2"}
    clean = score_turn("c", 2, t, _answer(["d1", "d2"], "new_topic"), gold, ["m1", "m2"], 0.1)
    assert clean.resolved_ok and clean.topic_change_clean
    glued = score_turn("c", 2, t, _answer(["d1", "m1"], "new_topic"), gold, ["m1", "m2"], 0.1)
    assert glued.topic_change_clean is False and glued.citation_precision == 0.5
    summary = summarise_turns([clean, glued])
    assert summary["multiturn_topic_change_clean"] == 0.5 and summary["multiturn_resolution_accuracy"] == 1.0
