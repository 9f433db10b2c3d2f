"""A first load's resume against a list that changed while the program was down: the page
it stood at is past the list's last now (products deleted), or the record of where it stood
is someone else's doing. The sync completes, the offline list matches the service, and the
next read begins at page 1."""

from __future__ import annotations

from typing import Any

import pytest

from app.api.client import DEFAULT_PER_PAGE
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT


async def _sync(bench: Workbench) -> Any:
    async with bench.engine() as engine:
        return await engine.run_once()


@pytest.mark.asyncio
@pytest.mark.parametrize("next_page", [2, 7, 1_999])
async def test_a_resume_past_the_last_page_completes_the_list(
    bench: Workbench, next_page: int
) -> None:
    for n in range(3):
        bench.queue(PRODUCT, product_content(f"Deur {n}"))
    report = await _sync(bench)
    assert report.exit_code == 0
    listed = bench.store.cache.server_ids(PRODUCT)
    assert len(listed) == 3
    # A cached item the service no longer has, and a read that stood far on.
    bench.store.cache.put_server_item(PRODUCT, {"id": 987654, "itemDetails": {"name": "Weg"}})
    with bench.database.transaction() as conn:
        conn.execute(
            "INSERT INTO list_reads (kind, per_page, next_page) VALUES ('product', ?, ?)",
            (DEFAULT_PER_PAGE, next_page),
        )
    report = await _sync(bench)
    assert report.exit_code == 0
    assert bench.database.query_one("SELECT * FROM list_reads") is None
    # The next refresh reads the list whole: the item the service lost is gone.
    report = await _sync(bench)
    assert report.exit_code == 0
    assert bench.store.cache.server_ids(PRODUCT) == listed
