"""Products: the groups a product is made of (`Quantity`, `Address`, ...), the request form
(create and update), the response form, and the way between them.

Each group field's wire name, type, limits and `Ui` are declared once. Requests and responses
share the groups (a response's rules are off), except `ItemDetails`: a request carries one
description, a response a list.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from functools import partial
from typing import Annotated
from typing import Any
from typing import ClassVar
from typing import Final

from pydantic import BeforeValidator
from pydantic import ConfigDict
from pydantic import Field
from pydantic import ValidationInfo
from pydantic import field_validator
from pydantic import model_validator
from pydantic.alias_generators import to_camel

from app.api.attachments import UploadedAttachment
from app.api.attachments import parse_attachment_refs
from app.api.categories import CATEGORIES
from app.api.categories import MEASUREMENT_UNITS
from app.api.categories import PRODUCT_STATUSES
from app.api.categories import QUANTITY_UNITS
from app.api.fields import RESPONSE_CONTEXT
from app.api.fields import ApiModel
from app.api.fields import Group
from app.api.fields import LenientText
from app.api.fields import OptionalDate
from app.api.fields import OptionalDecimal
from app.api.fields import null_as
from app.api.fields import passing
from app.api.fields import wire_path
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.schema import FormModel
from app.api.schema import Section
from app.api.schema import Ui
from app.api.schema import get_path
from app.api.schema import prune_empty
from app.api.schema import rule
from app.api.schema import rule_free
from app.api.schema import rules_on
from app.api.units import listed_reader


class ProductGroup(ApiModel):
    """A product group: its wire names are its Python names in camelCase unless aliased."""

    model_config = ConfigDict(alias_generator=to_camel)


# Each field's `Ui` by section: the defaults its section's fields share.
item_ui = partial(Ui, section="item")
_size = partial(Ui, section="dimensions", widget="number", minimum=0)
_dimensions = partial(Ui, section="dimensions")
_quantity = partial(Ui, section="quantity", required=True)
_price = partial(Ui, section="price", bulk=True)
_characteristic = partial(Ui, section="characteristics", bulk=True)
_availability = partial(Ui, section="availability", bulk=True)
_contact = partial(Ui, section="contact", sticky=True, bulk=True)
_address = partial(Ui, section="address", sticky=True, search="address", bulk=True)
_environment = partial(Ui, section="environment", widget="number", bulk=True)


def _unit(section: Callable[..., Ui], units: Sequence[str], *also: str) -> Ui:
    """A unit's field in `section`: one of `units` or typed, set on many products at once."""
    return section("Eenheid", "Unit", widget="editable_choice", choices=units, bulk=True, also=also)


class ProductDescription(ProductGroup):
    description: Annotated[
        str | None,
        item_ui(
            "Beschrijving",
            "Description",
            widget="multiline",
            fixed={"languageCode": "NL"},
            search="description",
            also=("Toelichting", "Opmerking", "Opmerkingen", "Notes", "Remarks"),
        ),
    ] = None
    language_code: str | None = "NL"


# Text the service may send as a list or object instead (the image lists, a unit typed
# "any" in responses): kept as that value's JSON text.
_JsonText = Annotated[
    LenientText,
    BeforeValidator(
        passing(lambda v: json.dumps(v, default=str) if isinstance(v, list | dict) else v)
    ),
]


class ProductAttachments(ProductGroup):
    """`itemDetails.attachment`: texts naming a product's images and files (uploaded apart)."""

    image_data: _JsonText | None = None
    attached_data: _JsonText | None = None


class ItemDetails(ProductGroup):
    name: Annotated[
        str,
        Ui(
            "Naam",
            "Name",
            "item",
            required=True,
            title=True,
            also=("Omschrijving", "Artikel", "Benaming", "Artikelnaam", "Product", "Item"),
        ),
    ] = Field("", validate_default=True)
    product_description: ProductDescription | None = None
    attachment: ProductAttachments | None = None


class ItemDetailsResponse(ProductGroup):
    name: str
    # One description object reads as a list of one.
    product_description: Annotated[
        list[ProductDescription],
        null_as(list),
        BeforeValidator(lambda value: [value] if isinstance(value, dict) else value),
    ] = Field(default_factory=list)
    attachment: Group[ProductAttachments] = Field(default_factory=ProductAttachments)


class TradeItemIdentification(ProductGroup):
    suppliers_trade_item_id: Annotated[
        LenientText | None,
        item_ui(
            "Artikelnummer leverancier",
            "Supplier's item id",
            search="other",
            identifier=True,
            also=("Artikelnummer", "Artikelnr", "Art.nr.", "Artikelcode", "SKU", "Item id"),
        ),
    ] = None


