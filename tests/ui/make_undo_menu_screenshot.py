"""Regenerate the screenshot of the Edit menu naming what Undo and Redo would do (issue 35).

`python -m tests.ui.make_undo_menu_screenshot` (`SCREENSHOT_LANGUAGE=en` for English)

The real window offscreen against an embedded demo sandbox: twelve drafts, ten of them
deleted at once, then one deleted and undone again; the *Bewerken* menu opened over the
window: "Ongedaan maken: 10 producten verwijderen" and "Opnieuw doen: 1 product
verwijderen". Saves `undo-menu.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    from app.store.kinds import RecordKind
    from app.work import drafts
    from app.work import undo
    from tests.sync.helpers import product_content

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        window, store = desk.window, desk.store
        made = [
            store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Binnendeur {n}")).id
            for n in range(1, 13)
        ]
        desk.hub.publish(drafts.delete(store, RecordKind.PRODUCT, made[:10]).changes)
        desk.hub.publish(drafts.delete(store, RecordKind.PRODUCT, made[10:11]).changes)
        desk.hub.publish(undo.undo(store).changes)
        await asyncio.sleep(0.3)
        menu = window.edit_menu
        bar = window.menuBar()
        edit = next(a for a in bar.actions() if a.menu() is menu)
        at = bar.mapTo(window, bar.actionGeometry(edit).bottomLeft())
        menu.popup(window.mapToGlobal(at))
        await asyncio.sleep(0.3)
        picture = window.grab()
        painter = QPainter(picture)
        painter.drawPixmap(QPoint(at.x(), at.y()), menu.grab())
        painter.end()
        menu.hide()
        OUT.mkdir(parents=True, exist_ok=True)
        picture.save(shot("undo-menu"))


if __name__ == "__main__":
    run(main)
