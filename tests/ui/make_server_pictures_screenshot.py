"""Regenerate the screenshot of a product's images and files, on the server and here.

`python -m tests.ui.make_server_pictures_screenshot`

The real window offscreen against an embedded demo sandbox: a demo product that has a picture
on the server is given another photo and a PDF there (as a colleague would have), the
offline list refreshed; the product opened, one photo of the server marked for removal and a
photo added here; saves `image-strip.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import _photo
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import QItemSelectionModel

    from app.store.kinds import RecordKind
    from app.store.kinds import ServerRecord
    from app.store.server_media import server_attachments

    async with started_desk(folder, sandbox) as desk:
        products, client = desk.products, desk.client
        assert products is not None
        assert client is not None
        cache = desk.store.cache
        server_id = next(
            sid
            for sid in sorted(cache.server_ids(RecordKind.PRODUCT), key=int)
            if server_attachments(
                ServerRecord.of(RecordKind.PRODUCT, sid),
                cache.server_item(RecordKind.PRODUCT, sid) or {},
            )
        )
        photo = _photo(folder / "kozijn.jpg", "#5d7b6f", "kozijn")
        await client.add_attachment(
            "products", int(server_id), "images", photo.name, photo.read_bytes()
        )
        plan = b"%PDF-1.4\n" + b"plattegrond " * 200
        await client.add_attachment("products", int(server_id), "files", "plattegrond.pdf", plan)
        task = desk.sync_now()
        assert task is not None
        await task

        products.open_server_record(server_id)
        strip = products.form.images
        await _until(lambda: strip.pending_thumbnails() == 0)
        removed = next(n for n, i in enumerate(strip.model.items) if i.name == "kozijn.jpg")
        strip.view.selectionModel().select(
            strip.model.index(removed, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        strip.remove_button.click()
        products.add_files([str(_photo(folder / "glas.jpg", "#6d5f8d", "glas"))])
        await _until(lambda: len(strip.model.items) == 4)
        await _until(lambda: strip.pending_thumbnails() == 0)
        strip.view.clearSelection()
        products.form.scroll_area.ensureWidgetVisible(strip)
        await asyncio.sleep(0.2)
        OUT.mkdir(parents=True, exist_ok=True)
        products.form.grab().save(shot("image-strip"))


if __name__ == "__main__":
    run(main)
