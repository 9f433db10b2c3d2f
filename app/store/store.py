"""`Store`: the local database and the attachments folder, opened together
(`Store.open()`: in the user's data folder, see app.paths)."""

from __future__ import annotations

import contextlib
import importlib
import sqlite3
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Generic
from typing import TypeVar
from typing import overload

from app import paths
from app.api.notices import Notice
from app.private_files import private_folder
from app.store.database import Database
from app.store.database import Synchronous
from app.store.errors import translate_os_error
from app.store.jobs import Jobs

if TYPE_CHECKING:
    from app.store.attachments import AttachmentStore
    from app.store.binding import Binding
    from app.store.bulk import BulkEdits
    from app.store.cache import ServerCache
    from app.store.catalogue import Catalogue
    from app.store.drafts import DraftStore
    from app.store.history import RecordHistory
    from app.store.imports import ImportStore
    from app.store.label_index import LabelIndex
    from app.store.lots import LotStore
    from app.store.photo_matches import PhotoMatches
    from app.store.pins import PinnedValues
    from app.store.sync_lock import SyncLock
    from app.store.synclog import SyncLog
    from app.store.undo import UndoJournal


PartT = TypeVar("PartT")


class _Part(Generic[PartT]):
    """A part of the store, made from `name` in `module` on first use (the module loaded
    then) over the store's database (and its attachments folder, `with_files`), and kept:
    from then on the store's attribute holds it, as a `cached_property` would."""

    def __init__(self, module: str, name: str, *, with_files: bool = False) -> None:
        self.module, self.name, self.with_files = module, name, with_files
        self.attribute = name

    def __set_name__(self, owner: type[Store], attribute: str) -> None:
        self.attribute = attribute

    @overload
    def __get__(self, store: None, owner: type[Store]) -> _Part[PartT]: ...
    @overload
    def __get__(self, store: Store, owner: type[Store]) -> PartT: ...
    def __get__(self, store: Store | None, owner: type[Store]) -> PartT | _Part[PartT]:
        if store is None:
            return self
        made: PartT = getattr(importlib.import_module(self.module), self.name)(
            store.database, *([store.attachments_dir] if self.with_files else [])
        )
        store.__dict__[self.attribute] = made
        return made


