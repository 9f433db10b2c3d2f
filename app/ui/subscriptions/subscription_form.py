"""The subscription form: the create request for a draft, its event kinds as check boxes. A
subscription can be created, tested and deleted, never changed: one on the server shows its
details read-only, the signing secret hidden until the user reveals it. The words for the
event kinds and the status, wherever they are shown."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.categories import EVENT_TYPES
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionCreate
from app.ui.binding import FieldSpec
from app.ui.editors import FieldEditor
from app.ui.editors import TextField
from app.ui.layouts import boxed
from app.ui.records.field_labels import detail_text
from app.ui.records.field_labels import hint_label
from app.ui.records.field_labels import value_label
from app.ui.records.form import RecordForm
from app.ui.status_bar import set_look

SECRET_MASK = "•" * 16


def event_label(kind: str) -> str:
    labels = {
        "created": QCoreApplication.translate("SubscriptionFields", "Created"),
        "updated": QCoreApplication.translate("SubscriptionFields", "Updated"),
        "deleted": QCoreApplication.translate("SubscriptionFields", "Deleted"),
        "test": QCoreApplication.translate("SubscriptionFields", "Test"),
    }
    return labels.get(kind, kind)


def status_label(status: str | None) -> str:
    labels = {
        "active": QCoreApplication.translate("SubscriptionFields", "Active"),
        "inactive": QCoreApplication.translate("SubscriptionFields", "Inactive"),
    }
    return labels.get(status or "", status or "")


class EventTypesField(FieldEditor):
    def __init__(self, parent: QWidget | None = None) -> None:
        box = QWidget()
        row = boxed(QHBoxLayout, box, margins=(0, 0, 0, 0), spacing=12)
        self.boxes: dict[str, QCheckBox] = {}
        for kind in EVENT_TYPES:
            check = QCheckBox(event_label(kind), box)
            check.setObjectName(f"event_{kind}")
            row.addWidget(check)
            self.boxes[kind] = check
        row.addStretch(1)
        super().__init__(box, parent)
        for check in self.boxes.values():
            check.clicked.connect(lambda _checked: self.edited.emit())

    def value(self) -> Any:
        # An empty list, not None: "no kind chosen" must reach the model's rule.
        return [kind for kind, check in self.boxes.items() if check.isChecked()]

    def set_value(self, value: Any) -> None:
        # Nothing stored yet means every kind, as the request model defaults.
        chosen = EVENT_TYPES if value is None else value if isinstance(value, list) else ()
        for kind, check in self.boxes.items():
            check.setChecked(kind in chosen)


class SubscriptionForm(RecordForm):
    NEW_TITLE = QT_TRANSLATE_NOOP("SubscriptionForm", "New subscription")
    DELETES_DRAFTS = False  # its own Delete: a draft discarded, or the service's record
    delete_requested = Signal()
    test_requested = Signal()
    use_receiver_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SubscriptionCreate, "subscriptionForm", parent)
        self._secret = ""

    # -- building --------------------------------------------------------
    def header_buttons(self) -> Iterable[QPushButton]:
        self.test_button = self.button(
            self.tr("Send test"),
            self.test_requested,
            "sendTest",
            self.tr("The service delivers a test event to the address"),
        )
        self.delete_button = self.button(
            self.tr("Delete…"), self.delete_requested, "deleteSubscription"
        )
        return (self.test_button, self.delete_button)

    def build_body(self, body: QWidget, layout: QVBoxLayout) -> None:
        _below, forms = self.build_sections(layout)
        hint = self.tr(
            "Start and end are optional; times are local. Without an end the "
            "subscription keeps running."
        )
        forms["subscription"].addRow(hint_label(hint, self.sections["subscription"]))
        details = self.details_box(layout, "subscriptionDetails", "subscription")
        details.addRow(self.tr("Signing secret"), self._secret_row())
        # Where the details come from when the service could not be read just now.
        self.freshness_note = hint_label("", self)
        self.freshness_note.setObjectName("freshnessNote")
        self.freshness_note.hide()
        details.addRow(self.freshness_note)
        self.test_result = value_label(body, "connectionResult")
        self.test_result.hide()
        layout.addWidget(self.test_result)

    def editor_for(self, spec: FieldSpec) -> FieldEditor:
        if spec.kind == "events":
            return EventTypesField()
        if spec.path != "webhook_url":
            return super().editor_for(spec)
        field = TextField(placeholder="https://")
        self.use_receiver_button = self.button(
            self.tr("Use local receiver"),
            self.use_receiver_requested,
            "useLocalReceiver",
            self.tr("Start the receiver on this computer and use its address"),
        )
        field.row.addWidget(self.use_receiver_button)  # beside the address
        return field

    def _secret_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(6)
        self.secret_label = value_label(self, "signingSecret")
        self.reveal_button = self.button(self.tr("Show"), self._reveal, "revealSecret")
        self.reveal_button.setCheckable(True)  # clicked(checked): shown or not
        self.copy_button = self.button(self.tr("Copy"), self.copy_secret, "copySecret")
        row.addWidget(self.secret_label, 1)
        row.addWidget(self.reveal_button)
        row.addWidget(self.copy_button)
        return row

    # -- state -----------------------------------------------------------
    def show_as_new(self) -> None:
        self.set_test_result(None)
        self.set_subscription(None)
        self.delete_button.setVisible(False)  # nothing stored yet

    def set_subscription(self, subscription: Subscription | None) -> None:
        """A stored draft (None) or the server's subscription: either can be deleted."""
        self.delete_button.setVisible(True)
        self.show_server_view(subscription is not None)
        self.test_button.setVisible(subscription is not None)
        self.reveal_button.setChecked(False)
        self._secret = subscription.signing_secret or "" if subscription is not None else ""
        self._reveal(False)
        if subscription is None:
            return
        values = subscription.model_dump(by_alias=True)
        for key, label in self.detail_labels.items():
            label.setText(_detail_text(key, values.get(key)))

    def set_freshness_note(self, text: str | None) -> None:
        """A quiet line under the details: why they are those of the last sync."""
        self.freshness_note.setText(text or "")
        self.freshness_note.setVisible(bool(text))

    def _reveal(self, shown: bool) -> None:
        self.secret_label.setText((self._secret if shown else SECRET_MASK) if self._secret else "–")
        self.reveal_button.setText(self.tr("Hide") if shown else self.tr("Show"))
        self.copy_button.setEnabled(bool(self._secret))

    def copy_secret(self) -> None:
        if self._secret:
            QGuiApplication.clipboard().setText(self._secret)
            self.copy_button.setText(self.tr("Copied"))
            copy = self.copy_button
            QTimer.singleShot(1500, copy, lambda: copy.setText(self.tr("Copy")))

    def set_test_result(self, text: str | None, *, ok: bool = True) -> None:
        self.test_result.setText(text or "")
        self.test_result.setVisible(bool(text))
        set_look(self.test_result, "outcome", "ok" if ok else "failed")


def resource_label(kind: str | None) -> str:
    """What a subscription is about, in words: the service names it in English."""
    labels = {
        "subscription": QCoreApplication.translate("SubscriptionFields", "Subscription"),
        "product": QCoreApplication.translate("SubscriptionFields", "Product"),
        "project": QCoreApplication.translate("SubscriptionFields", "Project"),
    }
    return labels.get(kind or "", kind or "–")


def _detail_text(key: str, value: Any) -> str:
    if key == "resource_type":
        return resource_label(value)
    if key == "event_type":
        return ", ".join(event_label(e) for e in value) or "–"
    if key == "status":
        return status_label(value)
    return detail_text(value)
