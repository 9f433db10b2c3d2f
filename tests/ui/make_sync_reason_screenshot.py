"""Regenerate the screenshot of a record waiting for a retry.

`python -m tests.ui.make_sync_reason_screenshot`

The real window offscreen against an embedded demo sandbox: a product queued, its sync
round waiting for a retry after a 503 (the progress snapshot the engine would hand the
window), the product open; saves `retry-reason.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from pathlib import Path
from types import MappingProxyType

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import INNER_DOOR
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from app.api.errors import Unavailable
    from app.sync.progress import RetryWait
    from app.sync.progress import SyncPhase
    from app.sync.progress import SyncProgress
    from app.sync.progress import retry_reason

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        assert desk.products is not None
        window, products = desk.window, desk.products
        products.new_product(INNER_DOOR)
        products.queue_current()
        assert products.editing is not None
        assert products.editing.draft_id is not None
        draft = desk.store.drafts.get(products.editing.draft_id)
        at = datetime.now(UTC) + timedelta(minutes=2)
        wait = RetryWait(
            draft.content["itemDetails"]["name"], retry_reason(Unavailable(status=503)), at
        )
        status = desk.sync_status
        status.set_connection(online=True, paused=False, running=True, next_attempt=None)
        status.take_progress(
            SyncProgress(SyncPhase.RUNNING, 0, 1, waiting=MappingProxyType({draft.id: wait}))
        )
        # Until the tab passes them itself (see its open_draft), as it will.
        products.model.sync_status = status
        products.form.show_sync_reason(draft, status)
        products.apply_filters()
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        window.grab().save(shot("retry-reason"))


if __name__ == "__main__":
    run(main)
