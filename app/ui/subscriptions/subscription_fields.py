"""The subscription form's fields, the labels of event kinds, and the details of a subscription."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ui.binding import FieldSpec

MOMENT_PATHS = ("start_date", "end_date")


def event_label(kind: str) -> str:
    labels = {
        "created": QCoreApplication.translate("SubscriptionFields", "Created"),
        "updated": QCoreApplication.translate("SubscriptionFields", "Updated"),
        "deleted": QCoreApplication.translate("SubscriptionFields", "Deleted"),
        "test": QCoreApplication.translate("SubscriptionFields", "Test"),
    }
    return labels.get(kind, kind)


def status_label(status: str | None) -> str:
    if status == "active":
        return QCoreApplication.translate("SubscriptionFields", "Active")
    if status == "inactive":
        return QCoreApplication.translate("SubscriptionFields", "Inactive")
    return status or ""


def subscription_fields() -> list[FieldSpec]:
    """Every field of the subscription create request the user chooses."""
    return [
        FieldSpec(
            "webhook_url",
            QCoreApplication.translate("SubscriptionFields", "Webhook address"),
            "subscription",
            required=True,
        ),
        FieldSpec(
            "event_type",
            QCoreApplication.translate("SubscriptionFields", "Events"),
            "subscription",
            "events",
            required=True,
        ),
        FieldSpec(
            "start_date",
            QCoreApplication.translate("SubscriptionFields", "Starts"),
            "subscription",
            "moment",
        ),
        FieldSpec(
            "end_date",
            QCoreApplication.translate("SubscriptionFields", "Ends"),
            "subscription",
            "moment",
        ),
    ]


def detail_fields() -> list[tuple[str, str]]:
    """(field, label) of everything the service returns about a subscription."""
    return [
        ("id", QCoreApplication.translate("SubscriptionFields", "Id")),
        ("webhook_url", QCoreApplication.translate("SubscriptionFields", "Webhook address")),
        ("event_types", QCoreApplication.translate("SubscriptionFields", "Events")),
        ("status", QCoreApplication.translate("SubscriptionFields", "Status")),
        ("start_date", QCoreApplication.translate("SubscriptionFields", "Starts")),
        ("end_date", QCoreApplication.translate("SubscriptionFields", "Ends")),
        ("created_date", QCoreApplication.translate("SubscriptionFields", "Created")),
        ("description", QCoreApplication.translate("SubscriptionFields", "Description")),
        ("resource_type", QCoreApplication.translate("SubscriptionFields", "Resource type")),
        ("url", QCoreApplication.translate("SubscriptionFields", "Address at the service")),
        ("consumer_id", QCoreApplication.translate("SubscriptionFields", "Consumer")),
        ("provider_id", QCoreApplication.translate("SubscriptionFields", "Provider")),
        ("variant", QCoreApplication.translate("SubscriptionFields", "Response shape")),
    ]
