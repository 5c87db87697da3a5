"""Which set of collections is the store: a pointer, so a rebuild is built beside the old store and swapped in.

The papers, chunks and meta collections of a build share a generation: "" for a store's first build (the plain
names ``<prefix>-chunks`` ...), ``g<12 hex>`` for one a rebuild made (``<prefix>-g…-chunks`` ...). The collection
``<prefix>-current`` holds one record naming the generation in use; no record means "". A rebuild writes a new
generation while the old one is served, then swaps the pointer (one upsert: atomic) and drops the old one. Killed
at any point before the swap, the pointer still names the old, whole store; the next writer drops what the
interrupted rebuild left (stray generations). Killed after it, the new complete store is served.
"""
from __future__ import annotations

import re
import uuid

from rag.settings import Settings

META_VECTOR = [1.0]  # pointer and meta records carry no meaning in their vector, but Chroma requires one
KINDS = ("chunks", "papers", "meta")


def collection_names(prefix: str, generation: str) -> tuple[str, str, str]:
    base = f"{prefix}-{generation}" if generation else prefix
    return f"{base}-chunks", f"{base}-papers", f"{base}-meta"


def new_generation() -> str:
    return "g" + uuid.uuid4().hex[:12]


def _pointer(settings: Settings) -> str:
    return f"{settings.collection}-current"


def current_generation(client, settings: Settings) -> str:
    """The generation the store serves now ("" when no rebuild ever swapped one in)."""
    if _pointer(settings) not in _collection_names(client):
        return ""
    got = client.get_collection(_pointer(settings), embedding_function=None).get(ids=["current"],
                                                                                  include=["documents"])
    return got["documents"][0] if got["ids"] else ""


def set_current(client, settings: Settings, generation: str) -> None:
    pointer = client.get_or_create_collection(_pointer(settings), embedding_function=None)
    pointer.upsert(ids=["current"], embeddings=[META_VECTOR], documents=[generation])


def drop_generation(client, settings: Settings, generation: str) -> None:
    existing = _collection_names(client)
    for name in collection_names(settings.collection, generation):
        if name in existing:
            client.delete_collection(name)


def stray_generations(client, settings: Settings, keep: str) -> list[str]:
    """Generations whose collections exist but are not ``keep`` (what an interrupted rebuild, or a swap's
    interrupted clean-up, left)."""
    pattern = re.compile(rf"^{re.escape(settings.collection)}-(?:(g[0-9a-f]{{12}})-)?(?:{'|'.join(KINDS)})$")
    found = {m.group(1) or "" for name in _collection_names(client) if (m := pattern.match(name))}
    return sorted(found - {keep})


def _collection_names(client) -> set[str]:
    return {getattr(c, "name", c) for c in client.list_collections()}
