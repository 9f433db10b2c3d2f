"""The project form: the create request in sections, and the images. A project on the server
cannot be changed, so for one the editors give way to what the service returned."""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Iterable
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.categories import SOIL_TYPES
from app.api.projects import ProjectRequest
from app.ui.binding import FieldSpec
from app.ui.binding import form_language
from app.ui.editors import ChoiceField
from app.ui.editors import DateField
from app.ui.editors import FieldEditor
from app.ui.records.field_labels import detail_text
from app.ui.records.field_labels import hint_label
from app.ui.records.form import RecordForm
from app.ui.records.image_strip import ImageStrip
from app.ui.records.moments import utc_to_local


def soil_label(value: str) -> str:
    return value or QCoreApplication.translate("ProjectFields", "Unknown")


# The response's moments besides the request's: shown in local time.
_MOMENTS = {"created_at", "updated_at", "voorbereidende_werkzaamheden_mogelijk_vanaf"}


class ProjectForm(RecordForm):
    NEW_TITLE = QT_TRANSLATE_NOOP("ProjectForm", "New project")
    new_product_requested = Signal()
    report_requested = Signal()

    images: ImageStrip

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(ProjectRequest, "projectForm", parent, accepts_files=True)

    # -- building --------------------------------------------------------
    def header_buttons(self) -> Iterable[QPushButton]:
        self.new_product_button = self.button(
            self.tr("New product in this project"),
            self.new_product_requested,
            "newProductInProject",
            self.tr("A product draft with the project number, address and contact filled in"),
        )
        self.report_button = self.button(
            self.tr("Project report…"),
            self.report_requested,
            "projectReport",
            self.tr("A PDF of the project's products, with photos, labels and a summary"),
        )
        self.report_button.hide()
        return (self.new_product_button, self.report_button)

    def build_body(self, body: QWidget, layout: QVBoxLayout) -> None:
        below, _forms = self.build_sections(layout)
        below.addWidget(self._period_section())
        self.details_box(layout, "projectDetails", "project", rich={"url"})
        from app.ui.report.overview import ProjectOverview

        self.overview = ProjectOverview(body)
        self.overview.hide()
        layout.addWidget(self.overview)
        self.images = ImageStrip(body, pictures_only=True)
        layout.addWidget(self.images)

    def editor_for(self, spec: FieldSpec) -> FieldEditor:
        if spec.kind == "moment":
            # A period ends at the end of a working day.
            return DateField(
                moment=True, default_time=dt.time(17, 0) if spec.ui.not_before else None
            )
        if spec.path == "grondsoort":
            # "Unknown" is the service's empty string, so it is a choice of its own.
            return ChoiceField([(s, soil_label(s)) for s in SOIL_TYPES], allow_empty=False)
        return super().editor_for(spec)

    def _period_section(self) -> QGroupBox:
        """The periods read as sentences: "available from ... until ...", one per row."""
        title = self.model.SECTIONS["period"].label(form_language())
        box = self.sections["period"] = QGroupBox(title, self)
        box.setObjectName("section_period")
        period = QGridLayout(box)
        period.setContentsMargins(10, 8, 10, 8)
        period.setHorizontalSpacing(8)
        period.setVerticalSpacing(6)
        period.setColumnStretch(1, 1)
        period.setColumnStretch(3, 1)
        for at, spec in enumerate(s for s in self.specs if s.section == "period"):
            label, editor = self.labelled_editor(spec)
            row, column = divmod(at, 2)
            # Top-aligned with its editor, so a message below one editor of the row
            # does not shift the other pair (a `FieldLabel` keeps its text level with it).
            period.addWidget(label, row, column * 2, Qt.AlignmentFlag.AlignTop)
            period.addWidget(editor, row, column * 2 + 1, Qt.AlignmentFlag.AlignTop)
        hint = hint_label(self.tr("Times are local; the service receives them in UTC."), self)
        period.addWidget(hint, 2, 0, 1, 4)
        return box

    # -- state -----------------------------------------------------------
    def show_as_new(self) -> None:
        self.set_details(None)

    def show_kind_actions(self, kept: bool) -> None:
        # An untouched new project has no address or contact to pass on.
        self.new_product_button.setVisible(kept)

    def write(self, content: Mapping[str, Any]) -> None:
        super().write(content)
        if content.get("grondsoort") is None:
            # Not given reads as the service's "unknown" (the empty string).
            self.editor("grondsoort").set_value("")

    def set_details(self, data: Mapping[str, Any] | None) -> None:
        """A server project is read-only: its details replace the editors."""
        self.show_server_view(data is not None)
        if data is None:
            return
        for key, label in self.detail_labels.items():
            label.setText(_detail_text(key, data))


def _detail_text(key: str, data: Mapping[str, Any]) -> str:
    value = data.get(key)
    if key == "coordinates":
        lat, lon = data.get("latitude"), data.get("longitude")
        value = f"{lat}, {lon}" if lat not in (None, "") and lon not in (None, "") else None
    elif key == "grondsoort" and value is not None:
        return soil_label(value)
    elif key == "url" and value:
        text = html.escape(str(value))
        return f'<a href="{text}">{text}</a>'
    elif (key in _MOMENTS or key.startswith("materiaal_")) and value:
        return utc_to_local(value)
    return detail_text(value)