class Store(contextlib.AbstractContextManager["Store"]):
    """The database and the parts over it, each made (and its module loaded) on first use:
    the first paint needs the database only, and the parts' modules cost start-up time."""

    def __init__(self, database: Database, attachments_dir: Path) -> None:
        self.database = database
        self.attachments_dir = attachments_dir
        # The environment whose records this store holds, as the store itself says
        # (`app.store.binding`): read once, kept here while the store is open.
        self._binding: Binding | None = None
        self._binding_read = False
        # Work on other threads over this store: the close stops it and waits (`jobs`).
        self.jobs = Jobs()

    # -- its environment ----------------------------------------------------------------
    @property
    def binding(self) -> Binding | None:
        """The environment this store belongs to, from its own database; None while never
        bound (the local store of drafts made before any connection)."""
        if not self._binding_read:
            self.reload_binding()
        return self._binding

    def reload_binding(self) -> Binding | None:
        """The binding read again from the database (another process may have bound it)."""
        from app.store import binding

        self._binding, self._binding_read = binding.read(self.database), True
        return self._binding

    @property
    def environment_key(self) -> str | None:
        """The environment whose records this store holds (its normalised base address,
        `app.api.environment_keys.environment_key`); None while not bound to one. The
        sync engine refuses to send a bound store's work to another environment, and an
        unknown one's (`environment_unknown`) to any."""
        found = self.binding
        return found.key if found is not None else None

    @property
    def environment_name(self) -> str | None:
        """What the user calls the environment (as its profile said when last in front)."""
        found = self.binding
        return found.name or found.key if found is not None and found.key else None

    @property
    def environment_production(self) -> bool:
        """Whether it is production: the window marks it unmistakably."""
        found = self.binding
        return found is not None and found.key is not None and found.production

    @property
    def environment_unknown(self) -> bool:
        """A store of an earlier release whose environment is not known (its registry was
        lost): nothing is sent from it, and it is no one's local store, until the user
        says where it belongs."""
        found = self.binding
        return found is not None and found.awaits_registry

    def bind_environment(self, key: str, name: str, *, production: bool) -> None:
        """This store belongs to `key` from now on (written in its own database)."""
        from app.store import binding

        found = self.binding
        if found is not None and (found.key, found.name, found.production) == (
            key,
            name,
            production,
        ):
            return  # as it is: nothing written
        self._binding = binding.bind(self.database, key, name, production)

    def release_environment(self) -> None:
        """Never bound after all (a store of an earlier release the registry gave no one)."""
        from app.store import binding

        binding.release(self.database)
        self._binding = None

    # -- its parts ----------------------------------------------------------------------
    drafts: _Part[DraftStore] = _Part("app.store.drafts", "DraftStore", with_files=True)
    # Each record's history (written by the parts that change records).
    history: _Part[RecordHistory] = _Part("app.store.history", "RecordHistory")
    # Every action on drafts as a step to undo and redo (kept across a restart).
    undo: _Part[UndoJournal] = _Part("app.store.undo", "UndoJournal", with_files=True)
    imports: _Part[ImportStore] = _Part("app.store.imports", "ImportStore", with_files=True)
    cache: _Part[ServerCache] = _Part("app.store.cache", "ServerCache")
    catalogue: _Part[Catalogue] = _Part("app.store.catalogue", "Catalogue")
    labels: _Part[LabelIndex] = _Part("app.store.label_index", "LabelIndex")
    # Splits and merges sent as pairs, the raising half held (`app.store.lots`).
    lots: _Part[LotStore] = _Part("app.store.lots", "LotStore")
    # The photo inbox's questions: which records hold a picture, an import's drafts.
    photo_matches: _Part[PhotoMatches] = _Part("app.store.photo_matches", "PhotoMatches")
    # The values pinned for every new record (*vastzetten*), this environment's.
    pins: _Part[PinnedValues] = _Part("app.store.pins", "PinnedValues")
    sync_log: _Part[SyncLog] = _Part("app.store.synclog", "SyncLog")

    @cached_property
    def attachments(self) -> AttachmentStore:
        from app.store.attachments import AttachmentStore

        attachments = AttachmentStore(self.database, self.attachments_dir)
        # Before the first copy into the folder can start: nothing is being written.
        attachments.remove_leftovers()
        return attachments

    @cached_property
    def bulk(self) -> BulkEdits:
        """Changes to many records at once (each a step of the undo journal)."""
        from app.store.bulk import BulkEdits

        return BulkEdits(self.database, self.undo)

    @classmethod
    def open(
        cls,
        database_path: Path | str | None = None,
        attachments_dir: Path | str | None = None,
        *,
        synchronous: Synchronous = "NORMAL",
    ) -> Store:
        """Open the store; by default in the data folder that `app.paths` names."""
        db_path = Path(database_path) if database_path is not None else paths.database_path()
        folder = Path(attachments_dir) if attachments_dir is not None else paths.attachments_dir()
        try:
            private_folder(folder)
        except OSError as error:
            raise translate_os_error(error, folder) from error
        database = Database.open(db_path, migrate=_migrate, synchronous=synchronous)
        # A change of many records a killed program left half-written: taken back whole
        # before anything reads the store (one look at an empty table otherwise).
        if database.query_one("SELECT 1 FROM bulk_steps LIMIT 1") is not None:
            from app.store.bulk import recover

            recover(database)
        return cls(database, folder)

    @property
    def file(self) -> Path:
        """This store's database file."""
        return Path(self.database.path)

    @property
    def folder(self) -> Path:
        """The folder of this store's database."""
        return Path(self.database.path).parent

    def sync_lock(self) -> SyncLock:
        """The lock a sync of this store holds while it runs (`app.store.sync_lock`)."""
        from app.store.sync_lock import SyncLock

        return SyncLock(self.folder)

    @property
    def thumbnails_dir(self) -> Path:
        """Where the thumbnails of this store's server images are kept: beside its
        database, so another environment's record of the same id never shows them."""
        return self.folder / "server-thumbnails"

    def transaction(self) -> contextlib.AbstractContextManager[object]:
        """One write transaction: what the parts write inside it joins it, all or nothing."""
        return self.database.transaction()

    @property
    def recovery(self) -> Notice | None:
        """Set when the database was corrupt and a fresh one was started: tell the user."""
        return self.database.recovery

    @property
    def closed(self) -> bool:
        """Closed already (a late timer of a window closing over it reads nothing)."""
        return self.database.closed

    def close(self) -> None:
        self.jobs.close()  # no thread reads it once closed
        self.database.close()

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _migrate(conn: sqlite3.Connection) -> None:
    from app.store.migrations import migrate  # loaded only for a database that needs a step

    migrate(conn)
