"""The form of "Edit together": the fields of the request model that may be set on many
records at once (`Ui(bulk=True)`), in the model's sections, with the editors every form of
the model has. A field holding one value across the selection shows it; one whose values
differ shows *different* and is left alone unless the user sets it. Only the fields the user
set are changed. Before anything is written the change is checked on every record as it would
become (`app.store.bulk`); the records it would leave invalid are listed by title, with the
field and the reason, and the user applies it to the valid ones, or to none."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.categories import sub_categories
from app.api.products import ProductRequest
from app.store.bulk import BulkPlan
from app.store.bulk import BulkRecord
from app.store.bulk import shared_values
from app.ui.binding import FieldSpec
from app.ui.binding import FormBinding
from app.ui.binding import field_specs
from app.ui.binding import form_language
from app.ui.editors import ChoiceField
from app.ui.editors import FieldEditor
from app.ui.editors import TextField
from app.ui.editors import field_editor
from app.ui.message_table import describe_all
from app.ui.record_table import Column
from app.ui.record_table import RecordTableModel
from app.ui.records.field_labels import FieldLabel
from app.ui.records.sections import SectionColumns
from app.ui.screens import fit_within_screen

CATEGORY, SUB_CATEGORY = "productCategory", "subProductCategory"


def bulk_specs() -> list[FieldSpec]:
    """The fields that may be set together, in the model's order."""
    return [spec for spec in field_specs(ProductRequest) if spec.ui.bulk]


class RefusalRow:
    """One problem of a refused record: its title, the field and the reason."""

    __slots__ = ("field", "reason", "title")

    def __init__(self, title: str, field: str, reason: str) -> None:
        self.title, self.field, self.reason = title, field, reason


