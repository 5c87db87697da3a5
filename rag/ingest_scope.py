"""Which stored papers an ingest may remove: only those whose every source path was ingested this run and none of
whose files had a problem (nothing already stored is lost because a file turned bad)."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from rag.records import Paper


class Roots:
    """Maps a paper to the ingest paths (resolved) its copies came from."""

    def __init__(self, paths: Sequence[Path]):
        self.roots = [p.resolve() for p in paths]
        self._by_name: dict[str, list[str]] = {}
        for root in self.roots:
            files = [root] if root.is_file() else (sorted(f for f in root.iterdir() if f.is_file())
                                                    if root.is_dir() else [])
            for f in files:
                self._by_name.setdefault(f.name, []).append(str(root))

    def of(self, paper: Paper) -> list[str]:
        found: list[str] = []
        for src in paper.sources:
            found.extend(self.root_of_file(src.file))
        return sorted(set(found)) or [str(r) for r in self.roots[:1]]

    def root_of_file(self, file: str) -> list[str]:
        path = Path(file)
        resolved = path.resolve() if (path.is_absolute() or path.exists()) else None
        if resolved is not None:
            hits = [str(r) for r in self.roots if resolved == r or r in resolved.parents]
            if hits:
                return hits
        return self._by_name.get(path.name, [])

    def strings(self) -> set[str]:
        return {str(r) for r in self.roots}


class RemovalScope:
    """A stored paper missing from this run is removed only when every path it came from was ingested now and
    none of its files (or those paths) had a problem this run."""

    def __init__(self, roots: Roots, problems: Sequence):
        self.roots = roots
        self.bad_names: set[str] = set()
        self.bad_paths: set[str] = set()
        for problem in problems:
            f = Path(problem.file)
            self.bad_names.add(f.name)
            self.bad_paths.add(str(f.resolve()))

    def allows(self, paper: Paper, stored_roots: list[str]) -> bool:
        if not stored_roots or not set(stored_roots) <= self.roots.strings():
            return False  # it came (also) from somewhere this run did not look at
        if any(r in self.bad_paths for r in stored_roots):
            return False  # a path given this run could not be read at all
        for src in paper.sources:
            f = Path(src.file)
            if f.name in self.bad_names or str(f.resolve()) in self.bad_paths:
                return False
        return True
