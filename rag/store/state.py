"""What the store keeps about each paper besides its text: its state, read back as a dataclass."""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from rag.records import Paper


@dataclass(frozen=True)
class PaperState:
    """A stored paper's bookkeeping: the content ``hash`` and index ``fingerprint`` that built its chunks, how many
    chunks, its ``sources_key`` (where its copies were) and the ingest ``roots`` it came from."""
    hash: str = ""
    fingerprint: str = ""
    n_chunks: int = 0
    sources_key: str | None = None
    roots: tuple[str, ...] = field(default_factory=tuple)

    @classmethod
    def from_metadata(cls, meta: dict | None) -> "PaperState":
        try:
            raw = json.loads((meta or {}).get("state") or "{}")
        except ValueError:
            raw = {}  # unreadable: treated as built by nothing, so re-embedded
        if not isinstance(raw, dict):
            raw = {}
        return cls(hash=str(raw.get("hash") or ""), fingerprint=str(raw.get("fingerprint") or ""),
                   n_chunks=int(raw.get("n_chunks") or 0), sources_key=raw.get("sources_key"),
                   roots=tuple(raw.get("roots") or ()))

    def current_hash(self, fingerprint: str, body_fingerprint: str | None = None) -> str:
        """The content hash if built under ``fingerprint`` (or, a full-text paper, ``body_fingerprint``), else ""
        (never equal to a hash: re-embedded)."""
        return self.hash if self.fingerprint in (fingerprint, body_fingerprint or fingerprint) else ""

    def to_json(self) -> str:
        return json.dumps({**asdict(self), "roots": list(self.roots)})

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "roots": list(self.roots)}


def record_metadata(paper: Paper, roots, state: PaperState) -> dict[str, Any]:
    """A paper's metadata in the papers collection: its record, its state, and flat fields a filter can use."""
    state = PaperState(state.hash, state.fingerprint, state.n_chunks, sources_key(paper), tuple(roots))
    meta: dict[str, Any] = {"record": json.dumps(paper.to_dict(), ensure_ascii=False), "state": state.to_json()}
    if paper.year is not None:
        meta["year"] = int(paper.year)
    if paper.doi:  # flat, so a where filter can find a paper by DOI
        meta["doi"] = paper.doi
    return meta


def sources_key(paper: Paper) -> str:
    """Changes when the paper's copies moved (another file or line) or its identifiers (DOI, arXiv id, URL, ids)
    changed, even though its content did not: the record is refreshed without re-embedding."""
    located: list = [[src.file, src.line] for src in paper.sources]
    if paper.doi or paper.arxiv_id or paper.url or paper.ids:  # (a paper without any keeps its earlier key)
        located.append([paper.doi, paper.arxiv_id, paper.url, sorted(paper.ids.items())])
    payload = json.dumps(located)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]
