"""The product form: the product request in two columns of sections, and its images and files."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from app.api.categories import sub_categories
from app.api.products import ProductRequest
from app.ui.editors import ChoiceField
from app.ui.records.form import RecordForm
from app.ui.records.image_strip import ImageStrip


class ProductForm(RecordForm):
    NEW_TITLE = QT_TRANSLATE_NOOP("ProductForm", "New product")
    duplicate_requested = Signal()
    archive_requested = Signal()
    resolve_requested = Signal()
    split_requested = Signal()

    images: ImageStrip

    def __init__(self, parent: QWidget | None = None, *, staged: bool = False) -> None:
        super().__init__(ProductRequest, "productForm", parent, accepts_files=True, staged=staged)
        self.binding.warn_with(ProductRequest.warnings)  # a dimension without its unit

    def fields_built(self) -> None:
        category = self.editor("productCategory")
        category.edited.connect(lambda: self._fill_sub_categories(category.value()))

    # -- building --------------------------------------------------------
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

    # -- editing ---------------------------------------------------------
    def _fill_sub_categories(self, category: Any) -> None:
        field = self.editor("subProductCategory")
        assert isinstance(field, ChoiceField)
        known = sub_categories(category) if isinstance(category, str) else ()
        field.set_choices([(s, s) for s in known])
