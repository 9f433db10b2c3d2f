"""The answers of the interface as the sandbox gives them: response forms, declared once.

The OpenAPI description takes every response schema from these models (`answers(...)` on
each route), and a test holds the sandbox's real answers against them. Attributes carry the
wire names. Every member is required in an answer, as the interface's response tables say;
`str | None` is a member that may be null.
"""

from __future__ import annotations

from types import UnionType
from typing import Annotated
from typing import Any
from typing import Union
from typing import get_args
from typing import get_origin
from urllib.parse import urlencode

from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import Field
from pydantic import create_model
from pydantic_core import to_json
from starlette.responses import JSONResponse

from app.sandbox.field_types import Rule
from app.sandbox.field_types import Text
from app.sandbox.forms import ProductRequest
from app.sandbox.forms import ProjectRequest


class Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- errors and tokens ------------------------------------------------------------------


class Message(Answer):
    message: str


class ValidationProblems(Answer):
    """422: the first message, and every message per dotted field path of the request."""

    message: str
    errors: dict[str, list[str]]


class UnknownSubProductCategory(Answer):
    error: str = Field(json_schema_extra={"enum": ["Unknown subProductCategory value"]})


class Token(Answer):
    access_token: str
    token_type: str = Field(json_schema_extra={"enum": ["Bearer"]})
    expires_in: int
    scope: str


class TokenError(Answer):
    """RFC 6749: invalid_request, invalid_client, invalid_grant, unsupported_grant_type, ..."""

    error: str
    error_description: str


class TokenRequest(Answer):
    """The form-encoded body of POST /token."""

    grant_type: str = Field(json_schema_extra={"enum": ["client_credentials", "password"]})
    client_id: str | None = None
    client_secret: str | None = None
    username: str | None = None
    password: str | None = None
    scope: str | None = None


# -- products and projects -------------------------------------------------------------


def _answer_type(annotation: Any) -> Any:
    """What a request member comes back as: groups as their answer, yes/no and whole numbers
    as themselves, a choice as one of its values, everything else (numbers included, as the
    spec says) as text; all nullable."""
    metadata = getattr(annotation, "__metadata__", ())
    if any(isinstance(item, Rule) and "enum" in item.schema for item in metadata):
        return annotation | None
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    choices = [arg for arg in get_args(annotation) if arg is not type(None)]
    if get_origin(annotation) in (Union, UnionType) and len(choices) == 1:
        return _answer_type(choices[0])
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return answer_form(annotation, f"{annotation.__name__}Resource")
    return annotation | None if annotation in (bool, int) else Text


def answer_form(form: type[BaseModel], name: str, **members: Any) -> type[BaseModel]:
    """The answer form of a request form: every member required (the response tables say so),
    in the type `_answer_type` gives it, unless `members` says otherwise."""
    fields: dict[str, Any] = {
        key: (_answer_type(info.annotation), ...) for key, info in form.model_fields.items()
    }
    fields |= {key: (kind, ...) for key, kind in members.items()}
    return create_model(name, __base__=Answer, **fields)


class DescriptionResource(Answer):
    description: Text
    languageCode: str = Field(json_schema_extra={"enum": ["NL"]})


class AttachmentResource(Answer):
    imageData: str = Field(description="JSON text of an array of {id, name, url}")
    attachedData: str = Field(description="JSON text of an array of {id, name, url}")


class ItemDetailsResource(Answer):
    name: str
    productDescription: list[DescriptionResource]
    attachment: AttachmentResource


ProductResource = answer_form(
    ProductRequest,
    "ProductResource",
    id=int,
    websiteURI=Annotated[str, Field(description="The product's page on the service")],
    productCategory=str,
    projectNumber=Text,
    itemDetails=ItemDetailsResource,
)
ProductCreated = create_model("ProductCreated", __base__=Answer, id=(str, ...))
ProductData = create_model("ProductData", __base__=Answer, data=(ProductResource, ...))


class Media(Answer):
    """An image or file; its bytes are served without a token at `url`."""

    id: int
    name: str
    url: str


class PageLinks(Answer):
    first: Text
    last: Text
    prev: Text
    next: Text


class PageLink(Answer):
    url: Text
    label: str
    active: bool


class PageMeta(Answer):
    model_config = ConfigDict(extra="forbid", validate_by_name=True)

    current_page: int
    from_: int | None = Field(alias="from")
    last_page: int
    links: list[PageLink]
    path: Text
    per_page: int
    to: int | None
    total: int


def page_of(item: type[BaseModel], name: str) -> type[BaseModel]:
    """The paginated envelope of a list (Laravel's length-aware paginator)."""
    items: Any = list[item]  # type: ignore[valid-type]
    return create_model(
        name, __base__=Answer, data=(items, ...), links=(PageLinks, ...), meta=(PageMeta, ...)
    )


# Laravel's paginator links pages this far either side of the current one.
_ON_EACH_SIDE = 3


