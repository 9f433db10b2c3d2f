"""Products over real HTTP: create, list, update, archive, images and files, and their errors."""

from __future__ import annotations

import base64
import json
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.sandbox.interface import LIMITS
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import create_project
from tests.sandbox.conftest import product_body

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
)


def test_create_answers_201_with_the_id_as_a_string(api: httpx.Client) -> None:
    response = api.post("/products", json=product_body())

    assert response.status_code == 201
    assert isinstance(response.json()["id"], str)


def test_created_product_is_listed_with_every_field_and_numbers_as_strings(
    api: httpx.Client,
) -> None:
    product_id = create_product(api)

    (item,) = api.get("/products").json()["data"]

    assert item["id"] == product_id
    assert item["productCategory"] == "Deuren"
    assert item["subProductCategory"] == "Binnendeuren"
    assert item["projectNumber"] is None
    assert item["websiteURI"] == f"https://sandbox.reuse.local/producten/{product_id}"
    assert item["tradeItemIdentification"] == {"suppliersTradeItemId": None}
    assert item["itemDetails"]["name"] == "Opdekdeur wit"
    assert item["itemDetails"]["productDescription"] == [
        {"description": "Licht gebruikt", "languageCode": "NL"}
    ]
    assert item["itemDetails"]["attachment"] == {"imageData": "[]", "attachedData": "[]"}
    assert item["physicalDimensions"] == {
        "height": "201.5",
        "width": "83",
        "depth": "4",
        "uoMMeasurement": "CMT",
    }
    assert item["quantity"] == {"quantityValue": "12.5", "quantityUoM": "PCE"}
    assert item["priceInformation"] == {
        "price": "35",
        "priceBase": {
            "VATInformation": True,
            "numberOfUnitsInPriceBasis": "1",
            "priceOnRequestIndicator": False,
        },
    }
    assert item["itemCharacteristics"] == dict.fromkeys(
        ("technicalQuality", "aestheticQuality", "rawMaterial", "color")
    )
    assert item["validityInformation"]["statusCode"] == "Beschikbaar"
    assert item["validityInformation"]["validityStartDate"] == "2026-11-22"
    assert item["person"]["contactInformation"]["emailAddress"] == "sanne@example.nl"
    assert item["address"] == {"street": "Oudegracht 1", "postalCode": "3511 AL", "city": "Utrecht"}
    assert item["genericEnvironmentalInformation"] == {
        "co2Reduction": "12.5",
        "eciResult": "1.25",
        "noxResult": None,
        "mkiNMDid": None,
    }


