"""The paginated envelope of the product and project lists, read into one `Page`.

An item that does not parse costs only itself: the page keeps the others, counts it in
`skipped` and logs where it failed. A broken envelope still fails the whole page.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass
from typing import Any
from typing import Generic
from typing import TypeVar

import httpx
from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import Field
from pydantic import ValidationError
from pydantic import create_model

from app.api.bounds import MAX_PAGES
from app.api.errors import EndlessList
from app.api.errors import MalformedResponse
from app.api.fields import RESPONSE_CONTEXT
from app.api.fields import ApiModel
from app.api.fields import parse_model
from app.api.json_items import JsonItem
from app.api.json_items import json_items
from app.api.transport import decode_json

log = logging.getLogger(__name__)

ItemT = TypeVar("ItemT", bound=BaseModel)
PageItemT = TypeVar("PageItemT")  # a model, or an item as the cache stores it (`json_page`)


class PageLinks(ApiModel):
    next: str | None = None


class PageMeta(ApiModel):
    current_page: int = Field(ge=0)
    last_page: int = Field(ge=0)
    total: int = Field(ge=0)


class Envelope(ApiModel):
    """The envelope without its items, which are parsed one by one to name a bad one."""

    data: list[Any]
    links: PageLinks = Field(default_factory=PageLinks)
    meta: PageMeta


@dataclass(frozen=True, slots=True)
class Page(Generic[PageItemT]):
    """One page of a list, and where the next one is; `skipped` items could not be read."""

    items: list[PageItemT]
    current_page: int
    last_page: int
    total: int
    next_url: str | None
    skipped: int = 0

    @property
    def is_last(self) -> bool:
        return self.next_url is None


def parse_page(body: Any, item_model: type[ItemT], *, status: int | None = None) -> Page[ItemT]:
    """Read a list answer; a bad item is left out and counted, a bad envelope raises."""
    envelope = parse_model(Envelope, body, status=status)
    items: list[ItemT] = []
    for index, raw in enumerate(envelope.data):
        try:
            items.append(parse_model(item_model, raw, where=f"data[{index}]", status=status))
        except MalformedResponse as unread:
            record = raw.get("id") if isinstance(raw, dict) else None
            log.warning("list item %d (id %r) left out: %s", index, record, unread.detail)
    meta = envelope.meta
    next_url = envelope.links.next or None
    skipped = len(envelope.data) - len(items)
    return Page(items, meta.current_page, meta.last_page, meta.total, next_url, skipped)


def list_query(
    per_page: int, public: bool | int | None = None, page: int | None = None
) -> dict[str, str | int]:
    """The query of a page of a list: its size, the public filter, which page (from 1)."""
    query: dict[str, str | int] = {"per_page": per_page}
    if public is not None:
        query["public"] = int(public)
    return query if page is None else query | {"page": page}


@functools.cache
def _whole_page(item_model: type[BaseModel]) -> type[BaseModel]:
    """The envelope with its items typed, to read a page whole in one pass."""
    items: Any = list[item_model]  # type: ignore[valid-type]
    return create_model(
        f"Whole{item_model.__name__}Page",
        __base__=Envelope,
        data=(items, ...),
    )


def read_whole_page(content: bytes, item_model: type[ItemT]) -> Page[ItemT] | None:
    """A list answer's bytes read in one pass of pydantic's JSON parser, which builds only
    what the items keep (of a public-products page, only the ids): a fifth of the reading
    of a 100,000-product list. None when anything in it does not read (`parse_page` then
    reads it item by item, to keep the others and name the bad one)."""
    try:
        whole: Any = _whole_page(item_model).model_validate_json(content, context=RESPONSE_CONTEXT)
    except _UNREAD:
        return None
    meta: PageMeta = whole.meta
    items: list[ItemT] = whole.data
    next_url = whole.links.next or None
    return Page(items, meta.current_page, meta.last_page, meta.total, next_url)


class _AnObject(BaseModel):
    """An item only known to be a JSON object: its fields are read later, as its model's."""

    model_config = ConfigDict(extra="ignore")


class _Head(Envelope):
    data: list[_AnObject]


_UNREAD = (ValidationError, ValueError, RecursionError, ArithmeticError, TypeError)


class ListAnswer(Generic[ItemT]):
    """A list page as it arrived: where the list goes on (`head`, the envelope alone, read
    in a fraction of a millisecond) before its items are read (`page`). A reader that knows
    the list goes on asks for the next page between the two, so the service prepares it
    while this one's items are read."""

    def __init__(self, response: httpx.Response, item_model: type[ItemT]) -> None:
        self._response = response
        self._model = item_model
        self._page: Page[ItemT] | None = None

    def head(self) -> Page[Any]:
        """The page without its items (every item is a JSON object, so reading them leaves
        out at most some of them and never fails the page); the page itself when that is not
        so (it raises what reading the page raises)."""
        try:
            head: Any = _Head.model_validate_json(self._response.content)
        except _UNREAD:
            return self.page()
        meta: PageMeta = head.meta
        return Page([], meta.current_page, meta.last_page, meta.total, head.links.next or None)

    def json_page(self) -> Page[JsonItem]:
        """The page with its items as the cache stores them, each what
        `item.model_dump(mode="json", by_alias=True)` gives, without building the models
        when the page reads whole (`json_items`)."""
        if self._page is None:
            whole = json_items(_whole_page(self._model)).read(self._response.content)
            if whole is not None:
                meta, links = whole["meta"], whole["links"]
                return Page(
                    whole["data"],
                    meta["current_page"],
                    meta["last_page"],
                    meta["total"],
                    links["next"] or None,
                )
        page = self.page()
        dumped = [item.model_dump(mode="json", by_alias=True) for item in page.items]
        return Page(
            dumped, page.current_page, page.last_page, page.total, page.next_url, page.skipped
        )

    def page(self) -> Page[ItemT]:
        """The page with its items (read once)."""
        if self._page is None:
            whole = read_whole_page(self._response.content, self._model)
            if whole is None:
                body = decode_json(self._response)
                whole = parse_page(body, self._model, status=self._response.status_code)
            self._page = whole
        return self._page


class PageWalk:
    """Whether to read on after a page: never past `meta.last_page`, never to a `links.next`
    seen before in this read (a cycle), never past `max_pages` (`EndlessList` for the last
    two, the pages read so far kept by the caller)."""

    def __init__(self, max_pages: int = MAX_PAGES) -> None:
        self.max_pages = max_pages
        self.pages = 0
        self._seen: set[str] = set()

    def more(self, page: Page[Any]) -> bool:
        self.pages += 1
        if page.next_url is None:
            return False
        if page.current_page >= page.last_page:
            log.info("list page %d is its last, though it points on", page.current_page)
            return False
        if page.next_url in self._seen:
            raise EndlessList(f"links.next repeats {page.next_url!r}", pages=self.pages)
        if self.pages >= self.max_pages:
            raise EndlessList(f"more than {self.max_pages} pages", pages=self.pages)
        self._seen.add(page.next_url)
        return True
