"""The paginated envelope of the product and project lists (Laravel's length-aware paginator).

Pages are numbered from 1; `per_page` defaults to 15 and may be at most 100. Every link is an
absolute URL that keeps `per_page` and the list's filters, so a client can simply follow
`links.next` until it is null.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from app.sandbox.validation import Checker

DEFAULT_PER_PAGE = 15
MAX_PER_PAGE = 100
MAX_PAGE = 10**9  # keeps the row offset far inside SQLite's 64-bit integers


def read_page(query: Mapping[str, str], checker: Checker) -> tuple[int, int]:
    """The requested page and page size, recording 422 errors for bad values."""
    page = checker.integer(query, "page", "page") if "page" in query else 1
    per_page = (
        checker.integer(query, "per_page", "per_page") if "per_page" in query else DEFAULT_PER_PAGE
    )
    if page is not None and not 1 <= page <= MAX_PAGE:
        checker.add("page", f"The page field must be between 1 and {MAX_PAGE}.")
    if per_page is not None and not 1 <= per_page <= MAX_PER_PAGE:
        checker.add("per_page", f"The per_page field must be between 1 and {MAX_PER_PAGE}.")
    return page or 1, per_page or DEFAULT_PER_PAGE


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
