"""The client and the sandbox read the interface independently; this test holds them together.

The sandbox's OpenAPI description (derived from its own declarations) and the client's pydantic
models (`model_json_schema(by_alias=True)`) are flattened to one entry per dotted wire path and
compared field by field: names, JSON types, required, nullable, enums and limits.

Requests must agree: what the client's form insists on (`check({})`) the sandbox requires, and
what the sandbox requires the client insists on or always sends (a default, a group); types,
nullability of optional members, enums and limits are equal. Answers must be readable: every
type the sandbox answers with is one the client's model accepts, null only where the client
takes null, and the client requires nothing the sandbox may leave out.

A difference that is known and waiting for a fix is listed in KNOWN_DIFFERENCES with its reason;
the test fails on any other difference, and on a listed one that has gone (remove it then).
"""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from pydantic import BaseModel

from app.api.categories import LIMITS
from app.api.fields import RecordId
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.projects import ProjectImageRequest
from app.api.projects import ProjectRequest
from app.api.projects import ProjectResponse
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionCreate
from app.api.subscriptions import SubscriptionTestResult
from app.sandbox.app import create_app
from app.sandbox.auth import TokenStore
from app.sandbox.database import Database
from app.sandbox.openapi import openapi_document
from app.sandbox.state import SandboxState
from app.sandbox.webhooks import WebhookDispatcher

LIMIT_KEYS = ("maxLength", "minLength", "minItems", "maxItems", "minimum", "maximum")
WIRE_FORMATS = ("date", "date-time")  # formats that change what goes on the wire

_PRODUCT_FORMS = ("product create", "product update")
_SANDBOX_EXTENSION = "the sandbox also accepts it; the client never sends it (spec: not shown)"
_INLINE_UPLOADS = (
    "the sandbox accepts images and files inline as [{name, data}] (the spec's validation "
    "rules); the client uploads each through its own operation and sends only null"
)
_CATEGORY_OBJECT = (
    "the interface's other form of the update's productCategory, the object {id, type}: the "
    "sandbox accepts it (and its OpenAPI says so); the client sends the category's name"
)
_SUBSCRIPTION_MOMENT = (
    "the sandbox also reads an ISO date and unix seconds from 1970 (the form variant B answers), "
    "and its OpenAPI says so; the client sends ISO date-times"
)
_READ_BY_A_VALIDATOR = (
    "the client reads this form of the value in a before-validator that its schema does not show"
)

# (form, dotted path, aspect) -> why it differs and who fixes it.
KNOWN_DIFFERENCES: dict[tuple[str, str, str], str] = {
    **{
        (form, f"itemDetails.attachment.{member}{tail}", aspect): _INLINE_UPLOADS
        for form in _PRODUCT_FORMS
        for member in ("imageData", "attachedData")
        for tail, aspect in (
            ("", "types"),
            ("[]", "only in the sandbox"),
            ("[].name", "only in the sandbox"),
            ("[].data", "only in the sandbox"),
        )
    },
    **{
        ("project", path, "only in the sandbox"): _SANDBOX_EXTENSION
        for path in (
            "beschrijving",
            "functie_object",
            "architect",
            "bereikbaarheid_locatie",
            "materiaaleigenaar",
            "latitude",
            "longitude",
            "bouwjaar",
            "aantal_bouwlagen",
            "bruto_vloeroppervlak_m2",
            "grondwaterstand",
            "voorbereidende_werkzaamheden_mogelijk_vanaf",
        )
    },
    ("subscription", "description", "only in the sandbox"): _SANDBOX_EXTENSION,
    **{
        ("subscription", moment, aspect): _SUBSCRIPTION_MOMENT
        for moment in ("start_date", "end_date")
        for aspect in ("types", "limits not in the client")
    },
    ("product update", "productCategory", "types"): _CATEGORY_OBJECT,
    ("product update", "productCategory.id", "only in the sandbox"): _CATEGORY_OBJECT,
    ("product update", "productCategory.type", "only in the sandbox"): _CATEGORY_OBJECT,
    ("product created", "id", "types"): "the answer's id is a string; pydantic reads it as an int",
    ("subscription answer A", "event_type", "types"): _READ_BY_A_VALIDATOR,
    ("subscription answer B", "created_date", "types"): _READ_BY_A_VALIDATOR,
    ("subscription answer B", "start_date", "types"): _READ_BY_A_VALIDATOR,
    ("subscription answer B", "end_date", "types"): _READ_BY_A_VALIDATOR,
}


