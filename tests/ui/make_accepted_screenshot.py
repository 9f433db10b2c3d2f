"""Regenerate the screenshot of a draft the service accepted without saying where it is.

`python -m tests.ui.make_accepted_screenshot`

The real window offscreen against an embedded demo sandbox: a product whose create the
service answered without an id (as the store records it then), open in the form with its
banner and its two actions; saves `accepted-without-id.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import INNER_DOOR
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        assert desk.products is not None
        window, products = desk.window, desk.products
        products.new_product(INNER_DOOR)
        draft_id = products.editing.draft_id
        assert draft_id is not None
        desk.store.drafts.mark_queued(draft_id)
        # What the sync records when the service answers 201 without an id, and the
        # record does not show in its list: sent once, then set aside for the user.
        desk.store.drafts.begin_sends([desk.store.drafts.get(draft_id)])
        desk.store.drafts.record_accepted_without_id(draft_id, needs_attention=True)
        products.apply_filters()
        products.open_draft(draft_id)
        desk.sync.update_status()  # the counts, as after any change of the drafts
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        window.grab().save(shot("accepted-without-id"))


if __name__ == "__main__":
    run(main)
