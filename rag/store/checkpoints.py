"""Named points of a write, for crash tests: with LITCHAT_CHECKPOINT_FILE set, each point reached is appended to
that file; with LITCHAT_CHECKPOINT_HOLD=<name> too, the process stops at that point until it is killed. Unset (the
normal case) a checkpoint costs one environment lookup."""
from __future__ import annotations

import os
import threading

TRACE_ENV = "LITCHAT_CHECKPOINT_FILE"
HOLD_ENV = "LITCHAT_CHECKPOINT_HOLD"


def checkpoint(name: str) -> None:
    trace = os.environ.get(TRACE_ENV)
    if not trace:
        return
    with open(trace, "a", encoding="utf-8") as f:
        f.write(name + "\n")
    if os.environ.get(HOLD_ENV) == name:
        threading.Event().wait()  # held here: the test kills the process now
