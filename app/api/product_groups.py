"""The groups a product is made of (`Quantity`, `Address`, ...): each field's wire name,
type, limits and `Ui` once. Requests and responses share them (a response's rules are off),
except `ItemDetails`: a request carries one description, a response a list.
"""

from __future__ import annotations

import json
from functools import partial
from typing import Annotated

from pydantic import BeforeValidator, ConfigDict, Field
from pydantic.alias_generators import to_camel

from app.api.categories import MEASUREMENT_UNITS, PRODUCT_STATUSES, QUANTITY_UNITS
from app.api.fields import ApiModel, Group, LenientText, OptionalDate, OptionalDecimal, null_as
from app.api.schema import Ui


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
    BeforeValidator(lambda v: json.dumps(v, default=str) if isinstance(v, list | dict) else v),
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
        _dimensions(
            "Eenheid",
            "Unit",
            widget="editable_choice",
            choices=MEASUREMENT_UNITS,
            bulk=True,
            also=("Maateenheid", "Eenheid afmetingen", "Unit of measurement"),
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
        _quantity(
            "Eenheid",
            "Unit",
            widget="editable_choice",
            choices=QUANTITY_UNITS,
            bulk=True,
            also=("Eenheid aantal", "UOM"),
        ),
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
            also=("NMD", "NMD-id"),
        ),
    ] = Field(None, alias="mkiNMDid")
