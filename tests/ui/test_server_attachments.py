"""What a product holds on the server, in its form: the demo sandbox's pictures shown (downloaded
with the token, then from the disk without the service), and removed through the sync: queued,
kept after all, queued again, then deleted exactly once. Real HTTP on loopback."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from typing import TYPE_CHECKING
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QIcon
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from app.store.attachments import UploadState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.server_media import ServerAttachment
from app.store.server_media import ThumbnailCache
from app.store.server_media import server_attachments
from tests.ui.conftest import close
from tests.ui.conftest import run
from tests.ui.conftest import sync

if TYPE_CHECKING:
    from app.sandbox import SandboxServer
    from app.ui.desk import Desk
    from app.ui.products.products_tab import ProductsTab
    from app.ui.records.image_strip import ImageStrip


class _Seen:
    """The sandbox's ASGI app, with every request it answered written down."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.requests: list[tuple[str, str]] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            self.requests.append((scope["method"], scope["path"]))
        await self.app(scope, receive, send)

    def count(self, method: str, part: str) -> int:
        return sum(1 for m, path in self.requests if m == method and part in path)


@pytest.fixture
def watched_sandbox() -> Iterator[tuple[SandboxServer, _Seen]]:
    from app.sandbox import SandboxServer

    server = SandboxServer(seed_demo=True)
    seen = server._app = _Seen(server._app)  # before it starts: uvicorn serves this one
    server.start()
    try:
        yield server, seen
    finally:
        server.stop()


def _products(desk: Desk) -> ProductsTab:
    products = desk.products
    assert products is not None
    assert products.session is desk  # it reaches the service through the session
    return products


def _with_images(desk: Desk) -> list[ServerAttachment]:
    """The first image of each cached demo product that has one."""
    found = []
    cache = desk.store.cache
    for server_id in sorted(cache.server_ids(RecordKind.PRODUCT), key=int):
        record = ServerRecord.of(RecordKind.PRODUCT, server_id)
        data = cache.server_item(RecordKind.PRODUCT, server_id) or {}
        found += server_attachments(record, data)[:1]
    return found


def _row(strip: ImageStrip, server_id: str) -> int:
    items = strip.model.items
    return next(n for n, i in enumerate(items) if i.server_id == server_id)


def _centre(strip: ImageStrip, server_id: str) -> QColor:
    icon = strip.model.index(_row(strip, server_id), 0).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(icon, QIcon)
    return icon.pixmap(96, 96).toImage().pixelColor(48, 48)


def _select(strip: ImageStrip, server_id: str) -> None:
    index = strip.model.index(_row(strip, server_id), 0)
    strip.view.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)


def _state(strip: ImageStrip, server_id: str) -> str:
    return strip.model.items[_row(strip, server_id)].upload_state


def test_a_server_picture_is_shown_then_kept_for_offline_and_removed_once(
    qtbot: QtBot, desks: Callable[..., Desk], watched_sandbox: tuple[SandboxServer, _Seen]
) -> None:
    sandbox, seen = watched_sandbox
    desk = desks(sandbox)
    products = _products(desk)
    shown, removed = _with_images(desk)[:2]
    strip = products.form.images

    # Shown: a placeholder first, then the picture downloaded with the token, kept on disk.
    products.open_server_record(shown.record.server_id)
    assert _state(strip, shown.server_id) == "on_server"
    qtbot.waitUntil(lambda: strip.pending_thumbnails() == 0, timeout=10_000)
    picture = _centre(strip, shown.server_id)
    kept = ThumbnailCache(desk.store.thumbnails_dir).read(shown)
    assert kept is not None
    demo = QImage.fromData(kept)
    assert picture == demo.pixelColor(demo.width() // 2, demo.height() // 2)  # not a placeholder
    assert seen.count("GET", "/media/") == 1

    # Removed: queued (nothing sent yet), kept after all, queued again.
    products.open_server_record(removed.record.server_id)
    qtbot.waitUntil(lambda: strip.pending_thumbnails() == 0, timeout=10_000)
    assert seen.count("GET", "/media/") == 2
    _select(strip, removed.server_id)
    strip.remove_button.click()
    assert _state(strip, removed.server_id) == "removing"
    queued = desk.store.attachments.list_attachments(removed.record)
    assert [(a.server_id, a.upload_state) for a in queued] == [
        (removed.server_id, UploadState.DELETE_PENDING)
    ]
    _select(strip, removed.server_id)
    assert strip.keep_button.isEnabled()
    strip.keep_button.click()
    assert _state(strip, removed.server_id) == "on_server"
    assert desk.store.attachments.list_attachments(removed.record) == []
    _select(strip, removed.server_id)
    strip.remove_button.click()
    assert seen.count("DELETE", "/images/") == 0

    sync(qtbot, desk)
    assert seen.count("DELETE", f"/products/{removed.record.server_id}/images/") == 1
    assert desk.store.attachments.list_attachments(removed.record) == []
    data = desk.store.cache.server_item(RecordKind.PRODUCT, removed.record.server_id) or {}
    assert server_attachments(removed.record, data) == []  # the refreshed list says it is gone
    assert all(i.server_id != removed.server_id for i in strip.model.items)
    sync(qtbot, desk)
    assert seen.count("DELETE", "/images/") == 1  # exactly once

    # Without the service (stopped), another start shows the kept picture.
    close(qtbot, desk)
    sandbox.stop()
    products = _products(desks(sandbox, wait_for_sync=False))
    products.open_server_record(shown.record.server_id)
    strip = products.form.images
    qtbot.waitUntil(lambda: strip.pending_thumbnails() == 0, timeout=10_000)
    assert _centre(strip, shown.server_id) == picture
    assert seen.count("GET", "/media/") == 2  # none since


def test_a_picture_offline_and_not_kept_waits_and_one_the_server_lost_shows_broken(
    qtbot: QtBot, desks: Callable[..., Desk], watched_sandbox: tuple[SandboxServer, _Seen]
) -> None:
    sandbox, seen = watched_sandbox
    desk = desks(sandbox)
    products = _products(desk)
    lost, waiting = _with_images(desk)[:2]
    strip = products.form.images

    # Working offline, nothing kept yet: the placeholder, and nothing asked.
    assert desk.window is not None
    desk.window.offline_action.setChecked(True)
    products.open_server_record(waiting.record.server_id)
    qtbot.waitUntil(lambda: strip.pending_thumbnails() == 0, timeout=10_000)
    assert _state(strip, waiting.server_id) == "on_server"
    assert not strip.model.items[_row(strip, waiting.server_id)].error
    assert seen.count("GET", "/media/") == 0
    desk.window.offline_action.setChecked(False)

    # Gone from the server since the offline list was read: a broken picture, said why.
    async def delete() -> None:
        assert desk.client is not None
        record_id = int(lost.record.server_id)
        await desk.client.delete_attachment("products", record_id, "images", lost.server_id)

    run(qtbot, delete())
    products.open_server_record(lost.record.server_id)
    qtbot.waitUntil(lambda: strip.pending_thumbnails() == 0, timeout=10_000)
    item = strip.model.items[_row(strip, lost.server_id)]
    assert item.error == "This picture cannot be shown."
    tip = strip.model.index(_row(strip, lost.server_id), 0).data(Qt.ItemDataRole.ToolTipRole)
    assert item.error in tip
    assert ThumbnailCache(desk.store.thumbnails_dir).read(lost) is None
