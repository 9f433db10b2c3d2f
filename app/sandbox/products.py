"""Products: list, create, update, archive, and their images and files."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import JSONResponse, Response

from app.sandbox.database import Database, Media, Record
from app.sandbox.errors import not_found, unknown_sub_category
from app.sandbox.interface import (
    ALL_SUBCATEGORIES,
    CATEGORIES,
    CATEGORY_BY_SLUG,
    LIMITS,
    PRODUCT_STATUSES,
)
from app.sandbox.media import content_type_for, decode_base64, media_summary
from app.sandbox.pagination import envelope, read_page
from app.sandbox.state import SandboxState, api_base, authorised
from app.sandbox.validation import Checker, parse_id, parse_json_body

router = APIRouter()

MAX_NAME = LIMITS["media"]["name"]["max_length"]

Upload = tuple[str, str, bytes]  # kind ("image" | "file"), name, bytes


# -- reading a request ----------------------------------------------------------------


def read_product(
    body: dict[str, Any], db: Database, *, update: bool
) -> tuple[dict[str, Any], int | None, list[Upload]]:
    """Validate a product request; the stored document (response form), project and uploads."""
    sub = body.get("subProductCategory")
    if isinstance(sub, str) and sub and sub not in ALL_SUBCATEGORIES:
        raise unknown_sub_category()

    c = Checker()
    category = _read_category(c, body)
    sub_category = c.string(body, "subProductCategory", "subProductCategory") or None
    if category and sub_category and sub_category not in CATEGORIES[category]:
        c.add(
            "subProductCategory",
            f"The subProductCategory {sub_category!r} does not belong to category {category!r}.",
        )

    project_id: int | None = None
    if not update:
        project_id = c.integer(body, "projectNumber", "projectNumber")
        if project_id is not None and not db.project_exists(project_id):
            c.add("projectNumber", "The selected projectNumber is invalid.")
            project_id = None

    website = c.url(body, "websiteURI", "websiteURI")
    trade = c.obj(body, "tradeItemIdentification", "tradeItemIdentification")

    details = c.obj(body, "itemDetails", "itemDetails", required=update)
    name: str | None = None
    descriptions: list[dict[str, Any]] = []
    uploads: list[Upload] = []
    if not c.has("itemDetails"):
        name = c.string(details, "name", "itemDetails.name", required=True, max_length=MAX_NAME)
        descriptions = _read_descriptions(c, details)
        uploads = _read_attachment(c, details)

    dims = c.obj(body, "physicalDimensions", "physicalDimensions")
    quantity = c.obj(body, "quantity", "quantity", required=update)
    price = c.obj(body, "priceInformation", "priceInformation")
    price_base = c.obj(price, "priceBase", "priceInformation.priceBase")
    traits = c.obj(body, "itemCharacteristics", "itemCharacteristics")
    validity = c.obj(body, "validityInformation", "validityInformation")
    person = c.obj(body, "person", "person")
    contact = c.obj(person, "contactInformation", "person.contactInformation")
    address = c.obj(body, "address", "address", required=update)
    env = c.obj(body, "genericEnvironmentalInformation", "genericEnvironmentalInformation")

    def text(data: dict[str, Any] | None, prefix: str, key: str) -> str | None:
        return c.string(data, key, f"{prefix}.{key}", accept_numbers=True)

    def number(data: dict[str, Any] | None, prefix: str, key: str) -> str | None:
        return c.number(data, key, f"{prefix}.{key}")

    doc: dict[str, Any] = {
        "websiteURI": website,
        "productCategory": category,
        "subProductCategory": sub_category,
        "projectNumber": str(project_id) if project_id is not None else None,
        "tradeItemIdentification": {
            "suppliersTradeItemId": text(trade, "tradeItemIdentification", "suppliersTradeItemId")
        },
        "itemDetails": {"name": name, "productDescription": descriptions},
        "physicalDimensions": {
            "height": number(dims, "physicalDimensions", "height"),
            "width": number(dims, "physicalDimensions", "width"),
            "depth": number(dims, "physicalDimensions", "depth"),
            "uoMMeasurement": text(dims, "physicalDimensions", "uoMMeasurement"),
        },
        "quantity": {
            "quantityValue": None,
            "quantityUoM": None,
        },
        "priceInformation": {
            "price": number(price, "priceInformation", "price"),
            "priceBase": {
                "VATInformation": c.boolean(
                    price_base, "VATInformation", "priceInformation.priceBase.VATInformation"
                ),
                "numberOfUnitsInPriceBasis": text(
                    price_base, "priceInformation.priceBase", "numberOfUnitsInPriceBasis"
                ),
                "priceOnRequestIndicator": c.boolean(
                    price_base,
                    "priceOnRequestIndicator",
                    "priceInformation.priceBase.priceOnRequestIndicator",
                ),
            },
        },
        "itemCharacteristics": {
            key: text(traits, "itemCharacteristics", key)
            for key in ("technicalQuality", "aestheticQuality", "rawMaterial", "color")
        },
        "validityInformation": {
            "statusCode": c.choice(
                validity, "statusCode", "validityInformation.statusCode", PRODUCT_STATUSES
            ),
            "validityStartDate": c.iso_date(
                validity, "validityStartDate", "validityInformation.validityStartDate"
            ),
            "validityEndDate": c.iso_date(
                validity, "validityEndDate", "validityInformation.validityEndDate"
            ),
        },
        "person": {
            "personName": text(person, "person", "personName"),
            "contactInformation": {
                "emailAddress": c.email(
                    contact, "emailAddress", "person.contactInformation.emailAddress"
                )
            },
        },
        "address": {"street": None, "postalCode": None, "city": None},
        "genericEnvironmentalInformation": {
            "co2Reduction": number(env, "genericEnvironmentalInformation", "co2Reduction"),
            "eciResult": number(env, "genericEnvironmentalInformation", "eciResult"),
            "noxResult": number(env, "genericEnvironmentalInformation", "noxResult"),
            "mkiNMDid": text(env, "genericEnvironmentalInformation", "mkiNMDid"),
        },
    }
    if not c.has("quantity"):
        doc["quantity"] = {
            "quantityValue": c.number(
                quantity, "quantityValue", "quantity.quantityValue", required=True
            ),
            "quantityUoM": c.string(
                quantity, "quantityUoM", "quantity.quantityUoM", required=True, accept_numbers=True
            ),
        }
    if not c.has("address"):
        doc["address"] = {
            "street": text(address, "address", "street"),
            "postalCode": text(address, "address", "postalCode"),
            "city": c.string(address, "city", "address.city", required=True),
        }
    c.raise_if_failed()
    return doc, project_id, uploads


def _read_category(c: Checker, body: dict[str, Any]) -> str | None:
    value = body.get("productCategory")
    if isinstance(value, dict):
        category_id, category_type = value.get("id"), value.get("type")
        by_id = CATEGORY_BY_SLUG.get(category_id) if isinstance(category_id, str) else None
        by_type = category_type if category_type in CATEGORIES else None
        if category_id is not None and category_type is not None and by_id != by_type:
            c.add("productCategory", "The productCategory id and type do not match.")
            return None
        if by_id or by_type:
            return by_id or by_type
        c.add("productCategory", "The selected productCategory is invalid.")
        return None
    name = c.string(body, "productCategory", "productCategory", required=True)
    if name is None:
        return None
    if name in CATEGORIES:
        return name
    if name in CATEGORY_BY_SLUG:
        return CATEGORY_BY_SLUG[name]
    c.add("productCategory", "The selected productCategory is invalid.")
    return None


def _read_descriptions(c: Checker, details: dict[str, Any] | None) -> list[dict[str, Any]]:
    value = (details or {}).get("productDescription")
    path = "itemDetails.productDescription"
    if value is None:
        return []
    entries: list[tuple[str, Any]]
    if isinstance(value, dict):
        entries = [(path, value)]
    elif isinstance(value, list):
        entries = [(f"{path}.{i}", entry) for i, entry in enumerate(value)]
    else:
        c.add(path, f"The {path} field must be an object.")
        return []
    found: list[dict[str, Any]] = []
    for entry_path, entry in entries:
        if not isinstance(entry, dict):
            c.add(entry_path, f"The {entry_path} field must be an object.")
            continue
        description = c.string(entry, "description", f"{entry_path}.description")
        language = c.string(entry, "languageCode", f"{entry_path}.languageCode")
        if language is not None and language.upper() != "NL":
            c.add(
                f"{entry_path}.languageCode", f"The selected {entry_path}.languageCode is invalid."
            )
        if description is not None:
            found.append({"description": description, "languageCode": "NL"})
    return found


def _read_attachment(c: Checker, details: dict[str, Any] | None) -> list[Upload]:
    """Attachments sent inline as `{name, data}` entries become images and files.

    A plain string is what a response carries (the JSON text of the current images); clients
    echo it back on update, so it is accepted and ignored.
    """
    attachment = c.obj(details, "attachment", "itemDetails.attachment")
    uploads: list[Upload] = []
    for key, kind in (("imageData", "image"), ("attachedData", "file")):
        path = f"itemDetails.attachment.{key}"
        value = (attachment or {}).get(key)
        if value is None or isinstance(value, str):
            continue
        entries = (
            [(path, value)]
            if isinstance(value, dict)
            else [(f"{path}.{i}", e) for i, e in enumerate(value)]
            if isinstance(value, list)
            else None
        )
        if entries is None:
            c.add(path, f"The {path} field must be a list of {{name, data}} objects.")
            continue
        for entry_path, entry in entries:
            if not isinstance(entry, dict):
                c.add(entry_path, f"The {entry_path} field must be an object.")
                continue
            upload = read_upload(c, entry, entry_path, kind)
            if upload is not None:
                uploads.append(upload)
    return uploads


def read_upload(c: Checker, body: dict[str, Any], prefix: str, kind: str) -> Upload | None:
    """`{name, data}` with data in base64; errors under `<prefix>.name` / `<prefix>.data`."""
    join = (lambda key: f"{prefix}.{key}") if prefix else (lambda key: key)
    name = c.string(body, "name", join("name"), required=True, max_length=MAX_NAME)
    data_text = c.string(body, "data", join("data"), required=True, max_length=2**31)
    data = decode_base64(data_text) if data_text is not None else None
    if data_text is not None and data is None:
        c.add(join("data"), f"The {join('data')} field must be valid base64.")
    elif data is not None and not data:
        c.add(join("data"), f"The {join('data')} field must not be empty.")
    if name is None or not data:
        return None
    return kind, name, data


# -- building a response ----------------------------------------------------------------


def product_resource(record: Record, media: list[Media], base: str) -> dict[str, Any]:
    resource: dict[str, Any] = {"id": record.id, **record.doc}
    images = [media_summary(base, m) for m in media if m.kind == "image"]
    files = [media_summary(base, m) for m in media if m.kind == "file"]
    resource["itemDetails"] = {
        **record.doc["itemDetails"],
        "attachment": {
            "imageData": json.dumps(images, ensure_ascii=False),
            "attachedData": json.dumps(files, ensure_ascii=False),
        },
    }
    return resource


def load_resource(state: SandboxState, product_id: int, base: str) -> dict[str, Any]:
    record = state.db.get_product(product_id, include_archived=True)
    if record is None:
        raise not_found("Product not found.")
    return product_resource(record, state.db.media_of("product", [record.id])[record.id], base)


def _product_id(state: SandboxState, text: str) -> int:
    """A product in the list (not archived), or 404."""
    product_id = parse_id(text)
    if product_id is not None and state.db.get_product(product_id) is not None:
        return product_id
    raise not_found("Product not found.")


def _store_uploads(state: SandboxState, product_id: int, uploads: list[Upload]) -> list[Media]:
    stored: list[Media] = []
    for kind, name, data in uploads:
        media_id = state.db.add_media(
            owner_type="product",
            owner_id=product_id,
            kind=kind,
            name=name,
            content_type=content_type_for(name, data),
            data=data,
        )
        found = state.db.get_media(media_id)
        if found is not None:
            stored.append(found)
    return stored


# -- routes -----------------------------------------------------------------------------


@router.get("/products")
async def list_products(request: Request) -> JSONResponse:
    state = authorised(request)
    c = Checker()
    page, per_page = read_page(request.query_params, c)
    public = c.integer(request.query_params, "public", "public")
    c.raise_if_failed()
    records, total = state.db.list_products(
        public_only=bool(public), offset=(page - 1) * per_page, limit=per_page
    )
    base = api_base(request)
    media = state.db.media_of("product", [r.id for r in records])
    filters = {"public": str(public)} if public is not None else {}
    return JSONResponse(
        envelope(
            [product_resource(r, media[r.id], base) for r in records],
            path=f"{base}/products",
            page=page,
            per_page=per_page,
            total=total,
            filters=filters,
        )
    )


@router.post("/products")
async def create_product(request: Request) -> JSONResponse:
    state = authorised(request, write=True)
    doc, project_id, uploads = read_product(
        parse_json_body(await request.body()), state.db, update=False
    )
    product_id = state.db.insert_product(doc, project_id=project_id)
    _store_uploads(state, product_id, uploads)
    state.webhooks.publish(
        "created", "product", product_id, load_resource(state, product_id, api_base(request))
    )
    return JSONResponse({"id": str(product_id)}, status_code=201)


@router.put("/products/{product}/update")
async def update_product(request: Request, product: str) -> JSONResponse:
    state = authorised(request, write=True)
    product_id = _product_id(state, product)
    doc, _, uploads = read_product(parse_json_body(await request.body()), state.db, update=True)
    current = state.db.get_product(product_id)
    if current is not None:
        doc["projectNumber"] = current.doc.get("projectNumber")  # projectNumber is create-only
    state.db.update_product(product_id, doc)
    _store_uploads(state, product_id, uploads)
    resource = load_resource(state, product_id, api_base(request))
    state.webhooks.publish("updated", "product", product_id, resource)
    return JSONResponse({"data": resource})


@router.post("/products/{product}/archive")
async def archive_product(request: Request, product: str) -> JSONResponse:
    state = authorised(request, write=True)
    product_id = _product_id(state, product)
    state.db.archive_product(product_id)
    resource = load_resource(state, product_id, api_base(request))
    state.webhooks.publish("deleted", "product", product_id, resource)
    return JSONResponse({"data": resource})


async def _add_media(request: Request, product: str, kind: str) -> JSONResponse:
    state = authorised(request, write=True)
    product_id = _product_id(state, product)
    c = Checker()
    upload = read_upload(c, parse_json_body(await request.body()), "", kind)
    c.raise_if_failed()
    assert upload is not None  # no errors means an upload was read
    stored = _store_uploads(state, product_id, [upload])
    state.db.touch_product(product_id)
    base = api_base(request)
    state.webhooks.publish("updated", "product", product_id, load_resource(state, product_id, base))
    return JSONResponse(media_summary(base, stored[0]), status_code=201)


async def _delete_media(request: Request, product: str, media_id: str, kind: str) -> Response:
    state = authorised(request, write=True)
    product_id = _product_id(state, product)
    number = parse_id(media_id)
    deleted = number is not None and state.db.delete_media(
        owner_type="product", owner_id=product_id, kind=kind, media_id=number
    )
    if not deleted:
        raise not_found(f"No such {kind} on this product.")
    state.db.touch_product(product_id)
    base = api_base(request)
    state.webhooks.publish("updated", "product", product_id, load_resource(state, product_id, base))
    return Response(status_code=204)


@router.post("/products/{product}/images")
async def add_image(request: Request, product: str) -> JSONResponse:
    return await _add_media(request, product, "image")


@router.delete("/products/{product}/images/{imageId}")
async def delete_image(request: Request, product: str) -> Response:
    return await _delete_media(request, product, request.path_params["imageId"], "image")


@router.post("/products/{product}/files")
async def add_file(request: Request, product: str) -> JSONResponse:
    return await _add_media(request, product, "file")


@router.delete("/products/{product}/files/{fileId}")
async def delete_file(request: Request, product: str) -> Response:
    return await _delete_media(request, product, request.path_params["fileId"], "file")