def test_decimal_text_is_kept_as_sent(api: httpx.Client) -> None:
    raw = json.dumps(product_body()).replace('"price": 35', '"price": 35.50')
    response = api.post("/products", content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 201

    (item,) = api.get("/products").json()["data"]
    assert item["priceInformation"]["price"] in ("35.50", "35.5")


def test_project_number_must_name_an_existing_project(api: httpx.Client) -> None:
    project_id = create_project(api)
    create_product(api, projectNumber=project_id)

    (item,) = api.get("/products").json()["data"]
    missing = api.post("/products", json=product_body(projectNumber=project_id + 100))

    assert item["projectNumber"] == str(project_id)
    assert missing.status_code == 422
    assert "projectNumber" in missing.json()["errors"]


def test_update_replaces_the_product_and_answers_it_in_data(api: httpx.Client) -> None:
    product_id = create_product(api)
    body = product_body(
        productCategory="Vloeren",
        subProductCategory="Parket",
        itemDetails={"name": "Eiken visgraat"},
        quantity={"quantityValue": 40, "quantityUoM": "MTK"},
        address={"city": "Amersfoort"},
    )

    response = api.put(f"/products/{product_id}/update", json=body)

    assert response.status_code == 200
    data = response.json()["data"]
    assert data["id"] == product_id
    assert data["productCategory"] == "Vloeren"
    assert data["itemDetails"]["name"] == "Eiken visgraat"
    assert data["quantity"] == {"quantityValue": "40", "quantityUoM": "MTK"}
    assert data["address"]["city"] == "Amersfoort"
    assert api.get("/products").json()["data"][0]["itemDetails"]["name"] == "Eiken visgraat"


def test_update_accepts_the_category_as_an_object(api: httpx.Client) -> None:
    product_id = create_product(api)
    body = product_body(
        productCategory={"id": "wanden-en-plafonds", "type": "Wanden en plafonds"},
        subProductCategory="Gipsplaten",
    )

    response = api.put(f"/products/{product_id}/update", json=body)

    assert response.status_code == 200
    assert response.json()["data"]["productCategory"] == "Wanden en plafonds"


def test_update_keeps_the_project_number(api: httpx.Client) -> None:
    project_id = create_project(api)
    product_id = create_product(api, projectNumber=project_id)

    data = api.put(f"/products/{product_id}/update", json=product_body()).json()["data"]

    assert data["projectNumber"] == str(project_id)


def test_update_of_an_unknown_product_is_404(api: httpx.Client) -> None:
    for path in ("/products/999/update", "/products/abc/update"):
        response = api.put(path, json=product_body())
        assert response.status_code == 404
        assert isinstance(response.json()["message"], str)


def test_update_requires_the_top_level_members(api: httpx.Client) -> None:
    product_id = create_product(api)

    response = api.put(f"/products/{product_id}/update", json={"subProductCategory": None})

    assert response.status_code == 422
    assert set(response.json()["errors"]) == {
        "productCategory",
        "itemDetails",
        "quantity",
        "address",
    }


def test_create_reports_missing_members_at_their_dotted_paths(api: httpx.Client) -> None:
    response = api.post("/products", json={"productCategory": "Deuren"})

    assert response.status_code == 422
    body = response.json()
    assert isinstance(body["message"], str)
    assert set(body["errors"]) == {
        "itemDetails.name",
        "quantity.quantityValue",
        "quantity.quantityUoM",
        "address.city",
    }
    assert all(isinstance(text, str) for texts in body["errors"].values() for text in texts)


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"quantity": {"quantityValue": "abc", "quantityUoM": "PCE"}}, "quantity.quantityValue"),
        ({"quantity": {"quantityValue": True, "quantityUoM": "PCE"}}, "quantity.quantityValue"),
        ({"quantity": "veel"}, "quantity"),
        ({"itemDetails": {"name": 12}}, "itemDetails.name"),
        ({"productCategory": "Ruimtevaart"}, "productCategory"),
        ({"productCategory": {"id": "deuren", "type": "Vloeren"}}, "productCategory"),
        ({"subProductCategory": "Parket"}, "subProductCategory"),
        ({"validityInformation": {"statusCode": "Weg"}}, "validityInformation.statusCode"),
        (
            {"validityInformation": {"validityStartDate": "22-11-2026"}},
            "validityInformation.validityStartDate",
        ),
        (
            {"person": {"contactInformation": {"emailAddress": "geen-mail"}}},
            "person.contactInformation.emailAddress",
        ),
        ({"websiteURI": "niet een url"}, "websiteURI"),
        ({"physicalDimensions": {"height": "hoog"}}, "physicalDimensions.height"),
        (
            {"priceInformation": {"priceBase": {"VATInformation": "ja"}}},
            "priceInformation.priceBase.VATInformation",
        ),
        ({"address": {"street": "Kerkstraat 1"}}, "address.city"),
        (
            {"itemDetails": {"name": "Deur", "attachment": {"imageData": [{"name": "a.png"}]}}},
            "itemDetails.attachment.imageData.0.data",
        ),
    ],
)
def test_create_rejects_bad_members_at_their_paths(
    api: httpx.Client, change: dict[str, object], path: str
) -> None:
    response = api.post("/products", json=product_body(**change))

    assert response.status_code == 422
    assert path in response.json()["errors"]


def test_unknown_sub_category_is_400(api: httpx.Client) -> None:
    response = api.post("/products", json=product_body(subProductCategory="Ruimteschepen"))

    assert response.status_code == 400
    assert response.json() == {"error": "Unknown subProductCategory value"}


def test_numeric_text_is_accepted_as_a_number(api: httpx.Client) -> None:
    create_product(api, quantity={"quantityValue": "7", "quantityUoM": "PCE"})

    assert api.get("/products").json()["data"][0]["quantity"]["quantityValue"] == "7"


def test_archive_answers_the_product_and_removes_it_from_the_list(api: httpx.Client) -> None:
    kept = create_product(api)
    archived = create_product(api)

    response = api.post(f"/products/{archived}/archive")

    assert response.status_code == 200
    assert response.json()["data"]["id"] == archived
    assert [item["id"] for item in all_products(api)] == [kept]
    assert api.post(f"/products/{archived}/archive").status_code == 404
    assert api.put(f"/products/{archived}/update", json=product_body()).status_code == 404


def test_archive_of_an_unknown_product_is_404(api: httpx.Client) -> None:
    assert api.post("/products/4242/archive").status_code == 404


