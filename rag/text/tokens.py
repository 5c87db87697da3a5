"""Token counting with tiktoken (cl100k_base): the chunk budget and the language models' prompt window.

Special-token text in a paper (an abstract that contains ``<|endoftext|>``) is counted as ordinary text
everywhere (``disallowed_special=()``), never raised on.
"""
from __future__ import annotations

from functools import lru_cache

import tiktoken

from rag.offline import go_offline

ENCODING = "cl100k_base"


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    go_offline()  # tiktoken loads its files offline only through TIKTOKEN_CACHE_DIR
    return tiktoken.get_encoding(ENCODING)


def encode(text: str) -> list[int]:
    return encoding().encode(text, disallowed_special=())


def decode(tokens: list[int]) -> str:
    return encoding().decode(tokens)


def count_tokens(text: str) -> int:
    return len(encode(text))