class PhysicalDimensions(ProductGroup):
    height: Annotated[OptionalDecimal, _size("Hoogte", "Height", also=("H",))] = None
    width: Annotated[OptionalDecimal, _size("Breedte", "Width", also=("B", "W"))] = None
    depth: Annotated[
        OptionalDecimal, _size("Diepte", "Depth", also=("Dikte", "Thickness", "D"))
    ] = None
    uom_measurement: Annotated[
        _JsonText | None,
        BeforeValidator(listed_reader(MEASUREMENT_UNITS)),
        _unit(
            _dimensions,
            MEASUREMENT_UNITS,
            "Maateenheid",
            "Eenheid afmetingen",
            "Unit of measurement",
        ),
    ] = Field(None, alias="uoMMeasurement")


class Quantity(ProductGroup):
    quantity_value: Annotated[
        OptionalDecimal,
        _quantity(
            "Hoeveelheid",
            "Quantity",
            widget="number",
            minimum=0,
            column="quantity",
            # Oppervlakte, Area, Volume, Inhoud: a quantity in m² or m³.
            also=(
                *("Aantal", "Stuks", "Aantal stuks", "Qty", "Amount", "Count"),
                *("Oppervlakte", "Area", "Volume", "Inhoud"),
            ),
        ),
    ] = Field(None, validate_default=True)
    quantity_uom: Annotated[
        str | None,
        BeforeValidator(listed_reader(QUANTITY_UNITS)),
        _unit(_quantity, QUANTITY_UNITS, "Eenheid aantal", "UOM"),
    ] = Field(None, alias="quantityUoM", validate_default=True)


class PriceBase(ProductGroup):
    vat_information: Annotated[
        bool | None,
        _price("Inclusief btw", "VAT included", widget="bool", also=("Incl. btw", "BTW", "VAT")),
    ] = Field(None, alias="VATInformation")
    number_of_units_in_price_basis: Annotated[
        LenientText | None,
        _price("Eenheden in prijsbasis", "Units in price basis", also=("Prijsbasis",)),
    ] = None
    price_on_request_indicator: Annotated[
        bool | None,
        _price("Prijs op aanvraag", "Price on request", widget="bool", also=("Op aanvraag",)),
    ] = None


class PriceInformation(ProductGroup):
    price: Annotated[
        OptionalDecimal,
        _price(
            "Prijs (€)",
            "Price (€)",
            widget="number",
            minimum=0,
            column="price",
            also=("Prijs", "Price", "Stukprijs", "Prijs per stuk", "Waarde", "Bedrag"),
        ),
    ] = None
    price_base: Group[PriceBase] = Field(default_factory=PriceBase)


class ItemCharacteristics(ProductGroup):
    technical_quality: Annotated[
        str | None,
        _characteristic(
            "Technische kwaliteit",
            "Technical quality",
            also=("Kwaliteit", "Staat", "Conditie", "Condition", "Quality"),
        ),
    ] = None
    aesthetic_quality: Annotated[
        str | None,
        _characteristic(
            "Esthetische kwaliteit", "Aesthetic quality", also=("Uitstraling", "Appearance")
        ),
    ] = None
    raw_material: Annotated[
        str | None,
        _characteristic(
            "Grondstof", "Raw material", search="categories", also=("Materiaal", "Material")
        ),
    ] = None
    color: Annotated[
        str | None, _characteristic("Kleur", "Colour", search="categories", also=("Color",))
    ] = None


class ValidityInformation(ProductGroup):
    status_code: Annotated[
        str | None,
        _availability(
            "Status",
            "Status",
            widget="choice",
            choices=PRODUCT_STATUSES,
            column="status",
            also=("State",),
        ),
    ] = None
    validity_start_date: Annotated[
        OptionalDate,
        _availability(
            "Beschikbaar vanaf",
            "Available from",
            widget="date",
            also=("Vanaf", "Startdatum", "Start date"),
        ),
    ] = None
    validity_end_date: Annotated[
        OptionalDate,
        _availability(
            "Beschikbaar tot",
            "Available until",
            widget="date",
            not_before="validity_start_date",
            also=("Tot", "Einddatum", "End date"),
        ),
    ] = None


class ContactInformation(ProductGroup):
    email_address: Annotated[
        str | None,
        _contact("E-mail", "E-mail", format="email", also=("Email", "Mail", "E-mailadres")),
    ] = None


class Person(ProductGroup):
    person_name: Annotated[
        str | None,
        _contact(
            "Naam", "Name", search="other", also=("Contactpersoon", "Contact", "Contact person")
        ),
    ] = None
    contact_information: Group[ContactInformation] = Field(default_factory=ContactInformation)


