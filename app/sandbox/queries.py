"""The query of a list (`page`, `per_page`, `public`), read as Laravel reads it: never refused.

The interface lists no 422 for a list, and Laravel's paginator reads a value it cannot use as its
default, so a list answers every query: each parameter's schema says which values mean something
and what every other value reads as.
"""

from __future__ import annotations

import re
from typing import Annotated
from typing import Any

from fastapi import Depends
from fastapi import Query
from pydantic import WithJsonSchema

from app.sandbox.interface import LIMITS

_PAGE, _PER_PAGE = LIMITS["list"]["page"], LIMITS["list"]["per_page"]
_WHOLE = re.compile(r"[+-]?[0-9]{1,40}")
_NOT_PUBLIC = frozenset({"0", "false", "off", "no", ""})


def _whole(text: str | None) -> int | None:
    """The whole number a query value writes in ASCII digits, or None."""
    return int(text) if text is not None and _WHOLE.fullmatch(text.strip()) else None


def _lenient(bounds: dict[str, int], meaning: str, otherwise: str) -> Any:
    """The schema of a whole number within `bounds`, or any other value (read as the default)."""
    usable = {"type": "integer", "minimum": bounds["ge"], "maximum": bounds["le"]}
    return WithJsonSchema(
        {"anyOf": [usable, {}], "default": bounds["default"], "description": meaning + otherwise}
    )


def _paging(
    page: Annotated[
        str | None,
        _lenient(_PAGE, "The page, from 1", "; any other value reads as 1."),
        Query(),
    ] = None,
    per_page: Annotated[
        str | None,
        _lenient(
            _PER_PAGE,
            f"Items per page, at most {_PER_PAGE['le']}",
            f"; more reads as {_PER_PAGE['le']}, any other value as {_PER_PAGE['default']}.",
        ),
        Query(),
    ] = None,
) -> tuple[int, int]:
    # The page number's bound keeps the row offset far inside SQLite's 64-bit integers.
    return _read(page, _PAGE), _read(per_page, _PER_PAGE)


def _read(text: str | None, bounds: dict[str, int]) -> int:
    """A whole number from the lower bound up, at most the upper; otherwise the default."""
    number = _whole(text)
    if number is None or number < bounds["ge"]:
        return bounds["default"]
    return min(number, bounds["le"])


Paging = Annotated[tuple[int, int], Depends(_paging)]
"""The page of a list asked for (from 1) and its size, read from the `page` and `per_page`
query; a value that cannot be used reads as its default, as Laravel's paginator reads it."""


def _public(
    public: Annotated[
        str | None,
        WithJsonSchema(
            {
                "anyOf": [{"type": "integer", "enum": [0, 1]}, {}],
                "description": "When given: only Beschikbaar or Te koop products outside "
                "private projects; 0 (or false, off, no, empty) is as not given",
            }
        ),
        Query(),
    ] = None,
) -> bool:
    return public is not None and public.strip().lower() not in _NOT_PUBLIC


PublicOnly = Annotated[bool, Depends(_public)]
"""Whether the `public` query asks for the public products only (any value but a false one)."""
