"""A real Chroma server (`chroma run`, from the chromadb package) on 127.0.0.1 with its own data directory.

Used by `litchat bench scale` and by the server-mode tests:

    server = ChromaServer(tmp / "chroma", tmp / "chroma.log")
    ... Settings(chroma_url=server.url) ...
    server.stop()
"""
from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


class ChromaServer:
    def __init__(self, path: Path, log_path: Path, port: int | None = None):
        self.path = path
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(log_path, "w")
        self.proc = subprocess.Popen([chroma_cli(), "run", "--path", str(path), "--host", "127.0.0.1",
                                      "--port", str(self.port)], stdout=self.log, stderr=subprocess.STDOUT)
        try:
            self._wait()
        except BaseException:
            self.stop()
            raise

    def __enter__(self) -> "ChromaServer":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _wait(self, timeout: float = 60) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"chroma run exited with {self.proc.returncode} (log: {self.log.name})")
            try:
                with urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise TimeoutError(f"Chroma server at {self.url} did not answer within {timeout}s")

    def peak_rss_mb(self) -> float:
        """Peak resident memory (VmHWM) of the server process so far, in MB."""
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            pass
        return float("nan")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if not self.log.closed:
            self.log.close()


def chroma_cli() -> str:
    """The `chroma` command installed next to this Python (the venv's), else the one on PATH."""
    beside = Path(sys.executable).with_name("chroma")
    found = str(beside) if beside.exists() else shutil.which("chroma")
    if not found:
        raise FileNotFoundError("the `chroma` command (from the chromadb package) is not installed")
    return found


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
