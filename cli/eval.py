"""`litchat eval`: run the eval set through the Litchat API, print a table, write JSON/Markdown/PNG reports."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rag.settings import GENERATOR_NAMES, RETRIEVER_NAMES

from eval.floors import DEFAULT_OUT, eval_settings, load_floors


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
    from pydantic import ValidationError
    from tqdm import tqdm

    from eval.conversations import load_conversations, resolve_conversation_gold
    from eval.harness import iter_configs, check_floors as floors_failures, run_config
    from eval.questions import QUESTIONS_FILE, GoldError, load_questions, resolve_gold
    from bench.claims import claims_section
    from eval.report import area_line, multiturn_line, text_table, write_reports
    from rag.api import Litchat
    from cli.context import settings_from
    from rag.settings import Settings

    base = eval_settings(settings_from(ctx))
    generator = generator or base.generator
    try:
        configs = iter_configs(compare.split(",") if compare else [retriever or base.retriever], generator)
        question_kinds = [k for k in kinds if k != "conversation"]
        questions = load_questions(questions_file or QUESTIONS_FILE, question_kinds) \
            if not kinds or question_kinds else []
        conversations = load_conversations() if (not kinds or "conversation" in kinds) and not no_answers else []
    except ValueError as e:
        raise click.UsageError(str(e)) from None
    if not questions and not conversations:
        raise click.UsageError("no questions selected")

    lc = Litchat(base)
    click.echo(f"indexing the seeds into the eval store {base.chroma_path} ...", err=True)
    report = lc.ingest([base.seeds_dir])
    if getattr(report, "problems", None):
        click.echo(f"{len(report.problems)} corpus problems (see `litchat ingest`)", err=True)
    try:
        resolved = resolve_gold(questions, lc.papers())
        conversation_gold = resolve_conversation_gold(conversations, lc.papers())
    except GoldError as e:
        raise click.ClickException(f"gold papers do not resolve against the corpus:\n{e}") from None

    judge_obj = None
    if judge:
        from eval.judge import Judge

        judge_obj = Judge(base)
        ok, msg = judge_obj.status()
        if not ok:
            raise click.ClickException(f"--judge: {msg}")

    stem = name or "eval-" + ("retrieval" if no_answers else generator) + "-" + \
        ("compare" if compare else configs[0].name) + ("-" + "-".join(kinds) if kinds else "")
    stem = stem.replace("+", "_").replace("=", "-")
    out_dir.mkdir(parents=True, exist_ok=True)
    partial = out_dir / f"{stem}.partial.jsonl"  # one line a question as it is scored (survives an interrupted run)
    partial.write_text("")

    def save_partial(result) -> None:
        from dataclasses import asdict

        with partial.open("a", encoding="utf-8") as f:
            f.write(json.dumps(asdict(result), ensure_ascii=False) + "\n")

    results = []
    turns = sum(len(c.turns) for c in conversations)
    with tqdm(total=len(configs) * (len(questions) + turns), desc="eval", unit="q", file=sys.stderr) as bar:
        for config in configs:
            bar.set_postfix_str(config.name)
            try:
                settings = Settings(**{**base.model_dump(), **config.settings_update()})
            except ValidationError as e:
                err = e.errors()[0]
                raise click.UsageError(f"{config.name}: invalid setting {'.'.join(map(str, err['loc']))}: "
                                       f"{err['msg']}") from None
            results.append(run_config(lc if settings == base else Litchat(settings), config, questions,
                                      resolved, on_question=bar.update, judge=judge_obj,
                                      answers=not no_answers, on_result=save_partial,
                                      conversations=conversations, conversation_gold=conversation_gold))

    click.echo(text_table(results))
    for r in results:
        if r.summary.get("area_questions"):
            click.echo(area_line(r))
        if r.turns:
            click.echo(multiturn_line(r))
    command = "litchat " + " ".join(sys.argv[1:]) if "litchat" in (sys.argv[0] if sys.argv else "") else \
        "litchat eval " + " ".join(sys.argv[2:])
    paths = write_reports(results, out_dir, stem, command, extra=[claims_section()])
    partial.unlink(missing_ok=True)
    click.echo("reports: " + ", ".join(str(p) for p in paths), err=True)

    if check_floors:
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
