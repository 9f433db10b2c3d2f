"""Drafts handed over to a colleague (*Concepten exporteren…*) and taken over from one, over
the window: the work in a worker thread (`app.work.handover`), its changes published on the
window's hub. The export shows how far it is (writing, then reading back) in a dialog whose
Cancel stops it; the window stays usable meanwhile. An export the colleague's Reuse Desk
would refuse is refused before anything is written, in a box naming the drafts and files.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QProgressDialog

from app.api.notices import Notice
from app.store.errors import ExportCancelled
from app.store.errors import ExportRefused
from app.ui import messages
from app.ui.hosts import FlushesTabs
from app.ui.hosts import HasHub
from app.ui.hosts import HasStore
from app.ui.hosts import HasWindow
from app.ui.message_table import describe
from app.ui.operations import Op
from app.work import handover

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.store.archive import ExportReport
    from app.store.archive import ImportReport
    from app.work.changes import Outcome

log = logging.getLogger(__name__)

_STEPS = 1000  # the progress bar's range: bytes do not fit in its int


class _Moved(QObject):
    """Carries the worker's progress to the window's thread (a queued signal)."""

    moved = Signal(object, object)  # (done, total) bytes: Python ints, larger than Qt's


class Host(HasStore, HasHub, HasWindow["QWidget | None"], FlushesTabs, Protocol):
    """What the hand-over needs of the window's composition root (the desk), read when used:
    the store and the window in front change with the environment."""


class Handover(QObject):
    """The export and the import of drafts for `desk`'s window."""

    def __init__(self, desk: Host, parent: QObject) -> None:
        super().__init__(parent)
        self.desk = desk
        self.progress: QProgressDialog | None = None  # the export's, while one runs

    # -- the export ----------------------------------------------------------------------
    def export_to(self, file: Path) -> QProgressDialog:
        """Hand every draft not sent yet over in `file`; the progress dialog, open."""
        self.desk.flush_tabs()  # what was typed a moment ago goes along
        stop = threading.Event()
        dialog = QProgressDialog(self.desk.window)
        dialog.setObjectName("exportProgress")
        dialog.setWindowTitle(self.tr("Export drafts"))
        dialog.setLabelText(self.tr("Reading the drafts…"))
        dialog.setCancelButtonText(self.tr("Cancel"))
        dialog.setRange(0, _STEPS)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)
        dialog.setMinimumWidth(420)  # the label changes: the dialog does not
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.canceled.connect(stop.set)
        moved = _Moved(dialog)
        moved.moved.connect(lambda done, total: self._moved(dialog, file, done, total))
        self.progress = dialog
        dialog.open()
        work = asyncio.to_thread(
            handover.export_drafts, self.desk.store, file, progress=moved.moved.emit, stop=stop
        )
        Op(self, work, name="export drafts").publishing(self.desk.hub, self).success(
            lambda outcome: self._exported(outcome, file)
        ).failure(self._export_failed).finally_(lambda: self._ended(dialog)).run()
        return dialog

    def _moved(self, dialog: QProgressDialog, file: Path, done: int, total: int) -> None:
        if dialog.wasCanceled():
            return
        if total and done * 2 < total:
            dialog.setLabelText(self.tr("Writing %1…").replace("%1", file.name))
        else:
            dialog.setLabelText(self.tr("Reading %1 back to check it…").replace("%1", file.name))
        dialog.setValue(_STEPS * done // total if total else _STEPS)

    def _ended(self, dialog: QProgressDialog) -> None:
        if self.progress is dialog:
            self.progress = None
        dialog.hide()
        dialog.deleteLater()

    def _exported(self, outcome: Outcome[ExportReport], file: Path) -> None:
        report = outcome.value
        log.info("export: %s", report)
        if report.drafts:
            done = self.tr(
                "%n draft(s) handed over in %1: your colleague's computer sends them, this one"
                " no longer does.",
                "",
                report.drafts,
            )
            messages.show_info(done.replace("%1", file.name))
        else:
            messages.show_info(self.tr("There were no drafts to hand over."))

    def _export_failed(self, exc: BaseException) -> None:
        if isinstance(exc, ExportCancelled):
            messages.show_info(describe(exc.notice))
        elif isinstance(exc, ExportRefused):
            log.warning("export refused: %s", exc)
            self.refused_box(exc)
        else:
            messages.report_failure(exc, "export")

    def refused_box(self, refused: ExportRefused) -> QMessageBox:
        """Why nothing was exported: each reason, naming its drafts and files."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Export drafts"),
            describe(Notice("archive.export_refused")),
            QMessageBox.StandardButton.Ok,
            self.desk.window,
        )
        box.setObjectName("exportRefused")
        box.setInformativeText("\n\n".join(describe(n) for n in refused.notices))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # -- the import ----------------------------------------------------------------------
    def import_from(self, file: Path) -> None:
        """Take over the drafts of `file`; the status bar says what came in."""
        work = asyncio.to_thread(handover.import_drafts, self.desk.store, file)
        Op(self, work, name="import drafts").publishing(self.desk.hub, self).success(
            lambda outcome: self._imported(outcome.value, file)
        ).failure(self._import_failed).run()

    def _import_failed(self, exc: BaseException) -> None:
        messages.report_failure(exc, "import")

    def _imported(self, report: ImportReport, file: Path) -> None:
        log.info("import: %s", report)
        messages.show_info(" ".join(describe(n) for n in report.notices(file.name)))
