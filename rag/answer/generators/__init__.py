"""Generators behind one small protocol, chosen by name (see registry.get_generator)."""
from rag.answer.generators.base import Generation, GenerationRequest, Generator, GeneratorError
from rag.answer.generators.registry import available, get_generator

__all__ = ["Generation", "GenerationRequest", "Generator", "GeneratorError", "available", "get_generator"]
