"""Form rules shared by the request models, with Dutch messages the UI shows as the user types.

The same nested models describe requests and responses. The rules apply when a
model is built from a form (the default); the parsers of service responses switch
them off with `RESPONSE_CONTEXT`, because a record the service already holds must
always be readable, even when it would not pass today's form checks.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from urllib.parse import urlsplit

from email_validator import EmailNotValidError, validate_email
from pydantic import ValidationInfo
from pydantic_core import PydanticCustomError

from app.api.fields import MAX_SIGNIFICANT_DIGITS, RESPONSE_CONTEXT

__all__ = ["RESPONSE_CONTEXT", "rules_on"]


def rules_on(info: ValidationInfo) -> bool:
    context = info.context
    return not (isinstance(context, dict) and context.get("form_rules") is False)


def fail(message: str) -> PydanticCustomError:
    # A custom error keeps the message free of pydantic's "Value error, " prefix.
    return PydanticCustomError("form", message)


def require_text(value: str | None, message: str) -> None:
    if value is None or not value.strip():
        raise fail(message)


def check_number(value: Decimal | None, *, required: str | None = None) -> None:
    if value is None:
        if required:
            raise fail(required)
        return
    if value < 0:
        raise fail("Vul een getal van 0 of meer in.")
    if value >= 10**MAX_SIGNIFICANT_DIGITS:
        raise fail("Dit getal is te groot.")
    if len(value.normalize().as_tuple().digits) > MAX_SIGNIFICANT_DIGITS:
        raise fail("Dit getal heeft te veel cijfers.")


def check_email(value: str | None) -> None:
    if value is None or not value.strip():
        return
    try:
        validate_email(value.strip(), check_deliverability=False)
    except EmailNotValidError:
        raise fail("Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl).") from None


def check_web_url(value: str | None) -> None:
    if value is None or not value.strip():
        return
    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or " " in value.strip():
        raise fail("Vul een geldig webadres in dat begint met https:// of http://.")


def check_choice(value: str | None, choices: tuple[str, ...], message: str) -> None:
    if value is not None and value not in choices:
        raise fail(message)


def check_order(start: date | datetime | None, end: date | datetime | None, message: str) -> None:
    if start is not None and end is not None and end < start:
        raise fail(message)
