"""The project report dialog: the report's language, the .xlsx annex or not, then Save as
PDF… (the file dialog opened with `open()`); the report is made on a worker thread with a
progress bar, and Stop ends it between two pages (nothing is left behind)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.report.data import ReportCancelledError
from app.report.data import gather
from app.ui import file_places
from app.ui import messages
from app.ui.binding import form_language
from app.ui.operations import Op

if TYPE_CHECKING:
    from app.api.notices import Notice
    from app.store.store import Store


@dataclass(frozen=True)
class Made:
    path: Path
    pages: int
    products: int
    annex: Path | None
    warnings: tuple[Notice, ...] = ()  # each record's odd value (the report is whole)


class _Progress(QObject):
    """Reached from the worker thread; its signal is delivered on the window's thread."""

    changed = Signal(int, int)


class ReportDialog(QDialog):
    def __init__(
        self, store: Store, number: int, title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reportDialog")
        self.setWindowTitle(self.tr("Project report"))
        self.store = store
        self.number = number
        self.task: asyncio.Task[Made] | None = None
        self._stop = threading.Event()
        self._with_history = False  # the annex holds the products' history (as asked at "Save")
        self._progress = _Progress(self)
        self._progress.changed.connect(self._show_progress)

        heading = QLabel(f"<b>{title}</b>", self)
        heading.setTextFormat(Qt.TextFormat.RichText)
        heading.setWordWrap(True)
        self.language = QComboBox(self)
        self.language.setObjectName("reportLanguage")
        self.language.addItem("Nederlands", "nl")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(0 if form_language() == "nl" else 1)
        self.annex = QCheckBox(self.tr("Also the catalogue as an .xlsx annex"), self)
        self.annex.setObjectName("reportAnnex")
        self.annex.setToolTip(
            self.tr("The same products as the catalogue export, beside the PDF, same name")
        )
        self.annex_history = QCheckBox(self.tr("With each product's history in the annex"), self)
        self.annex_history.setObjectName("reportAnnexHistory")
        self.annex_history.setEnabled(False)  # with the annex only
        self.annex.toggled.connect(self.annex_history.setEnabled)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("reportProgress")
        self.bar.hide()
        self.status = QLabel(
            self.tr(
                "Cover, summary and catalogue with photos and labels, from what this computer"
                " holds (no connection needed)."
            ),
            self,
        )
        self.status.setObjectName("hint")
        self.status.setWordWrap(True)
        # The odd values of the last report, one a line (read-only: to read and copy).
        self.warnings = QPlainTextEdit(self)
        self.warnings.setObjectName("reportWarnings")
        self.warnings.setReadOnly(True)
        self.warnings.setMaximumHeight(120)
        self.warnings.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.save_button = buttons.addButton(
            self.tr("Save as PDF…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setObjectName("reportSave")
        self.stop_button = buttons.addButton(
            self.tr("Stop"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.stop_button.setObjectName("reportStop")
        self.stop_button.hide()
        self.save_button.clicked.connect(self.ask_path)
        self.stop_button.clicked.connect(self.stop)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Language of the report"), self.language)
        form.addRow("", self.annex)
        form.addRow("", self.annex_history)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.warnings)
        layout.addWidget(self.bar)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)

    def ask_path(self) -> QFileDialog:
        title, pdf = self.tr("Save the project report"), self.tr("PDF documents (*.pdf)")
        proposed = self.tr("project-report-%1").replace("%1", str(self.number)) + ".pdf"
        return file_places.save_dialog(
            self, "reportChooser", title, pdf, self.make, proposed, file_places.REPORT
        )

    def make(self, path: Path) -> asyncio.Task[Made]:
        """Make the report at `path` off the window's thread."""
        language = str(self.language.currentData())
        annex = path.with_suffix(".xlsx") if self.annex.isChecked() else None
        self._stop.clear()
        self.save_button.setEnabled(False)
        self.language.setEnabled(False)
        self.annex.setEnabled(False)
        self.stop_button.show()
        self.warnings.hide()
        self.bar.setRange(0, 0)  # the products are read first: busy, no count yet
        self.bar.show()
        self.status.setText(self.tr("Reading the products…"))
        self._with_history = self.annex_history.isChecked()
        self.annex_history.setEnabled(False)
        work = asyncio.to_thread(self._work, path, language, annex)
        self.task = (
            Op(self, work, name="making a project report")
            .success(self._made)
            .failure(self._failed)
            .finally_(self._ready)
            .run()
        )
        return self.task

    def _work(self, path: Path, language: str, annex: Path | None) -> Made:
        # A job of the store: closing it stops the report between two pages and waits.
        return self.store.jobs.run(lambda: self._make(path, language, annex), self._stop)

    def _make(self, path: Path, language: str, annex: Path | None) -> Made:
        from app.report.pdf import write_pdf
        from app.report.previews import default_previews
        from app.store.server_media import ThumbnailCache

        report = gather(
            self.store,
            self.number,
            language=language,
            thumbnails=ThumbnailCache(self.store.thumbnails_dir),
            cancelled=self._stop.is_set,
        )
        pages = write_pdf(
            report,
            path,
            language,
            progress=self._tell_progress,
            cancelled=self._stop.is_set,
            previews=default_previews(),
        )
        if annex is not None:
            from app.inventory.export import export_products
            from app.ui.records.history_panel import entry_words

            export_products(
                self.store,
                [p.row for p in report.products],
                annex,
                language=language,
                history=entry_words if self._with_history else None,
            )
        return Made(path, pages, len(report.products), annex, tuple(report.warnings))

    def _tell_progress(self, done: int, total: int) -> None:
        """From the worker thread: the dialog may have been closed (and deleted) meanwhile."""
        with contextlib.suppress(RuntimeError):
            self._progress.changed.emit(done, total)

    def _show_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        self.status.setText(
            self.tr("Page %1 of %2…").replace("%1", str(done)).replace("%2", str(total))
        )

    def stop(self) -> None:
        self._stop.set()
        self.status.setText(self.tr("Stopping…"))

    def _made(self, made: Made) -> None:
        sentence = self.tr("Project report saved as %1 (%n page(s)).", "", made.pages).replace(
            "%1", made.path.name
        )
        if made.annex is not None:
            sentence += " " + self.tr("Annex: %1.").replace("%1", made.annex.name)
        if made.warnings:
            from app.ui.message_table import describe

            sentence += " " + self.tr(
                "With %n warning(s) about odd values:",
                "",
                len(made.warnings),
            )
            self.warnings.setPlainText("\n".join(describe(w) for w in made.warnings))
        self.warnings.setVisible(bool(made.warnings))
        self.status.setText(sentence)
        messages.show_info(sentence)

    def _failed(self, error: BaseException) -> None:
        if isinstance(error, ReportCancelledError):
            self.status.setText(self.tr("Stopped: nothing was saved."))
            return
        self.status.setText(self.tr("The report could not be saved."))
        messages.report_failure(error, "making a project report")

    def _ready(self) -> None:
        self.bar.hide()
        self.stop_button.hide()
        self.save_button.setEnabled(True)
        self.language.setEnabled(True)
        self.annex.setEnabled(True)
        self.annex_history.setEnabled(self.annex.isChecked())

    def reject(self) -> None:
        # Closing while it runs stops it: the painter never outlives its dialog's store.
        self._stop.set()
        super().reject()


def open_report_dialog(parent: QWidget | None, store: Store, number: int) -> ReportDialog:
    """The report dialog of project `number`, opened with `open()` (deleted when closed)."""
    from app.report.data import project_info

    info = project_info(store, number)
    title = f"{info.title} ({number})" if info.known else info.title
    dialog = ReportDialog(store, number, title, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