def link_window(page: int, last_page: int) -> list[int | None]:
    """The page numbers `meta.links` holds, None for a "..." between them, as Laravel's
    `UrlWindow` generates them: every page of a short list; of a long one the first two, the
    last two and those around the current page, so a page of a 1,000-page list carries 13
    links, not 1,000 (which were half its bytes)."""
    window = _ON_EACH_SIDE + 4
    if last_page < _ON_EACH_SIDE * 2 + 8:
        return list(range(1, last_page + 1))
    start, finish = [1, 2], [last_page - 1, last_page]
    if page <= window:
        return [*range(1, window + _ON_EACH_SIDE + 1), None, *finish]
    if page > last_page - window:
        return [*start, None, *range(last_page - (window + _ON_EACH_SIDE - 1), last_page + 1)]
    slider = range(page - _ON_EACH_SIDE, page + _ON_EACH_SIDE + 1)
    return [*start, None, *slider, None, *finish]


def envelope(
    items: list[dict[str, Any]], path: str, paging: tuple[int, int], total: int, **filters: str
) -> dict[str, Any]:
    """A page of a list in `page_of`'s form. Every link is absolute and keeps `per_page` and the
    list's filters, so a client can follow `links.next` until it is null."""
    page, per_page = paging
    last_page = max(1, -(-total // per_page))

    def url(number: int) -> str:
        return f"{path}?{urlencode({**filters, 'page': number, 'per_page': per_page})}"

    first_index = (page - 1) * per_page + 1
    prev_url = url(page - 1) if 1 < page <= last_page + 1 else None
    next_url = url(page + 1) if page < last_page else None
    numbered = [
        (None, "...", False) if n is None else (url(n), str(n), n == page)
        for n in link_window(page, last_page)
    ]
    links = [(prev_url, "&laquo; Previous", False), *numbered, (next_url, "Next &raquo;", False)]
    return {
        "data": items,
        "links": {"first": url(1), "last": url(last_page), "prev": prev_url, "next": next_url},
        "meta": {
            "current_page": page,
            "from": first_index if items else None,
            "last_page": last_page,
            "links": [{"url": link, "label": label, "active": on} for link, label, on in links],
            "path": path,
            "per_page": per_page,
            "to": first_index + len(items) - 1 if items else None,
            "total": total,
        },
    }


class PageResponse(JSONResponse):
    """A page of a list, written by pydantic's compiled serializer: the same compact UTF-8
    JSON as Starlette's `json.dumps`, in a quarter of the time (a 100,000-product list is
    a thousand pages of 100)."""

    def render(self, content: Any) -> bytes:
        return to_json(content)


ProductPage = page_of(ProductResource, "ProductPage")
ProjectResource = answer_form(
    ProjectRequest,
    "ProjectResource",
    id=int,
    title=str,
    published=bool,
    created_at=Text,
    updated_at=Text,
    archived=bool | None,
    url=str,
)
ProjectPage = page_of(ProjectResource, "ProjectPage")
ProjectCreated = create_model("ProjectCreated", __base__=Answer, id=(int, ...))


# -- subscriptions ----------------------------------------------------------------------


class SubscriptionCommon(Answer):
    id: str = Field(json_schema_extra={"format": "uuid"})
    resource_type: str = Field(json_schema_extra={"enum": ["subscription"]})
    url: str
    consumer_id: str
    provider_id: str
    description: Text
    status: str = Field(json_schema_extra={"enum": ["active", "inactive"]})
    webhook_url: str
    signing_secret: str


class SubscriptionA(SubscriptionCommon):
    """Variant A (the default): ISO date strings, event types as one comma-separated string."""

    created_date: str
    start_date: str
    end_date: Text
    event_type: str


class SubscriptionB(SubscriptionCommon):
    """Variant B: unix seconds, event types as an array, plain party ids."""

    created_date: int
    start_date: int | None
    end_date: int | None
    event_type: list[str]


class SubscriptionList(Answer):
    count: int
    subscriptions: list[SubscriptionA | SubscriptionB]


class SubscriptionTestResult(Answer):
    """What the test delivery to the webhook did."""

    delivered: bool
    status_code: int | None
    error: Text
    event_id: str


# -- what each operation answers --------------------------------------------------------

_ERRORS: dict[int, dict[str, Any]] = {
    401: {"description": "No usable bearer token", "model": Message},
    403: {"description": "The token may not perform this operation (read-only)", "model": Message},
    404: {"description": "Not found", "model": Message},
    422: {
        "description": "Validation failed (or a body that is not a JSON object)",
        "model": ValidationProblems,
    },
}
"""The error answers of the interface, by status; 413 is added to every POST and PUT by
`openapi.py` (the body limit is the sandbox's assumption), and only creating a product answers
400 (`UnknownSubProductCategory`)."""


def answers(
    status: int,
    description: str,
    model: Any = None,
    *errors: int,
    links: dict[str, dict[str, Any]] | None = None,
) -> dict[int | str, dict[str, Any]]:
    """The `responses` of a route: its success answer (with the OpenAPI `links` to the
    operations its answer names a record for) and the error answers it can give."""
    success = {"description": description} | ({"model": model} if model is not None else {})
    success |= {"links": links} if links else {}
    return {status: success, **{code: _ERRORS[code] for code in errors}}


def media_links(owner: str, kind: str) -> dict[str, dict[str, Any]]:
    """Where an added image or file (`Media`) leads: its deletion, and its bytes."""
    delete = {
        "operationId": f"delete_{owner}_{kind}",
        "parameters": {owner: f"$request.path.{owner}", f"{kind}Id": "$response.body#/id"},
    }
    download = {
        "operationId": "download_media",
        "parameters": {"media_id": "$response.body#/id", "name": "$response.body#/name"},
    }
    return {f"Delete{kind.title()}": delete, "Download": download}
