"""The paper store: Chroma collections holding chunk vectors and one record a paper.

Layout (collection names start with ``settings.collection``, then the generation when a rebuild made it, see
rag.store.generations):
- ``<prefix>-chunks``: one record a chunk (id ``<paper id>:<n>``): vector and metadata ``paper_id, n, hash, text``
  (filter with ``{"paper_id": {"$in": [...]}}``).
- ``<prefix>-papers``: one record a paper: metadata ``record`` (the Paper as JSON, identifiers included; a record
  from before identifiers existed reads back with none), ``state`` (a PaperState as JSON: content hash, index
  fingerprint, n_chunks, sources_key, roots), ``year`` and ``doi`` (absent when unknown); vector = the normalised
  mean of its chunk vectors (for the corpus map).
Texts live in metadata, not in Chroma "documents": documents get a full-text (trigram) index on every write, which
more than doubled the write cost and nothing here searches it (BM25 is built over the papers).
- ``<prefix>-meta``: bookkeeping: ``revision`` (changes on every write) and ``pending`` (papers being written or
  deleted right now: the write-ahead note that lets the next ingest repair an interrupted one; one writer at a
  time holds the writer lock, rag.store.lock, so the note is never shared).

A paper's record is written after its chunks, so it is the commit marker: chunks without a matching record are
never returned by ``query_chunks``. Vectors always come from our embedder (``embedding_function=None``): Chroma's
default embedding function would download a model.
"""
from __future__ import annotations

import json
import logging
import time
import uuid
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence, TypeVar

import numpy as np

from rag.chunking import Chunk
from rag.records import Paper
from rag.settings import Settings
from rag.store.checkpoints import checkpoint
from rag.store.errors import REBUILD_HINT, StoreError, first_line, guarded
from rag.store.generations import META_VECTOR, collection_names, current_generation
from rag.store.state import PaperState, record_metadata

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass
class ChunkHit:
    chunk_id: str
    paper_id: str
    text: str
    score: float  # cosine similarity, higher is better
    n: int = 0
    metadata: dict[str, Any] | None = None


