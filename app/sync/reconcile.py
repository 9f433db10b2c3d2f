"""Finding out whether a write whose answer was lost reached the service after all.

The service has no idempotency key: before a lost create is sent again, the engine looks for
a server record, linked to no other draft, whose request fields equal the draft's despite the
service's rewritings (numbers as text, other notations of a moment, empty text as null). An
upload carries its attachment's id in its name (`upload_name`), so it is recognised for sure.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from collections.abc import Iterable
from collections.abc import Mapping
from decimal import Decimal
from pathlib import PurePath
from typing import Any

from pydantic import TypeAdapter
from pydantic import ValidationError

from app.api.fields import OptionalDateTime
from app.api.fields import OptionalDecimal
from app.api.products import ProductRequest
from app.api.projects import ProjectRequest
from app.api.schema import schema_fields
from app.api.subscriptions import SubscriptionCreate
from app.api.subscriptions import split_event_types

_DESCRIPTION = "itemDetails.productDescription"


# What a user gives a record: its request schema's fields, less those the service answers
# with its own value. Ids, addresses and dates the server makes up, and the images and
# files (synced on their own), are no request field.
_COMPARED = frozenset(
    _DESCRIPTION if found.path.startswith(f"{_DESCRIPTION}.") else found.path
    for model in (ProductRequest, ProjectRequest, SubscriptionCreate)
    for found in schema_fields(model)
    if not found.ui.service_owned
)
_NUMBER, _INSTANT = TypeAdapter(OptionalDecimal), TypeAdapter(OptionalDateTime)
_DATE_TIME = re.compile(
    r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$"
)
_UPLOAD_TAG_LENGTH = 12


def flatten(document: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """The request fields of a record as dotted paths (`address.city`); lists stay values."""
    flat: dict[str, Any] = {}
    for key, value in document.items():
        path = f"{prefix}{key}"
        if path == _DESCRIPTION:
            flat[path] = _descriptions(value)
        elif isinstance(value, Mapping):
            flat.update(flatten(value, f"{path}."))
        elif path in _COMPARED:
            flat[path] = value
    return flat


def same_value(mine: Any, theirs: Any) -> bool:
    """Whether two field values mean the same, given how the service rewrites them."""
    mine, theirs = _blank(mine), _blank(theirs)
    if mine == theirs and type(mine) is type(theirs):
        return True
    if mine is None or theirs is None or isinstance(mine, bool) or isinstance(theirs, bool):
        return False
    if _is_number(mine) or _is_number(theirs):
        first = _read(_NUMBER, mine)
        return first is not None and first == _read(_NUMBER, theirs)
    if isinstance(mine, str) and isinstance(theirs, str):
        # Only text that looks like a date is one: "12" is no timestamp here.
        dated = _DATE_TIME.match(mine.strip()) and _DATE_TIME.match(theirs.strip())
        return mine == theirs or bool(dated and _same_moment(mine, theirs))
    if isinstance(mine, list | tuple) and isinstance(theirs, list | tuple):
        return len(mine) == len(theirs) and all(
            same_value(a, b) for a, b in zip(mine, theirs, strict=True)
        )
    return bool(mine == theirs)


def matches(payload: Mapping[str, Any], server_item: Mapping[str, Any]) -> bool:
    """Whether the server record has every field the payload sets (null: null or absent).

    A field the payload does not mention is the server's business (a default, a server-made
    value) and is not compared.
    """
    theirs = flatten(server_item)
    return all(same_value(value, theirs.get(path)) for path, value in flatten(payload).items())


def find_created(
    payload: Mapping[str, Any],
    server_items: Iterable[Mapping[str, Any]],
    claimed_ids: Collection[str],
) -> Mapping[str, Any] | None:
    """The server record a lost create made, or None when it did not reach the service.

    Records already linked to another draft are not candidates: two identical drafts
    must become two records. Among several identical unclaimed records the newest (highest
    id) is taken, as a lost create is more recent than anything someone made by hand.
    """
    candidates = [
        item
        for item in server_items
        if str(item.get("id")) not in claimed_ids and matches(payload, item)
    ]
    if not candidates:
        return None
    return max(candidates, key=lambda item: _id_order(item.get("id")))


def find_subscription(
    payload: Mapping[str, Any],
    subscriptions: Iterable[Mapping[str, Any]],
    claimed_ids: Collection[str],
) -> Mapping[str, Any] | None:
    """A subscription with the draft's webhook address and event kinds (and dates, if set)."""
    wanted_events = _event_types(payload.get("event_type"))
    for item in subscriptions:
        if (
            str(item.get("id")) not in claimed_ids
            and item.get("webhook_url") == payload.get("webhook_url")
            and _event_types(item.get("event_type")) == wanted_events
            and all(
                payload.get(key) is None or _same_moment(payload.get(key), item.get(key))
                for key in ("start_date", "end_date")
            )
        ):
            return item
    return None


def upload_name(original_name: str, attachment_id: str) -> str:
    """The name an upload carries: the file's own name with the attachment's id in it.

    `IMG_0042.jpg` of attachment `3f2a...` becomes `IMG_0042 [3f2a9c01b7d4].jpg`, still
    readable on the website, and unique to this attachment for reconciliation.
    """
    path = PurePath(original_name)
    tag = re.sub(r"[^0-9A-Za-z]", "", attachment_id)[:_UPLOAD_TAG_LENGTH]
    return f"{path.stem} [{tag}]{path.suffix}"


def find_upload(name: str, uploaded: Iterable[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The entry (`{"id", "name", ...}`) carrying exactly `name`, or None."""
    return next((entry for entry in uploaded if entry.get("name") == name), None)


def _descriptions(value: Any) -> list[tuple[Any, Any]]:
    if value is not None and not isinstance(value, Mapping | list):
        return [(value, None)]
    entries = [value] if isinstance(value, Mapping) else value or []
    # The service keeps only entries with a text, and the language in capitals.
    return [
        (entry.get("description"), str(entry.get("languageCode") or "NL").upper())
        for entry in entries
        if isinstance(entry, Mapping) and _blank(entry.get("description")) is not None
    ]


def _blank(value: Any) -> Any:
    # Empty text and an empty list say nothing, as null or absent does (the service answers
    # a product without a description with `productDescription: []`).
    if isinstance(value, str) and not value.strip():
        return None
    return None if isinstance(value, list | tuple) and not value else value


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


def _read(adapter: TypeAdapter[Any], value: Any) -> Any:
    """The value as the interface's type reads it (a number, a moment), or None."""
    try:
        return adapter.validate_python(value)
    except ValidationError:
        return None


def _same_moment(mine: Any, theirs: Any) -> bool:
    # ISO text or unix seconds, as the subscription variants send them.
    first = _read(_INSTANT, mine)
    return first is not None and first == _read(_INSTANT, theirs)


def _event_types(value: Any) -> frozenset[str]:
    value = split_event_types(value)
    return frozenset(map(str, value)) if isinstance(value, list | tuple) else frozenset()


def _id_order(value: Any) -> tuple[int, str]:
    text = str(value)
    return (int(text), text) if text.isdigit() else (-1, text)
