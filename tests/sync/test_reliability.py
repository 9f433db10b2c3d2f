"""Exactly once under fire: products with 3 photos each, 30% of requests faulted.

60 products in the suite (every fault kind strikes several times over: asserted); the full
soak of 500 runs with `REUSE_DESK_SOAK_DRAFTS=500` (2.5 minutes on two cores).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.sandbox.faults import FAULT_KINDS
from app.store.attachments import UploadState
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.retry import RetryPolicy
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

DRAFTS = int(os.environ.get("REUSE_DESK_SOAK_DRAFTS", "60"))
PHOTOS_EACH = 3
STRIKES_EACH = 5  # each fault kind, at the least, in one round


@pytest.mark.slow
@pytest.mark.asyncio
async def test_drafts_with_photos_sync_exactly_once_despite_faults(
    sandbox_factory: Callable[..., Any], isolated_data_dir: Path
) -> None:
    assert "commit-drop" in FAULT_KINDS
    server = sandbox_factory(fault_rate=0.3, fault_kinds=list(FAULT_KINDS), fault_seed=20261122)
    bench = Workbench(isolated_data_dir, server.base_url)
    try:
        drafts = []
        for index in range(DRAFTS):
            # Pairs of identical products: reconciliation must never merge two drafts.
            draft = bench.queue(RecordKind.PRODUCT, product_content(f"Deur {index // 2}"))
            bench.attach_photos(draft, PHOTOS_EACH)
            drafts.append(draft)

        reports = []
        async with bench.engine(retry=RetryPolicy(base=0.01, cap=0.1, max_attempts=8)) as engine:
            # A run may end with work left for the next (as the scheduler would run it).
            for _ in range(5):
                report = await engine.run_once()
                reports.append(report)
                if report.exit_code == 0:
                    break
        assert reports[-1].exit_code == 0, reports[-1].issues[-5:]
        struck = server.faults_struck()
        assert all(struck.get(kind, 0) >= STRIKES_EACH for kind in FAULT_KINDS), struck

        server.set_faults(0.0)
        async with bench.client() as client:
            products = await client.list_products()
        assert len(products) == DRAFTS
        assert Counter(len(p.images) for p in products) == {PHOTOS_EACH: DRAFTS}
        names = Counter(p.item_details.name for p in products)
        assert set(names.values()) == {2}

        server_ids = set()
        for draft in drafts:
            stored = bench.drafts.get(draft.id)
            assert stored.state is DraftState.SYNCED
            server_ids.add(stored.server_id)
            attachments = bench.attachments.list_attachments(draft.id)
            assert len(attachments) == PHOTOS_EACH
            assert all(a.upload_state is UploadState.UPLOADED for a in attachments)
        assert server_ids == {str(p.id) for p in products}
        image_ids = {i.id for p in products for i in p.images}
        local_ids = {a.server_id for a in bench.attachments.list_attachments()}
        assert local_ids == image_ids
        assert len(image_ids) == DRAFTS * PHOTOS_EACH
    finally:
        bench.close()
