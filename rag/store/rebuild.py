"""`ingest --rebuild`: a new store built beside the old one and swapped in when complete.

    with writer_lock(settings):
        rebuild = Rebuild.begin(settings)      # a new, empty generation; the old one is still served
        ... ingest into rebuild.store ...
        rebuild.finish()                       # the pointer swapped (atomic), the old generation dropped
        # or rebuild.abandon() on failure: the new generation dropped, the old one untouched

A crash (kill -9) at any point leaves the old store whole until the swap and the new one complete after it: the
next writer drops the collections the crash left (``drop_strays``). An embedded store too damaged to open at all
is moved aside (``<path>.unusable-<time>``), not deleted, and the rebuild starts in an empty directory.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from rag.offline import go_offline
from rag.settings import Settings
from rag.store.checkpoints import checkpoint
from rag.store.client import connect
from rag.store.errors import StoreError, first_line
from rag.store.generations import (current_generation, drop_generation, new_generation, set_current,
                                   stray_generations)
from rag.store.papers import PaperStore


@dataclass
class Rebuild:
    settings: Settings
    client: object
    old: str
    store: PaperStore
    moved_aside: str | None = None  # where an unusable embedded store was moved

    @classmethod
    def begin(cls, settings: Settings) -> "Rebuild":
        go_offline()
        client, where, old, moved = _usable_client(settings)
        for stray in stray_generations(client, settings, keep=old):
            drop_generation(client, settings, stray)
        store = PaperStore(settings, client, where, new_generation())
        checkpoint("rebuild: new generation made")
        return cls(settings, client, old, store, moved)

    def finish(self) -> None:
        checkpoint("rebuild: written")
        set_current(self.client, self.settings, self.store.generation)
        checkpoint("rebuild: swapped")
        drop_generation(self.client, self.settings, self.old)
        checkpoint("rebuild: old generation dropped")

    def abandon(self) -> None:
        """The rebuild failed or was interrupted: drop what it wrote; the old store stays as it was."""
        try:
            drop_generation(self.client, self.settings, self.store.generation)
        except Exception:
            pass  # the next writer drops it (a stray generation)


def drop_strays(store: PaperStore) -> None:
    """What an interrupted rebuild left beside the store in use (call under the writer lock; a store that is not
    the one in use, a rebuild's new generation, drops nothing)."""
    if current_generation(store.client, store.settings) != store.generation:
        return
    for stray in stray_generations(store.client, store.settings, keep=store.generation):
        drop_generation(store.client, store.settings, stray)


def _usable_client(settings: Settings):
    """(client, where, generation in use, where an unusable embedded store went or None)."""
    try:
        client, where = connect(settings)
        return client, where, current_generation(client, settings), None
    except Exception as e:
        if settings.chroma_url:
            raise StoreError(f"cannot rebuild: {first_line(e)}") from None
    from chromadb.api.client import SharedSystemClient

    SharedSystemClient.clear_system_cache()  # forget clients this process holds on the old files
    path = settings.chroma_path
    aside = path.with_name(f"{path.name}.unusable-{time.strftime('%Y%m%d-%H%M%S')}")
    path.rename(aside)
    client, where = connect(settings)
    return client, where, "", str(aside)
