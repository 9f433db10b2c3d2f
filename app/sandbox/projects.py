"""Projects: list, create, and their images."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import JSONResponse, Response

from app.sandbox.database import Record
from app.sandbox.errors import not_found
from app.sandbox.interface import MATERIAL_STATUSES, SOIL_TYPES
from app.sandbox.media import content_type_for, decode_data_uri, media_summary
from app.sandbox.pagination import envelope, read_page
from app.sandbox.products import MAX_NAME
from app.sandbox.state import SandboxState, api_base, authorised
from app.sandbox.validation import Checker, is_http_url, iso_utc, parse_id, parse_json_body

router = APIRouter()

PUBLIC_SITE = "https://sandbox.reuse.local/projecten"

# (vanaf, tot) pairs whose "tot" must come after its "vanaf"
PERIODS = (
    ("materiaal_beschikbaar_vanaf", "materiaal_beschikbaar_tot"),
    ("materiaal_online_vanaf", "materiaal_online_tot"),
)

_OPTIONAL_TEXT = (
    "beschrijving",
    "functie_object",
    "architect",
    "bereikbaarheid_locatie",
    "materiaaleigenaar",
)
_OPTIONAL_INTEGERS = ("bouwjaar", "aantal_bouwlagen", "bruto_vloeroppervlak_m2", "grondwaterstand")


def read_project(body: dict[str, Any]) -> dict[str, Any]:
    """Validate a project create request; the stored document (response form, without ids)."""
    c = Checker()
    doc: dict[str, Any] = {
        "title": c.string(body, "title", "title", required=True, max_length=MAX_NAME),
        "published": False,
    }
    doc["contactpersoon_naam"] = c.string(
        body, "contactpersoon_naam", "contactpersoon_naam", required=True, max_length=MAX_NAME
    )
    doc["contactpersoon_email"] = c.email(
        body, "contactpersoon_email", "contactpersoon_email", required=True
    )
    for key in ("adres", "postcode", "plaats"):
        doc[key] = c.string(body, key, key, required=True, max_length=MAX_NAME)
    for key in ("latitude", "longitude"):
        doc[key] = c.string(body, key, key, accept_numbers=True)
    for key in _OPTIONAL_TEXT:
        doc[key] = c.string(body, key, key)
    for key in _OPTIONAL_INTEGERS:
        doc[key] = c.integer(body, key, key)
    prep = c.date_time(
        body,
        "voorbereidende_werkzaamheden_mogelijk_vanaf",
        "voorbereidende_werkzaamheden_mogelijk_vanaf",
    )
    doc["voorbereidende_werkzaamheden_mogelijk_vanaf"] = iso_utc(prep) if prep else None
    doc["grondsoort"] = c.choice(body, "grondsoort", "grondsoort", SOIL_TYPES)

    moments: dict[str, datetime | None] = {}
    for start, end in PERIODS:
        for key in (start, end):
            moment = c.date_time(body, key, key, required=True)
            moments[key] = moment
            doc[key] = iso_utc(moment) if moment is not None else None
        begin, finish = moments[start], moments[end]
        if begin is not None and finish is not None and finish <= begin:
            c.add(end, f"The {end} field must be a date after {start}.")
    doc["levering"] = c.string(body, "levering", "levering", required=True)
    doc["status_materiaal"] = c.choice(
        body, "status_materiaal", "status_materiaal", MATERIAL_STATUSES, required=True
    )
    doc["prive"] = bool(c.boolean(body, "prive", "prive"))
    doc["archived"] = False
    c.raise_if_failed()
    return doc


def project_resource(record: Record) -> dict[str, Any]:
    doc = record.doc
    slug = re.sub(r"[^a-z0-9]+", "-", str(doc.get("title", "")).lower()).strip("-")
    resource: dict[str, Any] = {
        "id": record.id,
        "title": doc["title"],
        "published": doc.get("published", False),
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
    for key, value in doc.items():
        resource.setdefault(key, value)
    resource["url"] = f"{PUBLIC_SITE}/{record.id}-{slug}" if slug else f"{PUBLIC_SITE}/{record.id}"
    return resource


def _project_id(state: SandboxState, text: str) -> int:
    project_id = parse_id(text)
    if project_id is not None and state.db.project_exists(project_id):
        return project_id
    raise not_found("Project not found.")


def _publish_update(state: SandboxState, project_id: int) -> None:
    record = state.db.get_project(project_id)
    if record is not None:
        state.webhooks.publish("updated", "project", project_id, project_resource(record))


@router.get("/projects")
async def list_projects(request: Request) -> JSONResponse:
    state = authorised(request)
    c = Checker()
    page, per_page = read_page(request.query_params, c)
    c.raise_if_failed()
    records, total = state.db.list_projects((page - 1) * per_page, per_page)
    return JSONResponse(
        envelope(
            [project_resource(r) for r in records],
            path=f"{api_base(request)}/projects",
            page=page,
            per_page=per_page,
            total=total,
        )
    )


@router.post("/projects")
async def create_project(request: Request) -> JSONResponse:
    state = authorised(request, write=True)
    doc = read_project(parse_json_body(await request.body()))
    project_id = state.db.insert_project(doc, prive=bool(doc["prive"]))
    record = state.db.get_project(project_id)
    if record is not None:
        state.webhooks.publish("created", "project", project_id, project_resource(record))
    return JSONResponse({"id": project_id}, status_code=201)


@router.post("/projects/{project}/images")
async def add_project_image(request: Request, project: str) -> JSONResponse:
    state = authorised(request, write=True)
    project_id = _project_id(state, project)
    body = parse_json_body(await request.body())
    c = Checker()
    name = c.string(body, "name", "name", required=True, max_length=MAX_NAME)
    src = c.string(body, "src", "src", required=True, max_length=2**31)
    data: bytes | None = None
    declared: str | None = None
    if src is not None:
        if src.startswith("data:"):
            decoded = decode_data_uri(src)
            if decoded is None or not decoded[1]:
                c.add("src", "The src field must be a valid data URI with base64 content.")
            else:
                declared, data = decoded
        elif not is_http_url(src):
            c.add("src", "The src field must be a data: URI or an http(s) URL.")
    c.raise_if_failed()
    assert name is not None
    assert src is not None
    media_id = state.db.add_media(
        owner_type="project",
        owner_id=project_id,
        kind="image",
        name=name,
        content_type=content_type_for(name, data or b"", declared),
        data=data,
        external_url=None if data is not None else src,
    )
    state.db.touch_project(project_id)
    _publish_update(state, project_id)
    stored = state.db.get_media(media_id)
    assert stored is not None
    return JSONResponse(media_summary(api_base(request), stored), status_code=201)


@router.delete("/projects/{project}/images/{imageId}")
async def delete_project_image(request: Request, project: str) -> Response:
    state = authorised(request, write=True)
    project_id = _project_id(state, project)
    image_id = parse_id(str(request.path_params["imageId"]))
    deleted = image_id is not None and state.db.delete_media(
        owner_type="project", owner_id=project_id, kind="image", media_id=image_id
    )
    if not deleted:
        raise not_found("No such image on this project.")
    state.db.touch_project(project_id)
    _publish_update(state, project_id)
    return Response(status_code=204)
