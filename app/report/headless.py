"""`reuse-desk report --project NUMBER --out FILE.pdf [--lang en] [--annex FILE.xlsx]`: the
project report without a window, from the local store alone (no connection is made).

The exit code is one of `app.exit_codes` (a project is unknown here when neither it nor a
product of it is known; a report written with warnings, each named, is work left too).
Painting needs Qt's GUI module (fonts), not a display: on a machine without one, the
offscreen platform is used.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from typing import TextIO

from app.api.notices import Notice
from app.exit_codes import ExitCode
from app.store.errors import StoreError

if TYPE_CHECKING:
    from app.store.store import Store

# The store the report is made from, or why there is none (`app.work.environment_choice`:
# which environment a command works on is chosen above this layer). Raises StoreError.
OpenStore = Callable[[], "Store | Notice"]


@dataclass(frozen=True)
class ReportOptions:
    project: int
    out: Path
    language: str = "nl"
    annex: Path | None = None


def _gui() -> None:
    """A QGuiApplication for the fonts, on the offscreen platform without a display."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        return
    if not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ) and sys.platform not in (
        "win32",
        "darwin",
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Kept for the process's life: Qt needs the instance while painting.
    _gui_app.append(QGuiApplication(["reuse-desk"]))


_gui_app: list[object] = []


def _as_code(notice: Notice) -> str:
    """A notice without a message table (no `describe` handed in): its code and params."""
    return notice.dumps()


def run_report(
    options: ReportOptions,
    *,
    open_store: OpenStore,
    out: TextIO,
    err: TextIO,
    describe: Callable[[Notice], str] | None = None,
) -> ExitCode:
    """Write the report (and the annex); `describe` words a notice (the window's sentences,
    handed in by whoever starts this: this layer loads no widgets)."""
    from app.report.data import gather
    from app.report.pdf import write_pdf
    from app.report.previews import default_previews
    from app.store.server_media import ThumbnailCache

    say = describe if describe is not None else _as_code
    try:
        store = open_store()
    except (StoreError, OSError) as error:
        err.write(say(Notice("report.command.unopened", {"reason": str(error)})) + "\n")
        return ExitCode.DATA_FOLDER
    if isinstance(store, Notice):  # no environment of the name given
        err.write(say(store) + "\n")
        return ExitCode.NOT_USABLE
    with store:
        try:
            report = gather(
                store,
                options.project,
                language=options.language,
                thumbnails=ThumbnailCache(store.thumbnails_dir),
            )
        except StoreError as error:
            err.write(say(Notice("report.command.unreadable", {"reason": str(error)})) + "\n")
            return ExitCode.DATA_FOLDER
        if not report.products and not report.project.known:
            known = ", ".join(map(str, store.catalogue.project_numbers()))
            known = known or say(Notice("report.command.no_projects"))
            named = {"project": options.project, "known": known}
            err.write(say(Notice("report.command.unknown_project", named)) + "\n")
            return ExitCode.LEFT_FOR_YOU
        _gui()
        try:
            pages = write_pdf(report, options.out, options.language, previews=default_previews())
        except OSError as error:
            reason = {"path": str(options.out), "reason": str(error.strerror or error)}
            err.write(say(Notice("report.command.unwritable", reason)) + "\n")
            return ExitCode.NOT_USABLE
        written = {"path": str(options.out), "pages": pages, "products": len(report.products)}
        written["drafts"] = report.summary.drafts
        out.write(say(Notice("report.command.written", written)) + "\n")
        for warning in report.warnings:  # each odd value, in the user's words
            said = describe(warning) if describe is not None else warning.dumps()
            out.write(say(Notice("report.command.warning", {"said": said})) + "\n")
        if options.annex is not None:
            from app.inventory.export import ExportError
            from app.inventory.export import export_products

            try:
                export_products(
                    store,
                    [p.row for p in report.products],
                    options.annex,
                    language=options.language,
                )
            except ExportError as error:
                said = describe(error.notice) if describe is not None else str(error)
                unwritten = {"path": str(options.annex), "said": said}
                err.write(say(Notice("report.command.annex_unwritable", unwritten)) + "\n")
                return ExitCode.NOT_USABLE
            annex = {"path": str(options.annex)}
            out.write(say(Notice("report.command.annex_written", annex)) + "\n")
    # Written whole either way; a value shown otherwise than the record has it is for a
    # person to correct.
    return ExitCode.LEFT_FOR_YOU if report.warnings else ExitCode.DONE
