"""The local webhook receiver in the Subscriptions tab: start, stop, its address, its deliveries
(the receiver runs on the UI's loop: deliveries go straight into the table).

One receiver for the whole session (`receiver_of`): the window and its tabs are rebuilt over
another environment's store, the receiver goes on listening with its deliveries. It listens
on the port kept in the settings, chosen when it first listened, so a subscription made for
it keeps working across starts; its deliveries are kept in the data folder
(`webhook_deliveries`). When another program holds that port it listens on another, and the
subscriptions that still send to an earlier address of it are flagged here, with the action
that makes one anew at the address it has now (the service has no change of address).
"""

from __future__ import annotations

import datetime as dt
import logging
import weakref
from collections.abc import Callable
from collections.abc import Iterable
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app import paths
from app.api.bounds import WEBHOOK_HISTORY_COUNT
from app.api.subscriptions import SubscriptionCreate
from app.api.webhook_receiver import Delivery
from app.api.webhook_receiver import DeliveryHistory
from app.api.webhook_receiver import Verdict
from app.api.webhook_receiver import WebhookReceiver
from app.api.webhook_receiver import receiver_port_in
from app.ui import messages
from app.ui import theme
from app.ui.layouts import boxed
from app.ui.message_line import wrapped_label
from app.ui.operations import Op
from app.ui.record_table import Column
from app.ui.record_table import ModelIndex
from app.ui.record_table import RecordTableModel
from app.ui.records.field_labels import hint_label
from app.ui.records.table import set_up_table
from app.ui.subscriptions.subscription_form import event_label

if TYPE_CHECKING:
    from app.api.subscriptions import Subscription
    from app.ui.records.session import Session

log = logging.getLogger(__name__)
# Each session's receiver, for as long as the session lives (`receiver_of`).
_RECEIVERS: weakref.WeakKeyDictionary[Session, WebhookReceiver] = weakref.WeakKeyDictionary()


def receiver_of(session: Session | None) -> WebhookReceiver:
    """The session's receiver, with the deliveries kept in the data folder; a receiver of its
    own, kept in memory, for a panel without a session."""
    if session is None:
        return WebhookReceiver()
    receiver = _RECEIVERS.get(session)
    if receiver is None:
        receiver = WebhookReceiver(DeliveryHistory(paths.webhook_history_path()))
        _RECEIVERS[session] = receiver
    return receiver


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


def _received(delivery: Delivery) -> str:
    """When it came, in local time; with the day for one of an earlier day (kept across starts)."""
    moment = delivery.received_at.astimezone()
    return moment.strftime("%H:%M:%S" if moment.date() == dt.date.today() else "%d-%m %H:%M")


