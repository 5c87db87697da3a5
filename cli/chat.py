"""`litchat chat`: open the Gradio chat (ingesting the seeds first when the store is empty)."""
from __future__ import annotations

import sys

import click
from rag.settings import GENERATOR_NAMES

from cli.context import settings_from
from cli.output import echo
from ui.login_guard import INSECURE_ENV, open_bind_refusal

EXIT_STORE = 2  # same meaning as in `litchat ingest`: the store cannot be used
EXIT_REFUSED = 2  # refused input (an open bind without a login), as for every command


@click.command("chat")
@click.option("--host", help="address to bind [env LITCHAT_HOST, default 127.0.0.1: this machine only]")
@click.option("--port", type=int, help="port [env LITCHAT_PORT, default 7860]")
@click.option("--generator", type=click.Choice(GENERATOR_NAMES),
              help="generator selected when the page opens [env LITCHAT_GENERATOR]")
@click.option("--username", help="require this login [env LITCHAT_USERNAME]; the password comes from "
                                 "LITCHAT_PASSWORD or is asked for")
@click.option("--insecure-no-login", is_flag=True, envvar=INSECURE_ENV,
              help=f"serve an address other than loopback without a login (anyone on the network can use the "
                   f"chat and its Sync) [env {INSECURE_ENV}=1]")
@click.pass_context
def chat(ctx: click.Context, host: str | None, port: int | None, generator: str | None,
         username: str | None, insecure_no_login: bool) -> None:
    """Chat with the corpus in the browser: streamed cited answers, sources, filters, exports, corpus map."""
    from pydantic import SecretStr

    from rag.api import Litchat
    from rag.store import StoreError

    settings = settings_from(ctx, host=host, port=port, generator=generator, username=username)
    refusal = open_bind_refusal(settings.host, bool(settings.username), insecure_no_login)
    if refusal:
        echo(f"error: {refusal}", err=True)
        sys.exit(EXIT_REFUSED)
    if settings.username and settings.password is None:
        settings = settings_from(ctx, host=host, port=port, generator=generator, username=username,
                                 password=SecretStr(click.prompt(f"password for {settings.username}",
                                                                 hide_input=True)))
    try:
        lc = Litchat(settings)
        if lc.is_empty():
            echo(f"the store is empty: ingesting {settings.seeds_dir} first", err=True)
            report = lc.ingest(progress=True)
            for problem in report.problems:
                echo(str(problem), err=True)
            echo(report.summary(), err=True)
        echo("loading the models…", err=True)
        _warm_up(lc)
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)

    from ui.app import build_app, launch

    demo = build_app(lc)
    where = f"http://{settings.host}:{settings.port}"
    echo(f"litchat chat on {where} ({lc.paper_count()} papers"
               f"{', login required' if settings.username else ''}); Ctrl-C stops it", err=True)
    launch(demo, settings)


def _warm_up(lc) -> None:
    """Load the embedder, BM25 and the answer chain once, before the first user (and before sessions race)."""
    lc.warm_up()
    if lc.settings.claim_check:  # calibrate claim abstention on this store while the page comes up
        import threading

        def calibrate():
            try:
                lc.calibrate_claims()
            except Exception as e:  # the first claim will try again, and say what failed then
                echo(f"claim calibration deferred: {e}", err=True)
        threading.Thread(target=calibrate, name="claim-calibration", daemon=True).start()


COMMANDS = [chat]
