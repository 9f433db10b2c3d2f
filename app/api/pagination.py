"""The paginated envelope of the product and project lists, read into one `Page`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, Field

from app.api.errors import MalformedResponse
from app.api.fields import ApiModel, parse_model

T = TypeVar("T")
ItemT = TypeVar("ItemT", bound=BaseModel)


class PageLinks(ApiModel):
    first: str | None = None
    last: str | None = None
    prev: str | None = None
    next: str | None = None


class PageMeta(ApiModel):
    current_page: int
    last_page: int
    total: int
    per_page: int | None = None
    from_: int | None = Field(None, alias="from")
    to: int | None = None
    path: str | None = None


class Envelope(ApiModel):
    """The envelope without its items, which are parsed one by one to name a bad one."""

    data: list[Any]
    links: PageLinks = Field(default_factory=PageLinks)
    meta: PageMeta


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    """One page of a list, and where the next one is."""

    items: list[T]
    current_page: int
    last_page: int
    total: int
    next_url: str | None
    per_page: int | None = None
    prev_url: str | None = field(default=None)

    @property
    def is_last(self) -> bool:
        return self.next_url is None


def parse_page(
    body: Any,
    item_model: type[ItemT],
    *,
    status: int | None = None,
) -> Page[ItemT]:
    """Read a list answer; a bad item raises `MalformedResponse` naming e.g. `data[3].id`."""
    envelope = parse_model(Envelope, body, status=status)
    items: list[ItemT] = []
    for index, raw in enumerate(envelope.data):
        items.append(parse_model(item_model, raw, where=f"data[{index}]", status=status))
    meta = envelope.meta
    if meta.current_page < 0 or meta.last_page < 0 or meta.total < 0:
        raise MalformedResponse("meta", "negative page numbers", status=status)
    return Page(
        items=items,
        current_page=meta.current_page,
        last_page=meta.last_page,
        total=meta.total,
        next_url=envelope.links.next or None,
        per_page=meta.per_page,
        prev_url=envelope.links.prev or None,
    )
