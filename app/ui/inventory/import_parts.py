"""The import dialog's parts that stand on their own: the work done in a worker thread
(plain functions over the inventory, no Qt), the first mapping of a sheet (remembered or
proposed), the options below the preview (project, photos folder, queue), and the question
before the user's corrections are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.inventory import importing
from app.inventory.columns import Column
from app.inventory.columns import mapped_twice
from app.inventory.plan import ImportPlan
from app.inventory.plan import plan_import
from app.inventory.sheets import SUFFIXES
from app.inventory.sheets import Sheet
from app.inventory.sheets import read_sheet
from app.inventory.sheets import sheet_names
from app.store.catalogue import Source
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import file_places
from app.ui.inventory.import_models import Edits
from app.ui.inventory.import_models import PhotoFinding

PROJECTS_LISTED = 1000
NAME = "itemDetails.name"
PRECISION = 60  # rows a column's width is measured on: 1,000 (Qt's) took 0.6 s at 10,000 rows


# -- the work of the worker thread ----------------------------------------------------------
def read_inventory(
    path: Path, sheet: str | None, header_row: int | None = None
) -> tuple[list[str], Sheet]:
    return sheet_names(path), read_sheet(path, sheet, header_row=header_row)


def plan_with_edits(
    sheet: Sheet,
    mapping: dict[int, str],
    project: int | None,
    edits: Edits,
    defaults: dict[str, str] | None = None,
    units: dict[int, str] | None = None,
) -> ImportPlan:
    plan = plan_import(sheet, mapping, project_number=project, defaults=defaults, units=units)
    edits.apply(plan)
    return plan


def plan_copy(plan: ImportPlan) -> ImportPlan:
    """The plan as it is now, for a worker thread while the user goes on fixing and skipping.

    The preview changes a plan only by replacing rows in its list (a fix) and setting a row's
    `skip`; a row's dicts are never changed in place. New rows in a new list are enough."""
    return replace(plan, mapping=dict(plan.mapping), rows=[replace(row) for row in plan.rows])


@dataclass
class Jobs:
    """The work under way in worker threads, each with the sentence that tells it.

    A plan's job ("plan", "photos") belongs to the generation it started in: once the mapping
    or the project changed, its answer is dropped and it no longer holds the dialog busy, so
    it can neither free Import while a newer plan is still being made nor keep the spinner
    turning for a plan no one waits for. Reading and writing hold the dialog in any case."""

    generation: int = 0
    _jobs: dict[int, tuple[str, str, int | None]] = field(default_factory=dict)
    _started: int = 0

    def start(self, kind: str, doing: str) -> int:
        self._started += 1
        tied = self.generation if kind in ("plan", "photos") else None
        self._jobs[self._started] = (kind, doing, tied)
        return self._started

    def end(self, token: int) -> None:
        self._jobs.pop(token, None)

    def _live(self) -> list[tuple[str, str]]:
        return [(k, doing) for k, doing, g in self._jobs.values() if g in (None, self.generation)]

    def doing(self) -> str:
        """What the latest job that still counts is doing; empty when none is."""
        live = self._live()
        return live[-1][1] if live else ""

    def holding(self, *kinds: str) -> bool:
        return any(kind in kinds for kind, _ in self._live())


def mapping_problems(mapping: dict[int, str], columns: Sequence[Column], language: str) -> str:
    """What is wrong with the mapping, in words; empty when it can be planned."""
    titles = {c.key: c.title(language) for c in columns}
    problems = []
    if NAME not in mapping.values():
        problems.append(
            QCoreApplication.translate(
                "ImportDialog", "Choose the column that holds the product's name."
            )
        )
    twice = mapped_twice(mapping)
    if twice:
        names = ", ".join(titles.get(key, key) for key in twice)
        problems.append(
            QCoreApplication.translate(
                "ImportDialog", "More than one column fills: %1. Choose one."
            ).replace("%1", names)
        )
    return " ".join(problems)


def photo_findings(plan: ImportPlan, folder: Path) -> dict[int, PhotoFinding]:
    """What each row (by index) gets from the folder, and the names it gives that are not there."""
    matches = importing.match_photos(plan, folder)
    missing: dict[int, list[str]] = {}
    for number, name in matches.missing:
        missing.setdefault(number, []).append(name)
    return {
        index: PhotoFinding(
            len(matches.by_row.get(row.number, ())), tuple(missing.get(row.number, ()))
        )
        for index, row in enumerate(plan.rows)
        if not row.skip
    }


def choose_inventory(parent: QWidget, chosen: Callable[[str], None]) -> QFileDialog:
    """The file dialog for an inventory, open; `chosen` with the file's path."""
    dialog = QFileDialog(parent, QCoreApplication.translate("ImportDialog", "Choose an inventory"))
    dialog.setObjectName("inventoryFileDialog")
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    patterns = " ".join(f"*{suffix}" for suffix in SUFFIXES)
    dialog.setNameFilter(
        QCoreApplication.translate("ImportDialog", "Spreadsheets (%1)").replace("%1", patterns)
    )
    file_places.place(dialog, file_places.INVENTORY)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(chosen)
    dialog.open()
    return dialog


def counts_text(plan: ImportPlan | None) -> str:
    if plan is None:
        return ""
    return (
        QCoreApplication.translate("ImportDialog", "%1 rows, %2 with problems, %3 skipped")
        .replace("%1", str(len(plan.rows)))
        .replace("%2", str(len(plan.problem_rows)))
        .replace("%3", str(sum(row.skip for row in plan.rows)))
    )


