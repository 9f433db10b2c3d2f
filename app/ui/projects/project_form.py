"""The project form: the create request in sections, the server's details, and the images.

Like the product form it holds no state beyond its editors: `content()` reads
them into the wire-shaped dict, `load()` fills them, the autosaver stores and the
request model judges. A project on the server cannot be changed through the
interface, so for one the editors give way to a read-only view of everything the
service returned; only its images can still be added and removed.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFileDialog,
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

from app.api.categories import MATERIAL_STATUSES, SOIL_TYPES
from app.ui.binding import FieldSpec, FormBinding
from app.ui.fields import (
    ChoiceField,
    FieldEditor,
    MultiLineField,
    TextField,
    TriStateField,
)
from app.ui.products.image_strip import ImageStrip
from app.ui.products.table_model import sync_state_label
from app.ui.projects.moment_field import MomentField, utc_to_local
from app.ui.projects.project_fields import (
    detail_fields,
    project_fields,
    section_titles,
    soil_label,
)

AUTOSAVE_DELAY_MS = 400

# (row, column) of the sections; the material period spans both columns below them.
_SECTION_PLACES = {
    "project": (0, 0),
    "contact": (0, 1),
    "address": (1, 0),
    "delivery": (1, 1),
}


class ProjectImageStrip(ImageStrip):
    """The image strip of the products, for pictures only (a project has no files)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectImageStrip")
        self.setTitle(self.tr("Images"))
        self.hint.setText(self.tr("Drag pictures here, or use the button below."))
        self.add_button.setText(self.tr("Add pictures…"))

    def _choose_files(self) -> None:
        dialog = QFileDialog(self, self.tr("Add pictures"))
        dialog.setObjectName("projectImageDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setNameFilters(
            [self.tr("Pictures (*.jpg *.jpeg *.png *.webp *.gif *.bmp *.tif *.tiff)")]
        )
        dialog.filesSelected.connect(self._files_selected)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()


