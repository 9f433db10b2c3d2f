"""Where each environment's local data lives: one store (database and attachments folder)
per environment, so a server id is only ever read, edited or sent where it means something.

A small registry in the data folder (`environments/registry.json`) maps each environment's
key (its normalised base address, `app.api.environments.environment_key`) to its folder and
display name, and remembers the environment last in front. The data folder's own store
(`reuse-desk.sqlite3` and `attachments/`, where releases before environments kept
everything) is the *local* store while no environment has taken it: drafts made before any
connection live there, and the first connection adopts it (the window asks first). A data
folder of such a release is migrated by registering its store as the environment's the
settings last connected to: nothing is copied or moved, so nothing can be lost.

Plain json and paths only: the window's first paint reads the registry before pydantic loads.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import shutil
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api.environment_keys import environment_key
from app.store.store import Store

log = logging.getLogger(__name__)

REGISTRY_FOLDER = "environments"
REGISTRY_FILE = "registry.json"
# The data folder itself: the store of releases before environments, local until adopted.
ROOT_FOLDER = ""
DATABASE_NAME = "reuse-desk.sqlite3"
ATTACHMENTS_NAME = "attachments"
THUMBNAILS_NAME = "server-thumbnails"  # `Store.thumbnails_dir`
_SLUG_LENGTH = 40


@dataclass(frozen=True)
class EnvironmentPlace:
    """One environment's store: its key, the name it is shown by, its folder (relative
    to the data folder; `ROOT_FOLDER` for the data folder's own store)."""

    key: str
    name: str
    folder: str
    production: bool = False  # the window marks it unmistakably


def folder_slug(key: str) -> str:
    """A folder name for `key`: readable, and unique by a digest of the whole key."""
    readable = re.sub(r"[^a-z0-9]+", "-", key.lower().split("://", 1)[-1]).strip("-")
    digest = hashlib.sha256(key.encode()).hexdigest()[:10]
    return f"{readable[:_SLUG_LENGTH].strip('-') or 'environment'}-{digest}"


class EnvironmentRegistry:
    """The environments known in a data folder, and their stores."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.path = data_dir / REGISTRY_FOLDER / REGISTRY_FILE

    # -- reading ------------------------------------------------------------------------
    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            # Never guessed: a registry that cannot be read leaves every store unassigned
            # (the local store in front), and the broken file is kept for support.
            log.error("environment registry %s unreadable: %s", self.path, exc)
            return {}
        return data if isinstance(data, dict) else {}

    @property
    def exists(self) -> bool:
        return self.path.is_file()

    def places(self) -> list[EnvironmentPlace]:
        found = []
        for entry in self._read().get("environments", []):
            if isinstance(entry, dict) and all(
                isinstance(entry.get(f), str) for f in ("key", "name", "folder")
            ):
                production = entry.get("production") is True
                found.append(
                    EnvironmentPlace(entry["key"], entry["name"], entry["folder"], production)
                )
        return found

    def place_of(self, key: str) -> EnvironmentPlace | None:
        return next((p for p in self.places() if p.key == key), None)

    def key_of_folder(self, folder: str) -> str | None:
        return next((p.key for p in self.places() if p.folder == folder), None)

    def key_named(self, name: str) -> str | None:
        return next((p.key for p in self.places() if p.name == name), None)

    def last(self) -> str | None:
        """The environment last in front, if it is still known."""
        last = self._read().get("last")
        return last if isinstance(last, str) and self.place_of(last) is not None else None

    # -- writing ------------------------------------------------------------------------
    def _write(self, data: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(tmp, self.path)

    def _write_places(self, places: Iterable[EnvironmentPlace], last: str | None) -> None:
        self._write(
            {
                "version": 1,
                "last": last,
                "environments": [
                    {"key": p.key, "name": p.name, "folder": p.folder, "production": p.production}
                    for p in places
                ],
            }
        )

    def write_empty(self) -> None:
        """A registry of no environments yet: the data folder is past its migration."""
        if not self.exists:
            self._write_places([], None)

    def register(
        self,
        key: str,
        name: str,
        *,
        production: bool = False,
        folder: str | None = None,
        in_front: bool = True,
    ) -> EnvironmentPlace:
        """The place of `key` (made if new; its name brought up to date), now the last in
        front unless not `in_front`. `folder` assigns a folder to a new key (the local
        store adopted)."""
        places = self.places()
        place = next((p for p in places if p.key == key), None)
        if place is None:
            folder = folder if folder is not None else f"{REGISTRY_FOLDER}/{folder_slug(key)}"
            place = EnvironmentPlace(key, name, folder, production)
        else:
            folder = folder if folder is not None else place.folder
            place = EnvironmentPlace(key, name, folder, production)
        others = [p for p in places if p.key != key]
        last = self._read().get("last") if not in_front else key
        self._write_places([*others, place], last if isinstance(last, str) else None)
        return place

    def renew(self, key: str, name: str, *, production: bool = False) -> EnvironmentPlace | None:
        """Give `key` a new, empty folder (its store started afresh); the place it had,
        whose folder the caller removes once its store is closed (`remove_folder`)."""
        old = self.place_of(key)
        self.forget(key)
        folder = f"{REGISTRY_FOLDER}/{folder_slug(key)}-{uuid.uuid4().hex[:8]}"
        self.register(key, name, production=production, folder=folder)
        return old

    def remove_folder(self, folder: str) -> None:
        """Remove a store's files (it must be closed): a whole folder of its own, or the
        data folder's own database and attachments (nothing else of the data folder)."""
        base = self.folder_path(folder)
        if folder == ROOT_FOLDER:
            for name in (DATABASE_NAME, f"{DATABASE_NAME}-wal", f"{DATABASE_NAME}-shm"):
                with contextlib.suppress(FileNotFoundError):
                    (base / name).unlink()
            shutil.rmtree(base / ATTACHMENTS_NAME, ignore_errors=True)
            shutil.rmtree(base / THUMBNAILS_NAME, ignore_errors=True)
        else:
            shutil.rmtree(base, ignore_errors=True)

    def rekey(self, old: str, new: str) -> None:
        """The store of `old` is `new`'s from now on (a profile's address changed, and the
        user said it is the same service)."""
        places = self.places()
        last = self._read().get("last")
        moved = [
            EnvironmentPlace(new, p.name, p.folder, p.production) if p.key == old else p
            for p in places
            if p.key != new
        ]
        self._write_places(moved, new if last == old else last if isinstance(last, str) else None)

    def forget(self, key: str) -> None:
        """`key` no longer has a store (its folder is removed by the caller)."""
        places = self.places()
        last = self._read().get("last")
        self._write_places([p for p in places if p.key != key], None if last == key else last)

    # -- the stores -----------------------------------------------------------------------
    def folder_path(self, folder: str) -> Path:
        return self.data_dir / folder if folder else self.data_dir

    def has_store(self, folder: str) -> bool:
        return (self.folder_path(folder) / DATABASE_NAME).exists()

    def open_store(self, key: str | None) -> Store:
        """The store of the environment `key` (made on first use; it must be registered),
        or, for None, the local store (the data folder's own, while no environment took it)."""
        if key is None:
            owner = self.key_of_folder(ROOT_FOLDER)
            place = self.place_of(owner) if owner is not None else None
            folder = ROOT_FOLDER
        else:
            place = self.place_of(key)
            if place is None:
                raise KeyError(key)
            folder = place.folder
        base = self.folder_path(folder)
        store = Store.open(base / DATABASE_NAME, base / ATTACHMENTS_NAME)
        if place is not None:
            store.environment_key, store.environment_name = place.key, place.name
            store.environment_production = place.production
        return store

    def open_in_front(self, wanted: str | None = None) -> Store:
        """The store the program starts with: the environment `wanted` (a key), else the
        one last in front, else the local store."""
        key = wanted if wanted is not None and self.place_of(wanted) is not None else self.last()
        return self.open_store(key)


