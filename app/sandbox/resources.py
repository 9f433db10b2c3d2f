"""The answers of the interface as the sandbox gives them: response forms, declared once.

The OpenAPI description takes every response schema from these models (`answers(...)` on
each route), and a test holds the sandbox's real answers against them. Attributes carry the
wire names. Every member is required in an answer, as the interface's response tables say;
`str | None` is a member that may be null.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

Text = str | None


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


# -- products ---------------------------------------------------------------------------


class TradeItemIdentificationResource(Answer):
    suppliersTradeItemId: Text


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


class PhysicalDimensionsResource(Answer):
    height: Text
    width: Text
    depth: Text
    uoMMeasurement: Any


class QuantityResource(Answer):
    quantityValue: Text
    quantityUoM: Text


class PriceBaseResource(Answer):
    VATInformation: bool | None
    numberOfUnitsInPriceBasis: Text
    priceOnRequestIndicator: bool | None


class PriceInformationResource(Answer):
    price: Text
    priceBase: PriceBaseResource


class ItemCharacteristicsResource(Answer):
    technicalQuality: Text
    aestheticQuality: Text
    rawMaterial: Text
    color: Text


class ValidityInformationResource(Answer):
    statusCode: Text
    validityStartDate: Text
    validityEndDate: Text


class ContactInformationResource(Answer):
    emailAddress: Text


class PersonResource(Answer):
    personName: Text
    contactInformation: ContactInformationResource


class AddressResource(Answer):
    street: Text
    postalCode: Text
    city: Text


class GenericEnvironmentalInformationResource(Answer):
    co2Reduction: Text
    eciResult: Text
    noxResult: Text
    mkiNMDid: Text


class ProductResource(Answer):
    id: int
    websiteURI: str = Field(description="The product's page on the service")
    productCategory: str
    subProductCategory: Text
    projectNumber: Text
    tradeItemIdentification: TradeItemIdentificationResource
    itemDetails: ItemDetailsResource
    physicalDimensions: PhysicalDimensionsResource
    quantity: QuantityResource
    priceInformation: PriceInformationResource
    itemCharacteristics: ItemCharacteristicsResource
    validityInformation: ValidityInformationResource
    person: PersonResource
    address: AddressResource
    genericEnvironmentalInformation: GenericEnvironmentalInformationResource


class ProductCreated(Answer):
    id: str


class ProductData(Answer):
    data: ProductResource


class Media(Answer):
    """An image or file; its bytes are served without a token at `url`."""

    id: int
    name: str
    url: str


# -- pages ------------------------------------------------------------------------------


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


class ProductPage(Answer):
    data: list[ProductResource]
    links: PageLinks
    meta: PageMeta


# -- projects ---------------------------------------------------------------------------


class ProjectResource(Answer):
    id: int
    title: str
    published: bool
    created_at: Text
    updated_at: Text
    beschrijving: Text
    contactpersoon_naam: Text
    contactpersoon_email: Text
    adres: Text
    postcode: Text
    plaats: Text
    latitude: Text
    longitude: Text
    functie_object: Text
    bouwjaar: int | None
    aantal_bouwlagen: int | None
    bruto_vloeroppervlak_m2: int | None
    architect: Text
    voorbereidende_werkzaamheden_mogelijk_vanaf: Text
    grondwaterstand: int | None
    grondsoort: Text
    bereikbaarheid_locatie: Text
    materiaal_beschikbaar_vanaf: Text
    materiaal_beschikbaar_tot: Text
    materiaal_online_vanaf: Text
    materiaal_online_tot: Text
    levering: Text
    status_materiaal: Text
    materiaaleigenaar: Text
    prive: bool | None
    archived: bool | None
    url: str


class ProjectPage(Answer):
    data: list[ProjectResource]
    links: PageLinks
    meta: PageMeta


class ProjectCreated(Answer):
    id: int


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

_ERRORS: dict[int, tuple[str, type[BaseModel]]] = {
    400: ("Bad request (malformed JSON body)", Message),
    401: ("No usable bearer token", Message),
    403: ("The token may not perform this operation (read-only)", Message),
    404: ("Not found", Message),
    413: ("Request body too large", Message),
    422: ("Validation failed", ValidationProblems),
}


def request_body(form: type[BaseModel]) -> dict[str, Any]:
    """A route's JSON request body in the description, as `openapi_extra`.

    The sandbox reads bodies itself (decimals as sent, the service's 400 and 422), so FastAPI
    is only told which form it is; openapi.py adds the forms' schemas to the components.
    """
    schema = {"$ref": f"#/components/schemas/{form.__name__}"}
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def answers(
    status: int, description: str, model: Any = None, *errors: int
) -> dict[int | str, dict[str, Any]]:
    """The `responses` of a route: its success answer and the error answers it can give."""
    success: dict[str, Any] = {"description": description}
    if model is not None:
        success["model"] = model
    documented: dict[int | str, dict[str, Any]] = {status: success}
    for code in errors:
        text, error_model = _ERRORS[code]
        documented[code] = {"description": text, "model": error_model}
    return documented
