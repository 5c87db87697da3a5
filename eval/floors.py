"""Where the eval keeps its floors and reports, and the eval's own store settings."""
from __future__ import annotations

import json
from pathlib import Path

from rag.settings import Settings

EVAL_DIR = Path(__file__).resolve().parent
FLOORS_FILE = EVAL_DIR / "floors.json"
DEFAULT_OUT = EVAL_DIR / "results"


def eval_settings(settings):
    """The eval's own store (seeds only), so papers a user ingested never change the gold answers."""

    return Settings(**{**settings.model_dump(), "home": Path(settings.home) / "eval",
                       "collection": f"{settings.collection}-eval"})


def load_floors(path: Path = FLOORS_FILE) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))
