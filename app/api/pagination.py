"""The paginated envelope of the product and project lists, read into one `Page`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, Field

from app.api.fields import ApiModel, parse_model

ItemT = TypeVar("ItemT", bound=BaseModel)


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
class Page(Generic[ItemT]):
    """One page of a list, and where the next one is."""

    items: list[ItemT]
    current_page: int
    last_page: int
    total: int
    next_url: str | None

    @property
    def is_last(self) -> bool:
        return self.next_url is None


def parse_page(body: Any, item_model: type[ItemT], *, status: int | None = None) -> Page[ItemT]:
    """Read a list answer; a bad item raises `MalformedResponse` naming e.g. `data[3].id`."""
    envelope = parse_model(Envelope, body, status=status)
    items = [
        parse_model(item_model, raw, where=f"data[{index}]", status=status)
        for index, raw in enumerate(envelope.data)
    ]
    meta = envelope.meta
    return Page(items, meta.current_page, meta.last_page, meta.total, envelope.links.next or None)
