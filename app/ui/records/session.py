"""What the record tabs need from the running application (`app.ui.desk.Desk`), named by kind,
never by tab: a test runs a tab against a plain object, and a tab reaches another (a
project's "New product") through `open_new_record`."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol
from typing import TypedDict

from app.store.kinds import new_id as new_visit
from app.ui.hosts import HasHub
from app.ui.hosts import HasSettings
from app.ui.hosts import HasWindow

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.api.client import ServiceClient
    from app.store.kinds import RecordKind
    from app.ui.sync_status import SyncStatus


class Window(Protocol):
    """The window the tabs stand in, as far as a tab needs it."""

    @property
    def closing(self) -> SignalInstance:
        """Emitted before the window closes: what a tab runs (a receiver) stops."""


class Session(HasWindow["Window | None"], HasHub, HasSettings, Protocol):
    """What a record tab asks of the session; of its settings, what the local receiver
    keeps (its port)."""

    @property
    def client(self) -> ServiceClient | None: ...

    @property
    def offline_by_choice(self) -> bool: ...

    # The live sync status (connection, retry waits) that tells why a record is not synced.
    sync_status: SyncStatus

    def open_new_record(self, kind: RecordKind, content: dict[str, Any]) -> None:
        """A new draft of `kind` holding `content`, in its tab brought to the front."""

    def after_queue(self) -> None:
        """The user queued something (or changed a server record's pictures): the sync
        starts now when set to sync by itself."""


def connected_client(session: Session | None) -> ServiceClient | None:
    """The client for an online operation, or None when working offline."""
    if session is None or session.offline_by_choice:
        return None
    return session.client


class SavedAs(TypedDict):
    """Where the form's content is saved, as the work operations take it (keywords)."""

    draft_id: str | None
    new_id: str | None
    server_id: str | None
    base_version: dict[str, Any] | None
    visit: str


@dataclass
class Editing:
    """What the form shows: a draft, a cached server record, or a new record not yet saved."""

    draft_id: str | None = None
    server_id: str | None = None
    server_data: dict[str, Any] | None = None
    new_id: str | None = None  # the UUID a new record's draft gets at the first keystroke
    # The editing visit: its autosaves are one history entry; it ends when the user leaves.
    visit: str = field(default_factory=new_visit)
    duplicated_from: str | None = None  # a new record's source, named (its history says so)

    def saved_as(self) -> SavedAs:
        """The draft, new id or server record the autosave writes to, in this visit."""
        return SavedAs(
            draft_id=self.draft_id,
            new_id=self.new_id,
            server_id=self.server_id,
            base_version=self.server_data,
            visit=self.visit,
        )
