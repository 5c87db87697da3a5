"""`litchat`: one CLI for everything. Global flags build the Settings; each command lives in its own module of
this package (rag/cli/<name>.py).

Command modules export ``COMMANDS`` (a list of click commands) and import heavy libraries inside the
command functions, so `litchat --help` stays fast.
"""
from __future__ import annotations

import importlib
import sys

import click
from pydantic import ValidationError

from rag.settings import Settings, load_settings

COMMAND_MODULES = [
    "rag.cli.corpus",   # ingest, papers
    "rag.cli.query",    # search
    "rag.cli.ask",      # ask
    "rag.cli.chat",     # chat
    "rag.cli.eval",     # eval
    "rag.cli.bench",    # bench ingest | speed | scifact | scale | ...
    "rag.cli.config",   # config
]


class State:
    def __init__(self, settings: Settings):
        self.settings = settings


def settings_from(ctx: click.Context, **updates) -> Settings:
    """The group's Settings with a command's own flags on top (None = not given)."""
    base: Settings = ctx.find_object(State).settings
    updates = {k: v for k, v in updates.items() if v is not None}
    if not updates:
        return base
    try:
        return Settings(**{**base.model_dump(), **updates})
    except ValidationError as e:
        raise click.UsageError(_first_error(e)) from None


def _first_error(e: ValidationError) -> str:
    err = e.errors()[0]
    return f"invalid setting {'.'.join(map(str, err['loc']))}: {err['msg']}"


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
        raise click.UsageError(_first_error(e)) from None
    ctx.obj = State(settings)


def _register() -> None:
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name and name.startswith(e.name):
                continue  # that part is not built yet
            raise
        for command in getattr(module, "COMMANDS", []):
            cli.add_command(command)


_register()


def main() -> None:
    try:
        cli(prog_name="litchat")
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)

