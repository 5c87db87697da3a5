"""Chats that last: every answered turn is saved in the data directory (<home>/chats.sqlite) as it happens.

One row a chat (an optional name for `litchat ask --conversation NAME`, the title = its first question, dates) and
one row a turn: the question, the final answer as JSON (what the UI needs to show it again with its sources) and the
turn's history messages (what the chain reads back: the text and the cited ids, act and focus). Each turn is
committed on its own (SQLite WAL, synchronous=FULL), so a crash or a restart loses no finished turn.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from rag.records import Answer

_SCHEMA = """
CREATE TABLE IF NOT EXISTS chats (id TEXT PRIMARY KEY, name TEXT UNIQUE, title TEXT NOT NULL,
                                  created REAL NOT NULL, updated REAL NOT NULL);
CREATE TABLE IF NOT EXISTS turns (chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE, n INTEGER NOT NULL,
                                  question TEXT NOT NULL, answer TEXT NOT NULL, history TEXT NOT NULL,
                                  created REAL NOT NULL, PRIMARY KEY (chat_id, n));
"""
TITLE_CHARS = 80


@dataclass
class ChatSummary:
    id: str
    name: str | None
    title: str
    created: float
    updated: float
    turns: int

    def label(self) -> str:
        return f"{self.title} · {time.strftime('%Y-%m-%d %H:%M', time.localtime(self.updated))}"


@dataclass
class SavedTurn:
    question: str
    answer: dict  # Answer.to_dict()
    history: list[dict]  # the turn's two history messages


class ChatStore:
    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        with self._connect() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            yield db
        finally:
            db.close()

    def create(self, name: str | None = None, title: str = "") -> str:
        chat_id = uuid.uuid4().hex[:16]
        now = time.time()
        with self._lock, self._connect() as db:
            db.execute("INSERT INTO chats (id, name, title, created, updated) VALUES (?, ?, ?, ?, ?)",
                       (chat_id, name, title[:TITLE_CHARS], now, now))
        return chat_id

    def by_name(self, name: str) -> str | None:
        with self._connect() as db:
            row = db.execute("SELECT id FROM chats WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    def exists(self, chat_id: str) -> bool:
        with self._connect() as db:
            return db.execute("SELECT 1 FROM chats WHERE id = ?", (chat_id,)).fetchone() is not None

    def append(self, chat_id: str, answer: Answer, history_items: list[dict]) -> int:
        """Save one answered turn (committed before returning); the chat's title is its first question."""
        now = time.time()
        with self._lock, self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            n = db.execute("SELECT COUNT(*) FROM turns WHERE chat_id = ?", (chat_id,)).fetchone()[0] + 1
            db.execute("INSERT INTO turns (chat_id, n, question, answer, history, created) VALUES (?, ?, ?, ?, ?, ?)",
                       (chat_id, n, answer.question, json.dumps(answer.to_dict(), ensure_ascii=False),
                        json.dumps(history_items, ensure_ascii=False), now))
            db.execute("UPDATE chats SET updated = ?, title = CASE WHEN title = '' THEN ? ELSE title END WHERE id = ?",
                       (now, answer.question[:TITLE_CHARS], chat_id))
            db.execute("COMMIT")
        return n

    def turns(self, chat_id: str) -> list[SavedTurn]:
        with self._connect() as db:
            rows = db.execute("SELECT question, answer, history FROM turns WHERE chat_id = ? ORDER BY n",
                              (chat_id,)).fetchall()
        return [SavedTurn(q, json.loads(a), json.loads(h)) for q, a, h in rows]

    def history(self, chat_id: str) -> list[dict]:
        return [m for t in self.turns(chat_id) for m in t.history]

    def list(self, limit: int = 200) -> list[ChatSummary]:
        with self._connect() as db:
            rows = db.execute("SELECT c.id, c.name, c.title, c.created, c.updated, COUNT(t.n) FROM chats c "
                              "LEFT JOIN turns t ON t.chat_id = c.id GROUP BY c.id HAVING COUNT(t.n) > 0 "
                              "ORDER BY c.updated DESC LIMIT ?", (limit,)).fetchall()
        return [ChatSummary(*row) for row in rows]

    def delete(self, chat_id: str) -> None:
        with self._lock, self._connect() as db:
            db.execute("DELETE FROM turns WHERE chat_id = ?", (chat_id,))
            db.execute("DELETE FROM chats WHERE id = ?", (chat_id,))