class PaperStore:
    def __init__(self, settings: Settings, client, where: str, generation: str = ""):
        self.settings = settings
        self.client = client
        self.where = where  # "the store at <path>" / "the Chroma server at <url>"
        self.generation = generation  # "" for the first build; a rebuild's own name after it (rag.store.generations)
        self.fingerprint = settings.index_fingerprint()
        self.body_fingerprint = settings.body_fingerprint()  # full-text papers: their body chunks' graph too
        self.local_writes = 0  # revisions this object has written
        self._names = collection_names(settings.collection, generation)
        self._open_collections()

    def describe_failure(self, e: Exception) -> str:
        detail = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        if self.settings.chroma_url:
            return f"{self.where} failed: {detail}"
        return f"{self.where} is unusable ({detail}); {REBUILD_HINT}"

    @guarded
    def _open_collections(self) -> None:
        ef_search = self.settings.hnsw_ef_search
        config = {"hnsw": {"space": "cosine", "ef_construction": 200, "ef_search": ef_search, "max_neighbors": 32}}
        self.chunks = self.client.get_or_create_collection(self._names[0], configuration=config,
                                                           embedding_function=None)
        self.papers = self.client.get_or_create_collection(self._names[1], configuration=config,
                                                           embedding_function=None)
        for collection in (self.chunks, self.papers):  # a store made with another ef_search gets this one
            if (collection.configuration or {}).get("hnsw", {}).get("ef_search") != ef_search:
                _set_ef_search(collection, ef_search)
        self.meta = self.client.get_or_create_collection(self._names[2], embedding_function=None)
        self.papers.count()  # touch the database now: a corrupted file fails here, not in the middle of a chat
        self.max_batch = max(1, int(self.client.get_max_batch_size()))
        self._check_format()

    def _check_format(self) -> None:
        """A store written by an older litchat (records not in metadata) would read back as empty: say so."""
        sample = self.papers.get(limit=1, include=["metadatas"])
        if sample["ids"] and "record" not in (sample["metadatas"][0] or {}):
            raise StoreError(f"{self.where} was written by an older litchat version; {REBUILD_HINT}")

    # --- reading ----------------------------------------------------------------------------------------------
    @guarded
    def count_papers(self) -> int:
        return self.papers.count()

    @guarded
    def count_chunks(self) -> int:
        return self.chunks.count()

    @guarded
    def all_papers(self) -> list[Paper]:
        papers = [Paper.from_dict(json.loads(meta["record"]))
                  for page in self._pages(self.papers, include=["metadatas"]) for meta in page["metadatas"]
                  if meta and "record" in meta]
        return sorted(papers, key=lambda p: (p.display_title.casefold(), p.id))

    @guarded
    def get_papers(self, ids: Sequence[str]) -> list[Paper]:
        """Papers in the order of ``ids``; unknown ids are left out."""
        found: dict[str, Paper] = {}
        for part in _batches(list(dict.fromkeys(ids)), self.max_batch):
            got = self.papers.get(ids=part, include=["metadatas"])
            found.update((i, Paper.from_dict(json.loads(m["record"]))) for i, m in zip(got["ids"], got["metadatas"])
                         if m and "record" in m)
        return [found[i] for i in ids if i in found]

    @guarded
    def record_metadata(self) -> dict[str, dict[str, Any]]:
        """paper id -> its record's state as a dict: hash, fingerprint, n_chunks, sources_key, roots."""
        return {pid: state.to_dict() for pid, state in self.iter_record_states()}

    @guarded
    def iter_record_states(self) -> Iterator[tuple[str, PaperState]]:
        """(paper id, state) for every stored paper, a page at a time (large stores are not read at once)."""
        for page in self._pages(self.papers, include=["metadatas"]):
            yield from ((pid, PaperState.from_metadata(meta)) for pid, meta in zip(page["ids"], page["metadatas"]))

    def manifest(self) -> dict[str, str]:
        """paper id -> stored content hash; papers built under another index fingerprint map to "" (so they never
        equal a content hash and are re-embedded)."""
        return {pid: state.current_hash(self.fingerprint, self.body_fingerprint)
                for pid, state in self.iter_record_states()}

    @guarded
    def query_chunks(self, embedding: np.ndarray, k: int, where: dict | None = None) -> list[ChunkHit]:
        """The ``k`` chunks nearest to ``embedding`` (cosine, best first), only from committed papers."""
        if k <= 0:
            return []  # an empty collection answers a query with no hits: no count() round trip first
        vec = np.asarray(embedding, dtype=np.float32).reshape(1, -1)
        res = self.chunks.query(query_embeddings=vec, n_results=k, where=where or None,
                                include=["metadatas", "distances"])
        ids, metas, dists = res["ids"][0], res["metadatas"][0], res["distances"][0]
        if not ids:
            return []
        committed = self._committed_hashes({(m or {}).get("paper_id", "") for m in metas})
        hits = []
        for cid, meta, dist in zip(ids, metas, dists):
            meta = meta or {}
            pid = meta.get("paper_id", cid.rsplit(":", 1)[0])
            if committed.get(pid) != meta.get("hash"):
                continue  # a chunk written by an ingest that has not committed its paper (yet)
            hits.append(ChunkHit(chunk_id=cid, paper_id=pid, text=meta.get("text", ""), score=1.0 - float(dist),
                                 n=int(meta.get("n", 0)), metadata=meta))
        return hits

    @guarded
    def score_chunks_of(self, embedding: np.ndarray, paper_ids: Sequence[str], k: int) -> list[ChunkHit]:
        """The ``k`` best chunks of these papers by exact cosine, best first (committed papers only).

        For a few papers this beats a filtered ANN query by far: chunk ids are ``<paper id>:<n>``, so it is two
        primary-key reads and a small matrix product (~10 ms), where Chroma's ``where={"paper_id": {"$in": …}}``
        query took 0.5–2.6 s on a 240k-chunk collection (`litchat bench scale`, 100k papers)."""
        if k <= 0 or not paper_ids:
            return []
        states = self._states(paper_ids)
        ids = [f"{pid}:{n}" for pid, st in states.items() for n in range(st.n_chunks)]
        found: list[tuple[str, str, dict]] = []
        vectors: list[np.ndarray] = []
        for part in _batches(ids, self.max_batch):
            got = self.chunks.get(ids=part, include=["embeddings", "metadatas"])
            for cid, meta, vec in zip(got["ids"], got["metadatas"], got["embeddings"]):
                meta = meta or {}
                pid = meta.get("paper_id", cid.rsplit(":", 1)[0])
                if pid in states and states[pid].hash == meta.get("hash"):  # else: an ingest is rewriting this paper
                    found.append((cid, pid, meta))
                    vectors.append(np.asarray(vec, dtype=np.float32))
        if not found:
            return []
        scores = np.vstack(vectors) @ np.asarray(embedding, dtype=np.float32).reshape(-1)
        hits = [ChunkHit(chunk_id=cid, paper_id=pid, text=meta.get("text", ""), score=float(score),
                         n=int(meta.get("n", 0)), metadata=meta) for (cid, pid, meta), score in zip(found, scores)]
        return sorted(hits, key=lambda h: -h.score)[:k]

    def _committed_hashes(self, paper_ids: Iterable[str]) -> dict[str, str]:
        return {pid: state.hash for pid, state in self._states(paper_ids).items()}

    def _states(self, paper_ids: Iterable[str]) -> dict[str, PaperState]:
        """paper id -> its committed record's state, for the stored ones among ``paper_ids``."""
        ids = list(dict.fromkeys(i for i in paper_ids if i))
        out: dict[str, PaperState] = {}
        for part in _batches(ids, self.max_batch):
            got = self.papers.get(ids=part, include=["metadatas"])
            out.update((i, PaperState.from_metadata(m)) for i, m in zip(got["ids"], got["metadatas"]))
        return out

    @guarded
    def paper_embeddings(self) -> tuple[list[str], np.ndarray]:
        """One vector a paper (normalised mean of its chunk vectors), for the corpus map."""
        ids: list[str] = []
        vecs: list[np.ndarray] = []
        for page in self._pages(self.papers, include=["embeddings"]):
            ids.extend(page["ids"])
            if len(page["ids"]):
                vecs.append(np.asarray(page["embeddings"], dtype=np.float32))
        if not ids:
            return [], np.zeros((0, 0), dtype=np.float32)
        return ids, np.vstack(vecs)

    @guarded
    def chunk_counts(self) -> dict[str, int]:
        """paper id -> chunks stored for it (for consistency checks; reads every chunk's metadata)."""
        counts: dict[str, int] = {}
        for page in self._pages(self.chunks, include=["metadatas"]):
            for meta in page["metadatas"]:
                pid = (meta or {}).get("paper_id", "")
                counts[pid] = counts.get(pid, 0) + 1
        return counts

    @guarded
    def revision(self) -> str:
        """Changes whenever the stored content changes (for caches built over the store, e.g. BM25), and when a
        rebuild swapped in another generation (this object then reads a store being dropped: reopen)."""
        current = current_generation(self.client, self.settings)
        if current != self.generation:
            return f"moved to {current or 'the first build'}"
        got = self.meta.get(ids=["revision"], include=["documents"])
        return f"{self.generation}:{got['documents'][0]}" if got["ids"] else f"{self.generation}:empty"

    @guarded
    def pending(self) -> list[str]:
        """Papers an interrupted write or delete left half-done (empty after a clean run)."""
        got = self.meta.get(ids=["pending"], include=["documents"])
        return json.loads(got["documents"][0]) if got["ids"] else []

    # --- writing ----------------------------------------------------------------------------------------------
    def write_paper(self, paper: Paper, chunks: Sequence[Chunk], embeddings: np.ndarray,
                    roots: Sequence[str] = ()) -> None:
        """Replace one paper (its old chunks go first)."""
        self.write_papers([(paper, list(chunks), embeddings, list(roots))], replace=[paper.id])

    @guarded
    def write_papers(self, items: Sequence[tuple[Paper, list[Chunk], np.ndarray, list[str]]],
                     replace: Iterable[str] = ()) -> None:
        """Write a batch of papers: note them as pending, drop the old chunks of ``replace``, write all chunks, then
        the paper records (the commit), then clear the note. Killed at any point, the store stays readable and
        the next ingest repairs it."""
        if not items:
            return
        ids = [p.id for p, *_ in items]
        self._set_pending(ids)
        replace = list(dict.fromkeys(replace))
        if replace:
            self._delete_chunks_of(replace)
        chunk_ids, chunk_metas, chunk_vecs = [], [], []
        paper_ids, paper_metas, paper_vecs = [], [], []
        for paper, chunks, vecs, roots in items:
            vecs = np.asarray(vecs, dtype=np.float32)
            assert len(chunks) == len(vecs) and len(chunks) > 0, f"{paper.id}: {len(chunks)} chunks, {len(vecs)} vectors"
            h = paper.content_hash()
            for chunk in chunks:
                chunk_ids.append(chunk.id)
                chunk_metas.append({"paper_id": paper.id, "n": chunk.n, "hash": h, "text": chunk.text,
                                    **chunk.location()})  # full text: page, page_end, section
            chunk_vecs.append(vecs)
            mean = vecs.mean(axis=0)
            norm = float(np.linalg.norm(mean))
            paper_ids.append(paper.id)
            built = self.body_fingerprint if paper.body else self.fingerprint
            paper_metas.append(record_metadata(paper, roots, PaperState(h, built, len(chunks))))
            paper_vecs.append(mean / norm if norm > 0 else mean)
        all_vecs = np.vstack(chunk_vecs)
        for s in range(0, len(chunk_ids), self.max_batch):
            e = s + self.max_batch
            self.chunks.upsert(ids=chunk_ids[s:e], embeddings=all_vecs[s:e], metadatas=chunk_metas[s:e])
        checkpoint("chunks written")
        pvecs = np.vstack(paper_vecs)
        for s in range(0, len(paper_ids), self.max_batch):
            e = s + self.max_batch
            self.papers.upsert(ids=paper_ids[s:e], embeddings=pvecs[s:e], metadatas=paper_metas[s:e])
        self._bump_revision()
        self._set_pending([])
        checkpoint("papers committed")

    @guarded
    def update_records(self, items: Sequence[tuple[Paper, list[str]]]) -> None:
        """Refresh stored records whose content is unchanged but whose sources (file, line) moved: no re-embedding."""
        for part in _batches(list(items), self.max_batch):
            ids = [p.id for p, _ in part]
            got = self.papers.get(ids=ids, include=["metadatas"])
            old = {i: PaperState.from_metadata(m) for i, m in zip(got["ids"], got["metadatas"])}
            part = [(p, roots) for p, roots in part if p.id in old]
            if part:
                self.papers.update(ids=[p.id for p, _ in part],
                                   metadatas=[record_metadata(p, roots, old[p.id]) for p, roots in part])
        if items:
            self._bump_revision()

    @guarded
    def delete_papers(self, ids: Sequence[str]) -> None:
        """Remove papers: the record first (so their chunks stop being served at once), then the chunks."""
        ids = list(dict.fromkeys(ids))
        if not ids:
            return
        self._set_pending(ids)
        for part in _batches(ids, self.max_batch):
            self.papers.delete(ids=part)
        self._delete_chunks_of(ids)
        self._bump_revision()
        self._set_pending([])

    @guarded
    def repair(self) -> list[str]:
        """Undo what an interrupted write/delete left: the pending papers lose their chunks and records (the next
        ingest writes them again from the corpus). Returns their ids."""
        ids = self.pending()
        if ids:
            for part in _batches(ids, self.max_batch):
                self.papers.delete(ids=part)
            self._delete_chunks_of(ids)
            self._bump_revision()
            self._set_pending([])
        return ids

    def _delete_chunks_of(self, paper_ids: Sequence[str]) -> None:
        for part in _batches(list(paper_ids), 500):
            self.chunks.delete(where={"paper_id": {"$in": part}})

    def _set_pending(self, ids: Sequence[str]) -> None:
        self.meta.upsert(ids=["pending"], embeddings=[META_VECTOR], documents=[json.dumps(list(ids))])

    def _bump_revision(self) -> None:
        self.local_writes += 1  # lets caches in this process see their own writes at once
        self.meta.upsert(ids=["revision"], embeddings=[META_VECTOR], documents=[uuid.uuid4().hex])

    def _pages(self, collection, include: list[str]) -> Iterator[dict]:
        total = collection.count()
        step = min(self.max_batch, 5000)
        for offset in range(0, total, step):
            yield collection.get(include=include, limit=step, offset=offset)


def _set_ef_search(collection, ef_search: int, attempts: int = 5) -> None:
    """A search-breadth change is tuning, not data: if the database is busy (another process writing), retry a
    little, then keep the old value with a warning rather than call the store unusable."""
    for attempt in range(attempts):
        try:
            collection.modify(configuration={"hnsw": {"ef_search": ef_search}})
            return
        except Exception as e:  # chromadb raises InternalError("database is locked") when busy
            if attempt == attempts - 1:
                log.warning("could not set ef_search=%d on %s (%s); searching with its previous value",
                            ef_search, collection.name, first_line(e))
                return
            time.sleep(0.1 * 2 ** attempt)


def _batches(items: list[T], size: int) -> Iterator[list[T]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