def size_preview_columns(view: QTableView, count: int) -> None:
    """Widths from the first rows only, within bounds: a long cell does not hide the rest.
    Room left on the right goes to the columns cut short, so no name is cut needlessly."""
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setResizeContentsPrecision(PRECISION)
    view.resizeColumnsToContents()
    wanted = {column: header.sectionSize(column) for column in range(2, count)}
    for column, width in wanted.items():
        header.resizeSection(column, min(max(width, 70), 220))
    spare = view.viewport().width() - header.length()
    cut = {c: w - header.sectionSize(c) for c, w in wanted.items() if w > header.sectionSize(c)}
    while spare > 0 and cut:
        share = max(spare // len(cut), 1)
        for column, short in list(cut.items()):
            grow = min(short, share, spare)
            header.resizeSection(column, header.sectionSize(column) + grow)
            spare -= grow
            if grow == short:
                del cut[column]
            if spare <= 0:
                break


def titled(parent: QWidget, title: str, hint: str, *parts: QWidget | QHBoxLayout) -> QWidget:
    """A part of the dialog under its title and a line that says what it is for."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 4, 0, 4)
    layout.addWidget(QLabel(f"<b>{title}</b> &nbsp; {hint}", box))
    for part in parts:
        if isinstance(part, QHBoxLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part, 1 if isinstance(part, QTableView) else 0)
    return box


def fill_titled(pane: QWidget, title: str, hint: str, *parts: QWidget | QHBoxLayout) -> None:
    """`pane` holds its parts `titled`, and nothing else, edge to edge."""
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(titled(pane, title, hint, *parts))


# -- the options ------------------------------------------------------------------------------
class ImportOptions(QWidget):
    """Which project the drafts belong to, where their photos are, and whether they are
    queued at once."""

    project_changed = Signal()
    photos_folder_changed = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.photos_dir: Path | None = None
        self.project_combo = QComboBox(self)
        self.project_combo.setObjectName("projectCombo")
        self.project_combo.activated.connect(lambda _i: self.project_changed.emit())
        self.photos_label = QLabel(self.tr("No photos folder."), self)
        self.photos_label.setObjectName("hint")
        self.photos_button = QPushButton(self.tr("Choose folder…"), self)
        self.photos_button.clicked.connect(self.choose_photos_folder)
        photos = QHBoxLayout()
        photos.addWidget(self.photos_label, 1)
        photos.addWidget(self.photos_button)
        self.queue_check = QCheckBox(self.tr("Queue for sync straight away"), self)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self.tr("Project:"), self.project_combo)
        layout.addRow(self.tr("Photos:"), photos)
        layout.addRow("", self.queue_check)
        self.fill_projects(from_column=False)

    def project(self) -> int | None:
        data = self.project_combo.currentData()
        return data if isinstance(data, int) else None

    def choose_project(self, number: int | None) -> None:
        """What choosing in the combo does."""
        self.project_combo.setCurrentIndex(max(self.project_combo.findData(number), 0))
        self.project_changed.emit()

    def fill_projects(self, *, from_column: bool) -> None:
        """No project (or each row's own, from its column), the catalogue's projects, and
        project drafts not yet sent (shown, not choosable: their number comes with the sync)."""
        chosen = self.project_combo.currentData()
        combo = self.project_combo
        combo.clear()
        first = self.tr("From the column Project") if from_column else self.tr("No project")
        combo.addItem(first, None)
        rows = self.store.catalogue.search(RecordKind.PROJECT, "", limit=PROJECTS_LISTED)
        for row in rows:
            if row.server_id is not None and row.source is Source.SERVER:
                combo.addItem(f"{row.server_id} · {row.title}", int(row.server_id))
        model = combo.model()
        for row in rows:
            if row.source is Source.DRAFTS and row.server_id is None:
                combo.addItem(self.tr("%1 (not sent yet: no number)").replace("%1", row.title))
                item = (
                    model.item(combo.count() - 1) if isinstance(model, QStandardItemModel) else None
                )
                if item is not None:
                    item.setEnabled(False)
        combo.setCurrentIndex(max(combo.findData(chosen), 0))

    def choose_photos_folder(self) -> QFileDialog:
        return file_places.folder_dialog(
            self,
            "photosFolderDialog",
            self.tr("Choose the folder with the photos"),
            self.set_photos_folder,
        )

    def set_photos_folder(self, folder: Path | None) -> None:
        self.photos_dir = folder
        # The folder's name (its whole path in the tooltip): short enough to read at a glance.
        self.photos_label.setText(folder.name if folder else self.tr("No photos folder."))
        self.photos_label.setToolTip(str(folder) if folder else "")
        self.photos_folder_changed.emit()


def ask_to_drop(
    parent: QWidget, then: Callable[[], None], otherwise: Callable[[], None] | None = None
) -> QMessageBox:
    """Ask before the column choices, corrections and skips are lost; `then` on "Discard",
    `otherwise` on "Cancel"."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("ImportDialog", "Import inventory"),
        QCoreApplication.translate(
            "ImportDialog", "Your column choices, corrections and skipped rows will be lost. Go on?"
        ),
        QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName("dropEditsQuestion")
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(
        lambda answer: (
            then() if answer == QMessageBox.StandardButton.Discard else otherwise and otherwise()
        )
    )
    box.open()
    return box