class DeliveryTableModel(RecordTableModel[Delivery]):
    """Time, event, resource, signature verdict (green when valid, red otherwise), answer;
    newest first."""

    def __init__(self, parent: Any = None) -> None:
        columns: list[Column[Delivery]] = [
            Column(
                QCoreApplication.translate("DeliveryTable", "Received"),
                _received,
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

    def show_history(self, deliveries: Iterable[Delivery]) -> None:
        """The deliveries the receiver kept, newest first."""
        self.set_records(list(reversed(list(deliveries)))[:WEBHOOK_HISTORY_COUNT])

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
    # A new subscription's content: one that sends to an earlier address, made anew here.
    move_requested = Signal(dict)

    def __init__(self, parent: QWidget | None = None, *, session: Session | None = None) -> None:
        super().__init__(self.tr("Local webhook receiver"), parent)
        self.setObjectName("receiverPanel")
        self.session = session
        self.receiver = receiver = receiver_of(session)
        listener = self._arrived
        receiver.subscribe(listener)
        # The window is rebuilt over another environment's store: the session's receiver
        # goes on (its window's closing stops it); one of the panel's own goes with it.
        self.destroyed.connect(lambda: receiver.unsubscribe(listener))
        if session is None:
            self.destroyed.connect(receiver.close)
        # The cached subscriptions that send to a local receiver's address, by server id.
        self._sending_here: dict[str, Subscription] = {}
        self.model = DeliveryTableModel(self)
        self.model.show_history(receiver.deliveries)

        layout = boxed(QVBoxLayout, self, margins=(10, 8, 10, 8), spacing=6)
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
        moved = QHBoxLayout()
        self.moved_notice = wrapped_label(self, "receiverMoved")
        self.move_button = QPushButton(self.tr("Make it anew at this address"), self)
        self.move_button.setObjectName("moveSubscriptionHere")
        self.move_button.setToolTip(
            self.tr(
                "A new subscription with the same events and dates, sending to the address"
                " the receiver has now; queue it, then delete the old one"
            )
        )
        self.move_button.clicked.connect(self._move_first)
        moved.addWidget(self.moved_notice, 1)
        moved.addWidget(self.move_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(moved)
        self.table = QTableView(self)
        self.table.setObjectName("deliveryTable")
        self.table.setModel(self.model)
        set_up_table(self.table, {0: 84, 1: 110, 3: 180, 4: 76}, 24)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(120)
        layout.addWidget(self.table, 1)
        self._show_state()

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
            if self.session is not None and self.session.settings.receiver_port is None:
                self._keep_port()  # chosen once: the first time it listens
            self._show_state()
            messages.show_info(self.tr("The local receiver listens at %1.").replace("%1", url))
            self.started.emit(url)
            if then is not None:
                then(url)

        kept = self.session.settings.receiver_port if self.session is not None else None
        work = self.receiver.start(kept)
        Op(self, work, name="start webhook receiver").success(listening).finally_(
            lambda: self.toggle_button.setEnabled(True)
        ).run()

    def _keep_port(self) -> None:
        """The port it listens on now is the one kept for the next starts."""
        if self.session is None:
            return
        from app.settings import save_settings

        self.session.settings.receiver_port = self.receiver.port
        try:
            save_settings(self.session.settings)
        except OSError as exc:  # kept in memory: saved again when the session ends
            log.warning("the receiver's port not saved: %s", exc)

    def _show_state(self) -> None:
        running = self.receiver.running
        self.toggle_button.setText(
            self.tr("Stop local receiver") if running else self.tr("Start local receiver")
        )
        self.address.setText(self.receiver.url if running else self.tr("Not running"))
        self.copy_button.setEnabled(running)
        self._show_moved()

    def retranslate(self) -> None:
        self._show_moved()  # a sentence with an address and a count in it

    # -- subscriptions sending to an earlier address ---------------------
    def know_subscriptions(self, subscriptions: Iterable[Subscription]) -> None:
        """The subscriptions on the server (the offline list's): those sending to an earlier
        address of the receiver are flagged while it listens elsewhere."""
        self._sending_here = {
            s.id: s for s in subscriptions if receiver_port_in(s.webhook_url) is not None
        }
        self._show_moved()

    def sending_elsewhere(self) -> list[Subscription]:
        """The subscriptions that send to a local receiver's address it does not listen at."""
        if not self.receiver.running:
            return []
        port = self.receiver.port
        return [s for s in self._sending_here.values() if receiver_port_in(s.webhook_url) != port]

    def _show_moved(self) -> None:
        stale = self.sending_elsewhere()
        self.moved_notice.setVisible(bool(stale))
        self.move_button.setVisible(bool(stale))
        if not stale:
            return
        taken, url = self.receiver.moved_from, self.receiver.url
        if taken is not None:
            text = self.tr(
                "Port %1 was taken by another program, so the receiver listens at %2 now."
            )
            text = text.replace("%1", str(taken)).replace("%2", url)
        else:
            text = self.tr("The receiver listens at %1.").replace("%1", url)
        text += " " + self.tr(
            "%n subscription(s) still send to an earlier address (%1).", "", len(stale)
        ).replace("%1", stale[0].webhook_url)
        self.moved_notice.setText(text)

    def _move_first(self) -> None:
        """A new subscription like the first flagged one, at the address the receiver has now;
        that port is kept from now on, for the subscription made here."""
        stale = self.sending_elsewhere()
        if not stale:
            return
        old = stale[0]
        content = SubscriptionCreate(
            webhook_url=self.receiver.url,
            event_type=old.event_types or SubscriptionCreate().event_type,
            start_date=old.start_date,
            end_date=old.end_date,
        ).model_dump(mode="json")
        self._keep_port()
        self.move_requested.emit(content)
        messages.show_info(
            self.tr(
                "A new subscription to %1 is in the form: queue it to create it, then delete"
                " the one that sends to %2."
            )
            .replace("%1", self.receiver.url)
            .replace("%2", old.webhook_url)
        )

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
