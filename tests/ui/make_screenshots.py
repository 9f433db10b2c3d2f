"""Regenerate the screenshots in resources/screenshots: `python -m tests.ui.make_screenshots`.

Runs the real window offscreen against an embedded demo sandbox in a temporary
data folder, and saves `widget.grab()` of the Products tab, a form showing
errors, the image strip and the connection dialog.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import tempfile
from collections.abc import AsyncIterator
from collections.abc import Callable
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

# Offscreen, Qt's one screen is 800 x 600 unless told, which would squeeze the 1280 x 800
# window: the pictures are taken on the tests' desktop screen (tests/desktop-screen.json).
os.environ.setdefault(
    "QT_QPA_PLATFORM",
    f"offscreen:configfile={Path(__file__).resolve().parents[1] / 'desktop-screen.json'}",
)
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

import qasync  # isort: skip

if TYPE_CHECKING:
    from app.ui.desk import Desk

OUT = Path(__file__).resolve().parents[2] / "resources" / "screenshots"
# `SCREENSHOT_LANGUAGE=en` renders the English window, saved with an `-en` suffix.
LANGUAGE = os.environ.get("SCREENSHOT_LANGUAGE", "nl")


def shot(name: str) -> str:
    suffix = "" if LANGUAGE == "nl" else f"-{LANGUAGE}"
    return str(OUT / f"{name}{suffix}.png")


def _photo(path: Path, colour: str, label: str) -> Path:
    image = QImage(640, 480, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    painter = QPainter(image)
    painter.setPen(QColor("white"))
    font = painter.font()
    font.setPointSize(48)
    painter.setFont(font)
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    image.save(str(path))
    return path


async def _until(condition: object, limit: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    while not condition():  # type: ignore[operator]
        if loop.time() > end:
            raise TimeoutError("screenshot step timed out")
        await asyncio.sleep(0.05)


@contextlib.asynccontextmanager
async def started_desk(
    folder: Path,
    sandbox: object,
    *,
    before_connect: Callable[[], object] = lambda: None,
    wait_for_sync: bool = True,
) -> AsyncIterator[Desk]:
    """The application over a fresh data folder in `folder`, connected to `sandbox` (after
    `before_connect`), its window shown at 1280 x 800 and, with `wait_for_sync`, the first
    sync done; shut down afterwards."""
    from app import paths
    from app.api.secrets import MemorySecretStore
    from app.settings import UiSettings
    from app.store.store import Store
    from app.ui import i18n
    from app.ui.desk import Desk

    paths.set_data_dir(folder / "data")
    i18n.install_language(LANGUAGE)
    desk = Desk(
        Store.open(),
        settings=UiSettings(auto_sync=False),
        sandbox_url=sandbox.base_url,  # type: ignore[attr-defined]
        secrets=MemorySecretStore(),
    )
    try:
        await desk.start()
        before_connect()
        desk.sync.connect_initial()
        assert desk.window is not None
        desk.window.resize(1280, 800)
        desk.window.show()
        if wait_for_sync:
            await _until(lambda: desk.sync.syncing is not None and desk.sync.syncing.done())
        yield desk
    finally:
        await desk.shutdown()
        desk.close_store()


def run(main: Callable[[Path, object], Coroutine[Any, Any, None]]) -> None:
    """Run `main(folder, sandbox)` with a demo sandbox and a temporary folder."""
    QApplication.instance() or QApplication(sys.argv)
    from app.ui.application import create_qapplication

    create_qapplication()
    from app.sandbox import SandboxServer

    # Started before the qasync loop: its server thread needs a plain asyncio loop.
    server = SandboxServer(seed_demo=True).start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            qasync.run(main(Path(tmp), server))
    finally:
        server.stop()
    print(f"screenshots written to {OUT}")


# The draft the pictures of the form show: a whole, valid product as a user types it.
INNER_DOOR = {
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "itemDetails": {"name": "Eiken binnendeur, 83 cm"},
    "quantity": {"quantityValue": 12, "quantityUoM": "PCE"},
    "address": {"city": "Utrecht"},
}


async def main(folder: Path, sandbox: object) -> None:
    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        assert desk.products is not None
        window, products = desk.window, desk.products
        # A few drafts in different states beside the server products.
        products.new_product(INNER_DOOR)
        products.queue_current()
        products.new_product(
            {
                "productCategory": "Vloeren",
                "itemDetails": {"name": "Vloertegels 60x60 antraciet"},
                "address": {"city": "Amersfoort"},
            }
        )
        products.apply_filters()
        products.table.selectRow(3)
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        window.grab().save(shot("products-tab"))

        # A form with messages at its fields: the model's own and a server answer.
        products.new_product(
            {
                "productCategory": "Vloeren",
                "subProductCategory": "Tegels",
                "itemDetails": {"name": "Tegels"},
                "quantity": {"quantityValue": "twaalf"},
                "person": {"contactInformation": {"emailAddress": "jan@"}},
            }
        )
        products.queue_current()
        await asyncio.sleep(0.2)
        window.grab().save(shot("form-errors"))

        # The image strip with thumbnails.
        photos = [
            _photo(folder / f"foto-{i}.png", colour, label)
            for i, (colour, label) in enumerate(
                [("#8d6e63", "deur 1"), ("#5d7b6f", "deur 2"), ("#6d5f8d", "kozijn")]
            )
        ]
        products.new_product(
            {
                "productCategory": "Deuren",
                "subProductCategory": "Kozijnen",
                "itemDetails": {"name": "Hardhouten kozijn met glas"},
                "quantity": {"quantityValue": 4, "quantityUoM": "PCE"},
                "address": {"city": "Zwolle"},
            }
        )
        products.add_files([str(p) for p in photos])
        await _until(lambda: len(products.form.images.model.items) == 3)
        await _until(lambda: products.form.images.pending_thumbnails() == 0)
        await asyncio.sleep(0.2)
        strip = products.form.images
        products.form.scroll_area.ensureWidgetVisible(strip)
        await asyncio.sleep(0.1)
        products.form.grab().save(shot("image-strip-local"))

        dialog = desk.dialogs.open_connection_dialog()
        await asyncio.sleep(0.2)
        dialog.test_connection()
        await _until(lambda: dialog.result_label.property("outcome") in ("ok", "failed"))
        dialog.grab().save(shot("connection-dialog"))
        dialog.close()


if __name__ == "__main__":
    run(main)
