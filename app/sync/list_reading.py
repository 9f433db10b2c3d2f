"""A server list read into the offline cache page by page: the pages, the public flags read
beside the products, a list cut short, and the point where the read is handed over to a
process of its own (`list_process`). The same reading runs in the sync's own process and
in that one, so a list is read one way wherever it is read.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol
from typing import TypeVar

from app.api.errors import AnswerTooLarge
from app.api.errors import EndlessList
from app.api.errors import ServiceError
from app.store.kinds import RecordKind
from app.sync.list_loader import ListLoader
from app.sync.list_loader import ended
from app.sync.retry import RetryPolicy
from app.sync.retry import with_retries
from app.sync.sending import AUTH_ERRORS
from app.sync.service import ClientGateway

log = logging.getLogger(__name__)

T = TypeVar("T")

# A list read that ends so goes on with what it read (`ListRead.cut_short`).
LIST_CUT_SHORT = (AnswerTooLarge, EndlessList)


async def all_pages(
    fetch: Callable[[int], Awaitable[tuple[list[T], bool]]],
    each: Callable[[list[T]], Awaitable[None]] | None = None,
    first: int = 1,
    *,
    resume: asyncio.Event,
    retry: RetryPolicy,
) -> list[T]:
    """Every page's items from page `first`; with `each`, each page is handed to it
    instead of kept. Before each page the read waits while `resume` is clear (paused)."""
    found: list[T] = []
    page, more = first, True
    while more:
        await resume.wait()  # paused: the next page waits
        batch, more = await with_retries(functools.partial(fetch, page), retry)
        if each is None:
            found += batch
        else:
            await each(batch)
        page += 1
    return found


async def unless_failing(fetch: Awaitable[T], what: str) -> T | None:
    """What `fetch` reads; None (logged) if the service fails, unless it refused the account."""
    try:
        return await fetch
    except AUTH_ERRORS:
        raise
    except ServiceError as error:
        log.warning("%s not refreshed: %s", what, error)
        return None


class Helper(Protocol):
    """Who may take a long read over (`list_process.ListProcess`)."""

    @property
    def ready(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class ListRead:
    """How a read of a list ended: `read` items read here; `cut_short` the error that ended
    it early (an answer over its bound, pages without end), then the next read begins at
    the list's first page; `handed_over` the page the helper goes on from."""

    read: int
    cut_short: ServiceError | None = None
    handed_over: int | None = None

    @property
    def whole(self) -> bool:
        return self.cut_short is None and self.handed_over is None


@dataclass(eq=False)
class ListReading:
    """One list read into `loader`'s refresh from page `first` (`run`).

    With `helper` (made by `start_helper` once the first page shows a list of at least
    `helper_from` items), the read stops at the first page boundary after the helper is
    ready, with every page read so far stored, and says where it stopped.
    """

    gateway: ClientGateway
    kind: RecordKind
    loader: ListLoader
    resume: asyncio.Event
    retry: RetryPolicy
    start_helper: Callable[[], Awaitable[Helper | None]] | None = None
    helper_from: int = 0
    public_known: bool = False  # the products' public flags came with the read's orders
    helper: Helper | None = None

    async def run(self, first: int = 1) -> ListRead:
        first_page = asyncio.Event()
        public = (
            asyncio.ensure_future(self._public_after(first_page))
            if self.kind is RecordKind.PRODUCT and not self.public_known
            else None
        )
        try:
            read = await self._load(first_page.set, first)
            # Their flags given to the products as soon as read (without them the
            # products keep the flags they had); a read handed over leaves them to the
            # helper, unless they are in already.
            if read.whole and public and first_page.is_set():
                await public
            return read
        finally:
            if public is not None and not public.done():
                public.cancel()
                await ended(public)
                await self.loader.abandon()  # the flags' write it may have begun
            self.gateway.drop_reads()

    async def _public_after(self, first_page: asyncio.Event) -> None:
        """Which products are public (ids only), read alongside the products once their first
        page is in (so the first rows show at once): the service prepares those pages while
        the products are read and stored. Handed to the loader as soon as read, so the
        products stored after are written with their flags."""
        await first_page.wait()
        public_ids = await unless_failing(
            all_pages(self.gateway.public_product_ids, resume=self.resume, retry=self.retry),
            "public products",
        )
        if public_ids is not None:
            await self.loader.set_public(public_ids)

    async def _load(self, first_page_read: Callable[[], None], first: int) -> ListRead:
        read, page, more = 0, first, True
        fetch = functools.partial(self.gateway.list_page, self.kind)
        try:
            while more:
                # Between two pages, every page before in the loader: the rest is the
                # helper's once it is ready (never after the last page: nothing is left).
                if page > first and self._helper_ready():
                    await self.loader.close()  # every page read so far stored
                    return ListRead(read, handed_over=page)
                await self.resume.wait()  # paused: the next page waits
                batch, more = await with_retries(functools.partial(fetch, page), self.retry)
                read += len(batch)
                await self.loader(batch)
                if page == first:
                    first_page_read()
                    if more:
                        await self._maybe_start_helper()
                page += 1
            await self.loader.close()
        except LIST_CUT_SHORT as error:
            await self.loader.close()  # what was read is stored; the rest is not removed
            await asyncio.to_thread(self.loader.forget_read)
            return ListRead(read, cut_short=error)
        except BaseException:
            await self.loader.abandon()
            raise
        return ListRead(read)

    def _helper_ready(self) -> bool:
        return self.helper is not None and self.helper.ready and self.loader.between_batches

    async def _maybe_start_helper(self) -> None:
        listed = self.gateway.listed.get(self.kind, 0)
        if self.start_helper is None or listed < self.helper_from:
            return
        self.helper = await self.start_helper()
