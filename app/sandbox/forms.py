"""The request forms as the sandbox reads them: each member declared once, checked and documented.

FastAPI checks every request body against one of these models and describes the same models
in the OpenAPI document, so what the sandbox checks and what it documents cannot drift apart.
Attributes carry the wire names; the limits come from the shared limits file.
"""

from __future__ import annotations

from typing import Annotated
from typing import Any
from typing import ClassVar

from pydantic import BaseModel
from pydantic import BeforeValidator
from pydantic import ConfigDict
from pydantic import Field
from pydantic import ValidationInfo
from pydantic import WithJsonSchema
from pydantic import field_validator
from pydantic import model_validator

from app.sandbox import interface
from app.sandbox.errors import ApiError
from app.sandbox.field_types import CATEGORY_OBJECT_SCHEMAS
from app.sandbox.field_types import Base64
from app.sandbox.field_types import DateTime
from app.sandbox.field_types import Email
from app.sandbox.field_types import Flag
from app.sandbox.field_types import ImageSource
from app.sandbox.field_types import Integer
from app.sandbox.field_types import IsoDate
from app.sandbox.field_types import Moment
from app.sandbox.field_types import Number
from app.sandbox.field_types import Required
from app.sandbox.field_types import RequiredDateTime
from app.sandbox.field_types import Text
from app.sandbox.field_types import WebUrl
from app.sandbox.field_types import category_object
from app.sandbox.field_types import fail
from app.sandbox.field_types import integer
from app.sandbox.field_types import limits
from app.sandbox.field_types import one_of
from app.sandbox.field_types import present
from app.sandbox.field_types import rule


def _group() -> Any:
    # An absent group is read as {} so that the required members inside it are reported.
    return Field(default_factory=dict, validate_default=True)


class Form(BaseModel):
    """Base of every request form. Attributes carry the wire names; unknown members are ignored.

    A group (a member that is an object of members) may be left out, but not sent as null: its
    schema says object, and the interface shows no null for it."""

    model_config = ConfigDict(extra="ignore")


# -- products ---------------------------------------------------------------------------


class MediaUpload(Form):
    """An image or file sent as JSON: `data` is base64 (or a `data:` URI)."""

    name: Annotated[Required, limits("media", "name")]
    data: Base64


def _known_language(code: str) -> bool:
    return code.upper() in interface.LANGUAGE_CODES


class ProductDescription(Form):
    description: Text = None
    languageCode: Annotated[str, rule(_known_language, "is unknown", {}, "choice")] | None = None


def _uploads_only(value: Any) -> Any:
    # A response carries the JSON text of the stored images; echoed back on update it is ignored.
    return None if isinstance(value, str) else value


def _text_too(schema: dict[str, Any]) -> None:
    # The interface's request table types these "string or null": the text is read, and ignored.
    text = {"type": "string", "description": "The JSON text a product's answer carries: ignored"}
    schema["anyOf"].insert(1, text)


InlineUploads = Annotated[
    list[MediaUpload] | None, BeforeValidator(_uploads_only), Field(json_schema_extra=_text_too)
]


class ProductAttachment(Form):
    """Images and files sent with the product, each as `{name, data}`."""

    imageData: InlineUploads = None
    attachedData: InlineUploads = None


class ItemDetails(Form):
    name: Annotated[Required, limits("product", "itemDetails.name")]
    productDescription: ProductDescription | None = None
    attachment: ProductAttachment | None = None


class TradeItemIdentification(Form):
    suppliersTradeItemId: Text = None


class PhysicalDimensions(Form):
    height: Number | None = None
    width: Number | None = None
    depth: Number | None = None
    uoMMeasurement: Text = None


class Quantity(Form):
    quantityValue: Annotated[Number, BeforeValidator(present)]
    quantityUoM: Annotated[str, BeforeValidator(present)]


class PriceBase(Form):
    VATInformation: Flag | None = None
    numberOfUnitsInPriceBasis: Text = None
    priceOnRequestIndicator: Flag | None = None


class PriceInformation(Form):
    price: Number | None = None
    priceBase: PriceBase = _group()


class ItemCharacteristics(Form):
    technicalQuality: Text = None
    aestheticQuality: Text = None
    rawMaterial: Text = None
    color: Text = None


class ValidityInformation(Form):
    statusCode: Annotated[str, one_of(interface.PRODUCT_STATUSES)] | None = None
    validityStartDate: IsoDate | None = None
    validityEndDate: IsoDate | None = None


class ContactInformation(Form):
    emailAddress: (
        Annotated[Email, limits("product", "person.contactInformation.emailAddress")] | None
    ) = None


class Person(Form):
    personName: Text = None
    contactInformation: ContactInformation = _group()


class Address(Form):
    street: Text = None
    postalCode: Text = None
    city: Annotated[str, BeforeValidator(present)]


class GenericEnvironmentalInformation(Form):
    co2Reduction: Number | None = None
    eciResult: Number | None = None
    noxResult: Number | None = None
    mkiNMDid: Text = None


