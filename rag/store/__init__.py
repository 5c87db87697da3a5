"""The paper store (Chroma), one job a module:

- ``papers``: PaperStore, reading and writing papers and chunks (the commit marker, the pending note);
- ``state``: PaperState, what is kept about each paper besides its text;
- ``client``: opening the embedded store or a Chroma server (``open_store``);
- ``generations`` and ``rebuild``: a rebuild built beside the old store and swapped in when complete;
- ``lock``: one writer at a time (``writer_lock``); readers never wait;
- ``errors``: StoreError, the one-line message a user sees; ``checkpoints``: named points for crash tests.
"""
from rag.store.client import open_store
from rag.store.errors import REBUILD_HINT, StoreBusy, StoreError
from rag.store.lock import writer_lock
from rag.store.papers import ChunkHit, PaperStore
from rag.store.rebuild import Rebuild, drop_strays
from rag.store.state import PaperState, sources_key

__all__ = ["ChunkHit", "PaperState", "PaperStore", "REBUILD_HINT", "Rebuild", "StoreBusy", "StoreError",
           "drop_strays", "open_store", "sources_key", "writer_lock"]
