"""One chat session's state. Gradio keeps one copy per browser tab / API client (gr.State): nothing here is
shared between sessions, and the app holds no module-level history."""
from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from rag.export import to_bibtex, to_markdown
from rag.records import Answer


@dataclass
class ChatSession:
    history: list[dict] = field(default_factory=list)  # turns passed to Litchat.ask_stream (answers with "citations")
    display: list[dict] = field(default_factory=list)  # what the Chatbot shows (escaped Markdown)
    last: Answer | None = None  # the latest final Answer (sources panel, exports, map highlights)

    def cited_numbers(self) -> dict[str, int]:
        """paper id → [n] of the latest answer (empty before the first answer)."""
        return {c.paper.id: c.n for c in self.last.citations} if self.last else {}

    def export_files(self) -> tuple[Path, Path] | None:
        """The latest answer's cited papers as a .bib and a .md file (fresh temporary folder per answer)."""
        if not self.last or not self.last.citations:
            return None
        folder = Path(tempfile.mkdtemp(prefix="litchat-export-"))
        stem = "litchat-" + (_slug(self.last.question) or "answer")
        bib = folder / f"{stem}.bib"
        md = folder / f"{stem}.md"
        bib.write_text(to_bibtex([c.paper for c in self.last.citations]), encoding="utf-8")
        md.write_text(to_markdown(self.last), encoding="utf-8")
        return bib, md


def _slug(text: str, words: int = 6) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.lower())[:words])