class ProductRequest(Form):
    """Create a product. An unknown `subProductCategory` is refused with 400 before any check."""

    # The interface lists that 400 for creating a product only; an update says it in its 422.
    unknown_sub_category_is_400: ClassVar[bool] = True

    productCategory: Annotated[Required, one_of(tuple(interface.CATEGORIES))]
    subProductCategory: Text = None
    projectNumber: (
        Annotated[int, limits("product", "projectNumber"), BeforeValidator(integer)] | None
    ) = Field(None, description="Create only")
    websiteURI: Annotated[WebUrl, limits("product", "websiteURI")] | None = None
    tradeItemIdentification: TradeItemIdentification = _group()
    itemDetails: ItemDetails = _group()
    physicalDimensions: PhysicalDimensions = _group()
    quantity: Quantity = _group()
    priceInformation: PriceInformation = _group()
    itemCharacteristics: ItemCharacteristics = _group()
    validityInformation: ValidityInformation = _group()
    person: Person = _group()
    address: Address = _group()
    genericEnvironmentalInformation: GenericEnvironmentalInformation = _group()

    @model_validator(mode="before")
    @classmethod
    def _known_sub_category(cls, data: Any) -> Any:
        sub = data.get("subProductCategory") if isinstance(data, dict) else None
        unknown = isinstance(sub, str) and sub and sub not in interface.ALL_SUBCATEGORIES
        if unknown and cls.unknown_sub_category_is_400:
            raise ApiError(400, {"error": "Unknown subProductCategory value"})
        return data

    @field_validator("subProductCategory")
    @classmethod
    def _of_the_category(cls, value: str | None, info: ValidationInfo) -> str | None:
        category = info.data.get("productCategory")
        known = interface.CATEGORIES
        if value and value not in interface.ALL_SUBCATEGORIES:
            raise fail("is not a known sub-category", "choice")
        if value and category in known and value not in known[category]:
            raise fail(f"{value!r} does not belong to category {category!r}.")
        return value


class ProductUpdateRequest(ProductRequest):
    """Update a product: the whole product again; `projectNumber` is ignored (create only)."""

    unknown_sub_category_is_400: ClassVar[bool] = False

    productCategory: Annotated[
        Required,
        BeforeValidator(category_object),
        one_of(tuple(interface.CATEGORIES)),
        WithJsonSchema(
            {
                "anyOf": [
                    {"type": "string", "enum": list(interface.CATEGORIES)},
                    *CATEGORY_OBJECT_SCHEMAS,
                ],
                "description": "A category's name, or the interface's other form of the "
                "update's category: the object {id, type} of its id (slug), its name or both",
            }
        ),
    ]
    itemDetails: ItemDetails
    quantity: Quantity
    address: Address


# -- projects and subscriptions ---------------------------------------------------------


def _after_its_start(value: Any, info: ValidationInfo) -> Any:
    """An end (`..._tot`, `end_date`) later than its start (`..._vanaf`, `start_date`)."""
    start = str(info.field_name).replace("_tot", "_vanaf").replace("end_", "start_")
    begin = info.data.get(start)
    # Both are ISO UTC texts of the same shape, or both unix seconds.
    if value is not None and begin is not None and value <= begin:
        raise fail(f"must be a date after {start}.")
    return value


class ProjectRequest(Form):
    """Create a project; the members after `prive` are the sandbox's extensions (all optional)."""

    title: Annotated[Required, limits("project", "title")]
    contactpersoon_naam: Annotated[Required, limits("project", "contactpersoon_naam")]
    contactpersoon_email: Annotated[
        Email, limits("project", "contactpersoon_email"), BeforeValidator(present)
    ]
    adres: Annotated[Required, limits("project", "adres")]
    postcode: Annotated[Required, limits("project", "postcode")]
    plaats: Annotated[Required, limits("project", "plaats")]
    materiaal_beschikbaar_vanaf: RequiredDateTime
    materiaal_beschikbaar_tot: RequiredDateTime
    materiaal_online_vanaf: RequiredDateTime
    materiaal_online_tot: RequiredDateTime
    levering: Required
    status_materiaal: Annotated[Required, one_of(interface.MATERIAL_STATUSES)]
    grondsoort: Annotated[str, one_of(interface.SOIL_TYPES)] | None = None
    prive: Flag | None = None
    beschrijving: Text = None
    functie_object: Text = None
    architect: Text = None
    bereikbaarheid_locatie: Text = None
    materiaaleigenaar: Text = None
    latitude: Number | None = None
    longitude: Number | None = None
    bouwjaar: Integer | None = None
    aantal_bouwlagen: Integer | None = None
    bruto_vloeroppervlak_m2: Integer | None = None
    grondwaterstand: Integer | None = None
    voorbereidende_werkzaamheden_mogelijk_vanaf: DateTime | None = None

    _ends_after_start = field_validator("materiaal_beschikbaar_tot", "materiaal_online_tot")(
        _after_its_start
    )


class ProjectImageRequest(Form):
    """An image of a project: `src` is a `data:` URI or an http(s) URL."""

    name: Annotated[Required, limits("media", "name")]
    src: ImageSource


class SubscriptionRequest(Form):
    """Subscribe a webhook address to kinds of events, optionally between two moments."""

    resource_type: Annotated[Required, one_of(("subscription",))]
    start_date: Moment | None = None
    end_date: Moment | None = None
    webhook_url: Annotated[WebUrl, limits("subscription", "webhook_url"), BeforeValidator(present)]
    event_type: Annotated[
        list[Annotated[str, one_of(interface.EVENT_TYPES)]],
        limits("subscription", "event_type"),
        BeforeValidator(present),
    ]
    description: Annotated[str, limits("subscription", "description")] | None = None

    _ends_after_start = field_validator("end_date")(_after_its_start)
