"""The real application for tests/ui/test_real_window.py: `python -m tests.ui.xwindow_app
WHERE DATA_DIR [SANDBOX_URL]` starts the window as `reuse-desk --data-dir DATA_DIR` does
(offline, or connected to the sandbox at SANDBOX_URL; on the X server in DISPLAY) and, for
the test's pointer, writes to WHERE (JSON) ten times a second
where on the screen the product form's inputs are. It changes nothing in the window: the
test's mouse and keyboard come through the X server, as a user's do."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.ui.desk import Desk


def _rect(widget: QWidget) -> list[int] | None:
    if not widget.isVisible() or widget.visibleRegion().isEmpty():
        return None
    shown = widget.visibleRegion().boundingRect()
    corner = widget.mapToGlobal(shown.topLeft())
    return [corner.x(), corner.y(), shown.width(), shown.height()]


def _inbox(desk: Desk) -> dict[str, Any] | None:
    """The photo inbox, when open: its groups (title, pictures, their places on the screen),
    which has the keyboard, and a menu open over it."""
    import shiboken6

    inbox = desk.photo_inbox.inbox
    if inbox is None or not shiboken6.isValid(inbox) or not inbox.isVisible():
        return None
    return {
        "active": inbox.isActiveWindow(),
        "window": [inbox.x(), inbox.y(), inbox.width(), inbox.height()],
        "reading": inbox.reading,
        "attaching": inbox.attaching,
        "status": inbox.status.text(),
        "menu": _menu(),
        "groups": [
            {
                "title": section.heading(),
                "pictures": [p.name for p in section.model.items],
                "focus": section.view.hasFocus(),
                # Where the pointer drags a group from and drops it, and whether it is being
                # carried (greyed meanwhile).
                "handle": None if section.handle is None else _rect(section.handle),
                "view": _rect(section.view.viewport()),
                "moving": not section.frame.isEnabled(),
                "selected": len(section.view.selectionModel().selectedIndexes()),
            }
            for section in inbox.sections
        ],
    }


def _menu() -> list[str] | None:
    """The entries of a menu open (the inbox's *Groep verplaatsen naar…*), where one is."""
    from PySide6.QtWidgets import QMenu

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMenu) and widget.isVisible():
            return [action.text() for action in widget.actions()]
    return None


def _places(desk: Desk, seq: int) -> dict[str, Any]:

    # `seq` counts the writes: the test waits for one written after what it did.
    places: dict[str, Any] = {"pid": os.getpid(), "seq": seq}
    places["inbox"] = _inbox(desk)
    places["dialogs"] = [
        w.objectName() for w in QApplication.topLevelWidgets() if w.isVisible() and w.objectName()
    ]
    window, tab = desk.window, desk.products
    if window is None or tab is None or not tab.has_form:
        return places
    handle = window.windowHandle()
    places["exposed"] = handle is not None and handle.isExposed()
    places["active"] = window.isActiveWindow()
    form = tab.form
    places["fields"] = {path: _rect(field.editor) for path, field in form.binding.editors.items()}
    places["queue"] = _rect(form.queue_button)
    # The scrolled body's part in view (the viewport itself is all covered by the body).
    places["form"] = _rect(form.scroll_area.widget())
    places["title"] = form.title.text()
    places["rows"] = [_row_rect(tab.table, row) for row in range(min(tab.model.rowCount(), 10))]
    places["row_titles"] = [
        shown.title if (shown := tab.model.row_at(row)) else None
        for row in range(min(tab.model.rowCount(), 10))
    ]
    places["yes"] = _question_yes()
    places["split"] = _split_dialog()
    places["selected"] = len(tab.table.selectionModel().selectedRows())
    places["bulk"] = _bulk_dialog(tab)
    button = getattr(form, "history_button", None)
    places["history_button"] = None if button is None else _rect(button)
    places["history"] = _history(tab)
    screen = QApplication.primaryScreen().geometry()
    places["screen"] = [screen.x(), screen.y(), screen.width(), screen.height()]
    # Where the keyboard is and what each field holds: what a click or typing did.
    focused = QApplication.focusWidget()
    places["focus"] = next(
        (
            path
            for path, field in form.binding.editors.items()
            if focused is not None and (focused is field or field.isAncestorOf(focused))
        ),
        None,
    )
    places["values"] = {
        path: None if (value := field.value()) is None else str(value)
        for path, field in form.binding.editors.items()
    }
    places["scroll"] = form.scroll_area.verticalScrollBar().value()
    # The header's lines, and each message shown: its height and the height its text needs.
    title = form.title
    places["title_lines"] = round(title.height() / title.fontMetrics().lineSpacing())
    places["messages"] = {
        path: [label.height(), label.heightForWidth(label.width()), label.text()]
        for path, field in form.binding.editors.items()
        if (label := field.error_label).isVisible()
    }
    return places


