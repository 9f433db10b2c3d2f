"""Which store a session or a command works on: one store (database and attachments
folder) per environment, so a server id is only ever read, edited or sent where it means
something. The stores are indexed by the registry (`app.store.registry`); a store is
opened as an environment's only if its own binding says so.

The data folder's own store (`reuse-desk.sqlite3` and `attachments/`, where releases before
environments kept everything) is the *local* store while it is bound to no environment:
drafts made before any connection live there, and the first connection may adopt it. A
data folder of such a release is migrated by binding its store to the environment the
settings last connected to: nothing is copied or moved, so nothing can be lost.

Plain json and paths only: the window's first paint opens its store before pydantic loads.
"""

from __future__ import annotations

import contextlib
import json
import logging
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from app.api.environment_keys import environment_key
from app.store import binding
from app.store.registry import ATTACHMENTS_NAME
from app.store.registry import DATABASE_NAME
from app.store.registry import REGISTRY_FILE
from app.store.registry import REGISTRY_FOLDER
from app.store.registry import ROOT_FOLDER
from app.store.registry import THUMBNAILS_NAME
from app.store.registry import EnvironmentPlace
from app.store.registry import RegistryIndex
from app.store.registry import folder_slug
from app.store.registry import open_folder
from app.store.registry import opened_folder
from app.store.store import Store

__all__ = [
    "ATTACHMENTS_NAME",
    "DATABASE_NAME",
    "REGISTRY_FILE",
    "REGISTRY_FOLDER",
    "ROOT_FOLDER",
    "THUMBNAILS_NAME",
    "EnvironmentPlace",
    "EnvironmentRegistry",
    "folder_slug",
    "last_connected",
    "migrate_single_store",
    "open_environment_store",
    "open_store_in_front",
]

log = logging.getLogger(__name__)


class EnvironmentRegistry(RegistryIndex):
    """The environments known in a data folder, and their stores."""

    def remove_folder(self, folder: str, *, key: str | None = None) -> bool:
        """Remove a store's files (it must be closed): a whole folder of its own, or the
        data folder's own database and attachments (nothing else of the data folder).
        Never a folder outside the data folder, a link, a folder a key names, or (given
        `key`) a store another environment's binding claims. Whether it was removed."""
        base = self.safe_path(folder)
        named = self.key_of_folder(folder)
        if base is None or named is not None:
            log.error("folder %r not removed: %s", folder, named or "not a store folder")
            return False
        if key is not None:
            try:
                found = binding.read_file(base / DATABASE_NAME)
            except binding.NoStoreError:
                found = None
            except sqlite3.Error as error:
                log.error("folder %r not removed: its store cannot be read: %s", folder, error)
                return False
            if found is not None and found.key != key:
                log.error("folder %r not removed: the store of %s", folder, found.key)
                return False
        if folder == ROOT_FOLDER:
            for name in (DATABASE_NAME, f"{DATABASE_NAME}-wal", f"{DATABASE_NAME}-shm"):
                with contextlib.suppress(FileNotFoundError):
                    (base / name).unlink()
            shutil.rmtree(base / ATTACHMENTS_NAME, ignore_errors=True)
            shutil.rmtree(base / THUMBNAILS_NAME, ignore_errors=True)
        else:
            shutil.rmtree(base, ignore_errors=True)
        return True

    def open_store(self, key: str | None) -> Store:
        """The store of the environment `key` (made on first use; it must be registered),
        or, for None, the local store (the data folder's own, while no environment took it).
        A store is opened as `key`'s only if its own binding says so (a new one is bound
        now); one bound elsewhere is indexed as its own, and `key` gets a new store."""
        if key is None:
            owner = self.key_of_folder(ROOT_FOLDER)
            if owner is None:
                return open_folder(self.data_dir)
            key = owner
        place = self.place_of(key)
        if place is None:
            raise KeyError(key)
        store = open_folder(self.folder_path(place.folder))
        try:
            if self._belongs(store, place):
                return store
        except BaseException:
            store.close()
            raise
        store.close()
        log.error("store in %r is not the store of %s: the registry rebuilt", place.folder, key)
        self.rebuild()
        self.register(key, place.name, production=place.production, in_front=False)
        return self.open_store(key)

    def _belongs(self, store: Store, place: EnvironmentPlace) -> bool:
        """Whether `store` is `place`'s: bound to its key, or bound now (a new, empty store
        in a folder of its own)."""
        found = store.binding
        if found is not None:
            # A store of the release before bindings takes its binding from that
            # release's registry only (`_bind_from_earlier`), never from this index.
            return found.key == place.key
        if place.folder != ROOT_FOLDER and _empty(store):
            store.bind_environment(place.key, place.name, production=place.production)
            return True
        return False

    def open_in_front(self, wanted: str | None = None) -> Store:
        """The store the program starts with: the environment `wanted` (a key), else the
        one last in front, else the local store."""
        key = wanted if wanted is not None and self.place_of(wanted) is not None else self.last()
        return self.open_store(key)


def _empty(store: Store) -> bool:
    from app.store.moving import holds_records

    return not holds_records(store)


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
    try:
        return environment_key(base_url.strip().rstrip("/")), name
    except ValueError:  # an address with no reading: not known
        return None


def migrate_single_store(registry: EnvironmentRegistry, last: tuple[str, str] | None) -> str | None:
    """A data folder of a release before environments: its one store becomes the store of
    the environment the settings last connected to (`last`: key and name), bound to it in
    its own database and registered. Where that cannot be known it stays the local store,
    for the user to assign (the first connection asks). Runs once (a data folder with a
    registry, or its folder, is past it); the key assigned, or None."""
    if registry.past_migration or not registry.has_store(ROOT_FOLDER):
        return None
    try:
        found = binding.read_file(registry.data_dir / DATABASE_NAME)
    except (binding.NoStoreError, sqlite3.Error):
        found = None
    if found is not None and found.key is not None:
        # Bound by this release: the registry's folder was lost, not a release before it.
        log.error("environments folder lost: the registry rebuilt from the stores")
        registry.rebuild()
        return None
    if last is None:
        log.info("existing store kept as the local store: its environment is not known")
        with opened_folder(registry.data_dir) as store:
            if store.environment_unknown:
                store.release_environment()
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
    if not registry.past_migration and registry.has_store(ROOT_FOLDER):
        from app import paths

        migrate_single_store(registry, last_connected(paths.settings_path(), paths.presets_path()))
    elif not registry.past_migration:
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
    first use; the local store it was migrated to or adopted, if so. Migrates first.
    `in_front=False` (a command) leaves which environment the window opens next as it was."""
    registry = EnvironmentRegistry(data_dir)
    if not registry.past_migration:
        open_store_in_front(data_dir).close()  # the migration, once
    registry.register(key, name, production=production, in_front=in_front)
    return registry.open_store(key)
