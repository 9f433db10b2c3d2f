"""A service that answers the original's update of a split with success but a body that
does not hold the lowered quantity (its old version, another quantity): the part must stay
held, or the service would show more than the whole (38 and 10 beside it)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.service import ClientGateway
from app.work import lots
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
DOORS = "Eiken binnendeur"


class OldVersionGateway(ClientGateway):
    """Answers an update with 200 and the product as it was: nothing changed."""

    async def update_product(self, server_id: str, request: ProductRequest) -> dict[str, Any]:
        (product,) = [p for p in await self.client.list_products() if str(p.id) == server_id]
        return dict(product.model_dump(mode="json", by_alias=True))


async def _on_service(bench: Workbench) -> list[Decimal]:
    async with bench.client() as client:
        found = await client.list_products()
    return sorted(
        Decimal(str(p.quantity.quantity_value))
        for p in found
        if p.item_details.name == DOORS and p.quantity.quantity_value is not None
    )


async def _sync(bench: Workbench, gateway: type[ClientGateway] = ClientGateway) -> Any:
    client = bench.client()

    async def connect() -> ClientGateway:
        return gateway(client)

    try:
        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
    finally:
        await client.aclose()


@pytest.mark.asyncio
async def test_an_update_answered_with_the_old_quantity_keeps_the_part_held(
    bench: Workbench,
) -> None:
    store = bench.store
    bench.queue(
        PRODUCT, product_content(DOORS, quantity={"quantityValue": 38, "quantityUoM": "PCE"})
    )
    await _sync(bench)
    (server_id,) = store.cache.server_ids(PRODUCT)
    done = lots.split(store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    await _sync(bench, OldVersionGateway)
    assert sum(await _on_service(bench)) <= 38
    (lot,) = store.lots.of_draft(done.part.id)
    assert lot.held
