"""The field types of the sandbox's request forms, each the check the service would make
(Laravel's `numeric`, `email`, `url`, `date`, `in:...`) and the JSON schema it amounts to.

Also here: the 422 messages for pydantic's errors, under the request's own dotted paths.
"""

from __future__ import annotations

import binascii
import re
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC
from datetime import date
from datetime import datetime
from decimal import Decimal
from decimal import InvalidOperation
from typing import Annotated
from typing import Any
from urllib.parse import unquote_to_bytes
from urllib.parse import urlsplit

from annotated_types import GroupedMetadata
from annotated_types import Interval
from pydantic import AfterValidator
from pydantic import BeforeValidator
from pydantic import Field
from pydantic import PlainSerializer
from pydantic import Strict
from pydantic import WithJsonSchema
from pydantic_core import PydanticCustomError

from app.sandbox.interface import CATEGORIES
from app.sandbox.interface import CATEGORY_BY_SLUG
from app.sandbox.interface import LIMITS
from app.sandbox.interface import WORDING

MAX_INTEGER = 2**63 - 1  # SQLite integers are signed 64-bit
_LAST_SECOND = 253402300799  # 9999-12-31T23:59:59Z
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")
_DATA_URI = re.compile(
    r"^data:(?P<type>[\w.+-]+/[\w.+-]+)?(?P<params>(;[^;,]*)*?),(?P<data>.*)$", re.S
)


def limits(kind: str, path: str) -> Any:
    """A request member's limits from the shared data file, for `Annotated[type, limits(...)]`."""
    arguments: dict[str, Any] = LIMITS[kind].get(path, {})
    return Field(**arguments)


def problems(errors: Sequence[Any]) -> dict[str, list[str]]:
    """The 422 messages per dotted path of the request (`event_type.1`), from pydantic's errors
    (or FastAPI's, whose locations start with "query" or "body")."""
    found: dict[str, list[str]] = {}
    endings = WORDING["validation"]  # the sandbox's own rules word their ending themselves
    for item in errors:
        location = [str(part) for part in item.get("loc", ())]
        if location and location[0] in ("body", "query", "path", "header"):
            location = location[1:]
        path = ".".join(location) or "body"
        kind = item.get("type", "")
        ending = endings[kind].format(**item.get("ctx") or {}) if kind in endings else item["msg"]
        text = (
            f"The selected {path} is invalid." if kind == "choice" else f"The {path} field {ending}"
        )
        found.setdefault(path, []).append(text)
    return found


# -- field types ------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)  # hashed by identity: the schema is a dict
class Rule(GroupedMetadata):
    """A check after the type's own, and what it adds to the field's JSON schema."""

    check: Callable[[Any], Any]
    schema: dict[str, Any]

    def __iter__(self) -> Iterator[object]:
        yield AfterValidator(self.check)
        yield Field(json_schema_extra=self.schema)


def fail(ending: str, kind: str = "rule") -> PydanticCustomError:
    """The 422 "The <path> field <ending>" (a "choice" says "The selected <path> is invalid.")."""
    return PydanticCustomError(kind, ending)


def rule(
    valid: Callable[[str], object], ending: str, schema: dict[str, Any], kind: str = "rule"
) -> Rule:
    """A text that `valid` accepts, or the 422 `fail(ending, kind)`."""

    def check(text: str) -> str:
        if not valid(text):
            raise fail(ending, kind)
        return text

    return Rule(check, schema)


def one_of(values: tuple[str, ...]) -> Rule:
    return rule(
        values.__contains__, "is not one of the allowed values", {"enum": [*values]}, "choice"
    )


def present(value: Any) -> Any:
    if value is None or value == "":
        raise fail("Field required", "missing")
    return value


def _reasonable(value: Decimal | int) -> bool:
    """Within 40 digits either side of the point: enough for any measure or price, and keeps
    "1e999999999" from becoming a billion-character string."""
    if isinstance(value, int):
        return abs(value) < 10**40
    return value.is_finite() and (value.is_zero() or -40 < value.adjusted() < 40)


def decimal_text(value: Decimal | int) -> str:
    """A number as the text the service returns: "12.5", "3", never exponent notation."""
    return str(value) if isinstance(value, int) else format(value, "f")


def _number(value: Any) -> Any:
    """A JSON number or numeric text (Laravel's `numeric`), within reasonable range."""
    if isinstance(value, str) and len(value) <= 100:
        try:
            value = Decimal(value.strip())
        except InvalidOperation:
            raise fail("must be a number.") from None
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise fail("must be a number.")
    if not _reasonable(value):
        raise fail("is out of range.")
    return Decimal(value)


def integer(value: Any) -> Any:
    """A JSON whole number (12 or 12.0) as itself: neither true nor false, nor text ("12"), which
    pydantic would read as one, since the member's schema says integer."""
    not_a_number = isinstance(value, bool | str)
    if not_a_number or (isinstance(value, Decimal) and not _reasonable(value)):
        raise fail("Input should be a valid integer", "int_type")
    return value


def is_http_url(text: str) -> bool:
    """An absolute http(s) address with a host and a port in range (or none), without a space
    or a control character: one a client can send a request to."""
    if not text.isprintable() or any(character.isspace() for character in text):
        return False
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018 - reading it checks it (a ValueError outside 0-65535)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def _is_iso_date(text: str) -> bool:
    try:
        return bool(_DATE.match(text)) and date.fromisoformat(text) is not None
    except ValueError:
        return False


