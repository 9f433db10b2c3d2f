"""Field types shared by the request and response models, and the one parsing entry point.

The service sends numbers back as strings and dates in more than one shape; the
types here absorb those variants so the models stay declarative. Everything that
turns a response body into a model goes through `parse_model`, which turns any
mismatch into a `MalformedResponse` naming the field.
"""

from __future__ import annotations

import math
import reprlib
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any, Final, TypeVar, get_args

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    ValidationError,
)
from pydantic_core import PydanticCustomError

from app.api.errors import MalformedResponse
from app.api.notices import FieldProblems, Notice

# Beyond this many significant digits a float cannot carry a number exactly, and the
# interface wants JSON numbers, so such values are refused up front.
MAX_SIGNIFICANT_DIGITS = 15

RESPONSE_CONTEXT: Final[dict[str, Any]] = {"form_rules": False}
"""Validation context that turns the form rules off (service responses, stored records)."""


class ApiModel(BaseModel):
    """Base of every interface model: Python names in code, the service's names on the wire."""

    model_config = ConfigDict(
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        extra="ignore",
        str_strip_whitespace=False,
        frozen=False,
    )


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str) and not value.strip():
        return None
    return value


def _to_decimal(value: Any) -> Any:
    """Accept a number or a numeric string; refuse NaN, infinity and booleans."""
    if value is None or isinstance(value, Decimal):
        result = value
    elif isinstance(value, bool):
        raise PydanticCustomError("number", "Enter a number.")
    elif isinstance(value, int):
        result = Decimal(value)
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise PydanticCustomError("number", "Enter a number.")
        result = Decimal(repr(value))
    elif isinstance(value, str):
        text = value.strip().replace(",", ".") if value.count(",") == 1 else value.strip()
        if not text:
            return None
        try:
            result = Decimal(text)
        except InvalidOperation:
            raise PydanticCustomError("number", "Enter a number.") from None
    else:
        raise PydanticCustomError("number", "Enter a number.")
    if result is not None and not result.is_finite():
        raise PydanticCustomError("number", "Enter a number.")
    return result


def _decimal_to_json_number(value: Decimal) -> int | float | str:
    # The interface wants JSON numbers; integral values stay integers so "3" stays 3.
    if value == value.to_integral_value() and abs(value) < 10**MAX_SIGNIFICANT_DIGITS:
        return int(value)
    number = float(value)
    if math.isfinite(number):
        return number
    # Beyond what a JSON number can carry: send the text and let the service refuse it (422).
    return str(value)


ApiDecimal = Annotated[
    Decimal,
    BeforeValidator(_to_decimal),
    PlainSerializer(_decimal_to_json_number, return_type=int | float | str, when_used="json"),
]
"""A number on the wire, a `Decimal` in code: numeric strings in, JSON numbers out."""


def _to_date(value: Any) -> Any:
    value = _blank_to_none(value)
    if value is None or (isinstance(value, date) and not isinstance(value, datetime)):
        return value
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, str):
        text = value.strip()
        try:
            return date.fromisoformat(text[:10]) if len(text) >= 10 else date.fromisoformat(text)
        except ValueError:
            raise PydanticCustomError("date", "Enter a date as YYYY-MM-DD.") from None
    raise PydanticCustomError("date", "Enter a date as YYYY-MM-DD.")


ApiDate = Annotated[
    date,
    BeforeValidator(_to_date),
    PlainSerializer(lambda d: d.isoformat(), return_type=str, when_used="json"),
]
"""An ISO date (`2026-11-22`); a date-time string is cut to its date."""


def _timestamp_to_datetime(seconds: float) -> datetime:
    # Integer timestamps beyond the year 5138 in seconds are milliseconds.
    if abs(seconds) > 10**11:
        seconds = seconds / 1000
    try:
        return datetime.fromtimestamp(seconds, tz=UTC)
    except (OverflowError, OSError, ValueError):
        raise PydanticCustomError("datetime", "Enter a date and time.") from None


def _to_datetime(value: Any) -> Any:
    value = _blank_to_none(value)
    if value is None:
        return None
    if isinstance(value, datetime):
        result = value
    elif isinstance(value, date):
        result = datetime(value.year, value.month, value.day)
    elif isinstance(value, bool):
        raise PydanticCustomError("datetime", "Enter a date and time.")
    elif isinstance(value, int | float):
        if not math.isfinite(value):
            raise PydanticCustomError("datetime", "Enter a date and time.")
        result = _timestamp_to_datetime(value)
    elif isinstance(value, str):
        text = value.strip()
        if text.lstrip("-").isdigit():
            result = _timestamp_to_datetime(int(text))
        else:
            try:
                result = datetime.fromisoformat(text)
            except ValueError:
                raise PydanticCustomError("datetime", "Enter a date and time.") from None
    else:
        raise PydanticCustomError("datetime", "Enter a date and time.")
    # A time without a zone is taken as UTC, which is what the interface uses.
    if result.tzinfo is None:
        return result.replace(tzinfo=UTC)
    try:
        return result.astimezone(UTC)
    except (OverflowError, ValueError):
        raise PydanticCustomError("datetime", "Enter a date and time.") from None