class Address(ProductGroup):
    street: Annotated[
        str | None, _address("Straat", "Street", also=("Adres", "Address", "Straatnaam"))
    ] = None
    postal_code: Annotated[
        str | None, _address("Postcode", "Postal code", also=("Zip", "Zip code"))
    ] = None
    city: Annotated[
        str | None,
        _address(
            "Plaats",
            "City",
            required=True,
            column="city",
            also=("Stad", "Woonplaats", "Gemeente", "Town"),
        ),
    ] = Field(None, validate_default=True)


class GenericEnvironmentalInformation(ProductGroup):
    co2_reduction: Annotated[
        OptionalDecimal,
        _environment("CO₂-reductie (kg)", "CO₂ reduction (kg)", also=("CO₂", "CO₂-reductie")),
    ] = None
    eci_result: Annotated[
        OptionalDecimal, _environment("MKI", "ECI", also=("MKI-waarde", "ECI value"))
    ] = None
    nox_result: Annotated[OptionalDecimal, _environment("NOx", "NOx")] = None
    mki_nmd_id: Annotated[
        LenientText | None,
        _environment(
            "MKI / NMD-id",
            "MKI / NMD id",
            widget="text",
            bulk=False,  # an identifier of one record's figures
            identifier=True,
            also=("NMD", "NMD-id"),
        ),
    ] = Field(None, alias="mkiNMDid")


# --- the product ------------------------------------------------------------------------


def _group() -> Any:
    # A missing group is validated from `{}`, so that a form without a quantity or an
    # address still reports the required fields inside them.
    return Field(default_factory=dict)


class _ProductFields(FormModel):
    """The groups that requests and responses share."""

    model_config = ProductGroup.model_config

    physical_dimensions: Group[PhysicalDimensions] = _group()
    quantity: Group[Quantity] = _group()
    price_information: Group[PriceInformation] = _group()
    item_characteristics: Group[ItemCharacteristics] = _group()
    validity_information: Group[ValidityInformation] = _group()
    person: Group[Person] = _group()
    address: Group[Address] = _group()
    generic_environmental_information: Group[GenericEnvironmentalInformation] = _group()


