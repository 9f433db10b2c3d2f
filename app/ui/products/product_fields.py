"""The product form's fields, by wire path and section: the one list the form is built from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ui.binding import FieldSpec


def section_titles() -> dict[str, str]:
    return {
        "item": QCoreApplication.translate("ProductFields", "Item"),
        "dimensions": QCoreApplication.translate("ProductFields", "Dimensions"),
        "quantity": QCoreApplication.translate("ProductFields", "Quantity"),
        "price": QCoreApplication.translate("ProductFields", "Price"),
        "characteristics": QCoreApplication.translate("ProductFields", "Characteristics"),
        "availability": QCoreApplication.translate("ProductFields", "Availability"),
        "contact": QCoreApplication.translate("ProductFields", "Contact"),
        "address": QCoreApplication.translate("ProductFields", "Address"),
        "environment": QCoreApplication.translate("ProductFields", "Environment"),
        "project": QCoreApplication.translate("ProductFields", "Project"),
    }


def product_fields() -> list[FieldSpec]:
    return [
        FieldSpec(
            "itemDetails.name",
            QCoreApplication.translate("ProductFields", "Name"),
            "item",
            required=True,
        ),
        FieldSpec(
            "productCategory",
            QCoreApplication.translate("ProductFields", "Category"),
            "item",
            "choice",
            required=True,
        ),
        FieldSpec(
            "subProductCategory",
            QCoreApplication.translate("ProductFields", "Sub-category"),
            "item",
            "choice",
        ),
        FieldSpec(
            "itemDetails.productDescription.description",
            QCoreApplication.translate("ProductFields", "Description"),
            "item",
            "multiline",
            fixed={"languageCode": "NL"},
        ),
        FieldSpec(
            "tradeItemIdentification.suppliersTradeItemId",
            QCoreApplication.translate("ProductFields", "Supplier's item id"),
            "item",
        ),
        FieldSpec("websiteURI", QCoreApplication.translate("ProductFields", "Website"), "item"),
        FieldSpec(
            "physicalDimensions.height",
            QCoreApplication.translate("ProductFields", "Height"),
            "dimensions",
            "number",
        ),
        FieldSpec(
            "physicalDimensions.width",
            QCoreApplication.translate("ProductFields", "Width"),
            "dimensions",
            "number",
        ),
        FieldSpec(
            "physicalDimensions.depth",
            QCoreApplication.translate("ProductFields", "Depth"),
            "dimensions",
            "number",
        ),
        FieldSpec(
            "physicalDimensions.uoMMeasurement",
            QCoreApplication.translate("ProductFields", "Unit"),
            "dimensions",
            "editable_choice",
        ),
        FieldSpec(
            "quantity.quantityValue",
            QCoreApplication.translate("ProductFields", "Quantity"),
            "quantity",
            "number",
            required=True,
        ),
        FieldSpec(
            "quantity.quantityUoM",
            QCoreApplication.translate("ProductFields", "Unit"),
            "quantity",
            "editable_choice",
            required=True,
        ),
        FieldSpec(
            "priceInformation.price",
            QCoreApplication.translate("ProductFields", "Price (€)"),
            "price",
            "number",
        ),
        FieldSpec(
            "priceInformation.priceBase.VATInformation",
            QCoreApplication.translate("ProductFields", "VAT included"),
            "price",
            "bool",
        ),
        FieldSpec(
            "priceInformation.priceBase.numberOfUnitsInPriceBasis",
            QCoreApplication.translate("ProductFields", "Units in price basis"),
            "price",
        ),
        FieldSpec(
            "priceInformation.priceBase.priceOnRequestIndicator",
            QCoreApplication.translate("ProductFields", "Price on request"),
            "price",
            "bool",
        ),
        FieldSpec(
            "itemCharacteristics.technicalQuality",
            QCoreApplication.translate("ProductFields", "Technical quality"),
            "characteristics",
        ),
        FieldSpec(
            "itemCharacteristics.aestheticQuality",
            QCoreApplication.translate("ProductFields", "Aesthetic quality"),
            "characteristics",
        ),
        FieldSpec(
            "itemCharacteristics.rawMaterial",
            QCoreApplication.translate("ProductFields", "Raw material"),
            "characteristics",
        ),
        FieldSpec(
            "itemCharacteristics.color",
            QCoreApplication.translate("ProductFields", "Colour"),
            "characteristics",
        ),
        FieldSpec(
            "validityInformation.statusCode",
            QCoreApplication.translate("ProductFields", "Status"),
            "availability",
            "choice",
        ),
        FieldSpec(
            "validityInformation.validityStartDate",
            QCoreApplication.translate("ProductFields", "Available from"),
            "availability",
            "date",
        ),
        FieldSpec(
            "validityInformation.validityEndDate",
            QCoreApplication.translate("ProductFields", "Available until"),
            "availability",
            "date",
        ),
        FieldSpec(
            "person.personName", QCoreApplication.translate("ProductFields", "Name"), "contact"
        ),
        FieldSpec(
            "person.contactInformation.emailAddress",
            QCoreApplication.translate("ProductFields", "E-mail"),
            "contact",
        ),
        FieldSpec(
            "address.street", QCoreApplication.translate("ProductFields", "Street"), "address"
        ),
        FieldSpec(
            "address.postalCode",
            QCoreApplication.translate("ProductFields", "Postal code"),
            "address",
        ),
        FieldSpec(
            "address.city",
            QCoreApplication.translate("ProductFields", "City"),
            "address",
            required=True,
        ),
        FieldSpec(
            "genericEnvironmentalInformation.co2Reduction",
            QCoreApplication.translate("ProductFields", "CO₂ reduction (kg)"),
            "environment",
            "number",
        ),
        FieldSpec(
            "genericEnvironmentalInformation.eciResult",
            QCoreApplication.translate("ProductFields", "ECI"),
            "environment",
            "number",
        ),
        FieldSpec(
            "genericEnvironmentalInformation.noxResult",
            QCoreApplication.translate("ProductFields", "NOx"),
            "environment",
            "number",
        ),
        FieldSpec(
            "genericEnvironmentalInformation.mkiNMDid",
            QCoreApplication.translate("ProductFields", "MKI / NMD id"),
            "environment",
        ),
        FieldSpec(
            "projectNumber",
            QCoreApplication.translate("ProductFields", "Project number"),
            "project",
            "integer",
        ),
    ]


# Kept when a product is duplicated: what is the same for every item on one site.
STICKY_PATHS = (
    "projectNumber",
    "address",
    "person",
    "productCategory",
)
