"""The real application for tests/ui/test_real_window.py: `python -m tests.ui.xwindow_app
WHERE DATA_DIR` starts the window as `reuse-desk --data-dir DATA_DIR` does (offline, on the
X server in DISPLAY) and, for the test's pointer, writes to WHERE (JSON) ten times a second
where on the screen the product form's inputs are. It changes nothing in the window: the
test's mouse and keyboard come through the X server, as a user's do."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
    """The photo inbox, when open: its groups (title, pictures), which has the keyboard."""
    import shiboken6

    inbox = desk.photo_inbox.inbox
    if inbox is None or not shiboken6.isValid(inbox) or not inbox.isVisible():
        return None
    return {
        "active": inbox.isActiveWindow(),
        "reading": inbox.reading,
        "attaching": inbox.attaching,
        "status": inbox.status.text(),
        "groups": [
            {
                "title": section.heading(),
                "pictures": [p.name for p in section.model.items],
                "focus": section.view.hasFocus(),
            }
            for section in inbox.sections
        ],
    }


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
    places["yes"] = _question_yes()
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


def main() -> int:
    where, data_dir = Path(sys.argv[1]), sys.argv[2]
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
    return run_application(args, on_window_shown=shown)


if __name__ == "__main__":
    sys.exit(main())