class ProductRequest(_ProductFields):
    """The product form: what create and update send; its fields in the form's order."""

    KIND = "product"
    # Optional members and objects the form left empty are not sent at all.
    OMITTED_WHEN_EMPTY = (
        "projectNumber",
        "websiteURI",
        "itemDetails.productDescription",
        "itemDetails.attachment",
    )
    CREATE_ONLY = ("projectNumber",)  # a product keeps the project it was made in
    SECTIONS: ClassVar[Mapping[str, Section]] = {
        "item": Section("Artikel", "Item", 0),
        "quantity": Section("Hoeveelheid", "Quantity", 0),
        "price": Section("Prijs", "Price", 0),
        "availability": Section("Beschikbaarheid", "Availability", 0),
        "project": Section("Project", "Project", 0),
        "dimensions": Section("Afmetingen", "Dimensions", 1),
        "characteristics": Section("Kenmerken", "Characteristics", 1),
        "contact": Section("Contact", "Contact", 1),
        "address": Section("Adres", "Address", 1),
        "environment": Section("Milieu", "Environment", 1),
    }

    item_details: ItemDetails = _group()
    product_category: Annotated[
        str,
        item_ui(
            "Categorie",
            "Category",
            widget="choice",
            required=True,
            choices=tuple(CATEGORIES),
            sticky=True,
            column="category",
            search="categories",
            bulk=True,
            also=("Productcategorie", "Hoofdcategorie"),
        ),
    ] = ""
    sub_product_category: Annotated[
        str | None,
        item_ui(
            "Subcategorie",
            "Sub-category",
            widget="editable_choice",
            column="sub_category",
            search="categories",
            bulk=True,
            also=("Subcategory", "Sub-categorie", "Soort"),
        ),
    ] = None
    trade_item_identification: Group[TradeItemIdentification] = _group()
    website_uri: Annotated[
        str | None, item_ui("Website", "Website", format="web_url", service_owned=True)
    ] = Field(None, alias="websiteURI")
    project_number: Annotated[
        int | None,
        Ui(
            "Projectnummer",
            "Project number",
            "project",
            "integer",
            sticky=True,
            search="other",
            bulk=True,
            also=("Project", "Projectnr", "Projectnr.", "Project no"),
        ),
    ] = None

    @field_validator("sub_product_category")
    @classmethod
    def _sub_category_fits(cls, value: str | None, info: ValidationInfo) -> str | None:
        known = CATEGORIES.get(info.data.get("product_category", ""))
        if rules_on(info) and value and known is not None and value not in known:
            raise rule("rule.sub_category", "Choose a sub-category of the category.")
        return value

    @classmethod
    def content_from_server(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The update form of a product as the service sent it, as a draft's content."""
        if "id" not in data:
            # What was sent (a create's payload, kept until the service's version is read):
            # the request form already.
            return super().content_from_server(data)
        response = ProductResponse.model_validate(data, context=RESPONSE_CONTEXT)
        request = product_response_to_request(response)
        content = request.model_dump(mode="json", by_alias=True, exclude_none=True)
        content.get("itemDetails", {}).pop("attachment", None)
        return prune_empty(content)

    @classmethod
    def warnings(cls, content: Mapping[str, Any]) -> FieldProblems:
        """What can be sent but may not be meant, by dotted wire path (never blocks queueing):
        a size without its unit goes out with `uoMMeasurement` null."""
        sizes = get_path(content, "physicalDimensions")
        if not isinstance(sizes, Mapping) or _given(sizes.get("uoMMeasurement")):
            return {}
        if any(_given(sizes.get(key)) for key in ("height", "width", "depth")):
            return {"physicalDimensions.uoMMeasurement": [Notice("rule.dimension_unit")]}
        return {}

    def to_payload(self, *, create: bool = True) -> dict[str, Any]:
        """The JSON body; `projectNumber` goes only with a create (an update has none)."""
        payload = super().to_payload()
        if not create:
            for path in self.CREATE_ONLY:
                payload.pop(path, None)
        return payload


def _given(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and not value.strip())


@rule_free
class ProductResponse(_ProductFields):
    """A product as the service returns it (list items, update and archive answers); it
    shares its groups with the request form, but never applies the form's rules."""

    id: int
    trade_item_identification: Group[TradeItemIdentification] = _group()
    website_uri: str | None = Field(None, alias="websiteURI")
    product_category: str
    product_category_id: LenientText | None = Field(None, exclude=True)
    sub_product_category: str | None = None
    project_number: LenientText | None = None
    item_details: ItemDetailsResponse

    @model_validator(mode="before")
    @classmethod
    def _category_object(cls, data: Any) -> Any:
        # One variant of the interface sends the category as {"id", "type"}. Exact types
        # first: a list page reads 100 products, and an abstract class's test is slow.
        if type(data) is dict and type(data.get("productCategory")) is str:
            return data
        if isinstance(data, Mapping) and isinstance(data.get("productCategory"), Mapping):
            category = data["productCategory"]
            return {
                **data,
                "productCategory": category.get("type"),
                "productCategoryId": category.get("id"),
            }
        return data

    @property
    def description_entry(self) -> ProductDescription | None:
        """The Dutch description, else the first one."""
        entries = self.item_details.product_description
        return next((e for e in entries if e.language_code == "NL"), next(iter(entries), None))

    @property
    def images(self) -> list[UploadedAttachment]:
        return parse_attachment_refs(self.item_details.attachment.image_data)


def product_response_to_request(product: ProductResponse) -> ProductRequest:
    """The update form of an existing product: sent back unchanged, it leaves the product as
    it was. Images and files have their own operations. No form rule is applied, so a record
    that fails today's checks can still be opened and corrected."""
    data = product.model_dump(by_alias=False, exclude={"id", "item_details"})
    number = product.project_number
    data["project_number"] = int(number) if number and number.strip().isdigit() else None
    chosen = product.description_entry
    data["item_details"] = {
        "name": product.item_details.name,
        "product_description": chosen.model_dump() if chosen else None,
    }
    return ProductRequest.model_validate(data, context=RESPONSE_CONTEXT)


class ProductPaths:
    """The wire paths that code outside the form names, from the request model."""

    HEIGHT: Final = wire_path(ProductRequest, "physical_dimensions", "height")
    WIDTH: Final = wire_path(ProductRequest, "physical_dimensions", "width")
    DEPTH: Final = wire_path(ProductRequest, "physical_dimensions", "depth")
    DIMENSIONS: Final = (HEIGHT, WIDTH, DEPTH)  # the order the trade writes them in
    MEASUREMENT_UNIT: Final = wire_path(ProductRequest, "physical_dimensions", "uom_measurement")
    QUANTITY_VALUE: Final = wire_path(ProductRequest, "quantity", "quantity_value")
    QUANTITY_UNIT: Final = wire_path(ProductRequest, "quantity", "quantity_uom")
    PROJECT_NUMBER: Final = wire_path(ProductRequest, "project_number")
    CATEGORY: Final = wire_path(ProductRequest, "product_category")
    SUB_CATEGORY: Final = wire_path(ProductRequest, "sub_product_category")
    PAGE: Final = wire_path(ProductRequest, "website_uri")  # the product's page on the service
