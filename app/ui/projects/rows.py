"""Plain data the Projects table shows: one row per cached server project or project draft."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

ProjectSortKey = Literal[
    "sync_state", "title", "city", "status", "published", "private", "archived", "updated"
]


@dataclass(frozen=True)
class ProjectRow:
    key: str
    title: str
    city: str
    status: str | None
    published: bool | None
    private: bool | None
    archived: bool | None
    sync_state: str
    updated: str
    draft_id: str | None = None
    server_id: int | None = None


@dataclass(frozen=True)
class ProjectQuery:
    text: str = ""
    status: str | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None
    sync_state: str | None = None
    sort: ProjectSortKey = "updated"
    descending: bool = True

    def with_(self, **changes: object) -> ProjectQuery:
        return replace(self, **changes)  # type: ignore[arg-type]
