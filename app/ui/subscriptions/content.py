"""Form content of subscriptions: validation as the user types, and what the service sent."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.api.fields import RESPONSE_CONTEXT
from app.api.subscriptions import Subscription, SubscriptionCreate
from app.ui.binding import model_errors
from app.ui.records.moment_field import moment_errors
from app.ui.subscriptions.subscription_fields import MOMENT_PATHS


def validation_errors(content: Mapping[str, Any]) -> dict[str, list[str]]:
    """What the subscription request model says about `content`, keyed by wire path."""
    errors = moment_errors(
        model_errors(SubscriptionCreate, dict(content)),
        content,
        MOMENT_PATHS,
        QCoreApplication.translate(
            "SubscriptionForm", "Enter a date and time as dd-mm-yyyy hh:mm."
        ),
    )
    # "event_type.0" and the like belong to the check boxes as a whole.
    merged: dict[str, list[str]] = {}
    for path, texts in errors.items():
        key = "event_type" if path.startswith("event_type") else path
        merged.setdefault(key, []).extend(texts)
    return merged


def read_subscription(data: Mapping[str, Any]) -> Subscription | None:
    """A cached subscription in either response shape; None when it cannot be read."""
    try:
        return Subscription.model_validate(dict(data), context=RESPONSE_CONTEXT)
    except ValueError:
        return None
