"""Make every library behave offline. Called once, when the rag package is imported (rag/__init__.py), so before
any heavy import; idempotent (rag/store.py still calls it too, harmlessly).

These are process-level switches for third-party libraries (not our settings), so they live here in one place.
"""
from __future__ import annotations

import os
from pathlib import Path

_done = False


def tiktoken_cache_dir() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("llama_index.core")
    assert spec and spec.origin, "llama-index-core is not installed"
    return Path(spec.origin).parent / "_static" / "tiktoken_cache"


def go_offline() -> None:
    global _done
    if _done:
        return
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")  # chroma
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(tiktoken_cache_dir()))
    _done = True
