"""What a record tab does to the drafts the user chose: the rows selected in its table (two
or more), else the record in the form. Deleting asks once for many, and is undone like any
action (Ctrl+Z); queueing queues each draft that can be sent and lists the others with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.store.errors import StoreError
from app.ui import messages
from app.work import drafts as work

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.api.notices import Notice
    from app.ui.records.tab import RecordTab


def chosen(tab: RecordTab[Any]) -> tuple[list[str], dict[str, str], bool]:
    """The drafts chosen (by id), the titles of the rows chosen by draft id or key, and
    whether the table's selection chose them (more than one row selected)."""
    rows = tab.selected_rows()
    if len(rows) > 1:
        titles = {r.draft_id or f"s:{r.server_id}": r.title for r in rows}
        return [r.draft_id for r in rows if r.draft_id is not None], titles, True
    draft_id = tab.editing.draft_id
    return ([] if draft_id is None else [draft_id]), {}, False


def delete_chosen(tab: RecordTab[Any]) -> QMessageBox | None:
    """Delete the drafts chosen: one at once, many after one question."""
    tab.flush()
    ids, _titles, _many = chosen(tab)
    if not ids:
        messages.show_info(
            QCoreApplication.translate(
                "RecordTab", "There is no draft to delete here: select the drafts first."
            )
        )
        return None
    if len(ids) == 1:
        _delete(tab, ids)
        return None
    return tab.confirm(
        "deleteDraftsQuestion",
        QCoreApplication.translate("RecordTab", "Delete drafts"),
        QCoreApplication.translate(
            "RecordTab",
            "Delete %n draft(s)? Edit ▸ Undo (Ctrl+Z) brings them back.",
            None,
            len(ids),
        ),
        lambda: _delete(tab, ids),
    )


def _delete(tab: RecordTab[Any], ids: list[str]) -> None:
    try:
        outcome = work.delete(tab.store, tab.KIND, ids)
    except StoreError as exc:
        messages.report_failure(exc, "deleting drafts")
        return
    tab.publish(outcome.changes)
    deleted, refused = outcome.value.drafts, outcome.value.refused
    if refused and not deleted:
        messages.show_error(_why(next(iter(refused.values()))))
    elif refused:
        messages.show_error(
            QCoreApplication.translate("RecordTab", "%n draft(s) deleted; ", None, len(deleted))
            + QCoreApplication.translate("RecordTab", "%n not: ", None, len(refused))
            + _why(next(iter(refused.values())))
        )
    else:
        messages.show_info(
            QCoreApplication.translate(
                "RecordTab", "%n draft(s) deleted. Ctrl+Z brings them back.", None, len(deleted)
            )
        )


def _why(notice: Notice) -> str:
    from app.ui.message_table import describe

    return describe(notice)


def queue_chosen(tab: RecordTab[Any]) -> QMessageBox | None:
    """Queue every draft of the rows selected that can be sent; list the others, with why."""
    tab.flush()
    ids, titles, _many = chosen(tab)
    try:
        outcome = work.queue(tab.store, tab.KIND, ids)
    except StoreError as exc:
        messages.report_failure(exc, "queue")
        return None
    tab.publish(outcome.changes)
    queued = outcome.value.drafts
    reasons = {key: _not_queued(why) for key, why in outcome.value.refused.items()}
    # A row without a draft is the service's record as it is: nothing to send.
    reasons |= {
        key: QCoreApplication.translate("RecordTab", "nothing changed")
        for key in titles
        if key.startswith("s:")
    }
    if queued:
        tab.queued.emit(queued[0].id)  # the sync may start
    if not reasons:
        messages.show_info(
            QCoreApplication.translate(
                "RecordTab", "%n draft(s) queued; sent at the next sync.", None, len(queued)
            )
        )
        return None
    from PySide6.QtWidgets import QMessageBox

    lines = [f"• {titles.get(key) or key}: {why}" for key, why in reasons.items()]
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("RecordTab", "Queue for sync"),
        QCoreApplication.translate("RecordTab", "%n draft(s) queued. ", None, len(queued))
        + QCoreApplication.translate("RecordTab", "%n not queued:", None, len(reasons))
        + "\n"
        + "\n".join(lines),
        QMessageBox.StandardButton.Ok,
        tab,
    )
    box.setObjectName("notQueuedList")
    box.open()
    return box


def _not_queued(why: work.NotQueued) -> str:
    if why.notice.code == work.UNCHANGED:
        return QCoreApplication.translate("RecordTab", "nothing changed")
    if why.notice.code == work.INVALID:
        return QCoreApplication.translate(
            "RecordTab", "%n field(s) to correct", None, len(why.problems)
        )
    return _why(why.notice)
