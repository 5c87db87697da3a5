"""Prompt templates from ``settings.prompts_dir`` (files with a ``[system]`` and a ``[user]`` section), as
llama-index ChatPromptTemplates; rendered to OpenAI-style message dicts."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=32)
def _template(path: Path, mtime: float):
    from llama_index.core.prompts import ChatPromptTemplate

    text = path.read_text(encoding="utf-8")
    parts = re.split(r"^\[(system|user)\]\s*$", text, flags=re.M)
    sections = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    if "user" not in sections:
        raise ValueError(f"{path}: no [user] section")
    messages = [(role, sections[role]) for role in ("system", "user") if role in sections]
    return ChatPromptTemplate.from_messages(messages)


def render(prompts_dir: Path, name: str, **values: str) -> list[dict]:
    """The prompt ``name`` (prompts_dir/name.txt) filled with ``values``, as [{"role", "content"}, ...]."""
    path = Path(prompts_dir) / f"{name}.txt"
    if not path.is_file():
        raise FileNotFoundError(f"prompt template missing: {path}")
    messages = _template(path, path.stat().st_mtime).format_messages(**values)
    return [{"role": m.role.value, "content": m.content or ""} for m in messages]
