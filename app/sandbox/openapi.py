"""The OpenAPI description served at /api/v1/openapi.json, written by hand.

The handlers validate bodies themselves (to answer with the service's own 422 shape), so
FastAPI cannot infer the request and response forms; this document states them. A test checks
that it lists exactly the operations the server serves.
"""

from __future__ import annotations

from typing import Any

from app.sandbox.interface import CATEGORIES, PRODUCT_STATUSES, SOIL_TYPES

Schema = dict[str, Any]

READ: list[dict[str, list[str]]] = [{"oauth2": ["read"]}]
WRITE: list[dict[str, list[str]]] = [{"oauth2": ["write"]}]
PUBLIC: list[dict[str, list[str]]] = []


def _ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def _nullable(kind: str, **extra: Any) -> Schema:
    return {"type": [kind, "null"], **extra}


def _object(properties: dict[str, Schema], required: list[str] | None = None) -> Schema:
    schema: Schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def _all_required(properties: dict[str, Schema]) -> Schema:
    return _object(properties, list(properties))


def _json(schema: Schema) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


def _response(description: str, schema: Schema | None = None) -> dict[str, Any]:
    answer: dict[str, Any] = {"description": description}
    if schema is not None:
        answer |= _json(schema)
    return answer


_ERRORS = {
    400: ("Bad request (malformed JSON body)", "Message"),
    401: ("No usable bearer token", "Message"),
    403: ("The token may not perform this operation (read-only)", "Message"),
    404: ("Not found", "Message"),
    413: ("Request body too large", "Message"),
    422: ("Validation failed", "ValidationError"),
}


def _errors(*codes: int) -> dict[str, Any]:
    return {str(code): _response(_ERRORS[code][0], _ref(_ERRORS[code][1])) for code in codes}


def _path_param(name: str, kind: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "in": "path",
        "required": True,
        "description": description,
        "schema": {"type": kind},
    }


def _operation(
    operation_id: str,
    summary: str,
    security: list[dict[str, list[str]]],
    responses: dict[str, Any],
    *,
    tag: str,
    parameters: list[dict[str, Any]] | None = None,
    body: Schema | None = None,
    form: Schema | None = None,
) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "operationId": operation_id,
        "summary": summary,
        "tags": [tag],
        "security": security,
        "responses": responses,
    }
    if parameters:
        operation["parameters"] = parameters
    if body is not None:
        operation["requestBody"] = {"required": True} | _json(body)
    if form is not None:
        operation["requestBody"] = {
            "required": True,
            "content": {"application/x-www-form-urlencoded": {"schema": form}},
        }
    return operation


_PAGE_PARAMETERS = [
    {
        "name": "page",
        "in": "query",
        "required": False,
        "schema": {"type": "integer", "minimum": 1, "default": 1},
    },
    {
        "name": "per_page",
        "in": "query",
        "required": False,
        "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 15},
    },
]

_PRODUCT = _path_param("product", "integer", "The product ID")
_PROJECT = _path_param("project", "integer", "The project ID")
_SUBSCRIPTION = _path_param("subscription", "string", "The subscription UUID")


def _schemas() -> dict[str, Schema]:
    text = _nullable("string")
    number = {"type": ["number", "string", "null"], "description": "A number (or numeric text)"}
    status = {"type": ["string", "null"], "enum": [*PRODUCT_STATUSES, None]}
    category_object = _object({"id": {"type": "string"}, "type": {"type": "string"}})
    upload = _object({"name": {"type": "string"}, "data": {"type": "string"}}, ["name", "data"])
    attachment_request = {
        "oneOf": [{"type": "string"}, {"type": "null"}, upload, {"type": "array", "items": upload}]
    }
    description_request = _object({"description": text, "languageCode": text})
    dims = {"height": number, "width": number, "depth": number, "uoMMeasurement": text}
    characteristics = {k: text for k in ("technicalQuality", "aestheticQuality", "rawMaterial")}
    characteristics["color"] = text
    product_request = _object(
        {
            "productCategory": {
                "oneOf": [{"type": "string", "enum": list(CATEGORIES)}, category_object]
            },
            "subProductCategory": text,
            "projectNumber": _nullable("integer", description="Create only"),
            "websiteURI": _nullable("string", format="uri"),
            "itemDetails": _object(
                {
                    "name": {"type": "string"},
                    "productDescription": {
                        "oneOf": [
                            {"type": "null"},
                            description_request,
                            {"type": "array", "items": description_request},
                        ]
                    },
                    "attachment": _object(
                        {"imageData": attachment_request, "attachedData": attachment_request}
                    ),
                },
                ["name"],
            ),
            "tradeItemIdentification": _object({"suppliersTradeItemId": text}),
            "physicalDimensions": _object(dims),
            "quantity": _object(
                {
                    "quantityValue": {"type": ["number", "string"]},
                    "quantityUoM": {"type": "string"},
                },
                ["quantityValue", "quantityUoM"],
            ),
            "priceInformation": _object(
                {
                    "price": number,
                    "priceBase": _object(
                        {
                            "VATInformation": _nullable("boolean"),
                            "numberOfUnitsInPriceBasis": text,
                            "priceOnRequestIndicator": _nullable("boolean"),
                        }
                    ),
                }
            ),
            "itemCharacteristics": _object(characteristics),
            "validityInformation": _object(
                {
                    "statusCode": status,
                    "validityStartDate": _nullable("string", format="date"),
                    "validityEndDate": _nullable("string", format="date"),
                }
            ),
            "person": _object(
                {
                    "personName": text,
                    "contactInformation": _object(
                        {"emailAddress": _nullable("string", format="email")}
                    ),
                }
            ),
            "address": _object(
                {"street": text, "postalCode": text, "city": {"type": "string"}}, ["city"]
            ),
            "genericEnvironmentalInformation": _object(
                {"co2Reduction": number, "eciResult": number, "noxResult": number, "mkiNMDid": text}
            ),
        },
        ["productCategory"],
    )
    product_update = dict(product_request)
    product_update["required"] = ["productCategory", "itemDetails", "quantity", "address"]

    product_resource = _all_required(
        {
            "id": {"type": "integer"},
            "websiteURI": text,
            "productCategory": {"type": "string"},
            "subProductCategory": text,
            "projectNumber": text,
            "tradeItemIdentification": _all_required({"suppliersTradeItemId": text}),
            "itemDetails": _all_required(
                {
                    "name": {"type": "string"},
                    "productDescription": {
                        "type": "array",
                        "items": _all_required(
                            {
                                "description": text,
                                "languageCode": {"type": "string", "enum": ["NL"]},
                            }
                        ),
                    },
                    "attachment": _all_required(
                        {
                            "imageData": {
                                "type": "string",
                                "description": "JSON text of an array of {id, name, url}",
                            },
                            "attachedData": {
                                "type": "string",
                                "description": "JSON text of an array of {id, name, url}",
                            },
                        }
                    ),
                }
            ),
            "physicalDimensions": _all_required(
                {"height": text, "width": text, "depth": text, "uoMMeasurement": {}}
            ),
            "quantity": _all_required({"quantityValue": text, "quantityUoM": text}),
            "priceInformation": _all_required(
                {
                    "price": text,
                    "priceBase": _all_required(
                        {
                            "VATInformation": _nullable("boolean"),
                            "numberOfUnitsInPriceBasis": text,
                            "priceOnRequestIndicator": _nullable("boolean"),
                        }
                    ),
                }
            ),
            "itemCharacteristics": _all_required(characteristics),
            "validityInformation": _all_required(
                {"statusCode": status, "validityStartDate": text, "validityEndDate": text}
            ),
            "person": _all_required(
                {"personName": text, "contactInformation": _all_required({"emailAddress": text})}
            ),
            "address": _all_required({"street": text, "postalCode": text, "city": text}),
            "genericEnvironmentalInformation": _all_required(
                {"co2Reduction": text, "eciResult": text, "noxResult": text, "mkiNMDid": text}
            ),
        }
    )

    date_time = {"type": "string", "format": "date-time"}
    project_request = _object(
        {
            "title": {"type": "string"},
            "contactpersoon_naam": {"type": "string"},
            "contactpersoon_email": {"type": "string", "format": "email"},
            "adres": {"type": "string"},
            "postcode": {"type": "string"},
            "plaats": {"type": "string"},
            "materiaal_beschikbaar_vanaf": date_time,
            "materiaal_beschikbaar_tot": date_time | {"description": "After its vanaf"},
            "materiaal_online_vanaf": date_time,
            "materiaal_online_tot": date_time | {"description": "After its vanaf"},
            "levering": {"type": "string"},
            "status_materiaal": {"type": "string", "enum": list(PRODUCT_STATUSES)},
            "grondsoort": {"type": ["string", "null"], "enum": [*SOIL_TYPES, None]},
            "prive": {"type": "boolean"},
        },
        [
            "title",
            "contactpersoon_naam",
            "contactpersoon_email",
            "adres",
            "postcode",
            "plaats",
            "materiaal_beschikbaar_vanaf",
            "materiaal_beschikbaar_tot",
            "materiaal_online_vanaf",
            "materiaal_online_tot",
            "levering",
            "status_materiaal",
        ],
    )
    integer = _nullable("integer")
    project_resource = _all_required(
        {
            "id": {"type": "integer"},
            "title": {"type": "string"},
            "published": {"type": "boolean"},
            "created_at": text,
            "updated_at": text,
            "beschrijving": text,
            "contactpersoon_naam": text,
            "contactpersoon_email": text,
            "adres": text,
            "postcode": text,
            "plaats": text,
            "latitude": text,
            "longitude": text,
            "functie_object": text,
            "bouwjaar": integer,
            "aantal_bouwlagen": integer,
            "bruto_vloeroppervlak_m2": integer,
            "architect": text,
            "voorbereidende_werkzaamheden_mogelijk_vanaf": text,
            "grondwaterstand": integer,
            "grondsoort": text,
            "bereikbaarheid_locatie": text,
            "materiaal_beschikbaar_vanaf": text,
            "materiaal_beschikbaar_tot": text,
            "materiaal_online_vanaf": text,
            "materiaal_online_tot": text,
            "levering": text,
            "status_materiaal": text,
            "materiaaleigenaar": text,
            "prive": _nullable("boolean"),
            "archived": _nullable("boolean"),
            "url": {"type": "string"},
        }
    )

    def page_of(item: str) -> Schema:
        link = _all_required(
            {"url": text, "label": {"type": "string"}, "active": {"type": "boolean"}}
        )
        return _all_required(
            {
                "data": {"type": "array", "items": _ref(item)},
                "links": _all_required({"first": text, "last": text, "prev": text, "next": text}),
                "meta": _all_required(
                    {
                        "current_page": {"type": "integer"},
                        "from": integer,
                        "last_page": {"type": "integer"},
                        "links": {"type": "array", "items": link},
                        "path": text,
                        "per_page": {"type": "integer"},
                        "to": integer,
                        "total": {"type": "integer"},
                    }
                ),
            }
        )

    event_types = {"type": "string", "enum": ["created", "updated", "deleted"]}
    moment = {"type": ["string", "integer", "null"]}
    subscription_common: dict[str, Schema] = {
        "id": {"type": "string", "format": "uuid"},
        "resource_type": {"type": "string", "enum": ["subscription"]},
        "url": {"type": "string"},
        "consumer_id": {"type": "string"},
        "provider_id": {"type": "string"},
        "description": text,
        "status": {"type": "string", "enum": ["active", "inactive"]},
        "webhook_url": {"type": "string", "format": "uri"},
        "signing_secret": {"type": "string"},
    }
    variant_a = _all_required(
        subscription_common
        | {
            "created_date": {"type": "string", "format": "date-time"},
            "start_date": {"type": "string", "format": "date-time"},
            "end_date": _nullable("string", format="date-time"),
            "event_type": {"type": "string", "description": "Comma-separated event types"},
        }
    )
    variant_b = _all_required(
        subscription_common
        | {
            "created_date": {"type": "integer", "description": "Unix seconds"},
            "start_date": integer,
            "end_date": integer,
            "event_type": {"type": "array", "items": event_types},
        }
    )

    return {
        "Message": _all_required({"message": {"type": "string"}}),
        "ValidationError": _all_required(
            {
                "message": {"type": "string"},
                "errors": {
                    "type": "object",
                    "description": "Messages per dotted field path of the request",
                    "additionalProperties": {"type": "array", "items": {"type": "string"}},
                },
            }
        ),
        "UnknownSubProductCategory": _all_required(
            {"error": {"type": "string", "enum": ["Unknown subProductCategory value"]}}
        ),
        "TokenRequest": _object(
            {
                "grant_type": {"type": "string", "enum": ["client_credentials", "password"]},
                "client_id": {"type": "string"},
                "client_secret": {"type": "string"},
                "username": {"type": "string"},
                "password": {"type": "string"},
                "scope": {"type": "string"},
            },
            ["grant_type"],
        ),
        "Token": _object(
            {
                "access_token": {"type": "string"},
                "token_type": {"type": "string", "enum": ["Bearer"]},
                "expires_in": {"type": "integer"},
                "scope": {"type": "string"},
            },
            ["access_token", "token_type", "expires_in"],
        ),
        "TokenError": _all_required(
            {
                "error": {
                    "type": "string",
                    "enum": [
                        "invalid_request",
                        "invalid_client",
                        "invalid_grant",
                        "unsupported_grant_type",
                        "invalid_scope",
                    ],
                },
                "error_description": {"type": "string"},
            }
        ),
        "ProductRequest": product_request,
        "ProductUpdateRequest": product_update,
        "ProductResource": product_resource,
        "ProductPage": page_of("ProductResource"),
        "ProductCreated": _all_required({"id": {"type": "string"}}),
        "ProductData": _all_required({"data": _ref("ProductResource")}),
        "MediaUpload": upload,
        "Media": _all_required(
            {"id": {"type": "integer"}, "name": {"type": "string"}, "url": {"type": "string"}}
        ),
        "ProjectRequest": project_request,
        "ProjectResource": project_resource,
        "ProjectPage": page_of("ProjectResource"),
        "ProjectCreated": _all_required({"id": {"type": "integer"}}),
        "ProjectImageRequest": _object(
            {
                "name": {"type": "string"},
                "src": {"type": "string", "description": "A data: URI or an http(s) URL"},
            },
            ["name", "src"],
        ),
        "SubscriptionRequest": _object(
            {
                "resource_type": {"type": "string", "enum": ["subscription"]},
                "start_date": moment,
                "end_date": moment,
                "webhook_url": {"type": "string", "format": "uri"},
                "event_type": {"type": "array", "items": event_types, "minItems": 1},
                "description": text,
            },
            ["resource_type", "webhook_url", "event_type"],
        ),
        "Subscription": {"oneOf": [variant_a, variant_b]},
        "SubscriptionList": _all_required(
            {
                "count": {"type": "integer"},
                "subscriptions": {"type": "array", "items": _ref("Subscription")},
            }
        ),
        "SubscriptionTestResult": _all_required(
            {
                "delivered": {"type": "boolean"},
                "status_code": integer,
                "error": text,
                "event_id": {"type": "string", "format": "uuid"},
            }
        ),
    }


