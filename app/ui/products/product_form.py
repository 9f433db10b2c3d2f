"""The product form: the product request in two columns of sections, and its images and files."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTextEdit
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.categories import sub_categories
from app.api.products import ProductRequest
from app.paths import resources_dir
from app.ui.binding import FieldSpec
from app.ui.editors import ChoiceField
from app.ui.editors import FieldEditor
from app.ui.records.form import RecordForm
from app.ui.records.image_strip import ImageStrip

PIN_SIZE = QSize(22, 22)


class ProductForm(RecordForm):
    NEW_TITLE = QT_TRANSLATE_NOOP("ProductForm", "New product")
    duplicate_requested = Signal()
    archive_requested = Signal()
    resolve_requested = Signal()
    pin_clicked = Signal(str, bool)  # the field's wire path; pinned or not
    fields_ready = Signal()  # every field has its editor (a staged form: at its last turn)
    split_requested = Signal()

    images: ImageStrip

    def __init__(self, parent: QWidget | None = None, *, staged: bool = False) -> None:
        # Beside each field that may repeat (`Ui.repeats`): its pin (*vastzetten*).
        self.pins: dict[str, QToolButton] = {}
        self._pinned: set[str] = set()
        # What a field's context menu offers besides its own (`Repeats`: *vorige waarde*).
        self.field_actions: list[QAction] = []
        super().__init__(ProductRequest, "productForm", parent, accepts_files=True, staged=staged)
        self.binding.warn_with(ProductRequest.warnings)  # a dimension without its unit

    def fields_built(self) -> None:
        category = self.editor("productCategory")
        category.edited.connect(lambda: self._fill_sub_categories(category.value()))
        self.fields_ready.emit()

    # -- building --------------------------------------------------------
    def editor_for(self, spec: FieldSpec) -> FieldEditor:
        editor = super().editor_for(spec)
        if spec.ui.repeats:
            self.pins[spec.path] = self._pin_button(editor, spec)
        else:  # the pin's room kept: the fields' right edges stay in line
            editor.row.addSpacing(PIN_SIZE.width())
        return editor

    def _pin_button(self, editor: FieldEditor, spec: FieldSpec) -> QToolButton:
        """A checkable pin beside the editor. Tab passes it by (a stop beside each field would
        double the keys from one field to the next): the keyboard toggles the pin of the
        field the cursor is in (`Repeats.pin_action`, Ctrl+Shift+P)."""
        button = QToolButton(editor)
        button.setObjectName(f"pin_{spec.path}")
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.setIcon(_pin_icon())
        button.setIconSize(QSize(14, 14))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setChecked(spec.path in self._pinned)
        button.setFixedSize(PIN_SIZE)
        self._name_pin(button, spec)
        button.clicked.connect(lambda on, path=spec.path: self.pin_clicked.emit(path, on))
        editor.row.addWidget(button)
        return button

    def _name_pin(self, button: QToolButton, spec: FieldSpec) -> None:
        label = spec.label
        button.setAccessibleName(self.tr("Pin %1").replace("%1", label))
        button.setToolTip(
            self.tr("Pinned: every new product gets this value. Click to unpin.")
            if button.isChecked()
            else self.tr("Pin: keep this value for every new product.")
        )

    def show_pins(self, paths: set[str]) -> None:
        """The pins checked of the fields pinned (`paths`), the others not."""
        self._pinned = set(paths)
        specs = {spec.path: spec for spec in self.specs}
        for path, button in self.pins.items():
            with QSignalBlocker(button):
                button.setChecked(path in paths)
            self._name_pin(button, specs[path])

    def path_with_focus(self) -> str | None:
        """The wire path of the field the cursor is in (None: in none)."""
        focused = self.focusWidget()
        for path, editor in self.binding.editors.items():
            if focused is not None and (focused is editor or editor.isAncestorOf(focused)):
                return path
        return None

    def header_buttons(self) -> Iterable[QPushButton]:
        self.resolve_button = self.button(self.tr("Resolve conflict…"), self.resolve_requested)
        self.archive_button = self.button(self.tr("Archive…"), self.archive_requested)
        self.duplicate_button = self.button(self.tr("Duplicate"), self.duplicate_requested)
        self.split_button = self.button(
            self.tr("Split…"), self.split_requested, "splitProductButton"
        )
        self.split_button.hide()  # until a product is kept (`show_kind_actions`)
        self._kept, self._conflict = False, False
        return (self.resolve_button, self.archive_button, self.split_button, self.duplicate_button)

    def build_body(self, body: QWidget, layout: QVBoxLayout) -> None:
        self.build_sections(layout)
        # Where the server reports the description as a list, errors still reach its editor.
        self.binding.alias(
            "itemDetails.productDescription", "itemDetails.productDescription.description"
        )
        self.images = ImageStrip(body)
        layout.addWidget(self.images)

    # -- state -----------------------------------------------------------
    def show_as_new(self) -> None:
        self.set_new(True)

    def set_new(self, is_new: bool) -> None:
        """A product the server knows keeps its project; it can be archived."""
        self.editor("projectNumber").setEnabled(is_new)
        self.sections["project"].setToolTip(
            "" if is_new else self.tr("The project number can only be set on a new product.")
        )
        self.archive_button.setVisible(not is_new)

    def write(self, content: Mapping[str, Any]) -> None:
        self._fill_sub_categories(content.get("productCategory"))
        super().write(content)

    def set_sync_state(self, state: str | None) -> None:
        super().set_sync_state(state)
        self.resolve_button.setVisible(state == "conflict")
        self._conflict = state == "conflict"
        self._show_split()

    def show_kind_actions(self, kept: bool) -> None:
        # An untouched new product has nothing to keep for the next.
        self.duplicate_button.setVisible(kept)
        self._kept = kept
        self._show_split()

    def _show_split(self) -> None:
        # A conflict is settled before a split (the header has no room for both).
        self.split_button.setVisible(self._kept and not self._conflict)

    def retranslate(self) -> None:
        super().retranslate()
        self.show_pins(self._pinned)

    # -- editing ---------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A field's context menu: its own, and *vorige waarde* with its shortcuts."""
        if event.type() == QEvent.Type.ContextMenu and self.field_actions:
            assert isinstance(event, QContextMenuEvent)
            if isinstance(watched, QLineEdit | QPlainTextEdit | QTextEdit):
                menu = watched.createStandardContextMenu()
                menu.addSeparator()
            else:
                menu = QMenu(watched if isinstance(watched, QWidget) else self)
            menu.setObjectName("fieldContextMenu")
            menu.addActions(self.field_actions)
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(event.globalPos())
            return True
        return super().eventFilter(watched, event)

    def _fill_sub_categories(self, category: Any) -> None:
        field = self.editor("subProductCategory")
        assert isinstance(field, ChoiceField)
        known = sub_categories(category) if isinstance(category, str) else ()
        field.set_choices([(s, s) for s in known])


@cache
def _pin_icon() -> QIcon:
    """An outline pin; a filled one in the accent's blue while pinned (the On state)."""
    icons = resources_dir() / "icons"
    icon = QIcon(str(icons / "pin.svg"))
    icon.addFile(str(icons / "pin-on.svg"), QSize(), QIcon.Mode.Normal, QIcon.State.On)
    return icon
