"""The subscription form: the create request for a draft, every field of a server subscription.

A subscription cannot be changed through the interface, only created, tested and
deleted. A draft shows the editors (autosaved and validated like every form); a
subscription on the server shows its details read-only, with the signing secret
hidden until the user reveals it, and the actions that need the service.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.api.subscriptions import Subscription
from app.ui.binding import FieldSpec, FormBinding
from app.ui.fields import FieldEditor, TextField
from app.ui.products.table_model import sync_state_label
from app.ui.projects.moment_field import MomentField, utc_text, utc_to_local
from app.ui.subscriptions.event_types_field import EventTypesField
from app.ui.subscriptions.subscription_fields import (
    detail_fields,
    event_label,
    status_label,
    subscription_fields,
)

AUTOSAVE_DELAY_MS = 400
SECRET_MASK = "•" * 16


class SubscriptionForm(QWidget):
    content_edited = Signal(dict)
    queue_requested = Signal()
    delete_requested = Signal()
    test_requested = Signal()
    use_receiver_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("subscriptionForm")
        self.specs = subscription_fields()
        self.binding = FormBinding(self.specs, self)
        self._loading = False
        self._dirty = False
        self._touched: set[str] = set()
        self._secret = ""
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave.timeout.connect(self.flush)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._build_header())
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("formBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(12, 8, 12, 12)
        layout.setSpacing(10)
        self.banner = QLabel(body)
        self.banner.setObjectName("formBanner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        layout.addWidget(self.banner)
        self.editors_box = self._build_editors(body)
        layout.addWidget(self.editors_box)
        self.details = self._build_details(body)
        layout.addWidget(self.details)
        self.test_result = QLabel(body)
        self.test_result.setObjectName("connectionResult")
        self.test_result.setWordWrap(True)
        self.test_result.hide()
        layout.addWidget(self.test_result)
        layout.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        self.binding.edited.connect(self._on_edited)
        for editor in self.binding.editors.values():
            editor.editor.installEventFilter(self)

    # -- building --------------------------------------------------------
    def _build_header(self) -> QWidget:
        header = QWidget(self)
        header.setObjectName("formHeader")
        layout = QHBoxLayout(header)
        layout.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel(self.tr("New subscription"), header)
        self.title.setObjectName("formTitle")
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.state_badge = QLabel(header)
        self.state_badge.setObjectName("stateBadge")
        layout.addWidget(self.title, 1)
        layout.addWidget(self.state_badge)
        self.test_button = QPushButton(self.tr("Send test"), header)
        self.test_button.setObjectName("sendTest")
        self.test_button.setToolTip(self.tr("The service delivers a test event to the address"))
        self.test_button.clicked.connect(self.test_requested)
        self.delete_button = QPushButton(self.tr("Delete…"), header)
        self.delete_button.setObjectName("deleteSubscription")
        self.delete_button.clicked.connect(self.delete_requested)
        self.queue_button = QPushButton(self.tr("Queue for sync"), header)
        self.queue_button.setObjectName("primaryButton")
        self.queue_button.setToolTip(self.tr("Ctrl+Enter"))
        self.queue_button.clicked.connect(self.queue_requested)
        for button in (self.test_button, self.delete_button, self.queue_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
        return header

    def _editor_for(self, spec: FieldSpec) -> FieldEditor:
        if spec.kind == "events":
            return EventTypesField()
        if spec.kind == "moment":
            return MomentField()
        field = TextField(placeholder="https://")
        self.use_receiver_button = QPushButton(self.tr("Use local receiver"), field)
        self.use_receiver_button.setObjectName("useLocalReceiver")
        self.use_receiver_button.setToolTip(
            self.tr("Start the receiver on this computer and use its address")
        )
        self.use_receiver_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.use_receiver_button.clicked.connect(self.use_receiver_requested)
        # Beside the address, in the editor's own row (where a date field has its picker).
        outer = field.layout()
        item = outer.itemAt(0) if outer is not None else None
        row = item.layout() if item is not None else None
        if isinstance(row, QHBoxLayout):
            row.addWidget(self.use_receiver_button)
        return field

    def _build_editors(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(self.tr("Subscription"), parent)
        box.setObjectName("section_subscription")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setContentsMargins(10, 8, 10, 8)
        form.setVerticalSpacing(6)
        for spec in self.specs:
            editor = self._editor_for(spec)
            editor.setObjectName(spec.path)
            label = QLabel(spec.label + (" *" if spec.required else ""))
            if spec.required:
                label.setProperty("required", "yes")
                label.setToolTip(self.tr("Required"))
            label.setBuddy(editor.editor)
            form.addRow(label, editor)
            self.binding.bind(spec.path, editor)
        hint = QLabel(
            self.tr(
                "Start and end are optional; times are local. Without an end the "
                "subscription keeps running."
            ),
            box,
        )
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        form.addRow(hint)
        return box

    def _build_details(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(self.tr("On the server"), parent)
        box.setObjectName("subscriptionDetails")
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setContentsMargins(10, 8, 10, 8)
        form.setVerticalSpacing(4)
        self.detail_labels: dict[str, QLabel] = {}
        for key, title in detail_fields():
            value = _value_label(box, f"detail_{key}")
            form.addRow(title, value)
            self.detail_labels[key] = value
        secret_row = QHBoxLayout()
        secret_row.setSpacing(6)
        self.secret_label = _value_label(box, "signingSecret")
        self.reveal_button = QPushButton(self.tr("Show"), box)
        self.reveal_button.setObjectName("revealSecret")
        self.reveal_button.setCheckable(True)
        self.reveal_button.toggled.connect(self._reveal)
        self.copy_button = QPushButton(self.tr("Copy"), box)
        self.copy_button.setObjectName("copySecret")
        self.copy_button.clicked.connect(self.copy_secret)
        secret_row.addWidget(self.secret_label, 1)
        secret_row.addWidget(self.reveal_button)
        secret_row.addWidget(self.copy_button)
        form.addRow(self.tr("Signing secret"), secret_row)
        box.hide()
        return box

    # -- state -----------------------------------------------------------
    def editor(self, path: str) -> FieldEditor:
        return self.binding.editors[path]

    def content(self) -> dict[str, Any]:
        return self.binding.read()

    def touched(self) -> set[str]:
        return set(self._touched)

    def touch(self, *paths: str) -> None:
        """Treat `paths` as changed by the user: their model messages show at once."""
        self._touched.update(paths)

    def load(
        self,
        content: Mapping[str, Any],
        *,
        title: str | None = None,
        sync_state: str | None = None,
        banner: str | None = None,
        subscription: Subscription | None = None,
        can_delete: bool = False,
    ) -> None:
        """Show a draft's `content`, or with `subscription` the server's subscription."""
        self._autosave.stop()
        self._dirty = False
        self._touched.clear()
        self._loading = True
        try:
            self.binding.write(content)
            self.binding.show_errors({})
        finally:
            self._loading = False
        self.set_title(title)
        self.set_sync_state(sync_state)
        self.set_banner(banner)
        self.set_test_result(None)
        self.set_subscription(subscription)
        # A stored draft can be discarded; a server subscription is deleted at the service.
        self.delete_button.setVisible(can_delete)

    def set_subscription(self, subscription: Subscription | None) -> None:
        on_server = subscription is not None
        self.editors_box.setVisible(not on_server)
        self.details.setVisible(on_server)
        self.queue_button.setVisible(not on_server)
        self.test_button.setVisible(on_server)
        self.reveal_button.setChecked(False)
        self._secret = subscription.signing_secret or "" if subscription is not None else ""
        self._reveal(False)
        if subscription is None:
            return
        for key, label in self.detail_labels.items():
            label.setText(_detail_text(key, subscription))

    def secret_shown(self) -> str:
        return self.secret_label.text()

    def _reveal(self, shown: bool) -> None:
        if not self._secret:
            self.secret_label.setText("–")
        else:
            self.secret_label.setText(self._secret if shown else SECRET_MASK)
        self.reveal_button.setText(self.tr("Hide") if shown else self.tr("Show"))
        self.copy_button.setEnabled(bool(self._secret))

    def copy_secret(self) -> None:
        if self._secret:
            QGuiApplication.clipboard().setText(self._secret)
            self.copy_button.setText(self.tr("Copied"))
            QTimer.singleShot(1500, self._copy_done)

    def _copy_done(self) -> None:
        self.copy_button.setText(self.tr("Copy"))

    def set_title(self, title: str | None) -> None:
        self.title.setText(title or self.tr("New subscription"))

    def set_sync_state(self, state: str | None) -> None:
        self.state_badge.setVisible(bool(state))
        self.state_badge.setText(sync_state_label(state) if state else "")
        self.state_badge.setProperty("state", state or "")
        self.state_badge.style().unpolish(self.state_badge)
        self.state_badge.style().polish(self.state_badge)

    def set_banner(self, text: str | None) -> None:
        self.banner.setText(text or "")
        self.banner.setVisible(bool(text))

    def set_test_result(self, text: str | None, *, ok: bool = True) -> None:
        self.test_result.setText(text or "")
        self.test_result.setVisible(bool(text))
        self.test_result.setProperty("outcome", "ok" if ok else "failed")
        self.test_result.style().unpolish(self.test_result)
        self.test_result.style().polish(self.test_result)

    def show_errors(self, errors: Mapping[str, list[str]]) -> dict[str, list[str]]:
        return self.binding.show_errors(errors)

    # -- editing ---------------------------------------------------------
    def _on_edited(self, path: str) -> None:
        if self._loading:
            return
        self._touched.add(path)
        self._dirty = True
        self._autosave.start()

    def has_pending_changes(self) -> bool:
        return self._dirty

    def flush(self) -> None:
        self._autosave.stop()
        if self._dirty:
            self._dirty = False
            self.content_edited.emit(self.content())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut and self._dirty:
            self.flush()
        return super().eventFilter(watched, event)

    def hideEvent(self, event: Any) -> None:
        self.flush()
        super().hideEvent(event)


def _value_label(parent: QWidget, name: str) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


def _detail_text(key: str, subscription: Subscription) -> str:
    if key == "event_types":
        return ", ".join(event_label(e) for e in subscription.event_types) or "–"
    if key == "status":
        return status_label(subscription.status)
    value = getattr(subscription, key)
    if value is None or value == "":
        return "–"
    if hasattr(value, "astimezone"):
        return utc_to_local(utc_text(value))
    return str(value)
