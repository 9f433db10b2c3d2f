"""The `reuse-desk` command: the desktop application; without a window, `reuse-desk sync`
sends queued work and `reuse-desk import FILE` imports an inventory.

Kept free of Qt at import time so `reuse-desk sync` and `--help` start fast on a
machine without a display; the window is imported only when it is needed. This module
alone starts the embedded sandbox, and hands its address to whoever talks to it.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import NoReturn
from typing import Protocol

from app import APP_NAME
from app import __version__
from app.exit_codes import MEANINGS
from app.exit_codes import Table
from app.exit_codes import table
from app.photos import DEFAULT_PAUSE_MINUTES  # the package's own constant: nothing else loads

if TYPE_CHECKING:
    from app.api.notices import Notice
    from app.sandbox import SandboxServer
    from app.store.store import Store

# The embedded sandbox's address in a dry run, which does not start it.
SANDBOX_NOT_STARTED = "http://127.0.0.1/api/v1"


class Said(Protocol):
    """A help text's code and its parameters, to the sentence (the message table's)."""

    def __call__(self, code: str, /, **params: object) -> str: ...


class _TableAfter(argparse.HelpFormatter):
    """Descriptions wrapped to the terminal as usual; the exit-code table (the epilog) as
    it is laid out."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if isinstance(text, Table):
            return text
        return super()._fill_text(text, width, indent)


def _exit_table(said: Said) -> Table:
    """The exit codes' table (`app.exit_codes`) in the help's language."""
    meanings = {code: said(f"exit_code.{int(code)}") for code in MEANINGS}
    return table(meanings, said("exit_code.heading"))


def build_parser(
    said: Said | None = None, kind: type[argparse.ArgumentParser] = argparse.ArgumentParser
) -> argparse.ArgumentParser:
    """The command line; `said` words its help texts (by default in English)."""
    said = said or _worded("en")
    parser = kind(
        prog="reuse-desk",
        description=said("help.description", app=APP_NAME),
        epilog=_exit_table(said),
        formatter_class=_TableAfter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=said("help.version"),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=said("help.self_test"),
    )
    sub = parser.add_subparsers(
        dest="command",
        title=said("help.commands"),
        metavar="COMMAND",
        help=said("help.commands_help"),
    )
    sync = _command(sub, "sync", _SYNC_OPTIONS, said)
    inventory = _command(sub, "import", _IMPORT_OPTIONS, said)
    report = _command(sub, "report", _REPORT_OPTIONS, said)
    photos = _command(
        sub, "photos", _PHOTOS_OPTIONS, said, pause={"minutes": DEFAULT_PAUSE_MINUTES}
    )
    # Before or after a command alike; after it, an option absent leaves the one before it.
    for where, default in (
        (parser, None),
        (sync, argparse.SUPPRESS),
        (inventory, argparse.SUPPRESS),
        (report, argparse.SUPPRESS),
        (photos, argparse.SUPPRESS),
    ):
        where.add_argument(
            "--data-dir",
            metavar="DIR",
            default=default,
            help=said("help.data_dir"),
        )
        if where is photos:
            continue  # its --env has its own help (`_PHOTOS_OPTIONS`)
        if where not in (inventory, report):
            where.add_argument(
                "--sandbox",
                action="store_true",
                default=default or False,
                help=said("help.sandbox") if where is parser else said("help.sync.sandbox"),
            )
        where.add_argument(
            "--env",
            metavar="NAME",
            default=default,
            help=said("help.env"),
        )
    return parser


def _command(
    sub: Any,
    name: str,
    options: Sequence[tuple[str, Mapping[str, Any]]],
    said: Said,
    **words: Mapping[str, object],
) -> argparse.ArgumentParser:
    """A command's parser: its help, its `options` (each one's help text the code
    `help.<command>.<option>`, with the parameters `words` gives by option), and the exit
    codes' table after it like every command."""
    parser: argparse.ArgumentParser = sub.add_parser(
        name,
        help=said(f"help.{name}"),
        description=said(f"help.{name}.description"),
        epilog=_exit_table(said),
        formatter_class=_TableAfter,
    )
    for flag, settings in options:
        option = flag.lstrip("-").replace("-", "_")
        parser.add_argument(
            flag, help=said(f"help.{name}.{option}", **words.get(option, {})), **settings
        )
    return parser


_FLAG = {"action": "store_true"}

