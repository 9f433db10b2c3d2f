"""The Projects table: the paged record table with the columns of a project."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.ui.projects.rows import ProjectQuery, ProjectRow, ProjectSortKey
from app.ui.records.paged_model import PagedTableModel, RowSource


class ProjectTableModel(PagedTableModel[ProjectRow, ProjectQuery]):
    COLUMNS: tuple[ProjectSortKey, ...] = (
        "sync_state",
        "title",
        "city",
        "status",
        "published",
        "private",
        "archived",
        "updated",
    )
    TITLE_COLUMN = "title"

    def __init__(self, source: RowSource[ProjectRow, ProjectQuery], parent: Any = None) -> None:
        super().__init__(source, ProjectQuery(), parent)

    def titles(self) -> dict[str, str]:
        return {
            "sync_state": QCoreApplication.translate("ProjectTableModel", "Sync"),
            "title": QCoreApplication.translate("ProjectTableModel", "Title"),
            "city": QCoreApplication.translate("ProjectTableModel", "City"),
            "status": QCoreApplication.translate("ProjectTableModel", "Material status"),
            "published": QCoreApplication.translate("ProjectTableModel", "Published"),
            "private": QCoreApplication.translate("ProjectTableModel", "Private"),
            "archived": QCoreApplication.translate("ProjectTableModel", "Archived"),
            "updated": QCoreApplication.translate("ProjectTableModel", "Changed"),
        }

    def display(self, row: ProjectRow, column: str) -> Any:
        if column in ("published", "private", "archived"):
            return self.yes_no(getattr(row, column))
        return super().display(row, column)
