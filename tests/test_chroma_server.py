"""Server mode for real: a `chroma run` process on 127.0.0.1 (the chroma_server fixture), litchat pointed at it
through LITCHAT_CHROMA_URL / --chroma-url / Settings(chroma_url=...); ingest, search and ask against it."""
from __future__ import annotations

import json
import socket

import pytest
from click.testing import CliRunner

from rag.api import Litchat
from cli import cli
from rag.settings import Settings

QUERIES = ["fairness of medical image classifiers across patient subgroups",
           "multimodal harm detection in vision-language models",
           "belief updates of language models in long conversations"]


@pytest.fixture(scope="module")
def server_litchat(chroma_server, seeds_dir, tmp_path_factory):
    """The seeds ingested into the Chroma server through the real CLI (env LITCHAT_CHROMA_URL); returns
    (Litchat on the server, its local home, the CLI output)."""
    home = tmp_path_factory.mktemp("server-client-home")
    env = {"LITCHAT_CHROMA_URL": chroma_server.url, "LITCHAT_HOME": str(home)}
    result = CliRunner().invoke(cli, ["ingest", "--quiet", str(seeds_dir)], env=env)
    assert result.exit_code == 0, result.output
    return Litchat(Settings(home=home, chroma_url=chroma_server.url)), home, result.output


def test_cli_ingest_writes_to_the_server_not_to_local_disk(server_litchat, chroma_server):
    lc, home, output = server_litchat
    assert "121 papers in the store" in output, output
    assert lc.store.count_papers() == 121
    assert lc.store.count_chunks() >= 121
    assert not (home / "chroma").exists(), "server mode must not create an embedded store"
    assert (chroma_server.path / "chroma.sqlite3").exists(), "the server holds the data"


def test_server_search_matches_the_embedded_store(server_litchat, seeded):
    """The same corpus and embedder give the same ranking whether Chroma runs in-process or as a server."""
    lc, _, _ = server_litchat
    for query in QUERIES:
        on_server = [h.paper.id for h in lc.search(query, k=5, retriever="dense")]
        embedded = [h.paper.id for h in seeded.search(query, k=5, retriever="dense")]
        assert on_server == embedded, query
        hybrid = [h.paper.id for h in lc.search(query, k=5)]
        assert hybrid == [h.paper.id for h in seeded.search(query, k=5)], query


def test_server_search_finds_the_paper_asked_about(server_litchat):
    lc, _, _ = server_litchat
    hits = lc.search("benchmark of fairness for medical imaging models (MEDFAIR)", k=3)
    assert hits and "MEDFAIR" in (hits[0].paper.display_title + hits[0].paper.abstract)


def test_ask_against_the_server_cites_stored_papers(server_litchat):
    lc, _, _ = server_litchat
    answer = lc.ask("Which papers study fairness in medical imaging?")
    assert not answer.abstained, answer.text
    assert answer.citations, answer.text
    stored = {p.id for p in lc.store.get_papers([c.paper.id for c in answer.citations])}
    assert stored == {c.paper.id for c in answer.citations}


def test_cli_flag_and_reingest_is_incremental(server_litchat, chroma_server, seeds_dir, tmp_path):
    """--chroma-url works like the env var; a second ingest against the server from the same home embeds nothing
    (the late-chunked sentence vectors live in the home, beside the server's collections: a new home re-embeds once)."""
    home = server_litchat[0].settings.home
    result = CliRunner().invoke(cli, ["--home", str(home), "--chroma-url", chroma_server.url,
                                      "ingest", "--quiet", str(seeds_dir)])
    assert result.exit_code == 0, result.output
    assert "nothing to embed" in result.output and "121 papers" in result.output, result.output
    listed = CliRunner().invoke(cli, ["--home", str(tmp_path), "--chroma-url", chroma_server.url,
                                      "papers", "--json"])
    assert listed.exit_code == 0, listed.output
    assert len(json.loads(listed.stdout)) == 121


def test_data_survives_a_server_restart(server_litchat, chroma_server, tmp_path):
    from bench.chroma_server import ChromaServer

    lc, _, _ = server_litchat
    before = [h.paper.id for h in lc.search(QUERIES[0], k=5, retriever="dense")]
    chroma_server.stop()
    restarted = ChromaServer(chroma_server.path, tmp_path / "restarted.log")
    try:
        again = Litchat(Settings(home=tmp_path, chroma_url=restarted.url))
        assert again.store.count_papers() == 121
        assert [h.paper.id for h in again.search(QUERIES[0], k=5, retriever="dense")] == before
    finally:
        restarted.stop()


def test_unreachable_server_is_one_clear_line(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens there
    url = f"http://127.0.0.1:{port}"
    result = CliRunner().invoke(cli, ["--home", str(tmp_path), "--chroma-url", url, "ingest", "--quiet"])
    assert result.exit_code == 2
    assert url in result.output and "Traceback" not in result.output, result.output
