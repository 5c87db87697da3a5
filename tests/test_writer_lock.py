"""One writer at a time, and a rebuild that a crash cannot half-do: real `litchat` processes, kill -9.

Where a process is comes from its checkpoints (rag.store.checkpoints): each point it reaches is appended to a
trace file, and LITCHAT_CHECKPOINT_HOLD=<point> stops it there until it is killed, so the kill lands exactly at
that point. The tests poll the trace with a deadline; nothing sleeps waiting for state. The writers held or
killed, the concurrent ones and a reader beside a held writer are processes; the checks after a kill (a read, the
next writer) run here through CliRunner on the store read from disk anew (the same commands, without a process's
2-6 s of imports each).
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import cli
from rag.api import Litchat
from rag.settings import Settings
from rag.store import StoreBusy, open_store, writer_lock

ROOT = Path(__file__).resolve().parents[1]
DEADLINE_S = 300
REBUILD_POINTS = ["rebuild: new generation made", "chunks written", "papers committed", "batch 16",
                  "rebuild: written", "rebuild: swapped", "rebuild: old generation dropped"]
SWAPPED = {"rebuild: swapped", "rebuild: old generation dropped"}


def corpus(path: Path, tag: str, n: int) -> tuple[Path, set[str]]:
    rows = [{"title": f"{tag} paper {i} on sparse retrieval", "abstract": f"{tag} study {i} measures how sparse "
             f"retrieval behaves under noise level {i}; it reports {i % 7} findings.", "year": 2000 + i % 20}
            for i in range(n)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path, {r["title"] for r in rows}


def env(trace: Path | None = None, hold: str | None = None) -> dict:
    out = {**os.environ, "HF_HUB_OFFLINE": "1", "LITCHAT_INGEST_BATCH_PAPERS": "8",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out.pop("LITCHAT_CHECKPOINT_FILE", None)
    out.pop("LITCHAT_CHECKPOINT_HOLD", None)
    if trace is not None:
        out["LITCHAT_CHECKPOINT_FILE"] = str(trace)
    if hold is not None:
        out["LITCHAT_CHECKPOINT_HOLD"] = hold
    return out


def litchat(home: Path, *args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cli", "--home", str(home), *args], capture_output=True,
                          text=True, timeout=DEADLINE_S, env=kw.get("env") or env())


def start_held(home: Path, trace: Path, point: str, *args: str) -> subprocess.Popen:
    """A `litchat` process stopped at ``point`` (it holds whatever it holds there)."""
    trace.write_text("")
    proc = subprocess.Popen([sys.executable, "-m", "cli", "--home", str(home), *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, env=env(trace, point))
    deadline = time.monotonic() + DEADLINE_S
    while point not in trace.read_text().splitlines():
        if proc.poll() is not None:
            raise AssertionError(f"ended before {point!r}: {proc.stderr.read().decode()[-2000:]}")
        assert time.monotonic() < deadline, f"never reached {point!r}"
        time.sleep(0.02)  # polling the trace (with a deadline), not waiting for a state to settle
    return proc


def kill9(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(30)
    proc.stderr.close()


def stored_titles(home: Path) -> set[str]:
    """What a fresh process reads from the store (a reader process, while a writer may hold the lock)."""
    done = litchat(home, "papers", "--json")
    assert done.returncode == 0, done.stderr
    return {p["title"] for p in json.loads(done.stdout or "[]")}


def read_anew(home: Path) -> None:
    """Drop this process's Chroma client of the store (open_store(fresh=True), as a serving chat does): the next
    read here loads the store from disk as a new process would, without a process's 2-6 s of imports."""
    open_store(Settings(home=home), fresh=True)


def titles_read_here(home: Path) -> set[str]:
    """What this process reads from the store, read from disk anew."""
    read_anew(home)
    return {p.title for p in Litchat(Settings(home=home)).papers()}


def listed_here(home: Path) -> set[str]:
    """`litchat papers --json` run in this process (CliRunner) on the store read from disk anew."""
    read_anew(home)
    done = CliRunner().invoke(cli, ["--home", str(home), "papers", "--json"])
    assert done.exit_code == 0, done.output
    return {p["title"] for p in json.loads(done.stdout or "[]")}


def litchat_here(home: Path, *args: str):
    """`litchat` run in this process (CliRunner), in batches of 8 papers as the held processes write: for the
    commands whose being a process of its own is not what a test is about."""
    return CliRunner().invoke(cli, ["--home", str(home), *args], env={"LITCHAT_INGEST_BATCH_PAPERS": "8"})


