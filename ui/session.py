"""One chat session's state. Gradio keeps one copy per browser tab / API client (gr.State): nothing here is
shared between sessions, and the app holds no module-level history.

Exports do not grow with the number of answers: a session owns one folder holding only its latest answer's .bib
and .md (the previous answer's files are deleted when a new answer is exported), and the folder is removed by
``close()``: when the session is replaced (New chat) or Gradio deletes the session's state (tab closed).
Sessions Gradio forgets without a callback (API clients never close; the oldest sessions are evicted) are covered
by a process-wide cap: at most MAX_LIVE_EXPORTS answers' files exist at once, the oldest are removed first."""
from __future__ import annotations

import re
import shutil
import tempfile
import threading
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from rag.export import to_bibtex, to_markdown
from rag.records import Answer


MAX_LIVE_EXPORTS = 256  # answers whose export files exist at once, over all sessions
_live_exports: deque[Path] = deque()
_live_lock = threading.Lock()


def _track_export(folder: Path) -> None:
    """Remember a new answer's export folder; past the cap, delete the oldest still on disk."""
    with _live_lock:
        _live_exports.append(folder)
        while len(_live_exports) > MAX_LIVE_EXPORTS:
            oldest = _live_exports.popleft()
            shutil.rmtree(oldest, ignore_errors=True)
            try:
                oldest.parent.rmdir()  # the session's folder too, once empty (made again if it exports again)
            except OSError:
                pass


@dataclass
class ChatSession:
    history: list[dict] = field(default_factory=list)  # the structured chat (extend_history): what the chain reads
    display: list[dict] = field(default_factory=list)  # what the Chatbot shows (escaped Markdown)
    last: Answer | None = None  # the latest final Answer (sources panel, exports, map highlights)
    export_dir: Path | None = field(default=None, repr=False)  # this session's export folder (made on first use)
    exports: int = 0  # answers exported so far (names the subfolder of the current one)
    chat_id: str | None = None  # the saved chat this session continues (rag.chats), made on the first answer

    def cited_numbers(self) -> dict[str, int]:
        """paper id → [n] of the latest answer (empty before the first answer)."""
        return {c.paper.id: c.n for c in self.last.citations} if self.last else {}

    def export_files(self, root: Path | str | None = None) -> tuple[Path, Path] | None:
        """The latest answer's cited papers as a .bib and a .md file, in this session's folder (made under
        ``root``, default the temp dir); the previous answer's files are removed first."""
        if self.export_dir is not None and self.export_dir.is_dir():
            for old in self.export_dir.iterdir():
                shutil.rmtree(old, ignore_errors=True)
        if not self.last or not self.last.citations:
            return None
        if self.export_dir is None:
            if root is not None:
                Path(root).mkdir(parents=True, exist_ok=True)
            self.export_dir = Path(tempfile.mkdtemp(prefix="litchat-export-", dir=root))
        self.exports += 1
        # a subfolder an answer: the download keeps the question's name, and a new URL is never a stale cached one
        folder = self.export_dir / str(self.exports)
        folder.mkdir(parents=True)
        _track_export(folder)
        stem = "litchat-" + (_slug(self.last.question) or "answer")
        bib = folder / f"{stem}.bib"
        md = folder / f"{stem}.md"
        bib.write_text(to_bibtex([c.paper for c in self.last.citations]), encoding="utf-8")
        md.write_text(to_markdown(self.last), encoding="utf-8")
        return bib, md

    def close(self) -> None:
        """Remove this session's export folder (idempotent)."""
        if self.export_dir is not None:
            shutil.rmtree(self.export_dir, ignore_errors=True)
            self.export_dir = None


def _slug(text: str, words: int = 6) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.lower())[:words])
