"""Importing the library sets the process-level switches of the third-party libraries it uses (rag/offline.py)
before any of them loads, and leaves a switch the user set alone: checked in a fresh interpreter, whose environment
is the one a user's process starts with."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
_SWITCHES = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "ANONYMIZED_TELEMETRY", "OMP_WAIT_POLICY", "TIKTOKEN_CACHE_DIR")


def _environment_after_import(**preset: str) -> dict[str, str | None]:
    env = {k: v for k, v in os.environ.items() if k not in _SWITCHES}
    env.update(preset, PYTHONPATH=str(REPO_ROOT))
    code = "import json, os, rag; print(json.dumps({k: os.environ.get(k) for k in %r}))" % (_SWITCHES,)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_importing_the_library_makes_it_offline_and_openmp_threads_wait_passively():
    seen = _environment_after_import()
    assert seen["HF_HUB_OFFLINE"] == "1" and seen["TRANSFORMERS_OFFLINE"] == "1", seen
    assert seen["ANONYMIZED_TELEMETRY"] == "False", seen
    assert seen["OMP_WAIT_POLICY"] == "passive", seen
    assert Path(seen["TIKTOKEN_CACHE_DIR"]).is_dir(), seen


def test_a_switch_the_user_set_is_kept():
    assert _environment_after_import(OMP_WAIT_POLICY="active")["OMP_WAIT_POLICY"] == "active"
