"""Rows of the Projects table from the store's catalogue (cached server projects and drafts)."""

from __future__ import annotations

from app.store.database import Database
from app.store.records import DraftState, RecordKind
from app.store.search import Catalogue, ListingRow, OrderBy, SearchFilters, Source
from app.ui.projects.rows import ProjectQuery, ProjectRow

_ORDER = {
    "title": OrderBy.TITLE,
    "city": OrderBy.CITY,
    "status": OrderBy.STATUS,
    "updated": OrderBy.UPDATED,
}


def _filters(query: ProjectQuery) -> SearchFilters:
    source = Source.ALL
    states: tuple[DraftState, ...] = ()
    if query.sync_state == DraftState.SYNCED.value:
        source = Source.SERVER
    elif query.sync_state is not None:
        states = (DraftState(query.sync_state),)
    return SearchFilters(
        statuses=(query.status,) if query.status else (),
        published=query.published,
        private=query.private,
        archived=query.archived,
        source=source,
        draft_states=states,
    )


class ProjectStoreSource:
    def __init__(self, database: Database) -> None:
        self._db = database
        self.catalogue = Catalogue(database)

    def count(self, query: ProjectQuery) -> int:
        return self.catalogue.count(RecordKind.PROJECT, query.text, filters=_filters(query))

    def page(self, query: ProjectQuery, offset: int, limit: int) -> list[ProjectRow]:
        rows = self.catalogue.search(
            RecordKind.PROJECT,
            query.text,
            filters=_filters(query),
            # Sync state and the flags have no index: they sort by change.
            order_by=_ORDER.get(query.sort, OrderBy.UPDATED),
            descending=query.descending,
            limit=limit,
            offset=offset,
        )
        return [project_row(r) for r in rows]

    def row_for(self, key: str) -> ProjectRow | None:
        source, _, ident = key.partition(":")
        column = "draft_id" if source == "d" else "server_id"
        found = self._db.query_one(
            f"SELECT key FROM listing WHERE kind = 'project' AND {column} = ? AND source = ?",
            (ident, "draft" if source == "d" else "server"),
        )
        if found is None:
            return None
        rows = self.catalogue.rows([found[0]])
        return project_row(rows[0]) if rows else None


def project_row(r: ListingRow) -> ProjectRow:
    server_id = r.server_id
    return ProjectRow(
        key=f"d:{r.draft_id}" if r.is_draft else f"s:{server_id}",
        title=r.title,
        city=r.city or "",
        status=r.status,
        published=r.published,
        private=r.private,
        archived=r.archived,
        sync_state=r.draft_state.value if r.draft_state is not None else "synced",
        updated=r.updated_at or "",
        draft_id=r.draft_id,
        server_id=int(server_id) if server_id and server_id.isdigit() else None,
    )
