"""Hand-written request validation that reports errors under the request's own dotted paths.

Each check reads one member of a JSON object, records a Laravel-style message under its path
(`quantity.quantityValue`, `event_type.0`) when it is wrong, and returns the normalised value
(or None), so one pass over a body both validates it and produces what is stored.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any
from urllib.parse import urlsplit

from app.sandbox.errors import ApiError, bad_request, validation_failed

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")

MISSING: Any = object()

# SQLite integers are signed 64-bit; a larger id or count can name nothing that exists.
MAX_INTEGER = 2**63 - 1


def parse_id(text: str) -> int | None:
    """A resource id from a path: a positive integer SQLite can hold, or None."""
    if not text.isascii() or not text.isdigit() or len(text) > 19:
        return None
    value = int(text)
    return value if 0 < value <= MAX_INTEGER else None


def parse_json_body(raw: bytes) -> dict[str, Any]:
    """The body as a JSON object; decimals kept as `Decimal` so "12.50" is not rounded by float."""
    if not raw.strip():
        raise validation_failed({"body": ["The request body must be a JSON object."]})
    try:
        value = json.loads(raw, parse_float=Decimal, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise bad_request(f"The request body is not valid JSON: {exc}.") from None
    if not isinstance(value, dict):
        raise validation_failed({"body": ["The request body must be a JSON object."]})
    return value


def _reasonable(value: Decimal | int) -> bool:
    """Within 40 digits either side of the point: enough for any measure or price, and keeps
    "1e999999999" from becoming a billion-character string."""
    if isinstance(value, int):
        return abs(value) < 10**40
    return value.is_finite() and (value.is_zero() or -40 < value.adjusted() < 40)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def decimal_text(value: Decimal | int) -> str:
    """A number as the text the service returns: "12.5", "3", never exponent notation."""
    if isinstance(value, int):
        return str(value)
    return format(value, "f")


def parse_date_time(text: str) -> datetime | None:
    """An ISO 8601 date-time with a time part; a missing offset is read as UTC."""
    if not _DATE_TIME.match(text):
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Checker:
    """Collects errors while reading members of a request body."""

    def __init__(self) -> None:
        self.errors: dict[str, list[str]] = {}

    def add(self, path: str, message: str) -> None:
        self.errors.setdefault(path, []).append(message)

    def has(self, path: str) -> bool:
        return path in self.errors

    def raise_if_failed(self) -> None:
        if self.errors:
            raise self.failure()

    def failure(self) -> ApiError:
        return validation_failed(self.errors)

    # -- reading members --------------------------------------------------------------

    def _get(self, data: Mapping[str, Any] | None, key: str) -> Any:
        if data is None:
            return MISSING
        return data.get(key, MISSING)

    def _required(self, value: Any, path: str, required: bool) -> bool:
        """True when the check may go on with `value`; records the missing-value error."""
        if (
            value is MISSING
            or value is None
            or (isinstance(value, str) and value == "" and required)
        ):
            if required:
                self.add(path, f"The {path} field is required.")
            return False
        return True

    def obj(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> dict[str, Any] | None:
        value = self._get(data, key)
        if not self._required(value, path, required):
            return None
        if not isinstance(value, dict):
            self.add(path, f"The {path} field must be an object.")
            return None
        return value

    def string(
        self,
        data: Mapping[str, Any] | None,
        key: str,
        path: str,
        *,
        required: bool = False,
        max_length: int = 10_000,
        accept_numbers: bool = False,
    ) -> str | None:
        value = self._get(data, key)
        if not self._required(value, path, required):
            return None
        if accept_numbers and isinstance(value, int | Decimal) and not isinstance(value, bool):
            if not _reasonable(value):
                self.add(path, f"The {path} field is out of range.")
                return None
            return decimal_text(value)
        if not isinstance(value, str):
            self.add(path, f"The {path} field must be a string.")
            return None
        if len(value) > max_length:
            self.add(path, f"The {path} field must not be greater than {max_length} characters.")
            return None
        return value

    def number(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> str | None:
        """A number (or numeric text, as Laravel's `numeric` rule allows), returned as text."""
        value = self._get(data, key)
        if not self._required(value, path, required):
            return None
        if isinstance(value, bool):
            self.add(path, f"The {path} field must be a number.")
            return None
        parsed: Decimal | int | None = None
        if isinstance(value, int | Decimal):
            parsed = value
        elif isinstance(value, str) and len(value) <= 100:
            try:
                parsed = Decimal(value.strip())
            except InvalidOperation:
                parsed = None
        if parsed is None or (isinstance(parsed, Decimal) and not parsed.is_finite()):
            self.add(path, f"The {path} field must be a number.")
            return None
        if not _reasonable(parsed):
            self.add(path, f"The {path} field is out of range.")
            return None
        return decimal_text(parsed)

    def integer(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> int | None:
        value = self._get(data, key)
        if not self._required(value, path, required):
            return None
        if isinstance(value, bool):
            self.add(path, f"The {path} field must be an integer.")
            return None
        number: int | None = None
        if isinstance(value, int):
            number = value
        elif isinstance(value, Decimal) and _reasonable(value) and value == int(value):
            number = int(value)
        elif isinstance(value, str) and re.fullmatch(r"-?\d{1,18}", value.strip()):
            number = int(value.strip())
        if number is None:
            self.add(path, f"The {path} field must be an integer.")
        elif abs(number) > MAX_INTEGER:
            self.add(path, f"The {path} field is out of range.")
            number = None
        return number

    def boolean(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> bool | None:
        value = self._get(data, key)
        if value is MISSING or value is None:
            if required:
                self.add(path, f"The {path} field is required.")
            return None
        if isinstance(value, bool):
            return value
        if value in (0, 1) and not isinstance(value, Decimal):
            return bool(value)
        self.add(path, f"The {path} field must be true or false.")
        return None

    def choice(
        self,
        data: Mapping[str, Any] | None,
        key: str,
        path: str,
        allowed: Collection[str],
        *,
        required: bool = False,
    ) -> str | None:
        value = self._get(data, key)
        if value == "" and "" in allowed:
            return ""
        text = self.string(data, key, path, required=required)
        if text is None:
            return None
        if text not in allowed:
            self.add(path, f"The selected {path} is invalid.")
            return None
        return text

    def email(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> str | None:
        text = self.string(data, key, path, required=required, max_length=254)
        if text is not None and not _EMAIL.match(text):
            self.add(path, f"The {path} field must be a valid email address.")
            return None
        return text

    def url(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> str | None:
        text = self.string(data, key, path, required=required, max_length=2048)
        if text is not None and not is_http_url(text):
            self.add(path, f"The {path} field must be a valid URL.")
            return None
        return text

    def iso_date(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> str | None:
        text = self.string(data, key, path, required=required)
        if text is None:
            return None
        try:
            valid = bool(_DATE.match(text)) and date.fromisoformat(text) is not None
        except ValueError:
            valid = False
        if not valid:
            self.add(path, f"The {path} field must be a valid date (YYYY-MM-DD).")
            return None
        return text

    def date_time(
        self, data: Mapping[str, Any] | None, key: str, path: str, *, required: bool = False
    ) -> datetime | None:
        text = self.string(data, key, path, required=required)
        if text is None:
            return None
        moment = parse_date_time(text)
        if moment is None:
            self.add(path, f"The {path} field must be a valid ISO 8601 date-time.")
        return moment


def is_http_url(text: str) -> bool:
    try:
        parts = urlsplit(text)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname) and " " not in text
