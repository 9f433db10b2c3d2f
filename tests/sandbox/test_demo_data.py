"""The demo catalogue: realistic, complete, deterministic, and seeded once per database file."""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

import httpx

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.sandbox.demo_data import solid_png
from app.sandbox.interface import CATEGORIES
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import authorised_client


def test_the_catalogue_has_four_projects_and_300_valid_products(demo_api: httpx.Client) -> None:
    projects = demo_api.get("/projects").json()["data"]
    products = all_products(demo_api)

    assert len(projects) == 4
    assert any("De Regenboog" in p["title"] for p in projects)
    assert len(products) == 300
    for product in products:
        assert product["subProductCategory"] in CATEGORIES[product["productCategory"]]
        assert product["itemDetails"]["name"]
        assert product["address"]["city"]
        assert float(product["quantity"]["quantityValue"]) > 0
    assert {p["productCategory"] for p in products} == set(CATEGORIES)
    assert {str(p["id"]) for p in projects} >= {p["projectNumber"] for p in products} - {None}


def test_twenty_products_have_a_served_png(demo_api: httpx.Client) -> None:
    images = [
        image
        for product in all_products(demo_api)
        for image in json.loads(product["itemDetails"]["attachment"]["imageData"])
    ]

    assert len(images) == 20
    served = httpx.get(images[0]["url"], trust_env=False, verify=TLS)
    assert served.headers["content-type"] == "image/png"
    assert served.content.startswith(b"\x89PNG\r\n\x1a\n")


def test_the_hand_built_png_is_well_formed() -> None:
    png = solid_png(4, 3, (200, 100, 50))

    chunks = []
    offset = 8
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        tag, data = png[offset + 4 : offset + 8], png[offset + 8 : offset + 8 + length]
        (crc,) = struct.unpack(">I", png[offset + 8 + length : offset + 12 + length])
        assert crc == zlib.crc32(tag + data)
        chunks.append((tag, data))
        offset += 12 + length

    assert [tag for tag, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"]
    assert struct.unpack(">II", chunks[0][1][:8]) == (4, 3)
    assert len(zlib.decompress(chunks[1][1])) == 3 * (1 + 4 * 3)


def test_the_catalogue_is_the_same_every_time(
    sandbox_factory: Callable[..., SandboxServer],
) -> None:
    catalogues = []
    for _ in range(2):
        server = sandbox_factory(seed_demo=True)
        with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
            catalogues.append(
                [
                    (p["itemDetails"]["name"], p["quantity"], p["priceInformation"]["price"])
                    for p in all_products(api)
                ]
            )

    assert catalogues[0] == catalogues[1]


def test_a_database_file_keeps_its_data_and_is_seeded_once(tmp_path: Path) -> None:
    database = tmp_path / "sandbox.sqlite3"
    with (
        SandboxServer(db_path=database, seed_demo=True) as server,
        authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api,
    ):
        archived = all_products(api)[0]["id"]
        assert api.post(f"/products/{archived}/archive").status_code == 200

    with (
        SandboxServer(db_path=database, seed_demo=True) as server,
        authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api,
    ):
        products = all_products(api)

    assert len(products) == 299
    assert archived not in {p["id"] for p in products}
