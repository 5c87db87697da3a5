"""Server mode beyond the defaults: a tenant and database of the lab's choosing on a real `chroma run`, and the
auth token sent to a server that checks one (a real loopback HTTP server records what arrives)."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from rag.api import Litchat
from cli import cli
from rag.settings import Settings
from rag.store import StoreError, open_store

ROWS = [{"title": f"Grasping study {i}", "abstract": f"We train robot grasping policies from pixels, run {i}; "
         f"success rises to {80 + i}% on unseen objects.", "authors": ["Ada Lovelace"], "year": 2020 + i}
        for i in range(3)]


@pytest.fixture(scope="module")
def lab_database(chroma_server):
    """A tenant and database created on the server the way a lab's admin would (Chroma's AdminClient)."""
    import chromadb

    from rag.store.client import _server_address

    host, port, _ = _server_address(chroma_server.url)
    admin = chromadb.AdminClient(chromadb.config.Settings(chroma_api_impl="chromadb.api.fastapi.FastAPI",
                                                          chroma_server_host=host, chroma_server_http_port=port))
    admin.create_tenant("robotics-lab")
    admin.create_database("papers-2026", tenant="robotics-lab")
    return "robotics-lab", "papers-2026"


def test_ingest_into_a_chosen_tenant_and_database(chroma_server, lab_database, tmp_path):
    import chromadb

    tenant, database = lab_database
    corpus = tmp_path / "lab.jsonl"
    corpus.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    result = CliRunner().invoke(cli, ["--home", str(tmp_path / "home"), "--chroma-url", chroma_server.url,
                                      "--chroma-tenant", tenant, "--chroma-database", database,
                                      "ingest", "--quiet", str(corpus)])
    assert result.exit_code == 0, result.output
    assert "3 papers in the store" in result.output, result.output

    lab = Litchat(Settings(home=tmp_path / "home", chroma_url=chroma_server.url, chroma_tenant=tenant,
                           chroma_database=database))
    assert lab.store.count_papers() == 3
    assert lab.search("robot grasping from pixels", k=1)[0].paper.title.startswith("Grasping study")

    from rag.store.client import _server_address

    host, port, _ = _server_address(chroma_server.url)
    default_db = chromadb.HttpClient(host=host, port=port)
    assert not [c for c in default_db.list_collections() if getattr(c, "name", c).startswith("litchat-")], \
        "the papers must live in the lab's database, not in the default one"


def test_a_missing_database_is_one_clear_line(chroma_server, lab_database, tmp_path):
    tenant, _ = lab_database
    result = CliRunner().invoke(cli, ["--home", str(tmp_path), "--chroma-url", chroma_server.url,
                                      "--chroma-tenant", tenant, "--chroma-database", "no-such-db",
                                      "papers"])
    assert result.exit_code == 2, result.output
    assert "no-such-db" in result.output and tenant in result.output, result.output
    assert "Traceback" not in result.output


class _Recorder(BaseHTTPRequestHandler):
    """A server that checks auth and refuses everyone: it records each request's headers."""
    seen: list[dict[str, str]] = []

    def do_GET(self):
        type(self).seen.append(dict(self.headers))
        body = b'{"error": "Unauthorized"}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_GET

    def log_message(self, *args):
        pass


@pytest.fixture
def auth_server():
    _Recorder.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("header, expected", [("Authorization", "Bearer s3cret-token"),
                                              ("X-Chroma-Token", "s3cret-token")])
def test_the_token_reaches_the_server_and_never_the_error(auth_server, tmp_path, header, expected):
    settings = Settings(home=tmp_path, chroma_url=auth_server, chroma_token="s3cret-token",
                        chroma_token_header=header)
    with pytest.raises(StoreError) as refused:
        open_store(settings)
    assert _Recorder.seen, "the client never reached the server"
    assert {h.lower(): v for h, v in _Recorder.seen[0].items()}.get(header.lower()) == expected
    message = str(refused.value)
    assert auth_server in message and ("401" in message or "token" in message.lower()), message
    assert "s3cret-token" not in message and "s3cret-token" not in repr(settings)
