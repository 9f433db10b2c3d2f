"""How the listing reads one value out of server JSON or a half-typed form.

Server data and forms can hold anything: every reading returns None (or nothing) for a
shape it does not expect instead of raising. They run about twenty times for each of
100,000 products on a first load, hence the exact-type tests before the general ones.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from collections.abc import Sequence
from typing import Any

from app.api.numbers import is_plain
from app.api.numbers import read_number


def at_path(data: Any, keys: tuple[str, ...]) -> Sequence[Any]:
    """The values at a path; a list on the way (a response's descriptions) gives each."""
    # Through dicts alone first (exact-type tests: twenty paths of each of 100,000 products).
    node = data
    for key in keys:
        if type(node) is not dict:
            return along_path(data, keys)
        node = node.get(key)
    if node is None:
        return ()
    return node if isinstance(node, list) else (node,)


def along_path(data: Any, keys: tuple[str, ...]) -> list[Any]:
    node = data
    for at, key in enumerate(keys):
        # Exact-type test first: this runs about twenty times for each of 100,000 products.
        if type(node) is dict:
            node = node.get(key)
        elif isinstance(node, list):
            return [value for item in node for value in along_path(item, keys[at:])]
        else:
            return []
    if isinstance(node, list):
        return node
    return [] if node is None else [node]


def text(value: Any) -> str | None:
    # Exact-type test first: this runs about twenty times for each of 100,000 products.
    if type(value) is str:
        return value.strip() or None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):  # a subclass (a StrEnum of a form, say)
        return value.strip() or None
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, dict):
        # The update variant of the interface sends the category as {"id", "type"}.
        return text(value.get("type")) or text(value.get("id"))
    return None


def number(value: Any) -> float | None:
    if isinstance(value, str):
        if is_plain(value):  # the service's "12.5": the same float, five times faster
            return float(value)
        read = read_number(value)  # as the form reads it: "1.234,5" sorts as 1234.5
        return None if read is None else float(read)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        return float(value)
    except OverflowError:  # an integer past a float's range
        return None


def flag(value: Any) -> bool | None:
    if isinstance(value, bool) or (isinstance(value, int) and value in (0, 1)):
        return bool(value)
    return None


def timestamp(value: Any) -> str | None:
    """ISO text as given, or unix seconds (subscription variant B) turned into ISO."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            moment = dt.datetime.fromtimestamp(value, dt.UTC)
        except (OverflowError, OSError, ValueError):
            return None
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    return text(value)


def names(values: Sequence[Any]) -> str | None:
    # Event kinds: each once, in one order, whatever order the service sent.
    return ",".join(sorted({t for t in map(text, values) if t})) or None


def first_text(values: Sequence[Any]) -> str | None:
    return next(filter(None, map(text, values)), None)


def first(read: Callable[[Any], Any]) -> Callable[[Sequence[Any]], Any]:
    return lambda values: read(values[0]) if values else None
