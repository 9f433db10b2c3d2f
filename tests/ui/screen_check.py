"""The window on one screen, checked: `python -m tests.ui.screen_check W H DPR [--shots DIR]`.

Runs in a process of its own, because a screen's size and scale are fixed when Qt starts:
the offscreen platform is given one screen of W x H device pixels at device pixel ratio DPR
(`-platform offscreen:configfile=...`, Qt's real high-DPI scaling; the logical size is
W / DPR x H / DPR). The application starts
as a user's does, over a fresh data folder holding a long-named draft, a server product, a
project and a subscription; each tab's form is shown in each state, in the light and the
dark scheme (`--large`: with larger text and targets), with the corrupt-database message in
the status bar, and checked once per state (`problems_of`). Prints what is wrong as a JSON
list on the line starting with `MARK`; with `--shots`, saves a PNG of each state too
(`<tab>-<state>-<W>x<H>-<scheme>.png`, named by the logical size).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.ui.desk import Desk

LONG_NAME = "Eiken binnendeur 83x211 met glas-in-lood en originele koperen krukken, gedemonteerd"
SCHEMES = ("light", "dark")
MARK = "screen problems: "  # the line of the report, among what the application logs


def configure_screen(width: int, height: int, dpr: float, folder: Path) -> None:
    """One offscreen screen of `width` x `height` device pixels scaled by `dpr`, before Qt
    starts: as Windows says 150 %, by its logical DPI (144 of 96), so Qt's high-DPI scaling
    gives the window `width / dpr` x `height / dpr` logical pixels."""
    config = folder / "screens.json"
    screen = {"name": "screen", "width": width, "height": height}
    screen.update(logicalDpi=round(96 * dpr), logicalBaseDpi=96)
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")


# -- what is checked ---------------------------------------------------------------------
def _walk(widget: QWidget) -> Iterator[QWidget]:
    from PySide6.QtWidgets import QWidget

    for child in widget.findChildren(QWidget, options=_direct()):
        if child.isVisible() and not child.isWindow():
            yield child
            yield from _walk(child)


def _direct() -> Any:
    from PySide6.QtCore import Qt

    return Qt.FindChildOption.FindDirectChildrenOnly


def _scrolls(widget: QWidget) -> bool:
    """A widget that scrolls inside its parent (a scroll area's contents, a list's viewport)."""
    from PySide6.QtWidgets import QAbstractScrollArea
    from PySide6.QtWidgets import QTabBar

    parent = widget.parentWidget()
    if parent is None:
        return False
    area = parent.parentWidget()
    # The scroll area's contents may be larger than the viewport: that is what scrolls.
    if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
        return True
    # A tab bar scrolls its tabs with its own arrows.
    return isinstance(parent, QTabBar)


def _full_text_shown(widget: QWidget) -> str | None:
    """What is cut off of a label's or a button's text; None when it shows whole."""
    from PySide6.QtWidgets import QAbstractButton
    from PySide6.QtWidgets import QLabel
    from PySide6.QtWidgets import QSizePolicy

    if isinstance(widget, QLabel):
        if widget.wordWrap() or not widget.text() or widget.textFormat() == _rich():
            return None
        if widget.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            # An eliding label: its whole text must be in the tooltip.
            full = widget.property("fullText")
            if isinstance(full, str) and full and widget.toolTip() != full:
                return f"{widget.objectName() or 'label'} elided without its text as tooltip"
            return None
        lines = widget.text().split("\n")
        widest = max(widget.fontMetrics().horizontalAdvance(line) for line in lines)
        needed = widest + 2 * widget.margin()
        if needed > widget.contentsRect().width() + 1:
            return f"label {widget.objectName()!r} {widget.text()!r} cut off"
    elif isinstance(widget, QAbstractButton) and widget.text():
        cut = widget.width() < widget.minimumSizeHint().width()
        return f"button {widget.objectName()!r} {widget.text()!r} cut off" if cut else None
    return None


def _rich() -> Any:
    from PySide6.QtCore import Qt

    return Qt.TextFormat.RichText


def problems_of(window: QWidget, titles: list[QWidget]) -> list[str]:
    """What a user would see cut off: a widget past its parent's rectangle, a text that does
    not fit, a title elided, the window past its screen."""
    from PySide6.QtWidgets import QLabel

    problems = []
    screen = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if not screen.contains(frame):
        problems.append(f"window {frame.getRect()} past the screen {screen.getRect()}")
    if window.minimumSizeHint().width() > screen.width():
        problems.append(f"window needs {window.minimumSizeHint().width()} px of {screen.width()}")
    for widget in _walk(window):
        parent = widget.parentWidget()
        assert parent is not None
        if not _scrolls(widget) and not parent.rect().contains(widget.geometry()):
            problems.append(
                f"{type(widget).__name__} {widget.objectName()!r} {widget.geometry().getRect()}"
                f" past {type(parent).__name__} {parent.objectName()!r} {parent.rect().getRect()}"
            )
        cut = _full_text_shown(widget)
        if cut:
            problems.append(cut)
    for title in titles:
        if not title.isVisible():
            continue
        assert isinstance(title, QLabel)
        if title.sizeHint().width() > title.width() and not title.wordWrap():
            problems.append(f"title {title.text()!r} elided")
        elif title.heightForWidth(title.width()) > title.height() + 1:
            problems.append(f"title {title.text()!r} cut at the bottom")
    return problems


# -- the application in its states -----------------------------------------------------
async def _settle(window: QWidget | None = None) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()
        await asyncio.sleep(0.01)
    # What the window does a moment later: back within its screen, if it grew past it.
    for _ in range(20):
        if window is None or window.screen().availableGeometry().contains(window.frameGeometry()):
            return
        await asyncio.sleep(0.05)


def fill_store(desk: Desk) -> dict[str, str]:
    """Records of every kind in the states shown; their ids by state."""
    from app.store.kinds import RecordKind
    from tests.sync.helpers import product_content
    from tests.sync.helpers import project_content

    store = desk.store
    long_named = store.drafts.create_draft(RecordKind.PRODUCT, product_content(LONG_NAME))
    server = {"id": 31, "websiteURI": "https://sandbox.reuse.local/producten/31"}
    store.cache.put_server_item(RecordKind.PRODUCT, {**server, **product_content("Grenen balk")})
    project = {"id": 7, **project_content("Renovatie stadskantoor Utrecht, tweede fase")}
    store.cache.put_server_item(RecordKind.PROJECT, project)
    subscription = {
        "id": "5f0c2a4e-8d7b-4c1e-9a63-2b1d7e4f9c10",
        "status": "active",
        "event_type": ["created", "updated", "deleted"],
        "webhook_url": "https://hooks.voorbeeld-gemeente.nl/materiaalpaspoort/webhooks/ontvanger",
        "signing_secret": "whsec_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
        "created_date": "2026-11-20T09:15:00Z",
    }
    store.cache.put_server_item(RecordKind.SUBSCRIPTION, subscription)
    store.cache.put_server_item(
        RecordKind.PRODUCT, {**server, "id": 32, **product_content("Eiken vloerdelen, geschuurd")}
    )
    conflict = store.drafts.create_draft(
        RecordKind.PRODUCT, product_content("Eiken vloerdelen, geschuurd"), server_id="32"
    )
    store.drafts.set_state(conflict.id, "conflict")
    return {
        "long": long_named.id,
        "conflict": conflict.id,
        "subscription": subscription["id"],
        "server": "31",
        "project": "7",
    }


def _states(desk: Desk, ids: dict[str, str]) -> list[tuple[str, int, Callable[[], None]]]:
    """(name, tab index, what opens it): each form in the states a user meets."""
    from app.ui.message_table import describe

    def tab(index: int) -> Any:
        assert desk.window is not None
        desk.window.tabs.setCurrentIndex(index)
        return desk.current_tab()

    def row(index: int, key: str) -> None:
        """Choose the row as a click does (the current row changes, the form follows)."""
        shown = tab(index)
        shown.table.selectionModel().clearCurrentIndex()
        assert shown.select_key(key), key

    def typed_name() -> None:
        # Typed as a user does, then Tab: the field must show the name from its start.
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        tab(0).open_new()
        line = tab(0).form.editor("itemDetails.name").editor
        line.setFocus(Qt.FocusReason.MouseFocusReason)
        QTest.keyClicks(line, LONG_NAME)
        QTest.keyClick(line, Qt.Key.Key_Tab)

    from app.api.notices import Notice
    from app.ui import messages

    corrupt = describe(Notice("store.recovered", {"moved_to": "reuse-desk.sqlite3.damaged-2026"}))
    return [
        ("products-new", 0, lambda: (tab(0).open_new(), messages.show_error(corrupt))),
        ("products-long-name", 0, lambda: row(0, f"d:{ids['long']}")),
        ("products-typed-name", 0, typed_name),
        ("products-server", 0, lambda: row(0, f"s:{ids['server']}")),
        ("projects-new", 1, lambda: tab(1).open_new()),
        ("projects-server", 1, lambda: row(1, f"s:{ids['project']}")),
        ("products-conflict", 0, lambda: row(0, f"d:{ids['conflict']}")),
        ("subscriptions-new", 2, lambda: tab(2).new_subscription()),
        ("subscriptions-server", 2, lambda: row(2, f"s:{ids['subscription']}")),
    ]


def _titles(desk: Desk) -> list[QWidget]:
    tabs = (desk.products, desk.projects, desk.subscriptions)
    return [t.form.title for t in tabs if t is not None and t.has_form]


def _name_from_its_start(desk: Desk) -> list[str]:
    """The product's name field shows a name longer than itself from its start."""
    assert desk.products is not None
    line = desk.products.form.editor("itemDetails.name").editor
    if line.hasFocus():
        return ["the name field kept the focus"]
    if line.cursorPosition() != 0:  # type: ignore[attr-defined]
        return [f"the name field shows {line.text()!r} from position {line.cursorPosition()}"]  # type: ignore[attr-defined]
    return []


