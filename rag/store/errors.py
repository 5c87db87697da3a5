"""The store's one error type, and the guard that turns a database failure into it (no traceback for the user)."""
from __future__ import annotations

import inspect
from functools import wraps
from typing import Callable, Iterator, TypeVar

REBUILD_HINT = "run `litchat ingest --rebuild` to rebuild it from the corpus"
T = TypeVar("T")


class StoreError(RuntimeError):
    """The store cannot be used (missing, corrupted, server unreachable). str() is the one-line user message."""


class StoreBusy(StoreError):
    """Another process is writing the store (one writer at a time; readers are never blocked)."""


def first_line(e: Exception) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


def guarded(method: Callable[..., T]) -> Callable[..., T]:
    """A method of an object with ``describe_failure(e)``: the database failing under it becomes a StoreError."""

    @wraps(method)
    def wrapper(self, *args, **kwargs) -> T:
        try:
            result = method(self, *args, **kwargs)
            if inspect.isgenerator(result):
                return _guarded_iteration(self, result)  # type: ignore[return-value]
            return result
        except StoreError:
            raise
        except Exception as e:  # chromadb raises many types (InternalError, ValueError, sqlite3, OSError)
            if _is_ours(e):
                raise
            raise StoreError(self.describe_failure(e)) from e

    return wrapper


def _guarded_iteration(store, items: Iterator) -> Iterator:
    try:
        yield from items
    except Exception as e:
        if _is_ours(e) or isinstance(e, StoreError):
            raise
        raise StoreError(store.describe_failure(e)) from e


def _is_ours(e: Exception) -> bool:
    """Programming errors in our own code should surface as they are, not as 'store corrupted'."""
    return isinstance(e, (TypeError, AttributeError, KeyError, AssertionError, NameError))
