"""The event kinds of a subscription as check boxes (the request's `event_type` list), and the
words for a subscription's event kinds and status wherever they are shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from app.api.categories import EVENT_TYPES
from app.ui.editors import FieldEditor


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
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
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