# Each command's own options: the flag (or the argument's name) and argparse's settings.
_SYNC_OPTIONS: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("--take-local", _FLAG),
    ("--dry-run", _FLAG),
)
_IMPORT_OPTIONS: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("file", {"metavar": "FILE", "type": Path}),
    ("--sheet", {"metavar": "NAME"}),
    ("--project", {"metavar": "NUMBER", "type": int}),
    ("--photos", {"metavar": "DIR", "type": Path}),
    ("--header-row", {"metavar": "N", "type": int}),
    ("--set", {"metavar": "FIELD=VALUE", "action": "append", "default": [], "dest": "values"}),
    ("--note", {"metavar": "TEXT"}),
    ("--queue", _FLAG),
    ("--dry-run", _FLAG),
    ("--again", _FLAG),
    ("--skip-invalid", _FLAG),
)
_REPORT_OPTIONS: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("--project", {"metavar": "NUMBER", "type": int, "required": True}),
    ("--out", {"metavar": "FILE.pdf", "type": Path, "required": True}),
    ("--lang", {"choices": ("nl", "en"), "default": "nl"}),
    ("--annex", {"metavar": "FILE.xlsx", "type": Path}),
)
_PHOTOS_OPTIONS: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("folder", {"metavar": "FOLDER", "type": Path}),
    ("--pause", {"metavar": "MINUTES", "type": float, "default": None}),
    ("--label-pictures", _FLAG),
    ("--inventory", {"metavar": "FILE", "type": Path}),
    ("--sheet", {"metavar": "NAME"}),
    ("--dry-run", _FLAG),
    # The photos' own --env help (the other commands share theirs: `build_parser`).
    ("--env", {"metavar": "NAME", "default": argparse.SUPPRESS}),
)


@contextlib.contextmanager
def embedded_sandbox(wanted: bool, *, seed_demo: bool) -> Iterator[SandboxServer | None]:
    """The embedded sandbox while it runs, when `wanted`; None otherwise. Its database is
    kept in the data folder: restarted, it is the same server with the same records (the
    environment its local store belongs to).

    Started before any asyncio loop runs (its server thread runs a loop of its own) and
    before Qt, whose import hook would read the source of its few hundred modules (about
    70 ms; app/ui/startup.py).
    """
    if not wanted:
        yield None
        return
    from app import paths
    from app.sandbox import SandboxServer

    server = SandboxServer(db_path=paths.sandbox_database_path(), seed_demo=seed_demo).start()
    try:
        yield server
    finally:
        server.stop()


def _language() -> str:
    """The language the commands speak: the settings', else the locale's, else Dutch
    (`app.settings.command_language`)."""
    import os

    from app.settings import UiSettings
    from app.settings import command_language
    from app.settings import load_settings

    try:
        settings = load_settings()
    except OSError:  # a data folder that cannot be opened: the command says so, in the locale's
        settings = UiSettings()
    return command_language(settings, os.environ)


def _spoken(language: str) -> Callable[[Notice | None], str]:
    """The window's sentences in `language`. No translator is installed and no application
    made for it (a test calls `main` in a process that has its own)."""
    from app.ui.message_table import describer

    return describer(language)


def _worded(language: str) -> Said:
    from app.api.notices import Notice

    describe = _spoken(language)
    return lambda code, /, **params: describe(Notice(code, params))


@contextlib.contextmanager
def _argparse_speaks(language: str) -> Iterator[None]:
    """argparse's own words ("usage: ", "options", "error: ...") in `language` while it
    parses and prints. argparse looks each of them up through its module's `_` (gettext's,
    imported as `_`) when it prints it: setting that one name for the parse is the hook it
    offers, and needs no gettext catalogue beside the Qt ones. Put back afterwards, for
    whoever parses next in the same process (a test, a caller of `main`)."""
    from app.ui.message_table import argparse_words

    # By the module's namespace: the typing stubs do not declare argparse's `_`.
    namespace = vars(argparse)
    before = namespace["_"]
    namespace["_"] = argparse_words(language)
    try:
        yield
    finally:
        namespace["_"] = before


def _data_dir_given(argv: Sequence[str]) -> str | None:
    """`--data-dir DIR` read before the command line is parsed: its settings say the language
    in which the parser words its help and errors. The last one given, as argparse takes it."""
    given = None
    for at, arg in enumerate(argv):
        if arg == "--data-dir" and at + 1 < len(argv):
            given = argv[at + 1]
        elif arg.startswith("--data-dir="):
            given = arg.partition("=")[2]
    return given


