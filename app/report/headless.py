"""`reuse-desk report --project NUMBER --out FILE.pdf [--lang en] [--annex FILE.xlsx]`: the
project report without a window, from the local store alone (no connection is made).

Exit codes: 0 the report (and the annex) written; 1 nothing is known of the project here
(neither it nor a product of it); 2 the report or the annex cannot be written; 3 the data
folder's store cannot be opened. Painting needs Qt's GUI module (fonts), not a display: on a
machine without one, the offscreen platform is used.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from app.api.notices import Notice
from app.store.errors import StoreError

EXIT_WRITTEN = 0
EXIT_UNKNOWN_PROJECT = 1
EXIT_NOT_WRITTEN = 2
EXIT_STORE = 3


@dataclass(frozen=True)
class ReportOptions:
    project: int
    out: Path
    language: str = "nl"
    annex: Path | None = None
    env: str | None = None  # the environment whose store holds the project (`--env`)


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


def run_report(
    options: ReportOptions,
    *,
    out: TextIO,
    err: TextIO,
    describe: Callable[[Notice], str] | None = None,
) -> int:
    """Write the report (and the annex); `describe` words a notice (the window's sentences,
    handed in by whoever starts this: this layer loads no widgets)."""
    from app import paths
    from app.report.data import gather
    from app.report.pdf import write_pdf
    from app.report.previews import default_previews
    from app.store.environments import UnknownEnvironmentError, store_for_command
    from app.store.server_media import ThumbnailCache

    try:
        store = store_for_command(paths.data_dir(), options.env)
    except UnknownEnvironmentError as unknown:
        err.write(unknown.sentence() + "\n")
        return EXIT_STORE
    except (StoreError, OSError) as error:
        err.write(f"The data folder cannot be opened: {error}\n")
        return EXIT_STORE
    with store:
        try:
            report = gather(
                store,
                options.project,
                language=options.language,
                thumbnails=ThumbnailCache(store.thumbnails_dir),
            )
        except StoreError as error:
            err.write(f"The data folder cannot be read: {error}\n")
            return EXIT_STORE
        if not report.products and not report.project.known:
            known = ", ".join(map(str, store.catalogue.project_numbers())) or "none"
            err.write(
                f"Nothing is known here of project {options.project}: it is not in the offline"
                f" list and no product names it. Project numbers of products here: {known}.\n"
            )
            return EXIT_UNKNOWN_PROJECT
        _gui()
        try:
            pages = write_pdf(report, options.out, options.language, previews=default_previews())
        except OSError as error:
            err.write(f"The report cannot be written to {options.out}: {error.strerror or error}\n")
            return EXIT_NOT_WRITTEN
        out.write(
            f"{options.out}: {pages} pages, {len(report.products)} products"
            f" ({report.summary.drafts} not yet sent).\n"
        )
        if options.annex is not None:
            from app.inventory.export import ExportError, export_products

            try:
                export_products(
                    store,
                    [p.row for p in report.products],
                    options.annex,
                    language=options.language,
                )
            except ExportError as error:
                said = describe(error.notice) if describe is not None else str(error)
                err.write(f"The annex cannot be written to {options.annex}: {said}\n")
                return EXIT_NOT_WRITTEN
            out.write(f"{options.annex}: the catalogue of the same products.\n")
    return EXIT_WRITTEN
