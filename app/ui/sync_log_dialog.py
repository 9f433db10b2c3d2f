"""The sync log: what was sent, refused or failed, newest first, for records of every kind."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.store.records import RecordKind
from app.store.synclog import LogEntry, Outcome
from app.ui.message_table import describe
from app.ui.record_table import Column, RecordTableModel


def action_label(action: str) -> str:
    """The engine's step names in the user's words; an unknown step as it was logged."""
    labels = {
        "create": QCoreApplication.translate("SyncLogDialog", "Create"),
        "update": QCoreApplication.translate("SyncLogDialog", "Change"),
        "archive": QCoreApplication.translate("SyncLogDialog", "Archive"),
        "upload": QCoreApplication.translate("SyncLogDialog", "Upload"),
        "remove": QCoreApplication.translate("SyncLogDialog", "Remove"),
        "reconcile": QCoreApplication.translate("SyncLogDialog", "Check on the server"),
        "sync": QCoreApplication.translate("SyncLogDialog", "Sync"),
    }
    return labels.get(action, action)


def outcome_label(outcome: Outcome) -> str:
    labels = {
        Outcome.OK: QCoreApplication.translate("SyncLogDialog", "Done"),
        Outcome.REFUSED: QCoreApplication.translate("SyncLogDialog", "Refused"),
        Outcome.FAILED: QCoreApplication.translate("SyncLogDialog", "Failed"),
        Outcome.CONFLICT: QCoreApplication.translate("SyncLogDialog", "Conflict"),
        Outcome.INFO: QCoreApplication.translate("SyncLogDialog", "Note"),
    }
    return labels[outcome]


def record_label(entry: LogEntry) -> str:
    """Which record: its kind and server id ("Project 12"), or "(new)" before it has one."""
    kinds = {
        RecordKind.PRODUCT: QCoreApplication.translate("SyncLogDialog", "Product"),
        RecordKind.PROJECT: QCoreApplication.translate("SyncLogDialog", "Project"),
        RecordKind.SUBSCRIPTION: QCoreApplication.translate("SyncLogDialog", "Subscription"),
    }
    if entry.kind is None:
        return entry.server_id or ""
    ident = entry.server_id or QCoreApplication.translate("SyncLogDialog", "(new)")
    return f"{kinds[entry.kind]} {ident}"


class SyncLogDialog(QDialog):
    def __init__(self, entries: list[LogEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncLogDialog")
        self.setWindowTitle(self.tr("Sync log"))
        self.resize(820, 480)
        columns: list[Column[LogEntry]] = [
            Column(self.tr("When"), lambda e: e.at.astimezone().strftime("%d-%m-%Y %H:%M:%S")),
            Column(self.tr("What"), lambda e: action_label(e.action)),
            Column(self.tr("Outcome"), lambda e: outcome_label(e.outcome)),
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
