"""The commands speak the user's language: the settings' language where the settings file
states one, else the locale's (LC_ALL, LC_MESSAGES, LANG: `nl*` Dutch, `en*` English), else
Dutch. Real processes on a fresh data folder, as a scheduled task starts them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.exit_codes import ExitCode
from app.settings import UiSettings
from app.settings import command_language

ROOT = Path(__file__).resolve().parents[1]
DUTCH = "Er is nog geen omgeving ingesteld"
ENGLISH = "No environment is set up yet"


def _sync(folder: Path, *options: str, **locale: str) -> subprocess.CompletedProcess[str]:
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")
    }
    # The character type of a locale every machine has: a missing `nl_NL` makes Qt warn.
    env |= {"LC_CTYPE": "C.UTF-8", **locale}
    return subprocess.run(
        [sys.executable, "-m", "app", "sync", *options, "--data-dir", str(folder)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _settings(folder: Path, language: str) -> None:
    (folder / "settings.json").write_text(json.dumps({"version": 2, "language": language}))


def test_a_dutch_locale_gets_dutch_sentences(tmp_path: Path) -> None:
    done = _sync(tmp_path, LANG="nl_NL.UTF-8")
    assert done.returncode == ExitCode.NOT_USABLE
    assert DUTCH in done.stderr
    assert ENGLISH not in done.stderr


def test_an_english_locale_gets_english_sentences(tmp_path: Path) -> None:
    done = _sync(tmp_path, LANG="en_GB.UTF-8")
    assert done.returncode == ExitCode.NOT_USABLE
    assert ENGLISH in done.stderr


def test_the_settings_language_wins_over_the_locale(tmp_path: Path) -> None:
    english, dutch = tmp_path / "english", tmp_path / "dutch"
    english.mkdir()
    dutch.mkdir()
    _settings(english, "en")
    _settings(dutch, "nl")
    assert ENGLISH in _sync(english, LANG="nl_NL.UTF-8", LC_ALL="nl_NL.UTF-8").stderr
    done = _sync(dutch, LANG="en_GB.UTF-8")
    assert DUTCH in done.stderr


def test_the_sync_commands_own_headline_follows_too(tmp_path: Path) -> None:
    done = _sync(tmp_path, "--sandbox", "--dry-run", LANG="nl_NL.UTF-8")
    assert done.returncode == ExitCode.DONE, done.stderr
    assert done.stderr.startswith("Zou synchroniseren met ")


def test_a_locale_of_another_language_leaves_dutch(tmp_path: Path) -> None:
    done = _sync(tmp_path, LANG="C.UTF-8")
    assert DUTCH in done.stderr


@pytest.mark.parametrize(
    ("environ", "spoken"),
    [
        ({}, "nl"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "de_DE.UTF-8"}, "nl"),
        ({"LANG": "C"}, "nl"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "nl_NL.UTF-8", "LC_MESSAGES": "nl_NL", "LC_ALL": "en_IE.UTF-8"}, "en"),
        ({"LC_ALL": "", "LC_MESSAGES": " ", "LANG": "en"}, "en"),
    ],
)
def test_the_locale_variables_in_posix_order(environ: dict[str, str], spoken: str) -> None:
    assert command_language(UiSettings(), environ) == spoken


def test_a_settings_file_stating_a_language_is_followed() -> None:
    stated = UiSettings.model_validate({"language": "nl"})
    assert command_language(stated, {"LANG": "en_GB.UTF-8"}) == "nl"
    assert command_language(UiSettings(), {"LANG": "en_GB.UTF-8"}) == "en"


def test_the_commands_sentences_do_not_follow_the_windows_translators(qapp: object) -> None:
    """In a process whose window speaks Dutch (a test's application, translators installed),
    the command's describer still speaks the language it was given, and the other way round."""
    from app.ui import i18n
    from app.ui.message_table import describe
    from app.ui.message_table import describer

    notice = Notice("environment.none_set_up")
    i18n.install_language("nl")
    try:
        assert describer("en")(notice).startswith(ENGLISH)
        assert describe(notice).startswith(DUTCH)
        i18n.install_language("en")
        assert describer("nl")(notice).startswith(DUTCH)
        # English from its own catalogue, which words some texts apart from their source.
        assert describer("en")(Notice("number")) == "Enter a number, for example 12.5."
    finally:
        i18n.install_language("en")
