"""kill -9 in the middle of a real `litchat ingest`; then query and re-ingest: nothing lost or duplicated.

Two ways: killed from outside (twice) once it has committed a known number of batches (it stops itself there, so the
test does not race its progress output), and killed by itself at the worst moment (its chunks written, its paper
records not yet: Chroma's upsert on the papers collection sends the SIGKILL)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from conftest import REPO_ROOT
from rag.ingest import run_ingest
from rag.embedding.encoders import get_embedder
from rag.store import open_store

N_PAPERS = 120
WORDS = ("model data learning network robust fairness graph speech protein causal sparse transfer vision "
         "language policy reward noise bias kernel optimisation benchmark inference retrieval").split()


def generated_corpus(path: Path, n: int = N_PAPERS) -> Path:
    rng = np.random.default_rng(7)
    rows = []
    for i in range(n):
        words = rng.choice(WORDS, size=30)
        rows.append({"title": f"Generated paper {i}: {' '.join(words[:4])}",
                     "abstract": f"Paper {i} studies {' '.join(words[4:14])}. "
                                 f"It finds {' '.join(words[14:30])} improves by {i % 17}.{i % 10} points.",
                     "authors": [f"Author{i} Surname", "Shared Coauthor"], "year": 2000 + i % 25})
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


# the real CLI, which stops itself (SIGSTOP) right after its n-th batch of paper records is committed: the test
# then SIGKILLs it from outside at a known point, instead of racing a progress bar that may lag or be outrun
PAUSE_AFTER_COMMIT = """
import os, signal, sys
from chromadb.api.models.Collection import Collection

real_upsert, calls, pause_after = Collection.upsert, [], int(sys.argv[1])
def upsert(self, *args, **kwargs):
    out = real_upsert(self, *args, **kwargs)
    if self.name.endswith("-papers"):
        calls.append(1)
        if len(calls) == pause_after:
            sys.stderr.write(f"PAUSED after {len(calls)} commits\\n")
            sys.stderr.flush()
            os.kill(os.getpid(), signal.SIGSTOP)
    return out
Collection.upsert = upsert
from cli import main
sys.argv = ["litchat"] + sys.argv[2:]
main()
"""


def ingest_until_killed(home: Path, corpus: Path, batches: int, log: Path) -> None:
    """Run `litchat ingest` (batches of 8 papers), SIGKILL it once ``batches`` batches are committed."""
    env = {**os.environ, "LITCHAT_INGEST_BATCH_PAPERS": "8", "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(REPO_ROOT)}
    with open(log, "wb") as err:
        proc = subprocess.Popen([sys.executable, "-c", PAUSE_AFTER_COMMIT, str(batches), "--home", str(home),
                                 "ingest", "--quiet", str(corpus)], stdout=subprocess.DEVNULL, stderr=err, env=env)
        deadline = time.monotonic() + 600
        while proc.poll() is None and time.monotonic() < deadline:
            if "PAUSED" in log.read_text(errors="replace"):
                os.kill(proc.pid, signal.SIGKILL)
                break
            time.sleep(0.05)  # poll interval
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL, f"ingest ended before it was killed:\n{log.read_text()[-2000:]}"


def check_store(settings, expect_all: bool, n: int = N_PAPERS) -> dict[str, str]:
    store = open_store(settings)
    papers = store.all_papers()
    ids = [p.id for p in papers]
    assert len(ids) == len(set(ids)) == store.count_papers()
    assert len({p.title for p in papers}) == len(papers)  # no paper twice under two ids
    if expect_all:
        assert len(papers) == n
        records = store.record_metadata()
        assert store.chunk_counts() == {pid: m["n_chunks"] for pid, m in records.items()}
        assert store.pending() == []
    # the store answers queries, and only with committed papers' chunks
    query = get_embedder().embed(["robust speech model under noise"])[0]
    hits = store.query_chunks(query, k=20)
    assert hits and {h.paper_id for h in hits} <= set(ids)
    return store.manifest()


@pytest.mark.slow
def test_kill_9_during_ingest_loses_and_duplicates_nothing(make_settings, tmp_path):
    settings = make_settings()
    corpus = generated_corpus(tmp_path / "generated.jsonl")
    ingest_until_killed(settings.home, corpus, batches=3, log=tmp_path / "run1.log")
    committed = check_store(settings, expect_all=False)
    assert len(committed) == 3 * 8  # exactly the committed batches, nothing half-written is served

    ingest_until_killed(settings.home, corpus, batches=4, log=tmp_path / "run2.log")
    after_second = check_store(settings, expect_all=False)
    # what the first run committed survives the second kill: only papers being written are ever at risk
    assert set(committed) <= set(after_second) and len(after_second) > len(committed)

    report = run_ingest(settings, [corpus], open_store(settings), get_embedder())
    assert report.papers_total == N_PAPERS and report.removed == 0 and report.problems == []
    assert report.added + report.unchanged == N_PAPERS
    final = check_store(settings, expect_all=True)
    assert all(final[pid] == h for pid, h in after_second.items())

    report = run_ingest(settings, [corpus], open_store(settings), get_embedder())
    assert report.embedded_chunks == 0 and report.unchanged == N_PAPERS


KILL_AT_COMMIT = """
import os, signal, sys
from chromadb.api.models.Collection import Collection

