"""*Changed* for products from the service: the interface gives a product no date, so its row
holds when this computer received that version of it (written when its content changes)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.store import listing
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content

pytestmark = pytest.mark.asyncio


def _server_rows(bench: Workbench) -> dict[str, tuple[Any, Any]]:
    """Each server product's listing `updated_at` and its cache's `fetched_at`."""
    rows = bench.database.query(
        "SELECT l.server_id, l.updated_at, s.fetched_at FROM listing AS l"
        " JOIN server_items AS s ON s.kind = l.kind AND s.server_id = l.server_id"
        " WHERE l.kind = 'product' AND l.source = 'server'"
    )
    return {sid: (updated, fetched) for sid, updated, fetched in rows}


async def test_a_server_product_is_dated_when_this_computer_received_its_version(
    bench: Workbench,
) -> None:
    first = bench.queue(RecordKind.PRODUCT, product_content("Eiken binnendeur"))
    other = bench.queue(RecordKind.PRODUCT, product_content("Grenen binnendeur"))
    async with bench.engine() as engine:
        await engine.run_once()
    ids = {bench.drafts.find(d.id).server_id for d in (first, other)}  # type: ignore[union-attr]
    seen = _server_rows(bench)
    assert set(seen) == ids
    for updated, fetched in seen.values():
        assert updated is not None
        assert updated == fetched

    # Nothing changed on the server: the dates stay.
    async with bench.engine() as engine:
        await engine.run_once()
    assert _server_rows(bench) == seen

    # Someone else changes one product: only that one is dated anew, later.
    changed = str(bench.drafts.find(first.id).server_id)  # type: ignore[union-attr]
    async with bench.client() as client:
        request = ProductRequest.model_validate(product_content("Eiken binnendeur, geschuurd"))
        await client.update_product(int(changed), request)
    async with bench.engine() as engine:
        await engine.run_once()
    again = _server_rows(bench)
    assert again[changed][0] > seen[changed][0]
    assert again[changed][0] == again[changed][1]
    unchanged = next(sid for sid in again if sid != changed)
    assert again[unchanged] == seen[unchanged]


async def test_the_listing_rebuilt_keeps_the_received_dates(bench: Workbench) -> None:
    bench.queue(RecordKind.PRODUCT, product_content("Stalen kozijn"))
    async with bench.engine() as engine:
        await engine.run_once()
    before = _server_rows(bench)
    with bench.database.transaction() as conn:
        listing.rebuild(conn)
    assert _server_rows(bench) == before
    assert all(updated for updated, _ in before.values())


async def test_projects_keep_the_date_the_service_gives(bench: Workbench) -> None:
    bench.queue(RecordKind.PROJECT, project_content("Stationsgebouw"))
    async with bench.engine() as engine:
        await engine.run_once()
    ((updated, data),) = bench.database.query(
        "SELECT l.updated_at, s.data FROM listing AS l JOIN server_items AS s"
        " ON s.kind = l.kind AND s.server_id = l.server_id"
        " WHERE l.kind = 'project' AND l.source = 'server'"
    )
    assert updated
    assert updated == json.loads(data)["updated_at"]
