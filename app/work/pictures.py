"""The pictures a record has on the server, for its form: a thumbnail kept on disk, else the
picture downloaded with the token and its thumbnail kept (the call and the cache together;
nothing a view lists changes)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.api.bounds import DOWNLOAD_BYTES

if TYPE_CHECKING:
    from app.api.client import ServiceClient
    from app.store.server_media import ServerAttachment
    from app.store.server_media import ThumbnailCache


async def server_thumbnail(
    cache: ThumbnailCache,
    client: ServiceClient | None,
    item: ServerAttachment,
    shrink: Callable[[bytes], bytes],
) -> bytes | None:
    """The kept thumbnail of `item`, else its picture downloaded (`client`: None offline)
    and made a thumbnail by `shrink` (off the window's thread), kept; None offline with none
    kept. A server picture came in one request body: none is larger than that bound."""
    kept = await asyncio.to_thread(cache.read, item)
    if kept is not None or client is None:
        return kept
    data = await client.download(item.url, limit=DOWNLOAD_BYTES)
    thumbnail = await asyncio.to_thread(shrink, data)
    await asyncio.to_thread(cache.write, item, thumbnail)
    return thumbnail
