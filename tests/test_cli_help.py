"""Every option of every command of `reuse-desk` says what it does in `--help`."""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Iterator

import pytest

from app.cli import build_parser
from app.exit_codes import TABLE


def _parsers(
    parser: argparse.ArgumentParser, name: str = "reuse-desk"
) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command, sub in action.choices.items():
                yield from _parsers(sub, f"{name} {command}")


def _unexplained(parser: argparse.ArgumentParser) -> list[str]:
    """The parser's arguments (options, positionals, commands) shown without a help text."""
    found = []
    for action in parser._actions:
        actions = [action]
        if isinstance(action, argparse._SubParsersAction):
            actions += action._choices_actions  # each command's line in the list
        for one in actions:
            if not one.help or one.help == argparse.SUPPRESS:
                found.append("/".join(one.option_strings) or one.metavar or one.dest)
    return found


def test_the_walk_finds_every_command() -> None:
    assert [name for name, _ in _parsers(build_parser())] == [
        "reuse-desk",
        "reuse-desk sync",
        "reuse-desk import",
        "reuse-desk report",
        "reuse-desk photos",
    ]


@pytest.mark.parametrize(("name", "parser"), list(_parsers(build_parser())))
def test_every_argument_has_help(name: str, parser: argparse.ArgumentParser) -> None:
    assert _unexplained(parser) == [], name


def test_the_walk_notices_an_option_without_help() -> None:
    parser = build_parser()
    sync = next(sub for name, sub in _parsers(parser) if name == "reuse-desk sync")
    sync.add_argument("--quietly", action="store_true")
    assert _unexplained(sync) == ["--quietly"]


@pytest.mark.parametrize("command", [[], ["sync"], ["import"], ["report"], ["photos"]])
def test_help_prints_the_texts_and_starts_nothing(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", *command, "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "--data-dir DIR" in done.stdout
    assert "keep the database, attachments, settings and logs in DIR" in done.stdout
    # One table of exit codes, the same in every command's help (`app.exit_codes`).
    assert TABLE in done.stdout
