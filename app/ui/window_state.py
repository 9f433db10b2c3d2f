"""What the window looked like when it closed, brought back at the next start: per tab its
search, filters, sort, columns and splitter, and the tab in front.

Kept in `window-state.json` beside the settings file, with a version number. An older
shape is upgraded step by step (`_UPGRADES`); a file that cannot be read, or that a newer
program wrote, is ignored with a log line and the window starts as built: this state is
cheap to lose, a window that does not open is not. Each tab gives and takes its own state
(`RecordList.state` / `restore`); a tab built later (on first opening) gets its state then.

Version 1 named the tab in front by its position; version 2 names it by its kind, so a
tab added or moved cannot bring another to the front.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import Final
from typing import Protocol

from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import Field
from pydantic import ValidationError

from app import paths
from app.private_files import write_private
from app.ui.hosts import HasTabs
from app.ui.hosts import HasWindow
from app.ui.main_window import PAGES

if TYPE_CHECKING:
    from app.store.kinds import RecordKind
    from app.ui.main_window import MainWindow
    from app.ui.records.tab import RecordTab

log = logging.getLogger(__name__)


class TabsHost(HasWindow["MainWindow | None"], HasTabs["RecordTab[Any] | None"], Protocol):
    """What the window's state is kept from: the window and its tabs, None until built."""


VERSION: Final = 2
FILE_NAME: Final = "window-state.json"
# Set on a window once its state came back: one closed before that (during the first
# paint) would otherwise write the window as built over the state the user left.
_RESTORED: Final = "windowStateRestored"
_TAB_ORDER_OF_VERSION_1 = ("product", "project", "subscription")


class _Shape(BaseModel):
    model_config = ConfigDict(extra="ignore")


class ColumnState(_Shape):
    width: int = Field(ge=0)
    position: int = Field(ge=0)
    hidden: bool = False


class SortState(_Shape):
    column: str
    descending: bool


class TableState(_Shape):
    columns: dict[str, ColumnState] = Field(default_factory=dict)  # by the column's name
    sort: SortState | None = None


class TabState(_Shape):
    """What a tab's list side gives (`RecordList.state`) and takes back."""

    search: str = ""
    filters: dict[str, str | bool | int | None] = Field(default_factory=dict)  # by field
    table: TableState = Field(default_factory=TableState)
    splitter: list[int] = Field(default_factory=list)


class WindowState(_Shape):
    """The file's content: the tab in front, and each tab's state, by kind."""

    version: int = VERSION
    front_tab: str | None = None
    tabs: dict[str, TabState] = Field(default_factory=dict)


def _front_tab_by_kind(data: dict[str, Any]) -> dict[str, Any]:
    index = data.pop("front_tab", None)
    if isinstance(index, int) and 0 <= index < len(_TAB_ORDER_OF_VERSION_1):
        data["front_tab"] = _TAB_ORDER_OF_VERSION_1[index]
    return data


# From the version a file has to the next: each step changes only what changed then.
_UPGRADES: Final[dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    1: _front_tab_by_kind,
}


def state_path() -> Path:
    return paths.settings_path().with_name(FILE_NAME)


def load(path: Path | None = None) -> WindowState:
    """The stored state, upgraded to this version; an empty one when there is none to use."""
    path = path or state_path()
    if not path.exists():
        return WindowState()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        version = data.get("version")
        if not isinstance(version, int) or version < 1:
            raise ValueError(f"no version it can have ({version!r})")
        if version > VERSION:
            log.warning(
                "window state %s is of version %d, newer than %d: ignored", path, version, VERSION
            )
            return WindowState()
        while version < VERSION:
            data = _UPGRADES[version](data)
            version += 1
        return WindowState.model_validate({**data, "version": VERSION})
    except (OSError, ValueError, ValidationError) as exc:
        log.warning("window state %s unreadable, ignored: %s", path, exc)
        return WindowState()


def write(state: WindowState, path: Path | None = None) -> None:
    write_private(path or state_path(), state.model_dump_json(indent=2))


def save(desk: TabsHost) -> None:
    """Keep the state of the desk's window: each built tab's, the others' as they were."""
    window = desk.window
    if window is None or not window.property(_RESTORED):
        return
    state = load()
    index = window.tabs.currentIndex()
    if 0 <= index < len(PAGES):
        state.front_tab = PAGES[index].value
    for kind, tab in _tabs(desk).items():
        if tab is not None:
            state.tabs[kind.value] = TabState.model_validate(tab.state())
    try:
        write(state)
    except OSError as exc:
        log.warning("window state not saved: %s", exc)


def restore(desk: TabsHost) -> None:
    """Bring back the stored state: the tab in front, and each tab's as it is built."""
    window = desk.window
    if window is None:
        return
    window.setProperty(_RESTORED, True)
    state = load()
    waiting = {kind: state.tabs[kind.value] for kind in PAGES if kind.value in state.tabs}

    def restore_built() -> None:
        for kind, tab in _tabs(desk).items():
            if tab is not None and kind in waiting:
                tab.restore(waiting.pop(kind).model_dump())

    def on_tab_changed(_index: int) -> None:  # after the desk built the tab opened
        restore_built()
        if not waiting:
            window.tabs.currentChanged.disconnect(on_tab_changed)

    front = next((i for i, kind in enumerate(PAGES) if kind.value == state.front_tab), None)
    if front is not None:
        window.tabs.setCurrentIndex(front)  # the desk builds the tab, if need be
    restore_built()
    if waiting:
        window.tabs.currentChanged.connect(on_tab_changed)


def _tabs(desk: TabsHost) -> dict[RecordKind, RecordTab[Any] | None]:
    """The desk's tabs by kind; None for one not built yet."""
    return dict(zip(PAGES, (desk.products, desk.projects, desk.subscriptions), strict=True))