class _SayItError(Exception):
    """The command line asks for help, or cannot be read: it is said in the user's words."""


class _Quiet(argparse.ArgumentParser):
    """Parses without a word: where argparse would print help or an error it stops, and the
    parser in the user's language says it (`_parsed`)."""

    def print_help(self, file: Any = None) -> None:
        raise _SayItError

    def error(self, message: str) -> NoReturn:
        raise _SayItError


def _parsed(argv: Sequence[str]) -> argparse.Namespace:
    """The command line, read first without words: the window starts before any settings are
    read or Qt is loaded (it loads the sandbox first, and a window without a display makes
    no data folder). Only help or an error reads the language (the data folder's settings,
    `--data-dir` read ahead) and parses again with the parser that speaks it."""
    try:
        return build_parser(lambda code, /, **params: code, kind=_Quiet).parse_args(argv)
    except _SayItError:
        from app import paths

        if given := _data_dir_given(argv):
            paths.set_data_dir(given)
        language = _language()
        with _argparse_speaks(language):  # argparse words "options" as the parser is made
            return build_parser(_worded(language)).parse_args(argv)


def _headless(run: Callable[..., int], options: object, env: str | None, language: str) -> int:
    """A command's `run` of its `options` without the window: on the store of environment
    `env` (else the settings'), opened when it comes to need it, speaking `language` on the
    terminal."""

    def opened() -> Store | Notice:
        from app import paths
        from app.settings import load_settings
        from app.work.environment_choice import command_store

        return command_store(paths.data_dir(), load_settings(), env)

    return run(
        options, open_store=opened, describe=_spoken(language), out=sys.stdout, err=sys.stderr
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = _parsed(sys.argv[1:] if argv is None else argv)
    from app import paths

    if args.data_dir:
        paths.set_data_dir(args.data_dir)
    # The window reads its own settings, after the sandbox has started (see `_parsed`).
    language = "" if args.command is None else _language()

    if args.command == "sync":
        from app.sync_command import SyncOptions
        from app.sync_command import run_sync
        from app.ui.logging_setup import setup_logging

        # The technical account goes to the log file, as the window's does: the terminal
        # shows the progress and the sentences, never an exception's name.
        setup_logging(paths.log_dir())

        # A dry run talks to no service: the sandbox is not started (its store's key does
        # not depend on its address), so nothing of it is made in the data folder.
        with embedded_sandbox(args.sandbox and not args.dry_run, seed_demo=False) as server:
            url = server.base_url if server is not None else None
            if args.sandbox and args.dry_run:
                url = SANDBOX_NOT_STARTED
            chosen = SyncOptions(args.env, url, take_local=args.take_local, dry_run=args.dry_run)
            return run_sync(chosen, describe=_spoken(language))

    if args.command == "import":
        from app.inventory.headless import ImportOptions
        from app.inventory.headless import run_import
        from app.ui.logging_setup import setup_logging

        setup_logging(paths.log_dir())
        options = ImportOptions(
            args.file,
            sheet=args.sheet,
            project=args.project,
            photos=args.photos,
            queue=args.queue,
            dry_run=args.dry_run,
            skip_invalid=args.skip_invalid,
            again=args.again,
            header_row=args.header_row,
            values=tuple(args.values),
            note=args.note,
        )

        return _headless(run_import, options, args.env, language)

    if args.command == "report":
        from app.report.headless import ReportOptions
        from app.report.headless import run_report

        if args.annex is not None and args.annex.suffix.lower() != ".xlsx":
            with _argparse_speaks(language):
                parser = build_parser(_worded(language))
                parser.error(_worded(language)("report.command.annex_not_xlsx"))

        wanted = ReportOptions(args.project, args.out, args.lang, args.annex)

        return _headless(run_report, wanted, args.env, language)

    if args.command == "photos":
        from app.photos.headless import PhotoOptions
        from app.photos.headless import run_photos
        from app.ui.logging_setup import setup_logging

        setup_logging(paths.log_dir())
        card = PhotoOptions.from_args(args)

        return _headless(run_photos, card, args.env, language)

    from app.platform_check import check_window_platform

    # Before Qt loads its platform plugin, which aborts the process when it cannot start.
    if (refused := check_window_platform()) is not None:
        return refused
    with embedded_sandbox(args.sandbox or args.self_test, seed_demo=True) as server:
        from app.ui.application import run_application

        if server is None:
            return run_application(args)
        return run_application(args, sandbox_url=server.base_url, sandbox_reset=server.reset)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
