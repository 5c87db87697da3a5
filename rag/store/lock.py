"""One writer at a time: an advisory lock (fcntl.flock) on a file beside the data directory.

    with writer_lock(settings):      # ingest, ingest --rebuild, the chat's Sync
        ...                          # raises StoreBusy naming the other writer (pid and command) when it is taken

Readers never take it, so a chat keeps answering while an ingest writes. The kernel drops the lock when its
process dies (kill -9 included): a crashed writer never leaves the store locked. The holder's pid, command and
start time are written into the file, so a second writer is told who holds it. Re-entrant in the thread that
holds it (a rebuild runs an ingest inside its lock); another thread of the same process is refused like another
process (two Syncs at once).
"""
from __future__ import annotations

import fcntl
import json
import os
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from rag.settings import Settings
from rag.store.errors import StoreBusy

_held: dict[str, tuple[int, int]] = {}  # lock path -> (thread id, depth) in this process
_guard = threading.Lock()


def lock_path(settings: Settings) -> Path:
    """Beside the embedded store's directory; for a Chroma server, in litchat's home (writers on this machine)."""
    if settings.chroma_url:
        return settings.home / "locks" / f"{settings.collection}.writer.lock"
    path = settings.chroma_path
    return path.with_name(path.name + ".writer.lock")


@contextmanager
def writer_lock(settings: Settings) -> Iterator[None]:
    path = lock_path(settings)
    key = str(path)
    me = threading.get_ident()
    with _guard:
        owner = _held.get(key)
        if owner is not None and owner[0] == me:
            _held[key] = (me, owner[1] + 1)
            reentered = True
        elif owner is not None:
            raise StoreBusy(_busy_message(settings, path, _holder(path), same_process=True))
        else:
            reentered = False
    if reentered:
        try:
            yield
        finally:
            with _guard:
                _held[key] = (me, _held[key][1] - 1)
        return
    fd = _acquire(settings, path)
    with _guard:
        _held[key] = (me, 1)
    try:
        yield
    finally:
        with _guard:
            _held.pop(key, None)
        os.close(fd)  # releases the flock


def _acquire(settings: Settings, path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise StoreBusy(_busy_message(settings, path, _holder(path), same_process=False)) from None
    os.ftruncate(fd, 0)
    os.pwrite(fd, json.dumps({"pid": os.getpid(), "command": _command(), "since": time.time()}).encode(), 0)
    return fd


def _holder(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        return {}


def _command() -> str:
    try:
        args = Path("/proc/self/cmdline").read_bytes().split(b"\0")
        return " ".join(a.decode("utf-8", "replace") for a in args if a)[:300]
    except OSError:
        return " ".join(sys.argv)[:300]


def _busy_message(settings: Settings, path: Path, holder: dict, same_process: bool) -> str:
    where = settings.chroma_url or str(settings.chroma_path)
    pid = holder.get("pid", "?")
    who = "this process" if same_process else f"process {pid}"
    command = holder.get("command") or "unknown command"
    since = holder.get("since")
    when = f", since {time.strftime('%H:%M:%S', time.localtime(since))}" if isinstance(since, (int, float)) else ""
    return (f"another litchat is writing the store at {where}: {who} ({command}{when}); one writer at a time, "
            f"so wait for it to finish and run this again (reading and chatting are not blocked; lock file {path})")