class BulkEditDialog(QDialog):
    """Opened on the records of the selection; `apply_requested` with the changes (wire path
    -> value) and whether to queue, `confirmed` once the user applies a checked plan."""

    check_requested = Signal(dict, bool)  # changes, queue
    confirmed = Signal()

    def __init__(
        self,
        records: Sequence[BulkRecord],
        selected: str,
        parent: QWidget | None = None,
        *,
        shared: Mapping[str, tuple[bool, Any]] | None = None,
    ) -> None:
        """`selected`: what the records are ("12 selected: 4 drafts, 8 on the server", as
        the count below the table says it); `shared`: each field's `shared_values` (worked
        out with the records when many)."""
        super().__init__(parent)
        self.setObjectName("bulkEditDialog")
        self.setWindowTitle(self.tr("Edit together"))
        self.records = list(records)
        self.specs = bulk_specs()
        self.binding = FormBinding(self.specs, self)
        self.touched: set[str] = set()
        self.different: set[str] = set()
        self.plan: BulkPlan | None = None
        self.queue = False
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._form_page(selected))
        self.pages.addWidget(self._refused_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        paths = [spec.path for spec in self.specs]
        self._show_values(shared if shared is not None else shared_values(self.records, paths))
        self.binding.edited.connect(self._edited)
        # On a 1024 x 600 screen 680 high put "Check and apply" below the screen's edge.
        fit_within_screen(self, QSize(860, 680))

    # -- the form --------------------------------------------------------
    def _form_page(self, selected: str) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        intro = self.tr(
            "Only the fields you set are changed; a field marked “different” keeps each "
            "record's own value."
        )
        self.intro = QLabel(f"{selected}. {intro}", page)
        self.intro.setObjectName("hint")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        columns = SectionColumns()
        forms: dict[str, QFormLayout] = {}
        language = form_language()
        used = {spec.section for spec in self.specs}
        for name, section in ProductRequest.SECTIONS.items():
            if name not in used:
                continue
            box = QGroupBox(section.label(language), body)
            box.setObjectName(f"bulk_{name}")
            forms[name] = QFormLayout(box)
            forms[name].setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            columns.add_section(box, section.column or 0)
        columns.close_columns()
        body_layout.addLayout(columns)
        body_layout.addStretch(1)
        for spec in self.specs:
            editor = field_editor(spec)
            editor.setObjectName(spec.path)
            # Level with its editor, not with the editor and its message line (as in the form).
            label = FieldLabel(spec.label, editor.editor)
            self.binding.bind(spec.path, editor)
            forms[spec.section].addRow(label, editor)
        self._columns = columns
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        self.queue_box = QCheckBox(self.tr("Queue the changed records for sync"), page)
        self.queue_box.setObjectName("bulkQueue")
        layout.addWidget(self.queue_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, page)
        self.check_button = QPushButton(self.tr("Check and apply"), page)
        self.check_button.setObjectName("bulkCheck")
        self.check_button.setDefault(True)
        self.check_button.setEnabled(False)  # until a field is set
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.check_button.clicked.connect(self._check)
        layout.addWidget(buttons)
        return page

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._columns.fit(self.width() - 60)

    def _show_values(self, shared: Mapping[str, tuple[bool, Any]]) -> None:
        """Each field's shared value, or *different*."""
        same_category, category = shared[CATEGORY]
        self._fill_sub_categories(category if same_category else None)
        for path, (same, value) in shared.items():
            editor = self.binding.editors[path]
            editor.set_value(value)
            if not same:
                self.different.add(path)
                _show_different(editor, self.tr("different"))

    def _fill_sub_categories(self, category: Any) -> None:
        field = self.binding.editors[SUB_CATEGORY]
        assert isinstance(field, ChoiceField)
        known = sub_categories(category) if isinstance(category, str) else ()
        field.set_choices([(s, s) for s in known])

    def _edited(self, path: str) -> None:
        self.touched.add(path)
        editor = self.binding.editors[path]
        editor.set_error(None)
        label = self._label_of(path)
        if label is not None:
            font = label.font()
            font.setBold(True)  # a field that will be set stands out
            label.setFont(font)
        if path == CATEGORY:
            # Sub-category choices follow the category, as in the product form.
            self._fill_sub_categories(editor.value())
        self.check_button.setEnabled(True)

    def _label_of(self, path: str) -> QLabel | None:
        editor = self.binding.editors[path]
        parent = editor.parentWidget()
        form = parent.layout() if parent is not None else None
        if isinstance(form, QFormLayout):
            label = form.labelForField(editor)
            return label if isinstance(label, QLabel) else None
        return None

    def changes(self) -> dict[str, Any]:
        """The fields the user set: wire path -> the value (None empties it)."""
        return {path: self.binding.editors[path].value() for path in self.touched}

    def _check(self) -> None:
        self.queue = self.queue_box.isChecked()
        self.check_button.setEnabled(False)
        self.check_requested.emit(self.changes(), self.queue)

    # -- the records it would leave invalid -------------------------------
    def _refused_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.refused_label = QLabel(page)
        self.refused_label.setObjectName("bulkRefusedSummary")
        self.refused_label.setWordWrap(True)
        layout.addWidget(self.refused_label)
        self.refused_model: RecordTableModel[RefusalRow] = RecordTableModel(
            [
                Column(self.tr("Record"), lambda r: r.title),
                Column(self.tr("Field"), lambda r: r.field),
                Column(self.tr("Reason"), lambda r: r.reason),
            ],
            self,
        )
        self.refused_table = QTableView(page)
        self.refused_table.setObjectName("bulkRefused")
        self.refused_table.setModel(self.refused_model)
        self.refused_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.refused_table.setWordWrap(False)
        self.refused_table.verticalHeader().hide()
        self.refused_table.horizontalHeader().setStretchLastSection(True)
        self.refused_table.setColumnWidth(0, 260)
        self.refused_table.setColumnWidth(1, 160)
        layout.addWidget(self.refused_table, 1)
        row = QHBoxLayout()
        self.back_button = QPushButton(self.tr("Back to the form"), page)
        self.back_button.clicked.connect(self._back)
        self.none_button = QPushButton(self.tr("Apply to none"), page)
        self.none_button.setObjectName("bulkApplyNone")
        self.none_button.clicked.connect(self.reject)
        self.valid_button = QPushButton(page)
        self.valid_button.setObjectName("bulkApplyValid")
        self.valid_button.clicked.connect(self.confirmed)
        row.addWidget(self.back_button)
        row.addStretch(1)
        row.addWidget(self.none_button)
        row.addWidget(self.valid_button)
        layout.addLayout(row)
        return page

    def show_plan(self, plan: BulkPlan) -> None:
        """The checked plan: applied at once when no record is refused; else the list."""
        self.plan = plan
        if not plan.refused:
            self.confirmed.emit()
            return
        labels = {spec.path: spec.label for spec in self.specs}
        every = {spec.path: spec.label for spec in field_specs(ProductRequest)}
        rows = []
        for refusal in plan.refused:
            for path, notices in refusal.problems.items():
                shown = self.binding.path_of(path) or path
                field = labels.get(shown) or every.get(path, path) if path else ""
                rows.append(RefusalRow(refusal.record.title, field, describe_all(notices)))
        self.refused_model.set_records(rows)
        summary = self.tr(
            "%n record(s) would be invalid with this change and are left as they are:",
            "",
            len(plan.refused),
        )
        self.refused_label.setText(summary)
        self.valid_button.setText(self.tr("Apply to the %n valid record(s)", "", len(plan.valid)))
        self.valid_button.setEnabled(bool(plan.valid))
        self.valid_button.setDefault(True)
        self.pages.setCurrentIndex(1)

    def _back(self) -> None:
        self.pages.setCurrentIndex(0)
        self.check_button.setEnabled(True)


def _show_different(editor: FieldEditor, word: str) -> None:
    """An editor showing no value, *different* in its place."""
    if isinstance(editor, TextField):
        editor.line.clear()
        editor.line.setPlaceholderText(word)
    elif isinstance(editor, ChoiceField):
        combo: QComboBox = editor.combo
        combo.setPlaceholderText(word)
        combo.setCurrentIndex(-1)
        line = combo.lineEdit()
        if line is not None:
            line.clear()
            line.setPlaceholderText(word)
    editor.setToolTip(word)