def _row_rect(table: Any, row: int) -> list[int] | None:
    """A row of the table on the screen (its second column: the first is the state)."""
    shown = table.visualRect(table.model().index(row, 1))
    if shown.isEmpty():
        return None
    corner = table.viewport().mapToGlobal(shown.topLeft())
    return [corner.x(), corner.y(), shown.width(), shown.height()]


def _question_yes() -> list[int] | None:
    """The Yes of a question the window asks (Delete drafts?), where one is open."""
    from PySide6.QtWidgets import QMessageBox

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            yes = widget.button(QMessageBox.StandardButton.Yes)
            return None if yes is None else _rect(yes)
    return None


def _bulk_dialog(tab: Any) -> dict[str, Any] | None:
    """The "Edit together" dialog, where it is open: its inputs' places and values, which has
    the keyboard, its scrolled body's part in view, and its buttons' places."""
    import shiboken6
    from PySide6.QtWidgets import QScrollArea

    dialog = tab.bulk.dialog
    if dialog is None or not shiboken6.isValid(dialog) or not dialog.isVisible():
        return None
    editors = dialog.binding.editors
    focused = QApplication.focusWidget()
    scroll = dialog.findChild(QScrollArea)
    frame = dialog.frameGeometry()
    return {
        "active": dialog.isActiveWindow(),
        "window": [frame.x(), frame.y(), frame.width(), frame.height()],
        "page": dialog.pages.currentIndex(),
        "fields": {path: _rect(field.editor) for path, field in editors.items()},
        "values": {
            path: None if (value := field.value()) is None else str(value)
            for path, field in editors.items()
        },
        "focus": next(
            (
                path
                for path, field in editors.items()
                if focused is not None and (focused is field or field.isAncestorOf(focused))
            ),
            None,
        ),
        "body": None if scroll is None else _rect(scroll.widget()),
        "check": _rect(dialog.check_button) if dialog.check_button.isEnabled() else None,
        "apply_valid": _rect(dialog.valid_button) if dialog.valid_button.isEnabled() else None,
    }


def _history(tab: Any) -> dict[str, Any] | None:
    """The record's history panel, where it is shown: its place, and the texts of the lines
    in view (newest first: when, what, field, was, became)."""
    panel = tab.history
    if not panel.isVisible():
        return None
    view, proxy, model = panel.view, panel.proxy, panel.model
    shown = view.viewport().rect()
    lines = []
    for row in range(proxy.rowCount()):
        if not view.visualRect(proxy.index(row, 0)).intersects(shown):
            continue
        source = proxy.mapToSource(proxy.index(row, 0)).row()
        lines.append(list(model.texts(model.lines[source])))
    return {"rect": _rect(panel), "lines": lines}


def _split_dialog() -> dict[str, Any] | None:
    """The split dialog, where it is open: which of its inputs has the keyboard, and what
    they hold."""
    from PySide6.QtWidgets import QApplication

    from app.ui.products.split_dialog import SplitDialog

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, SplitDialog) and widget.isVisible():
            focused = QApplication.focusWidget()
            return {
                "focus": None if focused is None else focused.objectName(),
                "amount": widget.amount.text(),
                "status": widget.status.currentData(),
            }
    return None


def main() -> int:
    where, data_dir = Path(sys.argv[1]), sys.argv[2]
    sandbox_url = sys.argv[3] if len(sys.argv) > 3 else None
    from app.ui.application import run_application

    def shown(desk: Desk) -> None:
        from PySide6.QtCore import QTimer

        written = [0]

        def write() -> None:
            written[0] += 1
            part = where.with_suffix(".part")
            part.write_text(json.dumps(_places(desk, written[0])), encoding="utf-8")
            part.replace(where)

        timer = QTimer(desk)
        timer.timeout.connect(write)
        timer.start(100)

    args = argparse.Namespace(self_test=False, data_dir=data_dir, env=None, sandbox=False)
    return run_application(args, on_window_shown=shown, sandbox_url=sandbox_url)


if __name__ == "__main__":
    sys.exit(main())
