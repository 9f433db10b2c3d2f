"""The demo catalogue: four Dutch demolition and renovation projects and about 300 products.

The words (projects, kinds of material, streets, people) are data in
`resources/sandbox/demo_catalogue.json`; this module only draws products from them. The draw
is deterministic (a fixed random seed), so screenshots, training material and tests see the
same catalogue every time, and fast (one transaction).
"""

from __future__ import annotations

import io
import json
import random
from decimal import Decimal
from typing import Any

from PIL import Image

from app.paths import resources_dir
from app.sandbox.database import Database
from app.sandbox.interface import CATEGORIES


def seed_demo_catalogue(db: Database) -> None:
    path = resources_dir() / "sandbox" / "demo_catalogue.json"
    words: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    rng = random.Random(words["seed"])
    projects = words["projects"]
    project_ids = [db.insert_project(doc, prive=bool(doc["prive"])) for doc in projects]

    rows: list[tuple[dict[str, Any], int | None]] = []
    # The last owner stands for products of no project, of any category.
    focus = words["project_focus"]
    owners = [*zip(project_ids, projects, focus, strict=True), (None, None, list(CATEGORIES))]
    for number in range(1, words["product_count"] + 1):
        project_id, project, categories = rng.choice(owners)
        doc = _product_doc(words, rng, number, rng.choice(categories), project_id, project)
        rows.append((doc, project_id))
    product_ids = db.insert_products(rows)

    colours = words["image_colours"]
    for index, product_id in enumerate(rng.sample(product_ids, words["image_count"])):
        png = solid_png(48, 36, tuple(colours[index % len(colours)]))
        db.add_media(("product", product_id), "image", f"foto-{product_id}.png", "image/png", png)


def _product_doc(
    words: dict[str, Any],
    rng: random.Random,
    number: int,
    category: str,
    project_id: int | None,
    project: dict[str, Any] | None,
) -> dict[str, Any]:
    """One product in response form; the order of the random draws fixes the catalogue."""
    sub = rng.choice(CATEGORIES[category])
    kind = words["kinds"][sub]
    (h_lo, h_hi), (w_lo, w_hi), (d_lo, d_hi) = kind["size_cm"]
    statuses = words["statuses"]
    status = rng.choices([s for s, _ in statuses], weights=[w for _, w in statuses])[0]
    price_on_request = rng.random() < 0.1
    price = None if price_on_request else _money(rng, *kind["price"])
    material = rng.choice(kind["materials"])
    colour = rng.choice(kind["colors"])
    name = f"{rng.choice(kind['names'])} ({colour.lower()})"
    if project is not None:
        street, postcode, city = project["adres"], project["postcode"], project["plaats"]
        person, email = project["contactpersoon_naam"], project["contactpersoon_email"]
    else:
        street_name, postcode, city = rng.choice(words["streets"])
        street = f"{street_name} {rng.randint(1, 250)}"
        person = rng.choice(words["people"])
        email = person.lower().replace(" ", ".") + "@hergebruikpunt.nl"
    qualities = words["qualities"]
    co2 = _money(rng, 5, 400)
    description = (
        f"{name}, {material.lower()}. Gedemonteerd en gecontroleerd; "
        f"{rng.choice(qualities).lower()} staat."
    )
    return {
        "websiteURI": f"https://sandbox.reuse.local/producten/{number}",
        "productCategory": category,
        "subProductCategory": sub,
        "projectNumber": str(project_id) if project_id is not None else None,
        "tradeItemIdentification": {"suppliersTradeItemId": f"RD-{number:05d}"},
        "itemDetails": {
            "name": name,
            "productDescription": [{"description": description, "languageCode": "NL"}],
        },
        "physicalDimensions": {
            "height": str(rng.randint(h_lo, h_hi)),
            "width": str(rng.randint(w_lo, w_hi)),
            "depth": str(rng.randint(d_lo, d_hi)),
            "uoMMeasurement": "CMT",
        },
        "quantity": {
            "quantityValue": str(rng.randint(*kind["quantity"])),
            "quantityUoM": kind["uom"],
        },
        "priceInformation": {
            "price": price,
            "priceBase": {
                "VATInformation": rng.random() < 0.7,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": price_on_request,
            },
        },
        "itemCharacteristics": {
            "technicalQuality": rng.choice(qualities),
            "aestheticQuality": rng.choice(qualities),
            "rawMaterial": material,
            "color": colour,
        },
        "validityInformation": {
            "statusCode": status,
            "validityStartDate": f"2026-{rng.randint(1, 6):02d}-{rng.randint(1, 28):02d}",
            "validityEndDate": f"2026-{rng.randint(7, 12):02d}-{rng.randint(1, 28):02d}",
        },
        "person": {"personName": person, "contactInformation": {"emailAddress": email}},
        "address": {"street": street, "postalCode": postcode, "city": city},
        "genericEnvironmentalInformation": {
            "co2Reduction": co2,
            "eciResult": _money(rng, 1, 40),
            "noxResult": str(Decimal(rng.randint(1, 900)) / 1000),
            "mkiNMDid": f"NMD-{rng.randint(10000, 99999)}" if rng.random() < 0.4 else None,
        },
    }


def _money(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randint(low, high)}.{rng.choice((0, 50, 95)):02d}"


def solid_png(width: int, height: int, rgb: tuple[int, ...]) -> bytes:
    """A PNG of one colour with a darker border."""
    image = Image.new("RGB", (width, height), tuple(max(0, c - 60) for c in rgb))
    image.paste(tuple(rgb), (2, 2, width - 2, height - 2))
    png = io.BytesIO()
    image.save(png, "PNG")
    return png.getvalue()
