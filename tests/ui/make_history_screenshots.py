"""Regenerate the screenshots of a record's history (*Geschiedenis*):
`python -m tests.ui.make_history_screenshots` (Dutch: light and dark) and
`SCREENSHOT_LANGUAGE=en python -m tests.ui.make_history_screenshots` (English, light).

The real window offscreen against an embedded demo sandbox: a product typed in, queued and
sent, changed by a bulk step and typed in again, open in the form with its history shown;
saves `history-panel.png`, `history-panel-dark.png` and `history-panel-en.png`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui import theme

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import INNER_DOOR
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        assert desk.products is not None
        window, products, store = desk.window, desk.products, desk.store
        products.new_product(INNER_DOOR)
        draft_id = products.editing.draft_id
        assert draft_id is not None
        products.queue_current()
        window.sync_action.trigger()
        await _until(lambda: store.drafts.get(draft_id).state is DraftState.SYNCED)
        await _until(lambda: desk.sync.syncing is None or desk.sync.syncing.done())
        # A bulk step: the status and the price of this door and another product.
        records = store.bulk.read(RecordKind.PRODUCT, [f"d:{draft_id}"])
        changes = {"validityInformation.statusCode": "Gereserveerd", "priceInformation.price": 85}
        store.bulk.apply(RecordKind.PRODUCT, store.bulk.plan(RecordKind.PRODUCT, records, changes))
        desk.refresh_views()
        products.open_draft(draft_id)
        # Typed in the form: the quantity and the name, one line each for the visit.
        form = products.form
        form.editor("quantity.quantityValue").set_value(10)
        form.editor("itemDetails.name").set_value("Eiken binnendeur, 83 cm, blank gelakt")
        products.save_content(form.content())
        form.history_button.click()
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        window.grab().save(shot("history-panel"))
        if LANGUAGE == "nl":
            theme.apply_theme(app, "dark")
            await asyncio.sleep(0.3)
            window.grab().save(shot("history-panel-dark"))
            theme.apply_theme(app, "light")


if __name__ == "__main__":
    run(main)
