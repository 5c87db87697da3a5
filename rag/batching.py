"""Lists of at most ``size`` items, in order: the one batching helper (embedding, store writes, SQL lookups)."""
from __future__ import annotations

from typing import Iterable, Iterator, TypeVar

T = TypeVar("T")


def batches(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """``items`` in consecutive lists of ``size`` (the last may be shorter); works on any iterable, lazily."""
    if size < 1:
        raise ValueError(f"batch size must be at least 1, got {size}")
    batch: list[T] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch
