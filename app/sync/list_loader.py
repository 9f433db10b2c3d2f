"""A server list stored as it is read: the pages of a first load of a large catalogue
(100,000 products, a thousand pages) go into the offline cache a batch at a time, so the
rows already read are in the window's lists and searchable while the rest arrives.

The first page goes in alone, so the first rows show after one page read, not ten. A batch
is written on a worker thread (extraction and SQLite, seconds in all) while the engine
reads the next pages on its loop; at most one batch is written at a time, so what is
stored is always a prefix of what was read.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from collections.abc import Mapping
from typing import Any

from app.store.cache import ListRefresh

# Items stored at a time (ten pages of 100): the window shows the rows so far after each.
BATCH = 1_000


async def ended(work: asyncio.Future[Any]) -> None:
    """Wait until `work` has ended, however (its failure is its own). A cancel of the waiting
    task meanwhile is not swallowed: it is raised once `work` has ended, so a run cancelled
    while it waits for a write still stops (swallowed, a read handed on after it would wait
    for ever on a paused process)."""
    cancelled = False
    while not work.done():
        try:
            await asyncio.wait([work])
        except asyncio.CancelledError:
            cancelled = True
    if not work.cancelled():
        work.exception()  # retrieved: it is not this caller's to raise
    if cancelled:
        raise asyncio.CancelledError


class ListLoader:
    """Hand it each page (`await loader(items)`), then `await loader.close()`."""

    def __init__(
        self,
        refresh: ListRefresh,
        stored: Callable[[int], None],
        batch: int | None = None,
        *,
        first_page: int = 1,
        first_alone: bool = True,
    ) -> None:
        self._refresh = refresh
        self._stored = stored  # told the count of items stored so far, after each batch
        self._size = batch or BATCH
        self._batch: list[Mapping[str, Any]] = []
        self._writing: asyncio.Future[None] | None = None
        # The page after the last one handed in (a batch holds whole pages: the store
        # records where the read stands with each, see `ListRefresh.resume`).
        self._next_page = first_page
        # A batch was handed to the store (a read handed over has shown its first rows).
        self._written = not first_alone
        self._abandoned = False  # the read failed or was cancelled: nothing more is told
        # One write to the store at a time, in the order asked (pages, public flags).
        self._turn = asyncio.Lock()

    async def __call__(self, items: list[dict[str, Any]]) -> None:
        """The items of the next page."""
        self._batch.extend(items)
        self._next_page += 1
        # The first page is a batch of its own: the window shows rows after one page read.
        if len(self._batch) >= self._size or not self._written:
            self._written = True
            await self._next()

    async def _next(self) -> None:
        async with self._turn:
            await self._settle()
            if self._batch:
                batch, self._batch = self._batch, []
                self._writing = asyncio.ensure_future(
                    asyncio.to_thread(self._refresh.add, batch, next_page=self._next_page)
                )
                self._writing.add_done_callback(self._batch_written)

    @property
    def between_batches(self) -> bool:
        """Every page handed in is with the store (written, or being written)."""
        return not self._batch

    def _batch_written(self, writing: asyncio.Future[None]) -> None:
        # Told as soon as the batch is in, not when the next one is handed in: that is ten
        # pages read later, and the first rows showed only then (a tenth of a second and
        # more after they were searchable). Not after `abandon`: the run has ended.
        if not self._abandoned and not writing.cancelled() and writing.exception() is None:
            self._stored(self._refresh.stored)

    async def set_public(self, public_ids: list[str]) -> None:
        """The ids the service lists as public, known while the list is still read: the items
        stored so far take their flags now, and the later ones are written with theirs (no
        second write of each of 100,000 rows after the load)."""
        async with self._turn:
            await self._settle()
            writing = self._writing = asyncio.ensure_future(
                asyncio.to_thread(self._refresh.set_public, public_ids)
            )
            # Left for `abandon` if this is cancelled: the thread cannot be stopped halfway.
            await asyncio.shield(writing)

    async def _settle(self) -> None:
        if self._writing is not None:
            writing, self._writing = self._writing, None
            await writing

    async def close(self) -> None:
        """Store what is left and wait for it."""
        await self._next()
        # In turn: the public flags' write waiting for the turn must not start while the
        # last batch is still being written (both go through the same refresh).
        async with self._turn:
            await self._settle()

    def forget_read(self) -> None:
        """The next read begins at the list's first page (a list cut short)."""
        self._refresh.forget_read()

    async def abandon(self) -> None:
        """The read failed or was cancelled: let the batch being written finish (a thread
        cannot be stopped halfway) before the refresh is closed; the rest is dropped."""
        self._abandoned = True
        if self._writing is not None:
            await ended(self._writing)
            self._writing = None
