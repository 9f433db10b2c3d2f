"""Products: list, create, update, archive, and their images and files.

A product is stored in response form. Every product answer carries `websiteURI` as a string,
the product's page on the service, as the response table says: the address the client sent,
or else the sandbox's own page of the product.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request
from starlette.responses import JSONResponse, Response

from app.sandbox.database import Record, StoredMedia
from app.sandbox.errors import not_found, unknown_sub_category, validation_failed
from app.sandbox.field_types import MAX_INTEGER, parse_json_body, read_form
from app.sandbox.forms import MediaUpload, ProductRequest, ProductUpdateRequest
from app.sandbox.interface import ALL_SUBCATEGORIES
from app.sandbox.media import delete_owned_media, media_summary, store_media
from app.sandbox.pagination import DEFAULT_PER_PAGE, FIRST_PAGE, Page, PerPage, envelope
from app.sandbox.resources import (
    Media,
    Message,
    ProductCreated,
    ProductData,
    ProductPage,
    UnknownSubProductCategory,
    answers,
    request_body,
)
from app.sandbox.state import Reader, SandboxState, Writer, api_base

router = APIRouter(tags=["Products"])

PUBLIC_SITE = "https://sandbox.reuse.local/producten"
ProductId = Annotated[int, Path(ge=1, le=MAX_INTEGER, description="The product ID")]
ImageId = Annotated[int, Path(alias="imageId", ge=1, le=MAX_INTEGER)]
FileId = Annotated[int, Path(alias="fileId", ge=1, le=MAX_INTEGER)]
Upload = tuple[str, str, bytes]  # kind ("image" | "file"), name, bytes

_REFUSED = {
    "description": "Unknown subProductCategory (or a malformed body)",
    "model": UnknownSubProductCategory | Message,
}


def read_product(raw: bytes, form: type[ProductRequest]) -> tuple[dict[str, Any], list[Upload]]:
    """A product request as the stored document (response form, without media) and its uploads."""
    body = parse_json_body(raw)
    sub = body.get("subProductCategory")
    if isinstance(sub, str) and sub and sub not in ALL_SUBCATEGORIES:
        raise unknown_sub_category()
    product = read_form(form, body)
    doc = product.model_dump(mode="json", exclude={"itemDetails": {"attachment"}})
    attachment = product.itemDetails.attachment
    uploads: list[Upload] = []
    for kind, entries in (
        ("image", attachment.imageData if attachment else None),
        ("file", attachment.attachedData if attachment else None),
    ):
        uploads += [(kind, entry.name, entry.data) for entry in entries or ()]
    description = product.itemDetails.productDescription
    doc["itemDetails"] = {
        "name": product.itemDetails.name,
        "productDescription": [{"description": description.description, "languageCode": "NL"}]
        if description is not None and description.description is not None
        else [],
    }
    return doc, uploads


def product_resource(record: Record, media: list[StoredMedia], base: str) -> dict[str, Any]:
    images = [media_summary(base, m) for m in media if m.kind == "image"]
    files = [media_summary(base, m) for m in media if m.kind == "file"]
    resource: dict[str, Any] = {"id": record.id, **record.doc}
    resource["websiteURI"] = record.doc.get("websiteURI") or f"{PUBLIC_SITE}/{record.id}"
    resource["itemDetails"] = {
        **record.doc["itemDetails"],
        "attachment": {
            "imageData": json.dumps(images, ensure_ascii=False),
            "attachedData": json.dumps(files, ensure_ascii=False),
        },
    }
    return resource


def _listed(state: SandboxState, product: int) -> int:
    """A product in the list (not archived), or 404."""
    if state.db.get_product(product) is None:
        raise not_found("Product not found.")
    return product


def _changed(state: SandboxState, request: Request, product: int, event: str) -> dict[str, Any]:
    """The product as it is now, after telling the webhooks it changed."""
    record = state.db.get_product(product, include_archived=True)
    if record is None:
        raise not_found("Product not found.")
    resource = product_resource(
        record, state.db.media_of("product", [product])[product], api_base(request)
    )
    state.webhooks.publish(event, "product", product, resource)
    return resource


def _store_uploads(state: SandboxState, product: int, uploads: list[Upload]) -> list[StoredMedia]:
    return [
        store_media(state.db, "product", product, kind, name, data) for kind, name, data in uploads
    ]


@router.get("/products", responses=answers(200, "A page of products", ProductPage, 401, 403, 422))
async def list_products(
    request: Request,
    state: Reader,
    page: Page = FIRST_PAGE,
    per_page: PerPage = DEFAULT_PER_PAGE,
    public: Annotated[
        int | None,
        Query(description="When 1: only Beschikbaar or Te koop products outside private projects"),
    ] = None,
) -> JSONResponse:
    """List products (archived ones left out)."""
    records, total = state.db.list_products(
        public_only=bool(public), offset=(page - 1) * per_page, limit=per_page
    )
    base = api_base(request)
    media = state.db.media_of("product", [r.id for r in records])
    return JSONResponse(
        envelope(
            [product_resource(r, media[r.id], base) for r in records],
            path=f"{base}/products",
            page=page,
            per_page=per_page,
            total=total,
            filters={"public": str(public)} if public is not None else {},
        )
    )


@router.post(
    "/products",
    status_code=201,
    openapi_extra=request_body(ProductRequest),
    responses={**answers(201, "Created", ProductCreated, 401, 403, 413, 422), 400: _REFUSED},
)
async def create_product(request: Request, state: Writer) -> JSONResponse:
    """Create a product."""
    doc, uploads = read_product(await request.body(), ProductRequest)
    project = doc["projectNumber"]
    if project is not None and not state.db.project_exists(project):
        raise validation_failed({"projectNumber": ["The selected projectNumber is invalid."]})
    doc["projectNumber"] = str(project) if project is not None else None
    product = state.db.insert_product(doc, project_id=project)
    _store_uploads(state, product, uploads)
    _changed(state, request, product, "created")
    return JSONResponse({"id": str(product)}, status_code=201)


@router.put(
    "/products/{product}/update",
    openapi_extra=request_body(ProductUpdateRequest),
    responses={
        **answers(200, "The updated product", ProductData, 401, 403, 404, 413, 422),
        400: _REFUSED,
    },
)
async def update_product(request: Request, state: Writer, product: ProductId) -> JSONResponse:
    """Update a product (`projectNumber` is kept: it is create only)."""
    current = state.db.get_product(_listed(state, product))
    doc, uploads = read_product(await request.body(), ProductUpdateRequest)
    doc["projectNumber"] = current.doc.get("projectNumber") if current else None
    state.db.update_product(product, doc)
    _store_uploads(state, product, uploads)
    return JSONResponse({"data": _changed(state, request, product, "updated")})


@router.post(
    "/products/{product}/archive",
    responses=answers(200, "The archived product", ProductData, 401, 403, 404),
)
async def archive_product(request: Request, state: Writer, product: ProductId) -> JSONResponse:
    """Archive a product (it leaves the list)."""
    state.db.archive_product(_listed(state, product))
    return JSONResponse({"data": _changed(state, request, product, "deleted")})


_ADDED = answers(201, "The image or file", Media, 400, 401, 403, 404, 413, 422)
_DELETED = answers(204, "Deleted", None, 401, 403, 404)


async def _add_media(
    request: Request, state: SandboxState, product: int, kind: str
) -> JSONResponse:
    _listed(state, product)
    upload = read_form(MediaUpload, parse_json_body(await request.body()))
    (stored,) = _store_uploads(state, product, [(kind, upload.name, upload.data)])
    state.db.touch("products", product)
    _changed(state, request, product, "updated")
    return JSONResponse(media_summary(api_base(request), stored), status_code=201)


async def _delete_media(
    request: Request, state: SandboxState, product: int, media: int, kind: str
) -> Response:
    delete_owned_media(state.db, "product", _listed(state, product), kind, media)
    state.db.touch("products", product)
    _changed(state, request, product, "updated")
    return Response(status_code=204)


@router.post(
    "/products/{product}/images",
    status_code=201,
    openapi_extra=request_body(MediaUpload),
    responses=_ADDED,
)
async def add_product_image(request: Request, state: Writer, product: ProductId) -> JSONResponse:
    """Add an image (base64) to a product."""
    return await _add_media(request, state, product, "image")


@router.delete("/products/{product}/images/{imageId}", status_code=204, responses=_DELETED)
async def delete_product_image(
    request: Request, state: Writer, product: ProductId, image: ImageId
) -> Response:
    """Delete an image of a product."""
    return await _delete_media(request, state, product, image, "image")


@router.post(
    "/products/{product}/files",
    status_code=201,
    openapi_extra=request_body(MediaUpload),
    responses=_ADDED,
)
async def add_product_file(request: Request, state: Writer, product: ProductId) -> JSONResponse:
    """Add a file (base64) to a product."""
    return await _add_media(request, state, product, "file")


@router.delete("/products/{product}/files/{fileId}", status_code=204, responses=_DELETED)
async def delete_product_file(
    request: Request, state: Writer, product: ProductId, file: FileId
) -> Response:
    """Delete a file of a product."""
    return await _delete_media(request, state, product, file, "file")