def format_utc(value: datetime) -> str:
    """`2026-11-22T09:00:00Z`: the date-time form the interface uses."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


ApiDateTime = Annotated[
    datetime,
    BeforeValidator(_to_datetime),
    PlainSerializer(format_utc, return_type=str, when_used="json"),
]
"""A moment in time, always timezone-aware (UTC when the service names no zone)."""


# Blank text means "no value": the outer validator turns it into None before the union is tried.
OptionalDecimal = Annotated[ApiDecimal | None, BeforeValidator(_blank_to_none)]
OptionalDate = Annotated[ApiDate | None, BeforeValidator(_blank_to_none)]
OptionalDateTime = Annotated[ApiDateTime | None, BeforeValidator(_blank_to_none)]


def _to_optional_text(value: Any) -> Any:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | Decimal):
        return str(value)
    raise PydanticCustomError("string_type", "Input should be a valid string")


LenientText = Annotated[str, BeforeValidator(_to_optional_text)]
"""Text that may arrive as a number (`1` for `"1"`), kept as text."""


def _path_of(loc: tuple[int | str, ...]) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else str(part)
    return path or "<body>"


def field_messages(error: ValidationError, model: type[BaseModel] | None = None) -> FieldProblems:
    """The problems of a validation error by dotted field path (the 422 key shape).

    Each is a notice of the error's type (pydantic's own, or a form rule's code) with
    its context (`max_length`, ...). With `model`, Python attribute names in the error
    locations become the service's field names, so form checks and server answers
    share keys.
    """
    problems: FieldProblems = {}
    for item in error.errors(include_url=False):
        loc = tuple(item["loc"])
        # Laravel-style keys: list positions become plain segments (`event_type.0`).
        path = ".".join(_alias_loc(model, loc) if model else [str(part) for part in loc])
        params = {k: v for k, v in (item.get("ctx") or {}).items() if _plain(v)}
        problems.setdefault(path, []).append(Notice(item["type"], params))
    return problems


def _plain(value: Any) -> bool:
    # A context may carry the exception a validator raised: not a parameter to keep.
    return isinstance(value, str | int | float | bool) or value is None


def _alias_loc(model: type[BaseModel], loc: tuple[int | str, ...]) -> list[str]:
    parts: list[str] = []
    current: type[BaseModel] | None = model
    for part in loc:
        if isinstance(part, int) or current is None:
            parts.append(str(part))
            continue
        info = current.model_fields.get(part)
        if info is None:
            info = next(
                (f for f in current.model_fields.values() if f.alias == part),
                None,
            )
        if info is None:
            parts.append(part)
            current = None
            continue
        parts.append(info.alias or part)
        current = model_in(info.annotation)
    return parts


def model_in(annotation: Any) -> type[BaseModel] | None:
    """The model a field holds (`Address | None` -> `Address`), or None for a plain value."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in get_args(annotation):
        found = model_in(arg)
        if found is not None:
            return found
    return None


ModelT = TypeVar("ModelT", bound=BaseModel)


def parse_model(
    model: type[ModelT], data: Any, *, where: str = "", status: int | None = None
) -> ModelT:
    """Validate a response body against `model`, or raise `MalformedResponse` naming the field."""
    try:
        return model.model_validate(data, context=RESPONSE_CONTEXT)
    except ValidationError as exc:
        raise _malformed(exc, where, status) from None
    except (RecursionError, ValueError, TypeError, ArithmeticError) as exc:
        raise MalformedResponse(where or "<body>", repr(exc), status=status) from None


def _malformed(exc: ValidationError, where: str, status: int | None) -> MalformedResponse:
    first = exc.errors(include_url=False)[0]
    inner = _path_of(tuple(first["loc"]))
    if where and inner != "<body>":
        field = f"{where}{inner}" if inner.startswith("[") else f"{where}.{inner}"
    else:
        field = where or inner
    return MalformedResponse(
        field, f"{first['msg']} (got {_short(first.get('input'))})", status=status
    )


def _short(value: Any) -> str:
    # reprlib bounds depth and length: a hostile body must not blow the stack in an error message.
    return reprlib.repr(value)
