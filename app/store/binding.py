"""A store's own environment: the one-row table `environment_binding` (schema step 11).

The store says which environment its records belong to; the data folder's registry only
indexes the stores (`app.store.environments`), so losing it loses nothing. Three cases:

- no row: never bound: the local store of drafts made before any connection;
- a row with a key: bound to that environment (its name and production mark as last seen);
- a row without a key: a store of an earlier release, whose environment the registry has
  not said yet. Nothing is sent from it until it is known.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from app.store.database import BUSY_TIMEOUT_SECONDS
from app.store.database import Database
from app.store.kinds import from_db_time
from app.store.kinds import to_db_time
from app.store.kinds import utc_now


@dataclass(frozen=True)
class Binding:
    """The environment a store belongs to; `key` None while the registry has not said."""

    key: str | None
    name: str = ""
    production: bool = False
    bound_at: dt.datetime | None = None

    @property
    def awaits_registry(self) -> bool:
        return self.key is None


_SELECT = "SELECT environment_key, name, production, bound_at FROM environment_binding"


def _binding(row: sqlite3.Row | tuple[object, ...] | None) -> Binding | None:
    if row is None:
        return None
    key, name, production, bound_at = row[0], row[1], row[2], row[3]
    return Binding(
        key if isinstance(key, str) else None,
        name if isinstance(name, str) else "",
        production == 1,
        from_db_time(bound_at) if isinstance(bound_at, str) else None,
    )


def read(database: Database) -> Binding | None:
    return _binding(database.query_one(_SELECT))


def bind(database: Database, key: str, name: str, production: bool) -> Binding:
    """Bind the store to `key` (when first bound, or bound anew to another key, dated now);
    its name and production mark as the profile says them now."""
    with database.transaction() as conn:
        found = _binding(conn.execute(_SELECT).fetchone())
        bound_at = found.bound_at if found is not None and found.key == key else None
        binding = Binding(key, name, production, bound_at or utc_now())
        assert binding.bound_at is not None
        conn.execute(
            "INSERT INTO environment_binding (id, environment_key, name, production, bound_at)"
            " VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET"
            " environment_key = excluded.environment_key, name = excluded.name,"
            " production = excluded.production, bound_at = excluded.bound_at",
            (key, name, int(production), to_db_time(binding.bound_at)),
        )
    return binding


def release(database: Database) -> None:
    """Never bound after all: a store of an earlier release the registry gave no one."""
    database.write_one("DELETE FROM environment_binding")


class NoStoreError(LookupError):
    """No store database at the path asked for."""


def read_file(path: Path) -> Binding | None:
    """The binding of the store database at `path`, read without opening it as a store
    (nothing migrated, nothing written): for rebuilding the registry from the stores. A
    database of an earlier release (no binding table yet) awaits the registry. Raises
    NoStoreError, or sqlite3.Error for a file that cannot be read."""
    if not path.is_file():
        raise NoStoreError(path)
    with contextlib.closing(sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS)) as conn:
        conn.execute("PRAGMA query_only = 1")
        try:
            row = conn.execute(_SELECT).fetchone()
        except sqlite3.OperationalError as error:
            if "no such table" not in str(error):
                raise  # busy, say: not a sign of its release
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
                raise NoStoreError(path) from None  # an empty file: no store was ever made
            return Binding(None)  # no table: written by a release before bindings
        return _binding(row)