def last_connected(settings_path: Path, presets_path: Path | None) -> tuple[str, str] | None:
    """The key and name of the environment the settings last connected to, read as plain
    JSON (a profile of the user's own wins over a preset of its name); None if unknown."""
    try:
        settings = json.loads(settings_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = settings.get("environment") if isinstance(settings, dict) else None
    if not isinstance(name, str):
        return None
    entries: list[Any] = []
    try:
        presets = json.loads(presets_path.read_text(encoding="utf-8")) if presets_path else []
    except (OSError, ValueError):
        presets = []
    if isinstance(presets, dict):
        presets = presets.get("environments", [])
    entries += presets if isinstance(presets, list) else []
    own = settings.get("environments", [])
    entries += own if isinstance(own, list) else []
    found = [e for e in entries if isinstance(e, dict) and e.get("name") == name]
    base_url = found[-1].get("base_url") if found else None
    if not isinstance(base_url, str) or "://" not in base_url:
        return None
    return environment_key(base_url.strip().rstrip("/")), name


def migrate_single_store(registry: EnvironmentRegistry, last: tuple[str, str] | None) -> str | None:
    """A data folder of a release before environments: its one store becomes the store of
    the environment the settings last connected to (`last`: key and name), by registering
    it there. Where that cannot be known it stays the local store, for the user to assign
    (the first connection asks). Runs once (a data folder with a registry is past it);
    the key assigned, or None."""
    if registry.exists or not registry.has_store(ROOT_FOLDER):
        return None
    if last is None:
        log.info("existing store kept as the local store: its environment is not known")
        registry.write_empty()
        return None
    key, name = last
    registry.register(key, name, folder=ROOT_FOLDER)
    log.info("existing store assigned to %s (%s)", name, key)
    return key


def open_store_in_front(
    data_dir: Path, *, key: str | None = None, name: str | None = None
) -> Store:
    """The store a session starts with: the environment of `key` (or named `name`), else
    the one last in front, else the local store. A data folder of a release before
    environments is migrated first (`migrate_single_store`)."""
    registry = EnvironmentRegistry(data_dir)
    if not registry.exists and registry.has_store(ROOT_FOLDER):
        from app import paths

        migrate_single_store(registry, last_connected(paths.settings_path(), paths.presets_path()))
    elif not registry.exists:
        # A new data folder: its local store is this release's, never taken for an earlier
        # release's by a later migration (which would hand its drafts to whichever
        # environment the settings name by then, without asking).
        registry.write_empty()
    if key is None and name is not None:
        key = registry.key_named(name)
    return registry.open_in_front(key)


def open_environment_store(
    data_dir: Path, key: str, name: str, *, production: bool = False, in_front: bool = True
) -> Store:
    """The store of the environment `key` (`name` is what the user calls it), made on
    first use; the local store it was migrated to or adopted, if so. Migrates first. The
    environment is the one the window opens next unless not `in_front` (a command)."""
    registry = EnvironmentRegistry(data_dir)
    if not registry.exists:
        open_store_in_front(data_dir).close()  # the migration, once
    registry.register(key, name, production=production, in_front=in_front)
    return registry.open_store(key)
