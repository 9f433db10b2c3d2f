"""Products: list, create, update, archive, and their images and files.

A product is stored in response form. In an answer, `websiteURI` is the address sent or else
the sandbox's own page of the product; `itemDetails.attachment.imageData` (`.attachedData`)
holds the JSON text of `[{"id", "name", "url"}]` of its images (files), so a client sees which
it already has. Archived products leave every list and answer 404 to any change.
"""

# No `from __future__ import annotations`: the media routes' annotations name their kind.
import json
from collections.abc import Sequence
from typing import Annotated
from typing import Any

from fastapi import APIRouter
from fastapi import Path
from fastapi import Request
from starlette.responses import JSONResponse
from starlette.responses import Response

from app.sandbox.bodies import JsonRoute
from app.sandbox.database import Record
from app.sandbox.database import StoredMedia
from app.sandbox.errors import found
from app.sandbox.errors import validation_failed
from app.sandbox.field_types import MAX_INTEGER
from app.sandbox.forms import MediaUpload
from app.sandbox.forms import ProductAttachment
from app.sandbox.forms import ProductRequest
from app.sandbox.forms import ProductUpdateRequest
from app.sandbox.media import delete_owned_media
from app.sandbox.media import media_summary
from app.sandbox.media import store_media
from app.sandbox.queries import Paging
from app.sandbox.queries import PublicOnly
from app.sandbox.resources import Media
from app.sandbox.resources import PageResponse
from app.sandbox.resources import ProductCreated
from app.sandbox.resources import ProductData
from app.sandbox.resources import ProductPage
from app.sandbox.resources import UnknownSubProductCategory
from app.sandbox.resources import answers
from app.sandbox.resources import envelope
from app.sandbox.resources import media_links
from app.sandbox.state import Reader
from app.sandbox.state import SandboxState
from app.sandbox.state import Writer
from app.sandbox.state import api_base

router = APIRouter(tags=["Products"], route_class=JsonRoute)

PUBLIC_SITE = "https://sandbox.reuse.local/producten"
ProductId = Annotated[int, Path(ge=1, le=MAX_INTEGER, description="The product ID")]
Upload = tuple[str, str, bytes]  # kind ("image" | "file"), name, bytes

_UNKNOWN_SUB_CATEGORY = {
    "description": "Unknown subProductCategory",
    "model": UnknownSubProductCategory,
}


def stored_product(product: ProductRequest) -> tuple[dict[str, Any], list[Upload]]:
    """The stored document (response form, without media) and the images and files sent inline."""
    doc = product.model_dump(mode="json", exclude={"itemDetails": {"attachment"}})
    attachment = product.itemDetails.attachment or ProductAttachment()
    uploads = [("image", entry.name, entry.data) for entry in attachment.imageData or ()]
    uploads += [("file", entry.name, entry.data) for entry in attachment.attachedData or ()]
    text = getattr(product.itemDetails.productDescription, "description", None)
    doc["itemDetails"]["productDescription"] = (
        [] if text is None else [{"description": text, "languageCode": "NL"}]
    )
    return doc, uploads


def product_resource(record: Record, media: list[StoredMedia], base: str) -> dict[str, Any]:
    def summaries(kind: str) -> str:
        listed = [media_summary(base, m) for m in media if m.kind == kind]
        # Most products of a long list have none: their text without the encoder.
        return json.dumps(listed, ensure_ascii=False) if listed else "[]"

    attachment = {"imageData": summaries("image"), "attachedData": summaries("file")}
    resource: dict[str, Any] = {"id": record.id, **record.doc}
    resource["websiteURI"] = record.doc.get("websiteURI") or f"{PUBLIC_SITE}/{record.id}"
    resource["itemDetails"] = {**record.doc["itemDetails"], "attachment": attachment}
    return resource


def _listed(state: SandboxState, product: int, *, include_archived: bool = False) -> Record:
    """A product in the list (not archived unless asked for), or 404."""
    record = state.db.get_product(product, include_archived=include_archived)
    return found(record, "Product not found.")


