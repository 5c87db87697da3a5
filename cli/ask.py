"""`litchat ask`: a cited answer from the shell (the filters, --batch reading and JSON output are shared with
`litchat search`, from cli.query)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
from rag.records import History
from rag.settings import GENERATOR_NAMES

from cli.context import settings_from
from cli.output import echo
from cli.query import EXIT_STORE, emit_json, filter_options, filters_from, open_litchat, query_or_batch

EXIT_UNAVAILABLE = 2  # the generator asked for is not installed (the message says how to install it)


@click.command("ask")
@click.argument("question", required=False)
@click.option("--json", "as_json", is_flag=True,
              help="one JSON object: answer, citations, abstained, generator, notice, check, timings")
@click.option("--generator", type=click.Choice(GENERATOR_NAMES),
              help="extractive (offline, no model), openai (any OpenAI-compatible server) or local (llama.cpp "
                   "in-process) [default: settings.generator]")
@click.option("--area", is_flag=True, help="summarise the research area: papers grouped by theme, with a table")
@click.option("-k", "k", type=click.IntRange(min=1), help="papers retrieved for the answer [default: settings.k]")
@filter_options
@click.option("--batch", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="questions from a file (one a line, or JSON Lines with a question field; lines sharing a "
                   "\"conversation\" value are follow-ups of each other in file order, or give an explicit "
                   "\"history\"); prints one JSON object a line")
@click.option("--conversation", "conversation", metavar="NAME",
              help="continue the saved conversation NAME (made on first use; saved in <home>/chats.sqlite, one "
                   "commit a turn)")
@click.pass_context
def ask(ctx: click.Context, question: str | None, as_json: bool, generator: str | None, area: bool,
        k: int | None, year_min: int | None, year_max: int | None, categories: tuple[str, ...],
        author: str | None, collections: tuple[str, ...], tags: tuple[str, ...], batch: Path | None,
        conversation: str | None) -> None:
    """Answer QUESTION from the corpus, citing the papers each sentence rests on.

    Every sentence is checked against the abstracts it cites; unsupported ones are marked "⚠ unsupported".
    When the corpus does not cover the question, the answer says so and names the nearest papers."""
    from rag.api import QuestionTooLong
    from rag.store import StoreError

    items = query_or_batch(question, batch)
    filters = filters_from(year_min, year_max, categories, author, collections, tags)
    settings = settings_from(ctx, generator=generator, k=k)
    if settings.generator == "local":
        from rag.answer.generators.local_gen import missing_runtime

        if missing := missing_runtime():  # asked for by name: fail rather than quietly answer extractively
            echo(f"error: {missing}", err=True)
            sys.exit(EXIT_UNAVAILABLE)
    lc = open_litchat(settings)
    run = _Asker(lc, filters, settings.generator, "area" if area else "answer")
    try:
        if items is None:
            _ask_one(lc, run, question, conversation, as_json)
        else:
            _ask_batch(lc, run, items)
    except StoreError as e:
        echo(f"error: {e}", err=True)
        sys.exit(EXIT_STORE)
    except QuestionTooLong as e:
        raise click.UsageError(str(e)) from None


class _Asker:
    """One question answered with the command's filters, generator and mode: (JSON dict, plain text, Answer)."""

    def __init__(self, lc, filters, generator: str, mode: str):
        self.lc, self.filters, self.generator, self.mode = lc, filters, generator, mode

    def __call__(self, text: str, extra: dict[str, Any] | None = None, history: History | None = None):
        from rag.answer.render import format_answer

        answer = self.lc.ask(text, history=history, filters=self.filters, generator=self.generator, mode=self.mode)
        return {**(extra or {}), **answer.to_dict()}, format_answer(answer), answer


def _ask_one(lc, run: _Asker, question: str, conversation: str | None, as_json: bool) -> None:
    """One question, alone or as the next turn of a saved conversation (continued and saved by name)."""
    from rag.answer.conversation.state import extend_history

    lc.check_question(question)  # refused input: exit 2, as `litchat search` does
    if conversation:
        chat_id = lc.chats.by_name(conversation) or lc.chats.create(name=conversation)
        result, plain, answer = run(question, None, lc.chats.history(chat_id))
        lc.chats.append(chat_id, answer, extend_history([], answer))
    else:
        result, plain, _ = run(question)
    if as_json:
        emit_json(result, indent=2)
    else:
        echo(plain)


def _ask_batch(lc, run: _Asker, items) -> None:
    """JSON lines in, JSON lines out; a line with a ``conversation`` continues that conversation's history."""
    from rag.answer.conversation.state import extend_history
    from rag.api import QuestionTooLong

    conversations: dict[Any, list[dict]] = {}  # conversation value -> its history so far
    for item in items:
        extra = {key: item.fields[key] for key in ("id", "conversation") if key in item.fields}
        if "conversation" in item.fields:
            history = conversations.setdefault(item.fields["conversation"], [])
        else:
            history = list(item.fields.get("history", []))
        try:
            lc.check_question(item.text)
        except QuestionTooLong as e:  # one refused line does not stop the batch (as in `search --batch`)
            emit_json({**extra, "question": item.text[:200], "error": str(e)})
            continue
        result, plain, answer = run(item.text, extra, list(history))
        if "conversation" in item.fields:  # this turn becomes history for the conversation's next line
            history[:] = extend_history(history, answer)
        emit_json(result)


COMMANDS = [ask]
