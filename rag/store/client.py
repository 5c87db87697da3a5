"""Opening the store: the embedded one at settings.chroma_path or a Chroma server (settings.chroma_url), with one
clear line for each way it can fail."""
from __future__ import annotations

from rag.offline import go_offline
from rag.settings import Settings
from rag.store.errors import REBUILD_HINT, StoreError, first_line
from rag.store.generations import current_generation
from rag.store.papers import PaperStore


def _chroma_settings():
    from chromadb.config import Settings as ChromaSettings

    return ChromaSettings(anonymized_telemetry=False, allow_reset=False)


def _server_address(url: str) -> tuple[str, int, bool]:
    from urllib.parse import urlparse

    parsed = urlparse(url if "://" in url else f"http://{url}")
    ssl = parsed.scheme == "https"
    return parsed.hostname or "127.0.0.1", parsed.port or (443 if ssl else 8000), ssl


def _auth_headers(settings: Settings) -> dict[str, str]:
    """The token for a Chroma server that checks auth (never logged: it lives in a SecretStr until here)."""
    if settings.chroma_token is None:
        return {}
    token = settings.chroma_token.get_secret_value()
    if settings.chroma_token_header == "Authorization":
        return {"Authorization": f"Bearer {token}"}
    return {"X-Chroma-Token": token}


def _server_failure(settings: Settings, where: str, host: str, port: int, e: Exception) -> str:
    """One line saying which of the three things went wrong: no server, refused credentials, no such tenant or
    database."""
    from chromadb.errors import AuthorizationError, ChromaAuthError, NotFoundError

    first = first_line(e)
    if isinstance(e, (ChromaAuthError, AuthorizationError)) or any(
            code in first for code in ("401", "403", "Unauthorized", "Forbidden")):
        fix = "set LITCHAT_CHROMA_TOKEN" if settings.chroma_token is None else "check LITCHAT_CHROMA_TOKEN"
        return f"{where} refused litchat's credentials ({first}); {fix}"
    if isinstance(e, NotFoundError) or "tenant" in first.lower() or "database" in first.lower():
        return (f"the Chroma server at {settings.chroma_url} has no tenant {settings.chroma_tenant!r} with a "
                f"database {settings.chroma_database!r} ({first}); create them (chromadb.AdminClient) or set LITCHAT_CHROMA_TENANT / "
                f"LITCHAT_CHROMA_DATABASE")
    return (f"cannot reach {where} ({first}); start it (`chroma run --path DATA_DIR --host {host} --port {port}`, "
            f"DATA_DIR being the folder that keeps its data) or unset LITCHAT_CHROMA_URL to use the embedded store")


def connect(settings: Settings):
    """(Chroma client, \"the store at …\" for messages); StoreError when it cannot be had."""
    go_offline()
    import chromadb

    if settings.chroma_url:
        host, port, ssl = _server_address(settings.chroma_url)
        where = f"the Chroma server at {settings.chroma_url}"
        if (settings.chroma_tenant, settings.chroma_database) != ("default_tenant", "default_database"):
            where += f" (tenant {settings.chroma_tenant}, database {settings.chroma_database})"
        try:
            client = chromadb.HttpClient(host=host, port=port, ssl=ssl, headers=_auth_headers(settings),
                                         tenant=settings.chroma_tenant, database=settings.chroma_database,
                                         settings=_chroma_settings())
            client.heartbeat()
        except Exception as e:
            raise StoreError(_server_failure(settings, where, host, port, e)) from None
        return client, where
    path = settings.chroma_path
    where = f"the store at {path}"
    if path.exists() and not path.is_dir():
        raise StoreError(f"{where} is not a directory; {REBUILD_HINT}")
    try:
        path.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(path), settings=_chroma_settings()), where
    except Exception as e:
        raise StoreError(f"{where} is unusable ({first_line(e)}); {REBUILD_HINT}") from None


def open_store(settings: Settings, fresh: bool = False) -> PaperStore:
    """The store named by settings: embedded (settings.chroma_path) or a Chroma server (settings.chroma_url).
    Raises StoreError with a one-line message when it cannot be used. ``fresh``: see _forget_embedded_client."""
    if fresh and not settings.chroma_url:
        _forget_embedded_client(settings)
    client, where = connect(settings)
    try:
        generation = current_generation(client, settings)
    except Exception as e:
        raise StoreError(f"{where} is unusable ({first_line(e)}); {REBUILD_HINT}") from None
    return PaperStore(settings, client, where, generation)


def _forget_embedded_client(settings: Settings) -> None:
    """Make the next embedded client of this path read the store from disk anew.

    Chroma keeps one System per path in a process, and its vector segments stay as they were loaded at first use:
    another process's writes reach the sqlite file (counts, metadata, our revision) but not those segments, so new
    chunks are never found and fetching them by id fails ("Error finding id"). Dropping the path from Chroma's cache
    makes the next client load its segments from disk; clients still held (a search in flight) keep the old System
    until they are done with it."""
    from chromadb.api.shared_system_client import SharedSystemClient

    SharedSystemClient._identifier_to_system.pop(str(settings.chroma_path), None)
