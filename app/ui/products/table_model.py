"""The Products table: the paged record table with the columns of a product."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.ui.products.rows import ProductQuery, ProductRow, SortKey
from app.ui.records.paged_model import PagedTableModel, RowSource


class ProductTableModel(PagedTableModel[ProductRow, ProductQuery]):
    COLUMNS: tuple[SortKey, ...] = (
        "sync_state",
        "name",
        "category",
        "sub_category",
        "status",
        "public",
        "updated",
    )
    TITLE_COLUMN = "name"
    CACHED_PAGES = 32

    def __init__(self, source: RowSource[ProductRow, ProductQuery], parent: Any = None) -> None:
        super().__init__(source, ProductQuery(), parent)

    def titles(self) -> dict[str, str]:
        return {
            "sync_state": QCoreApplication.translate("ProductTableModel", "Sync"),
            "name": QCoreApplication.translate("ProductTableModel", "Name"),
            "category": QCoreApplication.translate("ProductTableModel", "Category"),
            "sub_category": QCoreApplication.translate("ProductTableModel", "Sub-category"),
            "status": QCoreApplication.translate("ProductTableModel", "Status"),
            "public": QCoreApplication.translate("ProductTableModel", "Public"),
            "updated": QCoreApplication.translate("ProductTableModel", "Changed"),
        }

    def display(self, row: ProductRow, column: str) -> Any:
        if column == "public":
            return self.yes_no(row.public)
        return super().display(row, column)
