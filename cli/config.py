"""`litchat config`: the effective settings, where each can be set, secrets masked."""
from __future__ import annotations


import click
from pydantic import SecretStr

from cli.output import echo, echo_json
from rag.settings import Settings


def settings_rows(settings: Settings) -> list[dict]:
    rows = []
    for name, field in Settings.model_fields.items():
        value = getattr(settings, name)
        if isinstance(value, SecretStr):
            value = "********" if value.get_secret_value() else ""
        rows.append({"setting": name, "env": f"LITCHAT_{name.upper()}",
                     "value": None if value is None else str(value), "description": field.description or ""})
    return rows


@click.command("config")
@click.option("--json", "as_json", is_flag=True, help="print JSON")
@click.pass_context
def config(ctx: click.Context, as_json: bool):
    """Show the effective settings (env LITCHAT_* and flags applied; secrets masked)."""
    rows = settings_rows(ctx.find_object(Settings))
    if as_json:
        echo_json(rows, indent=2)
        return
    width = max(len(r["env"]) for r in rows)
    for r in rows:
        echo(f"{r['env']:<{width}}  {r['value'] if r['value'] is not None else '(unset)'}")


COMMANDS = [config]