@dataclass(frozen=True)
class Member:
    """What one schema says about one member."""

    types: frozenset[str]  # JSON types without "null"; empty: any value
    nullable: bool
    required: bool
    enum: frozenset[Any] | None
    limits: tuple[tuple[str, Any], ...]


def sandbox_schemas() -> dict[str, Any]:
    db = Database()
    app = create_app(SandboxState(db, TokenStore(60), WebhookDispatcher(db, ())))
    schemas: dict[str, Any] = openapi_document(app, "http://sandbox/api/v1")["components"][
        "schemas"
    ]
    return schemas


def members(schema: Mapping[str, Any], definitions: Mapping[str, Any]) -> dict[str, Member]:
    """Every member of an object schema by dotted path; array items as `path[]`."""
    found: dict[str, Member] = {}

    def resolve(node: Mapping[str, Any]) -> Mapping[str, Any]:
        while "$ref" in node:
            node = {**definitions[node["$ref"].rsplit("/", 1)[1]], **node}
            node = {key: value for key, value in node.items() if key != "$ref"}
        return node

    def alternatives(node: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
        node = resolve(node)
        branches = node.get("anyOf") or node.get("oneOf")
        if branches:
            for branch in branches:
                yield from alternatives(branch)
        else:
            yield node

    def visit(path: str, node: Mapping[str, Any], required: bool) -> None:
        branches = list(alternatives(node))
        types: set[str] = set()
        nullable = False
        enum: set[Any] | None = None
        limits: dict[str, Any] = {}
        for branch in branches:
            kind = branch.get("type")
            kinds = set(kind) if isinstance(kind, list) else {kind} if kind else set()
            nullable |= "null" in kinds
            kinds.discard("null")
            if branch.get("format") in WIRE_FORMATS:
                kinds = {f"{k}:{branch['format']}" for k in kinds}
            types |= kinds
            values = branch.get("enum", [branch["const"]] if "const" in branch else None)
            if values is not None:
                enum = (enum or set()) | set(values)
            limits |= {key: branch[key] for key in LIMIT_KEYS if key in branch}
            for name, child in branch.get("properties", {}).items():
                visit(f"{path}.{name}" if path else name, child, name in branch.get("required", ()))
            if "items" in branch:
                visit(f"{path}[]", branch["items"], False)  # an item is not a member
        if path:
            frozen = frozenset(enum) if enum is not None else None
            found[path] = Member(
                frozenset(types), nullable, required, frozen, tuple(sorted(limits.items()))
            )

    visit("", schema, True)
    return found


def client_members(model: type[BaseModel]) -> dict[str, Member]:
    schema = model.model_json_schema(by_alias=True)
    return members(schema, schema.get("$defs", {}))


def always_sent(model: type[BaseModel]) -> set[str]:
    """Paths the client's form sends whatever the user typed: defaults that are not null."""
    sent: set[str] = set()

    def visit(prefix: str, value: Any) -> None:
        for key, item in value.items():
            if item is not None:
                sent.add(prefix + key)
                if isinstance(item, Mapping):
                    visit(f"{prefix}{key}.", item)

    visit("", model.model_construct().model_dump(by_alias=True, mode="json", warnings=False))
    return sent


def compare_request(form: str, client: type[BaseModel], sandbox: str) -> set[tuple[str, str, str]]:
    schemas = sandbox_schemas()
    theirs = members(schemas[sandbox], schemas)
    ours = client_members(client)
    insisted = set(client.check({}))  # type: ignore[attr-defined]
    sent = always_sent(client)
    differences: set[tuple[str, str, str]] = set()
    for path in theirs.keys() | ours.keys():
        if path not in ours or path not in theirs:
            side = "only in the sandbox" if path in theirs else "only in the client"
            differences.add((form, path, side))
            continue
        server, local = theirs[path], ours[path]
        if server.required and path not in insisted | sent:
            differences.add((form, path, "required"))
        if path in insisted and not server.required:
            differences.add((form, path, "required"))
        if server.types != local.types:
            differences.add((form, path, "types"))
        if not server.required and server.nullable != local.nullable:
            differences.add((form, path, "nullable"))
        if server.enum != local.enum:
            differences.add((form, path, "enum" if local.enum else "enum not in the client"))
        if server.limits != local.limits:
            differences.add((form, path, "limits" if local.limits else "limits not in the client"))
    return differences


def compare_answer(form: str, client: type[BaseModel], sandbox: str) -> set[tuple[str, str, str]]:
    schemas = sandbox_schemas()
    theirs = members(schemas[sandbox], schemas)
    ours = client_members(client)
    differences: set[tuple[str, str, str]] = set()
    for path in theirs.keys() | ours.keys():
        if path not in ours:
            differences.add((form, path, "only in the sandbox"))
            continue
        if path not in theirs:  # the client fills it itself unless it requires it
            if ours[path].required:
                differences.add((form, path, "only in the client"))
            continue
        server, local = theirs[path], ours[path]
        plain = {kind.split(":")[0] for kind in local.types}
        accepted = local.types | plain | ({"integer"} if "number" in plain else set())
        if server.types and local.types and not server.types <= accepted:
            differences.add((form, path, "types"))
        if server.nullable and not local.nullable and local.types:
            differences.add((form, path, "nullable"))
        if local.required and not server.required:
            differences.add((form, path, "required"))
        if local.enum is not None and not (server.enum and server.enum <= local.enum):
            differences.add((form, path, "enum"))
    return differences


REQUESTS = [
    ("product create", ProductRequest, "ProductRequest"),
    ("product update", ProductRequest, "ProductUpdateRequest"),
    ("project", ProjectRequest, "ProjectRequest"),
    ("subscription", SubscriptionCreate, "SubscriptionRequest"),
]
ANSWERS = [
    ("product answer", ProductResponse, "ProductResource"),
    ("product created", RecordId, "ProductCreated"),
    ("project answer", ProjectResponse, "ProjectResource"),
    ("project created", RecordId, "ProjectCreated"),
    ("subscription answer A", Subscription, "SubscriptionA"),
    ("subscription answer B", Subscription, "SubscriptionB"),
    ("subscription test", SubscriptionTestResult, "SubscriptionTestResult"),
]


def all_differences() -> set[tuple[str, str, str]]:
    found: set[tuple[str, str, str]] = set()
    for form, client, sandbox in REQUESTS:
        found |= compare_request(form, client, sandbox)
    found |= compare_answer("project image", ProjectImageRequest, "ProjectImageRequest")
    for form, client, sandbox in ANSWERS:
        found |= compare_answer(form, client, sandbox)
    return found


def test_the_client_and_the_sandbox_agree_field_by_field() -> None:
    found = all_differences()

    new = sorted(found - KNOWN_DIFFERENCES.keys())
    gone = sorted(KNOWN_DIFFERENCES.keys() - found)
    assert not new, "the client and the sandbox differ:\n" + "\n".join(map(str, new))
    assert not gone, "fixed, remove from KNOWN_DIFFERENCES:\n" + "\n".join(map(str, gone))


@pytest.mark.parametrize("kind", ["product", "project", "subscription"])
def test_every_shared_limit_is_declared_by_the_sandbox(kind: str) -> None:
    schemas = sandbox_schemas()
    form = {"product": "ProductRequest", "project": "ProjectRequest"}.get(
        kind, "SubscriptionRequest"
    )
    declared = members(schemas[form], schemas)
    names = {"max_length": "maxLength", "ge": "minimum", "le": "maximum"}

    for path, limits in LIMITS[kind].items():
        member = declared[path]
        expected = {
            (
                "minItems"
                if key == "min_length" and "array" in member.types
                else names.get(key, "minLength")
            ): value
            for key, value in limits.items()
        }
        assert dict(member.limits) == expected, path
