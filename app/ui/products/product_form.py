"""The product form: a view of one product request, in sections, with messages at the fields.

The form holds no state of its own beyond the editors: `content()` reads them
into the wire-shaped dict, `load()` fills them. Saving is the autosaver's job,
validation the request model's; the form only shows what they say.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.api.categories import (
    CATEGORIES,
    MEASUREMENT_UNITS,
    PRODUCT_STATUSES,
    QUANTITY_UNITS,
    sub_categories,
)
from app.ui.binding import FieldSpec, FormBinding
from app.ui.fields import (
    ChoiceField,
    DateField,
    FieldEditor,
    MultiLineField,
    NumberField,
    TextField,
    TriStateField,
)
from app.ui.products.image_strip import ImageStrip
from app.ui.products.product_fields import product_fields, section_titles
from app.ui.products.table_model import sync_state_label

AUTOSAVE_DELAY_MS = 400

_SECTION_COLUMNS = (
    ("item", "quantity", "price", "availability", "project"),
    ("dimensions", "characteristics", "contact", "address", "environment"),
)


class ProductForm(QWidget):
    """Emits `content_edited` (debounced) with the form's content whenever the user changes it."""

    content_edited = Signal(dict)
    files_dropped = Signal(list)
    queue_requested = Signal()
    duplicate_requested = Signal()
    archive_requested = Signal()
    resolve_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("productForm")
        self.setAcceptDrops(True)
        self.specs = product_fields()
        self.binding = FormBinding(self.specs, self)
        self._loading = False
        self._dirty = False
        self._touched: set[str] = set()
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave.timeout.connect(self.flush)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._build_header())
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("formBody")
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(12, 8, 12, 12)
        body_layout.setSpacing(10)
        self.banner = QLabel(body)
        self.banner.setObjectName("formBanner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        body_layout.addWidget(self.banner)
        body_layout.addLayout(self._build_sections())
        self.images = ImageStrip(body)
        body_layout.addWidget(self.images)
        body_layout.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        self.binding.edited.connect(self._on_edited)
        self.binding.editors["productCategory"].edited.connect(self._category_changed)
        for editor in self.binding.editors.values():
            editor.editor.installEventFilter(self)

    # -- building --------------------------------------------------------
    def _build_header(self) -> QWidget:
        header = QWidget(self)
        header.setObjectName("formHeader")
        layout = QHBoxLayout(header)
        layout.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel(self.tr("New product"), header)
        self.title.setObjectName("formTitle")
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.state_badge = QLabel(header)
        self.state_badge.setObjectName("stateBadge")
        layout.addWidget(self.title, 1)
        layout.addWidget(self.state_badge)
        self.resolve_button = QPushButton(self.tr("Resolve conflict…"), header)
        self.resolve_button.clicked.connect(self.resolve_requested)
        self.archive_button = QPushButton(self.tr("Archive…"), header)
        self.archive_button.clicked.connect(self.archive_requested)
        self.duplicate_button = QPushButton(self.tr("Duplicate"), header)
        self.duplicate_button.clicked.connect(self.duplicate_requested)
        self.queue_button = QPushButton(self.tr("Queue for sync"), header)
        self.queue_button.setObjectName("primaryButton")
        self.queue_button.setToolTip(self.tr("Ctrl+Enter"))
        self.queue_button.clicked.connect(self.queue_requested)
        for button in (
            self.resolve_button,
            self.archive_button,
            self.duplicate_button,
            self.queue_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
        return header

    def _editor_for(self, spec: FieldSpec) -> FieldEditor:
        if spec.kind == "multiline":
            return MultiLineField()
        if spec.kind in {"number", "integer"}:
            return NumberField(integer=spec.kind == "integer")
        if spec.kind == "date":
            return DateField()
        if spec.kind == "bool":
            return TriStateField(self.tr("Yes"), self.tr("No"))
        if spec.path == "productCategory":
            return ChoiceField([(c, c) for c in CATEGORIES], editable=False)
        if spec.path == "subProductCategory":
            return ChoiceField([], editable=True)
        if spec.path == "validityInformation.statusCode":
            return ChoiceField([(s, s) for s in PRODUCT_STATUSES])
        if spec.path == "quantity.quantityUoM":
            return ChoiceField(
                [(code, f"{code} – {label}") for code, label in QUANTITY_UNITS.items()],
                editable=True,
            )
        if spec.path == "physicalDimensions.uoMMeasurement":
            return ChoiceField(
                [(code, f"{code} – {label}") for code, label in MEASUREMENT_UNITS.items()],
                editable=True,
            )
        return TextField()

    def _build_sections(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        titles = section_titles()
        self.sections: dict[str, QGroupBox] = {}
        forms: dict[str, QFormLayout] = {}
        for column, names in enumerate(_SECTION_COLUMNS):
            for row, name in enumerate(names):
                box = QGroupBox(titles[name], self)
                box.setObjectName(f"section_{name}")
                form = QFormLayout(box)
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
                form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                form.setContentsMargins(10, 8, 10, 8)
                form.setVerticalSpacing(6)
                self.sections[name] = box
                forms[name] = form
                grid.addWidget(box, row, column)
        # Sections of unequal height: stretch the last row so both columns start at the top.
        grid.setRowStretch(len(_SECTION_COLUMNS[0]), 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        for spec in self.specs:
            editor = self._editor_for(spec)
            editor.setObjectName(spec.path)
            label = QLabel(spec.label + (" *" if spec.required else ""))
            if spec.required:
                label.setProperty("required", "yes")
                label.setToolTip(self.tr("Required"))
            label.setBuddy(editor.editor)
            forms[spec.section].addRow(label, editor)
            self.binding.bind(spec.path, editor)
        # Where the server reports the description as a list, errors still reach its editor.
        self.binding.alias(
            "itemDetails.productDescription", "itemDetails.productDescription.description"
        )
        return grid

    # -- state -----------------------------------------------------------
    def editor(self, path: str) -> FieldEditor:
        return self.binding.editors[path]

    def content(self) -> dict[str, Any]:
        return self.binding.read()

    def touched(self) -> set[str]:
        return set(self._touched)

    def load(
        self,
        content: Mapping[str, Any],
        *,
        title: str | None = None,
        sync_state: str | None = None,
        is_new: bool = True,
        banner: str | None = None,
    ) -> None:
        """Show `content` without treating it as an edit."""
        self._autosave.stop()
        self._dirty = False
        self._touched.clear()
        self._loading = True
        try:
            category = content.get("productCategory")
            self._fill_sub_categories(category if isinstance(category, str) else None)
            self.binding.write(content)
            self.binding.show_errors({})
        finally:
            self._loading = False
        self.set_title(title)
        self.set_sync_state(sync_state)
        self.editor("projectNumber").setEnabled(is_new)
        self.sections["project"].setToolTip(
            "" if is_new else self.tr("The project number can only be set on a new product.")
        )
        self.archive_button.setVisible(not is_new)
        self.set_banner(banner)

    def set_title(self, title: str | None) -> None:
        self.title.setText(title or self.tr("New product"))

    def set_sync_state(self, state: str | None) -> None:
        self.state_badge.setVisible(bool(state))
        self.state_badge.setText(sync_state_label(state) if state else "")
        self.state_badge.setProperty("state", state or "")
        self.state_badge.style().unpolish(self.state_badge)
        self.state_badge.style().polish(self.state_badge)
        self.resolve_button.setVisible(state == "conflict")

    def set_banner(self, text: str | None) -> None:
        self.banner.setText(text or "")
        self.banner.setVisible(bool(text))

    def show_errors(
        self, errors: Mapping[str, list[str]], *, touched_only: bool = False
    ) -> dict[str, list[str]]:
        only = (lambda path: path in self._touched) if touched_only else None
        return self.binding.show_errors(errors, only=only)

    # -- editing ---------------------------------------------------------
    def _fill_sub_categories(self, category: str | None) -> None:
        field = self.editor("subProductCategory")
        assert isinstance(field, ChoiceField)
        field.set_choices([(s, s) for s in sub_categories(category or "")])

    def _category_changed(self) -> None:
        value = self.editor("productCategory").value()
        self._fill_sub_categories(value if isinstance(value, str) else None)

    def _on_edited(self, path: str) -> None:
        if self._loading:
            return
        self._touched.add(path)
        self._dirty = True
        self._autosave.start()

    def has_pending_changes(self) -> bool:
        return self._dirty

    def flush(self) -> None:
        """Hand pending edits to the autosaver now (focus-out, close, switching rows)."""
        self._autosave.stop()
        if self._dirty:
            self._dirty = False
            self.content_edited.emit(self.content())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut and self._dirty:
            self.flush()
        return super().eventFilter(watched, event)

    def hideEvent(self, event: Any) -> None:
        self.flush()
        super().hideEvent(event)

    # -- dropping files --------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.files_dropped.emit(files)
