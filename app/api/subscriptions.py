"""Webhook subscriptions: the create form, one normalised subscription, and the test outcome.

The interface documents two shapes of a subscription: variant A sends dates as strings and
`event_type` as one string, variant B integer timestamps, a list and plain party ids. Both
read into one `Subscription`; `variant` records which one came.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated
from typing import Any
from typing import ClassVar
from typing import Literal

from pydantic import BeforeValidator
from pydantic import Field
from pydantic import model_validator

from app.api.categories import EVENT_TYPES
from app.api.fields import ApiModel
from app.api.fields import LenientText
from app.api.fields import OptionalDateTime
from app.api.fields import null_as
from app.api.schema import FormModel
from app.api.schema import Section
from app.api.schema import Ui


def split_event_types(value: Any) -> Any:
    """Variant A's one string, possibly naming several kinds ("created,updated"), as a list."""
    return list(filter(None, re.split(r"[\s,;|]+", value))) if isinstance(value, str) else value


# Fields the service sends that are secrets: kept in memory for the session, never in the
# store (a cached subscription is JSON in SQLite). Each list of subscriptions brings them again.
SESSION_ONLY_FIELDS = ("signing_secret",)


class Subscription(ApiModel):
    """A subscription, the same whichever variant the service sent."""

    id: LenientText
    resource_type: str = "subscription"
    url: str = ""
    created_date: OptionalDateTime = None
    start_date: OptionalDateTime = None
    end_date: OptionalDateTime = None
    consumer_id: LenientText | None = None
    provider_id: LenientText | None = None
    description: str | None = None
    event_types: Annotated[list[str], null_as(list), BeforeValidator(split_event_types)] = Field(
        default_factory=list, alias="event_type"
    )
    status: str
    webhook_url: str
    signing_secret: str | None = None
    variant: Literal["A", "B"] = "A"

    @model_validator(mode="before")
    @classmethod
    def _detect_variant(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and "variant" not in data:
            is_b = isinstance(data.get("event_type"), list) or (
                isinstance(data.get("created_date"), int | float)
                and not isinstance(data.get("created_date"), bool)
            )
            return {**data, "variant": "B" if is_b else "A"}
        return data


class SubscriptionList(ApiModel):
    count: int
    subscriptions: list[Subscription]


class SubscriptionCreate(FormModel):
    """The subscription form: which webhook address receives which kinds of event, and when."""

    KIND = "subscription"
    SECTIONS: ClassVar[Mapping[str, Section]] = {
        "subscription": Section("Abonnement", "Subscription", 0)
    }

    resource_type: Literal["subscription"] = "subscription"
    webhook_url: Annotated[
        str,
        Ui(
            "Webhook-adres",
            "Webhook address",
            "subscription",
            required=True,
            format="web_url",
            title=True,
        ),
    ] = ""
    event_type: Annotated[
        list[str],
        Ui(
            "Gebeurtenissen",
            "Events",
            "subscription",
            "events",
            required=True,
            choices=EVENT_TYPES,
            column="event_types",
            search="categories",
        ),
    ] = Field(default_factory=lambda: list(EVENT_TYPES))
    start_date: Annotated[OptionalDateTime, Ui("Begint", "Starts", "subscription", "moment")] = None
    end_date: Annotated[
        OptionalDateTime,
        Ui("Eindigt", "Ends", "subscription", "moment", not_before="start_date"),
    ] = None


class SubscriptionTestResult(ApiModel):
    """What happened when the service delivered a test event to the webhook address."""

    delivered: bool
    status_code: int | None = None
    error: str | None = None
    event_id: LenientText | None = None
