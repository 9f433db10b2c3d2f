"""Field types shared by the request and response models, and the one parsing entry point.

The types absorb the service's variants (numbers as strings, dates in more than one shape)
so the models stay declarative. Every response body is read by `parse_model`, which turns
any mismatch into a `MalformedResponse` naming the field.
"""

from __future__ import annotations

import math
import reprlib
from collections.abc import Callable
from datetime import UTC
from datetime import date
from datetime import datetime
from decimal import Decimal
from typing import Annotated
from typing import Any
from typing import Final
from typing import TypeVar
from typing import get_args

from pydantic import AfterValidator
from pydantic import BaseModel
from pydantic import BeforeValidator
from pydantic import ConfigDict
from pydantic import PlainSerializer
from pydantic import ValidationError
from pydantic import ValidatorFunctionWrapHandler
from pydantic import WrapValidator
from pydantic_core import CoreSchema
from pydantic_core import PydanticCustomError
from pydantic_core import core_schema as cs

from app.api.errors import MalformedResponse
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.numbers import is_plain
from app.api.numbers import read_number

# Beyond this many significant digits a float cannot carry a number exactly, and the
# interface wants JSON numbers, so such values are refused up front.
MAX_SIGNIFICANT_DIGITS = 15

RESPONSE_CONTEXT: Final[dict[str, Any]] = {"form_rules": False}
"""Validation context that turns the form rules off (service responses, stored records)."""


class ApiModel(BaseModel):
    """Base of every interface model: Python names in code, the service's names on the wire."""

    model_config = ConfigDict(validate_by_name=True, serialize_by_alias=True)


_PASSING: set[Callable[[Any], Any]] = set()


