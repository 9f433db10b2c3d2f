"""The sync log: what was sent, refused or failed, newest first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.store.synclog import LogEntry
from app.ui.record_table import Column, RecordTableModel


class SyncLogDialog(QDialog):
    def __init__(self, entries: list[LogEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncLogDialog")
        self.setWindowTitle(self.tr("Sync log"))
        self.resize(820, 480)
        columns: list[Column[LogEntry]] = [
            Column(self.tr("When"), lambda e: e.at.astimezone().strftime("%d-%m-%Y %H:%M:%S")),
            Column(self.tr("What"), lambda e: e.action),
            Column(self.tr("Outcome"), lambda e: e.outcome.value),
            Column(self.tr("Record"), lambda e: e.server_id or ""),
            Column(self.tr("Message"), lambda e: e.message),
        ]
        self.model: RecordTableModel[LogEntry] = RecordTableModel(columns, self)
        self.model.set_records(entries)
        table = QTableView(self)
        table.setModel(self.model)
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
