"""Who may reach the chat: no open bind without a login, and login attempts throttled per client.

- ``open_bind_refusal``: serving an address other than loopback (e.g. ``--host 0.0.0.0``) without a login is refused
  unless the user says so (``--insecure-no-login`` or LITCHAT_INSECURE_NO_LOGIN=1): the chat, Sync included,
  would otherwise answer anyone on the network.
- ``LoginThrottle``: an ASGI middleware on the login route. After ``free_failures`` failed logins in a row from one
  client address, each further attempt must wait ``base_s * 2**(extra failures)`` seconds (at most ``max_lock_s``);
  an attempt inside the wait is answered 429 (with Retry-After) without the password being checked. A success
  clears the client's record. Other clients are not affected.
"""
from __future__ import annotations

import ipaddress
import json
import math
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable

INSECURE_ENV = "LITCHAT_INSECURE_NO_LOGIN"
MAX_CLIENTS = 10_000  # clients remembered (least recently failing dropped first): bounded memory


def is_loopback(host: str) -> bool:
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def open_bind_refusal(host: str, has_login: bool, insecure_ok: bool) -> str | None:
    """Why the chat must not start on ``host`` as configured (None: it may)."""
    if has_login or insecure_ok or is_loopback(host):
        return None
    return (f"refusing to serve the chat on {host} without a login: anyone who can reach this machine could read "
            f"the corpus and run Sync. Set a login (--username, with LITCHAT_PASSWORD), or bind to 127.0.0.1, or "
            f"accept the risk with --insecure-no-login ({INSECURE_ENV}=1)")


@dataclass
class _Record:
    failures: int = 0
    locked_until: float = 0.0


class Throttle:
    """Failed logins per client and the wait they impose (the policy, apart from the web plumbing)."""

    def __init__(self, free_failures: int = 5, base_s: float = 1.0, max_lock_s: float = 300.0,
                 clock: Callable[[], float] = time.monotonic):
        self.free_failures, self.base_s, self.max_lock_s, self.clock = free_failures, base_s, max_lock_s, clock
        self._clients: OrderedDict[str, _Record] = OrderedDict()

    def wait_for(self, client: str) -> float:
        """Seconds ``client`` must still wait before its next attempt is checked (0: go ahead)."""
        record = self._clients.get(client)
        return max(0.0, record.locked_until - self.clock()) if record else 0.0

    def record(self, client: str, ok: bool) -> None:
        if ok:
            self._clients.pop(client, None)
            return
        record = self._clients.pop(client, None) or _Record()
        record.failures += 1
        extra = record.failures - self.free_failures
        if extra >= 0:
            record.locked_until = self.clock() + min(self.max_lock_s, self.base_s * 2 ** extra)
        self._clients[client] = record
        while len(self._clients) > MAX_CLIENTS:
            self._clients.popitem(last=False)


class LoginThrottle:
    """ASGI middleware: POST …/login goes through the Throttle of the client's address."""

    def __init__(self, app, throttle: Throttle | None = None):
        self.app = app
        self.throttle = throttle or Throttle()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("method") != "POST" or \
                not scope.get("path", "").rstrip("/").endswith("/login"):
            return await self.app(scope, receive, send)
        client = (scope.get("client") or ("unknown",))[0]
        wait = self.throttle.wait_for(client)
        if wait > 0:
            return await _too_many(send, wait)
        status: dict[str, int] = {}

        async def watch(message):
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        await self.app(scope, receive, watch)
        self.throttle.record(client, ok=status.get("code", 500) < 300)


async def _too_many(send, wait: float) -> None:
    seconds = math.ceil(wait)
    body = json.dumps({"detail": f"too many failed logins from this address: try again in {seconds} s"}).encode()
    await send({"type": "http.response.start", "status": 429,
                "headers": [(b"content-type", b"application/json"), (b"retry-after", str(seconds).encode()),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