def parse_date_time(text: str) -> datetime | None:
    """An ISO 8601 date-time with a time part; a missing offset is read as UTC."""
    try:
        moment = datetime.fromisoformat(text) if _DATE_TIME.match(text) else None
    except ValueError:
        return None
    return moment and (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _date_time(text: str) -> str:
    moment = parse_date_time(text)
    if moment is None:
        raise fail("must be a valid ISO 8601 date-time.")
    return iso_utc(moment)


def _unix_seconds(value: Any) -> Any:
    """An ISO date or date-time, or unix seconds (as variant B answers them), as unix seconds."""
    if isinstance(value, str):
        text = value.strip()
        moment = parse_date_time(text if "T" in text or " " in text else f"{text}T00:00:00Z")
        if moment is None:
            raise fail("must be a valid ISO 8601 date or date-time.")
        return int(moment.timestamp())
    if isinstance(value, Decimal) and _reasonable(value) and value == value.to_integral_value():
        return int(value)
    return integer(value)  # a fraction of a second is refused as no whole number


def category_object(value: Any) -> Any:
    """The update's other form of a category, the object `{"id", "type"}` (the slug and the name
    of one category, either may be left out), as the category's name; any other value as sent."""
    if not isinstance(value, dict):
        return value
    named: set[str | None] = set()
    if "id" in value:
        named.add(CATEGORY_BY_SLUG.get(value["id"]) if isinstance(value["id"], str) else None)
    if "type" in value:
        kind = value["type"]
        named.add(kind if isinstance(kind, str) and kind in CATEGORIES else None)
    if not named or None in named:
        raise fail("is not a known category", "choice")
    if len(named) > 1:
        raise fail("has an id and a type that do not match.")
    return named.pop()


def _category_object_schema(required: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "id": {"type": "string", "enum": sorted(CATEGORY_BY_SLUG)},
            "type": {"type": "string", "enum": list(CATEGORIES)},
        },
        "required": [required],
    }


CATEGORY_OBJECT_SCHEMAS = (_category_object_schema("id"), _category_object_schema("type"))
"""The object form's schemas: with its id, its name (type) or both (of one category)."""


def _strict_base64(text: str) -> bytes | None:
    """The bytes of base64 text with its padding and alphabet checked, or None.

    Checked by binascii's strict mode, not by `b64decode(validate=True)`: its regular
    expression over a photo's megabyte held the interpreter lock (and, in the desktop
    program's embedded sandbox, the window) for milliseconds per upload.
    """
    if not text.isascii() or any(space in text for space in _WHITESPACE):
        text = "".join(text.split())
    try:
        return binascii.a2b_base64(text.encode("ascii"), strict_mode=True)
    except (binascii.Error, ValueError):  # not ASCII: UnicodeEncodeError is a ValueError
        return None


_WHITESPACE = (" ", "\n", "\r", "\t", "\v", "\f")


def decode_data_uri(text: str) -> tuple[str | None, bytes | None]:
    """The media type and bytes of a `data:` URI; no bytes when it is malformed (or no URI)."""
    match = _DATA_URI.match(text)
    if match is None:
        return None, None
    data = match.group("data")
    encoded = ";base64" in match.group("params")
    return match.group("type"), _strict_base64(data) if encoded else unquote_to_bytes(data)


def _base64(value: Any) -> Any:
    """Strict base64, or a `data:` URI, as the bytes it holds."""
    if not isinstance(value, str):
        return value  # the bytes type refuses it
    data = decode_data_uri(value)[1] if value.startswith("data:") else _strict_base64(value)
    if data is None:
        raise fail("must be valid base64.")
    if not data:
        raise fail("must not be empty.")
    return data


def _data_uri_or_web_url(text: str) -> str:
    if text.startswith("data:"):
        if not decode_data_uri(text)[1]:
            raise fail("must be a valid data URI with base64 content.")
    elif not is_http_url(text):
        raise fail("must be a data: URI or an http(s) URL.")
    return text


Text = str | None
Flag = Annotated[bool, Strict()]
"""true or false only: pydantic would also read 0, 1, "yes" or "off" as one."""
Required = Annotated[str, BeforeValidator(present)]
Number = Annotated[
    Decimal, BeforeValidator(_number), PlainSerializer(decimal_text, return_type=str)
]
Integer = Annotated[int, Interval(ge=-MAX_INTEGER, le=MAX_INTEGER), BeforeValidator(integer)]
Email = Annotated[str, rule(_EMAIL.match, "must be a valid email address.", {"format": "email"})]
WebUrl = Annotated[str, rule(is_http_url, "must be a valid URL.", {"format": "uri"})]
IsoDate = Annotated[
    str, rule(_is_iso_date, "must be a valid date (YYYY-MM-DD).", {"format": "date"})
]
DateTime = Annotated[str, Rule(_date_time, {"format": "date-time"})]
RequiredDateTime = Annotated[DateTime, BeforeValidator(present)]
Base64 = Annotated[
    bytes,
    BeforeValidator(_base64),
    BeforeValidator(present),
    WithJsonSchema({"type": "string", "contentEncoding": "base64"}),
]
ImageSource = Annotated[
    str,
    Rule(_data_uri_or_web_url, {"description": "A data: URI or an http(s) URL"}),
    BeforeValidator(present),
]
Moment = Annotated[
    int,
    BeforeValidator(_unix_seconds),
    Interval(ge=0, le=_LAST_SECOND),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "string", "format": "date-time"},
                {"type": "string", "format": "date"},
                {"type": "integer", "minimum": 0, "maximum": _LAST_SECOND},
            ],
            "description": "An ISO 8601 date-time (UTC if it names no offset) or date, or unix "
            "seconds (as variant B answers them); from 1970 to 9999",
        }
    ),
]
