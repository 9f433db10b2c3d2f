"""`Store`: the local database and the attachments folder, opened together.

store = Store.open()            # the user's data folder (app.paths)
if store.recovery is not None:  # a corrupt database was moved aside
    show(store.recovery.user_message)
draft = store.drafts.create_draft("product", {"itemDetails": {"name": "Deur"}})
store.drafts.save_content(draft.id, {...})      # autosave, atomic, cheap
rows = store.catalogue.search("product", "eiken deur", limit=200)
"""

from __future__ import annotations

from pathlib import Path

from app import paths
from app.store.attachments import AttachmentStore
from app.store.cache import ServerCache
from app.store.database import Database, Synchronous
from app.store.drafts import DraftStore
from app.store.errors import DatabaseCorrupt, translate_os_error
from app.store.search import Catalogue
from app.store.synclog import SyncLog


class Store:
    def __init__(self, database: Database, attachments_dir: Path) -> None:
        self.database = database
        self.attachments_dir = attachments_dir
        self.drafts = DraftStore(database, attachments_dir)
        self.attachments = AttachmentStore(database, attachments_dir)
        self.cache = ServerCache(database)
        self.catalogue = Catalogue(database)
        self.sync_log = SyncLog(database)

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
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as error:
            raise translate_os_error(error, folder) from error
        database = Database.open(db_path, synchronous=synchronous)
        store = cls(database, folder)
        store.attachments.remove_leftovers()
        return store

    @property
    def recovery(self) -> DatabaseCorrupt | None:
        """Set when the database was corrupt and a fresh one was started: tell the user."""
        return self.database.recovery

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
