"""The generators by name: one table, built from explicit imports (no importlib, no import-time registration).

The names are ``rag.settings.GENERATOR_NAMES``; a test checks this table has exactly those. Importing the three
modules is cheap: the openai client and llama_cpp are imported only when a generator is made.
"""
from __future__ import annotations

from typing import Callable

from rag.answer.generators import extractive, local_gen, openai_gen
from rag.answer.generators.base import Generator, GeneratorError
from rag.settings import GENERATOR_NAMES, GeneratorName, Settings

Factory = Callable[..., Generator]  # (settings, bank) -> Generator

FACTORIES: dict[GeneratorName, Factory] = {
    "extractive": extractive.make,
    "openai": openai_gen.make,
    "local": local_gen.make,
}
assert tuple(FACTORIES) == GENERATOR_NAMES, "rag.settings.GENERATOR_NAMES and the factories disagree"


def available() -> list[str]:
    return list(GENERATOR_NAMES)


def get_generator(name: str, settings: Settings, bank) -> Generator:
    if name not in FACTORIES:
        raise GeneratorError(f"unknown generator {name!r}; available: {', '.join(GENERATOR_NAMES)}")
    return FACTORIES[name](settings, bank)