def passing(validator: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """`validator` (a "before" one) marked as handing on unchanged every value the schema
    after it accepts as it is: where a page is read to JSON (`json_reading`), such a value
    is read by that schema first, without the call to Python."""
    _PASSING.add(validator)
    return validator


def null_as(empty: Callable[[], Any]) -> BeforeValidator:
    """null read as the empty value: `null_as(dict)` for a group, `null_as(str)` for text."""
    return BeforeValidator(passing(lambda value: empty() if value is None else value))


GroupT = TypeVar("GroupT", bound=BaseModel)
Group = Annotated[GroupT, null_as(dict)]
"""A nested group of fields; a group sent as null reads as a group of nulls."""


class RecordId(ApiModel):
    """A record read only for its id (sent as a string, read as an integer)."""

    id: int


def _reported_as(code: str, english: str) -> WrapValidator:
    """Pydantic's own parsing of a value, a failure reported by one code for its kind."""

    def parse(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(value.strip() if isinstance(value, str) else value)
        except (ValidationError, ArithmeticError):
            raise PydanticCustomError(code, english) from None

    return WrapValidator(parse)


def _typed_number(value: Any) -> Any:
    # Text reads as the form reads it ("12,5", "1.234,5": `app.api.numbers`); the service's
    # plain "12.5" (read alike, faster by pydantic) and text that says no number are left
    # to pydantic's reading, which refuses the latter.
    if isinstance(value, str) and not is_plain(value):
        number = read_number(value)
        return value if number is None else number
    return value


def _decimal_to_json_number(value: Decimal) -> int | float | str:
    # The interface wants JSON numbers; integral values stay integers so "3" stays 3.
    if value == value.to_integral_value() and abs(value) < 10**MAX_SIGNIFICANT_DIGITS:
        return int(value)
    number = float(value)
    if math.isfinite(number):
        return number
    # Beyond what a JSON number can carry: send the text and let the service refuse it (422).
    return str(value)


_Number = Annotated[
    Decimal,
    _reported_as("number", "Enter a number."),
    PlainSerializer(_decimal_to_json_number, return_type=int | float | str, when_used="json"),
]
ApiDecimal = Annotated[_Number, BeforeValidator(_typed_number)]
"""A number on the wire, a `Decimal` in code: numeric strings in, JSON numbers out."""


def _date_part(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.date()
    return value.strip()[:10] if isinstance(value, str) else value


def _blank_or_date_part(value: Any) -> Any:
    # `_BLANK_IS_NONE` and `_date_part` in one call (a list of products has a date each).
    if isinstance(value, str) and not value.strip():
        return None
    return _date_part(value)


_Date = Annotated[date, _reported_as("date", "Enter a date as YYYY-MM-DD.")]
ApiDate = Annotated[_Date, BeforeValidator(_date_part)]
"""An ISO date (`2026-11-22`); a date-time string is cut to its date."""


def _in_utc(value: datetime) -> datetime:
    # A time without a zone is taken as UTC, which is what the interface uses.
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def format_utc(value: datetime) -> str:
    """`2026-11-22T09:00:00Z`: the date-time form the interface uses."""
    return _in_utc(value).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


ApiDateTime = Annotated[
    datetime,
    AfterValidator(_in_utc),
    _reported_as("datetime", "Enter a date and time."),
    PlainSerializer(format_utc, return_type=str, when_used="json"),
]
"""A moment in time, always timezone-aware (UTC when the service names no zone).

Numbers and numeric text are unix timestamps, in milliseconds when they are that big.
"""


# Blank text means "no value": the outer validator turns it into None before the union is tried.
_BLANK_IS_NONE = BeforeValidator(lambda v: None if isinstance(v, str) and not v.strip() else v)


def _blank_or_typed_number(value: Any) -> Any:
    # `_BLANK_IS_NONE` and `_typed_number` in one call: a product has eight numbers, and
    # each Python call from the parser costs about as much as the number's parsing.
    if isinstance(value, str) and not is_plain(value):
        if (number := read_number(value)) is not None:
            return number
        if not value.strip():
            return None
    return value


# The same reading as `Annotated[ApiDecimal | None, _BLANK_IS_NONE]` (and the same for the
# date), with the two "before" steps made one: the value an error names is unchanged.
OptionalDecimal = Annotated[_Number | None, BeforeValidator(_blank_or_typed_number)]
OptionalDate = Annotated[_Date | None, BeforeValidator(_blank_or_date_part)]
OptionalDateTime = Annotated[ApiDateTime | None, _BLANK_IS_NONE]


# The service's own writing of a number and a date ("984.97", "2026-01-01"), read by
# pydantic's compiled validators alone where a list page is read straight into JSON
# (`app.api.json_items`): the Python steps above cost three calls a number, eight numbers a
# product, most of a page's reading. Each reads exactly what the full reading makes of such
# text, as the JSON it dumps to: whole numbers of up to 15 digits as integers, a fraction
# with a digit other than 0 as a float (both correctly rounded, as from the Decimal); any
# other value (a comma, a sign, spaces, "3.00", a JSON number, null, blank) goes the full way.
_PLAIN_WHOLE = r"^[0-9]{1,15}$"
_PLAIN_FRACTION = r"^[0-9]{1,15}\.[0-9]*[1-9][0-9]*$"
_PLAIN_DATE = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"


def _read_first_as(steps: list[tuple[str, CoreSchema]], full: CoreSchema) -> CoreSchema:
    """`full`, with text matching a pattern of `steps` read by that step's schema first, and
    null read as None (what `full`, an optional value's, makes of it)."""
    quick: list[CoreSchema] = [
        cs.chain_schema([cs.str_schema(strict=True, pattern=pattern), schema])
        for pattern, schema in steps
    ]
    return cs.union_schema([cs.none_schema(), *quick, full], mode="left_to_right")


def _number_in_c(full: CoreSchema) -> CoreSchema:
    return _read_first_as(
        [(_PLAIN_WHOLE, cs.int_schema()), (_PLAIN_FRACTION, cs.float_schema())], full
    )


def _date_in_c(full: CoreSchema) -> CoreSchema:
    return _read_first_as([(_PLAIN_DATE, cs.date_schema())], full)


_JSON_READINGS: Final[dict[Callable[[Any], Any], Callable[[CoreSchema], CoreSchema]]] = {
    _blank_or_typed_number: _number_in_c,
    _blank_or_date_part: _date_in_c,
}


def json_reading(validator: Any) -> Callable[[CoreSchema], CoreSchema] | None:
    """For a field read to JSON-ready values only: how the schema of a "before" `validator`
    (the validator's node, given) reads the service's usual values in compiled code first,
    the same as it does; None for a validator without such a reading."""
    try:
        if validator in _JSON_READINGS:
            return _JSON_READINGS[validator]
        if validator not in _PASSING:
            return None
    except TypeError:  # unhashable
        return None
    return _inner_first


def _inner_first(node: CoreSchema) -> CoreSchema:
    # What the inner schema accepts the validator hands on unchanged (`passing`).
    return cs.union_schema([node["schema"], node], mode="left_to_right")


OptionalInt = Annotated[int | None, _BLANK_IS_NONE]


@passing
def _as_text(value: Any) -> Any:
    if type(value) is str:  # the usual case, answered first
        return value
    if isinstance(value, bool):
        return str(value).lower()
    return str(value) if isinstance(value, _NUMBERS) else value


_NUMBERS = (int, float, Decimal)  # a tuple: `int | float | Decimal` is built at every call


LenientText = Annotated[str, BeforeValidator(_as_text)]
"""Text that may arrive as a number (`1` for `"1"`), kept as text."""


def field_messages(error: ValidationError, model: type[BaseModel]) -> FieldProblems:
    """The problems of a validation error by dotted wire path (the 422 key shape).

    Each is a notice of the error's type (pydantic's own, or a form rule's code) with
    its context (`max_length`, ...). Python names in the error locations become the
    service's field names, so form checks and server answers share keys.
    """
    problems: FieldProblems = {}
    for item in error.errors(include_url=False):
        # Laravel-style keys: list positions become plain segments (`event_type.0`).
        path = ".".join(_wire_loc(model, item["loc"]))
        # A context may carry the exception a validator raised: not a parameter to keep.
        params = {k: v for k, v in (item.get("ctx") or {}).items() if not isinstance(v, Exception)}
        problems.setdefault(path, []).append(Notice(item["type"], params))
    return problems


def wire_path(model: type[BaseModel], *names: str) -> str:
    """The dotted wire path of a field of `model` by its Python names; a KeyError for one it
    lacks, at import where a module names a path (never a path that leads nowhere)."""
    parts, found = [], model_in(model)
    for name in names:
        if found is None:
            raise KeyError(name)
        info = found.model_fields[name]
        parts.append(info.alias or name)
        found = model_in(info.annotation)
    return ".".join(parts)


def _wire_loc(model: type[BaseModel] | None, loc: tuple[int | str, ...]) -> list[str]:
    parts: list[str] = []
    for part in loc:
        if isinstance(part, str) and model is not None:
            fields = model.model_fields
            info = fields.get(part) or next((f for f in fields.values() if f.alias == part), None)
            model = model_in(info.annotation) if info else None
            part = (info.alias or part) if info else part
        parts.append(str(part))
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
    field = where
    for part in first["loc"]:
        field += f"[{part}]" if isinstance(part, int) else f".{part}" if field else part
    # reprlib bounds depth and length: a hostile body must not blow the stack in an error message.
    got = reprlib.repr(first.get("input"))
    return MalformedResponse(field or "<body>", f"{first['msg']} (got {got})", status=status)