class ProjectForm(QWidget):
    """Emits `content_edited` (debounced) with the form's content whenever the user changes it."""

    content_edited = Signal(dict)
    files_dropped = Signal(list)
    queue_requested = Signal()
    new_product_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectForm")
        self.setAcceptDrops(True)
        self.specs = project_fields()
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
        self.editors_box = QWidget(body)
        sections = self._build_sections()
        sections.setContentsMargins(0, 0, 0, 0)
        self.editors_box.setLayout(sections)
        body_layout.addWidget(self.editors_box)
        self.details = self._build_details(body)
        body_layout.addWidget(self.details)
        self.images = ProjectImageStrip(body)
        body_layout.addWidget(self.images)
        body_layout.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        self.binding.edited.connect(self._on_edited)
        for editor in self.binding.editors.values():
            editor.editor.installEventFilter(self)

    # -- building --------------------------------------------------------
    def _build_header(self) -> QWidget:
        header = QWidget(self)
        header.setObjectName("formHeader")
        layout = QHBoxLayout(header)
        layout.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel(self.tr("New project"), header)
        self.title.setObjectName("formTitle")
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.state_badge = QLabel(header)
        self.state_badge.setObjectName("stateBadge")
        layout.addWidget(self.title, 1)
        layout.addWidget(self.state_badge)
        self.new_product_button = QPushButton(self.tr("New product in this project"), header)
        self.new_product_button.setObjectName("newProductInProject")
        self.new_product_button.setToolTip(
            self.tr("A product draft with the project number, address and contact filled in")
        )
        self.new_product_button.clicked.connect(self.new_product_requested)
        self.queue_button = QPushButton(self.tr("Queue for sync"), header)
        self.queue_button.setObjectName("primaryButton")
        self.queue_button.setToolTip(self.tr("Ctrl+Enter"))
        self.queue_button.clicked.connect(self.queue_requested)
        for button in (self.new_product_button, self.queue_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
        return header

    def _editor_for(self, spec: FieldSpec) -> FieldEditor:
        if spec.kind == "multiline":
            return MultiLineField()
        if spec.kind == "moment":
            return MomentField(default_time=dt.time(17, 0) if spec.path.endswith("_tot") else None)
        if spec.kind == "bool":
            return TriStateField(self.tr("Yes"), self.tr("No"))
        if spec.path == "status_materiaal":
            return ChoiceField([(s, s) for s in MATERIAL_STATUSES])
        if spec.path == "grondsoort":
            # "Unknown" is the service's empty string, so it is a choice of its own.
            return ChoiceField([(s, soil_label(s)) for s in SOIL_TYPES], allow_empty=False)
        return TextField()

    def _build_sections(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        titles = section_titles()
        self.sections: dict[str, QGroupBox] = {}
        forms: dict[str, QFormLayout] = {}
        for name, (row, column) in _SECTION_PLACES.items():
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
        # The periods read as sentences: "available from ... until ...", one per row.
        period = QGroupBox(titles["period"], self)
        period.setObjectName("section_period")
        self.sections["period"] = period
        period_grid = QGridLayout(period)
        period_grid.setContentsMargins(10, 8, 10, 8)
        period_grid.setHorizontalSpacing(8)
        period_grid.setVerticalSpacing(6)
        period_grid.setColumnStretch(1, 1)
        period_grid.setColumnStretch(3, 1)
        grid.addWidget(period, 2, 0, 1, 2)
        grid.setRowStretch(3, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        moments = 0
        for spec in self.specs:
            editor = self._editor_for(spec)
            editor.setObjectName(spec.path)
            label = QLabel(spec.label + (" *" if spec.required else ""))
            if spec.required:
                label.setProperty("required", "yes")
                label.setToolTip(self.tr("Required"))
            label.setBuddy(editor.editor)
            if spec.section == "period":
                row, column = divmod(moments, 2)
                # Top-aligned with its editor, so a message below one editor of the row
                # does not shift the other pair.
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                label.setMinimumHeight(editor.editor.sizeHint().height())
                period_grid.addWidget(label, row, column * 2, Qt.AlignmentFlag.AlignTop)
                period_grid.addWidget(editor, row, column * 2 + 1, Qt.AlignmentFlag.AlignTop)
                moments += 1
            else:
                forms[spec.section].addRow(label, editor)
            self.binding.bind(spec.path, editor)
        hint = QLabel(self.tr("Times are local; the service receives them in UTC."), self)
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        period_grid.addWidget(hint, 2, 0, 1, 4)
        return grid

    def _build_details(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(self.tr("On the server"), parent)
        box.setObjectName("projectDetails")
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setContentsMargins(10, 8, 10, 8)
        form.setVerticalSpacing(4)
        self.detail_labels: dict[str, QLabel] = {}
        for key, title in detail_fields():
            value = QLabel(box)
            value.setObjectName(f"detail_{key}")
            value.setWordWrap(True)
            value.setTextFormat(Qt.TextFormat.RichText if key == "url" else Qt.TextFormat.PlainText)
            value.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse
                | Qt.TextInteractionFlag.LinksAccessibleByMouse
            )
            value.setOpenExternalLinks(True)
            value.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            form.addRow(title, value)
            self.detail_labels[key] = value
        box.hide()
        return box

    # -- state -----------------------------------------------------------
    def editor(self, path: str) -> FieldEditor:
        return self.binding.editors[path]

    def content(self) -> dict[str, Any]:
        return self.binding.read()

    def touched(self) -> set[str]:
        return set(self._touched)

    def touch(self, *paths: str) -> None:
        """Treat `paths` as changed by the user: their model messages show at once."""
        self._touched.update(paths)

    def load(
        self,
        content: Mapping[str, Any],
        *,
        title: str | None = None,
        sync_state: str | None = None,
        banner: str | None = None,
        server_data: Mapping[str, Any] | None = None,
        can_add_product: bool = True,
    ) -> None:
        """Show `content` without treating it as an edit; `server_data` shows a server project."""
        self._autosave.stop()
        self._dirty = False
        self._touched.clear()
        self._loading = True
        try:
            self.binding.write(content)
            if content.get("grondsoort") is None:
                # Not given reads as the service's "unknown" (the empty string).
                self.editor("grondsoort").set_value("")
            self.binding.show_errors({})
        finally:
            self._loading = False
        self.set_title(title)
        self.set_sync_state(sync_state)
        self.set_banner(banner)
        self.set_details(server_data)
        self.new_product_button.setEnabled(can_add_product)

    def set_details(self, data: Mapping[str, Any] | None) -> None:
        """A server project is read-only: its details replace the editors."""
        on_server = data is not None
        self.editors_box.setVisible(not on_server)
        self.details.setVisible(on_server)
        self.queue_button.setVisible(not on_server)
        if data is None:
            return
        for key, label in self.detail_labels.items():
            label.setText(_detail_text(key, data))

    def set_title(self, title: str | None) -> None:
        self.title.setText(title or self.tr("New project"))

    def set_sync_state(self, state: str | None) -> None:
        self.state_badge.setVisible(bool(state))
        self.state_badge.setText(sync_state_label(state) if state else "")
        self.state_badge.setProperty("state", state or "")
        self.state_badge.style().unpolish(self.state_badge)
        self.state_badge.style().polish(self.state_badge)

    def set_banner(self, text: str | None) -> None:
        self.banner.setText(text or "")
        self.banner.setVisible(bool(text))

    def show_errors(self, errors: Mapping[str, list[str]]) -> dict[str, list[str]]:
        return self.binding.show_errors(errors)

    # -- editing ---------------------------------------------------------
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

    # -- dropping pictures -----------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.files_dropped.emit(files)


def _yes_no(value: Any) -> str:
    if value is None:
        return "–"
    if value:
        return QCoreApplication.translate("ProjectForm", "Yes")
    return QCoreApplication.translate("ProjectForm", "No")


def _detail_text(key: str, data: Mapping[str, Any]) -> str:
    if key == "coordinates":
        lat, lon = data.get("latitude"), data.get("longitude")
        return f"{lat}, {lon}" if lat not in (None, "") and lon not in (None, "") else "–"
    value = data.get(key)
    if key in ("published", "prive", "archived"):
        return _yes_no(value)
    if key == "grondsoort":
        return soil_label(value) if value is not None else "–"
    if value is None or value == "":
        return "–"
    if key == "url":
        text = str(value).replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
        return f'<a href="{text}">{text}</a>'
    if key.startswith("materiaal_") or key in (
        "created_at",
        "updated_at",
        "voorbereidende_werkzaamheden_mogelijk_vanaf",
    ):
        return utc_to_local(value)
    return str(value)