real_upsert, calls, kill_at, sig = Collection.upsert, [], int(sys.argv[1]), os.environ.get("KILL_SIGNAL", "SIGKILL")
def upsert(self, *args, **kwargs):
    if self.name.endswith("-papers"):
        calls.append(1)
        if len(calls) == kill_at:
            os.kill(os.getpid(), getattr(signal, sig))  # chunks of this batch are written, its records are not
    return real_upsert(self, *args, **kwargs)
Collection.upsert = upsert
from cli import main
sys.argv = ["litchat"] + sys.argv[2:]
main()
"""


@pytest.mark.slow
def test_kill_between_chunks_and_commit_is_repaired(make_settings, tmp_path):
    settings = make_settings(ingest_batch_papers=8)
    n = 40
    corpus = generated_corpus(tmp_path / "generated.jsonl", n)
    env = {**os.environ, "LITCHAT_INGEST_BATCH_PAPERS": "8", "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(REPO_ROOT)}
    proc = subprocess.run([sys.executable, "-c", KILL_AT_COMMIT, "3", "--home", str(settings.home), "ingest",
                           "--quiet", str(corpus)], env=env, capture_output=True, timeout=600)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.decode()[-2000:]

    store = open_store(settings)
    assert store.count_papers() == 16  # two batches committed
    assert len(store.pending()) == 8  # the third is noted as pending
    orphans = store.count_chunks() - sum(m["n_chunks"] for m in store.record_metadata().values())
    assert orphans >= 8  # its chunks are in the store ...
    committed = check_store(settings, expect_all=False, n=n)  # ... but never served
    assert len(committed) == 16

    report = run_ingest(settings, [corpus], open_store(settings), get_embedder())
    assert report.repaired == 8 and report.added == n - 16 and report.unchanged == 16
    assert report.papers_total == n
    final = check_store(settings, expect_all=True, n=n)
    assert all(final[pid] == h for pid, h in committed.items())


@pytest.mark.slow
def test_ctrl_c_finishes_the_batch_in_flight_and_says_how_to_go_on(make_settings, tmp_path):
    settings = make_settings(ingest_batch_papers=8)
    n = 24
    corpus = generated_corpus(tmp_path / "generated.jsonl", n)
    env = {**os.environ, "LITCHAT_INGEST_BATCH_PAPERS": "8", "HF_HUB_OFFLINE": "1", "KILL_SIGNAL": "SIGINT"}
    proc = subprocess.run([sys.executable, "-c", KILL_AT_COMMIT, "2", "--home", str(settings.home), "ingest",
                           "--quiet", str(corpus)], env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 130, proc.stderr[-2000:]
    assert "interrupted" in proc.stderr and "run `litchat ingest` again" in proc.stderr
    assert "Traceback" not in proc.stderr
    store = open_store(settings)
    committed = check_store(settings, expect_all=False, n=n)
    assert len(committed) == 16  # the batch being written when Ctrl-C came is finished, no further batch is written
    report = run_ingest(settings, [corpus], open_store(settings), get_embedder())
    assert report.papers_total == n and report.unchanged == len(committed) and report.repaired == 0
    check_store(settings, expect_all=True, n=n)
    assert store.pending() == []
