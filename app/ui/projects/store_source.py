"""Rows of the Projects table from the store's catalogue: a project's filters and columns."""

from __future__ import annotations

from app.store.database import Database
from app.store.records import RecordKind
from app.store.search import ListingRow, OrderBy, SearchFilters
from app.ui.projects.rows import ProjectQuery, ProjectRow
from app.ui.records.store_source import CatalogueSource, row_identity, search_filters

_ORDER = {
    "title": OrderBy.TITLE,
    "city": OrderBy.CITY,
    "status": OrderBy.STATUS,
    "updated": OrderBy.UPDATED,
}


def _filters(query: ProjectQuery) -> SearchFilters:
    return search_filters(
        query, published=query.published, private=query.private, archived=query.archived
    )


def project_row(r: ListingRow) -> ProjectRow:
    return ProjectRow(
        title=r.title,
        city=r.city or "",
        status=r.status,
        published=r.published,
        private=r.private,
        archived=r.archived,
        **row_identity(r),
    )


class ProjectStoreSource(CatalogueSource[ProjectRow, ProjectQuery]):
    def __init__(self, database: Database) -> None:
        super().__init__(
            database, RecordKind.PROJECT, filters=_filters, order=_ORDER, to_row=project_row
        )
