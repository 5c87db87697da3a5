"""The local generator: llama.cpp in-process on the packaged SmolLM2 GGUF, loaded once, streamed, checked."""
from __future__ import annotations

import re

import pytest

from rag.answer.chain import AnswerChain
from rag.answer.generators import GenerationRequest, local_gen
from rag.records import Answer

QUESTION = "What does MEDFAIR benchmark?"


@pytest.mark.llm
def test_local_generator_streams_and_is_checked(seeded, make_settings):
    """The model's own reply streams token by token; the chain never cites beyond what it retrieved (what the
    check does with a reply is tested with a reply we choose, in test_generators_openai.py)."""
    settings = make_settings(generator="local", llm_timeout=600, llm_context_tokens=768, llm_max_tokens=32, k=3)
    chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
    ok, message = chain.status("local")
    assert ok and "SmolLM2" in message

    hits = seeded.search(QUESTION, k=3)
    own = list(chain.generator("local").generate(GenerationRequest(question=QUESTION, hits=hits)).deltas)
    assert len(own) > 1 and re.search(r"[A-Za-z]{2,}", "".join(own))  # the model's reply, before any check

    events = list(chain.stream(QUESTION, [], None, "local", "answer"))
    final, deltas = events[-1], events[:-1]
    assert isinstance(final, Answer) and len(deltas) > 1
    assert {c.paper.id for c in final.citations} <= {h.paper.id for h in final.hits}
    assert len(local_gen._models) == 1
    gen = chain.generator("local")
    assert gen._llama() is gen._llama()  # loaded once, reused
    assert len(local_gen._models) == 1 and "(loaded)" in chain.status("local")[1]


@pytest.mark.llm
def test_missing_model_file_falls_back(seeded, make_settings, tmp_path):
    settings = make_settings(local_model_path=tmp_path / "absent.gguf")
    chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
    ok, message = chain.status("local")
    assert not ok and "absent.gguf" in message
    final = list(chain.stream("What does MEDFAIR benchmark?", [], None, "local", "answer"))[-1]
    assert final.generator == "extractive" and "no GGUF model at" in final.notice


# an interpreter in which llama_cpp really cannot be imported (as after `make chat`, which does not build it)
BLOCK_LLAMA_CPP = '''
import sys


class _NoLlamaCpp:
    def find_spec(self, name, path=None, target=None):
        if name == "llama_cpp" or name.startswith("llama_cpp."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, _NoLlamaCpp())
'''


def _without_llama_cpp(tmp_path):
    import os
    from pathlib import Path

    blocker = tmp_path / "no-llama-cpp"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCK_LLAMA_CPP)
    repo = Path(__file__).resolve().parent.parent
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(blocker), str(repo)]), "HF_HUB_OFFLINE": "1"}


def test_without_llama_cpp_ask_local_says_how_to_enable_it(seeded, tmp_path):
    import subprocess
    import sys

    env = _without_llama_cpp(tmp_path)
    probe = subprocess.run([sys.executable, "-c", "import llama_cpp"], env=env, capture_output=True, text=True)
    assert probe.returncode == 1 and "No module named 'llama_cpp'" in probe.stderr  # the import really fails

    proc = subprocess.run([sys.executable, "-m", "cli", "--home", str(seeded.settings.home), "ask",
                           "--generator", "local", "What does MEDFAIR benchmark?"],
                          env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert lines == [f"error: {local_gen.INSTALL_HINT}"], proc.stderr
    assert "make local" in lines[0] and proc.stdout == ""

    # the UI's generator status line (the same Litchat facade the page uses) shows the same line
    badge = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom rag.api import Litchat\nfrom rag.settings import Settings\n"
         "from ui.app import generator_badge\n"
         "print(generator_badge(Litchat(Settings(home=sys.argv[1])), 'local'))", str(seeded.settings.home)],
        env=env, capture_output=True, text=True, timeout=600)
    assert badge.returncode == 0, badge.stderr
    assert "is not usable" in badge.stdout and "make local" in badge.stdout, badge.stdout


@pytest.mark.llm
def test_with_llama_cpp_the_runtime_is_found():
    assert local_gen.missing_runtime() is None  # `make test` installs the local extra
