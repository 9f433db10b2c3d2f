"""The paginated envelope of the product and project lists (Laravel's length-aware paginator).

Pages are numbered from 1; the default and largest `per_page` are in the shared limits file.
Every link is an absolute URL that keeps `per_page` and the list's filters, so a client can
simply follow `links.next` until it is null.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import Query

from app.sandbox.interface import LIMITS

_PAGE, _PER_PAGE = LIMITS["list"]["page"], LIMITS["list"]["per_page"]
# The page number's bound keeps the row offset far inside SQLite's 64-bit integers.
Page = Annotated[int, Query(ge=_PAGE["ge"], le=_PAGE["le"], description="From 1")]
PerPage = Annotated[int, Query(ge=_PER_PAGE["ge"], le=_PER_PAGE["le"])]
FIRST_PAGE: int = _PAGE["default"]
DEFAULT_PER_PAGE: int = _PER_PAGE["default"]


def envelope(
    items: list[dict[str, Any]],
    *,
    path: str,
    page: int,
    per_page: int,
    total: int,
    filters: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    last_page = max(1, -(-total // per_page))
    kept = dict(filters or {})

    def url(number: int) -> str:
        return f"{path}?{urlencode({**kept, 'page': number, 'per_page': per_page})}"

    first_index = (page - 1) * per_page + 1
    prev_url = url(page - 1) if 1 < page <= last_page + 1 else None
    next_url = url(page + 1) if page < last_page else None
    page_links: list[dict[str, Any]] = [
        {"url": prev_url, "label": "&laquo; Previous", "active": False}
    ]
    page_links += [
        {"url": url(n), "label": str(n), "active": n == page} for n in range(1, last_page + 1)
    ]
    page_links.append({"url": next_url, "label": "Next &raquo;", "active": False})
    return {
        "data": items,
        "links": {
            "first": url(1),
            "last": url(last_page),
            "prev": prev_url,
            "next": next_url,
        },
        "meta": {
            "current_page": page,
            "from": first_index if items else None,
            "last_page": last_page,
            "links": page_links,
            "path": path,
            "per_page": per_page,
            "to": first_index + len(items) - 1 if items else None,
            "total": total,
        },
    }