def test_images_are_added_served_listed_and_deleted(api: httpx.Client) -> None:
    product_id = create_product(api)

    added = api.post(
        f"/products/{product_id}/images",
        json={"name": "deur.png", "data": base64.b64encode(PNG).decode()},
    )

    assert added.status_code == 201
    image = added.json()
    assert set(image) == {"id", "name", "url"}
    assert image["name"] == "deur.png"
    served = httpx.get(image["url"], trust_env=False, verify=TLS)  # no token needed for thumbnails
    assert served.status_code == 200
    assert served.content == PNG
    assert served.headers["content-type"] == "image/png"
    listed = json.loads(
        api.get("/products").json()["data"][0]["itemDetails"]["attachment"]["imageData"]
    )
    assert listed == [image]

    deleted = api.delete(f"/products/{product_id}/images/{image['id']}")

    assert deleted.status_code == 204
    assert api.get("/products").json()["data"][0]["itemDetails"]["attachment"]["imageData"] == "[]"
    assert api.delete(f"/products/{product_id}/images/{image['id']}").status_code == 404


def test_files_are_added_listed_and_deleted(api: httpx.Client) -> None:
    product_id = create_product(api)
    pdf = b"%PDF-1.4 keuringsrapport"

    added = api.post(
        f"/products/{product_id}/files",
        json={"name": "keuring.pdf", "data": base64.b64encode(pdf).decode()},
    )

    assert added.status_code == 201
    attachment = api.get("/products").json()["data"][0]["itemDetails"]["attachment"]
    assert json.loads(attachment["attachedData"]) == [added.json()]
    assert attachment["imageData"] == "[]"
    assert httpx.get(added.json()["url"], trust_env=False, verify=TLS).content == pdf
    assert api.delete(f"/products/{product_id}/files/{added.json()['id']}").status_code == 204
    assert api.delete(f"/products/{product_id}/files/{added.json()['id']}").status_code == 404


def test_an_image_cannot_be_deleted_as_a_file(api: httpx.Client) -> None:
    product_id = create_product(api)
    image = api.post(
        f"/products/{product_id}/images",
        json={"name": "a.png", "data": base64.b64encode(PNG).decode()},
    ).json()

    assert api.delete(f"/products/{product_id}/files/{image['id']}").status_code == 404


def test_bad_base64_is_422_at_data(api: httpx.Client) -> None:
    product_id = create_product(api)

    response = api.post(f"/products/{product_id}/images", json={"name": "a.png", "data": "@@@"})
    missing = api.post(f"/products/{product_id}/images", json={"data": "AAAA"})

    assert response.status_code == 422
    assert "data" in response.json()["errors"]
    assert "name" in missing.json()["errors"]


def test_media_of_an_unknown_product_is_404(api: httpx.Client) -> None:
    body = {"name": "a.png", "data": base64.b64encode(PNG).decode()}
    assert api.post("/products/77/images", json=body).status_code == 404
    assert api.post("/products/77/files", json=body).status_code == 404
    assert api.delete("/products/77/images/1").status_code == 404
    assert api.delete("/products/77/files/1").status_code == 404


def test_inline_attachments_on_create_become_images(api: httpx.Client) -> None:
    details = {
        "name": "Deur",
        "attachment": {"imageData": [{"name": "x.png", "data": base64.b64encode(PNG).decode()}]},
    }
    create_product(api, itemDetails=details)

    image_data = api.get("/products").json()["data"][0]["itemDetails"]["attachment"]["imageData"]
    assert [image["name"] for image in json.loads(image_data)] == ["x.png"]


def test_echoing_the_attachment_text_on_update_changes_nothing(api: httpx.Client) -> None:
    product_id = create_product(api)
    api.post(
        f"/products/{product_id}/images",
        json={"name": "a.png", "data": base64.b64encode(PNG).decode()},
    )
    current = api.get("/products").json()["data"][0]

    body = product_body(
        itemDetails={"name": "Deur", "attachment": current["itemDetails"]["attachment"]}
    )
    data = api.put(f"/products/{product_id}/update", json=body).json()["data"]

    assert data["itemDetails"]["attachment"] == current["itemDetails"]["attachment"]


def test_concurrent_creates_all_succeed_with_distinct_ids(
    api: httpx.Client, sandbox: SandboxServer
) -> None:
    def create_ten() -> list[int]:
        with authorised_client(sandbox, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
            return [create_product(client) for _ in range(10)]

    with ThreadPoolExecutor(max_workers=6) as pool:
        ids = [i for batch in pool.map(lambda _: create_ten(), range(6)) for i in batch]

    assert len(set(ids)) == 60
    assert {p["id"] for p in all_products(api)} == set(ids)


def test_a_name_over_the_shared_limit_is_422_at_its_path(api: httpx.Client) -> None:
    limit = LIMITS["product"]["itemDetails.name"]["max_length"]

    longest = api.post("/products", json=product_body(itemDetails={"name": "x" * limit}))
    too_long = api.post("/products", json=product_body(itemDetails={"name": "x" * (limit + 1)}))

    assert longest.status_code == 201
    assert too_long.status_code == 422
    assert str(limit) in too_long.json()["errors"]["itemDetails.name"][0]
