"""The import of an inventory in the window: file, sheet, mapping, preview, project, photos.

Nothing is written until "Import": then every row not skipped becomes a draft in one
transaction (`app.inventory.importing.write_import`), or none does. Reading, planning,
matching photos and writing run in a worker thread, so a sheet of 10,000 rows never
freezes the window. What the user fixed or skipped in the preview lives in `Edits`,
applied again to every new plan; closing the dialog with such changes asks first.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.products import ProductPaths
from app.inventory import importing
from app.inventory.columns import PHOTO
from app.inventory.columns import Column
from app.inventory.columns import importable_columns
from app.inventory.plan import ImportPlan
from app.inventory.sheets import Sheet
from app.store.store import Store
from app.ui import messages
from app.ui.inventory.for_all_rows import ForAllRowsPanel
from app.ui.inventory.header_row import HeaderRowChooser
from app.ui.inventory.import_models import Edits
from app.ui.inventory.import_models import MappingModel
from app.ui.inventory.import_models import PhotoFinding
from app.ui.inventory.import_models import PreviewModel
from app.ui.inventory.import_parts import NAME
from app.ui.inventory.import_parts import ImportOptions
from app.ui.inventory.import_parts import Jobs
from app.ui.inventory.import_parts import ask_to_drop
from app.ui.inventory.import_parts import choose_inventory
from app.ui.inventory.import_parts import counts_text
from app.ui.inventory.import_parts import photo_findings
from app.ui.inventory.import_parts import plan_copy
from app.ui.inventory.import_parts import plan_with_edits
from app.ui.inventory.import_parts import read_inventory
from app.ui.inventory.import_parts import size_preview_columns
from app.ui.inventory.import_parts import titled
from app.ui.inventory.mapping_pane import MappingPane
from app.ui.inventory.preview_pane import PreviewPane
from app.ui.message_line import wrapped_label
from app.ui.operations import Op
from app.ui.screens import fit_within_screen

log = logging.getLogger(__name__)


class ImportDialog(QDialog):
    imported = Signal(object, str)  # the ImportResult and the file's name, once written

    def __init__(self, store: Store, *, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inventoryImportDialog")
        self.setWindowTitle(self.tr("Import inventory"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        fit_within_screen(self, QSize(1100, 760))  # a tablet's screen is narrower
        self.store = store
        self.language = language
        self.columns: tuple[Column, ...] = importable_columns()
        self.path: Path | None = None
        self.sheet: Sheet | None = None
        self.plan: ImportPlan | None = None
        self.edits, self._proposed = Edits(), dict[int, str]()
        self.header_chosen = False  # the header row picked by the user, not found
        self.preview_model: PreviewModel | None = None
        self.busy_with = ""
        self.jobs = Jobs()  # a plan asked for before the latest one is dropped
        self._photo_round = 0  # photos looked for before the latest look are dropped
        self._done = False
        self._build()
        self._update()

    # -- building ------------------------------------------------------------------
    def _build(self) -> None:
        self.file_label = QLabel(self.tr("No file chosen yet."), self)
        self.file_label.setObjectName("hint")
        self.choose_button = QPushButton(self.tr("Choose file…"), self)
        self.choose_button.clicked.connect(self.choose_file)
        self.sheet_combo = QComboBox(self)
        self.sheet_combo.setObjectName("sheetCombo")
        self.sheet_combo.activated.connect(lambda _i: self._sheet_chosen())
        self.sheet_label = QLabel(self.tr("Sheet:"), self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("File:"), self))
        top.addWidget(self.file_label, 1)
        top.addWidget(self.choose_button)
        top.addSpacing(12)
        top.addWidget(self.sheet_label)
        top.addWidget(self.sheet_combo)
        self.header_row = HeaderRowChooser(self)
        self.header_row.chosen.connect(self._header_row_chosen)

        self.mapping_pane = MappingPane(self.columns, self.language, self)
        self.mapping_pane.changed.connect(self._mapping_changed)
        self.mapping_view = self.mapping_pane.view
        self.mapping_problem = self.mapping_pane.problem
        self.for_all_rows = ForAllRowsPanel(self.columns, self.language, self)
        self.for_all_rows.changed.connect(self._replan)
        for_all_box = titled(
            self,
            self.tr("For all rows"),
            self.tr("A value every row gets; empty cells of its column too."),
            self.for_all_rows,
        )
        mapping_box = QSplitter(Qt.Orientation.Horizontal, self)
        mapping_box.addWidget(self.mapping_pane)
        mapping_box.addWidget(for_all_box)
        mapping_box.setSizes([700, 380])
        mapping_box.setChildrenCollapsible(False)

        self.preview = PreviewPane(self)
        self.preview_view, self.preview_filter = self.preview.view, self.preview.filter
        self.only_problems, self.skip_problems = (
            self.preview.only_problems,
            self.preview.skip_problems,
        )
        self.skip_problems.clicked.connect(self._skip_problem_rows)
        self.counts, self.cell_problem = self.preview.counts, self.preview.cell_problem
        for view in (self.mapping_view, self.preview_view, self.for_all_rows.view):
            view.setAlternatingRowColors(True)
            view.setWordWrap(False)
            view.verticalHeader().hide()
            view.verticalHeader().setDefaultSectionSize(26)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(mapping_box)
        splitter.addWidget(self.preview)
        splitter.setSizes([340, 340])
        splitter.setChildrenCollapsible(False)

        self.options = ImportOptions(self.store, self)
        self.options.project_changed.connect(self._replan)
        self.options.photos_folder_changed.connect(self._photos_folder_changed)

        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(160)
        self.busy_label = QLabel(self)
        self.error_label = wrapped_label(self, "fieldError")
        self.import_button = QPushButton(self.tr("Import"), self)
        self.import_button.setObjectName("importButton")
        # Not Enter: Enter ends a fix in the preview or a choice in a combo, not the import.
        self.import_button.setAutoDefault(False)
        self.import_button.setDefault(False)
        self.import_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.import_button.clicked.connect(self.start_import)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.busy)
        bottom.addWidget(self.busy_label)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(close)
        bottom.addWidget(self.import_button)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.header_row)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.options)
        layout.addLayout(bottom)

    # -- the file and the sheet -----------------------------------------------------------
    def choose_file(self) -> QFileDialog:
        return choose_inventory(
            self, lambda file: self._ask_to_drop(lambda: self.load_file(Path(file)))
        )

    def load_file(
        self, path: Path, sheet: str | None = None, header_row: int | None = None
    ) -> None:
        """Read `sheet` of `path` (the first when None) in a worker thread, its header in
        `header_row` (found when None); then the mapping."""
        work = asyncio.to_thread(read_inventory, path, sheet, header_row)
        doing = self.tr("Reading %1…").replace("%1", path.name)
        self._run("read", doing, work, lambda read: self._file_read(path, *read, chosen=header_row))

    def _file_read(
        self, path: Path, names: list[str], sheet: Sheet, *, chosen: int | None = None
    ) -> None:
        self.path, self.sheet = path, sheet
        self.edits = Edits()
        self.header_chosen = chosen is not None
        self.header_row.show_sheet(sheet, self.header_chosen)
        self.file_label.setText(
            self.tr("%1: %2 rows").replace("%1", path.name).replace("%2", str(len(sheet.rows)))
        )
        self.sheet_combo.clear()
        self.sheet_combo.addItems(names)
        self.sheet_combo.setCurrentIndex(max(self.sheet_combo.findText(sheet.name), 0))
        self.sheet_combo.setVisible(len(names) > 1)
        self.sheet_label.setVisible(len(names) > 1)
        first = importing.first_mapping(self.store, sheet.header)
        self._proposed = dict(first)  # a column chosen otherwise is the user's work
        self.mapping_pane.show_sheet(sheet, first)

    def _sheet_chosen(self) -> None:
        name = self.sheet_combo.currentText()
        if self.path is not None and self.sheet is not None and name != self.sheet.name:
            path, combo, shown = self.path, self.sheet_combo, self.sheet.name
            self._ask_to_drop(  # kept: the combo shows the sheet that is loaded again
                lambda: self.load_file(path, name),
                lambda: combo.setCurrentIndex(max(combo.findText(shown), 0)),
            )

    def choose_header_row(self, row: int) -> None:
        """What picking the header's row does: the sheet read again with it."""
        self.header_row.spin.setValue(row)

    def _header_row_chosen(self, row: int) -> None:
        if self.path is None or self.sheet is None:
            return
        path, name, shown = self.path, self.sheet.name, self.sheet
        self._ask_to_drop(
            lambda: self.load_file(path, name, row),
            lambda: self.header_row.show_sheet(shown, self.header_chosen),
        )

    # -- the mapping ---------------------------------------------------------------------
    @property
    def mapping_model(self) -> MappingModel | None:
        return self.mapping_pane.model

    def mapping(self) -> dict[int, str]:
        return self.mapping_pane.mapping()

    def set_mapping(self, column: int, key: str | None) -> None:
        """What choosing in the column's combo does (tests and the combo alike)."""
        self.mapping_pane.set_mapping(column, key)

    def mapping_problems(self) -> str:
        """What is wrong with the mapping, in words; empty when it can be planned."""
        return self.mapping_pane.problems()

    def _mapping_changed(self) -> None:
        model = self.mapping_model
        if model is None:
            return
        problems = self.mapping_problems()
        self.options.fill_projects(
            from_column=ProductPaths.PROJECT_NUMBER in model.mapping.values()
        )
        if problems:
            self.jobs.generation += 1  # a plan under way no longer applies, nor holds the dialog
            self._show_plan(None)
        else:
            self._replan()

    # -- the plan and its preview --------------------------------------------------------------
    def _replan(self) -> None:
        if self.sheet is None or self.mapping_problems():
            return
        self.jobs.generation += 1
        generation = self.jobs.generation
        project = self.options.project()
        snapshot = Edits(dict(self.edits.fixes), set(self.edits.skips))
        given = (self.for_all_rows.values(), self.mapping_pane.units())
        work = asyncio.to_thread(
            plan_with_edits, self.sheet, self.mapping(), project, snapshot, *given
        )
        doing = self.tr("Checking %1 rows…").replace("%1", str(len(self.sheet.rows)))
        self._run("plan", doing, work, lambda plan: self._planned(plan, generation))

    def _planned(self, plan: ImportPlan, generation: int) -> None:
        if generation != self.jobs.generation:
            return
        self._show_plan(plan)
        if self.options.photos_dir is not None:
            self._match_photos()

    def _show_plan(self, plan: ImportPlan | None) -> None:
        self.plan = plan
        old = self.preview_model
        self.preview_model = None
        if plan is not None:
            model = PreviewModel(plan, self.edits, self.columns, self.language, self)
            model.edited.connect(self._edited)
            self.preview_model = model
            self.preview_filter.setSourceModel(model)
            model.dataChanged.connect(lambda *_: self._show_cell_problem())
            self.preview.watch(model)
            size_preview_columns(self.preview_view, model.columnCount())
            self.mapping_pane.show_not_imported(plan.unimported)
            self.for_all_rows.show_problems(plan.common)
        else:
            self.preview_filter.setSourceModel(None)  # type: ignore[arg-type]
            self.preview.watch(None)
            self.mapping_pane.show_not_imported(())
            self.for_all_rows.show_problems({})
        if old is not None:
            old.deleteLater()
        self._show_cell_problem()
        self._update()

    def _edited(self, key: str) -> None:
        # A photo's file name, a row's name (photos named after it) or the rows to write
        # (a skip) decide which photos are found: what the preview says of them is redone.
        if key in (PHOTO, NAME, ""):
            self._match_photos()
        self._update()

    def _show_cell_problem(self) -> None:
        self.preview.show_cell_problem()

    def _skip_problem_rows(self) -> None:
        if self.preview_model is not None:
            self.preview_model.skip_problem_rows()

    # -- photos -------------------------------------------------------------------------
    def _photos_folder_changed(self) -> None:
        self._photo_round += 1  # a look in the folder before no longer applies
        if self.options.photos_dir is not None:
            self._match_photos()
        elif self.preview_model is not None:
            self.preview_model.set_photos(None)

    def _match_photos(self) -> None:
        plan, folder = self.plan, self.options.photos_dir
        if plan is None or folder is None:
            return
        self._photo_round += 1
        looked = (self.jobs.generation, self._photo_round)
        # A copy: the user may go on fixing and skipping while the worker reads the plan.
        work = asyncio.to_thread(photo_findings, plan_copy(plan), folder)
        doing = self.tr("Looking for photos…")
        self._run("photos", doing, work, lambda found: self._photos_matched(found, looked))

    def _photos_matched(self, found: dict[int, PhotoFinding], looked: tuple[int, int]) -> None:
        latest = looked == (self.jobs.generation, self._photo_round)
        if latest and self.preview_model is not None:
            self.preview_model.set_photos(found)
            self.preview_view.resizeColumnToContents(self.preview_model.columnCount() - 1)

    # -- importing -----------------------------------------------------------------------
    def start_import(self, *, again: bool = False) -> None:
        """Write the plan as drafts; a file of this content imported before is asked about
        first (`_imported_before`), and written on "Yes" with `again`."""
        plan, path = self.plan, self.path
        if plan is None or path is None or not self.import_button.isEnabled():
            return
        if not self._plan_is_current(plan):  # a newer plan is on its way: that one is imported
            return
        # A copy: what the views change after this moment is not what the worker writes.
        plan = plan_copy(plan)

        def write() -> importing.ImportResult:
            return importing.write_import(
                self.store,
                plan,
                file_name=path.name,
                photos_dir=self.options.photos_dir,
                queue=self.options.queue_check.isChecked(),
                note=self.header_row.note(),
                content_sha256=importing.content_hash(path),
                again=again,
            )

        doing = self.tr("Importing %1 rows…").replace("%1", str(len(plan.to_write())))
        self._run("write", doing, asyncio.to_thread(write), self._imported)

    def _imported_before(self, earlier: importing.ImportedBeforeError) -> QMessageBox:
        """Ask before the same file's rows become drafts a second time."""
        from app.ui.questions import ask

        batch = earlier.batch
        text = self.tr(
            "This file was imported before, as %1 on %2, and made %n draft(s). Import it"
            " again? Each of its rows then becomes a draft once more.",
            "",
            batch.row_count,
        )
        text = text.replace("%1", batch.file_name)
        text = text.replace("%2", batch.imported_at.astimezone().strftime("%d-%m-%Y %H:%M"))
        return ask(
            self,
            "importedBeforeQuestion",
            self.tr("Imported before"),
            text,
            lambda yes: self.start_import(again=True) if yes else None,
            no=QMessageBox.StandardButton.Cancel,
        )

    def _plan_is_current(self, plan: ImportPlan) -> bool:
        """Whether `plan` was made of the sheet, mapping and project chosen now."""
        units = self.mapping_pane.units()
        return (
            plan.sheet is self.sheet
            and plan.mapping == self.mapping()
            and plan.project_number == self.options.project()
            and plan.defaults == self.for_all_rows.values()
            and plan.units == {k: units[i] for i, k in plan.mapping.items() if units.get(i)}
        )

    def _imported(self, result: importing.ImportResult) -> None:
        self._done = True
        self.imported.emit(result, self.path.name if self.path else "")
        self.accept()

    def _failed(self, exc: BaseException) -> None:
        """Why it did not work, in words, in the dialog; what was chosen and fixed stays."""
        log.info("inventory import: %r", exc)
        if isinstance(exc, importing.ImportedBeforeError):
            self._imported_before(exc)
            return
        self.error_label.setText(messages.user_message_for(exc))

    # -- state ---------------------------------------------------------------------------
    def _run(
        self, kind: str, doing: str, work: Coroutine[Any, Any, Any], then: Callable[[Any], None]
    ) -> None:
        """`work` in a worker thread as a job of `kind` (`Jobs`), then `then` with its result."""
        token = self.jobs.start(kind, doing)
        self.error_label.clear()
        self._update()
        Op(self, work, name=f"inventory import: {kind}").success(then).failure(
            self._failed
        ).finally_(lambda: self._ended(token)).run()

    def _ended(self, token: int) -> None:
        self.jobs.end(token)
        self._update()

    def counts_text(self) -> str:
        return counts_text(self.plan)

    def _update(self) -> None:
        self.busy_with = self.jobs.doing()
        busy = bool(self.busy_with)
        self.busy.setVisible(busy)
        self.busy_label.setText(self.busy_with)
        self.busy_label.setVisible(busy)
        plan = self.plan
        self.counts.setText(self.counts_text())
        problems = plan is not None and bool(plan.problem_rows or plan.common)
        self.skip_problems.setEnabled(plan is not None and bool(plan.problem_rows))
        self.import_button.setEnabled(
            not busy
            and plan is not None
            and self._plan_is_current(plan)
            and not problems
            and bool(plan.to_write())
        )
        if plan is not None and problems:
            self.import_button.setToolTip(
                self.tr("Fix or skip the rows with problems first, and give what every row lacks.")
            )
        else:
            self.import_button.setToolTip("")
        for widget in (self.choose_button, self.sheet_combo, self.options, self.header_row):
            widget.setEnabled(not busy)
        # While the drafts are written nothing they are made of may change; a plan being
        # remade gets the fixes made before it, so none is typed meanwhile. A new mapping
        # while planning is fine: it starts a newer plan.
        self.mapping_view.setEnabled(not self.jobs.holding("read", "write"))
        self.for_all_rows.setEnabled(not self.jobs.holding("read", "write"))
        self.preview_view.setEnabled(not self.jobs.holding("read", "plan", "write"))

    # -- closing -----------------------------------------------------------------------
    def _ask_to_drop(
        self, then: Callable[[], None], otherwise: Callable[[], None] | None = None
    ) -> None:
        """Run `then` at once, or after the user agreed to lose the fixes and skips."""
        if not (self.edits or self.mapping() != self._proposed) or self._done:
            then()
        else:
            ask_to_drop(self, then, otherwise)

    def reject(self) -> None:
        # The import under way ends first: its outcome is told here.
        if not self.jobs.holding("write"):
            self._ask_to_drop(self._really_close)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.jobs.holding("write"):
            event.ignore()
        elif (self.edits or self.mapping() != self._proposed) and not self._done:
            event.ignore()
            self._ask_to_drop(self._really_close)
        else:
            super().closeEvent(event)

    def _really_close(self) -> None:
        self._done = True  # nothing more to ask
        super().reject()


def open_import_dialog(store: Store, *, language: str, parent: QWidget | None) -> ImportDialog:
    """The import dialog, open (not run): the window stays usable meanwhile."""
    dialog = ImportDialog(store, language=language, parent=parent)
    dialog.open()
    return dialog
