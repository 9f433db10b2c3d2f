"""Exporting the catalogue from the window: what (the whole catalogue, the search result or
the selection), in which format, to which file; then the export on a worker thread.

A scope with no products cannot be chosen; each says how many products it holds. The
dialogs are opened with `open()`, never `exec()`, so the window's tasks keep running.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QRadioButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.inventory.export import SUFFIXES
from app.inventory.export import ExportResult
from app.inventory.export import export_products
from app.store.catalogue import ListingRow
from app.store.store import Store
from app.ui import file_places
from app.ui import messages
from app.ui.message_line import reserve_lines
from app.ui.operations import Op

CATALOGUE = "catalogue"
SEARCH = "search"
SELECTION = "selection"
SCOPES = (CATALOGUE, SEARCH, SELECTION)

Scope = Callable[[], Sequence[ListingRow]]


def whole_catalogue(store: Store) -> list[ListingRow]:
    """Every product in the listing (drafts and the service's), in one read."""
    return store.catalogue.search("product", limit=max(store.catalogue.count("product"), 1))


def open_catalogue_export(
    parent: QWidget | None,
    store: Store,
    *,
    scopes: Mapping[str, Scope],
    language: str,
) -> CatalogueExportDialog:
    """The export dialog, open. `scopes`: SEARCH and SELECTION (the rows the products tab
    shows and has selected); CATALOGUE is read from `store` unless given."""
    dialog = CatalogueExportDialog(
        store, {CATALOGUE: lambda: whole_catalogue(store), **scopes}, language, parent
    )
    dialog.open()
    return dialog


class CatalogueExportDialog(QDialog):
    """Choose what and how; *Export…* asks for the file, then the export runs off the UI
    thread and the dialog closes saying what it wrote (or stays, saying why not)."""

    def __init__(
        self,
        store: Store,
        scopes: Mapping[str, Scope],
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("catalogueExportDialog")
        self.setWindowTitle(self.tr("Export catalogue"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._store = store
        self._language = language
        # The rows of each scope as they are now: the count shown is the count written.
        self._rows = {key: list(scopes[key]()) for key in SCOPES if key in scopes}
        self.result_: ExportResult | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self._scope_box())
        layout.addWidget(self._format_box())
        self.status = QLabel(self)
        self.status.setObjectName("exportStatus")
        reserve_lines(self.status, 3)
        self.status.hide()  # shown when it has something to say, in its room
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.export_button = QPushButton(self.tr("Export…"), self)
        self.export_button.setObjectName("exportButton")
        self.export_button.setDefault(True)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(self.choose_file)
        buttons.rejected.connect(self.reject)
        self._buttons = buttons
        self._busy = False  # a file being written: the dialog stays until it is
        layout.addWidget(buttons)
        self.export_button.setEnabled(self.scope() is not None)
        if self.scope() is None:
            self._say(self.tr("There are no products to export yet."))

    # -- the choices ---------------------------------------------------------------------
    def _scope_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("What to export"), self)
        column = QVBoxLayout(box)
        self.scope_group = QButtonGroup(self)
        labels = {
            CATALOGUE: self.tr("The whole catalogue (%n product(s))", "", self._count(CATALOGUE)),
            SEARCH: self.tr("The current search result (%n product(s))", "", self._count(SEARCH)),
            SELECTION: self.tr("The selected products (%n)", "", self._count(SELECTION)),
        }
        self.scope_buttons: dict[str, QRadioButton] = {}
        for key in self._rows:
            button = QRadioButton(labels[key], box)
            button.setObjectName(f"scope_{key}")
            button.setEnabled(self._count(key) > 0)
            self.scope_group.addButton(button)
            self.scope_buttons[key] = button
            column.addWidget(button)
        # The narrowest choice the user made: a selection, else the search, else all.
        for key in (SELECTION, SEARCH, CATALOGUE):
            if key in self.scope_buttons and self._count(key) > 0:
                self.scope_buttons[key].setChecked(True)
                break
        return box

    def _format_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Format"), self)
        column = QVBoxLayout(box)
        self.xlsx = QRadioButton(self.tr("Excel workbook (.xlsx)"), box)
        self.csv = QRadioButton(self.tr("CSV with semicolons, for Excel and other programs"), box)
        self.xlsx.setChecked(True)
        for button in (self.xlsx, self.csv):
            column.addWidget(button)
        self.with_history = QCheckBox(self.tr("With each product's history"), box)
        self.with_history.setObjectName("exportHistory")
        self.with_history.setToolTip(
            self.tr("In an .xlsx a sheet of its own; beside a .csv a second file")
        )
        column.addWidget(self.with_history)
        hint = QLabel(
            self.tr("The columns have the names the import recognises: the file can be read back."),
            box,
        )
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        column.addWidget(hint)
        return box

    def _count(self, key: str) -> int:
        return len(self._rows.get(key, ()))

    def scope(self) -> str | None:
        return next((k for k, b in self.scope_buttons.items() if b.isChecked()), None)

    def suffix(self) -> str:
        return ".csv" if self.csv.isChecked() else ".xlsx"

    # -- the file and the export ---------------------------------------------------------
    def choose_file(self) -> QFileDialog:
        """Ask where to write; the file dialog is open (not run) on return."""
        suffix = self.suffix()
        if suffix == ".csv":
            name_filter = self.tr("CSV file (*.csv)")
        else:
            name_filter = self.tr("Excel workbook (*.xlsx)")
        stem = self.tr("catalogue")  # the file's name, in the window's language
        proposed = f"{stem}-{dt.date.today()}{suffix}"
        title = self.tr("Export catalogue")
        return file_places.save_dialog(
            self,
            "catalogueExportFile",
            title,
            name_filter,
            self.export_to,
            proposed,
            file_places.CATALOGUE,
        )

    def export_to(self, path: Path) -> asyncio.Task[ExportResult] | None:
        """Write the chosen scope to `path` on a worker thread; the dialog waits meanwhile."""
        scope = self.scope()
        if scope is None:
            return None
        if path.suffix.lower() not in SUFFIXES:
            path = path.with_name(path.name + self.suffix())
        rows = self._rows[scope]
        self._set_busy(True)
        self._say(self.tr("Exporting %n product(s)…", "", len(rows)))
        from app.ui.records.history_panel import entry_words

        words = entry_words if self.with_history.isChecked() else None
        work = asyncio.to_thread(
            export_products, self._store, rows, path, language=self._language, history=words
        )
        return (
            Op(self, work, name="catalogue export")
            .success(self._exported)
            .failure(self._failed)
            .finally_(lambda: self._set_busy(False))
            .run()
        )

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        cancel = self._buttons.button(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.export_button, self.xlsx, self.csv, self.with_history, cancel):
            button.setEnabled(not busy)
        for key, button in self.scope_buttons.items():
            button.setEnabled(not busy and self._count(key) > 0)

    def reject(self) -> None:
        # Escape while the file is written: the export goes on, so the dialog stays to say
        # how it ended.
        if not self._busy:
            super().reject()

    def _exported(self, result: ExportResult) -> None:
        self.result_ = result
        done = self.tr("%n product(s) exported to %1.", "", result.products)
        messages.show_info(done.replace("%1", result.path.name))
        self.accept()

    def _failed(self, error: BaseException) -> None:
        self._say(messages.report_failure(error, "catalogue export"))

    def _say(self, sentence: str) -> None:
        self.status.setText(sentence)
        self.status.show()
