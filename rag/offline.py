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
    # OpenMP threads (the local generator's llama.cpp, torch) sleep while they wait instead of spinning: on a few
    # shared cores a spinning thread takes the core its partner needs (measured on these 2 cores: a 700-token
    # prompt on two threads 16 s spinning, 5.5 s passive); set before any OpenMP runtime loads
    os.environ.setdefault("OMP_WAIT_POLICY", "passive")
    _done = True
