"""Drafts, attachments and engines for the sync tests, against a real sandbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from collections.abc import Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.store.attachments import AttachmentRole
from app.store.drafts import Draft
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.retry import RetryPolicy
from app.sync.service import ClientGateway
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image

FAST_RETRY = RetryPolicy(base=0.01, cap=0.05, max_attempts=12)


def product_content(name: str, **overrides: Any) -> dict[str, Any]:
    content: dict[str, Any] = {
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {
            "name": name,
            "productDescription": {"description": f"{name}, goed bruikbaar", "languageCode": "NL"},
        },
        "physicalDimensions": {"height": 201.5, "width": 83, "depth": 4, "uoMMeasurement": "CMT"},
        "quantity": {"quantityValue": 3, "quantityUoM": "PCE"},
        "priceInformation": {"price": 12.5},
        "validityInformation": {"statusCode": "Beschikbaar"},
        "address": {"street": "Keizersgracht 1", "postalCode": "1015 CJ", "city": "Amsterdam"},
    }
    content.update(overrides)
    return content


def project_content(title: str) -> dict[str, Any]:
    return {
        "title": title,
        "contactpersoon_naam": "Sanne de Vries",
        "contactpersoon_email": "sanne@example.nl",
        "adres": "Stationsplein 1",
        "postcode": "3511 ED",
        "plaats": "Utrecht",
        "materiaal_beschikbaar_vanaf": "2026-12-01T09:00:00Z",
        "materiaal_beschikbaar_tot": "2027-01-31T17:00:00Z",
        "materiaal_online_vanaf": "2026-11-25T09:00:00Z",
        "materiaal_online_tot": "2027-01-31T17:00:00Z",
        "levering": "Ophalen op locatie",
        "status_materiaal": "Beschikbaar",
    }


def subscription_content(webhook_url: str) -> dict[str, Any]:
    return {
        "resource_type": "subscription",
        "webhook_url": webhook_url,
        "event_type": ["created", "updated"],
    }


class Workbench:
    """A data folder with a database, its stores, and engines connected to one sandbox."""

    def __init__(self, folder: Path, base_url: str) -> None:
        self.folder = folder
        self.base_url = base_url
        self.store = Store.open(folder / "reuse-desk.sqlite3", folder / "attachments")
        self.database = self.store.database
        self.drafts = self.store.drafts
        self.attachments = self.store.attachments
        self._photos = folder / "photos"
        self._photos.mkdir(exist_ok=True)

    def queue(self, kind: RecordKind | str, content: dict[str, Any], **options: Any) -> Draft:
        draft = self.drafts.create_draft(kind, content, **options)
        return self.drafts.mark_queued(draft.id)

    def photo(self, name: str, width: int = 64, height: int = 48) -> Path:
        path = self._photos / name
        path.write_bytes(encode_jpeg(two_colour_image(width, height), quality=70))
        return path

    def attach_photos(self, draft: Draft, count: int, prefix: str = "foto") -> None:
        for index in range(count):
            path = self.photo(f"{prefix}-{draft.id[:8]}-{index}.jpg")
            self.attachments.attach_file(draft.id, path, AttachmentRole.IMAGE)

    def client(self) -> ServiceClient:
        profile = sandbox_profile(self.base_url)
        return ServiceClient(profile, sandbox_secrets(profile))

    @asynccontextmanager
    async def engine(self, **options: Any) -> AsyncIterator[SyncEngine]:
        client = self.client()
        self.engine_client = client
        options.setdefault("retry", FAST_RETRY)

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        try:
            yield SyncEngine(self.store, connect, **options)
        finally:
            await client.aclose()

    def close(self) -> None:
        self.store.close()


WorkbenchFactory = Callable[..., Workbench]