def _paths() -> dict[str, Any]:
    ok = _response
    return {
        "/token": {
            "post": _operation(
                "issueToken",
                "Obtain an access token (client_credentials or password grant)",
                PUBLIC,
                {
                    "200": ok("The token", _ref("Token")),
                    "400": ok("Bad token request", _ref("TokenError")),
                    "401": ok("Client authentication failed", _ref("TokenError")),
                },
                tag="Authentication",
                form=_ref("TokenRequest"),
            )
        },
        "/openapi.json": {
            "get": _operation(
                "getOpenApiDescription",
                "This description",
                PUBLIC,
                {"200": ok("The OpenAPI description", {"type": "object"})},
                tag="Description",
            )
        },
        "/media/{media_id}/{name}": {
            "get": _operation(
                "downloadMedia",
                "The bytes of a product image or file, or of a project image (no token needed)",
                PUBLIC,
                {
                    "200": {
                        "description": "The bytes",
                        "content": {"*/*": {"schema": {"type": "string", "format": "binary"}}},
                    },
                    **_errors(404),
                },
                tag="Media",
                parameters=[
                    _path_param("media_id", "integer", "The image or file ID"),
                    _path_param("name", "string", "The file name"),
                ],
            )
        },
        "/products": {
            "get": _operation(
                "listProducts",
                "List products (archived ones left out)",
                READ,
                {"200": ok("A page of products", _ref("ProductPage")), **_errors(401, 403, 422)},
                tag="Products",
                parameters=[
                    {
                        "name": "public",
                        "in": "query",
                        "required": False,
                        "description": "When 1: only products that are Beschikbaar or Te koop "
                        "and not in a private project",
                        "schema": {"type": "integer"},
                    },
                    *_PAGE_PARAMETERS,
                ],
            ),
            "post": _operation(
                "createProduct",
                "Create a product",
                WRITE,
                {
                    "201": ok("Created", _ref("ProductCreated")),
                    "400": ok(
                        "Unknown subProductCategory (or a malformed body)",
                        {"oneOf": [_ref("UnknownSubProductCategory"), _ref("Message")]},
                    ),
                    **_errors(401, 403, 413, 422),
                },
                tag="Products",
                body=_ref("ProductRequest"),
            ),
        },
        "/products/{product}/update": {
            "put": _operation(
                "updateProduct",
                "Update a product",
                WRITE,
                {
                    "200": ok("The updated product", _ref("ProductData")),
                    "400": ok(
                        "Unknown subProductCategory (or a malformed body)",
                        {"oneOf": [_ref("UnknownSubProductCategory"), _ref("Message")]},
                    ),
                    **_errors(401, 403, 404, 413, 422),
                },
                tag="Products",
                parameters=[_PRODUCT],
                body=_ref("ProductUpdateRequest"),
            )
        },
        "/products/{product}/archive": {
            "post": _operation(
                "archiveProduct",
                "Archive a product (it leaves the list)",
                WRITE,
                {"200": ok("The archived product", _ref("ProductData")), **_errors(401, 403, 404)},
                tag="Products",
                parameters=[_PRODUCT],
            )
        },
        "/products/{product}/images": {
            "post": _operation(
                "addProductImage",
                "Add an image (base64) to a product",
                WRITE,
                {"201": ok("The image", _ref("Media")), **_errors(400, 401, 403, 404, 413, 422)},
                tag="Products",
                parameters=[_PRODUCT],
                body=_ref("MediaUpload"),
            )
        },
        "/products/{product}/images/{imageId}": {
            "delete": _operation(
                "deleteProductImage",
                "Delete an image of a product",
                WRITE,
                {"204": ok("Deleted"), **_errors(401, 403, 404)},
                tag="Products",
                parameters=[_PRODUCT, _path_param("imageId", "integer", "The image ID")],
            )
        },
        "/products/{product}/files": {
            "post": _operation(
                "addProductFile",
                "Add a file (base64) to a product",
                WRITE,
                {"201": ok("The file", _ref("Media")), **_errors(400, 401, 403, 404, 413, 422)},
                tag="Products",
                parameters=[_PRODUCT],
                body=_ref("MediaUpload"),
            )
        },
        "/products/{product}/files/{fileId}": {
            "delete": _operation(
                "deleteProductFile",
                "Delete a file of a product",
                WRITE,
                {"204": ok("Deleted"), **_errors(401, 403, 404)},
                tag="Products",
                parameters=[_PRODUCT, _path_param("fileId", "integer", "The file ID")],
            )
        },
        "/projects": {
            "get": _operation(
                "listProjects",
                "List projects",
                READ,
                {"200": ok("A page of projects", _ref("ProjectPage")), **_errors(401, 403, 422)},
                tag="Projects",
                parameters=_PAGE_PARAMETERS,
            ),
            "post": _operation(
                "createProject",
                "Create a project",
                WRITE,
                {
                    "201": ok("Created", _ref("ProjectCreated")),
                    **_errors(400, 401, 403, 413, 422),
                },
                tag="Projects",
                body=_ref("ProjectRequest"),
            ),
        },
        "/projects/{project}/images": {
            "post": _operation(
                "addProjectImage",
                "Add an image (data: URI or http(s) URL) to a project",
                WRITE,
                {"201": ok("The image", _ref("Media")), **_errors(400, 401, 403, 404, 413, 422)},
                tag="Projects",
                parameters=[_PROJECT],
                body=_ref("ProjectImageRequest"),
            )
        },
        "/projects/{project}/images/{imageId}": {
            "delete": _operation(
                "deleteProjectImage",
                "Delete an image of a project",
                WRITE,
                {"204": ok("Deleted"), **_errors(401, 403, 404)},
                tag="Projects",
                parameters=[_PROJECT, _path_param("imageId", "integer", "The image ID")],
            )
        },
        "/resources/subscriptions": {
            "get": _operation(
                "listSubscriptions",
                "List webhook subscriptions",
                READ,
                {"200": ok("The subscriptions", _ref("SubscriptionList")), **_errors(401, 403)},
                tag="Subscriptions",
            ),
            "post": _operation(
                "createSubscription",
                "Create a webhook subscription",
                WRITE,
                {
                    "201": ok("The subscription", _ref("Subscription")),
                    **_errors(400, 401, 403, 413, 422),
                },
                tag="Subscriptions",
                body=_ref("SubscriptionRequest"),
            ),
        },
        "/resources/subscriptions/{subscription}": {
            "get": _operation(
                "getSubscription",
                "Read a webhook subscription",
                READ,
                {"200": ok("The subscription", _ref("Subscription")), **_errors(401, 403, 404)},
                tag="Subscriptions",
                parameters=[_SUBSCRIPTION],
            ),
            "delete": _operation(
                "deleteSubscription",
                "Delete a webhook subscription",
                WRITE,
                {"204": ok("Deleted"), **_errors(401, 403, 404)},
                tag="Subscriptions",
                parameters=[_SUBSCRIPTION],
            ),
        },
        "/resources/subscriptions/{subscription}/test": {
            "post": _operation(
                "testSubscription",
                "Deliver a signed test event to the subscription's webhook",
                WRITE,
                {
                    "200": ok("The delivery's outcome", _ref("SubscriptionTestResult")),
                    **_errors(401, 403, 404),
                },
                tag="Subscriptions",
                parameters=[_SUBSCRIPTION],
            )
        },
    }


def openapi_document(server_url: str) -> dict[str, Any]:
    """The description, with `server_url` (ending in /api/v1) as its server and token URL."""
    token_url = f"{server_url}/token"
    scopes = {"read": "Read products, projects and subscriptions", "write": "Change them"}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Material Reuse Service (Reuse Desk sandbox)",
            "version": "1.0.0",
            "description": "Products, projects and webhook subscriptions. Webhook deliveries "
            "carry X-Event-Id, X-Signature-Timestamp and X-Signature: sha256=<hex>, the "
            "HMAC-SHA256 of '<timestamp>.' + raw body keyed with the signing secret.",
        },
        "servers": [{"url": server_url}],
        "security": READ,
        "paths": _paths(),
        "components": {
            "securitySchemes": {
                "oauth2": {
                    "type": "oauth2",
                    "flows": {
                        "clientCredentials": {"tokenUrl": token_url, "scopes": scopes},
                        "password": {"tokenUrl": token_url, "scopes": scopes},
                    },
                }
            },
            "schemas": _schemas(),
        },
    }
