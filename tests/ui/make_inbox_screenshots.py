"""Regenerate the photo inbox's screenshots: `python -m tests.ui.make_inbox_screenshots`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data folder,
adds three drafts, renders their labels as the label sheet prints them and photographs them
onto a generated card (tests/photos/card.py) with pictures of the items, a stray after a long
pause and a picture copied only in part; then opens the inbox on the card as *Foto's
inlezen…* does and saves `photo-inbox.png` (light), `photo-inbox-dark.png`,
`photo-inbox-en.png` (the English window) and `photo-inbox-group.png` (a whole group being
moved: selected by its handle, *Groep verplaatsen naar…* open beside it).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk

_DRAFTS = ("Eiken binnendeur met glas-in-lood", "Hardstenen dorpel", "Stalen trapleuning")


def _card(desk: object, folder: Path) -> Path:
    from app.inventory.labels import draft_reference
    from app.inventory.labels import labels_for
    from app.store.kinds import RecordKind
    from tests.photos.card import Shot
    from tests.photos.card import label_images
    from tests.photos.card import shoot

    store = desk.store  # type: ignore[attr-defined]
    drafts = [
        store.drafts.create_draft(
            RecordKind.PRODUCT,
            {"itemDetails": {"name": name}, "productCategory": "Deuren"},
        ).id
        for name in _DRAFTS
    ]
    rows = [r for n in _DRAFTS for r in store.catalogue.search(RecordKind.PRODUCT, n, limit=5)]
    by_reference = {label.reference: label for label in labels_for(store, rows)}
    images = label_images([by_reference[draft_reference(d)] for d in drafts])
    card = folder / "card" / "DCIM" / "100PHONE"
    shots = [
        Shot(images[0]),
        Shot(),
        Shot(),
        Shot(),
        Shot(images[1], after=50),
        Shot(),
        Shot(images[2], after=70),
        Shot(),
        Shot(),
        Shot(after=2400),  # after a long pause: a colleague's, the site's entrance
    ]
    made = shoot(card, shots)
    whole = made[1].read_bytes()
    (card / "IMG_0011.JPG").write_bytes(whole[: len(whole) // 2])  # copied only in part
    return card.parent.parent


async def _inbox(desk: object, card: Path) -> object:
    from app.ui.photos.dialog import PhotoInboxDialog

    inbox: PhotoInboxDialog = desk.photo_inbox.open_with([card])  # type: ignore[attr-defined]
    inbox.resize(1100, 760)
    await _until(lambda: not inbox.reading, 120)
    pictures = sum(len(s.model.items) for s in inbox.sections)
    await _until(lambda: len(inbox._thumbnails) >= pictures - 1, 60)
    await asyncio.sleep(0.3)
    inbox.scroll_area.verticalScrollBar().setValue(10_000)  # Niet toegewezen in view
    await asyncio.sleep(0.2)
    return inbox


async def _moving_group(inbox: object) -> object:
    """The inbox with its first group selected by its handle and the menu of groups open,
    painted into the picture where it shows (a menu is a window of its own)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtGui import QPixmap

    from app.ui.photos.dialog import PhotoInboxDialog

    assert isinstance(inbox, PhotoInboxDialog)
    inbox.scroll_area.verticalScrollBar().setValue(0)
    first = inbox.sections[0]
    assert first.handle is not None
    first.handle.setFocus()
    menu = inbox.ask_where_group(first)
    assert menu is not None
    await asyncio.sleep(0.3)
    shot: QPixmap = inbox.grab()
    painter = QPainter(shot)
    at = inbox.mapFromGlobal(first.handle.mapToGlobal(first.handle.rect().bottomLeft()))
    painter.drawPixmap(QPoint(at.x(), at.y()), menu.grab())
    painter.end()
    menu.close()
    return shot


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n
    from app.ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    OUT.mkdir(parents=True, exist_ok=True)
    async with started_desk(folder, sandbox) as desk:
        card = _card(desk, folder)
        for scheme, name in (("light", "photo-inbox"), ("dark", "photo-inbox-dark")):
            theme.apply_theme(app, scheme)
            inbox = await _inbox(desk, card)
            inbox.grab().save(str(OUT / f"{name}.png"))  # type: ignore[attr-defined]
            inbox.close()  # type: ignore[attr-defined]
            await asyncio.sleep(0.2)
        theme.apply_theme(app, "light")
        inbox = await _inbox(desk, card)
        (await _moving_group(inbox)).save(str(OUT / "photo-inbox-group.png"))  # type: ignore[attr-defined]
        inbox.close()  # type: ignore[attr-defined]
        await asyncio.sleep(0.2)
        i18n.install_language("en")
        inbox = await _inbox(desk, card)
        inbox.grab().save(str(OUT / "photo-inbox-en.png"))  # type: ignore[attr-defined]
        inbox.close()  # type: ignore[attr-defined]


if __name__ == "__main__":
    run(main)