def _geometry_of(size: str) -> str:
    """The window's geometry as the settings keep it, of a window of `size` ("1800x1000")."""
    from PySide6.QtWidgets import QMainWindow

    width, height = (int(n) for n in size.split("x"))
    window = QMainWindow()
    window.setGeometry(40, 40, width, height)
    return bytes(window.saveGeometry().toBase64().data()).decode("ascii")


async def check(
    width: int,
    height: int,
    dpr: float,
    shots: Path | None,
    folder: Path,
    *,
    large: bool = False,
    kept: str | None = None,
    language: str = "nl",
) -> None:
    from PySide6.QtWidgets import QApplication

    from app import paths
    from app.api.secrets import MemorySecretStore
    from app.settings import UiSettings
    from app.store.store import Store
    from app.ui import i18n
    from app.ui.desk import Desk

    paths.set_data_dir(folder / "data")
    i18n.install_language(language)
    settings = UiSettings(auto_sync=False, window_geometry=_geometry_of(kept) if kept else None)
    desk = Desk(Store.open(), settings=settings, secrets=MemorySecretStore())
    found: list[dict[str, Any]] = []
    try:
        await desk.start()
        assert desk.window is not None
        window = desk.window
        ids = fill_store(desk)
        desk.refresh_views()
        window.show()
        window.activateWindow()  # focus moves only in the active window
        await _settle()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        for scheme in SCHEMES:
            _apply_scheme(app, scheme, large)
            for name, _index, open_state in _states(desk, ids):
                open_state()
                await _settle(window)
                problems = problems_of(window, _titles(desk))
                if name == "products-typed-name":
                    problems += _name_from_its_start(desk)
                for problem in problems:
                    found.append({"state": name, "scheme": scheme, "problem": problem})
                if shots is not None:
                    logical = window.screen().geometry()
                    look = f"{scheme}-large" if large else scheme
                    size = f"{logical.width()}x{logical.height()}"
                    window.grab().save(str(shots / f"{name}-{size}-{look}.png"))
    finally:
        await desk.shutdown()
        desk.close_store()
    print(MARK + json.dumps(found), flush=True)


def _apply_scheme(app: Any, scheme: str, large: bool) -> None:
    from app.ui.theme import apply_theme

    apply_theme(app, scheme, large=large)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("width", type=int)
    parser.add_argument("height", type=int)
    parser.add_argument("dpr", type=float)
    parser.add_argument("--shots", type=Path, help="save a PNG of each state in this folder")
    parser.add_argument("--large", action="store_true", help="with larger text and targets")
    parser.add_argument("--kept", help="the window's size the settings keep, as 1800x1000")
    parser.add_argument("--language", default="nl", help="the window's language (nl, en)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        configure_screen(args.width, args.height, args.dpr, Path(tmp))
        from PySide6.QtWidgets import QApplication

        import qasync  # isort: skip

        from app.ui.application import create_qapplication

        QApplication.instance() or create_qapplication([sys.argv[0]])
        qasync.run(
            check(
                *(args.width, args.height, args.dpr, args.shots, Path(tmp)),
                large=args.large,
                kept=args.kept,
                language=args.language,
            )
        )


if __name__ == "__main__":
    main()
