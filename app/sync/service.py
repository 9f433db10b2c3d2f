"""The service as the sync engine uses it: one request per call, plain JSON in and out.

Plain mappings let the engine compare drafts with server records field by field and hand
the same items to the offline cache. A draft becomes its request here (`request_of`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from pydantic import BaseModel
from pydantic import ValidationError

from app.api.attachments import parse_attachment_refs
from app.api.bounds import MAX_PAGES
from app.api.client import DEFAULT_PER_PAGE
from app.api.client import Folder
from app.api.client import ListPath
from app.api.client import ServiceClient
from app.api.errors import ServiceError
from app.api.fields import RESPONSE_CONTEXT
from app.api.fields import RecordId
from app.api.fields import field_messages
from app.api.kinds import request_model
from app.api.notices import FieldProblems
from app.api.pagination import ListAnswer
from app.api.pagination import Page
from app.api.pagination import PageWalk
from app.api.pagination import list_query
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.projects import ProjectRequest
from app.api.projects import ProjectResponse
from app.api.schema import get_path
from app.api.schema import rule_free
from app.api.subscriptions import SubscriptionCreate
from app.store.attachments import AttachmentRole
from app.store.kinds import RecordKind

RecordRequest = ProductRequest | ProjectRequest | SubscriptionCreate
"""The request form of a draft of each kind."""


def request_of(kind: RecordKind, content: Mapping[str, Any]) -> RecordRequest:
    """The request model of a draft's content (the form, as wire aliases); no form rules.

    Read by the model's rule-free twin (`rule_free`): the form rules never apply here, and
    calling each field's rule only for it to return at once cost every draft of a round.
    The types are checked as by `FormModel.draft`, with the same errors (a test compares
    the two readings), and the twin is still the kind's request model.
    """
    request = rule_free(request_model(kind)).model_validate(content, context=RESPONSE_CONTEXT)
    assert isinstance(request, RecordRequest)
    return request


def payload_problems(kind: RecordKind, content: Mapping[str, Any]) -> FieldProblems:
    """Type problems that keep a draft from being turned into a request at all."""
    try:
        request_of(kind, content).to_payload()
    except ValidationError as error:
        return field_messages(error, request_model(kind))
    return {}


@dataclass
class ServerView:
    """The server lists fetched in one round, keyed by kind and server id."""

    items: dict[RecordKind, dict[str, Any]] = field(default_factory=dict)

    @staticmethod
    def attachment_refs(record: Mapping[str, Any], role: AttachmentRole) -> list[dict[str, Any]]:
        """The images or files a product lists (`itemDetails.attachment`)."""
        text = get_path(record, "itemDetails.attachment." + _REF_KEYS[role])
        return [ref.model_dump() for ref in parse_attachment_refs(text)]


class ClientGateway:
    """The service as the engine uses it, over the project's `ServiceClient` (left open);
    tests hand in a subclass that fails on cue."""

    def __init__(
        self,
        client: ServiceClient,
        *,
        per_page: int = DEFAULT_PER_PAGE,
        max_pages: int = MAX_PAGES,
    ) -> None:
        self.client = client
        self.per_page = per_page
        self.max_pages = max_pages
        # Items of the latest read of each list that could not be read (and were left out).
        self.skipped: dict[RecordKind, int] = {}
        # How many items each list holds, as its latest page said (`meta.total`).
        self.listed: dict[RecordKind, int] = {}
        # Where each list's current read is (page 1 starts a new one).
        self._walks: dict[str, PageWalk] = {}
        # The page of each list asked for ahead (see `_answer`).
        self._ahead: dict[str, tuple[int, asyncio.Future[ListAnswer[Any]]]] = {}

    def _more(self, which: str, page: int, found: Page[Any]) -> bool:
        """Whether the list goes on after `found` (see `PageWalk`: `EndlessList` if it never
        stops)."""
        if page == 1 or which not in self._walks:
            self._walks[which] = PageWalk(self.max_pages)
        return self._walks[which].more(found)

    async def _answer(
        self, which: str, page: int, ask: Callable[[int], Awaitable[ListAnswer[Any]]]
    ) -> tuple[ListAnswer[Any], bool]:
        """Page `page` of the list `which` and whether the list goes on. When it does, the
        next page is asked for at once, before this one's items are read: the service
        prepares it meanwhile (a 100,000-product list is a thousand pages). Only a page the
        list is known to go on to is ever asked for, so a list's reads stay as bounded as
        they were; its items are handed on strictly in page order."""
        asked = self._ahead.pop(which, None)
        if asked is not None and asked[0] == page:
            try:
                answer = await asked[1]
            except ServiceError:  # failed while asked ahead: this attempt asks afresh
                answer = await ask(page)
        else:
            if asked is not None:
                asked[1].cancel()
            answer = await ask(page)
        more = self._more(which, page, answer.head())
        if more:
            ahead = asyncio.ensure_future(ask(page + 1))
            # Left unread if the reader stops early: its failure is no one's to report.
            ahead.add_done_callback(lambda done: done.cancelled() or done.exception())
            self._ahead[which] = (page + 1, ahead)
        return answer, more

    def pages_read(self, kind: RecordKind) -> int:
        """Pages of the current read of the list of `kind` so far."""
        walk = self._walks.get(kind)
        return 0 if walk is None else walk.pages

    def drop_reads(self) -> None:
        """The pages asked for ahead and not (or no longer) wanted: their reads stopped, so
        nothing is asked after a read ends early (a failure, a pause, a list cut short)."""
        for _page, ahead in self._ahead.values():
            ahead.cancel()
        self._ahead.clear()

    async def list_page(self, kind: RecordKind, page: int) -> tuple[list[dict[str, Any]], bool]:
        """One page of the server list of `kind` and whether more pages follow."""
        if kind is RecordKind.SUBSCRIPTION:
            # The subscription list has no pages.
            return [_as_json(s) for s in await self.client.list_subscriptions()], False
        model = ProductResponse if kind is RecordKind.PRODUCT else ProjectResponse

        def ask(number: int) -> Awaitable[ListAnswer[Any]]:
            return self.client.list_answer(
                _PATHS[kind], model, list_query(self.per_page, None, number)
            )

        answer, more = await self._answer(kind, page, ask)
        found = answer.json_page()
        # Page 1 starts a new read of the list: its count replaces the one before.
        self.skipped[kind] = found.skipped + (self.skipped.get(kind, 0) if page > 1 else 0)
        self.listed[kind] = found.total
        return found.items, more

    async def public_product_ids(self, page: int) -> tuple[list[str], bool]:
        """One page of the ids of the products the service lists as public."""

        # Only `GET /products?public=1` tells: the client cannot work it out from a product.
        def ask(number: int) -> Awaitable[ListAnswer[Any]]:
            return self.client.list_answer(
                "products", RecordId, list_query(self.per_page, 1, number)
            )

        answer, more = await self._answer("public", page, ask)
        return [str(p.id) for p in answer.page().items], more

    async def create(self, request: RecordRequest, payload: Mapping[str, Any] | None = None) -> str:
        """Create a product, project or subscription; its server id. `payload`: the
        request's `to_payload()`, when the caller made it already (made once per record)."""
        if isinstance(request, ProductRequest):
            return str(await self.client.create_product(request, payload))
        if isinstance(request, ProjectRequest):
            return str(await self.client.create_project(request, payload))
        return str((await self.client.create_subscription(request, payload)).id)

    async def update_product(self, server_id: str, request: ProductRequest) -> dict[str, Any]:
        """Replace a product's fields; the product as the server now has it."""
        return _as_json(await self.client.update_product(int(server_id), request))

    async def archive_product(self, server_id: str) -> None:
        await self.client.archive_product(int(server_id))

    async def upload(
        self, kind: RecordKind, server_id: str, role: AttachmentRole, name: str, content: bytes
    ) -> str:
        """Add an image or file to a record; the attachment's server id."""
        # A prepared photo exists only in memory: it goes as bytes, never via a file.
        added = await self.client.add_attachment(
            _PATHS[kind], int(server_id), _FOLDERS[role], name, content
        )
        return str(added.id)

    async def remove(
        self, kind: RecordKind, server_id: str, role: AttachmentRole, attachment_id: str
    ) -> None:
        await self.client.delete_attachment(
            _PATHS[kind], int(server_id), _FOLDERS[role], attachment_id
        )


_PATHS: dict[RecordKind, ListPath] = {
    RecordKind.PRODUCT: "products",
    RecordKind.PROJECT: "projects",
}
_REF_KEYS = {AttachmentRole.IMAGE: "imageData", AttachmentRole.FILE: "attachedData"}
_FOLDERS: dict[AttachmentRole, Folder] = {
    AttachmentRole.IMAGE: "images",
    AttachmentRole.FILE: "files",
}


def _as_json(model: BaseModel) -> dict[str, Any]:
    data: dict[str, Any] = model.model_dump(mode="json", by_alias=True)
    return data
