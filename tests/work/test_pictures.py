"""A picture a product has on the server, for its form: downloaded with the token once, its
thumbnail kept, then read from the disk (offline too)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.server_media import ThumbnailCache
from app.store.server_media import server_attachments
from app.work.pictures import server_thumbnail
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT


@pytest.mark.asyncio
async def test_a_server_picture_is_downloaded_once_and_its_thumbnail_kept(
    bench: Workbench, tmp_path: Path
) -> None:
    draft = bench.queue(PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 1)
    async with bench.engine() as engine:
        await engine.run_once()
    server_id = str(bench.drafts.get(draft.id).server_id)
    data = bench.store.cache.server_item(PRODUCT, server_id)
    assert data is not None
    (item,) = server_attachments(ServerRecord.of(PRODUCT, server_id), data)
    cache = ThumbnailCache(tmp_path / "thumbnails")
    shrunk: list[bytes] = []

    def shrink(picture: bytes) -> bytes:
        shrunk.append(picture)
        return picture[:64]  # what the window's thumbnail maker would keep

    assert await server_thumbnail(cache, None, item, shrink) is None  # offline, none kept
    async with bench.client() as client:
        thumbnail = await server_thumbnail(cache, client, item, shrink)
    assert [picture[:3] for picture in shrunk] == [b"\xff\xd8\xff"]  # the JPEG, downloaded
    assert thumbnail == shrunk[0][:64]
    assert await server_thumbnail(cache, None, item, shrink) == thumbnail  # kept
    assert len(shrunk) == 1
