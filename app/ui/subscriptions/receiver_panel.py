"""The local webhook receiver in the Subscriptions tab: start, stop, its address, its deliveries
(the receiver runs on the UI's loop: deliveries go straight into the table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.bounds import WEBHOOK_HISTORY_COUNT
from app.api.webhook_receiver import Delivery, Verdict, WebhookReceiver
from app.ui import messages, theme
from app.ui.operations import Op
from app.ui.record_table import Column, ModelIndex, RecordTableModel
from app.ui.records.field_labels import hint_label
from app.ui.records.table import set_up_table
from app.ui.subscriptions.subscription_form import event_label


def verdict_label(verdict: Verdict) -> str:
    labels = {
        Verdict.VALID: QCoreApplication.translate("DeliveryTable", "Valid"),
        Verdict.INVALID: QCoreApplication.translate("DeliveryTable", "Invalid signature"),
        Verdict.STALE: QCoreApplication.translate("DeliveryTable", "Too old (replay?)"),
        Verdict.UNSIGNED: QCoreApplication.translate("DeliveryTable", "Not signed"),
        Verdict.NO_SECRET: QCoreApplication.translate("DeliveryTable", "No secret to check"),
    }
    return labels[verdict]


def delivery_label(delivery: Delivery) -> str:
    """The verdict, and whether the event came before (answered, not counted again)."""
    if delivery.repeated:
        return QCoreApplication.translate("DeliveryTable", "Valid, repeated (not counted)")
    return verdict_label(delivery.verification.verdict)


class DeliveryTableModel(RecordTableModel[Delivery]):
    """Time, event, resource, signature verdict (green when valid, red otherwise), answer;
    newest first."""

    def __init__(self, parent: Any = None) -> None:
        columns: list[Column[Delivery]] = [
            Column(
                QCoreApplication.translate("DeliveryTable", "Received"),
                lambda d: d.received_at.astimezone().strftime("%H:%M:%S"),
            ),
            Column(
                QCoreApplication.translate("DeliveryTable", "Event"),
                lambda d: event_label(d.event_type),
            ),
            Column(QCoreApplication.translate("DeliveryTable", "Resource"), lambda d: d.resource),
            Column(
                QCoreApplication.translate("DeliveryTable", "Signature"),
                delivery_label,
            ),
            Column(QCoreApplication.translate("DeliveryTable", "Answer"), lambda d: d.status_code),
        ]
        super().__init__(columns, parent)

    def add(self, delivery: Delivery) -> None:
        self.beginInsertRows(QModelIndex(), 0, 0)
        self.records.insert(0, delivery)
        self.endInsertRows()
        if len(self.records) > WEBHOOK_HISTORY_COUNT:  # as many as the receiver keeps
            self.beginRemoveRows(QModelIndex(), WEBHOOK_HISTORY_COUNT, len(self.records) - 1)
            del self.records[WEBHOOK_HISTORY_COUNT:]
            self.endRemoveRows()

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and index.column() == 3  # the signature
            and 0 <= index.row() < len(self.records)
        ):
            valid = self.records[index.row()].signature_valid
            return theme.current().colour("ok" if valid else "error")
        return super().data(index, role)


class ReceiverPanel(QGroupBox):
    started = Signal(str)  # the receiver's address

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Local webhook receiver"), parent)
        self.setObjectName("receiverPanel")
        self.receiver = WebhookReceiver()
        self.receiver.subscribe(self._arrived)
        # A window rebuilt (another language) drops this panel: stop listening with it.
        self.destroyed.connect(self.receiver.close)
        self.model = DeliveryTableModel(self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        row = QHBoxLayout()
        self.toggle_button = QPushButton(self.tr("Start local receiver"), self)
        self.toggle_button.setObjectName("toggleReceiver")
        self.toggle_button.clicked.connect(self.toggle)
        self.address = QLabel(self.tr("Not running"), self)
        self.address.setObjectName("receiverAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(self.tr("Copy address"), self)
        self.copy_button.setObjectName("copyReceiverAddress")
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self._copy_address)
        row.addWidget(self.toggle_button)
        row.addWidget(self.address, 1)
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        hint = self.tr(
            "Listens on this computer only. Use its address as a webhook address to see "
            "deliveries arrive and check their signatures."
        )
        layout.addWidget(hint_label(hint, self))
        self.table = QTableView(self)
        self.table.setObjectName("deliveryTable")
        self.table.setModel(self.model)
        set_up_table(self.table, {0: 84, 1: 110, 3: 180, 4: 76}, 24)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(120)
        layout.addWidget(self.table, 1)

    # -- running ---------------------------------------------------------
    def toggle(self) -> None:
        if self.receiver.running:
            Op(self, self.receiver.stop(), name="stop webhook receiver").finally_(
                self._show_state
            ).run()
        else:
            self.start()

    def start(self, then: Callable[[str], None] | None = None) -> None:
        """Start listening (in the background); `then` gets the address once it listens."""
        if self.receiver.running:
            if then is not None:
                then(self.receiver.url)
            return
        if not self.toggle_button.isEnabled():
            return  # starting already
        self.toggle_button.setEnabled(False)

        def listening(url: str) -> None:
            self._show_state()
            messages.show_info(self.tr("The local receiver listens at %1.").replace("%1", url))
            self.started.emit(url)
            if then is not None:
                then(url)

        Op(self, self.receiver.start(), name="start webhook receiver").success(listening).finally_(
            lambda: self.toggle_button.setEnabled(True)
        ).run()

    def _show_state(self) -> None:
        running = self.receiver.running
        self.toggle_button.setText(
            self.tr("Stop local receiver") if running else self.tr("Start local receiver")
        )
        self.address.setText(self.receiver.url if running else self.tr("Not running"))
        self.copy_button.setEnabled(running)

    def _copy_address(self) -> None:
        if self.receiver.running:
            QGuiApplication.clipboard().setText(self.receiver.url)
            messages.show_info(self.tr("Address copied."))

    def _arrived(self, delivery: Delivery) -> None:
        self.model.add(delivery)
        self.table.scrollToTop()
        messages.show_info(
            self.tr("Webhook received: %1 %2 – %3")
            .replace("%1", event_label(delivery.event_type))
            .replace("%2", delivery.resource)
            .replace("%3", delivery_label(delivery))
        )