def _changed(
    state: SandboxState, request: Request, product: int, event: str, uploads: Sequence[Upload] = ()
) -> dict[str, Any]:
    """The product as it is now, with `uploads` stored, after telling the webhooks it changed."""
    for kind, name, data in uploads:
        store_media(state.db, ("product", product), kind, name, data)
    record = _listed(state, product, include_archived=True)
    media = state.db.media_of("product", [product])[product]
    resource = product_resource(record, media, api_base(request))
    state.webhooks.publish(event, "product", product, resource)
    return resource


@router.get("/products", responses=answers(200, "A page of products", ProductPage, 401, 403))
async def list_products(
    request: Request, state: Reader, paging: Paging, public: PublicOnly
) -> JSONResponse:
    """List products (archived ones left out)."""
    records, total = state.db.page("products", *paging, public_only=public)
    base = api_base(request)
    media = state.db.media_of("product", [r.id for r in records])
    items = [product_resource(r, media[r.id], base) for r in records]
    filters = {"public": "1"} if public else {}
    return PageResponse(envelope(items, f"{base}/products", paging, total, **filters))


@router.post(
    "/products",
    status_code=201,
    responses={
        **answers(201, "Created", ProductCreated, 401, 403, 422),
        400: _UNKNOWN_SUB_CATEGORY,
    },
)
async def create_product(request: Request, state: Writer, form: ProductRequest) -> JSONResponse:
    """Create a product."""
    doc, uploads = stored_product(form)
    project = form.projectNumber
    if project is not None and state.db.get_project(project) is None:
        raise validation_failed({"projectNumber": ["The selected projectNumber is invalid."]})
    doc["projectNumber"] = str(project) if project is not None else None
    (product,) = state.db.insert_products([(doc, project)])
    _changed(state, request, product, "created", uploads)
    return JSONResponse({"id": str(product)}, status_code=201)


@router.put(
    "/products/{product}/update",
    responses=answers(200, "The updated product", ProductData, 401, 403, 404, 422),
)
async def update_product(
    request: Request, state: Writer, product: ProductId, form: ProductUpdateRequest
) -> JSONResponse:
    """Update a product (`projectNumber` is kept: it is create only)."""
    current = _listed(state, product)
    doc, uploads = stored_product(form)
    doc["projectNumber"] = current.doc.get("projectNumber")
    state.db.update_product(product, doc)
    return JSONResponse({"data": _changed(state, request, product, "updated", uploads)})


@router.post(
    "/products/{product}/archive",
    responses=answers(200, "The archived product", ProductData, 401, 403, 404),
)
async def archive_product(request: Request, state: Writer, product: ProductId) -> JSONResponse:
    """Archive a product (it leaves the list)."""
    _listed(state, product)
    state.db.archive_product(product)
    return JSONResponse({"data": _changed(state, request, product, "deleted")})


def _media_routes(kind: str, plural: str, article: str) -> None:
    """Adding and deleting a product's images, or its files: the same two operations."""

    @router.post(
        f"/products/{{product}}/{plural}",
        status_code=201,
        name=f"add_product_{kind}",
        description=f"Add {article} {kind} (base64) to a product.",
        responses=answers(
            201,
            "The image or file",
            Media,
            401,
            403,
            404,
            422,
            links=media_links("product", kind),
        ),
    )
    async def add(
        request: Request, state: Writer, product: ProductId, upload: MediaUpload
    ) -> JSONResponse:
        _listed(state, product)
        stored = store_media(state.db, ("product", product), kind, upload.name, upload.data)
        _changed(state, request, product, "updated")
        return JSONResponse(media_summary(api_base(request), stored), status_code=201)

    @router.delete(
        f"/products/{{product}}/{plural}/{{{kind}Id}}",
        status_code=204,
        name=f"delete_product_{kind}",
        description=f"Delete {article} {kind} of a product.",
        responses=answers(204, "Deleted", None, 401, 403, 404),
    )
    async def delete(
        request: Request,
        state: Writer,
        product: ProductId,
        media: Annotated[int, Path(alias=f"{kind}Id", ge=1, le=MAX_INTEGER)],
    ) -> Response:
        _listed(state, product)
        delete_owned_media(state.db, ("product", product), kind, media)
        _changed(state, request, product, "updated")
        return Response(status_code=204)


_media_routes("image", "images", "an")
_media_routes("file", "files", "a")
