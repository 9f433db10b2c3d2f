"""The small things the session's parts ask of it, each said once.

A part states what it needs of the session (the desk) as its own `Protocol`, composed of
these: `class Host(HasStore, HasHub, HasWindow[QWidget | None], Protocol): ...`. Each is
read when used, as the store, the window and the environment in front change. The generic
ones take the type the part needs (a window, a sync controller or only its profiles), so
this module imports none of the parts it serves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Protocol
from typing import TypeVar

if TYPE_CHECKING:
    from app.settings import UiSettings
    from app.store.store import Store
    from app.ui.change_hub import ChangeHub

WindowT = TypeVar("WindowT", covariant=True)
SyncT = TypeVar("SyncT", covariant=True)
EnvironmentsT = TypeVar("EnvironmentsT", covariant=True)
TabT = TypeVar("TabT", covariant=True)


class HasStore(Protocol):
    @property
    def store(self) -> Store:
        """The store of the environment in front."""


class HasHub(Protocol):
    # Where every operation's `Changes` are published (`app.ui.change_hub`).
    @property
    def hub(self) -> ChangeHub: ...


class HasWindow(Protocol[WindowT]):
    @property
    def window(self) -> WindowT:
        """The window in front, None until it is built (or after it closed)."""


class HasSettings(Protocol):
    @property
    def settings(self) -> UiSettings:
        """The session's settings, saved by whoever changes them and at the session's end."""


class HasSync(Protocol[SyncT]):
    # The sync controller, or the part of it a host asks for.
    @property
    def sync(self) -> SyncT: ...


class HasEnvironments(Protocol[EnvironmentsT]):
    @property
    def environments(self) -> EnvironmentsT:
        """Which environment's store is in front (`EnvironmentSwitch`), or a part of it."""


class FlushesTabs(Protocol):
    def flush_tabs(self) -> None:
        """Everything typed in the tabs reaches the store."""


class HasTabs(Protocol[TabT]):
    """The record tabs, each None until built."""

    @property
    def products(self) -> TabT: ...
    @property
    def projects(self) -> TabT: ...
    @property
    def subscriptions(self) -> TabT: ...


class HasLanguage(Protocol):
    @property
    def window_language(self) -> str:
        """The language the window is shown in now (a setting takes effect when applied)."""

    def apply_language(self) -> None: ...
