import json

from click.testing import CliRunner

from cli import cli


def test_config_shows_env_and_flags_and_masks_secrets(monkeypatch, tmp_path):
    monkeypatch.setenv("LITCHAT_OPENAI_API_KEY", "sk-very-secret-4242")
    monkeypatch.setenv("LITCHAT_K", "5")
    result = CliRunner().invoke(cli, ["--home", str(tmp_path / "h"), "config", "--json"])
    assert result.exit_code == 0, result.output
    rows = {r["setting"]: r for r in json.loads(result.output)}
    assert rows["k"]["value"] == "5" and rows["k"]["env"] == "LITCHAT_K"
    assert rows["home"]["value"] == str(tmp_path / "h")
    assert "sk-very-secret-4242" not in result.output
    assert rows["openai_api_key"]["value"] == "********"


def test_invalid_env_value_is_a_clear_usage_error(monkeypatch):
    monkeypatch.setenv("LITCHAT_K", "many")
    result = CliRunner().invoke(cli, ["config"])
    assert result.exit_code == 2
    assert "k" in result.output and "Traceback" not in result.output
