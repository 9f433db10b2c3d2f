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
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import APP_NAME, __version__
from app.exit_codes import TABLE
from app.photos import DEFAULT_PAUSE_MINUTES  # the package's own constant: nothing else loads

if TYPE_CHECKING:
    from app.api.notices import Notice
    from app.sandbox import SandboxServer
    from app.store.store import Store

# The embedded sandbox's address in a dry run, which does not start it.
SANDBOX_NOT_STARTED = "http://127.0.0.1/api/v1"


class _TableAfter(argparse.HelpFormatter):
    """Descriptions wrapped to the terminal as usual; the exit-code table (the epilog) as
    it is laid out."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text is TABLE:
            return text
        return super()._fill_text(text, width, indent)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="reuse-desk",
        description=f"{APP_NAME}: catalogue reusable building materials, offline first.",
        epilog=TABLE,
        formatter_class=_TableAfter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window, talk to the embedded sandbox, sync one draft, and exit 0 on success",
    )
    sub = parser.add_subparsers(
        dest="command",
        title="commands",
        metavar="COMMAND",
        help="without a command the window opens (exit code 4 when there is no display, the"
        " display does not answer or a system library it needs is missing; the message says"
        " which, and names the package to install)",
    )
    sync = _command(
        sub,
        "sync",
        help="send all queued work to the service, without a window",
        description="Send all queued work of one environment to the service, without a"
        " window; records that need you are named. Drafts made before any connection are"
        " named and stay in the local store unless --take-local says they belong to this"
        " environment.",
    )
    sync.add_argument(
        "--take-local",
        action="store_true",
        help="the drafts made before any connection belong to this environment: take them"
        " from the local store and send them (the question the window asks)",
    )
    sync.add_argument(
        "--dry-run",
        action="store_true",
        help="list what would be sent, record by record, without sending or changing"
        " anything (exit code 1 while drafts made before any connection are not taken)",
    )
    inventory = _add_import_parser(sub)
    report = _add_report_parser(sub)
    photos = _add_photos_parser(sub)
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
            help="keep the database, attachments, settings and logs in DIR (portable, tests)",
        )
        if where is photos:
            continue  # its --env has its own help (`_add_photos_parser`)
        if where not in (inventory, report):
            where.add_argument(
                "--sandbox",
                action="store_true",
                default=default or False,
                help="start the embedded sandbox with demo data and connect to it"
                if where is parser
                else "send to the embedded sandbox (its data is kept in the data folder)",
            )
        where.add_argument(
            "--env",
            metavar="NAME",
            default=default,
            help="work on the environment NAME, a profile set up in the window, and its own"
            " drafts and catalogue (default: the one last connected to)",
        )
    return parser


def _command(sub: Any, name: str, *, help: str, description: str) -> argparse.ArgumentParser:
    """A command's parser: its help, and the exit codes' table after it like every command."""
    parser: argparse.ArgumentParser = sub.add_parser(
        name, help=help, description=description, epilog=TABLE, formatter_class=_TableAfter
    )
    return parser


def _add_import_parser(sub: Any) -> argparse.ArgumentParser:
    inventory = _command(
        sub,
        "import",
        help="import an inventory spreadsheet as product drafts, without a window",
        description="Import the rows of an inventory (.xlsx, .xls, .ods or .csv) as product"
        " drafts, all or nothing: rows with problems are named, and nothing is imported"
        " unless --skip-invalid. A file imported before (the same content, under any name)"
        " is refused with exit code 1, saying when and how many drafts it made, unless"
        " --again.",
    )
    inventory.add_argument("file", metavar="FILE", type=Path, help="the inventory to import")
    inventory.add_argument(
        "--sheet", metavar="NAME", help="the workbook's sheet to import (default: the first)"
    )
    inventory.add_argument(
        "--project",
        metavar="NUMBER",
        type=int,
        help="the project number of rows whose own project number is empty",
    )
    inventory.add_argument(
        "--photos",
        metavar="DIR",
        type=Path,
        help="attach photos from DIR: by the photo column's file names, else by the row's name",
    )
    inventory.add_argument(
        "--header-row",
        metavar="N",
        type=int,
        help="the header is row N (default: the first row under any title block that reads as"
        " a header)",
    )
    inventory.add_argument(
        "--set",
        metavar="FIELD=VALUE",
        action="append",
        default=[],
        dest="values",
        help="give every row this value (a mapped column's empty cells take it); FIELD by wire"
        " name or label, e.g. --set productCategory=Deuren --set Plaats=Utrecht",
    )
    inventory.add_argument(
        "--note",
        metavar="TEXT",
        help="the import's note, shown with it (default: the title block above the header)",
    )
    inventory.add_argument(
        "--queue", action="store_true", help="queue the drafts for sending (as Ctrl+Enter does)"
    )
    inventory.add_argument(
        "--dry-run",
        action="store_true",
        help="read, map and check every row, print what would be imported, write nothing",
    )
    inventory.add_argument(
        "--again",
        action="store_true",
        help="import the file even when a file of the same content was imported before"
        " (and not undone): its rows become drafts once more",
    )
    inventory.add_argument(
        "--skip-invalid",
        action="store_true",
        help="import the valid rows and leave out the rows with problems (exit code still 1)",
    )
    return inventory


def _add_report_parser(sub: Any) -> argparse.ArgumentParser:
    report = _command(
        sub,
        "report",
        help="write a project's report (PDF) from the local store, without a window",
        description="Write the report of a project (cover, summary, catalogue with photos and"
        " label QR codes) as an A4 PDF, from what this computer holds.",
    )
    report.add_argument(
        "--project", metavar="NUMBER", type=int, required=True, help="the project's number"
    )
    report.add_argument(
        "--out", metavar="FILE.pdf", type=Path, required=True, help="where the PDF is written"
    )
    report.add_argument(
        "--lang", choices=("nl", "en"), default="nl", help="the report's language (default: nl)"
    )
    report.add_argument(
        "--annex", metavar="FILE.xlsx", type=Path, help="also the products' catalogue export"
    )
    return report


def _add_photos_parser(sub: Any) -> argparse.ArgumentParser:
    photos = _command(
        sub,
        "photos",
        help="attach a camera card's pictures to the records whose labels they show",
        description="Read every picture in FOLDER (and its folders): its capture time and the"
        " Reuse Desk labels in it. Each label picture starts a group with the pictures after"
        " it, until the next label or a pause; the groups' pictures are attached to the"
        " labels' records (the label pictures themselves only with --label-pictures). The"
        " pictures left unassigned are named with their reasons.",
    )
    photos.add_argument("folder", metavar="FOLDER", type=Path, help="the card's or phone's folder")
    photos.add_argument(
        "--pause",
        metavar="MINUTES",
        type=float,
        default=None,
        help="a pause longer than this between two pictures ends a label's group (default:"
        f" {DEFAULT_PAUSE_MINUTES})",
    )
    photos.add_argument(
        "--label-pictures", action="store_true", help="attach the label pictures too"
    )
    photos.add_argument(
        "--inventory",
        metavar="FILE",
        type=Path,
        help="an imported inventory: the pictures its photo column names go to its rows' drafts",
    )
    photos.add_argument(
        "--sheet", metavar="NAME", help="the inventory's sheet (default: the first)"
    )
    photos.add_argument(
        "--dry-run", action="store_true", help="print the groups and reasons, attach nothing"
    )
    photos.add_argument(
        "--env",
        metavar="NAME",
        default=argparse.SUPPRESS,
        help="the environment whose records take the pictures (default: the one last connected to)",
    )
    return photos


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


def _spoken() -> Callable[[Notice | None], str]:
    """The window's sentences in the language the commands speak: the settings', else the
    locale's, else Dutch (`app.settings.command_language`). No translator is installed and
    no application made for it (a test calls `main` in a process that has its own)."""
    import os

    from app.settings import UiSettings, command_language, load_settings
    from app.ui.message_table import describer

    try:
        settings = load_settings()
    except OSError:  # a data folder that cannot be opened: the command says so, in the locale's
        settings = UiSettings()
    return describer(command_language(settings, os.environ))


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from app import paths

    if args.data_dir:
        paths.set_data_dir(args.data_dir)

    if args.command == "sync":
        from app.sync_command import SyncOptions, run_sync
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
            return run_sync(chosen, describe=_spoken())

    if args.command == "import":
        from app.inventory.headless import ImportOptions, run_import
        from app.settings import load_settings
        from app.ui.logging_setup import setup_logging
        from app.work.environment_choice import command_store

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

        def opened() -> Store | Notice:
            return command_store(paths.data_dir(), load_settings(), args.env)

        return run_import(
            options, open_store=opened, describe=_spoken(), out=sys.stdout, err=sys.stderr
        )

    if args.command == "report":
        from app.report.headless import ReportOptions, run_report

        if args.annex is not None and args.annex.suffix.lower() != ".xlsx":
            build_parser().error("--annex: the annex is an .xlsx file")
        from app.settings import load_settings
        from app.work.environment_choice import command_store

        wanted = ReportOptions(args.project, args.out, args.lang, args.annex)

        def opened() -> Store | Notice:
            return command_store(paths.data_dir(), load_settings(), args.env)

        return run_report(
            wanted, open_store=opened, out=sys.stdout, err=sys.stderr, describe=_spoken()
        )

    if args.command == "photos":
        from app.photos.headless import PhotoOptions, run_photos
        from app.settings import load_settings
        from app.ui.logging_setup import setup_logging
        from app.work.environment_choice import command_store

        setup_logging(paths.log_dir())
        card = PhotoOptions.from_args(args)

        def opened() -> Store | Notice:
            return command_store(paths.data_dir(), load_settings(), args.env)

        return run_photos(
            card, open_store=opened, describe=_spoken(), out=sys.stdout, err=sys.stderr
        )

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
