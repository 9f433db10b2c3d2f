"""What the record tabs need from the running application (`app.ui.desk.Desk`), named by kind,
never by tab: a test runs a tab against a plain object, and a tab reaches another (a
project's "New product") through `open_new_record`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import asyncio

    from app.api.client import ServiceClient
    from app.settings import UiSettings
    from app.store.kinds import RecordKind
    from app.ui.main_window import MainWindow


class Session(Protocol):
    @property
    def client(self) -> ServiceClient | None: ...

    @property
    def offline_by_choice(self) -> bool: ...

    @property
    def settings(self) -> UiSettings: ...

    window: MainWindow | None

    def open_new_record(self, kind: RecordKind, content: dict[str, Any]) -> None:
        """A new draft of `kind` holding `content`, in its tab brought to the front."""

    def sync_now(self) -> asyncio.Task[Any] | None: ...


def connected_client(session: Session | None) -> ServiceClient | None:
    """The client for an online operation, or None when working offline."""
    if session is None or session.offline_by_choice:
        return None
    return session.client


def sync_after_queue(session: Session | None) -> None:
    """What the application does after the user queued something: sync now when set to."""
    if connected_client(session) is not None and session is not None and session.settings.auto_sync:
        session.sync_now()
