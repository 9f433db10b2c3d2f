"""The sandbox's SQLite database: products, projects, their media, and subscriptions.

Products and projects are stored as JSON documents already in response form, next to the few
columns that lists filter on. One connection serves every thread behind one lock: the sandbox
handles few requests at a time, and a single writer keeps it simple and correct.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.sandbox.interface import PUBLIC_STATUSES

_SCHEMA = """
CREATE TABLE IF NOT EXISTS projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    doc TEXT NOT NULL,
    prive INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    doc TEXT NOT NULL,
    project_id INTEGER REFERENCES projects(id),
    status_code TEXT,
    archived INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_listed ON products(archived, id);
CREATE TABLE IF NOT EXISTS media (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_type TEXT NOT NULL,
    owner_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    data BLOB,
    external_url TEXT
);
CREATE INDEX IF NOT EXISTS media_owner ON media(owner_type, owner_id, kind);
CREATE TABLE IF NOT EXISTS subscriptions (
    id TEXT PRIMARY KEY,
    doc TEXT NOT NULL,
    created_seq INTEGER NOT NULL
);
"""


def now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=_encode_extra)


def _encode_extra(value: Any) -> Any:
    if isinstance(value, Decimal):
        return format(value, "f")
    raise TypeError(f"cannot store {type(value).__name__}")


@dataclass(frozen=True, slots=True)
class Record:
    """A product or project row: its id, stored document and bookkeeping columns."""

    id: int
    doc: dict[str, Any]
    archived: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True)
class StoredMedia:
    id: int
    owner_type: str
    owner_id: int
    kind: str
    name: str
    content_type: str
    data: bytes | None
    external_url: str | None


class Database:
    def __init__(self, path: str | Path | None = None) -> None:
        target = ":memory:" if path is None else str(path)
        self._conn = sqlite3.connect(target, check_same_thread=False, isolation_level=None)
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.RLock()
        with self._lock:
            if path is not None:
                self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def _query(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, tuple(params)).fetchall()

    def is_empty(self) -> bool:
        """True when neither projects nor products exist (a fresh database)."""
        rows = self._query(
            "SELECT EXISTS (SELECT 1 FROM projects) OR EXISTS (SELECT 1 FROM products)"
        )
        return not rows[0][0]

    # -- projects ---------------------------------------------------------------------

    def insert_project(self, doc: dict[str, Any], *, prive: bool) -> int:
        stamp = now_iso()
        with self.transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO projects (doc, prive, created_at, updated_at) VALUES (?, ?, ?, ?)",
                (_dumps(doc), int(prive), stamp, stamp),
            )
            return int(cursor.lastrowid or 0)

    def get_project(self, project_id: int) -> Record | None:
        rows = self._query("SELECT * FROM projects WHERE id = ?", (project_id,))
        return _record(rows[0]) if rows else None

    def project_exists(self, project_id: int) -> bool:
        return bool(self._query("SELECT 1 FROM projects WHERE id = ?", (project_id,)))

    def list_projects(self, offset: int, limit: int) -> tuple[list[Record], int]:
        return self._page("projects", "1", [], offset, limit)

    # -- products ---------------------------------------------------------------------

    def insert_product(self, doc: dict[str, Any], *, project_id: int | None) -> int:
        return self.insert_products([(doc, project_id)])[0]

    def insert_products(self, docs: list[tuple[dict[str, Any], int | None]]) -> list[int]:
        """Products in one transaction (one, or the demo catalogue)."""
        stamp = now_iso()
        ids: list[int] = []
        with self.transaction() as conn:
            for doc, project_id in docs:
                cursor = conn.execute(
                    "INSERT INTO products (doc, project_id, status_code, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (_dumps(doc), project_id, _status(doc), stamp, stamp),
                )
                ids.append(int(cursor.lastrowid or 0))
        return ids

    def get_product(self, product_id: int, *, include_archived: bool = False) -> Record | None:
        rows = self._query("SELECT * FROM products WHERE id = ?", (product_id,))
        if not rows or (rows[0]["archived"] and not include_archived):
            return None
        return _record(rows[0])

    def update_product(self, product_id: int, doc: dict[str, Any]) -> None:
        with self.transaction() as conn:
            conn.execute(
                "UPDATE products SET doc = ?, status_code = ?, updated_at = ? WHERE id = ?",
                (_dumps(doc), _status(doc), now_iso(), product_id),
            )

    def touch(self, table: str, record_id: int) -> None:
        """Mark a product or project changed (its images or files changed)."""
        assert table in ("products", "projects")
        with self.transaction() as conn:
            conn.execute(f"UPDATE {table} SET updated_at = ? WHERE id = ?", (now_iso(), record_id))

    def archive_product(self, product_id: int) -> None:
        with self.transaction() as conn:
            conn.execute(
                "UPDATE products SET archived = 1, updated_at = ? WHERE id = ?",
                (now_iso(), product_id),
            )

    def list_products(
        self, *, public_only: bool, offset: int, limit: int
    ) -> tuple[list[Record], int]:
        where = "p.archived = 0"
        params: list[Any] = []
        if public_only:
            where += (
                f" AND p.status_code IN ({','.join('?' * len(PUBLIC_STATUSES))})"
                " AND (p.project_id IS NULL OR NOT EXISTS"
                " (SELECT 1 FROM projects j WHERE j.id = p.project_id AND j.prive = 1))"
            )
            params.extend(PUBLIC_STATUSES)
        return self._page("products", where, params, offset, limit)

    def _page(
        self, table: str, where: str, params: list[Any], offset: int, limit: int
    ) -> tuple[list[Record], int]:
        """A page of rows in id order (`p` names the table in `where`) and the total count."""
        with self._lock:
            count = f"SELECT COUNT(*) FROM {table} p WHERE {where}"
            total = self._conn.execute(count, params).fetchone()[0]
            rows = self._conn.execute(
                f"SELECT p.* FROM {table} p WHERE {where} ORDER BY p.id LIMIT ? OFFSET ?",
                [*params, limit, offset],
            ).fetchall()
        return [_record(row) for row in rows], int(total)

    # -- media ------------------------------------------------------------------------

    def add_media(
        self,
        *,
        owner_type: str,
        owner_id: int,
        kind: str,
        name: str,
        content_type: str,
        data: bytes | None,
        external_url: str | None = None,
    ) -> int:
        with self.transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO media (owner_type, owner_id, kind, name, content_type, data,"
                " external_url) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (owner_type, owner_id, kind, name, content_type, data, external_url),
            )
            return int(cursor.lastrowid or 0)

    def delete_media(self, *, owner_type: str, owner_id: int, kind: str, media_id: int) -> bool:
        with self.transaction() as conn:
            cursor = conn.execute(
                "DELETE FROM media WHERE id = ? AND owner_type = ? AND owner_id = ? AND kind = ?",
                (media_id, owner_type, owner_id, kind),
            )
            return cursor.rowcount > 0

    def get_media(self, media_id: int) -> StoredMedia | None:
        rows = self._query("SELECT * FROM media WHERE id = ?", (media_id,))
        return _media(rows[0]) if rows else None

    def media_of(self, owner_type: str, owner_ids: Iterable[int]) -> dict[int, list[StoredMedia]]:
        """The media of many owners at once (without their bytes), in upload order."""
        ids = list(owner_ids)
        found: dict[int, list[StoredMedia]] = {owner: [] for owner in ids}
        if not ids:
            return found
        marks = ",".join("?" * len(ids))
        rows = self._query(
            "SELECT id, owner_type, owner_id, kind, name, content_type, NULL AS data,"
            f" external_url FROM media WHERE owner_type = ? AND owner_id IN ({marks})"
            " ORDER BY id",
            [owner_type, *ids],
        )
        for row in rows:
            found[row["owner_id"]].append(_media(row))
        return found

    # -- subscriptions ----------------------------------------------------------------

    def insert_subscription(self, subscription_id: str, doc: dict[str, Any]) -> None:
        with self.transaction() as conn:
            seq = conn.execute("SELECT COALESCE(MAX(created_seq), 0) + 1 FROM subscriptions")
            conn.execute(
                "INSERT INTO subscriptions (id, doc, created_seq) VALUES (?, ?, ?)",
                (subscription_id, _dumps(doc), seq.fetchone()[0]),
            )

    def get_subscription(self, subscription_id: str) -> dict[str, Any] | None:
        rows = self._query("SELECT doc FROM subscriptions WHERE id = ?", (subscription_id,))
        return _load(rows[0]["doc"]) if rows else None

    def list_subscriptions(self) -> list[dict[str, Any]]:
        rows = self._query("SELECT doc FROM subscriptions ORDER BY created_seq")
        return [_load(row["doc"]) for row in rows]

    def delete_subscription(self, subscription_id: str) -> bool:
        with self.transaction() as conn:
            cursor = conn.execute("DELETE FROM subscriptions WHERE id = ?", (subscription_id,))
            return cursor.rowcount > 0

    def set_subscription_status(self, subscription_id: str, status: str) -> bool:
        with self.transaction() as conn:
            row = conn.execute(
                "SELECT doc FROM subscriptions WHERE id = ?", (subscription_id,)
            ).fetchone()
            if row is None:
                return False
            doc = _load(row["doc"])
            doc["status"] = status
            conn.execute(
                "UPDATE subscriptions SET doc = ? WHERE id = ?", (_dumps(doc), subscription_id)
            )
            return True


def _load(text: str) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(text)
    return value


def _status(doc: dict[str, Any]) -> str | None:
    status = (doc.get("validityInformation") or {}).get("statusCode")
    return status if isinstance(status, str) else None


def _record(row: sqlite3.Row) -> Record:
    # sqlite3.Row's `in` looks at values, its keys() at column names; projects are never archived.
    archived = bool(row["archived"]) if "archived" in row.keys() else False  # noqa: SIM118
    return Record(row["id"], _load(row["doc"]), archived, row["created_at"], row["updated_at"])


def _media(row: sqlite3.Row) -> StoredMedia:
    return StoredMedia(**dict(zip(row.keys(), row, strict=True)))
