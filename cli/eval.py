"""`litchat eval`: run the eval set through the Litchat API, print a table, write JSON/Markdown/PNG reports."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from eval.floors import DEFAULT_OUT, eval_settings, load_floors
from rag.settings import GENERATOR_NAMES, RETRIEVER_NAMES


@click.command("eval")
@click.option("--generator", type=click.Choice(GENERATOR_NAMES), default=None,
              help="generator to evaluate [default: settings.generator]")
@click.option("--retriever", type=click.Choice(RETRIEVER_NAMES), default=None,
              help="retriever to evaluate [default: settings.retriever]")
@click.option("--compare", "compare", default=None, metavar="SPECS",
              help="several configurations side by side, comma-separated, e.g. "
                   "'dense,bm25,hybrid,hybrid+fusion=weighted' (any Settings field as key=value)")
@click.option("--kind", "kinds", multiple=True,
              type=click.Choice(["paper", "author", "area", "number", "unanswerable", "conversation"]),
              help="only questions of this kind (repeatable; conversation = the multi-turn set "
                   "eval/conversations.jsonl)")
@click.option("--questions", "questions_file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=None, help="question set [default: eval/questions.jsonl]")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
              show_default=True, help="where the JSON, Markdown and PNG reports go")
@click.option("--name", default=None, help="file stem of the reports [default: eval-<generator>-<configs>]")
@click.option("--no-answers", is_flag=True, help="retrieval metrics only (no answers generated): fast comparisons")
@click.option("--check-floors", is_flag=True, help="exit 1 when a metric is below eval/floors.json")
@click.option("--judge", is_flag=True,
              help="also score faithfulness with the OpenAI-compatible server in settings (reported separately)")
@click.pass_context
def eval_command(ctx, generator, retriever, compare, kinds, questions_file, out_dir, name, no_answers, check_floors,
                 judge):
    """Measure retrieval and answer quality on the eval set (no LLM judge needed)."""
    from eval.harness import iter_configs
    from eval.report import write_reports
    from bench.claims import claims_section
    from cli.context import settings_from

    base = eval_settings(settings_from(ctx))
    generator = generator or base.generator
    try:
        configs = iter_configs(compare.split(",") if compare else [retriever or base.retriever], generator)
    except ValueError as e:
        raise click.UsageError(str(e)) from None
    questions, conversations = _select(kinds, questions_file, no_answers)
    lc, resolved, conversation_gold = _index_and_resolve(base, questions, conversations)
    judge_obj = _judge(base) if judge else None

    stem = _stem(name, no_answers, generator, compare, configs, kinds)
    out_dir.mkdir(parents=True, exist_ok=True)
    partial = out_dir / f"{stem}.partial.jsonl"  # one line a question as it is scored (survives an interrupted run)
    partial.write_text("")
    results = _run(lc, base, configs, questions, resolved, conversations, conversation_gold, judge_obj,
                   no_answers, partial)

    _print_summary(results)
    paths = write_reports(results, out_dir, stem, _command_line(), extra=[claims_section()])
    partial.unlink(missing_ok=True)
    click.echo("reports: " + ", ".join(str(p) for p in paths), err=True)
    if check_floors:
        _check_floors(results)


# --- the steps ----------------------------------------------------------------------------------------------------
def _select(kinds, questions_file, no_answers):
    """The questions and multi-turn conversations the --kind/--questions/--no-answers flags ask for."""
    from eval.conversations import load_conversations
    from eval.questions import QUESTIONS_FILE, load_questions

    try:
        question_kinds = [k for k in kinds if k != "conversation"]
        questions = load_questions(questions_file or QUESTIONS_FILE, question_kinds) \
            if not kinds or question_kinds else []
        conversations = load_conversations() if (not kinds or "conversation" in kinds) and not no_answers else []
    except ValueError as e:
        raise click.UsageError(str(e)) from None
    if not questions and not conversations:
        raise click.UsageError("no questions selected")
    return questions, conversations


def _index_and_resolve(base, questions, conversations):
    """The seeds indexed into the eval store; the gold papers of every question resolved against them."""
    from eval.conversations import resolve_conversation_gold
    from eval.questions import GoldError, resolve_gold
    from rag.api import Litchat

    lc = Litchat(base)
    click.echo(f"indexing the seeds into the eval store {base.chroma_path} ...", err=True)
    report = lc.ingest([base.seeds_dir])
    if getattr(report, "problems", None):
        click.echo(f"{len(report.problems)} corpus problems (see `litchat ingest`)", err=True)
    try:
        return lc, resolve_gold(questions, lc.papers()), resolve_conversation_gold(conversations, lc.papers())
    except GoldError as e:
        raise click.ClickException(f"gold papers do not resolve against the corpus:\n{e}") from None


def _judge(base):
    from eval.judge import Judge

    judge = Judge(base)
    ok, msg = judge.status()
    if not ok:
        raise click.ClickException(f"--judge: {msg}")
    return judge


def _stem(name, no_answers, generator, compare, configs, kinds) -> str:
    stem = name or "eval-" + ("retrieval" if no_answers else generator) + "-" + \
        ("compare" if compare else configs[0].name) + ("-" + "-".join(kinds) if kinds else "")
    return stem.replace("+", "_").replace("=", "-")


def _run(lc, base, configs, questions, resolved, conversations, conversation_gold, judge, no_answers, partial):
    """Every configuration over the questions and conversations; each scored question appended to ``partial``."""
    from pydantic import ValidationError
    from tqdm import tqdm

    from eval.harness import run_config
    from rag.api import Litchat
    from rag.settings import Settings, first_error

    def save_partial(result) -> None:
        with partial.open("a", encoding="utf-8") as f:
            f.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")

    results = []
    turns = sum(len(c.turns) for c in conversations)
    with tqdm(total=len(configs) * (len(questions) + turns), desc="eval", unit="q", file=sys.stderr) as bar:
        for config in configs:
            bar.set_postfix_str(config.name)
            try:
                settings = Settings(**{**base.model_dump(), **config.settings_update()})
            except ValidationError as e:
                raise click.UsageError(f"{config.name}: {first_error(e)}") from None
            results.append(run_config(lc if settings == base else Litchat(settings), config, questions,
                                      resolved, on_question=bar.update, judge=judge,
                                      answers=not no_answers, on_result=save_partial,
                                      conversations=conversations, conversation_gold=conversation_gold))
    return results


def _print_summary(results) -> None:
    from eval.report import area_line, multiturn_line, text_table

    click.echo(text_table(results))
    for r in results:
        if r.summary.get("area_questions"):
            click.echo(area_line(r))
        if r.turns:
            click.echo(multiturn_line(r))


def _command_line() -> str:
    return "litchat " + " ".join(sys.argv[1:]) if "litchat" in (sys.argv[0] if sys.argv else "") else \
        "litchat eval " + " ".join(sys.argv[2:])


def _check_floors(results) -> None:
    from eval.harness import check_floors as floors_failures

    floors = load_floors()
    target = [r for r in results if r.config.name == floors["config"] and r.config.generator == floors["generator"]]
    if not target:
        raise click.UsageError(f"--check-floors: the floors are for config {floors['config']!r} with the "
                               f"{floors['generator']} generator, which this run did not include")
    failures = floors_failures(target[0].summary, floors["floors"])
    if failures:
        raise click.ClickException("below the floors in eval/floors.json:\n  " + "\n  ".join(failures))
    click.echo(f"all {len(floors['floors'])} metrics at or above their floors", err=True)


COMMANDS = [eval_command]
