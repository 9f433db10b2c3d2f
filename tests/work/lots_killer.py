"""A child that splits or syncs a split and kills itself (SIGKILL) at one point of the pair:
run by tests/work/test_lots_killed.py.

    python -m tests.work.lots_killer <data folder> <sandbox url> <point> [<server id>]

Points: `split` (inside the split's transaction, as the part is held), `lowered` (the
original's update answered by the service, nothing recorded yet), `released` (the update
recorded and the part released, the part not sent), `created` (the part's create answered
by the service, nothing recorded yet).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

from app.store.drafts import DraftStore
from app.store.lots import LotStore
from app.sync.service import ClientGateway
from app.work import lots
from tests.sync.helpers import Workbench


def _die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _patch(point: str) -> None:
    if point == "split":
        real_hold = LotStore.hold

        def hold(self: LotStore, *args: Any, **kwargs: Any) -> Any:
            real_hold(self, *args, **kwargs)
            _die()

        LotStore.hold = hold  # type: ignore[method-assign]
    elif point == "lowered":
        real_update = ClientGateway.update_product

        async def update(self: ClientGateway, *args: Any, **kwargs: Any) -> Any:
            await real_update(self, *args, **kwargs)
            _die()

        ClientGateway.update_product = update  # type: ignore[method-assign]
    elif point == "released":
        real_synced = DraftStore.mark_synced

        def synced(self: DraftStore, *args: Any, **kwargs: Any) -> Any:
            real_synced(self, *args, **kwargs)
            _die()

        DraftStore.mark_synced = synced  # type: ignore[method-assign]
    elif point == "created":
        real_create = ClientGateway.create

        async def create(self: ClientGateway, *args: Any, **kwargs: Any) -> Any:
            await real_create(self, *args, **kwargs)
            _die()

        ClientGateway.create = create  # type: ignore[method-assign]
    else:
        raise SystemExit(f"unknown point {point}")


async def _run(bench: Workbench, point: str, server_id: str | None) -> None:
    if point == "split":
        assert server_id is not None
        lots.split(bench.store, lots.Source(server_id=server_id), 10)
        return
    async with bench.engine(refresh_cache=False) as engine:
        await engine.run_once()


def main(folder: str, base_url: str, point: str, server_id: str | None = None) -> None:
    _patch(point)
    bench = Workbench(Path(folder), base_url)
    try:
        asyncio.run(_run(bench, point, server_id))
    finally:
        bench.close()
    sys.exit("ended before the kill")


if __name__ == "__main__":
    main(*sys.argv[1:])
