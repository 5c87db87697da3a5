"""The command a result file records is one a user can type again."""
from bench.results import replay_command


def test_recorded_command_reads_as_litchat_however_it_was_started():
    assert replay_command(["/venv/bin/litchat", "bench", "speed"]) == "litchat bench speed"
    # `python -m cli` from a checkout or a worktree: argv[0] is the package's __main__.py, which cannot run alone
    assert replay_command(["/work/wt/x/cli/__main__.py", "--home", "/tmp/h", "bench", "claims"]) == \
        "litchat --home /tmp/h bench claims"
    assert replay_command(["scripts/other.py", "--x"]) == "scripts/other.py --x"
