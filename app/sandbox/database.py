"""The sandbox's SQLite database: products, projects, their media, and subscriptions.

Products and projects are stored as JSON documents already in response form, next to the few
columns that lists filter on. One connection behind one lock: the sandbox handles few requests
at a time, and a single writer keeps it simple and correct.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC
from datetime import datetime
from pathlib import Path
from typing import Any
from typing import cast

from pydantic_core import from_json

from app.paths import resources_dir
from app.sandbox.interface import PUBLIC_STATUSES

_SCHEMA = resources_dir() / "sandbox" / "schema.sql"
_PUBLIC = (
    f"p.status_code IN ({','.join('?' * len(PUBLIC_STATUSES))}) AND (p.project_id IS NULL"
    " OR NOT EXISTS (SELECT 1 FROM projects j WHERE j.id = p.project_id AND j.prive = 1))"
)

# Page ends remembered while nothing is written (a 100,000-item list read page by page).
_PAGE_ENDS_KEPT = 100_000


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False)


def _load(text: str) -> dict[str, Any]:
    # pydantic's compiled parser: twice as fast as `json.loads` on a stored document, and
    # a page of a list parses a hundred of them.
    return cast(dict[str, Any], from_json(text))


def _status(doc: dict[str, Any]) -> str | None:
    status = (doc.get("validityInformation") or {}).get("statusCode")
    return status if isinstance(status, str) else None


@dataclass(frozen=True, slots=True)
class Record:
    """A product or project row: its id, stored document and bookkeeping columns."""

    id: int
    doc: dict[str, Any]
    created_at: str
    updated_at: str

    @classmethod
    def of(cls, row: sqlite3.Row) -> Record:
        return cls(row["id"], _load(row["doc"]), row["created_at"], row["updated_at"])


@dataclass(frozen=True, slots=True)
class StoredMedia:
    id: int
    kind: str
    name: str
    content_type: str
    data: bytes | None
    external_url: str | None


class Database:
    def __init__(self, path: str | Path | None = None) -> None:
        target = ":memory:" if path is None else str(path)
        # Writes begin their transaction with BEGIN IMMEDIATE; `with self._conn` ends it.
        self._conn = sqlite3.connect(target, check_same_thread=False, isolation_level="IMMEDIATE")
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.RLock()
        # What `page` remembers of the lists as they are (see there).
        self._paging_version = -1
        self._totals: dict[str, int] = {}
        self._page_ends: dict[tuple[str, int, int], int] = {}
        with self._lock:
            if path is not None:
                self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.executescript(_SCHEMA.read_text(encoding="utf-8"))

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _query(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, tuple(params)).fetchall()

    def _write(self, sql: str, params: Iterable[Any]) -> sqlite3.Cursor:
        with self._lock, self._conn:  # one transaction, rolled back on an error
            return self._conn.execute(sql, tuple(params))

    def clear(self) -> None:
        """Every record gone and the ids starting at 1 again, as a new database."""
        with self._lock, self._conn:
            for table in ("media", "products", "projects", "subscriptions"):
                self._conn.execute(f"DELETE FROM {table}")
            self._conn.execute("DELETE FROM sqlite_sequence")

    def is_empty(self) -> bool:
        """True when neither projects nor products exist (a fresh database)."""
        sql = "SELECT EXISTS (SELECT 1 FROM projects) OR EXISTS (SELECT 1 FROM products)"
        return not self._query(sql)[0][0]

    # -- products and projects ----------------------------------------------------------

    def insert_project(self, doc: dict[str, Any], *, prive: bool) -> int:
        cursor = self._write(
            "INSERT INTO projects (doc, prive, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
            (_dumps(doc), int(prive), _now()),
        )
        return int(cursor.lastrowid or 0)

    def insert_products(self, docs: list[tuple[dict[str, Any], int | None]]) -> list[int]:
        """Products with their project ids, in one transaction (one, or the demo catalogue)."""
        stamp = _now()
        sql = (
            "INSERT INTO products (doc, project_id, status_code, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?)"
        )
        rows = [(_dumps(doc), project, _status(doc), stamp, stamp) for doc, project in docs]
        with self._lock, self._conn:
            return [int(self._conn.execute(sql, row).lastrowid or 0) for row in rows]

    def get_project(self, project_id: int) -> Record | None:
        rows = self._query("SELECT * FROM projects WHERE id = ?", (project_id,))
        return Record.of(rows[0]) if rows else None

    def get_product(self, product_id: int, *, include_archived: bool = False) -> Record | None:
        rows = self._query("SELECT * FROM products WHERE id = ?", (product_id,))
        listed = rows and (include_archived or not rows[0]["archived"])
        return Record.of(rows[0]) if listed else None

    def update_product(self, product_id: int, doc: dict[str, Any]) -> None:
        self._write(
            "UPDATE products SET doc = ?, status_code = ?, updated_at = ? WHERE id = ?",
            (_dumps(doc), _status(doc), _now(), product_id),
        )

    def archive_product(self, product_id: int) -> None:
        sql = "UPDATE products SET archived = 1, updated_at = ? WHERE id = ?"
        self._write(sql, (_now(), product_id))

    def touch_project(self, project_id: int) -> None:
        """Mark a project changed (its images changed)."""
        self._write("UPDATE projects SET updated_at = ? WHERE id = ?", (_now(), project_id))

    def page(
        self, table: str, page: int, per_page: int, *, public_only: bool = False
    ) -> tuple[list[Record], int]:
        """A page of "projects" or "products" (never archived ones) in id order, and the total."""
        where, params = ("1", []) if table == "projects" else ("p.archived = 0", [])
        if public_only:
            where, params = f"{where} AND {_PUBLIC}", list(PUBLIC_STATUSES)
        with self._lock:
            # A client reads a list page after page: while nothing is written, the total
            # and where the page before ended are known, so page 1,000 of 100,000 products
            # costs what page 1 does (counting and skipping took 20-50 ms a page).
            version = self._conn.total_changes
            if version != self._paging_version:
                self._paging_version, self._totals, self._page_ends = version, {}, {}
            total = self._totals.get(where)
            if total is None:
                sql = f"SELECT COUNT(*) FROM {table} p WHERE {where}"
                total = self._totals[where] = int(self._conn.execute(sql, params).fetchone()[0])
            after = self._page_ends.get((where, per_page, page - 1))
            if after is not None:
                condition, bounds = "p.id > ?", [after, per_page]
            else:  # the page's ids from the index alone: OFFSET skips entries, not documents
                condition, bounds = "1", [per_page, (page - 1) * per_page]
            rows = self._conn.execute(
                f"SELECT * FROM {table} WHERE id IN (SELECT p.id FROM {table} p WHERE {where}"
                f" AND {condition} ORDER BY p.id LIMIT ?{'' if after is not None else ' OFFSET ?'})"
                " ORDER BY id",
                [*params, *bounds],
            ).fetchall()
            if rows and len(self._page_ends) < _PAGE_ENDS_KEPT:
                self._page_ends[(where, per_page, page)] = int(rows[-1]["id"])
            return [Record.of(row) for row in rows], total

    # -- media ----------------------------------------------------------------------------

    def add_media(
        self,
        owner: tuple[str, int],
        kind: str,
        name: str,
        content_type: str,
        data: bytes | None,
        external_url: str | None = None,
    ) -> StoredMedia:
        """Keep an image or file of an owner ("product" or "project", and its id)."""
        cursor = self._write(
            "INSERT INTO media (owner_type, owner_id, kind, name, content_type, data,"
            " external_url) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (*owner, kind, name, content_type, data, external_url),
        )
        return StoredMedia(int(cursor.lastrowid or 0), kind, name, content_type, data, external_url)

    def delete_media(self, owner: tuple[str, int], kind: str, media_id: int) -> bool:
        cursor = self._write(
            "DELETE FROM media WHERE owner_type = ? AND owner_id = ? AND kind = ? AND id = ?",
            (*owner, kind, media_id),
        )
        return cursor.rowcount > 0

    def get_media(self, media_id: int) -> StoredMedia | None:
        columns = "id, kind, name, content_type, data, external_url"
        rows = self._query(f"SELECT {columns} FROM media WHERE id = ?", (media_id,))
        return StoredMedia(*rows[0]) if rows else None

    def media_of(self, owner_type: str, owner_ids: Iterable[int]) -> dict[int, list[StoredMedia]]:
        """The media of many owners at once (without their bytes), in upload order."""
        found: dict[int, list[StoredMedia]] = {owner: [] for owner in owner_ids}
        rows = self._query(
            "SELECT owner_id, id, kind, name, content_type, NULL, external_url FROM media"
            f" WHERE owner_type = ? AND owner_id IN ({','.join('?' * len(found))}) ORDER BY id",
            [owner_type, *found],
        )
        for owner_id, *media in rows:
            found[owner_id].append(StoredMedia(*media))
        return found

    # -- subscriptions --------------------------------------------------------------------

    def insert_subscription(self, doc: dict[str, Any]) -> None:
        self._write(
            "INSERT INTO subscriptions (id, doc, created_seq)"
            " SELECT ?, ?, COALESCE(MAX(created_seq), 0) + 1 FROM subscriptions",
            (doc["id"], _dumps(doc)),
        )

    def get_subscription(self, subscription_id: str) -> dict[str, Any] | None:
        rows = self._query("SELECT doc FROM subscriptions WHERE id = ?", (subscription_id,))
        return _load(rows[0]["doc"]) if rows else None

    def list_subscriptions(self) -> list[dict[str, Any]]:
        rows = self._query("SELECT doc FROM subscriptions ORDER BY created_seq")
        return [_load(row["doc"]) for row in rows]

    def delete_subscription(self, subscription_id: str) -> bool:
        cursor = self._write("DELETE FROM subscriptions WHERE id = ?", (subscription_id,))
        return cursor.rowcount > 0

    def set_subscription_status(self, subscription_id: str, status: str) -> bool:
        cursor = self._write(
            "UPDATE subscriptions SET doc = json_set(doc, '$.status', ?) WHERE id = ?",
            (status, subscription_id),
        )
        return cursor.rowcount > 0
