"""The sync log: what was sent, refused or failed, newest first, for records of every kind."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.store.kinds import RecordKind
from app.store.synclog import LogEntry
from app.store.synclog import Outcome
from app.ui.message_table import describe
from app.ui.record_table import Column
from app.ui.record_table import RecordTableModel
from app.ui.screens import fit_within_screen

# The engine's step names, outcomes and record kinds in the user's words.
_LABELS: dict[object, object] = {
    "create": QT_TRANSLATE_NOOP("SyncLogDialog", "Create"),
    "update": QT_TRANSLATE_NOOP("SyncLogDialog", "Change"),
    "archive": QT_TRANSLATE_NOOP("SyncLogDialog", "Archive"),
    "upload": QT_TRANSLATE_NOOP("SyncLogDialog", "Upload"),
    "remove": QT_TRANSLATE_NOOP("SyncLogDialog", "Remove"),
    "reconcile": QT_TRANSLATE_NOOP("SyncLogDialog", "Check on the server"),
    "sync": QT_TRANSLATE_NOOP("SyncLogDialog", "Sync"),
    Outcome.OK: QT_TRANSLATE_NOOP("SyncLogDialog", "Done"),
    Outcome.REFUSED: QT_TRANSLATE_NOOP("SyncLogDialog", "Refused"),
    Outcome.FAILED: QT_TRANSLATE_NOOP("SyncLogDialog", "Failed"),
    Outcome.CONFLICT: QT_TRANSLATE_NOOP("SyncLogDialog", "Conflict"),
    Outcome.INFO: QT_TRANSLATE_NOOP("SyncLogDialog", "Note"),
    RecordKind.PRODUCT: QT_TRANSLATE_NOOP("SyncLogDialog", "Product"),
    RecordKind.PROJECT: QT_TRANSLATE_NOOP("SyncLogDialog", "Project"),
    RecordKind.SUBSCRIPTION: QT_TRANSLATE_NOOP("SyncLogDialog", "Subscription"),
}


def label(key: object) -> str:
    """`key` in the user's words; a step the engine logged that has no label, as it was."""
    text = _LABELS.get(key)
    return str(key) if text is None else QCoreApplication.translate("SyncLogDialog", str(text))


def record_label(entry: LogEntry) -> str:
    """Which record: its title ("Eiken deur"); else its kind and server id ("Project 12"),
    or its kind, unnamed, before it has one."""
    if entry.title:
        return entry.title
    if entry.kind is None:
        return entry.server_id or ""
    if entry.server_id:
        return f"{label(entry.kind)} {entry.server_id}"
    unnamed = QCoreApplication.translate("SyncLogDialog", "{kind} without a name")
    return unnamed.format(kind=label(entry.kind))


class SyncLogDialog(QDialog):
    def __init__(self, entries: list[LogEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncLogDialog")
        self.setWindowTitle(self.tr("Sync log"))
        fit_within_screen(self, QSize(820, 480))  # a tablet's screen is narrower
        columns: list[Column[LogEntry]] = [
            Column(self.tr("When"), lambda e: e.at.astimezone().strftime("%d-%m-%Y %H:%M:%S")),
            Column(self.tr("What"), lambda e: label(e.action)),
            Column(self.tr("Outcome"), lambda e: label(e.outcome)),
            Column(self.tr("Record"), record_label),
            # The engine logs a notice (a code); the message table words it.
            Column(self.tr("Message"), lambda e: describe(e.message)),
        ]
        self.model: RecordTableModel[LogEntry] = RecordTableModel(columns, self)
        self.model.set_records(entries)
        self.table = QTableView(self)
        self.table.setObjectName("syncLogTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.resizeColumnsToContents()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
