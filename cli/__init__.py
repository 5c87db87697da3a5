"""`litchat`: one CLI for everything. Global flags build the Settings; each command lives in its own module of
this package (cli/<name>.py).

Command modules export ``COMMANDS`` (a list of click commands) and import heavy libraries inside the
command functions, so `litchat --help` stays fast.
"""
from __future__ import annotations

import sys

import click
from pydantic import ValidationError

from cli import ask, chat, config, corpus, query
from cli import bench as bench_cmd
from cli import eval as eval_cmd
from rag.settings import first_error, load_settings

@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--home", type=click.Path(), help="data directory [env LITCHAT_HOME, default ./.litchat]")
@click.option("--chroma-url", help="Chroma server URL [env LITCHAT_CHROMA_URL; unset = embedded store]")
@click.option("--collection", help="Chroma collection name [env LITCHAT_COLLECTION]")
@click.option("--chroma-tenant", help="Chroma tenant, server mode [env LITCHAT_CHROMA_TENANT]")
@click.option("--chroma-database", help="Chroma database, server mode [env LITCHAT_CHROMA_DATABASE]")
@click.pass_context
def cli(ctx: click.Context, home, chroma_url, collection, chroma_tenant, chroma_database):
    """litchat: cited answers from a corpus of paper abstracts, offline."""
    try:
        settings = load_settings(home=home, chroma_url=chroma_url, collection=collection,
                                 chroma_tenant=chroma_tenant, chroma_database=chroma_database)
    except ValidationError as e:
        raise click.UsageError(first_error(e)) from None
    ctx.obj = settings


def _register() -> None:
    """Each command module exports ``COMMANDS`` (click commands); they import heavy libraries inside the command
    functions, so `litchat --help` stays fast."""
    for module in (corpus, query, ask, chat, eval_cmd, bench_cmd, config):
        for command in module.COMMANDS:
            cli.add_command(command)


_register()


def main() -> None:
    try:
        cli(prog_name="litchat")
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)