@pytest.fixture(scope="module")
def old_home(tmp_path_factory) -> tuple[Path, Path, set[str], Path, set[str]]:
    """A store holding the OLD corpus, built once (copied for each test)."""
    base = tmp_path_factory.mktemp("writer")
    old, old_titles = corpus(base / "old.jsonl", "Old", 24)
    new, new_titles = corpus(base / "new.jsonl", "New", 32)
    home = base / "home"
    done = litchat(home, "ingest", "--quiet", str(old))
    assert done.returncode == 0, done.stderr
    return home, old, old_titles, new, new_titles


def copy_home(src: Path, dst: Path) -> Path:
    import shutil

    shutil.copytree(src, dst)
    return dst


@pytest.mark.slow
def test_a_second_writer_is_refused_naming_the_first_and_readers_go_on(old_home, tmp_path):
    home, old, old_titles, new, new_titles = old_home
    home = copy_home(home, tmp_path / "home")
    first = start_held(home, tmp_path / "trace", "papers committed", "ingest", "--quiet", str(new))
    try:
        for args in (["ingest", "--rebuild", "--quiet", str(new)], ["ingest", "--quiet", str(old)]):
            refused = litchat_here(home, *args)  # this process is the second writer
            assert refused.exit_code == 2, (refused.output, refused.exception)
            assert f"process {first.pid}" in refused.stderr and "ingest" in refused.stderr
            assert "another litchat is writing" in refused.stderr and "Traceback" not in refused.stderr
        assert old_titles <= stored_titles(home)  # a reader (process) is not blocked by the writer
    finally:
        kill9(first)
    rebuilt = litchat_here(home, "ingest", "--rebuild", "--quiet", str(new))  # the kernel dropped the dead one's lock
    assert rebuilt.exit_code == 0, (rebuilt.output, rebuilt.exception)
    assert titles_read_here(home) == new_titles


@pytest.mark.slow
@pytest.mark.parametrize("point", REBUILD_POINTS)
def test_a_rebuild_killed_at_any_point_leaves_the_old_or_the_new_store_whole(old_home, tmp_path, point):
    home, old, old_titles, new, new_titles = old_home
    home = copy_home(home, tmp_path / "home")
    kill9(start_held(home, tmp_path / "trace", point, "ingest", "--rebuild", "--quiet", str(new)))
    assert listed_here(home) == (new_titles if point in SWAPPED else old_titles)
    again = litchat_here(home, "ingest", "--quiet", str(old))  # the next writer clears what the crash left
    assert again.exit_code == 0, (again.output, again.exception)
    assert old_titles <= titles_read_here(home)  # the store opens cleanly
    import chromadb  # and only one generation is left on disk

    names = {c.name for c in chromadb.PersistentClient(str(home / "chroma")).list_collections()}
    generations = {n.rsplit("-", 1)[0] for n in names if not n.endswith("-current")}
    assert len(generations) == 1, names


@pytest.mark.slow
def test_concurrent_rebuild_and_ingest_never_break_the_store(old_home, tmp_path):
    """Both started at once, unheld: each either completes or is refused with the other named (never 'the store
    is unusable'), and the store ends up whole."""
    home, old, old_titles, new, new_titles = old_home
    home = copy_home(home, tmp_path / "home")
    procs = [subprocess.Popen([sys.executable, "-m", "cli", "--home", str(home), *args], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env())
             for args in (["ingest", "--rebuild", "--quiet", str(new)], ["ingest", "--quiet", str(old)])]
    results = [(p.wait(DEADLINE_S), p.communicate()[1]) for p in procs]
    for code, err in results:
        assert code in (0, 2) and "unusable" not in err and "Traceback" not in err, err
        assert code == 0 or "another litchat is writing" in err
    titles = titles_read_here(home)
    assert titles in (new_titles, old_titles, new_titles | old_titles), sorted(titles)[:5]


def test_the_lock_is_reentrant_in_its_thread_and_refuses_another(tmp_path):
    settings = Settings(home=tmp_path)
    with writer_lock(settings):
        with writer_lock(settings):  # a rebuild's ingest inside the rebuild's lock
            pass
        caught: list[Exception] = []
        worker = threading.Thread(target=lambda: _try_lock(settings, caught))
        worker.start()
        worker.join(30)
        assert len(caught) == 1 and isinstance(caught[0], StoreBusy) and "this process" in str(caught[0])
    with writer_lock(settings):  # released
        pass


def _try_lock(settings: Settings, caught: list) -> None:
    try:
        with writer_lock(settings):
            pass
    except StoreBusy as e:
        caught.append(e)
