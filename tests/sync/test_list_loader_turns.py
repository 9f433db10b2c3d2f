"""The list loader writes one thing at a time through its refresh: the public flags never
while a batch of the list is still being written (they read the items stored so far)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable
from collections.abc import Mapping
from typing import Any
from typing import cast

from app.store.cache import ListRefresh
from app.sync.list_loader import ListLoader


class _Refresh:
    """A refresh whose batches each wait for their gate, counting what runs at once."""

    def __init__(self) -> None:
        self.gates = [threading.Event() for _ in range(3)]
        self.started = [threading.Event() for _ in range(3)]
        self.public_entered = threading.Event()
        self.batches = 0
        self.writing = 0
        self.overlap = False
        self.stored = 0
        self._lock = threading.Lock()

    def add(self, items: Iterable[Mapping[str, Any]], *, next_page: int | None = None) -> None:
        with self._lock:
            n, self.batches = self.batches, self.batches + 1
            self.writing += 1
        self.started[n].set()
        assert self.gates[n].wait(30)
        with self._lock:
            self.writing -= 1
            self.stored += len(list(items))

    def set_public(self, public_ids: Iterable[str | int]) -> None:
        self.public_entered.set()
        with self._lock:
            self.overlap = self.overlap or self.writing > 0


def test_the_public_flags_wait_for_the_last_batch_being_written() -> None:
    async def scenario() -> _Refresh:
        refresh = _Refresh()
        loader = ListLoader(cast(ListRefresh, refresh), lambda _n: None, batch=2)
        await loader([{"id": 1}])  # the first page: a batch of its own, being written
        await loader([{"id": 2}])  # waits for the next batch
        closing = asyncio.ensure_future(loader.close())
        public = asyncio.ensure_future(loader.set_public(["1"]))
        refresh.gates[0].set()
        # The last batch is being written: the flags' write must wait for it.
        assert await asyncio.to_thread(refresh.started[1].wait, 30)
        await asyncio.to_thread(refresh.public_entered.wait, 0.5)
        refresh.gates[1].set()
        await asyncio.gather(closing, public)
        return refresh

    refresh = asyncio.run(scenario())
    assert refresh.public_entered.is_set()
    assert not refresh.overlap
    assert refresh.stored == 2


def test_a_batch_is_told_stored_once_written_not_when_the_next_is_handed_in() -> None:
    # The first rows show as soon as the first page is in the store: before, the count was
    # told only when the next batch (ten pages later) was handed in.
    async def scenario() -> tuple[list[int], list[int]]:
        refresh = _Refresh()
        told: list[int] = []
        changed = asyncio.Event()

        def stored(count: int) -> None:
            told.append(count)
            changed.set()

        loader = ListLoader(cast(ListRefresh, refresh), stored, batch=2)
        await loader([{"id": 1}])  # the first page: a batch of its own
        refresh.gates[0].set()
        await asyncio.wait_for(changed.wait(), 30)  # no other page handed in meanwhile
        first = list(told)
        await loader([{"id": 2}])
        await loader([{"id": 3}])  # a batch of two: written
        refresh.gates[1].set()
        await loader.close()
        return first, told

    first, told = asyncio.run(scenario())
    assert first == [1]
    assert told == [1, 3]  # once a batch, in order


def test_an_abandoned_load_tells_nothing_more() -> None:
    async def scenario() -> list[int]:
        refresh = _Refresh()
        told: list[int] = []
        loader = ListLoader(cast(ListRefresh, refresh), told.append, batch=2)
        await loader([{"id": 1}])
        assert await asyncio.to_thread(refresh.started[0].wait, 30)
        abandoning = asyncio.ensure_future(loader.abandon())
        # The batch ends once abandon has begun (its first step runs before this call).
        asyncio.get_running_loop().call_soon(refresh.gates[0].set)
        await abandoning
        return told

    assert asyncio.run(scenario()) == []
