"""CI gate: the eval on the extractive generator must not drop below eval/floors.json (floors set a little below
measured results, raised as quality improves). Runs the whole question set and the multi-turn conversations
through the Litchat API."""
import pytest

from eval.conversations import load_conversations, resolve_conversation_gold
from eval.floors import load_floors
from eval.harness import check_floors, parse_config, run_config
from eval.questions import load_questions, resolve_gold

pytestmark = pytest.mark.slow


def test_floors_are_below_their_measurement():
    floors = load_floors()
    assert floors["generator"] == "extractive"
    for key, floor in floors["floors"].items():
        assert floor <= floors["measured"][key], f"{key}: floor {floor} above the measured {floors['measured'][key]}"


def test_eval_meets_floors(seeded):
    from rag.api import Litchat
    from rag.settings import Settings

    floors = load_floors()
    questions = load_questions()
    resolved = resolve_gold(questions, seeded.papers())
    config = parse_config(floors["config"], floors["generator"])
    settings = Settings(**{**seeded.settings.model_dump(), **config.settings_update()})
    lc = seeded if settings == seeded.settings else Litchat(settings)
    conversations = load_conversations()
    result = run_config(lc, config, questions, resolved, conversations=conversations,
                        conversation_gold=resolve_conversation_gold(conversations, seeded.papers()))
    failures = check_floors(result.summary, floors["floors"])
    assert not failures, "eval below its floors:\n" + "\n".join(failures)
