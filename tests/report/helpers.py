"""A project made in a store for the report's tests, screenshots and benchmark: the project in
the offline list, products of the service (some with a cached thumbnail, one with a local
copy of its photo, one edited by a draft), new drafts (with and without photos), and products
of another project that the report must leave out."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QIODevice
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage

from app.store.kinds import RecordKind
from app.store.server_media import ServerAttachment
from app.store.server_media import ThumbnailCache
from app.store.store import Store
from tests.sync.helpers import product_content

NUMBER = 12
OTHER = 13
PROJECT_URL = "https://sandbox.reuse.local/projecten/12"

PROJECT: dict[str, Any] = {
    "id": NUMBER,
    "title": "Voormalig belastingkantoor Zwolle",
    "published": True,
    "adres": "Hanzelaan 180",
    "postcode": "8017 JG",
    "plaats": "Zwolle",
    "contactpersoon_naam": "Anne de Vries",
    "contactpersoon_email": "anne@example.nl",
    "materiaal_beschikbaar_vanaf": "2026-12-01T08:00:00Z",
    "materiaal_beschikbaar_tot": "2027-02-26T16:00:00Z",
    "materiaal_online_vanaf": "2026-11-20T08:00:00Z",
    "materiaal_online_tot": "2027-02-28T16:00:00Z",
    "status_materiaal": "Beschikbaar",
    "url": PROJECT_URL,
}

_COLOURS = ("#c0392b", "#2e86c1", "#229954", "#d68910", "#7d3c98", "#17a589")


def photo_bytes(colour: str, width: int = 640, height: int = 480, fmt: str = "JPG") -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    # A band of another colour: the picture is not one flat colour (as a photo is not).
    for x in range(0, width, 8):
        for y in range(height // 3, height // 2):
            image.setPixelColor(x, y, QColor("white"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, fmt)  # type: ignore[call-overload]
    return bytes(buffer.data().data())


def _server_product(server_id: int, name: str, project: int, **overrides: Any) -> dict[str, Any]:
    content = product_content(name, **overrides)
    return {
        "id": server_id,
        "websiteURI": f"https://sandbox.reuse.local/producten/{server_id}",
        **content,
        "projectNumber": str(project),  # numbers come back as strings
        "itemDetails": {"name": name, "productDescription": []},
    }


def make_project_store(
    folder: Path, thumbnails: ThumbnailCache, *, data_folder: bool = False
) -> Store:
    """The project's store in `folder` (photos made there too), or, with `data_folder`, in
    the data folder `app.paths` names (as the command opens it)."""
    store = Store.open() if data_folder else Store.open(folder / "db.sqlite3", folder / "files")
    store.cache.replace_server_list(RecordKind.PROJECT, [PROJECT, {**PROJECT, "id": OTHER}])
    environment = {
        "genericEnvironmentalInformation": {
            "co2Reduction": "120.5",
            "eciResult": "14.25",
            "noxResult": "0.75",
            "mkiNMDid": "NMD-4411",
        }
    }
    server = [
        _server_product(1, "Eiken binnendeur", NUMBER, **environment),
        _server_product(
            2,
            "Stalen HEA-balk 240",
            NUMBER,
            productCategory="Constructie",
            subProductCategory="Balken",
            quantity={"quantityValue": "6.5", "quantityUoM": "MTR"},
            priceInformation={"price": "40"},
            validityInformation={"statusCode": "Te koop"},
            genericEnvironmentalInformation={"co2Reduction": "300", "eciResult": "2.5"},
        ),
        _server_product(
            3,
            "Hardstenen vloertegels",
            NUMBER,
            productCategory="Vloeren",
            subProductCategory="Tegels",
            quantity={"quantityValue": "42", "quantityUoM": "MTK"},
            priceInformation={},
            itemCharacteristics={"technicalQuality": "Goed"},
        ),
        _server_product(4, "Deur elders", OTHER),
    ]
    # Images the service lists for products 1 and 2; only product 1's thumbnail is kept.
    for item in server[:2]:
        item["itemDetails"]["attachment"] = {
            "imageData": f'[{{"id": {item["id"]}0, "name": "foto.jpg", "url": "https://x/{item["id"]}"}}]'
        }
    store.cache.replace_server_list(RecordKind.PRODUCT, server)
    from app.store.kinds import ServerRecord
    from app.store.server_media import server_attachments

    first = server_attachments(ServerRecord(RecordKind.PRODUCT, "1"), server[0])[0]
    assert isinstance(first, ServerAttachment)
    thumbnails.write(first, photo_bytes(_COLOURS[0], 160, 120, "PNG"))
    # Product 3 is edited here: its draft stands for it (and is still a draft).
    edited = store.cache.server_item(RecordKind.PRODUCT, 3)
    assert edited is not None
    from app.api.products import ProductRequest

    content = ProductRequest.content_from_server(edited)
    content["itemDetails"]["name"] = "Hardstenen vloertegels, gereinigd"
    store.drafts.create_draft(RecordKind.PRODUCT, content, server_id=3, base_version=edited)
    # New products drafted on site, two with photos; one of another project.
    for at, (name, extra) in enumerate(
        (
            ("Glas-in-lood raam", {"priceInformation": {"price": "250"}, **environment}),
            (
                "Radiator",
                {
                    "productCategory": "Installaties",
                    "subProductCategory": None,
                    "quantity": {"quantityValue": 4, "quantityUoM": "PCE"},
                },
            ),
            ("Trapleuning", {"validityInformation": {}, "priceInformation": {}}),
        )
    ):
        draft = store.drafts.create_draft(
            RecordKind.PRODUCT, {**product_content(name, **extra), "projectNumber": NUMBER}
        )
        if at < 2:
            path = folder / f"photo-{at}.jpg"
            path.write_bytes(photo_bytes(_COLOURS[at + 1]))
            store.attachments.attach_file(draft.id, path)
    store.drafts.create_draft(
        RecordKind.PRODUCT, {**product_content("Kozijn elders"), "projectNumber": OTHER}
    )
    return store
