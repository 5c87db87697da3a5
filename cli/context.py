"""The Settings a command runs with: the group's (``ctx.obj``) with the command's own flags on top."""
from __future__ import annotations

import click

from rag.settings import Settings, SettingsError, with_updates


def settings_from(ctx: click.Context, **updates) -> Settings:
    """The group's Settings with a command's own flags on top (None = not given); a bad value is a usage error."""
    try:
        return with_updates(ctx.find_object(Settings), **updates)
    except SettingsError as e:
        raise click.UsageError(str(e)) from None
