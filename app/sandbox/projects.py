"""Projects: list, create, and their images."""

from __future__ import annotations

from typing import Annotated
from typing import Any

from fastapi import APIRouter
from fastapi import Path
from fastapi import Request
from starlette.responses import JSONResponse
from starlette.responses import Response

from app.sandbox.bodies import JsonRoute
from app.sandbox.database import Record
from app.sandbox.errors import found
from app.sandbox.field_types import MAX_INTEGER
from app.sandbox.field_types import decode_data_uri
from app.sandbox.forms import ProjectImageRequest
from app.sandbox.forms import ProjectRequest
from app.sandbox.interface import slug
from app.sandbox.media import delete_owned_media
from app.sandbox.media import media_summary
from app.sandbox.media import store_media
from app.sandbox.queries import Paging
from app.sandbox.resources import Media
from app.sandbox.resources import PageResponse
from app.sandbox.resources import ProjectCreated
from app.sandbox.resources import ProjectPage
from app.sandbox.resources import answers
from app.sandbox.resources import envelope
from app.sandbox.resources import media_links
from app.sandbox.state import Reader
from app.sandbox.state import SandboxState
from app.sandbox.state import Writer
from app.sandbox.state import api_base

router = APIRouter(tags=["Projects"], route_class=JsonRoute)

PUBLIC_SITE = "https://sandbox.reuse.local/projecten"
ProjectId = Annotated[int, Path(ge=1, le=MAX_INTEGER, description="The project ID")]


def project_resource(record: Record) -> dict[str, Any]:
    doc = record.doc
    words = slug(str(doc.get("title", "")))
    resource: dict[str, Any] = {
        "id": record.id,
        "title": doc["title"],
        "published": doc.get("published", False),
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }
    for key, value in doc.items():
        resource.setdefault(key, value)
    resource["url"] = f"{PUBLIC_SITE}/{record.id}" + (f"-{words}" if words else "")
    return resource


def _found(state: SandboxState, project: int) -> Record:
    return found(state.db.get_project(project), "Project not found.")


def _changed(state: SandboxState, project: int, event: str = "updated") -> None:
    """Mark the project changed and tell the webhooks; 404 when there is no such project."""
    state.db.touch_project(project)
    state.webhooks.publish(event, "project", project, project_resource(_found(state, project)))


@router.get("/projects", responses=answers(200, "A page of projects", ProjectPage, 401, 403))
async def list_projects(request: Request, state: Reader, paging: Paging) -> JSONResponse:
    """List projects."""
    records, total = state.db.page("projects", *paging)
    items = [project_resource(r) for r in records]
    return PageResponse(envelope(items, f"{api_base(request)}/projects", paging, total))


@router.post(
    "/projects",
    status_code=201,
    responses=answers(201, "Created", ProjectCreated, 401, 403, 422),
)
async def create_project(state: Writer, form: ProjectRequest) -> JSONResponse:
    """Create a project."""
    doc = form.model_dump(mode="json")
    doc |= {"published": False, "prive": bool(doc["prive"]), "archived": False}
    project = state.db.insert_project(doc, prive=doc["prive"])
    _changed(state, project, "created")
    return JSONResponse({"id": project}, status_code=201)


@router.post(
    "/projects/{project}/images",
    status_code=201,
    responses=answers(
        201, "The image", Media, 401, 403, 404, 422, links=media_links("project", "image")
    ),
)
async def add_project_image(
    request: Request, state: Writer, project: ProjectId, image: ProjectImageRequest
) -> JSONResponse:
    """Add an image (data: URI or http(s) URL) to a project."""
    _found(state, project)
    declared, data = decode_data_uri(image.src)
    outside = None if data is not None else image.src
    stored = store_media(
        state.db, ("project", project), "image", image.name, data, declared, outside
    )
    _changed(state, project)
    return JSONResponse(media_summary(api_base(request), stored), status_code=201)


@router.delete(
    "/projects/{project}/images/{imageId}",
    status_code=204,
    responses=answers(204, "Deleted", None, 401, 403, 404),
)
async def delete_project_image(
    state: Writer,
    project: ProjectId,
    image: Annotated[int, Path(alias="imageId", ge=1, le=MAX_INTEGER)],
) -> Response:
    """Delete an image of a project."""
    delete_owned_media(state.db, ("project", project), "image", image)
    _changed(state, project)
    return Response(status_code=204)
