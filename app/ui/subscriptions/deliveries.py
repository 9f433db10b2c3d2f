"""The local receiver's deliveries as a table: time, event, resource, signature verdict."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from app.api.webhook_receiver import Delivery, Verdict
from app.ui.record_table import Column, RecordTableModel
from app.ui.subscriptions.event_types_field import event_label

_Index = QModelIndex | QPersistentModelIndex


def verdict_label(verdict: Verdict) -> str:
    labels = {
        Verdict.VALID: QCoreApplication.translate("DeliveryTable", "Valid"),
        Verdict.INVALID: QCoreApplication.translate("DeliveryTable", "Invalid signature"),
        Verdict.STALE: QCoreApplication.translate("DeliveryTable", "Too old (replay?)"),
        Verdict.UNSIGNED: QCoreApplication.translate("DeliveryTable", "Not signed"),
        Verdict.NO_SECRET: QCoreApplication.translate("DeliveryTable", "No secret to check"),
    }
    return labels[verdict]


def _time(delivery: Delivery) -> str:
    return delivery.received_at.astimezone().strftime("%H:%M:%S")


class DeliveryTableModel(RecordTableModel[Delivery]):
    """Newest first; the signature column is green when valid and red otherwise."""

    SIGNATURE_COLUMN = 3

    def __init__(self, parent: Any = None) -> None:
        columns: list[Column[Delivery]] = [
            Column(QCoreApplication.translate("DeliveryTable", "Received"), _time),
            Column(
                QCoreApplication.translate("DeliveryTable", "Event"),
                lambda d: event_label(d.event_type),
            ),
            Column(QCoreApplication.translate("DeliveryTable", "Resource"), lambda d: d.resource),
            Column(
                QCoreApplication.translate("DeliveryTable", "Signature"),
                lambda d: verdict_label(d.verification.verdict),
            ),
            Column(QCoreApplication.translate("DeliveryTable", "Answer"), lambda d: d.status_code),
        ]
        super().__init__(columns, parent)

    def add(self, delivery: Delivery) -> None:
        self.beginInsertRows(QModelIndex(), 0, 0)
        self.records.insert(0, delivery)
        self.endInsertRows()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and index.isValid()
            and index.column() == self.SIGNATURE_COLUMN
            and 0 <= index.row() < len(self.records)
        ):
            valid = self.records[index.row()].signature_valid
            return QColor("#166534" if valid else "#b91c1c")
        return super().data(index, role)
